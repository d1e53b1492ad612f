"""A score said in words at the club night, as members say it at the hall: « j'ai fait 121,
lui 95 » or "I made 121, he had 95" typed in the group by a player whose game waits for its
score was ignored without a word (only two numbers side by side, « 121 à 95 », were read).
It is their score now, mine first, whichever side says its number first; a sentence with the
game's points that still is no score (three numbers) is answered with how to write it, at
their table."""

from __future__ import annotations

from typing import Any

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, GROUP, NAMES, Hall


class GroupHall(Hall):
    """The hall in a plain group (not a supergroup)."""

    async def say(self, text: str, user: int = ADMIN, **kwargs: Any) -> list[ApiCall]:
        return await self.driver.send(
            text,
            user_id=user,
            chat_id=GROUP,
            chat_type="group",
            language_code=self.lang,
            first_name=NAMES.get(user, f"P{user}"),
            **kwargs,
        )


@pytest.mark.parametrize(
    ("lang", "said", "mine", "written"),
    [
        ("fr", "J'ai fait 121, lui 95", (121, 95), "a inscrit le pointage"),
        ("fr", "il a fait 121, moi 95", (95, 121), "a inscrit le pointage"),
        ("en", "I made 121, he had 95", (121, 95), "wrote the score"),
        ("en", "she got 121 and I had 88", (88, 121), "wrote the score"),
        ("fr", "on a fait 121, eux 95", (121, 95), "a inscrit le pointage"),
        ("fr", "On a 95, ils ont 121", (95, 121), "a inscrit le pointage"),
        ("en", "we got 121, they had 95", (121, 95), "wrote the score"),
        ("fr", "il m'a battu 121 à 95", (95, 121), "a inscrit le pointage"),
        ("en", "She beat me 121 to 95", (95, 121), "wrote the score"),
    ],
)
async def test_a_score_said_in_words_is_written(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    said: str,
    mine: tuple[int, int],
    written: str,
) -> None:
    hall = GroupHall(bot_driver, local_api, lang)
    night, _first, second = await hall.one_table("1 fadoq")
    await hall.say(said, second)
    assert written in hall.group()[-1], hall.group()[-1]
    table = await hall.table(night, 1, 1)
    assert table.entered_by == second and table.score == mine[::-1]


@pytest.mark.parametrize(
    ("lang", "said", "told"),
    [
        ("fr", "j'ai fait 121, lui 95, table 2",
         "Je n'ai pas trouvé de pointage dans ce message. Ronde 1, table 1, {first} contre "
         "{second} : écrivez les deux pointages, le vôtre d'abord, par exemple 121 98 (ou 98 121 "
         "si vous avez perdu)."),
        ("en", "I made 121, he had 95 at table 2",
         "I could not read a score in that message. Round 1, table 1, {first} against {second}: "
         "write the two scores, your own first, for example 121 98 (or 98 121 if you lost)."),
    ],
)  # fmt: skip
async def test_a_sentence_with_the_points_not_read_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, said: str, told: str
) -> None:
    """The answer named no table (« Écrivez-le ainsi : « j'ai fait 121, lui 98 », ou /soiree
    121 98 »): it says the player's round, table and opponent, as for a slip."""
    hall = GroupHall(bot_driver, local_api, lang)
    night, first, second = await hall.one_table("1 fadoq")
    await hall.say(said, first)
    assert hall.group()[-1] == told.format(first=NAMES[first], second=NAMES[second])
    assert (await hall.table(night, 1, 1)).score is None
    before = len(hall.group())
    await hall.say(said, ADMIN)  # no game of theirs waits: chatter
    assert len(hall.group()) == before
