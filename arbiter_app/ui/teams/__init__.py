"""The window's parts of a team event (issue #37)."""
