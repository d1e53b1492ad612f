"""« main », « défi », « ecart », "hand" (a command's name typed without its slash, as the
welcome's « Commencez par /main » reads) typed alone in private with nothing asked got « Je
réponds aux comptes et aux commandes : /main vous donne une main… »: the player did what the
welcome said and was told something else. They are now asked whether they meant the command,
to tap or send with its slash."""

from __future__ import annotations

import pytest

from bot.drills.command_table import ASKED_AS
from bot.drills.help_asked import command_asked, typed_command_word
from bot.i18n import I18n
from bot.tg.handlers.guide import command_meant
from bot.tg.handlers.registry import ENTRIES, all_commands
from bot.views.chatter import slash_missing


@pytest.mark.parametrize(
    ("typed", "word"),
    [("main", "main"), ("Main!", "main"), ("main svp", "main"), ("Défi", "défi"), ("hand", "hand")],
)
def test_a_word_typed_alone(typed: str, word: str) -> None:
    assert typed_command_word(typed) == word


@pytest.mark.parametrize("typed", ["main 5", "ma main", "", "?", "svp", "main crib"])
def test_no_word_alone(typed: str) -> None:
    assert typed_command_word(typed) is None


@pytest.mark.parametrize(
    ("typed", "lang", "shown"),
    [
        ("main", "fr", "main"),
        ("hand", "fr", "hand"),
        ("défi", "fr", "defi"),
        ("Écart", "fr", "ecart"),
        ("regles", "fr", "regles"),
        ("hand", "en", "hand"),
        ("parties", "fr", "jouer"),
        ("parties", "en", "play"),
    ],
)
def test_the_command_meant(typed: str, lang: str, shown: str) -> None:
    tr = I18n.load().translator(lang)
    assert command_meant(typed, ENTRIES, tr) == shown


@pytest.mark.parametrize("typed", ["bonjour", "crible", "ok", "carte"])
def test_no_command_meant(typed: str) -> None:
    tr = I18n.load().translator("fr")
    assert command_meant(typed, ENTRIES, tr) is None


def test_every_name_is_meant_by_itself() -> None:
    """But the words of a game (« partie », "game": /jouer, as `/aide partie` reads them)."""
    tr = I18n.load().translator("fr")
    for command in all_commands():
        for name in command.names:
            meant = "jouer" if name in ASKED_AS else name
            assert command_meant(name, ENTRIES, tr) == meant


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            "Vouliez-vous dire /main? Touchez-le, ou envoyez-le avec la barre oblique « / »"
            " devant.",
        ),
        ("en", "Did you mean /main? Tap it, or send it with the slash “/” in front."),
    ],
)
def test_the_slash_is_said(lang: str, expected: str) -> None:
    tr = I18n.load().translator(lang)
    assert slash_missing("main", tr).replace("\u00a0", " ") == expected


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("c'est quoi la variante", "variant"),
        ("c'est quoi la variante fadoq?", "variant"),
        ("c'est quoi le jeu", "peg"),
        ("c'est quoi une main", "hand"),
        ("C'est quoi le défi?", "daily"),
        ("c'est quoi les rois", "kings"),
        ("what is the daily?", "daily"),
    ],
)
def test_a_command_asked_about(typed: str, name: str) -> None:
    """« c'est quoi la variante? » got « Je réponds aux comptes et aux commandes… », where
    « /aide variante » shows its lines."""
    asked = command_asked(typed, all_commands())
    assert asked is not None and asked.name == name


@pytest.mark.parametrize("typed", ["la variante", "variante", "c'est quoi le crible", "c'est quoi"])
def test_no_command_asked_about(typed: str) -> None:
    assert command_asked(typed, all_commands()) is None
