"""Español: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
}
