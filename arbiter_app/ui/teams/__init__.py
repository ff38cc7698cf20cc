"""The team parts of the window (issue #37, point 6): a team event's snapshot, its Teams,
team standings, board standings and crosstable tabs, the Teams menu and its undoable
commands; the round tabs of a team event: line-ups, matches and their boards, results."""
