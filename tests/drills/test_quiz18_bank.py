"""quiz18's reading of the bank as a club member would: each test names what was read."""

from __future__ import annotations

import re

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import by_id

BANK = by_id(shipped_quiz_bank())


def test_deal_02_asks_the_fewest_cards_in_plain_english() -> None:
    """ "…how many cards must be left at each end of the pack, at least?" read as an
    afterthought; it now asks for the minimum, at the top and the bottom of the pack, as the
    French « au moins à chaque bout du paquet » does."""
    question = BANK["deal-02"].poll("en").question
    assert not question.endswith(", at least?"), question
    assert "minimum number of cards" in question, question
    assert "top" in question and "bottom" in question, question
    assert "au moins à chaque bout du paquet" in BANK["deal-02"].poll("fr").question


def test_no_question_trails_at_least() -> None:
    trailing = [
        q.id
        for q in BANK.values()
        for lang in ("en", "fr")
        if q.poll(lang).question.rstrip("?").endswith((", at least", ", au moins"))
    ]
    assert trailing == []


IN_A_ROW = re.compile(r"(?<!tout )\bde suite\b|\bà la suite\b")


def test_french_in_a_row_is_never_read_as_a_run() -> None:
    """« poser plusieurs cartes de suite », « trois 2 joués de suite », « quatre cartes de
    cœur jouées à la suite »: in cribbage a « suite » is a run, and a player read « cards of a
    run »; « d'affilée » says in a row (« tout de suite », at once, stays)."""
    read_as_runs = [
        (q.id, text)
        for q in BANK.values()
        for text in (q.poll("fr").question, *q.poll("fr").options)
        if IN_A_ROW.search(text)
    ]
    assert read_as_runs == []
    for ref in ("go-06", "pairs-03", "flush-04"):
        assert "d'affilée" in BANK[ref].poll("fr").question, ref


FRENCH_WORDS = re.compile(r"\b(le|la|les|un|une|des|du|pour|est|et|avec|dans|au|aux|qui|que)\b")
FRENCH_NAMES = ("Jeux des 50 ans et plus", "Gaspésie\u2013Îles-de-la-Madeleine", "Rive-Sud-Suroît")


def test_english_polls_quote_no_french() -> None:
    """combos-09 asked in English: 'A machine translation of the classic rules says "un
    brelan compte pour 12"': a French sentence an English player cannot read; the tournaments'
    own names stay as they are."""
    french = []
    for q in BANK.values():
        text = q.poll("en")
        for said in (text.question, *text.options, text.explanation):
            bare = said
            for name in FRENCH_NAMES:
                bare = bare.replace(name, "")
            if FRENCH_WORDS.search(bare) or "«" in bare:
                french.append((q.id, said))
    assert french == []
    assert "three of a kind counts 12" in BANK["combos-09"].poll("en").question


def test_nobs_03_does_not_name_the_bot_as_a_rule() -> None:
    """nobs-03 ended « …le comptent (1 point), et Muggins aussi » ("and so does Muggins"):
    beside the rule books, and beside muggins-02's "Muggins is optional", it read as the
    muggins rule counting his nobs; it is the bot that counts it, and it says so itself."""
    fr, en = (BANK["nobs-03"].poll(lang).explanation for lang in ("fr", "en"))
    assert "Muggins" not in fr and "Muggins" not in en, (fr, en)
    assert fr.endswith("je le compte aussi."), fr
    assert en.endswith("and so do I."), en


def test_fadoq_01_speaks_a_club_players_english() -> None:
    """fadoq-01 asked 'FADOQ particularity: from which score can a player no longer peg one
    point at a time or "make a go"?': the French « particularité » and « faire Go » word for
    word; an English player says a house rule, and scores a go."""
    text = BANK["fadoq-01"].poll("en")
    for said in (text.question, text.explanation):
        assert "particularity" not in said and "make a go" not in said, said
    assert text.question.startswith("FADOQ house rule:"), text.question
    assert "score a go" in text.question and "score a go" in text.explanation


def test_nobs_03_names_each_rule_book_alike() -> None:
    """nobs-03 offered "The classic Bicycle rules", "A summary of the rules", then "FADOQ
    tournament rules" and a bare "Jeux des 50 ans et plus" (an event, not rules): each option
    now names a rule book the same way, as the French « Les règles du tournoi FADOQ » does."""
    options = BANK["nobs-03"].poll("en").options
    assert options[2] == "The FADOQ tournament rules", options
    assert options[3] == "The Jeux des 50 ans et plus rules", options


def test_english_asks_can_you_not_may_you() -> None:
    """ "The count is 25. May you play a 7?", "What may you do?", "May you correct it?": a
    player asks whether he can; "may you" reads as a lawyer's English."""
    asked = [q.id for q in BANK.values() if re.search(r"\bmay you\b", q.poll("en").question, re.I)]
    assert asked == []
    assert BANK["count-03"].poll("en").question == "The count is 25. Can you play a 7?"
