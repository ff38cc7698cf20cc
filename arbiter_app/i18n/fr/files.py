"""Français: reading and writing files: TRF, CSV, rating lists, the tournament file (arbiter_app/trf, store)."""

# flake8: noqa: E501
MESSAGES = {
}
