"""An ACC night was announced « 🃏 Soirée de club, à la façon de l'ACC (en simple) » and the
organizer's help said « 7 rondes classées comme l'ACC »: « ACC » meant nothing to a Québec
organizer. The federation is said in full, in both languages."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup
from bot.i18n import I18n
from bot.views.night import title
from bot.views.night_help import usage

I18N = I18n.load()
ACC = Setup(Format.ACC, Ranking.GAME_POINTS, doubles=False, games=9, target=121)


@pytest.mark.parametrize(
    ("lang", "said", "helped"),
    [
        ("fr", "🃏 Soirée de club, à la façon de la fédération américaine de cribbage (en "
         "simple)", "7 rondes classées comme à la fédération américaine de cribbage"),
        ("en", "🃏 Club night, as at the American Cribbage Congress (singles)",
         "7 rounds ranked as at the American Cribbage Congress"),
    ],
)  # fmt: skip
def test_the_acc_is_named(lang: str, said: str, helped: str) -> None:
    tr = I18N.translator(lang)
    assert title(ACC, tr) == said
    assert helped in "\n".join(usage(tr))
