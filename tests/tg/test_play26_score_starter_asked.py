"""« quel est le pointage? » and « c'est quoi la carte de départ? » typed at a /jouer step got
« Carte inconnue « quel » » (« … « c » ») where a club game's private step answers them. Now
the board (« Planche : vous 0, moi 0 (partie de 61). ») or the starter, and what the step
waits for; nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, state

BOARD = {
    "fr": "Planche : vous {you}, moi {me} (partie de 61).",
    "en": "Board: you {you}, me {me} (game of 61).",
}
WAITS = {
    (Step.LAY_AWAY, "fr"): "J'attends les cartes que vous écartez au crib.",
    (Step.LAY_AWAY, "en"): "I'm waiting for the cards you lay away in the crib.",
    (Step.PLAY, "fr"): "C'est à vous de jouer une carte.",
    (Step.PLAY, "en"): "It's your turn to play a card.",
}
STARTER = {
    (Step.LAY_AWAY, "fr"): "La carte de départ sera coupée une fois les cartes écartées au crib.",
    (Step.LAY_AWAY, "en"): "The starter is cut once the cards are laid away to the crib.",
    (Step.PLAY, "fr"): "Carte de départ : {card}.",
    (Step.PLAY, "en"): "Starter: {card}.",
}
COMMANDS = {"fr": "/jouer 61 facile", "en": "/play 61 easy"}


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.LAY_AWAY, "quel est le pointage?"),
        ("fr", Step.PLAY, "C'est quoi le score?"),
        ("en", Step.PLAY, "what's the score?"),
        ("fr", Step.LAY_AWAY, "combien j'ai de points?"),  # the points held: the score too
        ("fr", Step.PLAY, "j'ai combien de points?"),
        ("en", Step.PLAY, "how many points do I have?"),
    ],
)
async def test_the_score_asked_at_a_step(
    bot_driver: Driver, db: Database, *, lang: str, step: Step, typed: str
) -> None:
    user = 26_300 + 3 * len(typed) + (1 if lang == "en" else 0) + (2 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send(COMMANDS[lang])
    reply = await player.typed_at(step, typed)
    table = (await state(db, user, user))[2]
    board = BOARD[lang].format(you=table.scores[0], me=table.scores[1])
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == f"{board} {WAITS[step, lang]}", said


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.LAY_AWAY, "c'est quoi la carte de départ?"),
        ("fr", Step.PLAY, "Quelle est la carte de départ ?"),
        ("en", Step.PLAY, "what's the starter?"),
    ],
)
async def test_the_starter_asked_at_a_step(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, step: Step, typed: str
) -> None:
    user = 26_400 + len(typed) + (50 if lang == "en" else 0) + (7 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send(COMMANDS[lang])
    reply = await player.typed_at(step, typed)
    table = (await state(db, user, user))[2]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    starter = table.deal.starter
    card = "" if starter is None else render.card(starter, tr)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == f"{STARTER[step, lang].format(card=card)} {WAITS[step, lang]}", said
