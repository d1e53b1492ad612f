"""/jeu shows the buttons « Une carte », « Un tour », « Meilleure carte »: « /jeu un tour »
got « Je ne connais pas un : choisissez compte, tour ou jouer. », « /jeu carte » and « /jeu
meilleure carte » the same; the words of the buttons now ask their questions."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegKind, read_peg_kind

READ = [
    ("un tour", PegKind.ROUND),
    ("Un Tour", PegKind.ROUND),
    ("une carte", PegKind.COUNT),
    ("carte", PegKind.COUNT),
    ("meilleure carte", PegKind.PLAY),
    ("la meilleure carte", PegKind.PLAY),
    ("one card", PegKind.COUNT),
    ("a round", PegKind.ROUND),
    ("best card", PegKind.PLAY),
    ("the best card", PegKind.PLAY),
    # as before
    ("compte", PegKind.COUNT),
    ("tour", PegKind.ROUND),
    ("jouer", PegKind.PLAY),
    ("count", PegKind.COUNT),
    ("round", PegKind.ROUND),
    ("play", PegKind.PLAY),
]


@pytest.mark.parametrize(("typed", "kind"), READ, ids=[r[0] for r in READ])
def test_the_buttons_words_ask_their_question(typed: str, kind: PegKind) -> None:
    assert read_peg_kind(typed.split()) is kind


@pytest.mark.parametrize("typed", ["", "bof", "un", "carte tour", "deux tours"])
def test_other_words_ask_nothing(typed: str) -> None:
    assert read_peg_kind(typed.split()) is None
