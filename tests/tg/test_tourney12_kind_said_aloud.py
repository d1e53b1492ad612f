"""An organiser typing the kind as people say it, « /tournoi fadoq en équipes », « /tournoi
jeux50 à la ronde » (the help itself says « un tournoi à la ronde »), "/tournament round robin
fadoq", got « Je ne comprends pas « en ». » (« à », "round") and no tournament. The words
before the kind are now read as nothing; « en » elsewhere is still not understood."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.night_args import BadWords
from bot.drills.tournament import Kind
from bot.drills.tournament_args import read_wanted
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import create, group_texts

TODAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        ("fadoq en équipes", Kind.DOUBLES),
        ("jeux50 en double 61", Kind.DOUBLES),
        ("fadoq à la ronde", Kind.ROUND_ROBIN),
        ("jeux50 a la ronde", Kind.ROUND_ROBIN),
        ("round robin fadoq", Kind.ROUND_ROBIN),
        ("fadoq ronde", Kind.ROUND_ROBIN),
        ("fadoq a week", Kind.DUPLICATE),
    ],
)
def test_the_words_before_the_kind(words: str, kind: Kind) -> None:
    assert read_wanted(words.split(), TODAY).kind is kind


def test_en_elsewhere_is_not_understood() -> None:
    with pytest.raises(BadWords):
        read_wanted(["fadoq", "en", "61"], TODAY)


@pytest.mark.parametrize(
    ("lang", "words", "kind"),
    [
        ("fr", "jeux50 à la ronde", "round_robin"),
        ("fr", "fadoq en équipes", "doubles"),
        ("en", "round robin fadoq", "round_robin"),
    ],
)
async def test_the_tournament_is_made(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str, kind: str
) -> None:
    await create(bot_driver, local_api, db, words, lang)
    tournament = await db.tournaments.open_tournament(-100_700)
    assert tournament is not None and tournament.kind == kind
    assert not any("comprends" in t or "understand" in t for t in group_texts(local_api))
