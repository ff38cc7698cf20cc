"""Qt table models of the window (rows built in :mod:`.rows`, no engine objects kept)."""
