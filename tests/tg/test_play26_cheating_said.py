"""« tricheur! », « c'est truqué », "you cheat!" typed at a /jouer step got « Carte inconnue
« tricheur » ». Now how the player can see I don't: each deal's cards are fixed before play
and its code proves it (/jouer vérifier), then what the step waits for; nothing played."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_typed import says_cheating
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player

SAID = {
    "fr": "Je ne triche pas : les cartes de chaque donne sont fixées avant de jouer, et leur "
    "code le prouve (/jouer vérifier). J'attends les cartes que vous écartez au crib.",
    "en": "I don't cheat: each deal's cards are fixed before play, and their code proves it "
    "(/play check). I'm waiting for the cards you lay away in the crib.",
}


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "tricheur!"), ("fr", "C'est truqué"), ("en", "you cheat!")]
)
async def test_cheating_said_at_a_step(bot_driver: Driver, *, lang: str, typed: str) -> None:
    user = 27_400 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    reply = await player.typed_at(Step.LAY_AWAY, typed)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == SAID[lang], said


@pytest.mark.parametrize(
    "text", ["tu triches", "t'as triché", "c'est arrangé", "rigged!", "cheater", "the bot cheats"]
)
def test_cheating_said(text: str) -> None:
    assert says_cheating(text)


@pytest.mark.parametrize("text", ["5♥ 6♣", "quinze 2", "merci", "je jette le 9 pis le 7"])
def test_no_cheating_said(text: str) -> None:
    assert not says_cheating(text)
