"""The verdict, the table and the lookup of lay-aways a hair apart, both languages: what reads
the same shares the rank, « à égalité avec le meilleur », never « 2e meilleur écart »."""

from __future__ import annotations

import re

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import Challenge, analyse, grade
from bot.engine.card_parsing import parse_cards
from bot.engine.crib_tables import CribTables
from bot.i18n import I18n, render
from bot.views import ecart as view
from bot.views import ecart_lookup, ecart_table

NEAR_TIES = [
    ("AD 4S 7H 9C 10H JD", True, "7H 9C", "AD 4S"),
    ("2C 4H 5C 6C 10H QD", True, "2C QD", "2C 10H"),
    ("2C 2H 4S 8S JD", False, "JD", "8S"),
    ("4D 4S 5D 10D 10S", False, "4D", "4S"),
]
TIED = {"fr": "à égalité avec le meilleur écart sur", "en": "tied with the best of the"}
SECOND = {"fr": "2e meilleur écart", "en": "2nd best"}
LESS = {"fr": "moins de 0,01 point de plus", "en": "less than 0.01 points more"}


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.fixture(scope="module")
def tables() -> CribTables:
    return shipped_crib_tables()


def table_ranks(text: str) -> list[str]:
    block = re.search(r"<blockquote expandable>(.*)</blockquote>", text, re.S)
    assert block is not None
    return [row.split()[0] for row in block.group(1).split("\n")[1:]]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("cards", "dealer", "best", "near"), NEAR_TIES)
def test_a_near_tie_reads_as_tied_with_the_best(
    i18n: I18n, tables: CribTables, lang: str, cards: str, dealer: bool, best: str, near: str
) -> None:
    """Played: 8♠ laid away from 2♣ 2♥ 4♠ 8♠ V♦ (receveur) said « 2e meilleur écart sur 5,
    \u22120,25 point », under « 1. En jetant V♦ … \u22120,2 en tout. » and « 2. En jetant
    8♠ … \u22120,2 en tout. », both \u22120,25 in the table. Now « à égalité avec le
    meilleur », both ranked 1."""
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards(cards)), dealer=dealer)
    verdict = grade(challenge, parse_cards(near), tables=tables)
    text = view.verdict_text(verdict, tr)
    head = text.split("\n")[0]
    assert TIED[lang] in head and SECOND[lang] not in text, text
    assert LESS[lang] in text  # the best named, a hair ahead
    assert tr.decimal(verdict.best.total_ev - verdict.chosen.total_ev) not in head
    assert table_ranks(text)[:2] == ["1", "1"]
    sentences = [line for line in text.split("\n") if line.startswith("1. ")]
    assert len(sentences) == 2
    totals = {line.rsplit(" ", 3)[-3:][0] for line in sentences}
    assert len(totals) == 1, sentences  # the two sentences read the same total
    top = view.verdict_text(grade(challenge, parse_cards(best), tables=tables), tr)
    assert TIED[lang] not in top and LESS[lang] not in top


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_lay_aways_that_read_apart_keep_their_ranks(
    i18n: I18n, tables: CribTables, lang: str
) -> None:
    """A real loss still ranks below the best and says what it costs."""
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards("2C 2H 4S 8S JD")), dealer=False)
    verdict = grade(challenge, parse_cards("4S"), tables=tables)
    text = view.verdict_text(verdict, tr)
    assert verdict.rank == 3 and TIED[lang] not in text
    assert table_ranks(text) == ["1", "1", "3"]
    assert tr.decimal(verdict.loss) in text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_command_line_table_and_the_lookup_share_the_rank(
    i18n: I18n, tables: CribTables, lang: str
) -> None:
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards("AD 4S 7H 9C 10H JD")), dealer=True)
    options = analyse(challenge, tables=tables)
    assert ecart_table.shared_ranks(options)[:3] == [1, 1, 3]
    rows = ecart_table.table_rows(options, tr)
    assert [row[0] for row in rows[1:4]] == ["1", "1", "3"]


LOOKUP_TIED = {
    "fr": "À égalité avec le meilleur écart\u00a0: ",
    "en": "Tied with the best lay-away: ",
}
NEXT = {"fr": "Ensuite", "en": "Next"}
DECIDES = {"fr": "Ce qui décide", "en": "What decides"}
HAIR = {
    "fr": "moins de 0,01 point de plus\u00a0: trop peu",
    "en": "less than 0.01 points: too little",
}
FIVE_CARDS = 5


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("cards", "dealer", "best", "near"), NEAR_TIES)
def test_the_lookup_says_a_near_tie_as_the_challenge_does(
    i18n: I18n, lang: str, cards: str, dealer: bool, best: str, near: str
) -> None:
    """Looked up: /ecart 2C 2H 4S 8S JD receveur said « Jetez V♦ au crib », then « Ensuite :
    1. 8♠ : 4,55 \u2212 4,80 = \u22120,25 » (next, yet first) and « Ce qui décide entre V♦
    et 8♠ : la main, 0,09 point de plus », where the challenge calls 8♠ « à égalité avec le
    meilleur écart ». Now the lookup says so beside the best, and numbers the others from 3."""
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards(cards)), dealer=dealer)
    lookup = ecart_lookup.lookup_text(challenge, tr)
    best_part, _, rest = lookup.partition(NEXT[lang])
    near_cards = render.cards(parse_cards(near), tr)
    assert LOOKUP_TIED[lang] + near_cards in best_part, lookup
    assert near_cards not in rest.split("\n\n")[0], lookup  # not among the next ones
    numbered = re.findall(r"^(\d+)\. ", lookup, re.M)
    assert numbered and "1" not in numbered, lookup
    assert HAIR[lang] in best_part  # the best is ahead by a hair, too little to count
    if challenge.size == FIVE_CARDS:  # no play to tell them apart
        assert DECIDES[lang] not in lookup, lookup  # nothing decides between two tied
