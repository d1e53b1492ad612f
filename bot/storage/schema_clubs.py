"""The migrations of the clubs' tables: a group chat as a club, its members and what they show
on its boards (`clubs`, `club_members`, `club_players`), and the daily challenge's sums per
player and period that the boards rank (`daily_totals`, kept by triggers, and its indexes in
board order).

Each `VN_...` is migration N of `bot.storage.schema.MIGRATIONS` (append-only: never edit a
released one), its docstring the tables it creates or changes.
"""

from __future__ import annotations

from typing import Final

V6_CLUBS: Final = """
CREATE TABLE clubs (
    chat_id       INTEGER PRIMARY KEY,
    title         TEXT NOT NULL DEFAULT '',
    invite        TEXT NOT NULL UNIQUE
                  CHECK (length(invite) BETWEEN 16 AND 43 AND invite NOT GLOB '*[^A-Za-z0-9_-]*'),
    active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    lang          TEXT CHECK (lang IS NULL OR lang IN ('fr', 'en')),
    timezone      TEXT CHECK (timezone IS NULL OR length(timezone) BETWEEN 1 AND 64),
    post_time     TEXT CHECK (post_time IS NULL OR post_time GLOB '[0-2][0-9]:[0-5][0-9]'),
    weekly        INTEGER NOT NULL DEFAULT 1 CHECK (weekly IN (0, 1)),
    tiebreak      TEXT NOT NULL DEFAULT 'contre' CHECK (tiebreak IN ('contre', 'difference')),
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
) STRICT;

CREATE TABLE club_players (
    user_id       INTEGER PRIMARY KEY REFERENCES users (tg_id) ON DELETE CASCADE,
    name          TEXT NOT NULL DEFAULT '',
    hidden        INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
    updated_at    TEXT NOT NULL
) STRICT;

CREATE TABLE club_members (
    chat_id       INTEGER NOT NULL REFERENCES clubs (chat_id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    joined_at     TEXT NOT NULL,
    PRIMARY KEY (chat_id, user_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX club_members_by_user ON club_members (user_id);

CREATE TABLE daily_totals (
    period        TEXT NOT NULL CHECK (period = 'all' OR period GLOB '[mw]:[0-9]*'),
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    days          INTEGER NOT NULL DEFAULT 0,
    pour          INTEGER NOT NULL DEFAULT 0,
    contre        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (period, user_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX daily_totals_by_user ON daily_totals (user_id);

CREATE INDEX daily_results_board ON daily_results (day, user_id, parts_done, pour, contre);

CREATE TRIGGER daily_totals_add AFTER INSERT ON daily_results BEGIN
    INSERT INTO daily_totals (period, user_id, days, pour, contre) VALUES
        ('all', NEW.user_id, NEW.parts_done > 0, NEW.pour, NEW.contre),
        ('m:' || substr(NEW.day, 1, 7), NEW.user_id, NEW.parts_done > 0, NEW.pour, NEW.contre),
        ('w:' || date(NEW.day, 'weekday 0', '-6 days'), NEW.user_id, NEW.parts_done > 0,
         NEW.pour, NEW.contre)
    ON CONFLICT (period, user_id) DO UPDATE SET days = days + excluded.days,
        pour = pour + excluded.pour, contre = contre + excluded.contre;
END;

CREATE TRIGGER daily_totals_change AFTER UPDATE OF user_id, day, parts_done, pour, contre
ON daily_results BEGIN
    UPDATE daily_totals SET days = days - (OLD.parts_done > 0), pour = pour - OLD.pour,
        contre = contre - OLD.contre
    WHERE user_id = OLD.user_id AND period IN ('all', 'm:' || substr(OLD.day, 1, 7),
        'w:' || date(OLD.day, 'weekday 0', '-6 days'));
    INSERT INTO daily_totals (period, user_id, days, pour, contre) VALUES
        ('all', NEW.user_id, NEW.parts_done > 0, NEW.pour, NEW.contre),
        ('m:' || substr(NEW.day, 1, 7), NEW.user_id, NEW.parts_done > 0, NEW.pour, NEW.contre),
        ('w:' || date(NEW.day, 'weekday 0', '-6 days'), NEW.user_id, NEW.parts_done > 0,
         NEW.pour, NEW.contre)
    ON CONFLICT (period, user_id) DO UPDATE SET days = days + excluded.days,
        pour = pour + excluded.pour, contre = contre + excluded.contre;
END;

CREATE TRIGGER daily_totals_remove AFTER DELETE ON daily_results BEGIN
    UPDATE daily_totals SET days = days - (OLD.parts_done > 0), pour = pour - OLD.pour,
        contre = contre - OLD.contre
    WHERE user_id = OLD.user_id AND period IN ('all', 'm:' || substr(OLD.day, 1, 7),
        'w:' || date(OLD.day, 'weekday 0', '-6 days'));
END;

INSERT INTO daily_totals (period, user_id, days, pour, contre)
SELECT period, user_id, SUM(parts_done > 0), SUM(pour), SUM(contre) FROM (
    SELECT 'all' AS period, user_id, parts_done, pour, contre FROM daily_results
    UNION ALL
    SELECT 'm:' || substr(day, 1, 7), user_id, parts_done, pour, contre FROM daily_results
    UNION ALL
    SELECT 'w:' || date(day, 'weekday 0', '-6 days'), user_id, parts_done, pour, contre
    FROM daily_results
) GROUP BY period, user_id;
"""
"""Clubs (/top, /club): a group chat the bot is in is a club (`active` 0 once the bot left);
`invite` is the unguessable token of its deep link (`/start club_<invite>`). `club_players`
holds what a player shows on boards (name, `/top off`), `club_members` who joined which club.
`daily_totals` keeps per player the sums of `daily_results` for all time ('all'), each month
('m:YYYY-MM') and each ISO week ('w:' and its Monday), maintained by triggers on every write to
`daily_results` (so `/top` reads one row per member instead of summing a million results);
`days` counts the days with at least one part answered. A day's board reads the covering index
`daily_results_board` without touching the rows."""

V10_BOARD_ORDER: Final = """
CREATE INDEX daily_totals_by_pour ON daily_totals (period, pour DESC, contre);
CREATE INDEX daily_totals_by_difference ON daily_totals (period, pour - contre DESC, pour DESC);
"""
"""The week, month and all-time boards (/top) in the order they are ranked, one index per
tie-break (points « contre » fewest first, or the difference): the top ten are read in order
and the scan stops there, instead of sorting every member's row of the period. Each write to
`daily_results` updates three `daily_totals` rows, so two more index entries each."""

V11_CLUB_MUGGINS: Final = """
ALTER TABLE clubs ADD COLUMN muggins INTEGER NOT NULL DEFAULT 1 CHECK (muggins IN (0, 1));
"""
"""Muggins on|off for a club's challenges (`/club muggins on|off`), on by default as the
product's name says; members' own `/variant` setting applies in their private drills."""
