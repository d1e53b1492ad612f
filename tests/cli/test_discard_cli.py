"""`muggins ecart` / `muggins discard` and `muggins crib-tables`, run in-process."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from bot.cli import main
from bot.content_tables import CRIB_TABLES, PEG_TABLES, shipped_peg_tables
from bot.engine.card_parsing import parse_cards
from bot.engine.lay_away import analyse_lay_aways
from bot.engine.peg_tables import PegTables

DEAL = ["5H", "5D", "JC", "KS", "2S", "9D"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def table_lines(out: str) -> list[str]:
    """The ranking rows: the lines starting with a rank number."""
    return [line for line in out.splitlines() if line.strip()[:1].isdigit()]


def test_text_ranking_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "ecart", *DEAL, "--dealer", "--model", "uniform", "--lang", "en")
    assert (code, err) == (0, "")
    assert out.startswith("Lay-away analysis: 5♥ 5♦ J♣ K♠ 2♠ 9♦\n")
    assert "You deal: the crib is yours, its points add to your hand's." in out
    header = next(line for line in out.splitlines() if "Lay away" in line)
    for column in ("Keep", "Hand", "Crib", "Total", "Best cut", "Worst cut"):
        assert column in header
    rows = table_lines(out)
    assert len(rows) == 15
    assert rows[0].split()[:7] == ["1", "2♠", "9♦", "5♥", "5♦", "J♣", "K♠"]
    assert "12.43" in rows[0] and "+4.24" in rows[0] and "16.67" in rows[0]  # adds up
    assert "21 (5♣)" in rows[0]  # only the 5 of the jack's suit makes 21
    assert "Averages over the 46 unseen starters." in out
    assert "His heels and pegging are not counted." in out


def test_text_ranking_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ecart", *DEAL, "--pone", "--model", "uniform", "--lang", "fr")
    assert code == 0
    assert out.startswith("Analyse de l'écart\u00a0: 5♥ 5♦ V♣ R♠ 2♠ 9♦\n")
    assert "Vous êtes le receveur" in out
    assert "Écart" in out and "Meilleur départ" in out
    first = table_lines(out)[0]
    assert "12,43" in first and "\u22124,23" in first and "8,20" in first  # the crib, a loss
    assert "ne sont pas comptés" in out


def test_the_table_writes_its_starters_as_cards(capsys: pytest.CaptureFixture[str]) -> None:
    """The best and worst starters were « 10 (A♠♥♦ 2♥♦ 3♠♥♦ …) » and « 14 (5) » (every 5)
    while the chat's verdict writes cards: now each is a card, as there, « et 18 autres »."""
    _, out, _ = run(capsys, "ecart", *DEAL, "--dealer", "--lang", "fr")
    rows = [re.split(r"\s{2,}", row.strip()) for row in table_lines(out)]
    assert rows[0][-2:] == ["21 (5♣)", "10 (A♦ A♥ A♠ 2♦ et 18 autres)"], rows[0]
    assert rows[1][-2] == "14 (5♣ 5♠)", rows[1]
    _, out, _ = run(capsys, "ecart", *DEAL[:5], "--pone", "--players", "3", "--lang", "en")
    first = re.split(r"\s{2,}", table_lines(out)[0].strip())
    assert first[-2:] == ["21 (5♣)", "10 (A♦ A♥ A♠ 2♦ and 19 more)"], first
    cells = re.findall(r"\d+ \(([^)]*)\)", out)
    assert cells and all(
        re.fullmatch(r"(?:(?:[2-9]|10|[AJQK])[♠♥♦♣] ?)+(?:and \d+ more)?", cell) for cell in cells
    ), cells


def test_one_starter_more_is_written_as_a_card(capsys: pytest.CaptureFixture[str]) -> None:
    """« 6 (5♠ 5♣ R♥ R♦ et 1 autre) »: the words took the room of the card they stood for;
    now the fifth card is written, « 6 (5♠ 5♣ R♥ R♦ R♣) »."""
    _, out, _ = run(capsys, "ecart", *DEAL, "--dealer", "--lang", "fr")
    assert " et 1 autre" not in out
    rows = [re.split(r"\s{2,}", row.strip()) for row in table_lines(out)]
    laid = next(row for row in rows if row[1] == "5♥ V♣")
    assert laid[-2] == "6 (5♣ 5♠ R♣ R♦ R♥)", laid


@pytest.mark.parametrize(
    ("words", "flag", "lang"),
    [
        (["donneur"], "--dealer", "fr"),
        (["receveur"], "--pone", "fr"),
        (["pone"], "--pone", "en"),
        (["I", "deal"], "--dealer", "en"),
    ],
)
def test_the_role_word_of_the_chat_is_read(
    capsys: pytest.CaptureFixture[str], words: list[str], flag: str, lang: str
) -> None:
    """Played: `muggins ecart 5C 5K VT RP 2P 9K donneur`, as /ecart takes it in the chat,
    said « Dites si vous êtes donneur (--dealer) ou receveur (--pone). »: now it is
    --dealer."""
    code, said, err = run(capsys, "ecart", *DEAL, *words, "--lang", lang)
    assert (code, err) == (0, "")
    assert said == run(capsys, "ecart", *DEAL, flag, "--lang", lang)[1]


def test_a_role_word_against_the_other_flag_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "ecart", *DEAL, "receveur", "--dealer", "--lang", "fr")
    assert (code, out) == (2, "")
    assert err == "Choisissez un seul rôle\u00a0: --dealer ou --pone, pas les deux.\n"


@pytest.mark.parametrize("role", ["--dealer", "--pone"])
def test_every_row_of_the_table_adds_up(capsys: pytest.CaptureFixture[str], role: str) -> None:
    """Played: « 2  V♣ 9♦ … 12,44  +1,61  14,06 » (and « 6,39  +5,42  11,82 »): each number
    rounded apart, the row did not add up; now hand + crib = total, total + play = with play."""
    _, out, _ = run(capsys, "ecart", *DEAL, role, "--lang", "fr")
    rows = table_lines(out)
    assert len(rows) == 15
    for row in rows:
        hand, crib, total, play, full = (
            Decimal(n.replace("\u2212", "-").replace(",", "."))
            for n in re.findall(r"[+\u2212]?\d+,\d\d", row)
        )
        assert (hand + crib, total + play) == (total, full), row


@pytest.mark.parametrize(
    "deal",
    [DEAL, ["3H", "QD", "9D", "9S", "JH", "KD"], ["QD", "5S", "KD", "AS", "5D", "4H"]],
)
@pytest.mark.parametrize("role", ["--dealer", "--pone"])
def test_what_decides_is_the_gap_of_the_rows(
    capsys: pytest.CaptureFixture[str], deal: list[str], role: str
) -> None:
    """Played: `muggins drill ecart --seed 3` said « Ce qui décide : la main, 2,70 points de
    plus qu'en jetant R♦ A♠ » beside hands written 12,17 and 9,48: the lead is now the gap of
    the two values the table writes."""
    _, out, _ = run(capsys, "ecart", *deal, role, "--lang", "en")
    said = re.search(
        r"lay away (.+?): .* What decides it: the (hand|crib|play), (\d+\.\d\d) points? more "
        r"than laying away (.+?)\.",
        out,
    )
    assert said is not None, out
    best, part, gap, other = said.groups()
    column = {"hand": 0, "crib": 1, "play": 3}[part]
    values = {}
    for row in table_lines(out):
        cells = re.split(r"\s{2,}", row.strip())
        numbers = re.findall(r"[+\u2212]?\d+\.\d\d", row)
        values[cells[1]] = Decimal(numbers[column].replace("\u2212", "-"))
    assert values[best] - values[other] == Decimal(gap), (said.group(0), values)


def test_french_notation_is_read_with_lang_fr(capsys: pytest.CaptureFixture[str]) -> None:
    _, english, _ = run(capsys, "ecart", *DEAL, "--dealer", "--lang", "fr")
    _, french, _ = run(
        capsys, "ecart", "5C", "5K", "VT", "RP", "2P", "9K", "--dealer", "--lang", "fr"
    )
    assert table_lines(english) == table_lines(french)


def test_cards_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    _, english, _ = run(capsys, "ecart", *DEAL, "--dealer", "--lang", "fr")
    words = "5 de cœur, 5 de carreau, valet de trèfle, roi de pique, 2 de pique, 9 de carreau"
    _, french, _ = run(capsys, "ecart", *words.split(), "--dealer", "--lang", "fr")
    assert table_lines(english) == table_lines(french)


def test_discard_is_an_alias(capsys: pytest.CaptureFixture[str]) -> None:
    _, a, _ = run(capsys, "ecart", *DEAL, "--pone", "--lang", "en")
    _, b, _ = run(capsys, "discard", *DEAL, "--pone", "--lang", "en")
    assert a == b


def test_json_matches_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "ecart", *DEAL, "--pone", "--model", "uniform", "--json", "--lang", "en"
    )
    assert code == 0
    data = json.loads(out)
    assert data["role"] == "pone" and data["model"] == "uniform" and data["players"] == 2
    assert data["excluded"] == ["his_heels", "pegging"]
    engine = analyse_lay_aways(parse_cards(" ".join(DEAL)), dealer=False)
    assert [o["discard"] for o in data["options"]] == [[str(c) for c in o.discard] for o in engine]
    first = data["options"][0]
    assert Fraction(first["crib_ev_exact"]) == engine[0].crib_exact
    assert Fraction(first["hand_ev_exact"]) == engine[0].hand_exact
    assert len(first["hand_by_starter"]) == 46
    assert first["best_cuts"] == ["5C"] and first["hand_max"] == 21
    totals = [o["total_ev"] for o in data["options"]]
    assert totals == sorted(totals, reverse=True)


def test_expert_model_uses_the_shipped_tables(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "ecart", *DEAL, "--dealer", "--model", "expert", "--json", "--lang", "en"
    )
    assert code == 0
    data = json.loads(out)
    assert data["tables"]["samples"] >= 50_000
    shipped = CRIB_TABLES.read()
    for option in data["options"]:
        ranks = [parse_cards(c)[0].rank for c in option["discard"]]
        assert option["crib_ev"] == shipped.crib_value((ranks[0], ranks[1]), dealer=True)
        assert option["crib_ev_exact"] is None


def test_expert_text_names_the_method(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "ecart", *DEAL, "--pone", "--model", "expert", "--lang", "en")
    assert "Crib valued as expert players lay away (worked out over 100,000 deals)." in out


def test_the_default_model_is_the_chats(capsys: pytest.CaptureFixture[str]) -> None:
    """Without --model, the expert tables (as in /ecart); with 3 or 4 players, the exact crib."""
    _, default, _ = run(capsys, "ecart", *DEAL, "--pone", "--json", "--lang", "en")
    _, expert, _ = run(
        capsys, "ecart", *DEAL, "--pone", "--model", "expert", "--json", "--lang", "en"
    )
    assert default == expert and json.loads(default)["model"] == "expert"
    _, five, _ = run(
        capsys, "ecart", *DEAL[:5], "--pone", "--players", "3", "--json", "--lang", "en"
    )
    assert json.loads(five)["model"] == "uniform"
    code, _, err = run(
        capsys, "ecart", *DEAL[:5], "--pone", "--players", "3", "--model", "expert", "--lang", "en"
    )
    assert code == 2 and "leave out --model" in err and "uniform" not in err


@pytest.mark.parametrize("players", ["3", "4"])
def test_five_card_deals(capsys: pytest.CaptureFixture[str], players: str) -> None:
    code, out, _ = run(
        capsys,
        "ecart",
        "5H",
        "5D",
        "JC",
        "KS",
        "2S",
        "--pone",
        "--players",
        players,
        "--lang",
        "en",
    )
    assert code == 0
    assert len(table_lines(out)) == 5
    assert "Averages over the 47 unseen starters." in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        pytest.param(
            [*DEAL[:5], "--dealer"], "It takes 6 cards, not 5. With 3 or 4 players", id="five-cards"
        ),
        pytest.param([*DEAL, "9C", "--dealer"], "It takes 6 cards, not 7.", id="seven-cards"),
        pytest.param(
            [*DEAL[:5], "5H", "--dealer"], "The card “5♥” is there twice.", id="duplicate"
        ),
        pytest.param([*DEAL[:5], "ZZ", "--pone"], "Unknown card “ZZ”", id="unknown-card"),
        pytest.param(DEAL, "Say whether you deal (--dealer) or not (--pone).", id="no-role"),
        pytest.param([*DEAL, "--dealer", "--pone"], "Choose one role", id="both-roles"),
        pytest.param(
            [*DEAL, "--dealer", "--players", "3"],
            "Six cards are a 2-player deal: leave out --players.",
            id="six-cards-three-players",
        ),
        pytest.param(
            [*DEAL[:5], "--dealer", "--players", "3", "--model", "expert"],
            "The expert tables are for 2-player deals",
            id="expert-three-players",
        ),
        pytest.param([], "Give the six cards dealt", id="nothing"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    code, out, err = run(capsys, "ecart", *argv, "--lang", "en")
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert expected in err


def test_bad_input_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "ecart", *DEAL, "--lang", "fr")
    assert code == 2
    assert err == "Dites si vous êtes donneur (--dealer) ou receveur (--pone).\n"


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["--model", "psychic"], id="unknown-model"),
        pytest.param(["--players", "7"], id="seven-players"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(["ecart", *DEAL, "--dealer", *argv])
    assert info.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert "muggins ecart --help" in err


def test_crib_tables_write_then_check(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "tables.json"
    argv = ["crib-tables", "--samples", "60", "--seed", "3", "--max-iterations", "2"]
    code, out, err = run(capsys, *argv, "--write", "--output", str(path), "--lang", "en")
    assert code == 0
    assert f"Wrote {path}." in out
    assert "iteration 1: 60 dealer and 60 pone lay-aways changed" in err
    written = CRIB_TABLES.read(path)
    assert written.meta["samples"] == 60 and written.meta["seed"] == 3
    # Without --write, the same recipe (read from the file) reproduces it.
    code, out, _ = run(capsys, "crib-tables", "--output", str(path), "--lang", "en")
    assert (code, out) == (0, f"The regenerated tables match {path}.\n")
    code, out, _ = run(capsys, "crib-tables", "--output", str(path), "--seed", "4", "--lang", "en")
    assert (code, out) == (1, f"The regenerated tables differ from {path}.\n")


def test_crib_tables_check_needs_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    code, out, err = run(capsys, "crib-tables", "--output", str(missing), "--lang", "en")
    assert (code, out) == (1, "")
    assert err == f"Cannot read the crib tables in {missing}: there is no such file\n"


# -- The play beside hand and crib (pegging tables) ------------------------------------------

PLAY_DEAL = ["AH", "2S", "3D", "4C", "QH", "KS"]


def test_expert_text_splits_hand_crib_and_play(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ecart", *PLAY_DEAL, "--dealer", "--lang", "en")
    assert code == 0
    header = next(line for line in out.splitlines() if "Lay away" in line)
    for column in ("Hand", "Crib", "Total", "Play", "With play", "Best cut"):
        assert column in header
    first = table_lines(out)[0]
    assert first.split()[1:3] == ["2♠", "3♦"]
    assert "13.15" in first and "+1.26" in first and "14.41" in first
    assert (
        "With the play counted, the best is to lay away 2♠ 3♦: 14.41 points in all. "
        "What decides it: the crib, 3.49 points more than laying away Q♥ K♠." in out
    )
    assert "The play changes the choice" not in out
    assert "His heels are not counted. The play:" in out


def test_expert_text_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ecart", *PLAY_DEAL, "--dealer", "--lang", "fr")
    assert code == 0
    header = next(line for line in out.splitlines() if "Écart" in line)
    assert "Jeu" in header and "Avec le jeu" in header
    assert "Ce qui décide\u00a0: le crib, 3,49 points de plus qu'en jetant D♥ R♠." in out
    assert "Play" not in out and "pegging" not in out


def test_json_gives_the_play_and_what_decides(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ecart", *PLAY_DEAL, "--dealer", "--json", "--lang", "en")
    assert code == 0
    data = json.loads(out)
    assert data["decided_by"] == "crib"
    for option in data["options"]:
        assert option["full_ev"] == pytest.approx(option["total_ev"] + option["peg_ev"])
    best = max(data["options"], key=lambda o: o["full_ev"])
    assert best["discard"] == ["2S", "3D"]
    code, out, _ = run(capsys, "ecart", *DEAL, "--pone", "--model", "uniform", "--json")
    data = json.loads(out)
    assert data["decided_by"] is None
    assert all(o["peg_ev"] is None and o["full_ev"] is None for o in data["options"])


def test_peg_tables_write_and_check(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command's plumbing, with the measure replaced by the shipped tables (the measure
    itself is checked against the file in tests/drills/test_peg_measure.py)."""
    import bot.commands.discard as command

    def measured(progress: object = None) -> PegTables:
        return shipped_peg_tables()

    monkeypatch.setattr(command, "generate_peg_tables", measured)
    path = tmp_path / "peg.json"
    code, out, _ = run(capsys, "peg-tables", "--write", "--output", str(path), "--lang", "en")
    assert (code, out) == (0, f"Wrote {path}.\n")
    assert path.read_text(encoding="utf-8") == PEG_TABLES.path.read_text(encoding="utf-8")
    code, out, _ = run(capsys, "peg-tables", "--output", str(path), "--lang", "en")
    assert (code, out) == (0, f"The regenerated tables match {path}.\n")
    path.write_text(path.read_text(encoding="utf-8").replace('"A-A-A-A": ', '"A-A-A-A": 9', 1))
    code, out, _ = run(capsys, "peg-tables", "--output", str(path), "--lang", "en")
    assert (code, out) == (1, f"The regenerated tables differ from {path}.\n")
    missing = str(tmp_path / "no.json")
    code, out, err = run(capsys, "peg-tables", "--output", missing, "--lang", "fr")
    assert (code, out) == (1, "")
    assert err.startswith(f"Impossible de lire les tables du jeu dans {missing}\u00a0: ")


@pytest.mark.parametrize(("lang", "play"), [("en", "the play too"), ("fr", "le jeu aussi")])
def test_the_help_says_what_the_expert_analysis_shows(
    capsys: pytest.CaptureFixture[str], lang: str, play: str
) -> None:
    """Played: `muggins ecart --help` said « His heels and pegging are not counted » (« Le
    valet retourné et le jeu ne sont pas comptés »), and the analysis it describes, with the
    default expert model, shows the play in a column of its own and the total with it."""
    with pytest.raises(SystemExit):
        main(["ecart", "--help", "--lang", lang])
    help_text = " ".join(capsys.readouterr().out.split())
    code, out, _ = run(capsys, "ecart", *DEAL, "--dealer", "--lang", "en")
    assert code == 0 and "With play" in out.splitlines()[3]
    assert play in help_text
    assert "pegging are not counted" not in help_text and "le jeu ne sont pas" not in help_text


@pytest.mark.parametrize(
    "command", [["ecart", *DEAL, "--pone"], ["drill", "ecart", "--count", "1", "--seed", "3"]]
)
def test_the_crib_model_is_taken_as_a_french_reader_writes_it(
    capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    """Played: « --model uniforme », as a French reader writes the name, was refused
    (« 'uniforme' n'est pas un choix possible (choisir parmi 'uniform', 'expert') »)."""
    assert main([*command, "--json", "--model", "Uniforme", "--lang", "fr"]) == 0
    french = capsys.readouterr().out
    assert main([*command, "--json", "--model", "uniform", "--lang", "fr"]) == 0
    assert capsys.readouterr().out == french and '"uniform"' in french
    with pytest.raises(SystemExit):
        main([*command, "--model", "hasard", "--lang", "fr"])
    assert "«\u00a0hasard\u00a0» n'est pas un modèle du crib\u00a0: expert ou uniform" in (
        capsys.readouterr().err
    )
