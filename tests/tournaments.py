"""A tournament as stored (`Tournament`), open, for tests of the views that read one: a
FADOQ duplicate of six games of 121 in chat -100 unless told."""

from __future__ import annotations

from bot.drills.tournament import Format, Kind
from bot.storage.repo_tournament import Tournament


def open_tournament(
    *,
    kind: str = Kind.DUPLICATE,
    games: int = 6,
    target: int = 121,
    chat_id: int = -100,
) -> Tournament:
    """Tournament `t1`, created by user 41, its presentation message 3, closing 2026-12-07."""
    return Tournament(
        id="t1",
        chat_id=chat_id,
        format=Format.FADOQ,
        kind=kind,
        games=games,
        target=target,
        rules={},
        closes="2026-12-07",
        closes_at="2026-12-08T05:00:00Z",
        created_by=41,
        message_id=3,
        posted_at=None,
        created_at="2026-11-30T12:00:00Z",
        closed_at=None,
        cancelled_at=None,
        standings=None,
        lang=None,
    )
