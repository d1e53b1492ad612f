"""`muggins drill`: printable sheets, the same for the same seed, and the JSON contract
recomputed from the engine."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from bot.cli import main
from bot.content_tables import shipped_crib_tables
from bot.engine.cards import Card, parse_card, parse_cards
from bot.engine.discard import analyse_discards
from bot.engine.pegging import (
    THIRTY_ONE,
    CannotPlay,
    Play,
    PlayView,
    Policy,
    pile_count,
    score_play,
    simulate_play,
)
from bot.engine.show import score_hand


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def items(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict[str, Any]]:
    code, out, err = run(capsys, "drill", *argv, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, list)
    return data


def cards(codes: Sequence[str]) -> list[Card]:
    return [parse_card(c) for c in codes]


@pytest.mark.parametrize("kind", ["hand", "crib", "peg", "ecart"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_same_seed_same_sheet(capsys: pytest.CaptureFixture[str], kind: str, lang: str) -> None:
    argv = ("drill", kind, "--count", "4", "--seed", "21", "--lang", lang)
    first = run(capsys, *argv)
    again = run(capsys, *argv)
    other = run(capsys, "drill", kind, "--count", "4", "--seed", "22", "--lang", lang)
    assert first == again
    assert first[0] == 0 and first[2] == ""
    assert first[1] != other[1]
    out = first[1]
    assert out.count("______") >= 4
    answers = "Réponses" if lang == "fr" else "Answers"
    assert answers in out.splitlines()
    for number in range(1, 5):
        assert sum(line.startswith(f"{number}. ") for line in out.splitlines()) == 2


def test_hand_and_crib_json(capsys: pytest.CaptureFixture[str]) -> None:
    for kind in ("hand", "crib"):
        data = items(capsys, kind, "--count", "30", "--seed", "5")
        assert len(data) == 30
        for item in data:
            assert set(item) == {"kind", "hand", "starter", "points"}
            assert item["kind"] == kind and len(item["hand"]) == 4
            score = score_hand(
                cards(item["hand"]), parse_card(item["starter"]), crib=kind == "crib"
            )
            assert item["points"] == score.total


def scripted(plays: list[dict[str, Any]], player: int) -> Policy:
    laid = iter([parse_card(p["card"]) for p in plays if p["player"] == player and "card" in p])

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return next(laid)

    return choose


def test_peg_json_recomputed_from_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    data = items(capsys, "peg", "--count", "60", "--seed", "8")
    assert len(data) == 60
    assert {item["kind"] for item in data} == {"peg-play", "peg-round"}
    for item in data:
        if item["kind"] == "peg-play":
            assert set(item) == {"kind", "pile", "last_card", "points"}
            pile = cards(item["pile"])
            bonus = 1 if item["last_card"] else 0
            if item["last_card"]:
                assert pile_count(pile) < THIRTY_ONE
            assert item["points"] == score_play(pile).total + bonus
            continue
        assert set(item) == {"kind", "dealer", "hands", "plays", "points"}
        hands = [cards(h) for h in item["hands"]]
        assert all(len(h) == 4 for h in hands) and item["dealer"] in (0, 1)
        record = simulate_play(
            hands,
            dealer=item["dealer"],
            policies=[scripted(item["plays"], 0), scripted(item["plays"], 1)],
        )
        assert list(record.points) == item["points"]
        events = [
            {"player": e.player, "card": str(e.card)}
            if isinstance(e, Play)
            else {"player": e.player, "go": True}
            for e in record.events
            if isinstance(e, (Play, CannotPlay))
        ]
        assert events == item["plays"]
        assert item["plays"][0]["player"] == 1 - item["dealer"]  # the pone leads


@pytest.mark.parametrize("model", ["uniform", "expert"])
def test_ecart_json_recomputed_from_the_engine(
    capsys: pytest.CaptureFixture[str], model: str
) -> None:
    data = items(capsys, "ecart", "--count", "3", "--seed", "2", "--model", model, "--pone")
    tables = shipped_crib_tables() if model == "expert" else None
    for item in data:
        assert set(item) == {"kind", "cards", "dealer", "model", "best", "options"}
        assert item["kind"] == "ecart" and item["model"] == model and item["dealer"] is False
        options = analyse_discards(
            cards(item["cards"]), dealer=False, crib_model=model, tables=tables
        )
        assert len(item["options"]) == 15
        assert item["best"] == [str(c) for c in options[0].discard]
        for got, want in zip(item["options"], options, strict=True):
            assert set(got) == {"discard", "hand_ev", "crib_ev", "total_ev"}
            assert got["discard"] == [str(c) for c in want.discard]
            assert got["hand_ev"] == pytest.approx(want.hand_ev)
            assert got["crib_ev"] == pytest.approx(want.crib_ev) and got["crib_ev"] > 0
            assert got["total_ev"] == pytest.approx(got["hand_ev"] - got["crib_ev"])


def test_ecart_dealer_adds_the_crib(capsys: pytest.CaptureFixture[str]) -> None:
    for item in items(capsys, "ecart", "--count", "2", "--seed", "3", "--dealer"):
        assert item["dealer"] is True
        for option in item["options"]:
            assert option["total_ev"] == pytest.approx(option["hand_ev"] + option["crib_ev"])


def test_role_options(capsys: pytest.CaptureFixture[str]) -> None:
    roles = {item["dealer"] for item in items(capsys, "ecart", "--count", "6", "--seed", "4")}
    assert roles == {True, False}
    code, out, _ = run(capsys, "drill", "peg", "--count", "12", "--seed", "1", "--dealer")
    assert code == 0 and "You are the pone" not in out
    sheet = run(capsys, "drill", "hand", "--count", "3", "--seed", "1", "--pone")
    assert sheet[0] == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("drill", "hand", "--count", "0"), "--count"),
        (("drill", "peg", "--count", "1000"), "--count"),
        (("drill", "crib", "--pone"), "crib"),
    ],
)
def test_bad_arguments(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, *argv, "--lang", "en")
    assert code == 2 and out == "" and message in err


def test_argument_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (("drill", "poker"), ("drill", "hand", "--dealer", "--pone")):
        with pytest.raises(SystemExit) as caught:
            main(list(argv))
        assert caught.value.code == 2
        capsys.readouterr()


def test_peg_sheet_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "drill", "peg", "--count", "6", "--seed", "9", "--lang", "fr")
    assert code == 0
    assert "Feuille d'exercices" in out and "Vous" in out
    assert parse_cards("5H")  # the notation of the JSON is the canonical one
