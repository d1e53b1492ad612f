"""A reply's title after a member's name in a group (`replies.titled`): « Gérard : A♠ 3♦ :
5e meilleur écart sur 15 » read as two labels; the name now takes a dash when the title has a
colon of its own, a colon otherwise, in both languages."""

from __future__ import annotations

import pytest

from bot.i18n import I18n, Translator
from bot.views import coach, replies

NB = "\u00a0"
TITLES = (
    # (msgid of a title given a name in a group, whether it holds a colon)
    ("Count your hand!", False),
    ("Count your crib!", False),
    ("Your coach", False),
    ("Your progress", False),
    ("Coaching off: every deal is random. /coach on turns it back on.", True),
    (  # kings20: the hint's own wording of it is gone, the step's said instead
        "You have no legal move: pass, keeping your tiles or exchanging them for tiles from "
        "the bag.",
        True,
    ),
    ("A good move: {tiles} for {points}.", True),
    ("{cards}: the {rank} best of the {count} lay-aways, {points} on average.", True),
    (
        "Nothing to review: a question you miss at /hand, /crib, /peg or /discard comes back "
        "the next day.",
        True,
    ),
)


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("msgid", "has_colon"), TITLES)
def test_a_name_before_a_title_never_makes_two_colons(
    i18n: I18n, lang: str, msgid: str, has_colon: bool
) -> None:
    tr: Translator = i18n.translator(lang)
    title = tr._(msgid)
    assert (":" in title) == has_colon, title
    said = replies.titled(title, tr, name="Gérard")
    assert said.count(":") == max(1, title.count(":")), said  # the name adds none to a colon
    if has_colon:
        assert said == f"Gérard — {title}"
    else:
        assert said == ("Gérard : " if lang == "fr" else "Gérard: ").replace(" :", NB + ":") + title
    assert replies.titled(title, tr) == title  # in private: the title alone


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fr", f"<b>Gérard</b> — Entraîneur arrêté{NB}:"),
        ("en", "<b>Gérard</b> — Coaching off: every deal is random."),
    ],
)
def test_coaching_switched_off_in_a_group_reads_as_one_line(
    i18n: I18n, lang: str, expected: str
) -> None:
    said = coach.coaching_set(False, i18n.translator(lang), name="Gérard")
    assert said.startswith(expected), said


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("fr", f"✅ Exact{NB}: 12 points.", f"<b>Zoé &amp; Léo</b> — ✅ Exact{NB}: 12 points."),
        ("en", "✅ Right: 12.", "<b>Zoé &amp; Léo</b> — ✅ Right: 12."),
        ("fr", "C'est fait.", f"<b>Zoé &amp; Léo</b>{NB}: C'est fait."),
        ("en", "Done.", "<b>Zoé &amp; Léo</b>: Done."),
        ("en", "Done.\nYour zone: Paris.", "<b>Zoé &amp; Léo</b>: Done.\nYour zone: Paris."),
    ],
)
def test_an_html_line_after_a_bold_name_follows_the_same_rule(
    i18n: I18n, lang: str, line: str, expected: str
) -> None:
    """A game's step, a count's verdict, a /tz reply in a group (HTML, the name in bold)."""
    assert replies.titled_html(line, i18n.translator(lang), name="Zoé & Léo") == expected
