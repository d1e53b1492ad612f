"""`muggins drill`: printable sheets, the same for the same seed, and the JSON contract
recomputed from the engine."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.cli import EXIT_BROKEN_PIPE, main
from bot.content_tables import shipped_crib_tables
from bot.drills.peg_best import PlayPosition, analyse_play
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.cards import Card
from bot.engine.lay_away import analyse_lay_aways
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
from bot.views.ecart_table import MINUS


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
    answers = "Réponses de la feuille n° 21" if lang == "fr" else "Answers to sheet no. 21"
    assert f"\n\f{answers}\n" in out
    assert out.count("\f") == 1  # the answers start a page of their own
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
        options = analyse_lay_aways(
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
    code, out, _ = run(capsys, "drill", "round", "--count", "12", "--seed", "1", "--dealer")
    assert code == 0 and "You are the pone" not in out and "You are the dealer" in out
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


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_without_seed_a_sheet_number_is_drawn_and_seed_gives_it_back(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    """An organiser gets a new sheet each week; the number on it remakes it."""
    numbers = set()
    for _ in range(3):
        code, out, err = run(capsys, "drill", "hand", "--count", "3", "--lang", lang)
        assert (code, err) == (0, "")
        title = out.splitlines()[0]
        found = re.search(r"n(?:°|o\.) (\d+)", title)
        assert found is not None, title
        number = found.group(1)
        numbers.add(number)
        assert (
            run(capsys, "drill", "hand", "--count", "3", "--seed", number, "--lang", lang)[1] == out
        )
    assert len(numbers) > 1


def test_json_without_seed_says_the_sheet_number_aside(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "drill", "hand", "--count", "2", "--json", "--lang", "en")
    assert code == 0
    number = re.search(r"Sheet no\. (\d+): --seed \1 gives the same sheet again\.", err)
    assert number is not None
    again = items(capsys, "hand", "--count", "2", "--seed", number.group(1), "--lang", "en")
    assert json.loads(out) == again


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_round_sheets_are_whole_rounds(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    data = items(capsys, "round", "--count", "5", "--seed", "3")
    assert [item["kind"] for item in data] == ["peg-round"] * 5
    code, out, _ = run(capsys, "drill", "round", "--count", "5", "--seed", "3", "--lang", lang)
    assert code == 0
    # Played: « jeux de table à compter » (board games?), where --help says « round (des
    # tours de jeu entiers) ».
    heading = "tours de jeu entiers à compter" if lang == "fr" else "rounds of play to count"
    assert heading in out.splitlines()[0]
    questions, answers = out.split("\f")
    assert questions.count("______") == 10  # two blanks a round
    assert "______" not in answers


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_best_card_sheets_match_the_chat(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    data = items(capsys, "best", "--count", "8", "--seed", "4")
    for item in data:
        position = PlayPosition.from_dict({**item, "dealer": item["dealer"]})
        options = analyse_play(position)
        assert item["go"] == position.is_go
        if options:
            best = options[0].round_net
            assert item["best"] == [str(o.card) for o in options if o.round_net == best]
        else:
            assert item["best"] == []
    code, out, _ = run(capsys, "drill", "best", "--count", "8", "--seed", "4", "--lang", lang)
    assert code == 0
    questions, answers = out.split("\f")
    blank = "Carte à jouer (ou go)" if lang == "fr" else "Card to play (or go)"
    assert questions.count(blank) == 8
    best = "Meilleure carte" if lang == "fr" else "Best card"
    go = "Go\u00a0:" if lang == "fr" else "Go:"
    assert answers.count(best) + answers.count(go) == 8
    balance = "La valeur de chaque carte" if lang == "fr" else "Each card's worth:"
    assert balance in answers
    code, _, err = run(capsys, "drill", "best", "--dealer", "--lang", "en")
    assert code == 2 and "--dealer" in err


def test_french_sheets_are_french_throughout(capsys: pytest.CaptureFixture[str]) -> None:
    for kind in ("hand", "crib", "peg", "round", "best", "ecart"):
        _, out, _ = run(capsys, "drill", kind, "--count", "3", "--seed", "8", "--lang", "fr")
        assert out.startswith("Feuille d'exercices Muggins n° 8\u00a0: "), kind
        assert "\fRéponses de la feuille n° 8\n" in out, kind
        for english in ("Answers", "sheet", "Your ", "Points:", "Lay away", "Best card", "seed"):
            assert english not in out, (kind, english)


def test_a_closed_pipe_ends_quietly() -> None:
    """`muggins drill … | head` stops reading early: no BrokenPipeError traceback. The reader
    here is gone before the first line (as `head` is after its lines), so the first write fails."""
    script = (
        "import os, sys\n"
        "read, write = os.pipe()\n"
        "os.close(read)\n"
        "os.dup2(write, 1)\n"
        "from bot.cli import main\n"
        "sys.exit(main(['drill', 'hand', '--count', '5', '--seed', '1', '--lang', 'en']))\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120
    )
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr
    assert done.stderr == ""
    assert done.returncode == EXIT_BROKEN_PIPE


def test_ecart_sheet_shows_the_play_and_what_decides(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "drill", "ecart", "--count", "2", "--seed", "5", "--lang", "en")
    assert code == 0
    answers = [line for line in out.splitlines() if line.lstrip().startswith("•")]
    assert len(answers) == 6
    for line in answers:
        ascii_line = line.replace(MINUS, "-")
        parts = re.search(r"total (-?[\d.]+); play ([+-][\d.]+), (-?[\d.]+) with it", ascii_line)
        assert parts is not None, line
        total, play, full = (float(x) for x in parts.groups())
        assert full == pytest.approx(total + play, abs=0.011)
    assert out.count("What decides it: ") == 2
    argv = ("drill", "ecart", "--count", "2", "--seed", "5", "--model", "uniform")
    _, uniform, _ = run(capsys, *argv)
    assert "play" not in uniform and "What decides" not in uniform


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "--seed is the number printed on a sheet: 0 or more."),
        ("fr", "--seed est le numéro imprimé sur une feuille\u00a0: 0 ou plus."),
    ],
)
def test_a_negative_seed_is_refused(
    capsys: pytest.CaptureFixture[str], lang: str, expected: str
) -> None:
    """-5 would print the sheet of 5 under another number: refused in one line."""
    code, out, err = run(capsys, "drill", "hand", "--count", "2", "--seed", "-5", "--lang", lang)
    assert (code, out, err) == (2, "", expected + "\n")


MODEL_ELSEWHERE = {
    "en": "--model is the crib model of the lay-away sheet (ecart): leave it out for this sheet.",
    "fr": "--model est le modèle du crib de la feuille d'écarts (ecart)\u00a0: enlevez-le pour "
    "cette feuille.",
}
NO_ROLE_IN_KINGS = {
    "en": "Kings Cribbage has no dealer nor pone: leave out --dealer and --pone for the kings "
    "sheet.",
    "fr": "Le Kings Cribbage n'a ni donneur ni receveur\u00a0: enlevez --dealer et --pone pour "
    "la feuille kings.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("hand", "--model", "uniform"), MODEL_ELSEWHERE),
        (("peg", "--model", "expert"), MODEL_ELSEWHERE),
        (("kings", "--model", "uniform"), MODEL_ELSEWHERE),
        (("kings", "--dealer"), NO_ROLE_IN_KINGS),
        (("kings", "--pone"), NO_ROLE_IN_KINGS),
    ],
    ids=["hand-model", "peg-model", "kings-model", "kings-dealer", "kings-pone"],
)
def test_options_a_sheet_has_no_use_for_are_refused(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: dict[str, str], lang: str
) -> None:
    """Played: `muggins drill hand --model uniform` and `drill kings --dealer` printed their
    sheets as if the option had not been typed."""
    code, out, err = run(capsys, "drill", *argv, "--count", "1", "--lang", lang)
    assert (code, out) == (2, "")
    assert err == f"{said[lang]}\n"


def test_the_ecart_sheet_takes_model_and_role(capsys: pytest.CaptureFixture[str]) -> None:
    data = items(capsys, "ecart", "--count", "1", "--seed", "3", "--model", "uniform", "--dealer")
    assert data[0]["model"] == "uniform" and data[0]["dealer"] is True
    assert items(capsys, "ecart", "--count", "1", "--seed", "3")[0]["model"] == "expert"


SINGLE_CARDS_HAVE_NO_ROLE = {
    "en": "A card of the play scores the same whoever deals: leave out --dealer and --pone for "
    "the peg sheet, or ask for whole rounds of play: muggins drill round {flag}",
    "fr": "Une carte jouée marque les mêmes points, peu importe qui donne\u00a0: enlevez "
    "--dealer et --pone pour la feuille jeu, ou demandez des tours de jeu entiers\u00a0: "
    "muggins drill tour {flag}",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("flag", ["--dealer", "--pone"])
def test_the_peg_sheet_refuses_a_role_its_single_cards_cannot_take(
    capsys: pytest.CaptureFixture[str], lang: str, flag: str
) -> None:
    """Played: `muggins drill peg --dealer` printed single cards with no role at all (the
    option only reached the whole rounds, one question in three), silently. Now refused,
    pointing to the round sheet, where every question takes the role."""
    code, out, err = run(capsys, "drill", "peg", flag, "--count", "3", "--lang", lang)
    assert (code, out) == (2, "")
    assert err == SINGLE_CARDS_HAVE_NO_ROLE[lang].format(flag=flag) + "\n"
    code, out, _ = run(capsys, "drill", "round", flag, "--count", "3", "--lang", lang)
    assert code == 0 and out


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_help_says_which_sheets_take_a_role(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    with pytest.raises(SystemExit):
        main(["drill", "--help", "--lang", lang])
    out = " ".join(capsys.readouterr().out.split())
    sheets = {"fr": "sur les feuilles main, tour et ecart", "en": "on the hand, round and ecart"}
    assert sheets[lang] in out


FRENCH_SHEETS = {
    "main": "hand",
    "crib": "crib",
    "jeu": "peg",
    "tour": "round",
    "jouer": "best",
    "écart": "ecart",
    "kings": "kings",
}


@pytest.mark.parametrize(("french", "english"), FRENCH_SHEETS.items())
def test_the_sheets_have_french_names(
    capsys: pytest.CaptureFixture[str], french: str, english: str
) -> None:
    """Played: with --lang fr the help, the examples and the errors named the sheets hand,
    peg, round, best (« la feuille peg », « muggins drill round --dealer »), and `muggins
    drill main` was refused. Now the French names (the chat's /main, /jeu, /peg tour, /peg
    jouer) are said in French and taken in either language, as the English ones are."""
    for lang in ("fr", "en"):
        argv = ("--count", "2", "--seed", "5", "--lang", lang)
        assert run(capsys, "drill", french, *argv) == run(capsys, "drill", english, *argv)
    plural = items(capsys, french.upper() + "s", "--count", "1", "--seed", "5")  # « MAINS »
    assert plural == items(capsys, english, "--count", "1", "--seed", "5")


def test_the_french_help_names_the_sheets_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    with pytest.raises(SystemExit):
        main(["drill", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for french in ("main (des mains", "jeu (des cartes", "tour (des tours", "jouer (la meilleure"):
        assert french in out
    for english in ("hand", "peg", "round", "best"):
        assert not re.search(rf"\b{english}\b", out), english
    code, out, err = run(capsys, "drill", "jeu", "--pone", "--count", "1")
    assert code == 2 and err.endswith("muggins drill tour --pone\n"), err


def test_the_lay_away_sheet_takes_the_english_word_of_muggins_discard(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Played: `muggins drill discard --lang en`, as `muggins discard` (the English name of
    `muggins ecart`) is typed, was refused: « 'discard' is not a sheet: hand, crib, peg,
    round, best, ecart or kings »."""
    argv = ("--count", "1", "--seed", "5", "--dealer", "--lang", "en")
    code, out, err = run(capsys, "drill", "discard", *argv)
    assert (code, err) == (0, "")
    assert (code, out, err) == run(capsys, "drill", "ecart", *argv)
