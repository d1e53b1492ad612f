"""The pegging view in both languages: every question and verdict renders, safe for HTML."""

from __future__ import annotations

import random
import re

import pytest

from bot.drills.answers import AnswerError
from bot.drills.peg import (
    PegCountQuestion,
    PegError,
    PegKind,
    count_question_at,
    deal_peg_count,
    grade_peg_count,
    simulate_round,
)
from bot.drills.peg_best import PlayPosition, analyse_play, deal_peg_play, grade_play
from bot.drills.peg_calls import PegAnswer, PegCategory, parse_peg_call
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round, grade_peg_round
from bot.drills.peg_round_answer import RoundAnswer, RoundAnswerError, parse_round_answer
from bot.drills.peg_stats import peg_stats
from bot.engine.card_parsing import parse_cards
from bot.engine.pegging import CannotPlay, Play, Reset
from bot.engine.show import Kind
from bot.engine.variants import FADOQ
from bot.i18n import I18n, Translator
from bot.views import peg as view
from bot.views import peg_play
from bot.views import peg_round as round_view
from bot.views.markup import BULLET

I18N = I18n.load()


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18n.load().translator(request.param)


def safe(lines: list[str]) -> list[str]:
    for line in lines:
        assert line and "<" not in line and "&" not in line and "{" not in line
    return lines


def test_count_views(tr: Translator) -> None:
    rng = random.Random(1)
    for _ in range(30):
        q = deal_peg_count(rng, rules=FADOQ, board=rng.choice([0, 118]))
        safe(view.count_question_lines(q, tr))
        points = q.score().total
        for said in {0, points, points + 2}:
            safe(view.count_verdict_lines(q, grade_peg_count(q, PegAnswer(said)), tr))


def test_count_verdict_says_muggins_and_itemizes(tr: Translator) -> None:
    q = PegCountQuestion(tuple(parse_cards("7H 8S")), (False, True), Kind.GO)
    lines = safe(view.count_verdict_lines(q, grade_peg_count(q, PegAnswer(2)), tr))
    assert "Muggins!" in lines[0]
    assert any("8♠" in line for line in lines)
    assert view.missed_name(PegCategory.GO, Kind.GO, tr) in lines[-1]
    assert view.category_name(PegCategory.GO, tr) not in lines[-1]  # the go alone was missed


@pytest.mark.parametrize(
    ("said", "muggins", "mark"),
    [(3, True, "✅ "), (2, True, "🫵 "), (2, False, "🔻 "), (5, True, "❌ ")],
)
def test_a_count_verdict_is_marked_as_a_hands(
    tr: Translator, said: int, muggins: bool, mark: str
) -> None:
    """The pegging verdict begins with the mark /hand's does: ✅ right, 🫵 muggins, 🔻 points
    lost (muggins off), ❌ too high (« Right: one for the go. » had none, beside « ✅ Right »)."""
    q = PegCountQuestion(tuple(parse_cards("7H 8S")), (False, True), Kind.GO)
    grade = grade_peg_count(q, PegAnswer(said), muggins=muggins)
    assert view.count_verdict_lines(q, grade, tr)[0].startswith(mark)


@pytest.mark.parametrize(
    ("lang", "pile_lines"),
    [
        (
            "en",
            [
                "• You: 10♣ (10)",
                "• Opponent: 4♣ (14)",
                "• You: 6♠ (20)",
                "• Opponent: no cards left",
                "• You: 2♠ (22)",
            ],
        ),
        (
            "fr",
            [
                "• Vous\u00a0: 10♣ (10)",
                "• Adversaire\u00a0: 4♣ (14)",
                "• Vous\u00a0: 6♠ (20)",
                "• Adversaire\u00a0: plus de cartes",
                "• Vous\u00a0: 2♠ (22)",
            ],
        ),
    ],
)
def test_an_opponent_out_of_cards_is_said_where_they_would_lay(
    lang: str, pile_lines: list[str]
) -> None:
    """Played: « Vous : 6♠ (20) » then « Vous : 2♠ (22) », and nothing said why the opponent
    did not lay between them (they had no card left; a go is said where it was)."""
    q = PegCountQuestion(
        tuple(parse_cards("10C 4C 6S 2S")), (True, False, True, True), Kind.LAST_CARD
    )
    lines = view.count_question_lines(q, I18N.translator(lang))
    assert lines[2:7] == pile_lines
    went = PegCountQuestion(
        tuple(parse_cards("10C 4C 6S 2S 3S")),
        (True, False, True, True, True),
        Kind.LAST_CARD,
        go_after=2,
    )  # after the go, the player lays on alone: nothing more to say
    said = view.count_question_lines(went, I18N.translator("en"))
    assert said[5] == "• Opponent: go" and "no cards left" not in "\n".join(said)


def test_a_round_says_who_had_no_cards_left_and_not_after_a_go() -> None:
    """The round drill: after a go the other lays on alone (nothing more said); with no card
    left, « Opponent: no cards left » stands where they would have laid."""
    mine, theirs = tuple(parse_cards("10C JC QC KC")), tuple(parse_cards("AS 2S 3S 4S"))
    order = (
        *((0, mine[0]), (1, theirs[0]), (0, mine[1]), (1, theirs[1])),
        *((1, theirs[2]), (1, theirs[3]), (0, mine[2]), (0, mine[3])),
    )
    q = PegRoundQuestion((mine, theirs), 1, order, 0)
    assert round_view.round_question_lines(q, I18N.translator("en"))[5:13] == [
        "• Opponent: 2♠ (23)",
        "• You: go",
        "• Opponent: 3♠ (26)",
        "• Opponent: 4♠ (30)",
        "(the count goes back to 0)",
        "• You: Q♣ (10)",
        "• Opponent: no cards left",
        "• You: K♣ (20)",
    ]


@pytest.mark.parametrize(
    ("closing", "en", "fr"),
    [
        (Kind.GO, "Missed: the go.", "Oublié\u00a0: le go."),
        (Kind.LAST_CARD, "Missed: the last card.", "Oublié\u00a0: la dernière carte."),
    ],
)
def test_the_missed_point_is_named_for_what_it_was(closing: Kind, en: str, fr: str) -> None:
    q = PegCountQuestion(tuple(parse_cards("7H 8S")), (False, True), closing)
    for lang, expected in (("en", en), ("fr", fr)):
        tr = I18N.translator(lang)
        lines = view.count_verdict_lines(q, grade_peg_count(q, PegAnswer(2)), tr)
        assert lines[-1] == expected


@pytest.mark.parametrize(
    ("pile", "closing", "en", "fr"),
    [
        ("2D 2H", Kind.GO, "Missed: the pair, the go.", "Oublié\u00a0: la paire, le go."),
        ("2D 2H 2S", None, "Missed: the pair royal.", "Oublié\u00a0: le brelan."),
        ("7D 8H", None, "Missed: the fifteen.", "Oublié\u00a0: le quinze."),
        ("KD QH 5S 6C", None, "Missed: the thirty-one.", "Oublié\u00a0: le trente et un."),
        (
            "3D 4H 5S",
            Kind.LAST_CARD,
            "Missed: the run, the last card.",
            "Oublié\u00a0: la suite, la dernière carte.",
        ),
    ],
)
def test_missed_points_are_named_as_what_the_card_made(
    pile: str, closing: Kind | None, en: str, fr: str
) -> None:
    """« Oublié : paires, la dernière carte. » named a family beside a point: each missed
    point is named for the combination the card made, with its article."""
    cards = tuple(parse_cards(pile))
    mine = tuple(i % 2 == (len(cards) - 1) % 2 for i in range(len(cards)))
    q = PegCountQuestion(cards, mine, closing)
    for lang, expected in (("en", en), ("fr", fr)):
        tr = I18N.translator(lang)
        lines = view.count_verdict_lines(q, grade_peg_count(q, PegAnswer(0)), tr)
        assert lines[-1] == expected


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "The right number of points, but the right call is: a pair makes 2."),
        ("fr", "Le bon nombre de points, mais la bonne annonce est\u00a0: une paire, ça fait 2."),
    ],
)
def test_the_right_total_under_the_wrong_name_is_not_called_right_then_missed(
    lang: str, head: str
) -> None:
    """« 31 for 2 » on a pair: the points are right, the name is not; no "Missed" line after a
    "Right", which read as a contradiction."""
    q = PegCountQuestion(tuple(parse_cards("2D 2H")), (False, True), None)
    tr = I18N.translator(lang)
    grade = grade_peg_count(q, parse_peg_call("31 for 2"))
    assert grade.correct and grade.missed_categories
    lines = safe(view.count_verdict_lines(q, grade, tr))
    assert lines[0] == "✅ " + head
    assert not any(line.startswith(("Missed", "Oublié")) for line in lines)


@pytest.mark.parametrize(
    ("closing", "said", "told"),
    [
        (None, "dernière carte 1", True),  # not the last card: why the point is refused
        (None, "go", True),
        (None, "paire 2 et go 1", True),
        (Kind.LAST_CARD, "dernière carte 1", False),  # it is: the point is right
        (Kind.GO, "go", False),
        (None, "paire 2", False),
    ],
)
def test_a_go_claimed_where_none_is_explained(closing: Kind | None, said: str, told: bool) -> None:
    """« dernière carte 1 » on a card that is not the last was told only « Trop haut » and
    « Rien : ni 15 ni 31, ni paire ni suite », never why the claimed point is not there."""
    q = PegCountQuestion(tuple(parse_cards("7H 7S")), (False, True), closing)
    grade = grade_peg_count(q, parse_peg_call(said))
    for lang, line in (
        ("en", "No point for go or the last card: it is not the last card, and nobody said go."),
        (
            "fr",
            "Pas de point de go ni de dernière carte\u00a0: ce n'est pas la dernière carte, "
            "et personne n'a dit go.",
        ),
    ):
        lines = safe(view.count_verdict_lines(q, grade, I18N.translator(lang)))
        assert (line in lines) == told, lines


def test_barred_point_is_explained(tr: Translator) -> None:
    q = PegCountQuestion(tuple(parse_cards("10H 10S 9D")), (True, False, True), Kind.GO, True)
    assert any("FADOQ" in line for line in view.count_question_lines(q, tr))
    lines = safe(view.count_verdict_lines(q, grade_peg_count(q, PegAnswer(0)), tr))
    assert any("FADOQ" in line for line in lines)


def test_round_views(tr: Translator) -> None:
    rng = random.Random(2)
    for _ in range(20):
        q = deal_peg_round(rng)
        lines = safe(round_view.round_question_lines(q, tr))
        assert sum(line.startswith(BULLET) for line in lines) >= 8  # 8 cards at least
        mine, theirs = q.points()
        for said in {(mine, theirs), (0, 0), (mine + 1, theirs)}:
            safe(round_view.round_verdict_lines(q, grade_peg_round(q, RoundAnswer(*said)), tr))


def test_a_round_verdict_is_marked_as_a_hands(tr: Translator) -> None:
    """The round's verdict begins with the mark of the player's own points: ✅ right, 🫵
    muggins, 🔻 lost (muggins off), ❌ too high."""
    rng = random.Random(2)
    q = next(q for q in (deal_peg_round(rng) for _ in range(50)) if q.points()[0] >= 2)
    mine, theirs = q.points()
    for said, muggins, mark in [
        ((mine, theirs), True, "✅ "),
        ((mine - 1, theirs), True, "🫵 "),
        ((mine - 1, theirs), False, "🔻 "),
        ((mine + 1, theirs), True, "❌ "),
    ]:
        grade = grade_peg_round(q, RoundAnswer(*said), muggins=muggins)
        assert round_view.round_verdict_lines(q, grade, tr)[0].startswith(mark)


def test_play_views(tr: Translator) -> None:
    rng = random.Random(3)
    for _ in range(10):
        position = deal_peg_play(rng)
        safe(peg_play.play_question_lines(position, tr))
        for card in position.legal():
            grade = grade_play(position, card)
            verdict = [
                *peg_play.play_verdict_sentences(grade, tr),
                *peg_play.play_verdict_details(grade, tr),
            ]
            lines = safe(verdict)
            assert len(lines) >= 2 + len(position.legal())
    safe(peg_play.go_verdict_lines(tr))


def test_a_card_is_named_without_a_french_article() -> None:
    """« le » before a card reads « le A♠ » (« le as ») or « le D♥ » (« le dame »): a French
    sentence names the card bare, « En jouant D♥, vous gagnez… »."""
    tr = I18N.translator("fr")
    rng = random.Random(5)
    named = set()
    for _ in range(60):
        position = deal_peg_play(rng)
        if not position.legal():
            continue
        grade = grade_play(position, position.legal()[0])
        for option in grade.options:
            sentence = peg_play.option_sentence(option, tr)
            assert sentence.startswith("En jouant "), sentence
            assert not re.search(r"\b(le|la|l') ?[A2-9VDR1]", sentence), sentence
            named.add(option.card.rank)
    assert {1, 12} <= named  # an ace and a queen were named


@pytest.mark.parametrize("text", ["bonjour", "-2", "40", "paire 3", "suite", "quinze 2 paire 4, 5"])
def test_call_errors(text: str, tr: Translator) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call(text)
    assert safe([view.call_error(caught.value, tr)])


@pytest.mark.parametrize("text", ["", "5", "500 3"])
def test_round_errors(text: str, tr: Translator) -> None:
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    assert safe([round_view.round_error(caught.value, tr)])


@pytest.mark.parametrize("text", ["VP 5C", "5C 5K", "5♥ 3", "valet de pique", "ten of hearts"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cards_typed_for_a_round_are_told_the_points_are_wanted(text: str, lang: str) -> None:
    """Cards typed for a round's points got « Envoyez deux nombres… », where a count and
    /jeu compte say « Ce sont des cartes… »: the round says it too."""
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    said = {
        "fr": "Ce sont des cartes\u00a0: envoyez les points que chacun a marqués, les vôtres "
        "d'abord, par exemple 5 3.",
        "en": "Those are cards: send the points you and your opponent pegged, yours first, for "
        "example 5 3.",
    }[lang]
    assert round_view.round_error(caught.value, I18N.translator(lang)) == said


# « moi cinq », one number alone, is told whose points are missing
# (tests/views/test_play20_round_one_number.py)
@pytest.mark.parametrize("text", ["bonjour", "5 3 2", "as"])
def test_a_round_answer_without_cards_is_told_the_two_numbers(text: str) -> None:
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    assert round_view.round_error(caught.value, I18N.translator("en")).startswith(
        "Send two numbers"
    )


def test_stats(tr: Translator) -> None:
    results = [
        ("peg-count", {"correct": True, "categories": {"fifteen": True}}),
        ("peg-count", {"correct": False, "categories": {"fifteen": True, "go": False}}),
        ("peg-count", {"correct": False, "categories": {"go": False, "runs": True}}),
        ("peg-count", {"correct": False, "categories": {"go": True}}),
        ("peg-round", {"correct": True}),
        ("peg-play", {"correct": False}),
        ("hand", {"correct": True}),
    ]
    stats = peg_stats(results)
    assert stats.questions == {
        PegKind.COUNT: (1, 4),
        PegKind.ROUND: (1, 1),
        PegKind.PLAY: (0, 1),
    }
    assert stats.categories[PegCategory.GO] == (1, 3)
    assert stats.weakest is PegCategory.GO
    lines = safe(view.stats_lines(stats, tr))
    assert view.category_name(PegCategory.GO, tr) in lines[-1]
    assert view.stats_lines(peg_stats([]), tr) == []


def test_no_weakest_over_a_lower_rate_seen_fewer_times(tr: Translator) -> None:
    """Pairs 1 of 3 and go 0 of 2: /stats shows « paires 33 %, go et dernière carte 0 % »,
    so naming pairs the weak point read as a mistake; go, seen twice, is too few to name."""
    results = [
        ("peg-count", {"correct": False, "categories": {"pairs": False}}),
        ("peg-count", {"correct": False, "categories": {"pairs": False, "go": False}}),
        ("peg-count", {"correct": False, "categories": {"pairs": True, "go": False}}),
    ]
    stats = peg_stats(results)
    assert stats.categories == {PegCategory.PAIRS: (1, 3), PegCategory.GO: (0, 2)}
    assert stats.weakest is None
    lines = safe(view.stats_lines(stats, tr))
    names = (view.category_name(PegCategory.PAIRS, tr), view.category_name(PegCategory.GO, tr))
    rates = lines[-len(names) :]  # one line a kind, ending it: no weak point after them
    assert all(any(name in line for line in rates) for name in names)
    third_go = ("peg-count", {"correct": False, "categories": {"go": False}})
    assert peg_stats([*results, third_go]).weakest is PegCategory.GO


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_fadoq_notice_only_when_it_applies(lang: str) -> None:
    """Not « vous êtes à 0 »: the 116 rule is named when someone is at (or reaches) 116."""
    tr = I18N.translator(lang)
    notice = "FADOQ"
    far = deal_peg_round(random.Random(5), rules=FADOQ, board=(0, 12))
    assert far.fadoq and not far.fadoq_applies()
    assert not any(notice in line for line in round_view.round_question_lines(far, tr))
    near = deal_peg_round(random.Random(5), rules=FADOQ, board=(117, 40))
    assert near.fadoq_applies()
    assert any(
        notice in line and "117" in line for line in round_view.round_question_lines(near, tr)
    )


def test_reasons_say_what_a_card_pegs_in_plain_words() -> None:
    """ "right now: a pair makes 2", never "pegs a pair makes 2 now"."""
    tr = I18N.translator("en")
    seen = []
    rng = random.Random(11)
    for _ in range(60):
        position = deal_peg_play(rng)
        for option in analyse_play(position):
            if option.points:
                seen.append(peg_play.reasons(option, tr))
    assert seen and all("right now: " in text for text in seen)
    assert not any(re.search(r"pegs .* now", text) for text in seen)


@pytest.mark.parametrize(
    ("lang", "go_line", "last_line"),
    [
        (
            "fr",
            "Aucune de vos cartes ne peut se jouer sans dépasser 31. Que dites-vous?",
            "Personne n'a plus de carte après celle-ci\u00a0: c'est la dernière carte jouée.",
        ),
        (
            "en",
            "None of your cards can be played without going past 31. What do you say?",
            "Nobody has a card left after this one: it is the last card laid.",
        ),
    ],
)
def test_go_and_last_card_are_said_plainly(lang: str, go_line: str, last_line: str) -> None:
    """A card making exactly 31 can be played (not « ne passe sous 31 »); the last card is the
    last card laid, not "of the round" beside a button called "A round"."""
    tr = I18N.translator(lang)
    rng = random.Random(2)
    go = next(p for p in (deal_peg_play(rng) for _ in range(400)) if p.is_go)
    assert peg_play.play_question_lines(go, tr)[-1] == go_line
    last = PegCountQuestion(tuple(parse_cards("7H 8S")), (False, True), Kind.LAST_CARD)
    assert last_line in view.count_question_lines(last, tr)


@pytest.mark.parametrize(
    ("lang", "before", "go", "after"),
    [
        ("fr", "• Vous : 4♠ (29)", "• Adversaire : go", "• Vous : 2♠ (31)"),
        ("en", "• You: 4♠ (29)", "• Opponent: go", "• You: 2♠ (31)"),
    ],
)
def test_the_opponents_go_is_shown_where_it_was_said(
    lang: str, before: str, go: str, after: str
) -> None:
    """Not « Vous : 4♠ (29) • Vous : 2♠ (31) » with nothing between (the daily's pegging
    part): the opponent's go is a line of its own, between the player's two cards."""
    tr = I18N.translator(lang)
    q = PegCountQuestion(
        tuple(parse_cards("10H 10S 5D 4S 2S")), (False, True, False, True, True), go_after=3
    )
    lines = [line.replace("\u00a0", " ") for line in view.count_question_lines(q, tr)]
    at = lines.index(before)
    assert lines[at : at + 3] == [before, go, after]


def test_every_go_said_in_a_simulated_series_is_shown_once_before_the_card() -> None:
    """Every card of many simulated rounds, asked as /peg count (and as the daily): one go
    line for each go the opponent said since the reset, none otherwise (not when the
    opponent just had no card left)."""
    tr = I18N.translator("en")
    go_line = f"{BULLET} Opponent: go"
    shown_goes = 0
    for seed in range(150):
        round_ = simulate_round(random.Random(seed))
        events = round_.record.events
        for index, event in enumerate(events):
            if not isinstance(event, Play):
                continue
            since = events[:index]
            resets = [i for i, e in enumerate(since) if isinstance(e, Reset)]
            series = since[resets[-1] + 1 :] if resets else since
            said = sum(isinstance(e, CannotPlay) and e.player != event.player for e in series)
            lines = view.count_question_lines(count_question_at(round_, index), tr)
            assert lines.count(go_line) == said
            shown_goes += said
    assert shown_goes > 20


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_position_shows_the_opponents_go_only_if_they_hold_cards(lang: str) -> None:
    """/peg play (/jeu): the player laid the last card and lays again: the opponent said go
    after it if they still hold cards; if they have none left, nobody said go."""
    tr = I18N.translator(lang)
    go = view.go_line(False, tr)
    hand, pile = tuple(parse_cards("AS 2D")), tuple(parse_cards("10H KS 5D 4S"))
    mine = (False, True, False, True)
    held = PlayPosition(hand, pile, mine, (), parse_cards("3C")[0], 2, True)
    lines = peg_play.play_question_lines(held, tr)
    laid = view.laid_line(True, pile[-1], 29, tr)
    assert lines[lines.index(f"{BULLET} {laid}") + 1] == f"{BULLET} {go}"
    out = PlayPosition(hand, pile, mine, (), parse_cards("3C")[0], 0, True)
    assert f"{BULLET} {go}" not in peg_play.play_question_lines(out, tr)


def test_the_go_survives_the_stored_question_and_is_checked() -> None:
    q = PegCountQuestion(tuple(parse_cards("10H 10S 5D 4S 2S")), (False, True, False, True, True))
    with_go = PegCountQuestion(q.pile, q.mine, go_after=3)
    assert PegCountQuestion.from_dict(with_go.to_dict()) == with_go
    old = {k: v for k, v in with_go.to_dict().items() if k != "go_after"}
    assert PegCountQuestion.from_dict(old) == q
    for wrong in (0, 2, 4, -1):
        with pytest.raises(PegError):
            PegCountQuestion(q.pile, q.mine, go_after=wrong)
