"""/ecart with who deals said in the negative (« je donne pas », « c'est pas moi qui donne »,
"not my deal") or of the opponent (« il donne », "the other player deals"): the player is the
pone. The negation was read as a card: « Carte inconnue « pas » : la valeur doit être A, 2 à
10, V, D ou R »."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup
from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("typed", "dealer"),
    [
        ("5C 5K VP DT 2C 3P je donne pas", False),
        ("5C 5K VP DT 2C 3P je ne donne pas", False),
        ("5C 5K VP DT 2C 3P c'est pas moi qui donne", False),
        ("5C 5K VP DT 2C 3P ce n\u2019est pas moi qui donne", False),
        ("je ne suis pas le donneur 5C 5K VP DT 2C 3P", False),
        ("5C 5K VP DT 2C 3P je ne suis pas receveur", True),
        ("5C 5K VP DT 2C 3P il donne", False),
        ("5C 5K VP DT 2C 3P c'est lui qui donne, pas moi", False),
        ("5H 5D JS QC 2H 3S not my deal", False),
        ("5H 5D JS QC 2H 3S I don't deal", False),
        ("5H 5D JS QC 2H 3S I do not deal", False),
        ("5H 5D JS QC 2H 3S I'm not the dealer", False),
        ("5H 5D JS QC 2H 3S the other player deals", False),
        ("5H 5D JS QC 2H 3S my deal", True),
        ("5C 5K VP DT 2C 3P je donne", True),
    ],
)
def test_a_negated_role_is_the_other(typed: str, dealer: bool) -> None:
    said = read_lookup(typed.split())
    cards = [word for word in typed.split() if word[0].isdigit() or word[0] in "VDJQ"]
    assert (said.dealer, said.cards.split()) == (dealer, cards)


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 3P je donne pas", "receveur"),
        ("fr", "/ecart 5C 5K VP DT 2C 3P c'est pas moi qui donne", "receveur"),
        ("en", "/discard 5H 5D JS QC 2H 3S not my deal", "pone"),
    ],
)
async def test_the_chat_reads_the_negation(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text("\n".join(texts(await bot_driver.send(asked, 5411, language_code=lang))))
    assert "inconnue" not in text and "Unknown" not in text, text
    assert said in text.casefold(), text


def test_a_suit_letter_alone_stays_a_card() -> None:
    """« 5 C » (rank and suit apart) reads as a card: the C is not « c' » of « c'est »."""
    typed = "5 C 5 K V P D T 2 C 3 P je donne pas"
    said = read_lookup(typed.split())
    assert (said.cards, said.dealer) == ("5 C 5 K V P D T 2 C 3 P", False)
