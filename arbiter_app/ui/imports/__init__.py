"""Reading players from files (CSV, TRF, the FIDE rating list): plain dicts of
``add_player`` fields, no Qt.  Bad input raises ValueError naming file and line."""
