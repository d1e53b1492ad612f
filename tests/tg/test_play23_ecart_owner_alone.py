"""« /ecart 5C 5K VP DT 2C 3P moi » (the player says the crib is hers, « à moi », "mine") got
« Les 6 cartes y sont, mais « moi » après elles n'est ni une carte ni « donneur » ou
« receveur » », while « le crib est à moi » and « mon crib » say who deals. The owner said
alone after the cards now says it too: hers, the dealer; his (« à lui », "his"), the pone."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import Lookup, read_lookup
from bot.tg.local import Driver, texts

SIX = "5C 5K VP DT 2C 3P"


@pytest.mark.parametrize(
    ("words", "dealer"),
    [
        ("moi", True),
        ("à moi", True),
        ("a moi", True),
        ("c'est à moi", True),
        ("c est a moi!", True),
        ("mine", True),
        ("it's mine", True),
        ("lui", False),
        ("à lui", False),
        ("à elle", False),
        ("c'est à lui", False),
        ("à l'adversaire", False),
        ("à mon adversaire", False),
        ("his", False),
        ("hers", False),
        ("theirs", False),
        ("it's my opponent's", False),
    ],
)
def test_the_cribs_owner_said_alone_says_who_deals(words: str, dealer: bool) -> None:
    said = read_lookup([*SIX.split(), *words.split()])
    assert (said.cards, said.dealer) == (SIX, dealer)


@pytest.mark.parametrize(
    "typed",
    ["5C 5K VP DT 2C 3P moi je donne", "5C 5K VP DT 2C 3P c'est moi qui donne", "5C moi 5K"],
)
def test_an_owner_word_said_with_a_role_or_among_the_cards_is_read_as_before(typed: str) -> None:
    """« moi » said with the role is the role's (« c'est moi qui donne »), and « moi » among
    the cards is no owner said after them (left to the card reader)."""
    before = {
        "5C 5K VP DT 2C 3P moi je donne": (SIX, True),
        "5C 5K VP DT 2C 3P c'est moi qui donne": (SIX, True),
        "5C moi 5K": ("5C moi 5K", None),
    }
    said = read_lookup(typed.split())
    assert (said.cards, said.dealer) == before[typed]


@pytest.mark.parametrize("words", ["pas moi", "not mine", "ce n'est pas à moi"])
def test_an_owner_said_with_a_negation_is_no_owner(words: str) -> None:
    """« pas moi » after the cards is not read as « moi »: no role (the reply says what was not
    read)."""
    assert read_lookup([*SIX.split(), *words.split()]).dealer is None


@pytest.mark.parametrize("words", ["moi", "à lui", "mine"])
def test_an_owner_with_no_card_before_it_is_left_to_who_deals(words: str) -> None:
    """An owner alone with no card before it is left to « qui donne? »'s own reader."""
    assert read_lookup(words.split()) == Lookup(words, None)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 3P moi", "Vous êtes le donneur"),
        ("fr", "/ecart 5C 5K VP DT 2C 3P à lui", "Vous êtes le receveur"),
        ("en", "/discard 5H 5D JS QC 2H 3S mine", "You deal"),
        ("en", "/discard 5H 5D JS QC 2H 3S his", "You are the pone"),
    ],
)
async def test_the_chat_reads_the_owner_said_alone(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (reply,) = texts(await bot_driver.send(typed, user_id=2_323, language_code=lang))
    assert said in reply, reply
