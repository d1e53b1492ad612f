"""The wording of the chances (`bot.views.odds`): every percentage the table can hold, as Babel
writes it for the reader (« 56 % » with a no-break space in French, "56%" in English), and the
answer to /chances saying who deals in words of the player."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, Decimal

import pytest

from bot.content_odds import shipped_odds
from bot.engine.odds import SCALE
from bot.i18n import I18n
from bot.views import odds as view

SHOWN = {
    "fr": re.compile(r"(\d{1,3})[\u00a0\u202f]%"),
    "en": re.compile(r"(\d{1,3})%"),
}
"""A whole percent as each language writes it: French puts a no-break space before « % »."""


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


def whole(chance: float) -> int:
    """The whole percent a chance is shown as, its half to even as Babel rounds it (0.545 is
    54 %, 0.555 is 56 %): only a certainty is 0 or 100."""
    shown = int((Decimal(str(chance)) * 100).quantize(Decimal(1), ROUND_HALF_EVEN))
    return min(max(shown, 1), 99) if 0 < chance < 1 else shown


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_chance_the_table_can_hold_is_a_whole_percent_for_the_locale(
    i18n: I18n, lang: str
) -> None:
    """The table holds chances in basis points (`SCALE`): each of them, shown."""
    tr = i18n.translator(lang)
    for points in range(SCALE + 1):
        chance = points / SCALE
        text = view.percent_text(chance, tr)
        found = SHOWN[lang].fullmatch(text)
        assert found is not None, (chance, text)
        assert int(found.group(1)) == whole(chance), (chance, text)


@pytest.mark.parametrize(
    ("lang", "dealer", "said"),
    [
        ("fr", True, "Vous êtes donneur, à 100 contre 110\u00a0: vous gagnez "),
        ("fr", False, "Vous êtes receveur, à 100 contre 110\u00a0: vous gagnez "),
        ("en", True, "You are the dealer, at 100 to 110: you win "),
        ("en", False, "You are the pone, at 100 to 110: you win "),
    ],
)
@pytest.mark.parametrize("target", [121, 61])
def test_the_answer_says_who_deals_and_the_game(
    i18n: I18n, lang: str, dealer: bool, said: str, target: int
) -> None:
    tr = i18n.translator(lang)
    me, opponent = (100, 110) if target == 121 else (50, 55)
    chance = shipped_odds().chance(me, opponent, dealer=dealer, target=target)
    text = view.chance_line(view.Request(me, opponent, dealer, target), chance, tr)
    if target == 61:
        said = said.replace("100", "50").replace("110", "55")
    assert text.startswith(said)
    game = "des parties de" if lang == "fr" else "of games to"
    assert text.endswith(f"{view.percent_text(chance, tr)} {game} {target}")
