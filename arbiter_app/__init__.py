"""Arbiter: FIDE Swiss tournaments on an offline laptop."""

__version__ = "0.1.0"
