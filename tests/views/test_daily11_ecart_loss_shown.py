"""The daily's lay-away of 2029-10-27, 10♦ V♥ laid away: its total reads 7,96, the best's 7,97,
yet the verdict said « soit moins de 0,01 point de plus que le vôtre » (the exact loss, 0,0048)
while the part cost a point against and /stats said « 0,01 ». The loss shown is the two
averages shown read apart, in the verdict, on the daily's scale and in /stats alike (an
/ecart lay-away's too: /stats averages both)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.daily import challenge_for
from bot.drills.ecart import EXPERT, Verdict, grade
from bot.drills.ecart_history import Summary
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.storage.repo_ecart import EcartRecord
from bot.views import ecart as ecart_view
from bot.views.daily_parts import grade_ecart

I18N = I18n.load()
DAY = date(2029, 10, 27)


def verdict_of(cards: str) -> Verdict:
    return grade(
        challenge_for(DAY).ecart,
        parse_cards(cards),
        model=EXPERT,
        tables=shipped_crib_tables(),
        pegging=shipped_peg_tables(),
    )


@pytest.mark.parametrize(
    ("lang", "said", "less"),
    [
        ("fr", "soit 0,01 point de plus que le vôtre", "moins de 0,01"),
        ("en", "that is 0.01 points more than yours", "less than 0.01"),
    ],
)
def test_the_loss_shown_is_the_gap_of_the_totals_shown(lang: str, said: str, less: str) -> None:
    tr = I18N.translator(lang)
    verdict = verdict_of("TD JH")
    assert verdict.rank == 2 and verdict.loss < 0.005  # a hair, across a rounding
    best, mine = (tr.decimal(o.total_ev) for o in (verdict.best, verdict.chosen))
    assert (best, mine) == (tr.decimal(7.97), tr.decimal(7.96))
    graded = grade_ecart(verdict, tr)
    text = "\n".join(graded.lines)
    assert said in text and less not in text, text
    assert graded.result.contre == 1 and graded.result.loss == pytest.approx(0.01)
    stats = "\n".join(
        ecart_view.stats_lines(
            Summary(0, 0, 0, 0.0, 0, 0.0).plus([(verdict.challenge.dealer, 2, 0.01)]), tr
        )
    )
    # /stats' averages have one decimal: the hundredth lost is « moins de 0,1 », not « 0,0 »
    assert tr._("less than {points}").format(points=tr.decimal(0.1, 1)) in stats, stats
    assert tr.decimal(0.0, 1) not in stats, stats
    assert EcartRecord.of(verdict).loss == pytest.approx(0.01)  # /ecart stores it alike
