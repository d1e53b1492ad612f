"""An itemized count whose parts were both missed and counted too many (a crib's four-card
flush called, fifteens and a pair left out): the muggins law settles on the total, 2 short,
so the bot took 2, while the lines per category showed 4 + 2 missed and said nothing of why
only 2 were taken. A line now nets them: what was missed, what was counted too many, and the
total's difference the law settles (taken, lost, or corrected)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import Verdict, grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Score, score_hand
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views import show

CRIB = "5S 10S KS 2S 5H"
"""Fifteen 8 and a pair (10); its four spades score nothing in a crib."""


def _crib() -> Score:
    cards = parse_cards(CRIB)
    return score_hand(cards[:4], cards[4], crib=True)


def _text(call: str, lang: str, *, muggins: bool = True) -> tuple[str, int, int]:
    score = _crib()
    answer = parse_answer(call)
    graded = grade(answer, score, muggins=muggins)
    tr = I18n.load().translator(lang)
    lines = show.verdict(graded, score, answer, tr, private=True, name="Rita", crib_flush=True)
    lines.append(show.pegs_line(graded, tr, counted=graded))
    return html_to_text("\n".join(lines)), graded.player_points, graded.bot_points


@pytest.mark.parametrize(
    ("lang", "call", "wanted"),
    [
        (
            "fr",
            "quinze 2, quinze 4, flush 4, ça fait 8",
            "Vous avez oublié 6 points, mais compté 4 points de trop\u00a0: en tout, il manque "
            "2 points à votre total. Le muggins se règle sur le total\u00a0: je prends ces "
            "2 points.",
        ),
        (
            "en",
            "fifteen 2, fifteen 4, flush 4 makes 8",
            "You missed 6 points, but counted 4 points too many: in all, your total is 2 points "
            "short. Muggins is settled on the total: I take those 2 points.",
        ),
    ],
)
def test_the_points_taken_are_the_missed_less_the_extra(lang: str, call: str, wanted: str) -> None:
    text, player, bot = _text(call, lang)
    assert (player, bot) == (8, 2)
    assert wanted in text, text


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        (
            "fr",
            "Vous avez oublié 6 points, mais compté 4 points de trop\u00a0: en tout, il manque "
            "2 points à votre total, et ces 2 points sont perdus.",
        ),
        (
            "en",
            "You missed 6 points, but counted 4 points too many: in all, your total is 2 points "
            "short, and those 2 points are lost.",
        ),
    ],
)
def test_muggins_off_loses_the_net(lang: str, wanted: str) -> None:
    text, player, bot = _text("quinze 2, quinze 4, flush 4, ça fait 8", lang, muggins=False)
    assert (player, bot) == (8, 0)
    assert wanted in text, text


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        (
            "fr",
            "Vous avez oublié 2 points, mais compté 4 points de trop\u00a0: en tout, votre total "
            "a 2 points de trop. Le compte se règle sur le total\u00a0: il est corrigé à "
            "10 points.",
        ),
        (
            "en",
            "You missed 2 points, but counted 4 points too many: in all, your total is 2 points "
            "too high. A count is settled on its total: it is corrected to 10 points.",
        ),
    ],
)
def test_an_over_count_that_also_missed_says_why_nothing_is_taken(lang: str, wanted: str) -> None:
    """Fifteen 8 and the flush, the pair left out: 12 for 10, corrected; the pair is not
    taken (the law settles the total), and the lines now say so."""
    text, player, bot = _text("quinze 2, quinze 4, quinze 6, quinze 8, flush 4, ça fait 12", lang)
    assert (player, bot) == (10, 0)
    assert wanted in text, text


def test_no_net_line_when_only_missed_or_the_total_is_right() -> None:
    for call in ("quinze 2, quinze 4, ça fait 4", "quinze 2, quinze 4, quinze 6, flush 4"):
        text, _, _ = _text(call, "fr")
        assert "en tout" not in text, text
    assert grade(parse_answer("quinze 2, quinze 4, quinze 6, flush 4"), _crib()).verdict is (
        Verdict.EXACT
    )


@pytest.mark.parametrize(
    ("lang", "muggins", "head"),
    [
        ("fr", True, "🫵 Muggins! Vous avez compté 8, ça fait 10 points."),
        ("fr", False, "🔻 Vous avez compté 8, ça fait 10 points."),
        ("en", True, "🫵 Muggins! You counted 8, it makes 10 points."),
    ],
)
def test_the_head_leaves_the_missed_points_to_the_net_line(
    lang: str, muggins: bool, head: str
) -> None:
    """The head said « je prends les points oubliés » (« les 2 points oubliés sont perdus »)
    above lines of 6 missed: which points? It now says the count and the total, and the net
    line says what the 2 short become."""
    text, _, _ = _text("quinze 2, quinze 4, flush 4, ça fait 8", lang, muggins=muggins)
    assert text.split("\n")[0] == head, text


def test_the_net_line_comes_last_before_the_pegs() -> None:
    """The crib flush rule explains « flush : 4 de trop »; the net line, what it all comes to,
    is said after it, just over what each side pegs."""
    text, _, _ = _text("quinze 2, quinze 4, flush 4, ça fait 8", "fr")
    lines = text.split("\n")
    assert lines[-2].startswith("Vous avez oublié 6 points"), lines
    assert lines[-3].startswith("Un flush au crib"), lines


def test_no_net_line_when_the_stated_total_is_not_the_parts() -> None:
    """« …flush 4, ça fait 9 » (the parts make 8): the stated 9 is graded, 1 short, which 6
    missed less 4 too many does not make; the lines say the total did not add up, and no
    net line does arithmetic that is not the verdict's."""
    text, player, bot = _text("quinze 2, quinze 4, flush 4, ça fait 9", "fr")
    assert (player, bot) == (9, 1)
    assert "en tout" not in text, text


@pytest.mark.parametrize(
    ("lang", "muggins", "wanted"),
    [
        (
            "fr",
            True,
            "il manque 1 point à votre total. Le muggins se règle sur le total\u00a0: je prends "
            "ce point.",
        ),
        ("fr", False, "il manque 1 point à votre total, et ce point est perdu."),
        (
            "en",
            True,
            "your total is 1 point short. Muggins is settled on the total: I take that point.",
        ),
        ("en", False, "your total is 1 point short, and that point is lost."),
    ],
)
def test_one_point_short_is_that_point(lang: str, muggins: bool, wanted: str) -> None:
    """« quinze 2, quinze 4, quinze 6, suite 3, ça fait 9 » on 10: 4 left out, 3 too many, 1
    short: « je prends ces 1 point » → « je prends ce point »."""
    text, _, _ = _text("quinze 2, quinze 4, quinze 6, suite 3, ça fait 9", lang, muggins=muggins)
    assert wanted in text, text
