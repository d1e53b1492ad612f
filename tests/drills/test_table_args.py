"""The words of /play: against the bot, and between members in a group."""

from __future__ import annotations

import pytest

from bot.drills.table_args import (
    ARG_CHARS,
    GroupArgs,
    choice_words,
    is_named,
    kept_choice,
    read_args,
    read_group_args,
)
from bot.drills.table_bot import Level


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], (None, None, None)),
        (["61"], (61, None, None)),
        (["121", "expert"], (121, Level.EXPERT, None)),
        (["Facile", "61"], (61, Level.EASY, None)),
        (["moyen"], (None, Level.NORMAL, None)),
        ([" NORMAL "], (None, Level.NORMAL, None)),
        # the words a player opposes to « facile » (answered « Je ne comprends pas »)
        (["difficile", "61"], (61, Level.EXPERT, None)),
        (["Débutant"], (None, Level.EASY, None)),
        (["hard"], (None, Level.EXPERT, None)),
        (["medium"], (None, Level.NORMAL, None)),
        # the English of « débutant », and the middle level as players name it
        (["Beginner", "121"], (121, Level.EASY, None)),
        (["intermédiaire"], (None, Level.NORMAL, None)),
        (["intermediate"], (None, Level.NORMAL, None)),
        # one letter off a level's name (« Je ne comprends pas « facil » », play27)
        (["61", "facil"], (61, Level.EASY, None)),
        (["expet"], (None, Level.EXPERT, None)),
        (["Moyenn", "121"], (121, Level.NORMAL, None)),
        (["61", "vite", "expert"], (61, None, "vite")),
        (["dir"], (None, None, "dir")),
        (["91"], (None, None, "91")),
        (["x" * 40], (None, None, "x" * ARG_CHARS)),
    ],
)
def test_read_args(args: list[str], expected: tuple[int | None, Level | None, str | None]) -> None:
    assert read_args(args) == expected


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], GroupArgs(2, 121, None, None, False)),
        (["61"], GroupArgs(2, 61, None, None, False, True)),
        (["121"], GroupArgs(2, 121, None, None, False, True)),
        (["équipes"], GroupArgs(4, 121, None, None, False)),
        (["Teams", "61"], GroupArgs(4, 61, None, None, False, True)),
        (["trois"], GroupArgs(3, 121, None, None, False)),
        (["quatre"], GroupArgs(4, 121, None, None, False)),
        (["Four", "61"], GroupArgs(4, 61, None, None, False, True)),
        (["4", "deux"], GroupArgs(2, 121, None, None, False)),
        (["@Marie_L"], GroupArgs(2, 121, "Marie_L", None, False)),
        (["@ab"], GroupArgs(2, 121, None, "@ab", False)),
        (["expert"], GroupArgs(2, 121, None, None, True)),
        (["61", "facile"], GroupArgs(2, 61, None, None, True, True)),
        (["3", "demain", "61"], GroupArgs(3, 121, None, "demain", False)),
        (["y" * 30], GroupArgs(2, 121, None, "y" * ARG_CHARS, False)),
        # one member is invited, to a game of two: never one of two dropped without a word
        (["@ann_x", "@cy_y"], GroupArgs(2, 121, "ann_x", None, False, False, "@cy_y")),
        (["3", "@ann_x"], GroupArgs(3, 121, None, None, False, False, "@ann_x")),
        (["@ann_x", "teams", "61"], GroupArgs(4, 61, None, None, False, True, "@ann_x")),
        (["@ann_x", "deux", "61"], GroupArgs(2, 61, "ann_x", None, False, True)),
        # played: « /jouer en équipes » got « Je ne comprends pas « en » »; the little words
        # of a table's size as it is said are read past
        (["en", "équipes"], GroupArgs(4, 121, None, None, False)),
        (["par", "équipes", "61"], GroupArgs(4, 61, None, None, False, True)),
        (["à", "trois"], GroupArgs(3, 121, None, None, False)),
        (["3", "joueurs"], GroupArgs(3, 121, None, None, False)),
        (["in", "teams"], GroupArgs(4, 121, None, None, False)),
        (["4", "players", "61"], GroupArgs(4, 61, None, None, False, True)),
        (["en"], GroupArgs(2, 121, None, "en", False)),  # nothing else said: not understood
    ],
)
def test_read_group_args(args: list[str], expected: GroupArgs) -> None:
    assert read_group_args(args) == expected


@pytest.mark.parametrize(
    ("user", "username", "named_id", "named", "expected"),
    [
        (5, "ann", 5, "Ann", True),  # by id: the name does not matter
        (6, "ann", 5, "@ann", False),
        (6, "Ann_Q", None, "@ann_q", True),  # by @username, in any case
        (6, "bob", None, "@ann", False),
        (6, None, None, "@ann", False),  # no @username: cannot be the one named
        (6, None, None, None, True),  # an open table: anyone
        (6, "Ann", None, "Ann", False),  # a display name, not an @username: nobody
    ],
)
def test_is_named(
    user: int, username: str | None, named_id: int | None, named: str | None, expected: bool
) -> None:
    assert is_named(user, username, named_id, named) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("61", ["61"]),
        ("61 points", ["61"]),
        ("Une partie de 121, svp!", ["121"]),
        ("le niveau facile.", ["facile"]),
        ("Normale", ["normal"]),
        ("a game of 61, please", ["61"]),
        ("121 expert", ["121", "expert"]),
        ("merci", []),
        ("bonjour", ["bonjour"]),
    ],
)
def test_choice_words_keep_what_may_name_a_target_or_a_level(
    text: str, expected: list[str]
) -> None:
    """What a player types at /play's choice, around the target or the level: « 61 points »,
    « une partie de 121 », « le niveau facile », "a game of 61"; other words stay (not
    understood)."""
    assert choice_words(text) == expected
    assert read_args(choice_words(text))[2] == (expected[0] if expected == ["bonjour"] else None)


@pytest.mark.parametrize(
    ("shown", "expected"),
    [
        ({"chat": 1, "message": 2, "target": 61}, (61, None)),
        ({"chat": 1, "level": "easy"}, (None, Level.EASY)),
        ({"target": 91, "level": "hard"}, (None, None)),
        ({"target": "61"}, (None, None)),
        (None, (None, None)),
    ],
)
def test_kept_choice_reads_what_the_choice_keeps(
    shown: object, expected: tuple[int | None, Level | None]
) -> None:
    assert kept_choice(shown) == expected
