"""A game of four ended by Bea leaving the group: the group read « Bea a quitté le groupe :
cela compte comme un abandon de la partie », but Dora, her partner, read in private « votre
partenaire a abandonné », as if Bea had pressed « Abandonner ». The partner of a member who
left is now told they left the group; the partner of one who resigned still reads that they
resigned, now by name (club14: « votre partenaire a abandonné » named nobody, while the line
for a partner who left named her). Anne and Carl, who won, read « Bea a abandonné, vous
gagnez »: they now read that she left the group, as at a table of two."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import is_retired, new_table, resign
from bot.drills.table_state import Seat, Table
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views.members import Names
from bot.views.members_private import end_notice_lines

I18N = I18n.load()
NAMES = Names(("Anne", "Bea", "Carl", "Dora"), (1, 2, 3, 4))
ANNE, BEA, CARL, DORA = 0, 1, 2, 3

PARTNER_LEFT = {
    "fr": "La partie est terminée\u00a0: votre partenaire Bea a quitté le groupe, la partie"
    " compte donc comme perdue.",
    "en": "The game is over: your partner Bea left the group, so it counts as a loss.",
}
PARTNER_RESIGNED = {
    "fr": "La partie est terminée\u00a0: votre partenaire Bea a abandonné, elle compte comme"
    " perdue.",
    "en": "The game is over: your partner Bea resigned, it counts as a loss.",
}
WON_LEFT = {
    "fr": "La partie est terminée\u00a0: Bea a quitté le groupe, vous gagnez.",
    "en": "The game is over: Bea left the group, you win.",
}
WON_RESIGNED = {
    "fr": "La partie est terminée\u00a0: Bea a abandonné, vous gagnez.",
    "en": "The game is over: Bea resigned, you win.",
}
YOU_RESIGNED = {
    "fr": "La partie est terminée\u00a0: vous avez abandonné, elle compte comme perdue.",
    "en": "The game is over: you resigned, it counts as a loss.",
}
YOU_LEFT = {
    "fr": "La partie est terminée. Vous avez quitté le groupe\u00a0: elle compte comme perdue.",
    "en": "The game is over. You left the group: it counts as a loss.",
}


def _resigned_by_bea() -> Table:
    rules = Rules(target=61, players=4)
    table = new_table(random.Random(4), "t4", rules, [Seat(u) for u in (1, 2, 3, 4)])
    resign(table, BEA)
    assert table.resigned == BEA and table.winner is not None
    return table


def _result(table: Table, seat: int, lang: str, *, left: bool) -> str:
    won = table.side(seat) == table.winner
    gone = {BEA} if left else set()  # Bea left the group, or pressed « Abandonner »
    names = Names(NAMES.seats[: len(table.seats)], NAMES.users[: len(table.seats)])
    lines = end_notice_lines(table, names, seat, won, I18N.translator(lang), left=gone)
    return lines[1].removeprefix("<b>").removesuffix("</b>")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_partner_of_a_member_who_left_is_told_they_left(lang: str) -> None:
    table = _resigned_by_bea()
    assert _result(table, DORA, lang, left=True) == PARTNER_LEFT[lang]
    assert _result(table, BEA, lang, left=True) == YOU_LEFT[lang]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_partner_of_a_member_who_resigned_is_told_they_resigned(lang: str) -> None:
    table = _resigned_by_bea()
    assert _result(table, DORA, lang, left=False) == PARTNER_RESIGNED[lang]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("seat", [ANNE, CARL])
def test_the_winners_are_told_the_member_left_or_resigned(lang: str, seat: int) -> None:
    table = _resigned_by_bea()
    assert _result(table, seat, lang, left=True) == WON_LEFT[lang]
    assert _result(table, seat, lang, left=False) == WON_RESIGNED[lang]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_member_who_left_a_game_of_three_played_on_is_told_so(lang: str) -> None:
    """Bea left; the robot played her seat on and Anne won: Bea reads she left the group,
    Anne only that she won (the game did not end by Bea's leaving)."""
    rules = Rules(target=61, players=3)
    table = new_table(random.Random(3), "t3", rules, [Seat(u) for u in (1, 2, 3)])
    resign(table, BEA)
    assert is_retired(table, BEA) and table.resigned is None
    table.scores, table.winner = [61, 40, 30], ANNE
    assert _result(table, BEA, lang, left=True) == YOU_LEFT[lang]
    assert _result(table, BEA, lang, left=False) == YOU_RESIGNED[lang]
    won = "La partie est terminée\u00a0: vous avez gagné. Bien joué!"
    assert _result(table, ANNE, lang, left=True) == (
        won if lang == "fr" else "The game is over: you won. Well played!"
    )
