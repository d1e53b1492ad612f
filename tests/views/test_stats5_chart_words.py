"""The /stats chart's words: each combination as club players name it."""

from __future__ import annotations

from datetime import date

from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.pictures.chart import (
    KIND_COUNT_ROOM,
    KINDS_PANEL,
    LABEL_SIZE,
    NOBS,
    PADDING,
    WIDTH,
    ChartData,
    Tally,
)
from bot.pictures.draw import FELT, WHITE, text_patch
from bot.views.coach import practise_button, theme_name
from bot.views.pictures import chart_caption, chart_labels

I18N = I18n.load()


def test_nobs_is_the_jack_of_the_right_suit() -> None:
    """Played: the /statistiques chart labelled his nobs « valet », and its caption read
    « valet : sans erreur relevée 1 fois sur 2 »: any jack? The jack turned as the starter (two for
    the dealer) is a jack too. Players say « le valet de la bonne couleur » (and "nobs")."""
    fr, en = I18N.translator("fr"), I18N.translator("en")
    assert chart_labels(fr).kinds[NOBS] == "valet de la bonne couleur"
    assert chart_labels(en).kinds[NOBS] == "nobs"
    data = ChartData(((date(2026, 11, 30), Tally(2, 1)),), ((NOBS, Tally(2, 1)),))
    caption = chart_caption(data, fr)
    assert "valet de la bonne couleur\u00a0: 1 fois sur 2 sans erreur" in caption


def test_every_combination_is_written_at_full_size() -> None:
    """« valet de la bonne couleur  100 % » (and « go, 31, dernière carte  100 % ») were
    wider than the room left of a bar's count: the chart drew them smaller than the others,
    hard to read for the players who need the chart most."""
    room = KINDS_PANEL.w - KIND_COUNT_ROOM
    for lang in ("fr", "en"):
        labels = chart_labels(I18N.translator(lang))
        for name in labels.kinds.values():
            label = f"{name}  {labels.percent(1.0)}"
            assert text_patch(label, LABEL_SIZE, WHITE, FELT).width <= room, label
    assert KINDS_PANEL.right <= WIDTH - PADDING


def test_the_coach_names_nobs_as_the_stats_chart_does() -> None:
    """Played: /entraineur's button read « Pratiquer : un pour le valet (valet de la couleur
    de la carte de départ) », 72 characters cut short on a phone's screen, and its weak spot
    a different name from the /statistiques chart's. Both say the players' word now."""
    fr = I18N.translator("fr")
    assert theme_name(Theme.NOBS, fr) == "le " + chart_labels(fr).kinds[NOBS]
    assert practise_button(Theme.NOBS, fr) == "Pratiquer\u00a0: le valet de la bonne couleur"
