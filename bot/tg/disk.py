"""A full disk: one clear log line, `/healthz` 503, a polite "try again later", and back to
normal on its own once a write succeeds again.

SQLite answers a write on a full disk with `SQLITE_FULL` ("database or disk is full"), the
operating system with ENOSPC or EDQUOT. `DiskWatch` (one per application, `BotData.disk`)
turns the first such error into one ERROR line and remembers it; while it is full, the error
handler tells players to try again later instead of "something went wrong", `/healthz`
answers 503, and the writes that fail and the webhook posts refused (503: Telegram posts them
again) are only counted. The next successful write (an update marked handled in the inbox, a
stored batch) clears it with one line saying the bot writes again, with those counts: a fault
is two lines, its start and its end, however many updates it met.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
import time
from typing import Final

logger = logging.getLogger("muggins.disk")

FULL_ERRNOS: Final = frozenset({errno.ENOSPC, errno.EDQUOT})
FULL_MESSAGES: Final = ("database or disk is full", "no space left on device", "disk quota")


def is_disk_full(error: BaseException | None) -> bool:
    """True for SQLITE_FULL, ENOSPC and EDQUOT, also when wrapped in another error."""
    seen = 0
    while error is not None and seen < 5:
        if isinstance(error, OSError) and error.errno in FULL_ERRNOS:
            return True
        if isinstance(error, sqlite3.Error):
            code = getattr(error, "sqlite_errorcode", None)
            if code == sqlite3.SQLITE_FULL:
                return True
        if any(m in str(error).lower() for m in FULL_MESSAGES):
            return True
        error = error.__cause__ or error.__context__
        seen += 1
    return False


class DiskWatch:
    """Whether the database's disk was found full, and since when (monotonic seconds)."""

    __slots__ = ("failures", "full_since", "refused", "where")

    def __init__(self, where: str = "the database") -> None:
        self.full_since: float | None = None
        self.where = where
        self.failures = 0
        """Writes that failed during the current spell."""
        self.refused = 0
        """Webhook posts refused (503) during the current spell."""

    @property
    def full(self) -> bool:
        """True from a failed write until the next successful one."""
        return self.full_since is not None

    def failed(self, error: BaseException) -> bool:
        """Note a failed write; True (and one ERROR line the first time) if the disk is full."""
        if not is_disk_full(error):
            return False
        self.failures += 1
        if self.full_since is None:
            self.full_since = time.monotonic()
            logger.error(
                "the disk holding %s is full (%s): players are asked to try again later "
                "until space is freed; nothing else to do, the bot resumes by itself",
                self.where,
                error,
            )
        return True

    def refused_post(self) -> None:
        """Note a webhook post refused while the disk is full (counted, not logged)."""
        self.refused += 1

    def wrote(self) -> None:
        """Note a successful write: ends a full-disk spell (one line, with its counts)."""
        if self.full_since is not None:
            lasted = time.monotonic() - self.full_since
            self.full_since = None
            logger.warning(
                "%s can be written again after %.0f s (%d writes failed, %d webhook posts "
                "refused meanwhile)",
                self.where,
                lasted,
                self.failures,
                self.refused,
            )
            self.failures = self.refused = 0
