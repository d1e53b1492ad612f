"""/jouer in the middle of the play (later, or after a drill) showed the count and the cards
held, « Compte : 20. Vos cartes : V♥ 4♥ V♦ », but neither the starter nor the cards laid since
the count started again: the player could not see the pair or the run to make. Both are shown
again now (the starter too when the series is new)."""

from __future__ import annotations

import pytest

import bot.tg.handlers.table as table_handlers
from bot.drills.table_state import Step
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.views.table import pile_under_way
from tests.tg.test_table_handlers import Player, shown, state

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "play", "starter", "on_table"),
    [
        ("fr", "/jouer", f"Carte de départ{NBSP}: ", f"Sur la table{NBSP}: "),
        ("en", "/play", "Starter: ", "On the table: "),
    ],
)
async def test_the_play_shown_again_tells_the_starter_and_the_cards_laid(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    play: str,
    starter: str,
    on_table: str,
) -> None:
    monkeypatch.setattr(table_handlers, "new_secret", lambda _random: f"{7:032x}")
    user = 81 if lang == "fr" else 82
    player = Player(bot_driver, user, lang)
    await player.send("/pictures off")
    await player.send(f"{play} 61 {'facile' if lang == 'fr' else 'easy'}")
    for _ in range(60):
        _, _, table, waiting = await state(db, user, user)
        if waiting.step is Step.PLAY and pile_under_way(table.deal)[0]:
            break
        assert await player.move()
    else:
        raise AssertionError("no turn to play with cards on the table")
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    pile = [card for card, _ in pile_under_way(table.deal)[0]]
    assert table.deal.starter is not None
    await player.send(play)
    said = shown(local_api, user)[-1].splitlines()
    assert starter + render.card(table.deal.starter, tr) in said
    assert on_table + render.cards(pile, tr) in said
