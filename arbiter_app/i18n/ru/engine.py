"""Русский: the pairing engines' explanations and the standings' notes (arbiter_app/engine)."""

# flake8: noqa: E501
MESSAGES = {
}
