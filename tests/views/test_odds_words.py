"""The wording of the chances (`bot.views.odds`): every percentage the table can hold, as Babel
writes it for the reader (« 56 % » with a no-break space in French, "56%" in English), and the
answer to /chances saying who deals in words of the player."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest

from bot.content_odds import shipped_odds
from bot.engine.odds import SCALE
from bot.i18n import I18n
from bot.views import odds as view
from bot.views import odds_play

SHOWN = {
    "fr": re.compile(r"(\d{1,3})[\u00a0\u202f]%"),
    "en": re.compile(r"(\d{1,3})%"),
}
"""A whole percent as each language writes it: French puts a no-break space before « % »."""


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


def whole(chance: float) -> int:
    """The whole percent a chance is shown as, an exact half up as `tr.percent` rounds it
    (0.545 is 55 %, 0.555 is 56 %)."""
    return int((Decimal(str(chance)) * 100).quantize(Decimal(1), ROUND_HALF_UP))


BEYOND = {
    "fr": (
        re.compile(r"moins de 1[\u00a0\u202f]%"),
        re.compile(r"plus de 99[\u00a0\u202f]%"),
    ),
    "en": (re.compile(r"under 1%"), re.compile(r"over 99%")),
}
"""A chance below 1 % and above 99 %, as each language says it."""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_chance_the_table_can_hold_is_a_whole_percent_for_the_locale(
    i18n: I18n, lang: str
) -> None:
    """The table holds chances in basis points (`SCALE`): each of them, shown; below 1 % and
    above 99 %, « moins de 1 % » and « plus de 99 % », the table's 0 and 1 included (they
    are roundings: no score before the end is a certainty)."""
    tr = i18n.translator(lang)
    under, over = BEYOND[lang]
    for points in range(SCALE + 1):
        chance = points / SCALE
        text = view.percent_text(chance, tr)
        if chance < 0.01:
            assert under.fullmatch(text), (chance, text)
            continue
        if chance > 0.99:
            assert over.fullmatch(text), (chance, text)
            continue
        found = SHOWN[lang].fullmatch(text)
        assert found is not None, (chance, text)
        assert int(found.group(1)) == whole(chance), (chance, text)


@pytest.mark.parametrize(
    ("lang", "me", "opponent", "said"),
    [
        ("en", 120, 5, "you win over 99% of games to 121."),
        ("en", 5, 120, "you win under 1% of games to 121."),
        ("fr", 120, 5, "vous gagnez plus de 99\u00a0% des parties de 121."),
        ("fr", 5, 120, "vous gagnez moins de 1\u00a0% des parties de 121."),
    ],
)
def test_a_side_nearly_certain_is_not_said_certain(
    i18n: I18n, lang: str, me: int, opponent: int, said: str
) -> None:
    """At 120 to 5 the table says 1 (a rounding: the player at 120 may still score nothing
    for deals on end) and /odds said « you win 100% »; now « over 99% »."""
    tr = i18n.translator(lang)
    chance = shipped_odds().chance(me, opponent, dealer=True)
    text = view.chance_line(view.Request(me, opponent, True, 121), chance, tr)
    assert text.endswith(said), text


@pytest.mark.parametrize(
    ("lang", "won", "lost"), [("fr", "100\u00a0%", "0\u00a0%"), ("en", "100%", "0%")]
)
def test_a_game_over_is_a_certainty(i18n: I18n, lang: str, won: str, lost: str) -> None:
    """The deal that ended the game: its « after » is the result, 100 % or 0 %."""
    tr = i18n.translator(lang)
    assert odds_play.swing_line(3, 0.4, 1.0, tr, decided=True).endswith(won)
    assert odds_play.swing_line(3, 0.6, 0.0, tr, decided=True).endswith(lost)
    assert view.percent_text(1.0, tr, certain=True) == won


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
    assert text.endswith(f"{view.percent_text(chance, tr)} {game} {target}.")
