"""Reading cards as a player types them (codes, symbols, words, in English or French notation):
the cards read, or a `CardError` saying why the text was refused (the UI layer words it).

The cards themselves and the notation's codes are `bot.engine.cards`'s.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence
from enum import StrEnum
from typing import Generic, TypeVar

from bot.engine.cards import (
    ACE,
    DECK,
    JACK,
    KING,
    LANGUAGES,
    LETTER_RANKS,
    LETTER_SUITS,
    QUEEN,
    Card,
    Suit,
    check_language,
)


class CardErrorReason(StrEnum):
    """Why a card text was refused; the UI layer translates these codes."""

    EMPTY = "empty"
    UNKNOWN_RANK = "unknown_rank"
    UNKNOWN_SUIT = "unknown_suit"
    SUIT_MISSING = "suit_missing"
    """A rank alone (`5`, `J`, `valet`) where a whole card is wanted: no suit was typed."""
    DUPLICATE = "duplicate"
    """A card typed twice (`held`: that card, however it was typed)."""
    WRONG_COUNT = "wrong_count"
    RANK_NOT_HELD = "rank_not_held"
    """A rank alone (`5`) when no card of that rank is among the cards in play."""
    RANK_HELD_TWICE = "rank_held_twice"
    """A rank alone when several cards of that rank are in play (`held`: which)."""
    GLUED = "glued"
    """Two cards of letters alone typed with no space (`VPRK`, `JSQH`): read as cards, it may
    be a word (`asks`), so it is refused and `held` gives the two cards it would be."""
    SUIT_FIRST = "suit_first"
    """A suit letter typed before a rank in figures (`C5`, « T10 »): C is clubs in English and
    hearts in French, so it is not guessed; the player is told the rank comes first (`5C`)."""
    SUIT_LETTER = "suit_letter"
    """A text read in the other notation's codes (« KC 5C » in French: K is no French rank)
    where a suit letter means another suit in the player's (C: clubs in English, hearts in
    French) and no letter shows the codes are the other's (S, H, D): not guessed; `held` is
    the card read, then the one the player's notation would make of it."""


ReasonT = TypeVar("ReasonT", bound=StrEnum)


class InputError(ValueError, Generic[ReasonT]):
    """Typed input refused: a reason code (the UI layer translates it) and the token read."""

    def __init__(self, reason: ReasonT, token: str = "") -> None:
        super().__init__(f"{reason.value}: {token!r}" if token else reason.value)
        self.reason = reason
        self.token = token


class CardError(InputError[CardErrorReason]):
    """Bad card input: a reason code, the offending token and, for counts, what was wanted."""

    def __init__(
        self,
        reason: CardErrorReason,
        token: str = "",
        *,
        expected: tuple[int, ...] = (),
        got: int = 0,
        held: tuple[Card, ...] = (),
    ) -> None:
        super().__init__(reason, token)
        self.expected = expected
        self.got = got
        self.held = held
        self.read = 0
        """How many cards of the text were read before the token refused."""
        self.notation = ""
        """The notation the text was read in (`en`, `fr`), when a text was read."""


_SYMBOL_SUITS: dict[str, Suit] = {
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
_NUMBER_RANKS: dict[str, int] = {str(r): r for r in range(2, 11)} | {"1": ACE}

_VARIATION_SELECTORS = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))

_BY_CODE: dict[str, Card] = {str(c): c for c in DECK}
"""Each card by its canonical code (`5H`, `10D`): how stored deals are written."""


def parse_card(token: str, *, lang: str = "en") -> Card:
    """One card from a token such as `5H`, `10d`, `TD`, `V♣` (French), `10♥` or « roi♥ »."""
    if lang == "en" and isinstance(token, str):
        known = _BY_CODE.get(token)  # a canonical code reads as itself, with no more work
        if known is not None:
            return known
    check_language(lang)
    text = token.translate(_VARIATION_SELECTORS).strip().upper()
    if text in _NUMBER_RANKS or text in LETTER_RANKS[lang]:  # `5`, `10`, `J`: a rank alone
        raise CardError(CardErrorReason.SUIT_MISSING, token)
    if len(text) < 2:
        raise CardError(CardErrorReason.UNKNOWN_RANK, token)
    symbol_first = _symbol_first(text, lang)
    if symbol_first is not None:
        return symbol_first
    rank_text, suit_text = text[:-1], text[-1]
    suit = _suit_code(suit_text, lang)
    rank = _rank_code(rank_text, lang)
    if rank is None and suit_text in _SYMBOL_SUITS:  # « as♠ », « roi♥ »: a rank in words
        rank = _WORD_RANKS.get(_plain_word(rank_text))
    alone = _plain_word(text) in _WORD_RANKS  # `valet`, « as »: a rank alone, in words
    if rank is None:
        spelt = _suit_word_glued(token, lang)
        if spelt is not None:
            return spelt
        glued = _glued_letters(text, lang)
        if glued:
            raise CardError(CardErrorReason.GLUED, token, held=glued)
        if _letter_first(text):
            raise CardError(CardErrorReason.SUIT_FIRST, token)
        raise CardError(
            CardErrorReason.SUIT_MISSING if alone else CardErrorReason.UNKNOWN_RANK, token
        )
    if suit is None:  # « as » in French is the ace with no suit, not A and a suit S
        raise CardError(
            CardErrorReason.SUIT_MISSING if alone else CardErrorReason.UNKNOWN_SUIT, token
        )
    return Card(rank, suit)


def _symbol_first(text: str, lang: str) -> Card | None:
    """The card of a suit symbol typed before its rank (`♥5`, `♠J`, « ♣10 », « ♠V » in
    French), or None. A symbol is a suit in every notation, so this reading is never a
    guess."""
    suit = _SYMBOL_SUITS.get(text[:1])
    if suit is None or text[-1:] in _SYMBOL_SUITS:
        return None
    rank = _rank_code(text[1:], lang)
    return None if rank is None else Card(rank, suit)


def _letter_first(text: str) -> bool:
    """Whether `text` (upper case) is a suit letter then a rank in figures (`C5`, « T10 »)
    in some notation: a card written backwards, which `C5` shows could be read two ways (C
    is clubs in English, hearts in French); it is refused, never guessed. Not two letters
    (« PV », `SA`): many are words (« ça », « sa », « ta », « TV »)."""
    return text[1:] in _NUMBER_RANKS and any(text[:1] in LETTER_SUITS[lang] for lang in LANGUAGES)


def _suit_word_glued(token: str, lang: str) -> Card | None:
    """The card of a rank glued to its suit in words (« 5cœur », « valetpique », "10hearts"),
    or None."""
    plain = _plain_word(token.strip())
    for word, suit in _WORD_SUITS.items():
        if plain.endswith(word) and len(plain) > len(word):
            rank = _rank_of(plain[: -len(word)], lang)
            if rank is not None:
                return Card(rank, suit)
    return None


def _glued_letters(text: str, lang: str) -> tuple[Card, ...]:
    """The two cards of `text` when it is two codes of `lang` in letters alone with no space
    (`VPRK` in French, `JSQH`), else none: not read as cards (`asks`), but shown to the
    player who meant them."""
    if len(text) != 4 or not text.isalpha():
        return ()
    if not (_is_code(text[:2], lang) and _is_code(text[2:], lang)):
        return ()
    return (parse_card(text[:2], lang=lang), parse_card(text[2:], lang=lang))


# Cards in words, in either language: « 5 de cœur », « valet de pique », "ten of diamonds".
_WORD_RANKS: dict[str, int] = {
    **dict.fromkeys(("as", "ace", "aces"), ACE),
    **dict.fromkeys(("deux", "two"), 2),
    **dict.fromkeys(("trois", "three"), 3),
    **dict.fromkeys(("quatre", "four"), 4),
    **dict.fromkeys(("cinq", "five"), 5),
    **dict.fromkeys(("six",), 6),
    **dict.fromkeys(("sept", "seven"), 7),
    **dict.fromkeys(("huit", "eight"), 8),
    **dict.fromkeys(("neuf", "nine"), 9),
    **dict.fromkeys(("dix", "ten"), 10),
    **dict.fromkeys(("valet", "jack", "knave"), JACK),
    **dict.fromkeys(("dame", "reine", "queen"), QUEEN),
    **dict.fromkeys(("roi", "king"), KING),
}
_WORD_SUITS: dict[str, Suit] = {
    **dict.fromkeys(("pique", "piques", "pic", "pics", "spade", "spades"), Suit.SPADES),
    **dict.fromkeys(("coeur", "coeurs", "heart", "hearts"), Suit.HEARTS),
    **dict.fromkeys(("carreau", "carreaux", "diamond", "diamonds"), Suit.DIAMONDS),
    **dict.fromkeys(("trefle", "trefles", "club", "clubs"), Suit.CLUBS),
}
_WORD_LINKS = frozenset({"de", "d", "of", "du"})
_WORD_SEPARATORS = frozenset({"et", "and", "puis", "pis", "then", "avec", "with", "&", "+"})
"""Words typed between cards, read as a comma: « roi de trèfle et valet de carreau »,
« le 5♥ avec le V♣ »."""
_ARTICLES = frozenset({"le", "la", "l", "un", "une", "the", "an"})
"""Articles before a card, skipped: « le valet de pique », « l'as de cœur », "the ten of
hearts". Not « les »: « les deux rois » is not the 2 and a king."""
ENGLISH_ARTICLE = "a"
"""Skipped only before a card said in full ("a queen of clubs") or a rank spelled out ("a
ten"): alone, or before a figure ("a 5"), `A` is the ace."""
_WORD_SPLIT = re.compile(r"[\s,;:'\u2019.!?()«»\"…-]+")
_JOINERS = re.compile(r"[/+&]")
"""Typed between cards with no space (« 5C/5K », `5H+JC`): read as a comma only when every
piece is a card with its suit, so « 1/2 » or « 5+5 » stays a number."""


def unaccented(text: str) -> str:
    """The text without its accents (`trèfle` -> `trefle`): every combining mark dropped."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _plain_word(word: str) -> str:
    """Casefolded, œ spelled out, accents removed (`Cœur` -> `coeur`, `trèfle` -> `trefle`)."""
    return unaccented(word.casefold().replace("œ", "oe"))


def _rank_of(word: str, lang: str) -> int | None:
    """A rank written as a word, a number or a letter of either notation."""
    plain = _plain_word(word)
    if plain in _WORD_RANKS:
        return _WORD_RANKS[plain]
    upper = word.upper()
    return _NUMBER_RANKS.get(upper) or LETTER_RANKS[lang].get(upper)


def _suit_of(word: str, lang: str) -> Suit | None:
    """A suit written as a word (« cœur », "hearts"), a symbol or a letter of the notation."""
    return (
        _WORD_SUITS.get(_plain_word(word))
        or _SYMBOL_SUITS.get(word)
        or LETTER_SUITS[lang].get(word.upper())
    )


def _suit_after(tokens: Sequence[str], i: int, lang: str) -> tuple[Suit | None, int]:
    """The suit said after a rank, from token `i` (« de cœur », « cœur », « ♥ », « P »), and
    how many tokens say it (0: none)."""
    if i + 1 < len(tokens) and _plain_word(tokens[i]) in _WORD_LINKS:
        suit = _suit_of(tokens[i + 1], lang)
        if suit is not None:
            return suit, 2
    suit = _suit_of(tokens[i], lang) if i < len(tokens) else None
    return suit, 0 if suit is None else 1


def _unglued(tokens: Sequence[str], lang: str) -> list[str]:
    """Tokens with cards typed glued together (`5H5D5CJS5S`, « 5c5k », `5♥J♣`) or joined by a
    slash or a plus (« 5C/5K », `5H+JC`) apart."""
    pieces: list[str] = []
    for token in tokens:
        codes = _codes_in(token, lang)
        pieces.extend([token] if codes is None else codes)  # a slash alone is no card
    return pieces


def _codes_in(token: str, lang: str) -> list[str] | None:
    """The card codes a token holds when it is several cards with no space between them,
    else None (a single card, a word, anything with a piece that is no card)."""
    if not _JOINERS.search(token):
        return _glued(token, lang)
    parts = [part for part in _JOINERS.split(token) if part]  # « 5C/5K/ »: a slash too many
    codes: list[str] = []
    for part in parts:
        if _is_code(part, lang):
            codes.append(part)
            continue
        glued = _glued(part, lang)
        if glued is None:
            return None
        codes.extend(glued)
    return codes


def _is_code(text: str, lang: str) -> bool:
    """Whether `text` is one card code of `lang` (`5H`, `10♦`, `VP` in French)."""
    upper = text.upper()
    return _rank_code(upper[:-1], lang) is not None and _suit_code(upper[-1:], lang) is not None


def _glued(token: str, lang: str) -> list[str] | None:
    """The cards of a token typed without spaces between them, or None when it is not one.

    Every piece must be a card code of `lang` (a rank, then its suit), and the token must show
    it is cards: a number or a suit symbol in it (`5h5d`, `K♠Q♥`), or three cards or more
    (`KSQHJD`). Two codes of letters alone may be an everyday word (« asks » = AS KS, "acts"
    = AC TS): such a token stays a word, so a group's chatter never turns into cards (read
    where cards are wanted, it is refused as `GLUED`, with the two cards it would be)."""
    text = token.upper()
    if text[:1] in _SYMBOL_SUITS:  # `♥5♦5♠J`: each suit symbol before its rank
        return _glued_symbols_first(token, lang)
    pieces: list[str] = []
    i = 0
    while i < len(text):
        width = 2 if text.startswith("10", i) else 1
        if not _is_code(text[i : i + width + 1], lang):
            return None
        pieces.append(token[i : i + width + 1])
        i += width + 1
    marked = any(c.isdigit() or c in _SYMBOL_SUITS for c in text)
    return pieces if len(pieces) >= (2 if marked else 3) else None


def _glued_symbols_first(token: str, lang: str) -> list[str] | None:
    """The cards of a token of two cards or more, each a suit symbol then its rank, with no
    space (`♥5♦5♠J`, « ♣10♠V »), else None."""
    text = token.upper()
    pieces: list[str] = []
    i = 0
    while i < len(text):
        width = 2 if text.startswith("10", i + 1) else 1
        if _symbol_first(text[i : i + width + 1], lang) is None:
            return None
        pieces.append(token[i : i + width + 1])
        i += width + 1
    return pieces if len(pieces) >= 2 else None


def _rank_code(text: str, lang: str) -> int | None:
    """The rank of a code's rank part (`5`, `10`, `J` / `V`), None when it is none."""
    return _NUMBER_RANKS.get(text) or LETTER_RANKS[lang].get(text)


def _suit_code(text: str, lang: str) -> Suit | None:
    """The suit of a code's last character (a letter of the notation, a symbol)."""
    return _SYMBOL_SUITS.get(text) or LETTER_SUITS[lang].get(text)


def _card_words(tokens: list[str], lang: str) -> list[str | Card]:
    """Tokens with cards in words (`5 de cœur`, `five of hearts`) or a rank and its suit
    apart (`5 ♥`, « V P ») turned into cards."""
    out: list[str | Card] = []
    suits_first = _suit_word_first(tokens, 0, lang, alone=False)[0] is not None
    i = 0
    while i < len(tokens):
        if _plain_word(tokens[i]) == ENGLISH_ARTICLE and (
            _in_words(tokens, i + 1, lang) or _rank_word_at(tokens, i + 1)
        ):
            i += 1  # "a queen of clubs", "a ten": the article, not the ace
        card, used = _card_at(tokens, i, lang)
        if card is None:
            card, used = _suit_word_first(tokens, i, lang, alone=not suits_first)
        out.append(tokens[i] if card is None else card)
        i += used or 1
    return out


def _rank_word_at(tokens: Sequence[str], i: int) -> bool:
    """Whether token `i` is a rank spelled out ("ten", "six", "jack"): after "a", a rank alone
    among the cards in play ("a ten and an eight"; it was « You have no “a” »), where "a 5"
    stays the ace and the five."""
    return i < len(tokens) and _plain_word(tokens[i]) in _WORD_RANKS


def _suit_word_first(
    tokens: Sequence[str], i: int, lang: str, *, alone: bool
) -> tuple[Card | None, int]:
    """The card said by a suit in words or a symbol alone at token `i`, then its rank (« cœur
    5 », « trèfle valet », "hearts 10", « ♥ 5 »), and how many tokens say it (2), else
    `(None, 0)`. A word or a symbol is a suit in every notation, so this is no guess (a
    letter is: « C 5 »). In a text of cards written the other way round (`alone`: it does
    not begin with a suit), it is read only when the rank has no suit after it (« 5 cœur
    pique 10 »; « 5 cœur, pique 10 pique »: which suit is the 10's?)."""
    if i + 1 >= len(tokens):
        return None, 0
    word = tokens[i]
    suit = _WORD_SUITS.get(_plain_word(word)) or _SYMBOL_SUITS.get(word)
    rank = _rank_of(tokens[i + 1], lang) if suit is not None else None
    if suit is None or rank is None:
        return None, 0
    if alone and _suit_after(tokens, i + 2, lang)[0] is not None:
        return None, 0
    return Card(rank, suit), 2


def _in_words(tokens: Sequence[str], i: int, lang: str) -> bool:
    """Whether a card with its suit in words is said at token `i` ("queen of clubs", "5
    hearts"; not "5 H", after which a lone "A" is the ace)."""
    card, used = _card_at(tokens, i, lang)
    return card is not None and _plain_word(tokens[i + used - 1]) in _WORD_SUITS


def _card_at(tokens: Sequence[str], i: int, lang: str) -> tuple[Card | None, int]:
    """The card said by a rank at token `i` and its suit after it, and how many tokens say
    it (`(None, 0)`: no card there)."""
    rank = _rank_of(tokens[i], lang) if i < len(tokens) else None
    if rank is None:
        return None, 0
    suit, used = _suit_after(tokens, i + 1, lang)
    return (None, 0) if suit is None else (Card(rank, suit), 1 + used)


def parse_rank(token: str, *, lang: str = "en") -> int | None:
    """A rank alone (`R`, `10`, `roi`, `king`), or None when the token is not one."""
    check_language(lang)
    return _rank_of(token.translate(_VARIATION_SELECTORS).strip(), lang)


def _rank_alone(token: str, lang: str, among: Sequence[Card]) -> Card | None:
    """A rank with no suit stands for the one card of that rank in `among` (`R`: the king);
    None when the token is not a rank alone. A rank of which `among` holds no card, or
    several, is an error (`RANK_NOT_HELD`, `RANK_HELD_TWICE`), not an unknown suit."""
    rank = _rank_of(token, lang)
    if rank is None:
        return None
    matching = tuple(c for c in among if c.rank == rank)
    if not matching:
        raise CardError(CardErrorReason.RANK_NOT_HELD, token)
    if len(matching) > 1:
        raise CardError(CardErrorReason.RANK_HELD_TWICE, token, held=matching)
    return matching[0]


def _read_token(token: str, lang: str, among: Sequence[Card]) -> Card:
    """One token of a text: a code (read first, so the English `AS` is the ace of spades, no
    French word « as »), else a rank alone among the cards in play, else the error of its
    reading as a code."""
    try:
        return parse_card(token, lang=lang)
    except CardError:
        alone = _rank_alone(token, lang, among) if among else None
        if alone is None:
            raise
        return alone


def parse_cards(
    text: str,
    *,
    lang: str = "en",
    count: int | Collection[int] | None = None,
    among: Sequence[Card] = (),
) -> list[Card]:
    """The distinct cards in `text` (spaces, commas, a sentence's punctuation, « et »,
    "and" between them; articles before them skipped), checked against `count`.

    Cards are codes (`5H`, `V♣`; glued together too, `5H5D5CJS5S`, see `_glued`; or joined
    by a slash, `5C/5K`), or words in either language (« 5 de cœur », « valet de pique »,
    "ten of diamonds"). With `among` (the cards in play), a rank alone stands for the one
    card of that rank among them (`R` when one king was dealt), the cards the text names
    whole left out (`J and JH` with the jacks of hearts and diamonds dealt: the J is the
    jack of diamonds).
    """
    check_language(lang)
    cards: list[Card] = []
    read = _card_words(_tokens(text, lang), lang)
    if among:  # « V et VC » with V♥ V♦ dealt: the jack named whole is not the rank alone's
        among = [card for card in among if card not in _named(read, lang)]
    for i, token in enumerate(read):
        try:
            card = token if isinstance(token, Card) else _read_token(token, lang, among)
            if card in cards:
                raise CardError(CardErrorReason.DUPLICATE, str(token), held=(card,))
        except CardError as error:
            if error.reason in _MISREAD:
                error = _first_no_card(read[i:]) or error
            error.read, error.notation = len(cards), lang
            raise error from None
        cards.append(card)
    wanted = (count,) if isinstance(count, int) else tuple(sorted(count or ()))
    if not cards and not wanted:
        raise CardError(CardErrorReason.EMPTY)
    if wanted and len(cards) not in wanted:
        raise CardError(CardErrorReason.WRONG_COUNT, expected=wanted, got=len(cards))
    return cards


def _named(read: Sequence[str | Card], lang: str) -> set[Card]:
    """The cards a text names whole (a code, or in words), not by a rank alone: a rank alone
    stands for a card in play none of these is."""
    named: set[Card] = set()
    for token in read:
        if isinstance(token, Card):
            named.add(token)
            continue
        try:
            named.add(parse_card(token, lang=lang))
        except CardError:
            continue
    return named


def _tokens(text: str, lang: str) -> list[str]:
    """The words of a card text, separators and articles left out, cards typed glued
    together apart."""
    words = _WORD_SPLIT.split(text.translate(_VARIATION_SELECTORS))
    typed = [t for t in words if t and _plain_word(t) not in _WORD_SEPARATORS | _ARTICLES]
    return _unglued(typed, lang)


def lettered_codes(text: str, lang: str) -> list[str]:
    """The card codes of `text` in `lang` whose suit is a letter (`KC`, `5h` in `KC 5♥ 5h`;
    not `5♥`, nor a card in words): the cards whose suit the notation decides."""
    check_language(lang)
    return [
        token
        for token in _card_words(_tokens(text, lang), lang)
        if isinstance(token, str) and _is_code(token, lang) and token[-1:].isalpha()
    ]


_MISREAD = frozenset(
    {CardErrorReason.UNKNOWN_RANK, CardErrorReason.UNKNOWN_SUIT, CardErrorReason.SUIT_MISSING}
)


def _first_no_card(tokens: Sequence[str | Card]) -> CardError | None:
    """The error for the first word that is no card nor rank in any notation (« bonjour »,
    « cartes »): what a player should read before a mistyped suit or a rank alone elsewhere
    (« 5H 5D bonjour » in French, « 5 cartes »)."""
    for token in tokens:
        if isinstance(token, str) and _plain_word(token) in _WORD_LINKS:
            continue  # « 5 of dimonds »: the misspelt suit, not the "of" before it
        if isinstance(token, str) and all(_unknown_rank(token, lang) for lang in LANGUAGES):
            return CardError(CardErrorReason.UNKNOWN_RANK, token)
    return None


def _unknown_rank(token: str, lang: str) -> bool:
    """Whether `token` has no rank as a card code of `lang` (nor as a rank alone)."""
    try:
        parse_card(token, lang=lang)
    except CardError as error:
        return error.reason is CardErrorReason.UNKNOWN_RANK
    return False
