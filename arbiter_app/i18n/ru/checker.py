"""Русский: the pairing checker's findings and the tie-break rules' checks (engine/checker, engine/tiebreaks)."""

# flake8: noqa: E501
MESSAGES = {
}
