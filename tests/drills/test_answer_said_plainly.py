"""A count said plainly with the words around it a club player types: « pour 29 », "for 29",
« soit 29 » read as the count 29 the way « ça fait 29 » and « j'ai 29 » are (they were
answered « Envoyez un nombre de 0 à 29 »), and the words of thinking aloud (« euh 10 », « ben
8 », "um, 12") skipped rather than refused as unknown words."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import claim_words_dropped
from bot.drills.answers import AnswerError, AnswerErrorReason, parse_answer

SAID = [
    ("pour 29", 29),
    ("Pour 29!", 29),
    ("for 29", 29),
    ("for 12 points", 12),
    ("soit 29", 29),
    ("soit 12 points", 12),
    ("soit un total de 12", 12),
    ("ça fait 29", 29),
    ("j'ai 29", 29),
    ("euh 10", 10),
    ("Euh... 10", 10),
    ("heu 10", 10),
    ("hmm 12", 12),
    ("um, 12", 12),
    ("uh 10", 10),
    ("disons 6", 6),
    ("ben 8", 8),
    ("8 je pense ben", 8),
    ("well, 8", 8),
    # Québec table talk: « moi j'ai 12 » got « « moi » : vouliez-vous dire « moins »? »
    ("moi j'ai 12", 12),
    ("ça me fait 12", 12),
    ("il y a 12", 12),
    # « moé », « voilà », « en tout et partout » got « Je ne connais pas le mot « voilà » »
    ("moé 12", 12),
    ("12, voilà", 12),
    ("Voilà : 12", 12),
    ("12 en tout et partout", 12),
    ("quinze 2 quinze 4 pis une paire 6, voilà", 6),
    # a zero hand said in words: « pas » got « « pas » : vouliez-vous dire « pas »? »
    ("rien pantoute", 0),
    ("pas un point", 0),
    ("pas un seul point", 0),
    ("j'en ai pas", 0),
    ("je n'en ai pas", 0),
    # a zero hand said the way players do: "zip", "nil" got « Je ne connais pas le mot »
    ("zip", 0),
    ("Zip!", 0),
    ("nil", 0),
    ("nada", 0),
    ("zilch", 0),
    ("nothing at all", 0),
    ("none at all", 0),
    ("rien du tout", 0),
    ("pas de points du tout", 0),
    # the total said the way it is said aloud: « ça va faire 12 » got « Je ne connais pas le
    # mot « va » »
    ("ça va faire 12", 12),
    ("ca va faire douze points", 12),
    ("ça va donner 12", 12),
    ("ça fera 12", 12),
    ("ça m'fait 12", 12),
    ("ça fait un total de 12", 12),
    ("quinze 2, quinze 4 pis une paire, ça va faire 6", 6),
    ("12 dans mon crib", 12),
    ("that'll be 12", 12),
    ("that will be 12", 12),
    ("that comes to 12", 12),
    ("12 for my crib", 12),
    ("probablement 8", 8),
    # « fait » as it is often typed: « ça fais 6 » got « vouliez-vous dire « fait »? »
    ("ça fais 6", 6),
    ("ca fai 6", 6),
    ("sa fé 6", 6),
    ("quinze 2, quinze 4 pis une paire, ça fais 6", 6),
    ("probably 8", 8),
    # « mon compte : 6 » and « 6 :) » got « Envoyez un nombre de 0 à 29 », « 6 👍 » « Je ne
    # connais pas le mot « 👍 » », « voyons quinze 2… » « … le mot « voyons » »
    ("mon compte : 6", 6),
    ("compte: 6", 6),
    ("6 :)", 6),
    ("6 ;-)", 6),
    ("6 👍", 6),
    ("6 👍🏻", 6),
    ("❤️ 6", 6),
    ("quinze 2, quinze 4 et une paire 6 😊", 6),
    ("voyons voir... quinze 2, quinze 4", 4),
    ("attends, 6", 6),
    ("ma réponse est 6", 6),
    ("my answer is 6", 6),
    ("quinze 2, euh, quinze 4", 4),
    ("quinze pour 2, quinze pour 4, soit 4", 4),
]


@pytest.mark.parametrize(("text", "total"), SAID, ids=[t for t, _ in SAID])
def test_a_plain_count_with_its_words(text: str, total: int) -> None:
    assert parse_answer(text).total == total


@pytest.mark.parametrize("text", ["pour 30", "for 31"])
def test_for_a_count_too_large_is_still_too_large(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is AnswerErrorReason.TOO_LARGE


def test_pour_alone_is_no_number() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("pour")
    assert caught.value.reason is AnswerErrorReason.NOT_A_NUMBER


@pytest.mark.parametrize("text", ["ok 12", "bon 12", "ouin 12"])
def test_words_that_agree_are_not_skipped(text: str) -> None:
    """« ok », « bon », « ouin » accept a count at a table's verdict: never skipped in a
    muggins claim (said before a count of one's own, they are: tests/drills/
    test_answers3_readings.py)."""
    with pytest.raises(AnswerError) as caught:
        claim_words_dropped(text)
    assert caught.value.reason is AnswerErrorReason.UNKNOWN_WORD


def test_a_word_is_never_its_own_suggestion() -> None:
    """« pas » is known only in « pas de points »: alone it is unknown, and the reply does not
    ask « vouliez-vous dire « pas »? »."""
    with pytest.raises(AnswerError) as caught:
        parse_answer("pas 12")
    assert caught.value.reason is AnswerErrorReason.UNKNOWN_WORD
    assert caught.value.suggestion != "pas"
