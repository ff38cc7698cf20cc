"""Deutsch: the dialogs' labels, checks and messages (arbiter_app/ui/dialogs, ui/imports)."""

# flake8: noqa: E501
MESSAGES = {
}
