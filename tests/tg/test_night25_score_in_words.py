"""Ann wrote her score in words at the hall, « cent vingt et un à quatre-vingt-dix-huit »:
alone, she got not a word; after /soiree, « Seuls les administrateurs du groupe mènent la
soirée. ». A player whose game waits is now told to write it in figures, with her round,
table and opponent; the same words by someone with no game waiting stay a chat."""

from __future__ import annotations

import pytest

from bot.drills.night_asked import spelled_target
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import CAT, NAMES, Hall

FR = (
    "Je ne lis que les pointages écrits en chiffres. Ronde 1, table 1, Ann Leblanc contre Ben"
    " Roy : écrivez les deux pointages, le vôtre d'abord, par exemple 121 98 (ou 98 121 si"
    " vous avez perdu)."
)
EN = (
    "I read scores written in figures only. Round 1, table 1, Ann Leblanc against Ben Roy:"
    " write the two scores, your own first, for example 121 98 (or 98 121 if you lost)."
)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "cent vingt et un à quatre-vingt-dix-huit"),
        ("fr", "{cmd} cent-vingt-et-un à quatre-vingt-dix-huit"),
        ("en", "one hundred and twenty-one to ninety-eight"),
        ("en", "{cmd} a hundred twenty one, ninety eight"),
    ],
)
async def test_a_score_in_words_is_asked_in_figures(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    before = len(hall.group())
    await hall.say(typed.format(cmd=hall.cmd), a)
    said = hall.group(before)
    expected = FR if lang == "fr" else EN
    names = expected.replace("Ann Leblanc", "{a}").replace("Ben Roy", "{b}")
    assert said == [names.format(a=NAMES[a], b=NAMES[b])]
    (t,) = await hall.tables(night)
    assert t.score is None


async def test_in_private_too(bot_driver: Driver, local_api: LocalBotApi) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    _night, a, b = await hall.one_table("fadoq")
    await hall.private("cent vingt et un à quatre-vingt-dix-huit", a)
    expected = FR.replace("Ann Leblanc", "{a}").replace("Ben Roy", "{b}")
    assert hall.told(a)[-1] == expected.format(a=NAMES[a], b=NAMES[b])


async def test_words_by_someone_with_no_game_stay_a_chat(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    await hall.one_table("fadoq")
    before = len(hall.group())
    await hall.say("cent vingt et un à quatre-vingt-dix-huit", CAT)
    assert hall.group(before) == []


def test_the_points_said_in_words() -> None:
    assert spelled_target("Cent-vingt-et-une à 98", 121) is False  # a digit: read elsewhere
    assert spelled_target("soixante et un à cinquante", 61)
    assert not spelled_target("soixante et un à cinquante", 121)
    assert not spelled_target("on a fait cent vingt parties", 121)
