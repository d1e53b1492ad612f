"""The bot's seat at a club table is « le robot » / "the bot" (issue 40, finding 9), said as
players say it: « au robot », « du robot », a capital at the start of a line."""

from __future__ import annotations

import pytest

from bot.drills.table_state import ShowRecord
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.members import Names, bot_grammar, bot_name
from bot.views.members_deal import claim_lines


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


CASES = [
    ("fr", "Au tour de le robot de jouer une carte.", "Au tour du robot de jouer une carte."),
    ("fr", "Un pour le go, à le robot.", "Un pour le go, au robot."),
    ("fr", "le robot\u00a0: 5♥ (5)", "Le robot\u00a0: 5♥ (5)"),
    ("fr", "<i>le robot compte 8.</i>", "<i>Le robot compte 8.</i>"),
    ("fr", "Marie compte 4. le robot compte 8.", "Marie compte 4. Le robot compte 8."),
    ("fr", "À le robot de donner.", "Au robot de donner."),
    ("fr", "Marie et le robot", "Marie et le robot"),
    ("fr", "Marie compte 4.", "Marie compte 4."),
    ("en", "the bot's crib: 5♥", "The bot's crib: 5♥"),
    ("en", "Next: the bot counts the crib.", "Next: the bot counts the crib."),
]


@pytest.mark.parametrize(("lang", "line", "said"), CASES)
def test_the_bots_name_in_a_line(i18n: I18n, lang: str, line: str, said: str) -> None:
    assert bot_grammar(line, i18n.translator(lang)) == said


def test_the_bots_name(i18n: I18n) -> None:
    assert bot_name(i18n.translator("fr")) == "le robot"
    assert bot_name(i18n.translator("en")) == "the bot"


@pytest.mark.parametrize(
    ("seats", "said"),
    [
        (("Ben", "Anne"), "Ben crie «\u00a0Muggins!\u00a0» sur le compte de 2 d'Anne."),
        (("Anne", "le robot"), "Anne crie «\u00a0Muggins!\u00a0» sur le compte de 2 du robot."),
        (("Anne", "Ben"), "Anne crie «\u00a0Muggins!\u00a0» sur le compte de 2 de Ben."),
    ],
)
def test_a_muggins_call_says_whose_count_as_said(
    i18n: I18n, seats: tuple[str, str], said: str
) -> None:
    """« sur le compte de 2 de Anne »: the call elides, and says « du robot », as every other
    line of the table does."""
    show = ShowRecord(by=1, what="hand", cards=(), points=4, claimed=2, pegged=2)
    lines = claim_lines(show, seats[0], Names(seats), i18n.translator("fr"))
    assert html_to_text(lines[0]) == said
