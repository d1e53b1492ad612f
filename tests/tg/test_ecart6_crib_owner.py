"""« /ecart 5C 5K VP DT 2C 3P le crib est à moi » (« mon crib », "my crib") got « Les 6 cartes y
sont, mais « le crib est à moi » après elles n'est ni une carte ni « donneur » ou « receveur »
», when /chances reads « mon crib » as the dealer. The crib's owner now says who deals."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup
from bot.tg.local import Driver, texts

SIX = "5C 5K VP DT 2C 3P"


@pytest.mark.parametrize(
    ("words", "dealer"),
    [
        ("le crib est à moi", True),
        ("mon crib", True),
        ("c'est mon crib", True),
        ("le crib est à lui", False),
        ("son crib", False),
        ("my crib", True),
        ("the crib is mine", True),
        ("his crib", False),
        ("the crib is my opponent's", False),
    ],
)
def test_the_cribs_owner_says_who_deals(words: str, dealer: bool) -> None:
    said = read_lookup([*SIX.split(), *words.split()])
    assert (said.cards, said.dealer) == (SIX, dealer)


def test_crib_alone_is_no_role() -> None:
    assert read_lookup(["crib"]).dealer is None


async def test_the_chat_reads_the_cribs_owner(bot_driver: Driver) -> None:
    (reply,) = texts(
        await bot_driver.send(f"/ecart {SIX} le crib est à moi", user_id=671, language_code="fr")
    )
    assert "Vous êtes le donneur" in reply, reply
