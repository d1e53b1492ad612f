"""`muggins odds` and `muggins odds-table`, run in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.content_odds import ODDS, shipped_odds


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_gives_the_chance_to_win(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "odds", "0", "0", "--dealer", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert 0.54 <= data["win"] <= 0.57
    assert data == {
        "win": data["win"],
        "lose": round(1 - data["win"], 4),
        "me": 0,
        "opponent": 0,
        "dealer": True,
        "target": 121,
        "fadoq": None,
    }


@pytest.mark.parametrize(("a", "b"), [(0, 0), (95, 110), (120, 3), (17, 88)])
def test_the_two_sides_add_up(capsys: pytest.CaptureFixture[str], a: int, b: int) -> None:
    _, mine, _ = run(capsys, "odds", str(a), str(b), "--dealer", "--json")
    _, theirs, _ = run(capsys, "odds", str(b), str(a), "--pone", "--json")
    assert json.loads(mine)["win"] + json.loads(theirs)["win"] == pytest.approx(1.0)


def test_120_as_pone_wins_almost_always(capsys: pytest.CaptureFixture[str]) -> None:
    for x in (0, 50, 100):
        _, out, _ = run(capsys, "odds", "120", str(x), "--pone", "--json")
        assert json.loads(out)["win"] >= 0.99


def test_a_game_of_61_and_the_text_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    chance = shipped_odds().chance(40, 50, dealer=False, target=61)
    _, out, _ = run(capsys, "odds", "40", "50", "--pone", "--target", "61", "--json")
    assert json.loads(out)["win"] == round(chance, 4)
    _, out, _ = run(capsys, "odds", "95", "110", "--dealer", "--lang", "en")
    assert out.startswith("You are the dealer, at 95 to 110: you win ")
    _, out, _ = run(capsys, "odds", "95", "110", "--dealer", "--lang", "fr")
    assert out.startswith("Vous êtes donneur, à 95 contre 110\u00a0: vous gagnez ")


@pytest.mark.parametrize(
    ("target", "threshold", "scores"), [("121", 116, (118, 118)), ("61", 56, (58, 58))]
)
def test_fadoq_gives_the_rule_s_chance_and_says_so(
    capsys: pytest.CaptureFixture[str], target: str, threshold: int, scores: tuple[int, int]
) -> None:
    """`--fadoq`: the chance under the FADOQ rule (no go or last card from 116, from 56 in a
    game of 61), lower for the dealer at 118 to 118 than in the standard game."""
    me, opponent = (str(x) for x in scores)
    argv = ["odds", me, opponent, "--dealer", "--target", target]
    _, out, _ = run(capsys, *argv, "--fadoq", "--json")
    data = json.loads(out)
    chance = shipped_odds().chance(*scores, dealer=True, target=int(target), fadoq=threshold)
    assert (data["win"], data["fadoq"]) == (round(chance, 4), threshold)
    _, standard, _ = run(capsys, *argv, "--json")
    assert json.loads(standard)["fadoq"] is None
    assert data["win"] < json.loads(standard)["win"]
    _, out, _ = run(capsys, *argv, "--fadoq", "--lang", "en")
    assert out.splitlines()[1] == (
        f"These chances are for the FADOQ rule: from {threshold}, a go or the last card "
        "no longer pegs its point."
    )


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["odds", "121", "0", "--dealer", "--lang", "en"], "Scores go from 0 to 120"),
        (["odds", "0", "61", "--pone", "--target", "61", "--lang", "en"], "0 to 60"),
    ],
)
def test_scores_off_the_board(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and expected in err


@pytest.mark.parametrize(
    ("roles", "lang", "said"),
    [
        ((), "fr", "Dites si vous êtes donneur (--dealer) ou receveur (--pone).\n"),
        ((), "en", "Say whether you deal (--dealer) or not (--pone).\n"),
        (
            ("--dealer", "--pone"),
            "fr",
            "Choisissez un seul rôle\u00a0: --dealer ou --pone, pas les deux.\n",
        ),
        (("--pone", "--dealer"), "en", "Choose one role: --dealer or --pone, not both.\n"),
    ],
)
def test_a_role_is_asked_for_as_muggins_ecart_asks(
    capsys: pytest.CaptureFixture[str], roles: tuple[str, ...], lang: str, said: str
) -> None:
    """Played: `muggins odds 95 110 --lang fr` said « Arguments invalides : il faut l'une des
    options --dealer --pone », and with both « argument --pone : incompatible avec --dealer »,
    where `muggins ecart` asks « Dites si vous êtes donneur (--dealer) ou receveur (--pone). »"""
    assert run(capsys, "odds", "95", "110", *roles, "--lang", lang) == (2, "", said)


def test_odds_table_compares_and_writes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A small sample: written, read back, then found to match when regenerated."""
    path = tmp_path / "odds.json"
    code, out, _ = run(
        capsys,
        "odds-table",
        "--deals",
        "20",
        "--seed",
        "3",
        "--output",
        str(path),
        "--write",
        "--lang",
        "en",
    )
    assert code == 0 and "Wrote" in out
    written = ODDS.read(path)
    assert written.meta["deals"] == 20 and set(written.tables) == {121, 61}
    assert {t: f.threshold for t, f in written.fadoq.items()} == {121: 116, 61: 56}
    code, out, _ = run(capsys, "odds-table", "--output", str(path), "--lang", "en")
    assert code == 0 and "matches" in out


def test_the_french_help_says_pointage_and_a_game_of_121_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`muggins odds --help --lang fr` said « votre score », « à un score donné » and « en 121 ou
    en 61 points », where /chances says « pointage » and the club « une partie de 121 points »."""
    with pytest.raises(SystemExit):
        main(["odds", "--help", "--lang", "fr"])
    text = " ".join(capsys.readouterr().out.split())
    assert "MOI votre pointage ADV le pointage de votre adversaire" in text
    assert "à partir des deux pointages" in text
    assert "la partie : à 121 ou à 61 points" in text.replace("\u00a0", " ")
    assert "score" not in text


def test_what_to_type_says_pointage_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    """`muggins odds --lang fr` alone said « Donnez votre score, puis celui de votre
    adversaire »: the help says « pointage », and so does this line now."""
    with pytest.raises(SystemExit):
        main(["odds", "--lang", "fr"])
    line = capsys.readouterr().err
    assert line.startswith("muggins odds: Donnez votre pointage, puis celui de votre adversaire")
    assert "score" not in line


@pytest.mark.parametrize(
    ("word", "option"), [("donneur", "--dealer"), ("Receveur", "--pone"), ("pone", "--pone")]
)
def test_the_role_can_be_said_in_words_as_muggins_ecart_takes_it(
    capsys: pytest.CaptureFixture[str], word: str, option: str
) -> None:
    """Played: `muggins odds 95 110 donneur` said « arguments inconnus : donneur », where
    `muggins ecart 5C 5K VT RP 2P 9K donneur` takes the word."""
    for lang in ("fr", "en"):
        said = run(capsys, "odds", "95", "110", word, "--lang", lang)
        assert said == run(capsys, "odds", "95", "110", option, "--lang", lang)
        assert said[0] == 0


def test_a_word_that_says_no_role_is_said_so(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["odds", "95", "110", "moi", "--lang", "fr"])
    assert capsys.readouterr().err == (
        "muggins odds: Arguments invalides : argument RÔLE : « moi » ne dit pas qui donne : "
        "--dealer (ou donneur) si vous donnez, --pone (ou receveur) sinon "
        "(voir muggins odds --help)\n"
    ).replace(" :", "\u00a0:").replace("« ", "«\u00a0").replace(" »", "\u00a0»")
