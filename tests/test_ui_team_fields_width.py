"""The new-tournament dialog's team fields show their choices whole (the primary score's
"match points (MP), then game points" was cut to "... then game po"), in every language."""

from __future__ import annotations

import pytest

from arbiter_app import i18n


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_team_combos_are_wide_enough_for_their_texts(qtbot, language):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    from arbiter_app.ui.teams.event_fields import TeamEventFields
    i18n.set_language(language)
    try:
        dialog = TournamentDialog(None)
        qtbot.addWidget(dialog)
        dialog.resize(900, 700)
        dialog.show()
        qtbot.waitExposed(dialog)
        fields = dialog.findChild(TeamEventFields)
        for combo in (fields.primary, fields.colour_type):
            metrics = combo.fontMetrics()
            widest = max(metrics.horizontalAdvance(combo.itemText(i))
                         for i in range(combo.count()))
            assert combo.width() > widest, (language, combo.currentText())
    finally:
        i18n.set_language("en")
