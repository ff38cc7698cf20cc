"""Русский: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
}
