"""`muggins verify SEED FINGERPRINT`, run in-process."""

from __future__ import annotations

import json

import pytest

from bot.cli import main

SEED, PRINT = "297c9ff301bdb8df", "4aa6020af8b3"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_matching_fingerprint_and_the_deal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", SEED, PRINT, "--lang", "en")
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"The key {SEED} matches the code {PRINT}: the cards were set before they were "
        "played, and did not change.",
        "Pone's six cards: A♣ A♠ 3♥ 4♥ Q♥ Q♠",
        "Dealer's six cards: A♦ A♥ 4♣ 7♣ 9♦ K♦",
        "Starter: 5♥",
    ]


def test_in_french_and_in_capitals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "verify", SEED.upper(), PRINT, "--lang", "fr")
    assert code == 0
    assert out.startswith(f"La clé {SEED} correspond bien au code {PRINT}")


@pytest.mark.parametrize("key", [SEED, "2026-11-28"])
def test_a_matching_seal_does_not_read_as_a_rigged_deal(
    capsys: pytest.CaptureFixture[str], key: str
) -> None:
    """Played: « la donne était fixée d'avance » (« the deal was fixed »): a deal arranged
    in advance, the very thing the seal rules out. Now the cards did not change."""
    seal = PRINT if key == SEED else "70941bdf1914"
    assert run(capsys, "verify", key, seal, "--lang", "fr")[1].splitlines()[0] == (
        f"La clé {key} correspond bien au code {seal}\u00a0: les cartes étaient fixées avant "
        "d'être jouées, et n'ont pas changé."
    )


def test_a_fingerprint_that_does_not_match(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "verify", SEED, "000000000000", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["matches"] is False and data["actual_fingerprint"] == PRINT
    assert data["starter"] == "5H" and len(data["pone"]) == len(data["dealer"]) == 6


@pytest.mark.parametrize(
    ("seed", "print_", "expected"),
    [
        ("xyz", PRINT, "A deal's key is 16 characters"),
        (SEED, "4aa6020af8b", "A deal's code is 12 characters"),
        ("2026-13-45", "0123456789abcdef", "2026-13-45 is not a day of the calendar"),
    ],
)
def test_bad_input(
    capsys: pytest.CaptureFixture[str], seed: str, print_: str, expected: str
) -> None:
    code, out, err = run(capsys, "verify", seed, print_, "--lang", "en")
    assert code == 2 and out == "" and expected in err


def test_an_impossible_day_is_named_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", "2026-02-30", PRINT, "--lang", "fr")
    assert (code, out) == (2, "")
    assert "2026-02-30 n'est pas une date du calendrier" in err and "AAAA-MM-JJ" in err


@pytest.mark.parametrize("seed", ["28-11-2026", "28/11/2026", "2026/11/28", "28.11.26"])
@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ": a daily challenge's key is its day written YYYY-MM-DD, the year first"),
        ("fr", "\u00a0: la clé d'un défi du jour est sa date écrite AAAA-MM-JJ, l'année d'abord"),
    ],
)
def test_a_day_written_otherwise_is_shown_how_to_write_it(
    capsys: pytest.CaptureFixture[str], seed: str, lang: str, expected: str
) -> None:
    """A day first, or slashes: not « 16 characters », which speaks of a /play deal's key."""
    code, out, err = run(capsys, "verify", seed, PRINT, "--lang", lang)
    assert (code, out) == (2, "")
    assert err.startswith(seed + expected) and err.endswith(" 2026-11-28).\n")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "The daily challenge of 2099-01-01 has not been dealt yet: its key and its code are "
            "shown with its result, once it is played.",
        ),
        (
            "fr",
            "Le défi du 2099-01-01 n'a pas encore été donné\u00a0: sa clé et son code sont "
            "montrés avec son résultat, une fois qu'il est joué.",
        ),
    ],
)
@pytest.mark.parametrize("as_json", [False, True])
def test_a_day_not_dealt_yet_shows_no_cards(
    capsys: pytest.CaptureFixture[str], lang: str, line: str, as_json: bool
) -> None:
    """Played: `muggins verify 2099-01-01 abcdefabcdef` (tomorrow's date as well) printed that
    day's challenge, hand, crib, play and lay-away, before any player was dealt it: a club's
    daily challenge to prepare the night before. Now one line, exit code 2, no card."""
    argv = ["verify", "2099-01-01", "abcdefabcdef", "--lang", lang, *(["--json"] * as_json)]
    assert run(capsys, *argv) == (2, "", line + "\n")


def test_the_last_day_dealt_is_today_where_the_day_begins_first() -> None:
    """Kiribati (UTC+14) starts each day first: at 10:00 UTC it is already tomorrow there."""
    from datetime import UTC, date, datetime

    from bot.commands.verify import last_day_dealt

    assert last_day_dealt(datetime(2026, 11, 30, 9, 59, tzinfo=UTC)) == date(2026, 11, 30)
    assert last_day_dealt(datetime(2026, 11, 30, 10, 0, tzinfo=UTC)) == date(2026, 12, 1)


def test_a_day_already_dealt_is_dealt_again(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", "2026-11-28", "70941bdf1914", "--lang", "en")
    assert (code, err) == (0, "")
    assert (
        out.splitlines()[0]
        == "The key 2026-11-28 matches the code 70941bdf1914: the cards were set before they were "
        "played, and did not change."
    )
