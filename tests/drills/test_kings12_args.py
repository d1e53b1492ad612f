"""What a player types at « Arrêter cette partie? » (`stop_answer`): a yes, a no, or neither
(then read as the game step reads it)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import (
    Said,
    negative_in_step,
    reads_step,
    said_in_step,
    said_to_step,
    split_claim,
    stop_answer,
)
from bot.drills.kings_rack import exchange_tiles
from tests.engine.kings_helpers import tiles


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("oui", True),
        ("Oui, l'arrêter", True),
        ("Oui!", True),
        ("d\u2019accord", True),
        ("yes", True),
        ("Yes, stop it", True),
        ("non", False),
        ("Non, on continue", False),
        ("non merci", False),
        ("No, go on", False),
        ("keep playing", False),
        ("ok", None),
        ("arrêter", None),
        ("H8 → 5 6 4", None),
        ("indice", None),
    ],
)
def test_stop_answer(text: str, answer: bool | None) -> None:
    assert stop_answer(text) is answer


@pytest.mark.parametrize(
    "text",
    ["joker?", "Joker ?", "c'est quoi un joker", "qu'est-ce que le joker", "what is a joker"],
)
def test_the_joker_asked_about_is_no_call_and_no_help(text: str) -> None:
    assert said_in_step(text) is Said.ABOUT_JOKER


def test_the_joker_called_is_a_call() -> None:
    assert said_in_step("Joker!") is Said.JOKER


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("je sais pas", Said.HINT),
        ("Je ne sais pas quoi jouer", Said.HINT),
        ("I don't know", Said.HINT),
        ("indice", Said.HINT),
        ("H8 → 5 6 4", Said.MOVE),
        ("je sais pas, H8 → 5 6 4", Said.MOVE),
        ("H8 5 je sais pas", Said.MOVE),
        ("passe", Said.PASS),
    ],
)
def test_said_to_step(text: str, said: Said) -> None:
    assert said_to_step(text) is said


def test_i_dont_know_replying_to_nothing_in_a_group_is_chatter() -> None:
    assert said_in_step("je sais pas") is Said.MOVE
    assert not reads_step("je sais pas")


@pytest.mark.parametrize(
    ("text", "exchanged"),
    [
        ("échanger le 4 et le roi", "4 Kd"),
        ("je change mon roi", "Kd"),
        ("change la dame pis le 8", "Qd 8d"),
        ("changer mes jetons", "Kd 4 9d Qd 8d"),
        ("échange tous mes jetons", "Kd 4 9d Qd 8d"),
        ("exchange my king and the 4", "Kd 4"),
        ("swap all my tiles", "Kd 4 9d Qd 8d"),
        ("échange 5 R", None),
    ],
)
def test_exchange_said_with_little_words(text: str, exchanged: str | None) -> None:
    rack = tiles("Kd 4 9d Qd 8d")
    assert said_in_step(text) is Said.EXCHANGE
    assert exchange_tiles(text, rack) == (None if exchanged is None else tiles(exchanged))


@pytest.mark.parametrize("text", ["change de place", "change la", "je change le monde"])
def test_change_with_no_tile_is_no_exchange(text: str) -> None:
    assert said_in_step(text) is Said.MOVE


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("F2 5 pour 6 points", ("F2 5", 6)),
        ("D8 A, E8 4 pour 22 points.", ("D8 A, E8 4", 22)),
        ("H8 → 5 6 4 for nine", ("H8 → 5 6 4", 9)),
        ("H8 → 5 6 4 = 12", ("H8 → 5 6 4 ", 12)),
        ("F2 5 pour voir", ("F2 5 pour voir", None)),
        ("pour 6 points", ("pour 6 points", None)),
    ],
)
def test_split_claim_with_pour(text: str, split: tuple[str, int | None]) -> None:
    assert split_claim(text) == split


def test_a_negative_count_said_with_pour() -> None:
    assert negative_in_step("F2 5 pour -3")
