"""Command modules of arbiter-cli (one module per command or group)."""
