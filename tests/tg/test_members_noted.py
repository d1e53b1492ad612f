"""What a member's word or press at a club table meets once the game has moved on: a move
typed in private is acknowledged only once it is saved (a move another move overtook, the
opponent resigned meanwhile, is refused, never « noted »); a yes to « resign? » pressed after
moves asks again rather than resign."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.table import members_outcome, resign
from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text
from tests.tg.members_helpers import (
    GroupWatch,
    Member,
    last_button,
    live,
    notices,
    play_on,
    show_due,
)


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
    game, _, waiting, value = await show_due(db, base)
    counter = members[game.user_at(waiting.seat) or 0]

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


@pytest.mark.parametrize(
    ("lang", "again"),
    [
        ("fr", "La partie a avancé depuis cette question\u00a0: je vous la repose."),
        ("en", "The game has moved on since that question: here it is again."),
    ],
)
async def test_a_late_yes_to_resign_after_moves_asks_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, again: str
) -> None:
    """Played: /abandon asked « Abandonner la partie de club? Vous la perdez. »; the member
    played on, laid away and laid a card; a press on that old « Oui, abandonner » later
    resigned the game at once. Now a press after a move asks again, and the new question
    resigns."""
    base = 4_840 if lang == "fr" else 4_850
    marie, bob = Member(bot_driver, base, "Marie", lang), Member(bot_driver, base + 1, "Bob", lang)
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await bob.press_in_group("mj:")
    game, table = await live(db, base)
    await marie.private("/abandon")
    old, old_id = last_button(local_api, marie.user, f"mr:{game.id}:")
    assert old.endswith(":y")
    await marie.step(game, table)  # she plays on: her lay-away
    moved, _ = await live(db, base)
    assert moved.step > game.step
    start = len(local_api.calls)
    pressed = await marie.press(old, old_id, chat=marie.user)
    still = await db.members.get_member_game(game.id)
    assert still is not None and still.is_active
    assert notices(pressed) == [again]
    asked = [c for c in local_api.calls[start:] if c.method == "sendMessage"]
    assert [c.params["chat_id"] for c in asked] == [marie.user], asked
    new, new_id = last_button(local_api, marie.user, f"mr:{game.id}:")
    assert new != old and new.endswith(":y")
    await marie.press(new, new_id, chat=marie.user)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [s.won for s in done.seats] == [False, True]
