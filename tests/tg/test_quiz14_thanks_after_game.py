"""« merci » or « bonne partie! » right after a /jouer or Kings game ended got « Je réponds aux
comptes et aux commandes : /main vous donne une main… »: now a short kind line, « De rien! »
or « Merci, bonne partie à vous aussi! », when the last thing in the chat was that game's end;
elsewhere (no game ended last) the general reply stays."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import wishes_good_game
from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_kings_end import plant_last_move
from tests.tg.test_table_handlers import Player, shown

SAID = {
    ("fr", "merci"): "De rien!",
    ("fr", "Merci beaucoup!"): "De rien!",
    ("fr", "bonne partie!"): "Merci, bonne partie à vous aussi!",
    ("fr", "merci, belle partie"): "Merci, bonne partie à vous aussi!",
    ("en", "thanks"): "You're welcome!",
    ("en", "good game!"): "Thanks, good game to you too!",
}


@pytest.mark.parametrize("typed", ["bonne partie!", "Belle partie", "good game", "gg", "bon match"])
def test_a_good_game_wish_reads(typed: str) -> None:
    assert wishes_good_game(typed)


@pytest.mark.parametrize("typed", ["bonne nuit", "partie", "bonne partie 5", "/jouer", "merci"])
def test_no_good_game_wish(typed: str) -> None:
    assert not wishes_good_game(typed)


@pytest.mark.parametrize(("lang", "typed"), list(SAID))
async def test_thanks_after_a_game_abandoned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str
) -> None:
    user = 14_300 + list(SAID).index((lang, typed))
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.reach(Step.PLAY)
    await player.send("/annuler" if lang == "fr" else "/cancel")
    await player.send("Oui" if lang == "fr" else "yes")
    assert await db.table.active_table_game(user) is None
    await player.send(typed)
    assert html_to_text(shown(local_api, user)[-1]) == SAID[lang, typed]


@pytest.mark.parametrize(("lang", "typed"), list(SAID))
async def test_thanks_after_a_kings_game(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    user = 14_320 + list(SAID).index((lang, typed))
    await plant_last_move(db, user)
    await bot_driver.send("I8 R" if lang == "fr" else "I8 K", user, language_code=lang)
    (text,) = texts(await bot_driver.send(typed, user, language_code=lang))
    assert html_to_text(text) == SAID[lang, typed]


async def test_thanks_with_no_game_ended_are_answered_in_kind(bot_driver: Driver) -> None:
    """It asserted the general reply (« Je réponds aux comptes… ») to « merci » with no game
    ended: the defect newcomer11 fixed (`unasked.ANSWERED_IN_KIND` takes thanks): « De rien! »
    as under a count waiting, without the after-game context."""
    (text,) = texts(await bot_driver.send("merci", 14_340, language_code="fr"))
    assert html_to_text(text) == "De rien!", text
