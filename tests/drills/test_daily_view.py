"""The daily challenge's wording: the card without answers, the share line, the result."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import DayResult, Part, Streak, challenge_for, count_result, ecart_result
from bot.i18n import I18n, Translator, render
from bot.views import daily as view

DAY = date(2026, 11, 23)


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_card_shows_every_deal_and_no_answer(i18n: I18n, lang: str) -> None:
    tr: Translator = i18n.translator(lang)
    challenge = challenge_for(DAY)
    lines = view.challenge_card(challenge, tr)
    text = "\n".join(lines)
    assert len(lines) == 5
    assert ("Défi du jour" in text) == (lang == "fr")
    for number in "1234":
        assert f"\n{number}. " in text
    assert render.cards(challenge.hand.hand, tr) in text
    assert render.cards(challenge.ecart.cards, tr) in text
    total = str(challenge.hand.score().total)
    assert f"{total} points" not in text and "pts" not in text


def finished(marks: list[tuple[int, int]]) -> DayResult:
    day = DayResult(DAY)
    parts = [Part.HAND, Part.CRIB, Part.PEG]
    for part, (expected, answered) in zip(parts, marks, strict=True):
        day = day.with_part(count_result(part, expected, answered))
    return day.with_part(ecart_result(0.0, rank=1))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Muggins 2026-11-23 ✅✅🟨✅ 27 pts · 🔥 5"),
        ("fr", "Muggins 2026-11-23 ✅✅🟨✅ 27 pts · 🔥 5"),
    ],
)
def test_the_share_line(i18n: I18n, lang: str, expected: str) -> None:
    day = finished([(8, 8), (6, 6), (5, 3)])
    assert day.pour == 27
    assert view.share_line(day, Streak(5, 7), i18n.translator(lang)) == expected
    assert view.share_line(day, None, i18n.translator(lang)) == expected.split(" · ")[0]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_replay_s_share_line_says_it_is_a_replay(i18n: I18n, lang: str) -> None:
    """A replay's line, shared in a club's group, read as that day's result (its answers
    already out): it is marked 🔁, as its parts are."""
    day = finished([(8, 8), (6, 6), (5, 3)])
    lines = view.result_lines(day, None, i18n.translator(lang))
    assert "<code>Muggins 2026-11-23 🔁 ✅✅🟨✅ 27 pts</code>" in lines
    today = view.result_lines(day, Streak(5, 7), i18n.translator(lang))
    assert "<code>Muggins 2026-11-23 ✅✅🟨✅ 27 pts · 🔥 5</code>" in today


def test_one_point_is_singular(i18n: I18n) -> None:
    day = DayResult(DAY, (count_result(Part.HAND, 1, 1),))
    assert view.share_line(day, Streak(1, 1), i18n.translator("en")).endswith("⬜⬜⬜ 1 pt · 🔥 1")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_broken_streak_has_no_flame(i18n: I18n, lang: str) -> None:
    tr = i18n.translator(lang)
    in_progress = DayResult(DAY, (count_result(Part.HAND, 1, 1),))
    broken = "\n".join(view.result_lines(in_progress, Streak(0, 4), tr))
    alive = "\n".join(view.result_lines(in_progress, Streak(3, 4), tr))
    assert view.streak_text(Streak(0, 4), tr) in broken and "🔥" not in broken
    assert "🔥 " + view.streak_text(Streak(3, 4), tr) in alive
    assert "🔥" not in "\n".join(view.stats_lines(Streak(0, 4), 2, tr))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_result_holds_no_card(i18n: I18n, lang: str) -> None:
    tr = i18n.translator(lang)
    day = finished([(8, 8), (6, 6), (5, 3)])
    text = "\n".join(view.result_lines(day, Streak(2, 3), tr))
    assert "♠" not in text and "♥" not in text and "♦" not in text and "♣" not in text
    assert "<code>Muggins 2026-11-23" in text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Aucune série en cours (record\u00a0: 4 jours)"),
        ("en", "No streak under way (best: 4 days)"),
    ],
)
def test_a_broken_streak_is_said_as_none_with_its_best_in_days(
    i18n: I18n, lang: str, said: str
) -> None:
    """Played: /stats after a day missed read « Série : 0 jour d'affilée (record : 4) », a
    count of nothing and a record of 4 what; now no streak under way, the best in days."""
    tr = i18n.translator(lang)
    assert view.streak_text(Streak(0, 4), tr) == said
    assert said in view.stats_lines(Streak(0, 4), 6, tr)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Au défi du jour, le meilleur écart rapporte 10 points, et un de moins par"
            " demi-point perdu en moyenne (arrondi à la hausse).",
        ),
        (
            "en",
            "In the daily challenge, the best lay-away earns 10 points, and one less for each"
            " half point lost on average (rounded up).",
        ),
    ],
)
def test_the_ecart_scale_says_rounded_up(i18n: I18n, lang: str, said: str) -> None:
    """Played: 2,15 lost on average cost 5, said « chaque demi-point perdu en moyenne, même
    entamé, vous en coûte un » (« même entamé » read twice, and not understood); now one
    less per half point lost, rounded up."""
    result = ecart_result(2.15, rank=7)
    assert (result.pour, result.contre) == (5, 5)
    note = view.ecart_scale_note(result, i18n.translator(lang))
    assert note is not None
    assert note.replace("\u00a0", " ") == said
