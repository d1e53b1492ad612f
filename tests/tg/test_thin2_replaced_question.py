"""/main with a hand waiting said « Votre question précédente est mise de côté. » under the new
hand: « mise de côté » promises it back, but nothing brings a replaced hand back (its message's
keypad no longer answers, /annuler drops the new one). Then the line said only « Cette question
remplace la précédente. », and the replaced hand's count was lost, where /annuler tells it
(« Main abandonnée. Le compte : une paire, ça fait 2. »). Now the line names the hand or crib
replaced, its cards and starter, and its count called aloud."""

from __future__ import annotations

import re

import pytest

from bot.tg.local import Driver, texts

SHOWN = {
    "fr": r"Votre (?:main|crib)\u00a0: (?P<cards>.+)\nCarte de départ\u00a0: (?P<starter>\S+)",
    "en": r"Your (?:hand|crib): (?P<cards>.+)\nStarter card: (?P<starter>\S+)",
}
REPLACED = {
    ("fr", "/hand"): "<i>Cette question remplace votre main précédente ({cards}, départ {starter})"
    "; son compte\u00a0: ",
    ("fr", "/crib"): "<i>Cette question remplace votre crib précédent ({cards}, départ {starter})"
    "; son compte\u00a0: ",
    ("en", "/hand"): "<i>This question replaces your previous hand ({cards}, starter {starter}); "
    "its count: ",
    ("en", "/crib"): "<i>This question replaces your previous crib ({cards}, starter {starter}); "
    "its count: ",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("first", "second"), [("/hand", "/hand"), ("/crib", "/hand")])
async def test_a_hand_dealt_over_another_says_which_and_its_count(
    bot_driver: Driver, lang: str, first: str, second: str
) -> None:
    user = 72_100 + (1 if lang == "en" else 0) + (2 if first == "/crib" else 0)
    shown = texts(await bot_driver.send(first, user_id=user, language_code=lang))
    dealt = re.search(SHOWN[lang], shown[-1])
    assert dealt is not None, shown
    sent = texts(await bot_driver.send(second, user_id=user, language_code=lang))
    last = sent[-1].split("\n")[-1]
    cards, starter = (re.sub(r"</?b>", "", dealt[name]) for name in ("cards", "starter"))
    expected = REPLACED[lang, first].format(cards=cards, starter=starter)
    assert last.startswith(expected), sent
    assert last.endswith(".</i>") and len(last) > len(expected) + 6, sent
