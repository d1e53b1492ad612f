"""A member's round-robin games still to play, in private (`bot.views.tournament_robin.your_games`),
as a club member reads them in both languages."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.tournament import Format, Kind
from bot.drills.tournament_robin import Robin
from bot.i18n import I18n
from bot.views.markup import esc
from bot.views.tournament import About, how_to_take_part, usage
from bot.views.tournament_replies import none_of_yours_line
from bot.views.tournament_robin import robin_game_line, your_games

I18N = I18n.load()
ABOUT = About(Format.JEUX50, Kind.ROUND_ROBIN, 16, 121, True, False, date(2026, 12, 6), 2)
NAMES = {1: "Ann", 2: "Ben <b>", 3: "Cat"}
ROBIN = Robin([1, 2, 3], 2, [(1, 3), (2, 3)])
"""Ann and Ben still meet twice, Ann and Cat once, Ben and Cat once."""


@pytest.mark.parametrize(
    ("lang", "user", "text"),
    [
        ("en", 1, "Your 3 games to play, in the group: Ben <b> (2 games), Cat"),
        ("fr", 2, "Vos 3 parties à jouer, dans le groupe : Ann (2 parties), Cat"),
        ("fr", 3, "Vos 2 parties à jouer, dans le groupe : Ben <b>, Ann"),
    ],
)
def test_each_opponent_once_with_how_many_games(lang: str, user: int, text: str) -> None:
    """(Before: « dans le groupe avec /jouer @membre : », the placeholder now replaced by how
    to invite each opponent, below.)"""
    line, _ = your_games(ROBIN, user, NAMES, ABOUT, I18N.translator(lang))
    assert line.replace("\u00a0", " ").replace("\u202f", " ") == esc(text)


@pytest.mark.parametrize(
    ("lang", "handles", "text"),
    [
        ("fr", {3: "cat_d"}, ["Pour inviter, tapez dans le groupe : /jouer @cat_d (Cat)"]),
        ("en", {3: "cat_d"}, ["To invite, type in the group: /play @cat_d (Cat)"]),
        (
            "fr",
            {},
            [
                "Pour inviter Cat : dans le groupe, répondez par /jouer à l'un de ses messages"
                " (glissez le message vers la gauche, ou touchez-le puis « Répondre »)."
            ],
        ),
        (
            "en",
            {},
            [
                "To invite Cat: in the group, reply with /play to one of their messages (swipe"
                " the message to the left, or tap it, then “Reply”)."
            ],
        ),
    ],
)
def test_how_to_invite_names_the_command_to_type_or_a_reply(
    lang: str, handles: dict[int, str], text: list[str]
) -> None:
    """At the end of a round-robin game the member read « dans le groupe avec /jouer @membre
    61 », a placeholder: now the command with the opponent's username, or, without one, a
    reply to one of their messages, in words."""
    robin = Robin([2, 3], 1, [])
    _, *how = your_games(robin, 2, NAMES, ABOUT, I18N.translator(lang), handles)
    assert [h.replace("\u00a0", " ") for h in how] == [esc(t) for t in text]


def test_how_to_invite_several_with_and_without_usernames_at_61() -> None:
    """A game of 61: the target follows each command; the members without a username are
    named together, invited by a reply."""
    robin = Robin([1, 2, 3, 4], 1, [])
    about = About(Format.FADOQ, Kind.ROUND_ROBIN, 16, 61, True, False, date(2026, 12, 6), 1)
    names = {**NAMES, 4: "Dan"}
    lines = your_games(robin, 1, names, about, I18N.translator("fr"), {2: "ben"})
    assert [line.replace("\u00a0", " ") for line in lines] == [
        esc("Vos 3 parties à jouer, dans le groupe : Dan, Cat, Ben <b>"),
        esc("Pour inviter, tapez dans le groupe : /jouer @ben 61 (Ben <b>)"),
        esc(
            "Pour inviter l'un d'eux (Dan, Cat) : dans le groupe, répondez par /jouer 61 à l'un"
            " des messages de ce membre (glissez le message vers la gauche, ou touchez-le puis"
            " « Répondre »)."
        ),
    ]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Nobody else takes part yet: your games are drawn as members join."),
        (
            "fr",
            "Personne d'autre ne participe encore : vos parties seront tirées à mesure que les"
            " membres s'inscrivent.",
        ),
    ],
)
def test_the_only_member_so_far_has_played_nothing_yet(lang: str, text: str) -> None:
    """The first member to join a round robin read « Vous avez joué toutes vos parties » in
    private: they had played none, nobody else had joined yet."""
    (line,) = your_games(Robin([1], 2, []), 1, NAMES, ABOUT, I18N.translator(lang))
    assert line.replace("\u00a0", " ").replace("\u202f", " ") == esc(text)


@pytest.mark.parametrize(
    ("lang", "times", "text"),
    [
        ("fr", 1, "🏆 Partie du tournoi, à 61 points."),
        ("en", 1, "🏆 Tournament game, to 61."),
        ("en", 2, "🏆 Tournament game, to 61 (1 of 2)."),
    ],
)
def test_a_single_meeting_is_not_counted_one_of_one(lang: str, times: int, text: str) -> None:
    """/jouer @membre in a FADOQ round robin (each pair meets once) said « Partie du tournoi,
    une partie de 61 (1 de 1). »"""
    about = About(Format.FADOQ, Kind.ROUND_ROBIN, 6, 61, True, False, date(2026, 12, 6), times)
    line = robin_game_line(about, 1, times, I18N.translator(lang))
    assert line.replace("\u00a0", " ") == f"<b>{text}</b>"


def test_a_member_in_no_tournament_is_told_in_plain_english() -> None:
    """Before: « You take part in no tournament under way. » (« Vous ne participez à aucun
    tournoi »); now « You are not in any tournament under way. »."""
    assert none_of_yours_line(I18N.translator("en")).startswith(
        "You are not in any tournament under way. In a club's group"
    )


@pytest.mark.parametrize(
    ("lang", "kind", "text"),
    [
        ("fr", Kind.ROUND_ROBIN, "Vous avez joué toutes vos parties."),
        ("en", Kind.ROUND_ROBIN, "You have played all your games."),
        ("fr", Kind.DOUBLES, "Votre équipe a joué toutes ses parties."),
    ],
)
def test_every_game_played_under_the_standings_says_no_more(
    lang: str, kind: Kind, text: str
) -> None:
    """In private, under the standings /tournoi had just shown, the last line read « … :
    /tournoi montre le classement. »."""
    about = About(Format.JEUX50, kind, 16, 121, True, False, date(2026, 12, 6), 1)
    (line,) = your_games(Robin([1, 2], 1, [(1, 2)]), 1, NAMES, about, I18N.translator(lang))
    assert line == esc(text)


@pytest.mark.parametrize(("times", "text"), [(1, "à 61 points."), (2, "à 61 points (1 sur 2).")])
def test_the_tournament_line_does_not_say_the_game_of_61_again(times: int, text: str) -> None:
    """The invitation read « Marie invite Jean à une partie de 61. » then « 🏆 Partie du
    tournoi, une partie de 61 (1 sur 2). »: the same words twice in two lines."""
    about = About(Format.JEUX50, Kind.ROUND_ROBIN, 16, 61, True, False, date(2026, 12, 6), times)
    line = robin_game_line(about, 1, times, I18N.translator("fr")).replace("\u00a0", " ")
    assert line == f"<b>🏆 Partie du tournoi, {text}</b>"
    assert "une partie de" not in line


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Appuyez sur le bouton pour participer, puis jouez vos parties dans le groupe :"
            " envoyez-y /jouer, je vous dirai contre qui vous jouez et comment inviter chacun;"
            " /tournoi montre les parties qui restent à jouer.",
        ),
        (
            "en",
            "Press the button to take part, then play your games in the group: send /play there,"
            " I will tell you whom you play and how to invite each one; /tournament shows the"
            " games still to play.",
        ),
    ],
)
def test_a_round_robins_presentation_names_no_placeholder(lang: str, said: str) -> None:
    """The presentation said « /jouer @membre 61 invite le membre contre qui vous jouez »: a
    placeholder, typed as it read (« @membre » is nobody); /jouer alone in the group now
    names each opponent and how to invite them, and the presentation sends there."""
    about = About(Format.FADOQ, Kind.ROUND_ROBIN, 16, 61, True, False, date(2026, 12, 6), 1)
    (line,) = how_to_take_part(about, I18N.translator(lang))
    assert line.replace("\u00a0", " ") == esc(said)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "dans le groupe, où /jouer dit à chaque membre contre qui il joue."),
        ("en", "in the group, where /play tells each member whom they play."),
    ],
)
def test_the_usage_names_no_placeholder_for_a_round_robin(lang: str, said: str) -> None:
    """The help said « dans le groupe avec /jouer @membre. », a placeholder a member typed as
    it read."""
    lines = [line.replace("\u00a0", " ") for line in usage(I18N.translator(lang))]
    robin = next(line for line in lines if "/jouer" in line or "/play" in line)
    assert robin.endswith(esc(said)), robin
    assert not any("@membre" in line or "@member" in line for line in lines)
