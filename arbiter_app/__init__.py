"""Arbiter: FIDE Swiss tournaments on an offline laptop."""

from importlib import metadata as _metadata

try:  # the version lives in pyproject.toml only; the bundle carries the metadata too
    __version__ = _metadata.version("arbiter-app")
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"
