"""A count typed at /jouer's lay-away (« quinze 2 ») got « Carte inconnue « quinze » »: now
that the hands are counted after the play, then the step again."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown, state

AFTER = {
    "fr": "Les mains et le crib se comptent après le jeu. Ici, écartez vos cartes dans le crib.",
    "en": "The hands and the crib are counted after the play. Here, lay away your cards to the "
    "crib.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "quinze 2"),
        ("fr", "15-2"),
        ("fr", "ça fait 4"),
        ("en", "fifteen two"),
        ("en", "that's 4"),
    ],
)
async def test_a_count_at_the_lay_away_is_told_to_wait_for_the_play(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
) -> None:
    user = 9_820 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY
    reply = await player.typed_at(Step.LAY_AWAY, typed)
    assert reply.split("\n")[0] == AFTER[lang], reply
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY


async def test_a_mistyped_card_at_the_lay_away_is_still_a_card_error(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    user = 9_899
    player = await easy_game(bot_driver, user, "fr")
    await player.send("5h 6z")
    reply = shown(local_api, user)[-1]
    assert AFTER["fr"] not in reply and "inconnue" in reply, reply
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY
