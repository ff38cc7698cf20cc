"""The venue's use cases (issue #39): access codes, results entered from phones and
tablets, check-in.  The venue server (:mod:`arbiter_app.server`) and the window's Venue
server dialog call them; each change is one transaction of the open tournament, in the
audit log with who made it."""

from arbiter_app.services.venue.checkin import (CheckIn, check_in, checkin_state,
                                                mark_missing_absent)
from arbiter_app.services.venue.codes import (ARBITER, DEPUTY, PLAYER, Holder, add_deputy,
                                              ensure_secret, find_holder, normal_code,
                                              holder_codes, remove_deputy, revoke,
                                              set_player_rule)
from arbiter_app.services.venue.entries import (DISPUTED, RECORDED, UNCHANGED, WAITING, Entry,
                                                enter_result, waiting_claims)
from arbiter_app.services.venue.errors import Conflict, NotAllowed, NotFound

__all__ = ["ARBITER", "DEPUTY", "PLAYER", "DISPUTED", "RECORDED", "UNCHANGED", "WAITING",
           "CheckIn", "Conflict", "Entry", "Holder", "NotAllowed", "NotFound", "add_deputy",
           "holder_codes",
           "check_in", "checkin_state", "ensure_secret", "enter_result",
           "find_holder", "mark_missing_absent", "normal_code", "remove_deputy", "revoke",
           "set_player_rule", "waiting_claims"]
