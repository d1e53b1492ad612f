"""A move typed in private at a members' table is acknowledged only once it is saved: a move
another move overtook (the opponent resigned meanwhile) is refused, never « noted »."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.table import members_outcome, resign
from bot.drills.table_state import Table
from bot.drills.table_turn import due, show_cards
from bot.engine.show import hand_points
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text
from tests.tg.members_helpers import GroupWatch, Member, live, play_on


@pytest.mark.parametrize(
    ("lang", "goes_on", "done"),
    [
        ("fr", "C'est noté; la partie continue dans le groupe.", "Cette étape de la partie"),
        ("en", "Done; the table goes on in the group.", "That step of the game is done."),
    ],
)
async def test_a_count_overtaken_by_a_resignation_is_not_told_noted(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    goes_on: str,
    done: str,
) -> None:
    """Played: the count typed as the opponent resigned was answered « C'est noté; la partie
    continue dans le groupe. », then « Cette étape de la partie est passée. »: the first
    line was false, nothing was counted."""
    base = 4_820 if lang == "fr" else 4_830
    marie, bob = Member(bot_driver, base, "Marie", lang), Member(bot_driver, base + 1, "Bob", lang)
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await bob.press_in_group("mj:")
    members = {marie.user: marie, bob.user: bob}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, table = await live(db, base)
    waiting = due(table)[0]
    counter = members[game.user_at(waiting.seat) or 0]
    assert table.deal.starter is not None
    cards = show_cards(table.deal, waiting.seat, waiting.what or "hand")
    value = hand_points(cards, table.deal.starter, crib=waiting.what == "crib")

    real = db.members.save_member_game
    overtaken: list[str] = []

    async def resigned_first(game_id: str, **kwargs: Any) -> Any:
        """The other player's resignation is saved just before the count."""
        if not overtaken:
            overtaken.append(game_id)
            stored = await db.members.get_member_game(game_id)
            assert stored is not None and stored.state is not None
            after = Table.from_json(stored.state)
            resign(after, 1 - waiting.seat)
            status, results, day = members_outcome(after, "2026-11-29")
            await real(
                game_id,
                step=stored.step + 1,
                state=after.to_json(),
                status=status,
                results=results,
                day=day,
            )
        return await real(game_id, **kwargs)

    monkeypatch.setattr(db.members, "save_member_game", resigned_first)
    start = len(local_api.calls)
    await counter.private(str(value))
    said = [
        html_to_text(str(c.params.get("text") or ""))
        for c in local_api.calls[start:]
        if c.method == "sendMessage" and c.params.get("chat_id") == counter.user
    ]
    assert overtaken == [game.id]
    assert not any(goes_on in text for text in said), said
    assert any(done in text for text in said), said
