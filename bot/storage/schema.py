"""The schema's versions in order: `MIGRATIONS[N - 1]` takes a database from version N-1 to N
(`PRAGMA user_version`), run by `bot.storage.migrations`. The scripts are written beside the
tables they concern: the drills' (`schema_drills`), the clubs' (`schema_clubs`), the whole
games' (`schema_games`), the inbox's and outbox's (`schema_delivery`).

Append-only: never edit a released entry; add a new one (a `VN_...` script in its area's
module, appended here). Foreign keys are enforced
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

from bot.storage.schema_clubs import (
    V6_CLUBS,
    V10_BOARD_ORDER,
    V11_CLUB_MUGGINS,
)
from bot.storage.schema_delivery import (
    V5_OPS,
    V9_INBOX,
    V21_OUTBOX,
    V24_OUTBOX_MARKS_DONE,
    V25_OUTBOX_SENT,
)
from bot.storage.schema_drills import (
    V1,
    V2_DAILY,
    V3_ECART,
    V4_QUIZ,
    V7_KEYBOARD,
    V8_COACH,
    V12_ASKED_BY,
    V22_RATING_DAYS,
    V23_ANSWER_CLOSES,
    V26_COACH_TRY,
    V27_QUIZ_POLLS_BY_CHAT,
    V32_QUIZ_POLL_ASKER,
)
from bot.storage.schema_games import (
    V13_TABLE,
    V14_TOURNAMENTS,
    V15_MEMBER_GAMES,
    V16_MEMBER_PLAY_MESSAGE,
    V17_TOURNAMENT_LAYAWAYS,
    V18_MEMBER_MUGGINS_MESSAGES,
    V19_NIGHTS,
    V20_TOURNAMENT_TEAMS,
    V28_TOURNAMENT_LANG,
    V29_MUGGINS_CALLER,
    V30_MUGGINS_CALLS,
    V31_NIGHT_TABLES_TURNED,
)

MIGRATIONS: Final[tuple[str, ...]] = (
    V1,
    V2_DAILY,
    V3_ECART,
    V4_QUIZ,
    V5_OPS,
    V6_CLUBS,
    V7_KEYBOARD,
    V8_COACH,
    V9_INBOX,
    V10_BOARD_ORDER,
    V11_CLUB_MUGGINS,
    V12_ASKED_BY,
    V13_TABLE,
    V14_TOURNAMENTS,
    V15_MEMBER_GAMES,
    V16_MEMBER_PLAY_MESSAGE,
    V17_TOURNAMENT_LAYAWAYS,
    V18_MEMBER_MUGGINS_MESSAGES,
    V19_NIGHTS,
    V20_TOURNAMENT_TEAMS,
    V21_OUTBOX,
    V22_RATING_DAYS,
    V23_ANSWER_CLOSES,
    V24_OUTBOX_MARKS_DONE,
    V25_OUTBOX_SENT,
    V26_COACH_TRY,
    V27_QUIZ_POLLS_BY_CHAT,
    V28_TOURNAMENT_LANG,
    V29_MUGGINS_CALLER,
    V30_MUGGINS_CALLS,
    V31_NIGHT_TABLES_TURNED,
    V32_QUIZ_POLL_ASKER,
)
