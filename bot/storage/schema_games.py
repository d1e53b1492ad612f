"""The migrations of the whole games' tables: a player's games against the bot (`table_games`),
games between club members in their group (`member_games`, `member_seats` and their
« Muggins… » messages and calls), club tournaments (`tournaments`, their members, games and
teams of two) and club nights at the hall (`nights`, their players and tables).

Each `VN_...` is migration N of `bot.storage.schema.MIGRATIONS` (append-only: never edit a
released one), its docstring the tables it creates or changes.
"""

from __future__ import annotations

from typing import Final

V13_TABLE: Final = """
CREATE TABLE table_games (
    id            TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    level         TEXT NOT NULL CHECK (level IN ('easy', 'normal', 'expert')),
    state         TEXT NOT NULL CHECK (json_valid(state) AND json_type(state) = 'object'),
    status        TEXT NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'won', 'lost', 'abandoned')),
    step          INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0),
    message_id    INTEGER,
    started_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    finished_at   TEXT,
    CHECK ((status = 'active') = (finished_at IS NULL))
) STRICT;

CREATE UNIQUE INDEX table_games_one_active ON table_games (user_id) WHERE status = 'active';
CREATE INDEX table_games_by_user ON table_games (user_id, started_at);
"""
"""Whole games against the bot (/play): `state` is the game as `bot.drills.table.Table.to_json`
writes it, saved after every step; `step` counts the steps (a button carries the step it was
shown for, so a press on an older message is stale); `message_id` is the message holding the
current step's buttons. One active game per player, in whatever chat. Kept apart from
`questions`, whose one pending question per chat a drill replaces: a game step is never
replaced by a drill."""

V14_TOURNAMENTS: Final = """
CREATE TABLE tournaments (
    id            TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
    chat_id       INTEGER NOT NULL,
    format        TEXT NOT NULL CHECK (format IN ('fadoq', 'jeux50', 'custom')),
    kind          TEXT NOT NULL CHECK (kind IN ('duplicate', 'round_robin')),
    games         INTEGER NOT NULL CHECK (games BETWEEN 1 AND 24),
    target        INTEGER NOT NULL CHECK (target IN (61, 121)),
    rules         TEXT NOT NULL CHECK (json_valid(rules) AND json_type(rules) = 'object'),
    closes        TEXT NOT NULL,
    closes_at     TEXT NOT NULL,
    created_by    INTEGER NOT NULL,
    message_id    INTEGER,
    posted_at     TEXT,
    created_at    TEXT NOT NULL,
    closed_at     TEXT,
    cancelled_at  TEXT,
    standings     TEXT CHECK (standings IS NULL OR json_valid(standings))
) STRICT;

CREATE INDEX tournaments_by_chat ON tournaments (chat_id, created_at);
CREATE INDEX tournaments_open ON tournaments (closes_at)
    WHERE closed_at IS NULL AND cancelled_at IS NULL;

CREATE TABLE tournament_members (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    joined_at     TEXT NOT NULL,
    left_at       TEXT,
    PRIMARY KEY (tournament_id, user_id)
) STRICT;

CREATE INDEX tournament_members_by_user ON tournament_members (user_id);

CREATE TABLE tournament_games (
    game_id       TEXT NOT NULL,
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    opponent      INTEGER,
    pour          INTEGER,
    contre        INTEGER,
    lost          REAL,
    finished_at   TEXT,
    PRIMARY KEY (game_id, user_id),
    CHECK ((finished_at IS NULL) = (pour IS NULL))
) STRICT;

CREATE UNIQUE INDEX tournament_games_one ON tournament_games (tournament_id, user_id, round)
    WHERE opponent IS NULL;
"""
"""Club tournaments (/tournament, `bot.drills.tournament`): `tournaments` holds the format,
kind, number of games, target and the club's rules at creation (`rules`: the JSON of
`bot.drills.table_state.rules_json`), the closing date (`closes`, the club's day) and the moment it
closes (`closes_at`, UTC: the JobQueue job is rebuilt from it), the group message presenting
it, the last standings post (`posted_at`: at most one an hour), and, once closed, the frozen
`standings` (JSON) and `closed_at` (set once: the winners are announced once). Members join
with the button (`tournament_members`; `left_at` when they leave the group: their games stay,
their line leaves the standings). Each game a member plays (`game_id`: a `table_games` row
for a duplicate game) is linked by `tournament_games`, one row per member at the table, with
its number (`round`) and, when finished, the points « pour » and « contre » and the skill
index (`lost`: points lost against the best lay-aways)."""

V15_MEMBER_GAMES: Final = """
CREATE TABLE member_games (
    id            TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
    chat_id       INTEGER NOT NULL,
    host          INTEGER NOT NULL,
    players       INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    invited_user  INTEGER,
    invited_name  TEXT,
    rules         TEXT NOT NULL CHECK (json_valid(rules) AND json_type(rules) = 'object'),
    state         TEXT CHECK (state IS NULL OR (json_valid(state) AND json_type(state) = 'object')),
    status        TEXT NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'active', 'finished', 'abandoned', 'cancelled')),
    step          INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0),
    message_id    INTEGER,
    origin        TEXT,
    created_at    TEXT NOT NULL,
    moved_at      TEXT NOT NULL,
    reminded      INTEGER NOT NULL DEFAULT 0 CHECK (reminded BETWEEN 0 AND 2),
    finished_at   TEXT,
    finished_day  TEXT,
    CHECK ((status IN ('open', 'active')) = (finished_at IS NULL))
) STRICT;

CREATE INDEX member_games_by_chat ON member_games (chat_id, status, finished_day);
CREATE INDEX member_games_live ON member_games (status, moved_at);

CREATE TABLE member_seats (
    game_id        TEXT NOT NULL REFERENCES member_games (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id        INTEGER REFERENCES users (tg_id) ON DELETE CASCADE,
    name           TEXT NOT NULL DEFAULT '',
    side           INTEGER NOT NULL DEFAULT 0 CHECK (side BETWEEN 0 AND 3),
    playing        INTEGER NOT NULL DEFAULT 1 CHECK (playing IN (0, 1)),
    reachable      INTEGER NOT NULL DEFAULT 1 CHECK (reachable IN (0, 1)),
    won            INTEGER CHECK (won IS NULL OR won IN (0, 1)),
    points_for     INTEGER,
    points_against INTEGER,
    PRIMARY KEY (game_id, seat)
) STRICT;

CREATE UNIQUE INDEX member_seats_one_game ON member_seats (user_id)
    WHERE playing = 1 AND user_id IS NOT NULL;
CREATE INDEX member_seats_by_user ON member_seats (user_id, won);
"""
"""Games between club members in their group (issue 21). `member_games`: the table while
seats are taken (`open`, `state` NULL), then the game (`active`: `state` is
`bot.drills.table.Table.to_json`, saved after every step with `step` counting them, as in
`table_games`), `finished`, `abandoned` (7 days untouched) or `cancelled` (an invitation
withdrawn). `invited_user`/`invited_name`: the member invited (by reply or text mention / by
@username), both NULL for an open table; `message_id`: the invitation in the group; `origin`:
« play » for an ordinary /play, « tournament » for a tournament's game (NULL before
2026-11-30: `repo_members.TOURNAMENT`); `moved_at`/`reminded`: the last
move and the reminders sent since (1 private, 2 in the group). `member_seats`: one row per
seat (user NULL: the bot), the name shown at the table, `playing` while the game is open or
under way (one game at a time per member: the partial unique index), `reachable` (0: the
member never opened a private chat with the bot), and once finished `won`, `points_for` and
`points_against` (the side's final score, the best opposing score) for /top games and /stats."""

V16_MEMBER_PLAY_MESSAGE: Final = """
ALTER TABLE member_games ADD COLUMN play_message INTEGER;
ALTER TABLE member_games ADD COLUMN play_deal INTEGER;
"""
"""The group message that shows a deal's play as it goes (edited at each card, so a game
posts a few messages per deal instead of one per card): its id and the deal it belongs to."""

V17_TOURNAMENT_LAYAWAYS: Final = """
ALTER TABLE tournament_games ADD COLUMN layaways INTEGER;
"""
"""How many lay-aways a finished duplicate game's `lost` was summed over: the standings show
the points lost per deal, so that a longer game does not weigh against its player."""

V18_MEMBER_MUGGINS_MESSAGES: Final = """
CREATE TABLE member_muggins_messages (
    game_id    TEXT NOT NULL REFERENCES member_games (id) ON DELETE CASCADE,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, message_id)
) STRICT;
"""
"""The group messages of a game between members that carry a « Muggins… » button: the buttons
are taken off when the next deal is dealt (or the game ends), the moment a call is too late."""

V19_NIGHTS: Final = """
CREATE TABLE nights (
    id          TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
    chat_id     INTEGER NOT NULL,
    format      TEXT NOT NULL CHECK (format IN ('jeux50', 'fadoq', 'acc', 'custom')),
    ranking     TEXT NOT NULL CHECK (ranking IN ('jeux50', 'fadoq', 'acc')),
    doubles     INTEGER NOT NULL CHECK (doubles IN (0, 1)),
    games       INTEGER NOT NULL CHECK (games BETWEEN 0 AND 64),
    target      INTEGER NOT NULL CHECK (target IN (61, 121)),
    lang        TEXT NOT NULL DEFAULT 'fr',
    created_by  INTEGER NOT NULL,
    message_id  INTEGER,
    created_at  TEXT NOT NULL,
    closed_at   TEXT,
    closed_by   INTEGER,
    standings   TEXT CHECK (standings IS NULL OR json_valid(standings))
) STRICT;

CREATE UNIQUE INDEX nights_one_open ON nights (chat_id) WHERE closed_at IS NULL;

CREATE TABLE night_players (
    night_id   TEXT NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    id         TEXT NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    name       TEXT NOT NULL,
    user_id    INTEGER REFERENCES users (tg_id) ON DELETE SET NULL,
    late       INTEGER NOT NULL DEFAULT 0 CHECK (late IN (0, 1, 2)),
    absent     INTEGER NOT NULL DEFAULT 0 CHECK (absent IN (0, 1)),
    added_by   INTEGER,
    joined_at  TEXT NOT NULL,
    PRIMARY KEY (night_id, id),
    UNIQUE (night_id, number)
) STRICT;

CREATE UNIQUE INDEX night_players_one_user ON night_players (night_id, user_id)
    WHERE user_id IS NOT NULL;
CREATE INDEX night_players_by_user ON night_players (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE night_tables (
    night_id     TEXT NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    round        INTEGER NOT NULL CHECK (round >= 1),
    tbl          INTEGER NOT NULL CHECK (tbl >= 0),
    a            TEXT NOT NULL CHECK (json_valid(a) AND json_type(a) = 'array'),
    b            TEXT CHECK (b IS NULL OR (json_valid(b) AND json_type(b) = 'array')),
    score_a      INTEGER,
    score_b      INTEGER,
    confirmed    INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),
    disputed     INTEGER NOT NULL DEFAULT 0 CHECK (disputed IN (0, 1)),
    entered_by   INTEGER,
    corrected_by INTEGER,
    corrected_at TEXT,
    message_id   INTEGER,
    PRIMARY KEY (night_id, round, tbl),
    CHECK ((score_a IS NULL) = (score_b IS NULL)),
    CHECK (confirmed = 0 OR score_a IS NOT NULL OR b IS NULL)
) STRICT;
"""
"""The club night at the hall (issue 41, `/soiree`). `nights`: one per night, at most one
open per group (`closed_at` NULL; the partial unique index), its format and ranking
(`bot.drills.night`), `games` (its rounds, known once the first round is drawn for
`jeux50`), the language of its group messages and sheets (`lang`), the presentation message,
and once closed the frozen standings (`muggins nights --json`'s). `night_players`: one row per
player in registration order (`number`, shown to the organizer), `user_id` NULL for a player
added by name (no Telegram; a forgotten user keeps their name), `late` (1: marked late, their
first game is lost by default; 2: that game was scored), `absent` (left out of the next
rounds). `night_tables`: one row per table and round as drawn (the sides as JSON lists of
player ids, `b` NULL: a bye, at table 0), the score entered (`a`'s then `b`'s) and by whom,
`confirmed` once the opponent (or the organizer) agreed, `disputed` while a disagreement
waits for the organizer, `corrected_by`/`corrected_at` when the organizer corrected it, and the
group message asking for the confirmation."""

V20_TOURNAMENT_TEAMS: Final = """
ALTER TABLE tournaments ADD COLUMN doubles INTEGER NOT NULL DEFAULT 0 CHECK (doubles IN (0, 1));

CREATE TABLE tournament_teams (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    first         INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    first_name    TEXT NOT NULL,
    second        INTEGER REFERENCES users (tg_id) ON DELETE CASCADE,
    second_name   TEXT NOT NULL,
    asked_at      TEXT NOT NULL,
    confirmed_at  TEXT,
    message_id    INTEGER,
    PRIMARY KEY (tournament_id, first),
    CHECK (second IS NULL OR second <> first),
    CHECK (confirmed_at IS NULL OR second IS NOT NULL)
) STRICT;

CREATE INDEX tournament_teams_by_second ON tournament_teams (tournament_id, second);
"""
"""Doubles tournaments (issue 40, seed 002's « en double »; `bot.drills.tournament.Kind`):
`tournaments.doubles` 1 marks a round robin between teams of two (the `kind` column's CHECK
cannot be altered in SQLite, so a doubles tournament stores kind 'round_robin' and
`doubles` 1; `repo_tournament.Tournament.kind` reads 'doubles'). `tournament_teams`: one row
per member who asked a partner (`first`), the partner as asked (`second_name`: a name or
@username; `second` their id once known), the group message with the partner's button, and
`confirmed_at` once the partner confirmed; a member is in one confirmed team at most (checked
in the confirming transaction). Both members of a confirmed team are `tournament_members`;
each game is linked by `tournament_games` for its four members, `opponent` the other team's
key (its first member)."""

V28_TOURNAMENT_LANG: Final = """
ALTER TABLE tournaments ADD COLUMN lang TEXT;
"""
"""A tournament's language in a club that sets none: its creator's, as a night's (`nights.lang`);
NULL for the tournaments created before it (the bot's default language)."""

V29_MUGGINS_CALLER: Final = """
ALTER TABLE member_muggins_messages ADD COLUMN caller_seat INTEGER;
"""
"""The seat of the member whose keypad a « Muggins… » message is (`muggins_button`): the
keypad nobody answered is edited at the next deal into « Marie's muggins call was left
unanswered… »; NULL for the deal's own message and the keypads kept before it (told without
a name)."""

V30_MUGGINS_CALLS: Final = """
CREATE TABLE member_muggins_calls (
    game_id     TEXT NOT NULL REFERENCES member_games (id) ON DELETE CASCADE,
    deal        INTEGER NOT NULL,
    show        INTEGER NOT NULL,
    caller_seat INTEGER NOT NULL,
    PRIMARY KEY (game_id, deal, show)
) STRICT;
"""
"""Who called muggins first on a show of a game between members (`muggins_button`): one
call and one keypad per show, the others told « Marie already called muggins on that
count »; kept across a restart (the bot held it in memory before). A caller who resigns
has their calls taken back, the counts open to the other players again."""

V31_NIGHT_TABLES_TURNED: Final = """
ALTER TABLE night_tables ADD COLUMN turned INTEGER CHECK (turned IS NULL OR turned IN (0, 1));
"""
"""Whether a night's table is the round's bye turned into a game won by default against a
latecomer (`bot.drills.night.latecomer_table`; 1), which the rotation counts as its side's bye
and no meeting: recorded when the table is stored (0 for any other table). NULL for the tables
stored before it, read back from the tables as before (`bot.drills.night.turned_byes`, which
misread a last-registered player absent from the first rounds, back late and losing by default
at the last table of a round without a bye: their opponent's win counted as a bye)."""
