"""Widgets of the main window's tabs."""
