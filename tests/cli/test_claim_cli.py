"""`muggins score CARDS --claim CALL`: the referee on the command line, over the whole table
of called counts (tests/tables/calls.py), and the exact JSON keys it adds."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

import pytest
from tables.calls import HANDS, ROWS, Row

from bot.commands import score
from bot.i18n import I18n

CLAIM_KEYS = {"claimed", "verdict", "muggins", "excess", "read", "missed", "error"}


def muggins(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="muggins")
    subparsers = parser.add_subparsers(dest="command")
    score.add_parser(subparsers)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


def claim_json(row: Row, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    hand = HANDS[row.hand]
    argv = ["score", *hand.cards.split(), "--claim", row.call, "--lang", row.lang, "--json"]
    assert muggins([*argv, "--crib"] if hand.crib else argv) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_the_table_is_large_and_bilingual() -> None:
    assert len(ROWS) >= 400
    assert all(sum(row.lang == lang for row in ROWS) >= 200 for lang in ("fr", "en"))
    assert {row.lang for row in ROWS} == {"fr", "en"}
    assert {row.verdict for row in ROWS} == {"exact", "short", "over", "unreadable"}


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> None:
    """English unless a test gives --lang (with neither, a C-locale terminal gets French)."""
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


@pytest.fixture(scope="module")
def catalogs() -> I18n:
    return I18n.load()


@pytest.fixture(autouse=True)
def _catalogs_once(monkeypatch: pytest.MonkeyPatch, catalogs: I18n) -> None:
    """Every run compiles the catalogs; the table's 300 runs share one compilation."""
    monkeypatch.setattr(I18n, "load", lambda: catalogs)


def test_every_call_of_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    wrong = []
    for row in ROWS:
        data = claim_json(row, capsys)
        hand = HANDS[row.hand]
        assert set(data) >= CLAIM_KEYS
        assert data["total"] == hand.total
        claimed = data["claimed"]
        if (claimed, data["verdict"]) != (row.claim, row.verdict):
            wrong.append((row, claimed, data["verdict"]))
            continue
        if row.claim is None:
            assert isinstance(data["error"], str) and data["error"]
            assert (data["muggins"], data["excess"], data["read"]) == (0, 0, [])
            continue
        assert data["error"] is None
        assert data["muggins"] == max(0, hand.total - row.claim)
        assert data["excess"] == 0  # the seeds' law: an over-count is corrected only
    assert wrong == []


def test_the_json_of_a_short_call(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "8H", "7D", "7C", "6S", "2S", "--claim", "fifteen 8 and a pair is 10"]
    assert muggins([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["claimed"], data["verdict"], data["muggins"], data["excess"]) == (
        10,
        "short",
        6,
        0,
    )
    assert data["read"] == [{"kind": "fifteen", "points": 8}, {"kind": "pair", "points": 2}]
    assert [c["kind"] for c in data["missed"]] == ["double_run"]
    assert set(data["missed"][0]) == {"kind", "cards", "points", "parts"}
    assert data["error"] is None


def test_an_unreadable_call_quotes_the_word_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "8H", "7D", "7C", "6S", "2S", "--claim", "quimze 8", "--lang", "fr"]
    assert muggins([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["claimed"] is None and data["verdict"] == "unreadable"
    assert "«\u00a0quimze\u00a0»" in data["error"] and "«\u00a0quinze\u00a0»" in data["error"]
    assert muggins(argv) == 0
    text = capsys.readouterr().out
    assert "vouliez-vous dire" in text and "Rien n'est marqué" in text


@pytest.mark.parametrize(
    ("claim", "line"),
    [
        ("16", "Exact: nothing to take, nothing to correct."),
        ("fifteen 8", "Muggins for 8 points!"),
        (
            "29",
            "Over-count by 13 points: the count is put back to 16 points. "
            "(A count too high is corrected, with no penalty.)",
        ),
        ("19", "The call claims 0: “nineteen” announces a zero hand."),
    ],
)
def test_the_referee_in_words(claim: str, line: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "8H", "7D", "7C", "6S", "2S", "--claim", claim]) == 0
    out = capsys.readouterr().out
    assert "The hand is worth 16 points." in out and line in out


def test_cards_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    words = "5 de cœur, cinq de pique, 5 de trèfle, valet de carreau, 5 de carreau"
    assert muggins(["score", *words.split(), "--lang", "fr", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hand"] == ["5H", "5S", "5C", "JD"] and data["starter"] == "5D"
    assert data["total"] == 29
    english = "five of hearts, jack of spades, ten of diamonds, queen of clubs, king of hearts"
    assert muggins(["score", *english.split(), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hand"] == ["5H", "JS", "10D", "QC"] and data["starter"] == "KH"


HAND = ["5H", "5D", "5C", "JS", "5S"]


@pytest.mark.parametrize(
    ("words", "same"),
    [
        # Played: the chat's way of writing /score gave « Carte inconnue « crib » » (or « = »).
        (["crib", *HAND, "=", "fifteen", "16"], [*HAND, "--crib", "--claim", "fifteen 16"]),
        ([*HAND, "crib", "=", "28"], [*HAND, "--crib", "--claim", "28"]),
        ([*HAND[:4], "5S=", "28"], [*HAND, "--claim", "28"]),
        ([*HAND, "au", "crib"], [*HAND, "--crib"]),
    ],
)
def test_the_chat_s_way_of_writing_it(
    capsys: pytest.CaptureFixture[str], words: list[str], same: list[str]
) -> None:
    assert muggins(["score", *words, "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert muggins(["score", *same, "--json"]) == 0
    assert said == json.loads(capsys.readouterr().out)
    assert said["crib"] is ("--crib" in same)
    assert ("verdict" in said) is ("--claim" in same)


@pytest.mark.parametrize(
    ("extra", "first"),
    [
        ([], "Hand: 8♥ 7♦ 7♣ 6♠   Starter: 2♠"),
        (["--crib"], "Crib: 8♥ 7♦ 7♣ 6♠   Starter: 2♠"),
        (["--lang", "fr"], "Main\u00a0: 8♥ 7♦ 7♣ 6♠   Carte de départ\u00a0: 2♠"),
    ],
)
def test_the_referee_starts_with_the_lookup_s_cards_line(
    capsys: pytest.CaptureFixture[str], extra: list[str], first: str
) -> None:
    """With or without --claim, the same first line: the hand (or crib) and the starter."""
    cards = ["8H", "7D", "7C", "6S", "2S"] if "fr" not in extra else ["8C", "7K", "7T", "6P", "2P"]
    assert muggins(["score", *cards, *extra, "--claim", "fifteen 8"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == first
    assert muggins(["score", *cards, *extra]) == 0
    assert capsys.readouterr().out.splitlines()[0] == first
