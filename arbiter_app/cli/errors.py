"""The one exception CLI commands raise for the user."""


class CliError(Exception):
    """A message for the user, and the exit code to leave with."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.exit_code = exit_code
