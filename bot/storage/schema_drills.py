"""The migrations of the drills' tables: players (`users`), the questions every drill asks and
the attempts at them, the old games against the bot, and the records a few drills keep beside
them: the daily challenge's (`daily_results`), the lay-away's (`ecart_challenges`), the rules
quiz's (series, polls, answers) and the coach's (ratings, themes, reviews), with the triggers
that write a graded answer's records in one statement.

Each `VN_...` is migration N of `bot.storage.schema.MIGRATIONS` (append-only: never edit a
released one), its docstring the tables it creates or changes.
"""

from __future__ import annotations

from typing import Final

V1: Final = """
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

V2_DAILY: Final = """
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

V3_ECART: Final = """
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

V4_QUIZ: Final = """
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

V7_KEYBOARD: Final = """
ALTER TABLE questions ADD COLUMN keyboard INTEGER CHECK (keyboard IN (0, 1));
"""
"""Whether the message showing a question carries an inline keyboard (1), or none (0); NULL
for questions shown before this column (their keyboard is removed as before: attempted).
A question that replaces another removes the other's keyboard only when it has one."""

V8_COACH: Final = """
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

V12_ASKED_BY: Final = """
ALTER TABLE questions ADD COLUMN update_id INTEGER;
"""
"""The Telegram update that asked the question (NULL: asked by a job, or before v12). An
update handled again after a crash (`bot.tg.inbox`) finds the question it already asked,
shown, and leaves it as it is instead of dealing another."""

V22_RATING_DAYS: Final = """
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

V23_ANSWER_CLOSES: Final = """
CREATE TRIGGER attempts_close_question AFTER INSERT ON attempts
WHEN NEW.question_id IS NOT NULL BEGIN
    UPDATE questions SET state = 'answered', closed_at = NEW.created_at
    WHERE id = NEW.question_id AND state = 'pending';
END;
"""
"""An attempt at a question closes it as answered, at the attempt's time, if it was pending
(`repo_questions.answer_question` stores the attempt only while it is): one statement per
answer for the two writes."""

V26_COACH_TRY: Final = """
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

V32_QUIZ_POLL_ASKER: Final = """
ALTER TABLE quiz_polls ADD COLUMN asked_by INTEGER;
"""
"""Who asked for a lone quiz poll (/quiz in a group): only their /cancel stops it there (another
member's closed it under the asker's eyes). NULL for a series' polls (the series knows its
starter) and for the polls stored before it, which any member may still stop."""

V27_QUIZ_POLLS_BY_CHAT: Final = """
CREATE INDEX quiz_polls_by_chat ON quiz_polls (chat_id, message_id);
"""
"""A chat's latest quiz poll found without reading every poll (`repo_quiz.awaiting_poll`,
asked on each text typed in a private chat)."""
