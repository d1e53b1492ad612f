"""The wording audit: counts agree with their noun, one name per thing, no stray language.

French plural rule (OQLF): 0 and 1 take the singular (« 0 point », « 1 point », « 2 points »).
"""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bot.drills.answers import parse_answer
from bot.drills.daily import Streak
from bot.drills.ecart_habits import Habit
from bot.drills.ecart_history import HabitCost, Summary
from bot.drills.grading import grade
from bot.drills.peg import PegKind
from bot.drills.peg_calls import PegCategory
from bot.drills.peg_stats import PegStats
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render
from bot.pictures.chart import ChartData, Tally
from bot.views import daily as daily_view
from bot.views import daily_zone, ecart_table, show
from bot.views import ecart as ecart_view
from bot.views import peg as peg_view
from bot.views import pictures as pictures_view
from bot.views import remind as remind_view

NBSP = "\u00a0"
LOCALES = Path(__file__).resolve().parents[2] / "locales"

# (lang, n, expected noun phrase) for the plural lines below.
COUNTS = [
    ("fr", 0, "de réussite (0 sur 2)"),
    ("fr", 1, "de réussite (1 sur 2)"),
    ("fr", 2, "de réussite (2 sur 2)"),
    ("en", 0, "0 right out of 2"),
    ("en", 1, "1 right out of 2"),
    ("en", 2, "2 right out of 2"),
]


@pytest.mark.parametrize(("lang", "n", "expected"), COUNTS)
def test_peg_stats_line_agrees_with_the_count_like_the_hands_line(
    i18n: I18n, lang: str, n: int, expected: str
) -> None:
    stats = PegStats(questions={PegKind.COUNT: (n, 2)}, categories={})
    assert expected in "\n".join(peg_view.stats_lines(stats, i18n.translator(lang)))


@pytest.mark.parametrize(
    ("lang", "right", "expected"),
    [
        ("fr", 0, "0 compte exact sur 2"),
        ("fr", 1, "1 compte exact sur 2"),
        ("fr", 2, "2 comptes exacts sur 2"),
        ("en", 0, "0 exact counts out of 2"),
        ("en", 1, "1 exact count out of 2"),
        ("en", 2, "2 exact counts out of 2"),
    ],
)
def test_chart_caption_agrees_with_the_right_count(
    i18n: I18n, lang: str, right: int, expected: str
) -> None:
    data = ChartData(days=((date(2026, 11, 23), Tally(count=2, right=right)),), kinds=())
    assert expected in pictures_view.chart_caption(data, i18n.translator(lang))


@pytest.mark.parametrize(
    ("lang", "played", "best", "expected"),
    [
        ("fr", 1, 0, "1 écart joué, le meilleur choix 0 fois"),
        ("fr", 2, 1, "2 écarts joués, le meilleur choix 1 fois"),
        ("en", 1, 0, "1 lay-away played, the best choice 0 times"),
        ("en", 2, 1, "2 lay-aways played, the best choice 1 time "),
        ("en", 3, 2, "3 lay-aways played, the best choice 2 times"),
    ],
)
def test_ecart_stats_line_agrees_with_both_counts(
    i18n: I18n, lang: str, played: int, best: int, expected: str
) -> None:
    summary = Summary(
        played=played,
        best=best,
        dealer_played=played,
        dealer_loss=1.0,
        pone_played=0,
        pone_loss=0.0,
    )
    assert expected in ecart_view.stats_lines(summary, i18n.translator(lang))[0]


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("fr", 0, "0 point"),
        ("fr", 1, "1 point"),
        ("fr", 2, "2 points"),
        ("en", 1, "1 point"),
        ("en", 2, "2 points"),
        ("en", 0, "0 points"),
    ],
)
def test_points_plural(i18n: I18n, lang: str, n: int, expected: str) -> None:
    tr = i18n.translator(lang)
    assert tr.ngettext("{n} point", "{n} points", n).format(n=tr.number(n)) == expected


@pytest.mark.parametrize(
    ("lang", "number", "decimal", "percent"),
    [
        ("fr", "\u22125", "\u22124,17", "\u221250\u00a0%"),
        ("en", "\u22125", "\u22124.17", "\u221250%"),
    ],
)
def test_a_negative_number_has_the_minus_sign_of_the_bots_other_losses(
    i18n: I18n, lang: str, number: str, decimal: str, percent: str
) -> None:
    """A Kings score below zero read « Vous -5 » (Babel's hyphen-minus), where /ecart writes
    « \u22124,17 » (U+2212, as French typography wants): one minus sign everywhere."""
    tr = i18n.translator(lang)
    assert (tr.number(-5), tr.decimal(-4.17), tr.percent(-0.5)) == (number, decimal, percent)
    assert tr.number(-5) == tr.number(-5)  # the small numbers kept are the same
    assert (tr.number(5), tr.number(-1234)[1:], tr.decimal(0.5)) == (
        "5",
        tr.number(1234),
        tr.decimal(0.5),
    )


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("fr", ("3,3", "\u22123,3", "0,13", "4,17", "13\u00a0%", "3,1", "2,125")),
        ("en", ("3.3", "\u22123.3", "0.13", "4.17", "13%", "3.1", "2.125")),
    ],
)
def test_an_exact_half_rounds_up_and_the_rest_rounds_as_before(
    i18n: I18n, lang: str, shown: tuple[str, ...]
) -> None:
    """/stats showed 13 points missed over 4 hands (3.25) as « 3,2 » and 1 out of 8 as
    « 12 % »: Babel rounds an exact half to even, players count it up (« 3,3 », « 13 % »).
    Numbers that are not halves keep their rounding (4.1666 -> 4,17; 3.14 -> 3,1)."""
    tr = i18n.translator(lang)
    assert (
        tr.decimal(13 / 4, 1),
        tr.decimal(-13 / 4, 1),
        tr.decimal(0.125),
        tr.decimal(25 / 6),
        tr.percent(1 / 8),
        tr.decimal(3.14, 1),
        tr.number(2.125),
    ) == shown


def _catalog(lang: str) -> list[tuple[str, str]]:
    """(msgid, msgstr) of every message of every domain in `lang` (plural forms each)."""
    pairs = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            for message in read_po(f):
                if not message.id:
                    continue
                ids = message.id if isinstance(message.id, tuple) else (message.id,)
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                pairs += [(ids[0], s) for s in strings]
    return pairs


# GLOSSARY §1 "Avoid": machine-translation artefacts, or words that mean something else.
AVOIDED_IN_FRENCH = [
    "croupier",
    "talon",
    "paire royale",
    "non-revendeur",
    "démarreur",
    "amorce",
    "his nobs",
    "his heels",
    "séquence",
]


@pytest.mark.parametrize("term", AVOIDED_IN_FRENCH)
def test_french_catalogs_avoid_the_glossary_artefacts(term: str) -> None:
    assert [s for _, s in _catalog("fr") if term.lower() in s.lower()] == []


def test_french_names_a_game_s_length_one_way() -> None:
    """« une partie de 121 », as the rules say it (S003: « La partie normale est de 121
    points ») and /chances, /jouer and the boards do; not « une partie à 121 » or « en 61 »."""
    other = re.compile(r"\bparties? (?:à|en) (?:61|121)\b")
    assert [s for _, s in _catalog("fr") if other.search(s)] == []


def test_english_catalogs_hold_no_french() -> None:
    # The language switch names French in French; the rules' sources keep their own names.
    allowed = ("français", "Français", "Gaspésie", "Suroît")
    french = [
        s
        for _, s in _catalog("en")
        if any(c in s for c in "éèàçôœ«»") and not any(a in s for a in allowed)
    ]
    assert french == []


@pytest.mark.parametrize(
    ("lang", "dealer", "expected"),
    [
        ("fr", True, f"Vous êtes le donneur{NBSP}:"),
        ("fr", False, f"Vous êtes le receveur{NBSP}:"),
        ("en", True, "You deal:"),
        ("en", False, "You are the pone:"),
    ],
)
def test_roles_are_named_the_same_way_in_every_drill(
    i18n: I18n, lang: str, dealer: bool, expected: str
) -> None:
    said = ecart_table.role_text(dealer=dealer, size=6, tr=i18n.translator(lang))
    assert said.startswith(expected)


@pytest.mark.parametrize("spelling", ["(alias /", "(aussi /"])
def test_french_help_names_every_alias_the_same_way(spelling: str) -> None:
    """« /hand : compter une main (ou /main) »: one way to give an alias in French."""
    assert [s for _, s in _catalog("fr") if spelling in s] == []


@pytest.mark.parametrize(
    ("lang", "current", "expected"),
    [
        ("fr", 1, f"Série{NBSP}: 1 jour d'affilée (record{NBSP}: 4)"),
        ("fr", 3, f"Série{NBSP}: 3 jours d'affilée (record{NBSP}: 4)"),
        ("en", 1, "Streak: 1 day (best: 4)"),
        ("en", 3, "Streak: 3 days (best: 4)"),
    ],
)
def test_daily_streak_reads_like_the_club_streak(
    i18n: I18n, lang: str, current: int, expected: str
) -> None:
    streak = Streak(current=current, best=4)
    assert daily_view.streak_text(streak, i18n.translator(lang)) == expected


@pytest.mark.parametrize(
    ("lang", "said", "expected"),
    [
        ("fr", "9", f"Vous avez compté 9, ça fait 10 points{NBSP}: je prends le point oublié."),
        (
            "fr",
            "8",
            f"Vous avez compté 8, ça fait 10 points{NBSP}: je prends les points oubliés.",
        ),
        (
            "fr",
            "11",
            "Vous avez compté 11, ça fait 10 points. (Un compte trop haut donne les points en "
            f"trop à l'adversaire{NBSP}: règle de l'ACC",
        ),
        ("en", "9", "You counted 9, it makes 10 points: I take the point you missed."),
        ("en", "8", "You counted 8, it makes 10 points: I take the points you missed."),
        (
            "en",
            "11",
            "You counted 11, it makes 10 points. (A count too high gives the extra points to the "
            "opponent: the rule of the ACC",
        ),
    ],
)
def test_one_missed_point_is_not_counted_aloud(
    i18n: I18n, lang: str, said: str, expected: str
) -> None:
    """« je prends le point oublié », never « le 1 point oublié »."""
    score = score_hand(parse_cards("5H 5S 10D 2C"), parse_card("3S"))  # 15-2 15-4 15-6 15-8 pair 10
    answer = parse_answer(said)
    lines = show.verdict(
        grade(answer, score, excess_to_opponent=True),
        score,
        answer,
        i18n.translator(lang),
        private=True,
        name="Ann",
    )
    assert expected in "\n".join(lines)


@pytest.mark.parametrize(
    ("lang", "daily", "tz", "remind"),
    [("fr", "/defi", "/fuseau", "/rappel"), ("en", "/daily", "/tz", "/remind")],
)
def test_daily_examples_name_the_commands_of_the_help(
    i18n: I18n, lang: str, daily: str, tz: str, remind: str
) -> None:
    """The French help says /defi, /fuseau, /rappel: so do the examples the bot gives."""
    tr = i18n.translator(lang)
    moment = datetime(2026, 11, 23, 10, 30, tzinfo=UTC)
    texts_shown = "\n".join(
        [
            daily_view.usage(tr, date(2026, 11, 23)),  # the player's day
            *daily_zone.tz_current("America/Toronto", True, moment, tr),
            *remind_view.remind_current("19:30", "America/Toronto", tr),
            *remind_view.remind_current(None, "America/Toronto", tr),
            remind_view.remind_set("19:30", "America/Toronto", tr),
            remind_view.reminder(tr),
        ]
    )
    assert f"{daily} 2026-11-01" in texts_shown
    assert f"{daily} {'vendredi' if lang == 'fr' else 'Friday'}" in texts_shown
    assert f"{tz} Sainte-Anne-des-Monts" in texts_shown
    assert f"{remind} {render.clock('19:30', tr)}" in texts_shown  # as the reply writes it
    assert f"{remind} {'non' if lang == 'fr' else 'off'}" in texts_shown
    others = {"/daily ", "/tz ", "/remind ", "/defi ", "/fuseau ", "/rappel "}
    others -= {f"{daily} ", f"{tz} ", f"{remind} "}
    assert [o for o in others if o in texts_shown] == []


def test_french_messages_name_the_french_commands() -> None:
    """/defi, /fuseau, /rappel, /classement in French text; the English name only as « (ou /x) »."""
    english = re.compile(r"/(daily|tz|remind|top)\b")
    found = [s for _, s in _catalog("fr") if english.search(re.sub(r"\(ou /\w+\)", "", s))]
    assert found == []


@pytest.mark.parametrize(
    ("lang", "expected"), [("fr", f"19{NBSP}h{NBSP}30"), ("en", "7:30\u202fPM")]
)
def test_times_of_day_follow_the_oqlf_in_french(i18n: I18n, lang: str, expected: str) -> None:
    tr = i18n.translator(lang)
    assert expected in remind_view.remind_set("19:30", "America/Toronto", tr)
    assert expected in "\n".join(remind_view.remind_current("19:30", "America/Toronto", tr))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("fr", f"• quinze{NBSP}: 1 fois sur 1"), ("en", "• fifteens: 1 time out of 1")],
)
def test_peg_categories_are_named_like_the_hand_categories(
    i18n: I18n, lang: str, expected: str
) -> None:
    """ "fifteens" in /stats for the play as for the show, not "15s"."""
    stats = PegStats(questions={PegKind.COUNT: (1, 1)}, categories={PegCategory.FIFTEEN: (1, 1)})
    assert expected in "\n".join(peg_view.stats_lines(stats, i18n.translator(lang)))


@pytest.mark.parametrize(
    "term", [r"\bhis (nobs|heels)\b", r"\bséquences?\b", r"\bquinzes\b", r"\bpaire royale\b"]
)
def test_french_quiz_bank_uses_the_glossary_words(term: str) -> None:
    """The quiz says « suite », « un pour le valet », « les quinze », like the other drills."""
    bank = json.loads((LOCALES.parent / "content" / "quiz_bank.json").read_text(encoding="utf-8"))
    french = [json.dumps(q["fr"], ensure_ascii=False) for q in bank["questions"]]
    assert [text for text in french if re.search(term, text)] == []


@pytest.mark.parametrize(
    ("lang", "points", "expected"),
    [
        ("fr", 0.28, "0,3 point perdu"),
        ("fr", 1.5, "1,5 point perdu"),
        ("fr", 2.0, "2,0 points perdus"),
        ("fr", 6.71, "6,7 points perdus"),
        ("en", 0.28, "0.3 points lost"),
        ("en", 1.0, "1.0 points lost"),
        ("en", 6.71, "6.7 points lost"),
    ],
)
def test_decimal_points_follow_the_cldr_plural(
    i18n: I18n, lang: str, points: float, expected: str
) -> None:
    """French: singular below 2 (« 1,5 point »); English: decimals are plural. One decimal,
    as every average of /stats (stats6)."""
    summary = Summary(
        played=1,
        best=0,
        dealer_played=1,
        dealer_loss=points,
        pone_played=0,
        pone_loss=0.0,
        costliest=HabitCost(Habit.BREAKING_RUN, times=1, points=points),
    )
    assert expected in "\n".join(ecart_view.stats_lines(summary, i18n.translator(lang)))


@pytest.mark.parametrize(
    ("lang", "x", "digits", "n"),
    [
        ("fr", 0.0, 1, 1),
        ("fr", 1.99, 2, 1),
        ("fr", 1.999, 2, 2),
        ("en", 1.0, 0, 1),
        ("en", 1.0, 1, 2),
    ],
)
def test_plural_count_reads_the_number_as_shown(
    i18n: I18n, lang: str, x: float, digits: int, n: int
) -> None:
    assert render.plural_count(x, digits, i18n.translator(lang)) == n


# Placeholders that never hold 0 or 1 where a plural noun follows them in a plain message:
# a file size, the 29 maximum, 2 or 4 games, 100 000 samples, the quiz's series size,
# « {points} » already worded by `ngettext` or as « pts », and a percentage (« 1 % des
# parties »: the noun goes with the percent sign, not with a count), a skunk line (90 or less
# in a game of 121, `laws.SKUNK_LINES`).
ALWAYS_PLURAL = {"size", "max", "games", "samples", "most", "points", "percent", "target"} | {
    "skunk_121",
    "kept",
    "options",
    "top",
    "deals",
    "mine",
}
"""Counts never 0 or 1 (`target`: a game is played to 61 or to 121, `variants.TARGETS`;
`kept`: the four cards a hand keeps; `options`: a deal's lay-aways, 5, 6 or 15; `top`: the
three best of them shown, `ecart.TOP`; `deals`: the win table's sample, 8,000 deals; `mine`:
what a deal brings a side on average, above 10 points, `odds_asked.DealMeans`)."""


def test_french_counts_without_ngettext_are_never_0_or_1() -> None:
    """« 1 écarts », « 1 réponses »: a count next to a plural noun must go through ngettext."""
    plain = []
    for path in sorted((LOCALES / "fr" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            plain += [m.string for m in read_po(f) if m.id and not m.pluralizable]
    found = [
        s
        for s in plain
        for m in re.finditer(r"\{(\w+)\} (\w+s)\b", s)
        if m.group(1) not in ALWAYS_PLURAL and m.group(2) not in {"dans", "vous", "dès", "les"}
    ]
    assert found == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_apostrophe_everywhere(lang: str) -> None:
    """The catalogs write the apostrophe one way (') so the CLI and the chat look alike."""
    assert [s for _, s in _catalog(lang) if "\u2019" in s] == []
