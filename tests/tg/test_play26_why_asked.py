"""« pourquoi? » typed after a count's verdict got « Je ne connais pas le mot « pourquoi » »
(at the next count) or « Carte inconnue « pourquoi » » (at the next deal's lay-away); at my
count, only how to accept it. Now the count explained combination by combination, each with
its cards: at my count, what I counted (not what I left out: that is the player's muggins to
find); else the last count settled, in this deal or the one before; then the step again."""

from __future__ import annotations

import pytest

from bot.drills.table_bot import called_score
from bot.drills.table_show import show_to_explain
from bot.drills.table_state import Step
from bot.drills.table_turn import show_score
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state

HEAD = {
    ("fr", True): "Ce que j'ai compté, combinaison par combinaison :",
    ("en", True): "What I counted, combination by combination:",
    ("fr", False): "Le compte complet, combinaison par combinaison :",
    ("en", False): "The full count, combination by combination:",
}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "pourquoi?"), ("en", "why?")])
async def test_why_at_my_count_explains_what_i_counted(
    bot_driver: Driver, db: Database, *, lang: str, typed: str
) -> None:
    user = 26_700 + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.reach(Step.VERDICT)
    table = (await state(db, user, user))[2]
    call = table.deal.call
    assert call is not None
    reply = (await player.typed_at(Step.VERDICT, typed)).replace("\u00a0", " ").split("\n")
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    counted = called_score(show_score(table.deal, call.by, call.what), call.left_out)
    assert reply[1] == HEAD[lang, True], reply
    bullets = [f"• {line}" for line in render.breakdown_lines(counted, tr)]
    assert reply[2 : 2 + len(bullets)] == [b.replace("\u00a0", " ") for b in bullets], reply


async def test_why_at_the_next_lay_away_explains_the_last_count(
    bot_driver: Driver, db: Database
) -> None:
    user = 26_780
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    await player.reach(Step.VERDICT)
    await player.reach(Step.LAY_AWAY)
    table = (await state(db, user, user))[2]
    explained = show_to_explain(table)
    assert explained is not None and len(table.deals) == 2
    deal, show = explained
    assert deal is table.deals[0] and show is deal.shows[-1]
    reply = (await player.typed_at(Step.LAY_AWAY, "Pourquoi ?")).replace("\u00a0", " ")
    lines = reply.split("\n")
    assert lines[1] == HEAD["fr", False], lines
    tr = bot_driver.application.bot_data.i18n.translator("fr")
    score = show_score(deal, show.by, show.what)
    expected = [f"• {line}" for line in render.breakdown_lines(score, tr)] or [
        "Rien : aucun quinze, paire, suite, flush ni valet (dix-neuf!)."
    ]
    assert lines[2 : 2 + len(expected)] == [e.replace("\u00a0", " ") for e in expected], lines
    assert "Votre partie vous attend :" in lines


async def test_why_before_any_count_says_how_to_answer(bot_driver: Driver, db: Database) -> None:
    user = 26_790
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    assert show_to_explain((await state(db, user, user))[2]) is None
    reply = await player.typed_at(Step.LAY_AWAY, "pourquoi")
    assert "Carte inconnue" not in reply, reply
    assert reply.startswith("Gardez les cartes qui marquent ensemble"), reply
