"""The words of cards a player may misspell (« vallet », « treffle », "dimonds"), per
language, and the nearest one to a word that reads as no card: the reply names it, the
text is never read as that card (a misspelt word is asked about, not guessed)."""

from __future__ import annotations

import difflib
from typing import Final

from bot.engine.card_parsing import unaccented

CARD_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "fr": (
        *("as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"),
        *("valet", "dame", "reine", "roi"),
        *("pique", "cœur", "carreau", "trèfle", "piques", "cœurs", "carreaux", "trèfles"),
    ),
    "en": (
        *("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
        *("jack", "queen", "king"),
        *("spade", "heart", "diamond", "club", "spades", "hearts", "diamonds", "clubs"),
    ),
}
"""The ranks and suits in words, as a player of each language writes them."""

SOUNDS_LIKE: Final[dict[str, dict[str, str]]] = {
    "fr": {
        **dict.fromkeys(("carro", "caro", "carot", "karo", "carros", "caros"), "carreau"),
        **dict.fromkeys(("pik", "piks", "pikes", "pike"), "pique"),
        **dict.fromkeys(("keur", "ker", "queur"), "cœur"),
        **dict.fromkeys(("katre", "katr", "catre"), "quatre"),
        "sink": "cinq",
        "uit": "huit",
    },
    "en": {"jak": "jack", "kween": "queen", "kwen": "queen"},
}
"""Card words written as they sound, too far from the word for difflib or too short
(« carro » is « carreau », « pik » is « pique »)."""

_CUTOFF: Final = 0.75
"""How alike a word must be (difflib's ratio): « vallet » is « valet », « cartes » nothing."""
_SHORTEST: Final = 4
"""Shorter words are left alone: too many are everyday words ("for" is no "four")."""


def _plain(word: str) -> str:
    return unaccented(word.casefold().replace("œ", "oe"))


def nearest_card_word(token: str, lang: str) -> str | None:
    """The card word of `lang` nearest to `token` (« vallet » -> « valet », "dimonds" ->
    "diamonds"), None when none is near or the token is no misspelt word (a card word
    itself, figures, a symbol)."""
    plain = _plain(token.strip())
    sounded = SOUNDS_LIKE.get(lang, {}).get(plain)
    if sounded is not None:
        return sounded
    if len(plain) < _SHORTEST or not plain.isalpha():
        return None
    words = {_plain(word): word for word in CARD_WORDS.get(lang, ())}
    if plain in words:
        return None
    if plain[-1] in "sx" and plain[:-1] in words:
        return words[plain[:-1]]  # « rois » is « roi », not « trois »
    near = difflib.get_close_matches(plain, words, n=1, cutoff=_CUTOFF)
    return words[near[0]] if near else None
