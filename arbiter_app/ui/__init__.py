"""The desktop application (PySide6): the only package that imports Qt."""

from arbiter_app.ui.qtcompat import protect_singletons

protect_singletons()
