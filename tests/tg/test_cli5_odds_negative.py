"""« /chances 95 -5 » was answered with the chances at 95 against 5: the « -5 » was read as
« 95-5 », the dash between two scores. A dash typed right before a number, after a space, is
a minus sign, and a negative number is no score: said so, in the player's language (chat and
`muggins odds` alike)."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver
from bot.views.odds import RANGE, Request, RequestError, read_request
from tests.tg.test_odds_handlers import one_text

NBSP = "\u00a0"
SAID = {
    "fr": "\u22125 n'est pas un pointage\u00a0: un pointage n'est jamais négatif. "
    "Les pointages vont de 0 à 120 dans une partie de 121.",
    "en": "\u22125 is not a score: a score is never negative. "
    "Scores go from 0 to 120 in a game of 121.",
}


@pytest.mark.parametrize(
    ("lang", "command"),
    [
        ("fr", "/chances 95 -5"),
        ("fr", "/chances -5 95"),
        ("fr", "/chances 95 \u20135"),
        ("fr", "/chances moi 95 lui -5 receveur"),
        ("en", "/odds 95 -5"),
        ("en", "/odds 95 -5 pone"),
    ],
)
async def test_a_negative_number_is_said_to_be_no_score(
    bot_driver: Driver, db: Database, lang: str, command: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=9_301, language_code=lang))
    assert text.replace("\u202f", NBSP) == SAID[lang], text


@pytest.mark.parametrize("words", [["95-5"], ["95", "-", "5"], ["95", "\u2013", "5"], ["95", "5"]])
def test_a_dash_between_two_scores_still_separates_them(words: list[str]) -> None:
    assert read_request(words, I18n.load().translator("fr")) == Request(95, 5)


def test_the_negative_score_is_a_range_error() -> None:
    with pytest.raises(RequestError) as caught:
        read_request(["95", "-5", "61"], I18n.load().translator("en"))
    assert caught.value.reason == RANGE
    assert caught.value.message.startswith("\u22125 is not a score: a score is never negative.")
    assert caught.value.message.endswith("Scores go from 0 to 60 in a game of 61.")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_muggins_odds_says_it_too(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    code = main(["odds", "95", "-5", "--dealer", "--lang", lang])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert SAID[lang] in err.replace("\u202f", NBSP), err
