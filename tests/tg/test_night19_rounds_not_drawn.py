"""A night of 6 rounds closed after round 2 (seed 002: « le responsable de plateau pourra
réduire le nombre de parties à jouer ») said not a word of the 4 rounds never drawn: the
group read the winners and « Classement final » as after a whole night. The close now says
it, to the group and, when the organizer is asked first, in the question."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

SAID = {
    "fr": "Soirée fermée après la ronde 2 sur 6 : les rondes 3 à 6 n'ont pas été tirées.",
    "en": "Closed after round 2 of 6: rounds 3 to 6 were not drawn.",
}
ASKED = {
    "fr": "Les rondes 3 à 6 ne sont pas encore tirées : elles ne seront pas jouées.",
    "en": "Rounds 3 to 6 are not drawn yet: they will not be played.",
}
TWO_ASKED = {
    "fr": "Les rondes 3 et 4 ne sont pas encore tirées : elles ne seront pas jouées.",
    "en": "Rounds 3 and 4 are not drawn yet: they will not be played.",
}
TWO = {
    "fr": "Soirée fermée après la ronde 2 sur 4 : les rondes 3 et 4 n'ont pas été tirées.",
    "en": "Closed after round 2 of 4: rounds 3 and 4 were not drawn.",
}
LAST = {
    "fr": "Soirée fermée après la ronde 5 sur 6 : la ronde 6 n'a pas été tirée.",
    "en": "Closed after round 5 of 6: round 6 was not drawn.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_night_closed_early_says_the_rounds_not_drawn(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("6 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(2)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, rng)
    await hall.order("ronde", "round")
    await hall.order("fermer", "close")  # round 2 unplayed: asked first
    asked = hall.group()[-1]
    assert ASKED[lang] in asked, asked
    await play_round(hall, night, 2, rng)
    start = len(hall.group())
    await hall.close()  # nothing left: closed at once
    closed = "\n".join(hall.group(start))
    assert SAID[lang] in closed, closed


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_one_round_not_drawn(bot_driver: Driver, local_api: LocalBotApi, lang: str) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("6 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(2)
    for round_ in range(1, 6):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    start = len(hall.group())
    await hall.close()
    closed = "\n".join(hall.group(start))
    assert LAST[lang] in closed, closed
    await hall.order("classement", "standings")  # said at the close, not under the standings
    assert LAST[lang] not in hall.group()[-1]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_two_rounds_not_drawn_are_and_not_to(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("4 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(2))
    await hall.order("ronde", "round")
    await hall.order("fermer", "close")
    asked = hall.group()[-1]
    assert TWO_ASKED[lang] in asked, asked
    await hall.close()
    assert TWO[lang] in "\n".join(hall.group()[-2:]), hall.group()[-1]
