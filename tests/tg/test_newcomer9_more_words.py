"""« /aide pointage » and « /aide planchette » (words the bot itself writes: « vos chances de
gagner à n'importe quel pointage », « sur une planchette »), « /aide brasser », « mêler »,
« couper », « jeter », « défausser », « pions », « figures », « joker », and "/help the show",
"board", "pegs", "shuffle", "face cards" answered « Je ne connais ni commande ni mot du jeu … »
over the list of commands. Each is now a word of the game, explained in the player's language
with the clubs' words (the glossary's: planche de crible, pions, brasser, jeter au crib)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

TERMS = [
    ("fr", "/aide pointage", "Pointage", "121"),
    ("en", "/help scoring", "Score", "121"),
    ("fr", "/aide planchette", "Planchette et pions", "deux fois"),
    ("fr", "/aide pions", "Planchette et pions", "pion"),
    ("en", "/help board", "Board and pegs", "twice around"),
    ("en", "/help pegs", "Board and pegs", "peg"),
    ("fr", "/aide brasser", "Brasser", "six cartes"),
    ("fr", "/aide mêler", "Brasser", "six cartes"),
    ("en", "/help shuffle", "Shuffle", "six cards"),
    ("fr", "/aide couper", "Couper", "carte de départ"),
    ("en", "/help cut", "Cut", "starter"),
    ("fr", "/aide jeter", "Jeter au crib", "deux"),
    ("fr", "/aide défausser", "Jeter au crib", "deux"),
    ("en", "/help lay away", "Laying away to the crib", "two"),
    ("fr", "/aide figures", "Figures", "10"),
    ("en", "/help face cards", "Face cards", "10"),
    ("fr", "/aide joker", "Joker", "52 cartes"),
    ("en", "/help joker", "Joker", "52 cards"),
    ("fr", "/aide décompte", "Décompte", "receveur"),
    ("en", "/help the show", "The show", "pone"),
]


@pytest.mark.parametrize(("lang", "typed", "title", "said"), TERMS)
async def test_the_words_a_newcomer_asks_about_are_explained(
    bot_driver: Driver, lang: str, typed: str, title: str, said: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_991, language_code=lang))
    assert len(sent) == 1, sent
    assert sent[0].startswith(f"<b>{title}</b>\n"), sent[0]
    text = html_to_text(sent[0])
    assert said in text, text
    assert "Je ne connais" not in text and "I know no" not in text, text


CARDS = [
    ("fr", "/aide as"),
    ("fr", "/aide dame"),
    ("fr", "/aide roi"),
    ("fr", "/aide pique"),
    ("fr", "/aide cœur"),
    ("fr", "/aide as de pique"),
    ("en", "/help queen"),
    ("en", "/help spades"),
    ("en", "/help ace"),
]
NOTATION = {"fr": "Comment écrire les cartes\n", "en": "How to write cards\n"}


@pytest.mark.parametrize(("lang", "typed"), CARDS)
async def test_a_card_name_leads_to_how_cards_are_written(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    """« /aide as », « dame », « pique », "/help queen": how cards are written (as « /aide
    cartes » and /score alone show it), not « Je ne connais ni commande ni mot du jeu »."""
    (text,) = texts(await bot_driver.send(typed, user_id=9_992, language_code=lang))
    assert html_to_text(text).startswith(NOTATION[lang]), text
