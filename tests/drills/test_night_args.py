"""/soiree's words, read (`bot.drills.night_args`): tables of what club members type."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.drills.night import Format, Ranking, Setup
from bot.drills.night_args import (
    ORDER_WORDS,
    BadWords,
    Order,
    Refusal,
    correction_of,
    find_player,
    garbled_score,
    not_read,
    order_of,
    read_setup,
    said_scores,
    scores_of,
    typed_scores,
    word_refused,
)


@pytest.mark.parametrize(
    ("words", "setup"),
    [
        ("fadoq", Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)),
        ("acc", Setup(Format.ACC, Ranking.GAME_POINTS, False, 9, 121)),
        ("jeux50", Setup(Format.JEUX50, Ranking.POUR_CONTRE, False, 0, 121)),
        ("JEUX doubles 61", Setup(Format.JEUX50, Ranking.POUR_CONTRE, True, 0, 61)),
        ("fadoq équipes simple", Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)),
        ("5", Setup(Format.CUSTOM, Ranking.POINTS, False, 5, 121)),
        ("5 acc", Setup(Format.CUSTOM, Ranking.GAME_POINTS, False, 5, 121)),
        ("24 jeux50 61 double", Setup(Format.CUSTOM, Ranking.POUR_CONTRE, True, 24, 61)),
        ("61 fadoq", Setup(Format.FADOQ, Ranking.POINTS, False, 6, 61)),
    ],
)
def test_the_night_asked_for(words: str, setup: Setup) -> None:
    assert read_setup(words.split()) == setup


@pytest.mark.parametrize(
    ("words", "refusal", "word"),
    [
        ("", Refusal.WHICH, ""),
        ("doubles 61", Refusal.WHICH, ""),
        ("0", Refusal.ROUNDS, ""),
        ("25", Refusal.ROUNDS, ""),
        ("fadoq 7", Refusal.WORD, "7"),
        ("fadoq acc", Refusal.WORD, "acc"),
        ("fadoq Ce-Soir", Refusal.WORD, "Ce-Soir"),
    ],
)
def test_words_refused_say_why(words: str, refusal: Refusal, word: str) -> None:
    with pytest.raises(BadWords) as raised:
        read_setup(words.split())
    assert (raised.value.refusal, raised.value.word) == (refusal, word)


def test_every_order_word_gives_its_order_in_any_case() -> None:
    for order, words in ORDER_WORDS.items():
        for word in words:
            assert order_of(word) is order
            assert order_of(word.upper()) is order
    assert order_of("fadoq") is None
    assert order_of("121") is None


def test_no_word_gives_two_orders() -> None:
    seen = [w for words in ORDER_WORDS.values() for w in words]
    assert len(seen) == len(set(seen))
    assert set(ORDER_WORDS) == set(Order)


@dataclass(frozen=True)
class Listed:
    number: int
    name: str


PLAYERS = [Listed(1, "Rita Cormier"), Listed(2, "Gaston Roy"), Listed(3, "Gaétan Roy")]


@pytest.mark.parametrize(
    ("words", "number"),
    [
        ("2", 2),
        ("4", None),
        ("rita cormier", 1),
        ("Rita", 1),
        ("ga", None),  # two players start so
        ("gaston", 2),
        ("Gaétan Roy", 3),
        ("", None),
        ("Roy", None),
        ("gaetan roy", 3),  # typed without the accent
        ("GAETAN", 3),
        ("Cormier", 1),  # the family name alone
        ("roy", None),  # two players
    ],
)
def test_a_player_named_by_number_or_name(words: str, number: int | None) -> None:
    found = find_player(PLAYERS, words.split())
    assert (None if found is None else found.number) == number


@pytest.mark.parametrize(
    ("args", "scores"),
    [
        (["121", "98"], (121, 98)),
        (["61", "0"], (61, 0)),
        (["121"], None),
        (["121", "98", "3"], None),
        (["1210", "98"], None),
        (["121", "-98"], (121, 98)),
        (["121-98"], (121, 98)),
        (["121", "à", "98"], (121, 98)),
        (["121/98", "3"], None),
        (["fadoq", "61"], None),
    ],
)
def test_a_score_is_two_numbers(args: list[str], scores: tuple[int, int] | None) -> None:
    assert scores_of(args) == scores


@pytest.mark.parametrize(
    ("text", "scores"),
    [
        ("121 98", (121, 98)),
        (" 121-98 ", (121, 98)),
        ("121 \u2013 98", (121, 98)),
        ("121 à 98", (121, 98)),
        ("121 A 98", (121, 98)),
        ("121 to 98", (121, 98)),
        ("98 TO 121", (98, 121)),
        ("121 contre 98", (121, 98)),  # was no score: « Je n'ai pas trouvé de pointage »
        ("98 Contre 121", (98, 121)),
        ("121 vs 98", (121, 98)),
        ("121 vs. 98", (121, 98)),
        ("121/98", (121, 98)),
        ("121", None),
        ("121 98 3", None),
        ("j'ai 121 98", None),
        ("1210 98", None),
    ],
)
def test_a_score_typed_alone(text: str, scores: tuple[int, int] | None) -> None:
    assert typed_scores(text) == scores


@pytest.mark.parametrize(
    ("text", "target", "scores"),
    [
        ("J'ai gagné 121 à 98!", 121, (121, 98)),
        ("j'ai perdu 104 contre 121", 121, (104, 121)),
        ("We won 121 vs 87", 121, (121, 87)),
        ("on a perdu 98-121, bravo à eux", 121, (98, 121)),
        ("We won 121 to 87 :)", 121, (121, 87)),
        ("Gagné 61 à 40", 61, (61, 40)),
        ("Gagné 61 à 40", 121, None),  # not the night's game
        ("121 98", 61, (121, 98)),  # alone, it is read as typed (the refusal says why)
        ("à 7 h 30, table 2, 3 joueurs", 121, None),
        ("121 à 98, non 121 à 95", 121, None),  # two scores: which one?
        ("121 à 121", 121, (121, 121)),  # alone: refused with the reason
        ("on a fait 121 à 121", 121, None),
        ("ronde 3 1210 à 98", 121, None),
        ("", 121, None),
        ("j'ai fait 121, lui 95", 121, (121, 95)),
        ("J\u2019ai fait 95, elle 121", 121, (95, 121)),
        ("il a fait 121, moi 95", 121, (95, 121)),
        ("121 pour moi, 95 pour lui", 121, (121, 95)),
        ("I made 121, he had 95", 121, (121, 95)),
        ("She got 121 and I had 95.", 121, (95, 121)),
        ("il reste 3 tables, on finit à 121", 121, None),  # whose is not said
        ("on a fait 121, eux 95", 121, (121, 95)),  # Québec: « on » is "we"
        ("on a 121, ils ont 95", 121, (121, 95)),
        ("ils ont fait 121, on a 95", 121, (95, 121)),
        ("On a fait 95, les adversaires 121", 121, (95, 121)),
        ("il a fait 121, on a 95", 121, None),  # « il »: he, or « il reste »?
        ("on finit à 121, il reste 3 tables", 121, None),
        ("we got 121, they had 95", 121, (121, 95)),
        ("il m'a battu 121 à 95", 121, (95, 121)),  # theirs first: the writer lost
        ("Ils nous ont battus 121-95", 121, (95, 121)),
        ("J'ai perdu, elle a fait 121 à 95", 121, (95, 121)),
        ("She beat me 121 to 95", 121, (95, 121)),
        ("They won 121-110. Well played!", 121, (110, 121)),
        ("Bravo à eux, on a perdu 98-121", 121, (98, 121)),  # the clause's own: on
        ("Il était fort, j'ai gagné 121 à 95", 121, (121, 95)),
        ("nous les avons battus 121 à 95", 121, (121, 95)),
        ("I lost to him 95-121", 121, (95, 121)),
        ("They had 121, we got 95", 121, (95, 121)),
        ("j'ai fait 121, lui 95 à 7:30", 121, (121, 95)),  # a clock is no score
        ("j'ai fait 121, lui 95, table 3", 121, None),  # which two?
        ("3e table : j'ai fait 121, lui 95", 121, (121, 95)),  # a rank is no number
        ("notre équipe 95, les adversaires 121", 121, (95, 121)),  # a team
        ("our team 121, the opponents 104", 121, (121, 104)),
        ("j'ai fait 121, lui aussi 121", 121, None),
    ],
)
def test_a_score_said_in_a_sentence(text: str, target: int, scores: tuple[int, int] | None) -> None:
    assert said_scores(text, target) == scores


@pytest.mark.parametrize(
    ("text", "scores"),
    [
        ("table 3 121 95", (121, 95)),  # was 3 to 121: the player written as the loser
        ("Table 2 : 95 121", (95, 121)),
        ("ronde 2 table 1 121 95", (121, 95)),  # was 1 to 121
        ("t3 121-95", (121, 95)),
        ("round 2, table 4: 95 to 121", (95, 121)),
        ("3 121 95 ce soir", None),  # 3 to 121, or 121 to 95? not said
        ("121-95-3", None),  # numbers alone, three: not 121 to 95
        ("121 95 3", None),
        ("121 95 à la table 3", (121, 95)),
        ("partie 121 98", (121, 98)),
    ],
)
def test_a_tables_number_is_no_score(text: str, scores: tuple[int, int] | None) -> None:
    """« table 3 121 95 » was read as 3 to 121 (the first two numbers side by side)."""
    assert said_scores(text, 121) == scores


@pytest.mark.parametrize(
    ("text", "scores"),
    [
        ("Dan a gagné 121 à 98", (98, 121)),  # the opponent named: his number first
        ("121 à 98 pour Dan", (98, 121)),
        ("121 à 98 contre Dan", (121, 98)),  # the one faced says nothing
        ("j'ai battu Dan 121 à 98", (121, 98)),
        ("battu Dan 121 à 98", (121, 98)),  # the one beaten is not the winner
        ("beat Dan 121 98", (121, 98)),
        ("Dan m'a battu 121 à 98", (98, 121)),
    ],
)
def test_a_name_says_whose_the_score_is(text: str, scores: tuple[int, int]) -> None:
    """Ann writes, against Dan: a name said with the score reads as « il » does, but not the
    name of the one faced or beaten (« battu Dan 121 à 98 » was read as Dan's win)."""
    assert said_scores(text, 121, mine=("Ann",), theirs=("Dan",)) == scores


@pytest.mark.parametrize(
    ("text", "target", "garbled"),
    [
        ("1211 95", 121, "1211 95"),
        ("12195", 121, "12195"),
        ("95121", 121, "95121"),
        ("121-95-3", 121, "121-95-3"),
        ("j'ai gagné 1211 à 95", 121, "1211"),
        ("6138", 61, "6138"),
        ("121 95", 121, None),
        ("à 7:30, table 2", 121, None),
        ("Bonne soirée!", 121, None),
        ("3 tables ce soir", 121, None),
        ("5 5 10 10 4 6", 121, None),  # cards for the discard coach, no score
        ("1000 95", 121, None),
    ],
)
def test_a_slip_in_a_score(text: str, target: int, garbled: str | None) -> None:
    assert garbled_score(text, target) == garbled


@pytest.mark.parametrize(
    ("args", "drawn", "asked"),
    [
        (["2", "121", "95"], 3, (3, 2, (121, 95))),
        (["1", "2", "121", "95"], 3, (1, 2, (121, 95))),
        (["2", "121", "95"], 0, None),  # no round drawn
        (["2", "121"], 3, None),
        (["1", "2", "3", "4", "5"], 3, None),
        (["2", "121", "x95"], 3, None),
        (["2", "1210", "95"], 3, None),
        # said with its labels (before: « Je ne comprends pas « table » »)
        (["table", "2", "121", "95"], 3, (3, 2, (121, 95))),
        (["ronde", "1", "table", "2", "121", "à", "95"], 3, (1, 2, (121, 95))),
        (["table", "2", "ronde", "1", "121-95"], 3, (1, 2, (121, 95))),
        (["round", "1", "2", "121", "to", "95"], 3, (1, 2, (121, 95))),
        (["1", "2", "121", "à", "95"], 3, (1, 2, (121, 95))),
        (["ronde", "1", "121", "95"], 3, None),  # which table?
        (["table", "2", "121"], 3, None),
        (["table", "deux", "121", "95"], 3, None),
    ],
)
def test_a_correction(
    args: list[str], drawn: int, asked: tuple[int, int, tuple[int, int]] | None
) -> None:
    assert correction_of(args, drawn) == asked


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (["corige", "1", "1"], "corige"),  # an order misspelt: the word not understood
        (["fadoq"], None),  # asks for a night: not refused
        (["acc", "7"], "7"),  # the rounds after the way of play: the number quoted
        (["45"], None),  # too many rounds: the night's words, refused otherwise
    ],
)
def test_words_that_are_no_order(args: list[str], word: str | None) -> None:
    refused = word_refused(args)
    assert (None if refused is None else refused.word) == word


@pytest.mark.parametrize(
    ("words", "unread"),
    [
        (["1", "1", "1211", "95"], "1211"),
        (["1", "deux", "121", "95"], "deux"),
        (["1", "121", "95", "3", "4"], "1 121 95 3 4"),  # only numbers: all of them quoted
        (["1"], "1"),
        ([], ""),
    ],
)
def test_what_of_a_correction_is_not_read(words: list[str], unread: str) -> None:
    assert not_read(words) == unread
