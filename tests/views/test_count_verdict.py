"""The whole reply to a counted hand (`show.count_verdict_text`): the verdict, then what it
pegs each side, then the race game when the hand pegs one."""

from __future__ import annotations

import random

import pytest

from bot.drills.answer_claims import Answer
from bot.drills.answers import parse_answer
from bot.drills.deals import Deal, DrillKind, deal_hand
from bot.drills.game import Pegs, count_hand
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n, Translator
from bot.storage import Game
from bot.views import calls as calls_view
from bot.views import show

GAME = Game(1, 7, 7, 121, "skunk", 40, 52, "active", 9, "2026-11-20T10:00:00", None)


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18n.load().translator(request.param)


@pytest.mark.parametrize("off_by", [-2, 0, 3])
@pytest.mark.parametrize("game", [None, GAME])
def test_the_verdict_then_the_pegs_then_the_game(
    tr: Translator, off_by: int, game: Game | None
) -> None:
    deal = deal_hand(random.Random(off_by + 10))
    score = deal.score()
    answer = Answer(max(0, score.total + off_by))
    counted = count_hand(deal, answer, in_game=game is not None)
    text = show.count_verdict_text(counted, answer, game, tr, private=False, name="Rita")
    verdict = show.verdict(counted.grade, score, answer, tr, private=False, name="Rita")
    game_lines = [] if game is None else show.game_lines(game, tr)
    assert text.split("\n") == [
        *verdict,
        show.pegs_line(counted.pegs, tr, counted=counted.grade),
        *game_lines,
    ]
    assert counted.pegs == Pegs(counted.grade.player_points, counted.grade.bot_points)


NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    ("dealer", "in_game", "lang", "line"),
    [
        (True, True, "fr", "Vous marquez 6 points avec les deux pour le valet, je marque 0 point."),
        (
            False,
            True,
            "fr",
            "Vous marquez 4 points, je marque 2 points avec les deux pour le valet.",
        ),
        (True, False, "fr", "Vous marquez 4 points, je marque 0 point."),
        (True, True, "en", "You peg 6 points with the 2 for his heels, I peg 0 points."),
        (False, True, "en", "You peg 4 points, I peg 2 points with the 2 for his heels."),
        (False, False, "en", "You peg 4 points, I peg 0 points."),
    ],
)
def test_his_heels_are_named_where_they_are_pegged(
    dealer: bool, in_game: bool, lang: str, line: str
) -> None:
    """A jack turned: « corrigé, vous marquez 4 points » then « Vous marquez 6 points » read as a
    contradiction; the pegs line now says the 2 for his heels are in it."""
    deal = Deal(DrillKind.HAND, tuple(parse_cards("3D 6D 6H KC")), parse_card("JC"), dealer)
    answer = Answer(12)
    counted = count_hand(deal, answer, in_game=in_game)
    tr = I18n.load().translator(lang)
    text = show.count_verdict_text(counted, answer, None, tr, private=True, name="Rita")
    assert line in text.translate(NB).split("\n"), text


@pytest.mark.parametrize(
    ("lang", "call", "said", "never"),
    [
        ("fr", "quinze 2, paire 7, le valet", "« paire 7 » ne tient pas", "paire 5"),
        ("en", "fifteen 2, pair 7, nobs", "“pair 7” looks off", "pair 5"),
    ],
)
def test_a_part_that_does_not_add_up_is_not_read_back_as_another_number(
    lang: str, call: str, said: str, never: str
) -> None:
    """/main, « quinze 2, paire 7, le valet »: the reply said « « paire 7 » ne tient pas » then
    read the call back as « quinze 2, paire 5 » and « paires : vous dites 5 », a number never
    said; the family split of such a call is left out."""
    deal = Deal(DrillKind.HAND, tuple(parse_cards("2D 3S 10S JD")), parse_card("9S"), False)
    answer = parse_answer(call)
    counted = count_hand(deal, answer, in_game=False)
    tr = I18n.load().translator(lang)
    text = show.count_verdict_text(counted, answer, None, tr, private=True, name="Rita")
    plain = text.translate(NB)
    assert said.translate(NB) in plain.replace("\u00a0", " "), text
    assert never not in plain and " 5 " not in plain, text


@pytest.mark.parametrize(("lang", "word"), [("fr", "corrigé"), ("en", "corrected")])
def test_a_count_too_high_says_corrected_once(lang: str, word: str) -> None:
    """« Vous avez compté 12, ça fait 9 points : corrigé, vous marquez 9 points. (un compte
    trop haut est corrigé, sans pénalité) » said it twice; the law's note says it alone."""
    tr = I18n.load().translator(lang)
    text = calls_view.over_text(12, 9, 0, tr)
    assert text.count(word) == 1, text
    assert calls_view.over_law_note(False, tr) in text
