"""The words of /kings, read: counts, candidates' letters, what a game step's text is, the
claimed count after a move, and the tiles named after « exchange »."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import choice_index, reads_choice, reads_count
from bot.drills.kings_args import (
    Said,
    claim_unread,
    count_alone,
    points_said,
    reads_step,
    said_in_step,
    split_claim,
)
from bot.drills.kings_rack import exchange_tiles, tiles_not_held
from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move_marked

LIGHT, DARK = Colour.LIGHT, Colour.DARK


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("12", 12),
        (" 7 points ", 7),
        ("1 point.", 1),
        ("30 pts!", 30),
        ("0", 0),
        ("1234", None),
        ("12 13", None),
        ("", None),
        # Played: « douze » and "twelve" were answered « Répondez par le nombre de points »;
        # a count is now read as the counting drills read one, in both languages
        ("douze", 12),
        ("Douze.", 12),
        ("12 points", 12),
        ("ça fait 12", 12),
        ("Ça fait douze points", 12),
        ("j'ai 12", 12),
        ("je dirais 12", 12),
        ("euh… 12", 12),
        ("onze points", 11),
        ("vingt-neuf", 29),
        ("rien", 0),
        ("twelve", 12),
        ("Twelve points", 12),
        ("that's 12", 12),
        ("it makes 12", 12),
        ("I'd say 12", 12),
        ("twenty-two", 22),
        ("nothing", 0),
        # no zero hand here: nineteen is 19; a move may score more than a hand's 29
        ("dix-neuf", 19),
        ("nineteen", 19),
        ("19", 19),
        ("trente", 30),
        ("ça fait 45", 45),
        ("45 points", 45),
        # no count: two offered, « quinze » alone, combinations called, a word, a minus
        ("12 ou 14", None),
        ("12 or 14", None),
        ("quinze", None),
        ("quinze 2, paire 4", None),
        ("deux rois", None),
        ("12 jetons", None),
        ("beaucoup", None),
        ("lots", None),
        ("-3", None),
        ("je sais pas", None),
    ],
)
def test_points_said(text: str, points: int | None) -> None:
    assert points_said(text) == points
    assert reads_count(text) is (points is not None)


@pytest.mark.parametrize(
    ("text", "index"),
    [
        ("a", 0),
        ("B", 1),
        (" c. ", 2),
        ("D", 3),
        ("E", None),
        ("1", None),
        ("ABCDE", None),
        ("ab", None),
        ("BC", None),
        (".", None),
        ("", None),
    ],
)
def test_choice_index(text: str, index: int | None) -> None:
    assert choice_index(text) == index
    assert reads_choice(text) is (index is not None)


@pytest.mark.parametrize(
    ("text", "said", "reads"),
    [
        ("Joker!", Said.JOKER, True),
        ("indice", Said.HINT, True),
        ("aide-moi", Said.HINT, True),
        ("Je   passe", Said.PASS, True),
        ("pass", Said.PASS, True),
        ("échange 5 K", Said.EXCHANGE, True),
        ("exchange", Said.EXCHANGE, True),
        ("Arrêter", Said.STOP, True),
        ("stop", Said.STOP, True),
        ("fin", Said.STOP, True),
        ("arrêter le jeu", Said.MOVE, False),
        ("H8 → 5 6 4", Said.MOVE, True),
        ("o15 4", Said.MOVE, True),
        ("bonjour tout le monde", Said.MOVE, False),
        ("p8 5", Said.MOVE, False),
        # Played: « Passe. », « Indice ? », « un indice » and « règles » were read as moves
        # (« Commencez par une case, par exemple H8 → 5 6 4. »)
        ("Passe.", Said.PASS, True),
        ("Indice\u00a0?", Said.HINT, True),
        ("un indice", Said.HINT, True),
        ("Règles", Said.HELP, True),
        ("aide", Said.HELP, True),
        ("the rules?", Said.HELP, True),
        ("Joker ?", Said.ABOUT_JOKER, True),  # what is it? (a call on a full count costs 5)
        ("échange R.", Said.EXCHANGE, True),
    ],
)
def test_said_in_step(text: str, said: Said, reads: bool) -> None:
    assert said_in_step(text) is said
    assert reads_step(text) is reads


@pytest.mark.parametrize(
    ("text", "move", "claimed"),
    [
        ("H8 → 5 6 4 = 9", "H8 → 5 6 4 ", 9),
        ("H8 5=12", "H8 5", 12),
        ("H8 → 5 6 4", "H8 → 5 6 4", None),
        ("H8 = neuf", "H8 ", 9),
        ("H8 = 9 jetons", "H8 = 9 jetons", None),
        ("H8 → 5 6 4 = ça fait douze", "H8 → 5 6 4 ", 12),
        ("H8 → 5 6 4 = twelve points", "H8 → 5 6 4 ", 12),
        # « = 9 points » was refused « Après =, écrivez votre compte en chiffres », though
        # « 9 points » is how /rois compte takes a count
        ("H8 → 5 6 4 = 9 points", "H8 → 5 6 4 ", 9),
        ("I8 R = 2 pts.", "I8 R ", 2),
        ("I8 K = 12 Points", "I8 K ", 12),
    ],
)
def test_split_claim(text: str, move: str, claimed: int | None) -> None:
    assert split_claim(text) == (move, claimed)


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("H8 → 5 6 4 = 9", False),
        ("H8 → 5 6 4", False),
        ("H8 → 5 6 4 = neuf", False),
        ("H8 → 5 6 4 = nine", False),
        ("H8 → 5 6 4 = beaucoup", True),
        ("H8 → 5 6 4 =", True),
        ("H8 → 5 6 4 = 9 points", False),
        ("H8 → 5 6 4 = 9 jetons", True),
    ],
)
def test_claim_unread(text: str, unread: bool) -> None:
    assert claim_unread(text) is unread


@pytest.mark.parametrize(
    ("text", "alone"),
    [
        ("12", True),
        ("douze", True),
        ("= 12", True),
        ("ça fait 12", True),
        ("twelve points", True),
        ("A1 A", False),  # an ace laid on A1, no count
        ("a1 a", False),
        ("H8 5", False),
        ("H8 → 5 6 4 = 9", False),
        ("quinze 2", False),
        ("bonjour", False),
    ],
)
def test_count_alone(text: str, alone: bool) -> None:
    assert count_alone(text) is alone


RACK = (Tile(5, LIGHT), Tile(13, DARK), Tile(6, LIGHT), Tile(5, DARK))


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("exchange", list(RACK)),
        ("échange tout", list(RACK)),
        ("exchange all", list(RACK)),
        ("échange 5 R", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("exchange 5, 5", [Tile(5, LIGHT), Tile(5, DARK)]),
        ("exchange 9", [Tile(6, LIGHT)]),  # a 9 is the 6 turned over
        ("exchange 5 5 5", None),  # only two fives on the rack
        ("exchange Q", None),
        ("exchange zèbre", None),
    ],
)
def test_exchange_tiles(text: str, tiles: list[Tile] | None) -> None:
    assert exchange_tiles(text, RACK) == tiles


HELD = (Tile(2, LIGHT), Tile(2, DARK), Tile(6, DARK), Tile(13, LIGHT), Tile(1, LIGHT))


@pytest.mark.parametrize(
    ("move", "missing"),
    [
        ("H8 → 2 2 K", []),  # both 2s, either colour
        ("H8 → 2* 2 K", []),  # the star takes the dark 2, the plain 2 the light one
        ("H8 → 2 2* K", []),  # whatever the order typed
        ("H8 → 2 2 2", [Tile(2, LIGHT)]),  # a third 2
        ("H8 → 2* 2* A", [Tile(2, DARK)]),  # one dark 2 only
        ("H8 → K* A", [Tile(13, DARK)]),  # the K is light
        ("H8 → 9 A", []),  # the 6 turned over
        ("H8 → 9* 6", [Tile(6, LIGHT)]),  # one 6 for a 9 and a 6
        ("H8 → 5 6 4", [Tile(5, LIGHT), Tile(4, LIGHT)]),  # in the order typed
    ],
)
def test_the_tiles_a_move_names_that_the_rack_lacks(move: str, missing: list[Tile]) -> None:
    wanted, dark = parse_move_marked(move, Grid())
    assert tiles_not_held(wanted, dark, HELD) == missing
