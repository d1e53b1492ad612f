"""The schema's versions: `MIGRATIONS[N - 1]` takes a database from version N-1 to N
(`PRAGMA user_version`), run by `bot.storage.migrations`.

Append-only: never edit a released entry; add a new one. Foreign keys are enforced
(`PRAGMA foreign_keys=ON`), and that pragma is a no-op inside a transaction: a future
migration that rebuilds a table must create the new table, copy, drop and rename in an order
that keeps references valid (see "Making Other Kinds Of Table Schema Changes" in the SQLite
docs), then check with `PRAGMA foreign_key_check`.

Every drill asks through two shared tables: questions and attempts carry a free `kind` and a
`chat_id`, their payloads are JSON, and attempts keep derived `correct`/`missed` columns so
leaderboards are plain indexed SQL. A few keep a record of their own beside them: the daily
challenge's parts (`daily_results`), the lay-away's losses (`ecart_challenges`), the quiz's
polls and answers; the games keep theirs (`table_games`, `member_games`, `tournament_games`,
`nights`).
"""

from __future__ import annotations

from typing import Final

_V1: Final = """
CREATE TABLE users (
    tg_id         INTEGER PRIMARY KEY,
    lang          TEXT CHECK (lang IS NULL OR length(lang) BETWEEN 2 AND 16),
    language_code TEXT,
    settings      TEXT NOT NULL DEFAULT '{}'
                  CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
) STRICT;

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    kind          TEXT NOT NULL DEFAULT 'muggins' CHECK (kind <> ''),
    target        INTEGER NOT NULL CHECK (target > 0),
    margin_rule   TEXT NOT NULL,
    player_score  INTEGER NOT NULL DEFAULT 0 CHECK (player_score BETWEEN 0 AND target),
    bot_score     INTEGER NOT NULL DEFAULT 0 CHECK (bot_score BETWEEN 0 AND target),
    hands         INTEGER NOT NULL DEFAULT 0 CHECK (hands >= 0),
    state         TEXT NOT NULL DEFAULT 'active'
                  CHECK (state IN ('active', 'won', 'lost', 'abandoned')),
    started_at    TEXT NOT NULL,
    finished_at   TEXT,
    CHECK ((state = 'active') = (finished_at IS NULL))
) STRICT;

CREATE UNIQUE INDEX games_one_active ON games (user_id, chat_id, kind) WHERE state = 'active';
CREATE INDEX games_by_user ON games (user_id, state);

CREATE TABLE questions (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    kind          TEXT NOT NULL CHECK (kind <> ''),
    deal          TEXT NOT NULL CHECK (json_valid(deal)),
    expected      TEXT NOT NULL CHECK (json_valid(expected)),
    message_id    INTEGER,
    game_id       INTEGER REFERENCES games (id) ON DELETE SET NULL,
    state         TEXT NOT NULL DEFAULT 'pending'
                  CHECK (state IN ('pending', 'answered', 'cancelled', 'replaced')),
    created_at    TEXT NOT NULL,
    closed_at     TEXT,
    CHECK ((state = 'pending') = (closed_at IS NULL))
) STRICT;

CREATE UNIQUE INDEX questions_one_pending ON questions (user_id, chat_id) WHERE state = 'pending';
CREATE INDEX questions_by_message ON questions (chat_id, message_id) WHERE message_id IS NOT NULL;
CREATE INDEX questions_by_game ON questions (game_id) WHERE game_id IS NOT NULL;

CREATE TABLE attempts (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id    INTEGER UNIQUE REFERENCES questions (id) ON DELETE SET NULL,
    user_id        INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id        INTEGER NOT NULL,
    kind           TEXT NOT NULL CHECK (kind <> ''),
    game_id        INTEGER REFERENCES games (id) ON DELETE SET NULL,
    deal           TEXT NOT NULL CHECK (json_valid(deal)),
    expected       TEXT NOT NULL CHECK (json_valid(expected)),
    answered       TEXT NOT NULL CHECK (json_valid(answered)),
    result         TEXT NOT NULL CHECK (json_valid(result)),
    expected_total INTEGER NOT NULL,
    answered_total INTEGER NOT NULL,
    correct        INTEGER NOT NULL CHECK (correct IN (0, 1)),
    missed         INTEGER NOT NULL CHECK (missed >= 0),
    player_points  INTEGER NOT NULL DEFAULT 0 CHECK (player_points >= 0),
    bot_points     INTEGER NOT NULL DEFAULT 0 CHECK (bot_points >= 0),
    seconds        REAL NOT NULL CHECK (seconds >= 0),
    created_at     TEXT NOT NULL
) STRICT;

CREATE INDEX attempts_by_user ON attempts (user_id, kind);
CREATE INDEX attempts_by_chat ON attempts (chat_id, created_at);
CREATE INDEX attempts_by_game ON attempts (game_id) WHERE game_id IS NOT NULL;
"""

_V2_DAILY: Final = """
CREATE TABLE daily_results (
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    day           TEXT NOT NULL
                  CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    parts_done    INTEGER NOT NULL DEFAULT 0 CHECK (parts_done >= 0),
    finished      INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    pour          INTEGER NOT NULL DEFAULT 0 CHECK (pour >= 0),
    contre        INTEGER NOT NULL DEFAULT 0 CHECK (contre >= 0),
    detail        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(detail)),
    started_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    finished_at   TEXT,
    PRIMARY KEY (user_id, day),
    CHECK ((finished = 1) = (finished_at IS NOT NULL))
) STRICT;

CREATE INDEX daily_results_by_day ON daily_results (day, user_id);
"""
"""The daily challenge (/daily), one row per player and local day played for real (replays of
past days are not stored here): `pour` = points counted plus the écart's points, `contre` =
points missed (claimed by the bot) plus the écart's loss, `detail` = one JSON object per
answered part. Club leaderboards (/top) rank these rows."""

_V3_ECART: Final = """
CREATE TABLE ecart_challenges (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id   INTEGER UNIQUE REFERENCES questions (id) ON DELETE SET NULL,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    cards         TEXT NOT NULL CHECK (json_valid(cards) AND json_type(cards) = 'array'),
    role          TEXT NOT NULL CHECK (role IN ('dealer', 'pone')),
    choice        TEXT NOT NULL CHECK (json_valid(choice) AND json_type(choice) = 'array'),
    best          TEXT NOT NULL CHECK (json_valid(best) AND json_type(best) = 'array'),
    model         TEXT NOT NULL CHECK (model IN ('expert', 'uniform')),
    rank          INTEGER NOT NULL CHECK (rank >= 1),
    options       INTEGER NOT NULL CHECK (options >= rank),
    points        REAL NOT NULL,
    loss          REAL NOT NULL CHECK (loss >= 0),
    habits        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(habits)),
    via           TEXT NOT NULL CHECK (via <> ''),
    seconds       REAL NOT NULL CHECK (seconds >= 0),
    created_at    TEXT NOT NULL
) STRICT;

CREATE INDEX ecart_challenges_by_user ON ecart_challenges (user_id, id);
"""
"""The discard challenge (/ecart): one row per graded lay-away (the deal, the role, the choice,
the best one, the crib model, the rank among `options`, the expected points and the loss)."""

_V4_QUIZ: Final = """
CREATE TABLE quiz_series (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    lang          TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
    plan          TEXT NOT NULL CHECK (json_valid(plan) AND json_type(plan) = 'array'),
    size          INTEGER NOT NULL CHECK (size >= 1),
    sent          INTEGER NOT NULL DEFAULT 0 CHECK (sent BETWEEN 0 AND size),
    state         TEXT NOT NULL DEFAULT 'active'
                  CHECK (state IN ('active', 'finished', 'replaced')),
    created_at    TEXT NOT NULL,
    finished_at   TEXT,
    CHECK ((state = 'active') = (finished_at IS NULL))
) STRICT;

CREATE UNIQUE INDEX quiz_series_one_active ON quiz_series (user_id, chat_id)
    WHERE state = 'active';

CREATE TABLE quiz_polls (
    poll_id       TEXT PRIMARY KEY CHECK (poll_id <> ''),
    chat_id       INTEGER NOT NULL,
    message_id    INTEGER,
    series_id     INTEGER REFERENCES quiz_series (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL DEFAULT 1 CHECK (position >= 1),
    ref           TEXT NOT NULL CHECK (ref <> ''),
    topic         TEXT NOT NULL CHECK (topic <> ''),
    rule          TEXT NOT NULL CHECK (rule <> ''),
    correct       INTEGER NOT NULL CHECK (correct >= 0),
    created_at    TEXT NOT NULL
) STRICT;

CREATE INDEX quiz_polls_by_series ON quiz_polls (series_id, position)
    WHERE series_id IS NOT NULL;

CREATE TABLE quiz_answers (
    poll_id       TEXT NOT NULL REFERENCES quiz_polls (poll_id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL,
    name          TEXT NOT NULL DEFAULT '',
    chosen        INTEGER NOT NULL CHECK (chosen >= 0),
    correct       INTEGER NOT NULL CHECK (correct IN (0, 1)),
    topic         TEXT NOT NULL,
    rule          TEXT NOT NULL,
    answered_at   TEXT NOT NULL,
    PRIMARY KEY (poll_id, user_id)
) STRICT;

CREATE INDEX quiz_answers_by_user ON quiz_answers (user_id, topic);
"""
"""The rules quiz (/quiz): a series per player and chat (`plan` = the question refs, `sent` =
how many polls went out), each poll sent (Telegram's poll_id maps back to its chat, series,
question, topic, rule and correct option: poll answers carry no chat, and a restart keeps
them), and each player's answer (one per poll and player; `name` = first name for summaries)."""

_V5_OPS: Final = """
CREATE TABLE chats (
    chat_id       INTEGER PRIMARY KEY,
    active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    reason        TEXT,
    updated_at    TEXT NOT NULL,
    CHECK (active = 1 OR reason IS NOT NULL)
) STRICT;

CREATE INDEX chats_inactive ON chats (chat_id) WHERE active = 0;
CREATE INDEX questions_closed_unanswered ON questions (closed_at)
    WHERE state IN ('replaced', 'cancelled');
"""
"""Chats the bot may no longer write to (403: blocked, kicked), kept so that the scheduled
jobs stop there without posting (`db.chats.mark_chat_inactive`, `db.chats.is_chat_active`,
read by `bot.tg.player_jobs.chat_closed` and `bot.tg.club_jobs`); a chat without a row is
active. The index serves the purge of questions closed without an answer."""

_V6_CLUBS: Final = """
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

_V7_KEYBOARD: Final = """
ALTER TABLE questions ADD COLUMN keyboard INTEGER CHECK (keyboard IN (0, 1));
"""
"""Whether the message showing a question carries an inline keyboard (1), or none (0); NULL
for questions shown before this column (their keyboard is removed as before: attempted).
A question that replaces another removes the other's keyboard only when it has one."""

_V8_COACH: Final = """
CREATE TABLE coach_ratings (
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    drill         TEXT NOT NULL CHECK (drill <> ''),
    rating        REAL NOT NULL,
    rd            REAL NOT NULL CHECK (rd > 0),
    volatility    REAL NOT NULL CHECK (volatility > 0),
    games         INTEGER NOT NULL DEFAULT 0 CHECK (games >= 0),
    wins          INTEGER NOT NULL DEFAULT 0 CHECK (wins BETWEEN 0 AND games),
    updated_at    TEXT NOT NULL,
    PRIMARY KEY (user_id, drill)
) STRICT, WITHOUT ROWID;

CREATE TABLE coach_rating_days (
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    drill         TEXT NOT NULL CHECK (drill <> ''),
    day           TEXT NOT NULL
                  CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    rating        REAL NOT NULL,
    PRIMARY KEY (user_id, drill, day)
) STRICT, WITHOUT ROWID;

CREATE TABLE coach_themes (
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    theme         TEXT NOT NULL CHECK (theme <> ''),
    tries         INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),
    misses        INTEGER NOT NULL DEFAULT 0 CHECK (misses BETWEEN 0 AND tries),
    example_kind  TEXT,
    example       TEXT CHECK (example IS NULL OR json_valid(example)),
    updated_at    TEXT NOT NULL,
    PRIMARY KEY (user_id, theme)
) STRICT, WITHOUT ROWID;

CREATE TABLE coach_theme_ratings (
    drill         TEXT NOT NULL CHECK (drill <> ''),
    theme         TEXT NOT NULL CHECK (theme <> ''),
    rating        REAL NOT NULL,
    rd            REAL NOT NULL CHECK (rd > 0),
    volatility    REAL NOT NULL CHECK (volatility > 0),
    tries         INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),
    PRIMARY KEY (drill, theme)
) STRICT, WITHOUT ROWID;

CREATE TABLE coach_reviews (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (tg_id) ON DELETE CASCADE,
    kind          TEXT NOT NULL CHECK (kind <> ''),
    deal          TEXT NOT NULL CHECK (json_valid(deal)),
    box           INTEGER NOT NULL DEFAULT 0 CHECK (box >= 0),
    due_at        TEXT,
    misses        INTEGER NOT NULL DEFAULT 1 CHECK (misses >= 1),
    reviews       INTEGER NOT NULL DEFAULT 0 CHECK (reviews >= 0),
    question_id   INTEGER REFERENCES questions (id) ON DELETE SET NULL,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
) STRICT;

CREATE INDEX coach_reviews_due ON coach_reviews (user_id, due_at) WHERE due_at IS NOT NULL;
"""
"""The coach (/coach, /review, coached deals): a Glicko-2 rating per player and drill
(`coach_ratings`, with the last rating of each day in `coach_rating_days` for the trend), each
player's record per theme with an example of their last miss (`coach_themes`), what all
players' answers taught about each theme's difficulty (`coach_theme_ratings`), and the missed
questions brought back (`coach_reviews`: a Leitner box, `due_at` NULL once learnt)."""

_V9_INBOX: Final = """
CREATE TABLE inbox (
    update_id     INTEGER PRIMARY KEY,
    payload       TEXT NOT NULL CHECK (json_valid(payload)),
    received_at   TEXT NOT NULL,
    done_at       TEXT
) STRICT;

CREATE INDEX inbox_waiting ON inbox (update_id) WHERE done_at IS NULL;
CREATE INDEX inbox_done ON inbox (done_at) WHERE done_at IS NOT NULL;
"""
"""The inbox (`bot.tg.inbox`): every update Telegram delivered, stored before the getUpdates
offset moves past it (or before the webhook answers 200), `done_at` set once it was handled.
At start the rows without `done_at` are handled again; a known `update_id` is never queued
twice. Handled rows are kept a day (a webhook may post the same update again), then purged;
the highest `update_id` is always kept: the next getUpdates offset follows it."""

_V10_BOARD_ORDER: Final = """
CREATE INDEX daily_totals_by_pour ON daily_totals (period, pour DESC, contre);
CREATE INDEX daily_totals_by_difference ON daily_totals (period, pour - contre DESC, pour DESC);
"""
"""The week, month and all-time boards (/top) in the order they are ranked, one index per
tie-break (points « contre » fewest first, or the difference): the top ten are read in order
and the scan stops there, instead of sorting every member's row of the period. Each write to
`daily_results` updates three `daily_totals` rows, so two more index entries each."""

_V11_CLUB_MUGGINS: Final = """
ALTER TABLE clubs ADD COLUMN muggins INTEGER NOT NULL DEFAULT 1 CHECK (muggins IN (0, 1));
"""
"""Muggins on|off for a club's challenges (`/club muggins on|off`), on by default as the
product's name says; members' own `/variant` setting applies in their private drills."""

_V12_ASKED_BY: Final = """
ALTER TABLE questions ADD COLUMN update_id INTEGER;
"""
"""The Telegram update that asked the question (NULL: asked by a job, or before v12). An
update handled again after a crash (`bot.tg.inbox`) finds the question it already asked,
shown, and leaves it as it is instead of dealing another."""

_V13_TABLE: Final = """
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

_V14_TOURNAMENTS: Final = """
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

_V15_MEMBER_GAMES: Final = """
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

_V16_MEMBER_PLAY_MESSAGE: Final = """
ALTER TABLE member_games ADD COLUMN play_message INTEGER;
ALTER TABLE member_games ADD COLUMN play_deal INTEGER;
"""
"""The group message that shows a deal's play as it goes (edited at each card, so a game
posts a few messages per deal instead of one per card): its id and the deal it belongs to."""

_V17_TOURNAMENT_LAYAWAYS: Final = """
ALTER TABLE tournament_games ADD COLUMN layaways INTEGER;
"""
"""How many lay-aways a finished duplicate game's `lost` was summed over: the standings show
the points lost per deal, so that a longer game does not weigh against its player."""

_V18_MEMBER_MUGGINS_MESSAGES: Final = """
CREATE TABLE member_muggins_messages (
    game_id    TEXT NOT NULL REFERENCES member_games (id) ON DELETE CASCADE,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, message_id)
) STRICT;
"""
"""The group messages of a game between members that carry a « Muggins… » button: the buttons
are taken off when the next deal is dealt (or the game ends), the moment a call is too late."""

_V19_NIGHTS: Final = """
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

_V20_TOURNAMENT_TEAMS: Final = """
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

_V21_OUTBOX: Final = """
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id     INTEGER NOT NULL,
    method      TEXT NOT NULL CHECK (method <> ''),
    payload     TEXT NOT NULL CHECK (json_valid(payload) AND json_type(payload) = 'object'),
    photo       BLOB,
    record      TEXT CHECK (record IS NULL OR json_valid(record)),
    created_at  TEXT NOT NULL
) STRICT;
"""
"""The outbox (issue 38, `bot.tg.sender`): the Bot API calls an update's handling makes
(messages, photos, edits), committed with the update's effects and its inbox mark, sent
afterwards in `id` order per chat, each row deleted once Telegram accepted it. `payload`
holds the method's arguments as JSON, `photo` the picture's bytes (a `sendPhoto`), `record`
what the new message's id must be stored into (e.g. the question it shows), as JSON."""

_V22_RATING_DAYS: Final = """
CREATE TRIGGER coach_rating_days_add AFTER INSERT ON coach_ratings BEGIN
    INSERT INTO coach_rating_days (user_id, drill, day, rating)
    VALUES (NEW.user_id, NEW.drill, substr(NEW.updated_at, 1, 10), NEW.rating)
    ON CONFLICT (user_id, drill, day) DO UPDATE SET rating = excluded.rating;
END;

CREATE TRIGGER coach_rating_days_change AFTER UPDATE OF rating, updated_at ON coach_ratings
BEGIN
    INSERT INTO coach_rating_days (user_id, drill, day, rating)
    VALUES (NEW.user_id, NEW.drill, substr(NEW.updated_at, 1, 10), NEW.rating)
    ON CONFLICT (user_id, drill, day) DO UPDATE SET rating = excluded.rating;
END;
"""
"""A rating's day kept by SQLite: each write of a player's rating (`coach_ratings`, whose
`updated_at` is a UTC ISO time) also stores it as that day's last rating in
`coach_rating_days` (the trend of /progress), as `daily_totals` follows `daily_results`: one
statement per rated answer instead of two."""

_V23_ANSWER_CLOSES: Final = """
CREATE TRIGGER attempts_close_question AFTER INSERT ON attempts
WHEN NEW.question_id IS NOT NULL BEGIN
    UPDATE questions SET state = 'answered', closed_at = NEW.created_at
    WHERE id = NEW.question_id AND state = 'pending';
END;
"""
"""An attempt at a question closes it as answered, at the attempt's time, if it was pending
(`repo_questions.answer_question` stores the attempt only while it is): one statement per
answer for the two writes."""

_V24_OUTBOX_MARKS_DONE: Final = """
ALTER TABLE outbox ADD COLUMN update_id INTEGER;

CREATE TRIGGER outbox_marks_done AFTER INSERT ON outbox
WHEN NEW.update_id IS NOT NULL BEGIN
    UPDATE inbox SET done_at = NEW.created_at, payload = '{}'
    WHERE update_id = NEW.update_id AND done_at IS NULL;
END;
"""
"""An outbox row names the update whose handling queued it (`update_id`), and storing it
marks that update done in the inbox, its payload dropped (`repo_inbox.mark_done`, which an
update without a reply still runs): the update's replies and its done mark, committed
together, in one statement."""

_V25_OUTBOX_SENT: Final = """
CREATE VIEW outbox_sent (id, question_id, message_id, keyboard) AS
    SELECT id, NULL, NULL, NULL FROM outbox WHERE 0;

CREATE TRIGGER outbox_sent_marks INSTEAD OF INSERT ON outbox_sent BEGIN
    UPDATE questions SET message_id = NEW.message_id, keyboard = coalesce(NEW.keyboard, keyboard)
    WHERE id = NEW.question_id AND message_id IS NULL AND NEW.message_id IS NOT NULL;
    DELETE FROM outbox WHERE id = NEW.id;
END;
"""
"""A sent outbox row marked in one statement (`repo_outbox.mark_sent`, `bot.tg.sender`): a
row inserted into the view `outbox_sent` (the outbox row's id; the question it showed and
the message's id and keyboard, NULL for a message that shows none) stores the question's
message id as `repo_questions.set_question_message` does (the first message that showed it
stands) and deletes the outbox row. One INSERT of several rows marks the messages sent
meanwhile together: one round trip, atomic, and marking a row again changes nothing."""

_V26_COACH_TRY: Final = """
CREATE VIEW coach_try_writes (part, user_id, drill, theme, rating, rd, volatility, won, at,
                              kind, deal, box, due_at, question_id) AS
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    WHERE 0;

CREATE TRIGGER coach_try_rating INSTEAD OF INSERT ON coach_try_writes
WHEN NEW.part = 'rating' BEGIN
    INSERT INTO coach_ratings (user_id, drill, rating, rd, volatility, games, wins, updated_at)
    VALUES (NEW.user_id, NEW.drill, NEW.rating, NEW.rd, NEW.volatility, 1, NEW.won, NEW.at)
    ON CONFLICT (user_id, drill) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
        volatility = excluded.volatility, games = games + 1, wins = wins + excluded.wins,
        updated_at = excluded.updated_at;
END;

CREATE TRIGGER coach_try_theme_rating INSTEAD OF INSERT ON coach_try_writes
WHEN NEW.part = 'theme_rating' BEGIN
    INSERT INTO coach_theme_ratings (drill, theme, rating, rd, volatility, tries)
    VALUES (NEW.drill, NEW.theme, NEW.rating, NEW.rd, NEW.volatility, 1)
    ON CONFLICT (drill, theme) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
        volatility = excluded.volatility, tries = tries + 1;
END;

CREATE TRIGGER coach_try_theme INSTEAD OF INSERT ON coach_try_writes
WHEN NEW.part = 'theme' BEGIN
    INSERT INTO coach_themes (user_id, theme, tries, misses, example_kind, example, updated_at)
    VALUES (NEW.user_id, NEW.theme, 1, 1 - NEW.won, NEW.kind, NEW.deal, NEW.at)
    ON CONFLICT (user_id, theme) DO UPDATE SET tries = tries + 1,
        misses = misses + excluded.misses,
        example_kind = coalesce(excluded.example_kind, example_kind),
        example = coalesce(excluded.example, example), updated_at = excluded.updated_at;
END;

CREATE TRIGGER coach_try_review INSTEAD OF INSERT ON coach_try_writes
WHEN NEW.part = 'review' BEGIN
    INSERT INTO coach_reviews (user_id, kind, deal, box, due_at, question_id, created_at,
                               updated_at)
    VALUES (NEW.user_id, NEW.kind, NEW.deal, NEW.box, NEW.due_at, NEW.question_id, NEW.at,
            NEW.at);
END;
"""
"""A graded try's coach records in one statement (`repo_coach_try.record_try`): one row
inserted into the view `coach_try_writes` per write, in order, each `part` written by its
trigger as its own statement wrote it: the player's rating (`rating`: the drill's
`coach_ratings` row, the day's rating by migration 22's trigger), each theme's learned
rating (`theme_rating`), the player's record on each theme (`theme`: `won` 0 counts a miss,
`kind` and `deal` the example of a miss), a missed deal's first review (`review`). The
values are bound as they were (the ratings as REAL), only the statements are fewer."""

_V27_QUIZ_POLLS_BY_CHAT: Final = """
CREATE INDEX quiz_polls_by_chat ON quiz_polls (chat_id, message_id);
"""
"""A chat's latest quiz poll found without reading every poll (`repo_quiz.awaiting_poll`,
asked on each text typed in a private chat)."""

_V28_TOURNAMENT_LANG: Final = """
ALTER TABLE tournaments ADD COLUMN lang TEXT;
"""
"""A tournament's language in a club that sets none: its creator's, as a night's (`nights.lang`);
NULL for the tournaments created before it (the bot's default language)."""

_V29_MUGGINS_CALLER: Final = """
ALTER TABLE member_muggins_messages ADD COLUMN caller_seat INTEGER;
"""
"""The seat of the member whose keypad a « Muggins… » message is (`muggins_button`): the
keypad nobody answered is edited at the next deal into « Marie's muggins call was left
unanswered… »; NULL for the deal's own message and the keypads kept before it (told without
a name)."""

_V30_MUGGINS_CALLS: Final = """
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

MIGRATIONS: Final[tuple[str, ...]] = (
    _V1,
    _V2_DAILY,
    _V3_ECART,
    _V4_QUIZ,
    _V5_OPS,
    _V6_CLUBS,
    _V7_KEYBOARD,
    _V8_COACH,
    _V9_INBOX,
    _V10_BOARD_ORDER,
    _V11_CLUB_MUGGINS,
    _V12_ASKED_BY,
    _V13_TABLE,
    _V14_TOURNAMENTS,
    _V15_MEMBER_GAMES,
    _V16_MEMBER_PLAY_MESSAGE,
    _V17_TOURNAMENT_LAYAWAYS,
    _V18_MEMBER_MUGGINS_MESSAGES,
    _V19_NIGHTS,
    _V20_TOURNAMENT_TEAMS,
    _V21_OUTBOX,
    _V22_RATING_DAYS,
    _V23_ANSWER_CLOSES,
    _V24_OUTBOX_MARKS_DONE,
    _V25_OUTBOX_SENT,
    _V26_COACH_TRY,
    _V27_QUIZ_POLLS_BY_CHAT,
    _V28_TOURNAMENT_LANG,
    _V29_MUGGINS_CALLER,
    _V30_MUGGINS_CALLS,
)
