"""Reading the cards players type, and the words for what went wrong.

`read_cards` reads a text in the player's notation, else in the other language's when only it
reads the text; `card_error` explains a refused text in one line (the typed token escaped for
Telegram HTML); `notation_help` says how to type cards. The parsing itself is the engine's
(`bot.engine.card_parsing`); this module chooses the notation and words the errors.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Collection, Sequence
from typing import Final

from bot.engine.card_parsing import (
    CardError,
    CardErrorReason,
    lettered_codes,
    parse_card,
    parse_cards,
    parse_rank,
    unaccented,
)
from bot.engine.card_typos import CARD_WORDS, nearest_card_word
from bot.engine.cards import ACE, JACK, KING, QUEEN, SUIT_SYMBOLS, Card, Suit, card_code
from bot.i18n import LANGUAGES, Translator
from bot.i18n.render import card, rank_text

TOKEN_MAX = 24  # longer user tokens are cut in error messages

__all__ = ["card_error", "meant_word", "notation_help", "read_cards", "words_example"]


def _rank_example(token: str, tr: Translator) -> str:
    """The rank typed alone (« v », "jack", « 10 ») as the player's notation writes it, for an
    example card: V in French, J in English (the token itself, escaped, if it is no rank). No
    letter is a rank in both notations, so the first one that reads it is right."""
    for lang in LANGUAGES:
        rank = parse_rank(token, lang=lang)
        if rank is not None:
            return rank_text(rank, tr)
    return _quoted_token(token.strip().upper())


def _quoted_token(token: str) -> str:
    """The user's token, cut to a sensible length and escaped for Telegram HTML."""
    shown = token if len(token) <= TOKEN_MAX else token[: TOKEN_MAX - 1] + "…"
    return html.escape(shown)


def _or_list(numbers: Sequence[int], tr: Translator) -> str:
    """ "5", "4 or 5", "4, 5 or 6"."""
    return _or_text([tr.number(n) for n in numbers], tr)


def _or_text(texts: Sequence[str], tr: Translator) -> str:
    """ "5♥", "5♥ or 5♣", "5♥, 5♣ or 5♠"."""
    if len(texts) == 1:
        return texts[0]
    return tr._("{first} or {last}").format(first=", ".join(texts[:-1]), last=texts[-1])


def meant_word(err: CardError, tr: Translator) -> str | None:
    """The card word `card_error` asks about (« vouliez-vous dire « carreau »? » for
    « carro »), found as it finds it; None when it says anything else."""
    if err.reason is not CardErrorReason.UNKNOWN_RANK:
        return None
    if _other_rank_letter(err.token, tr.lang) or _face_number(err.token, tr.lang):
        return None
    if _unknown_suit_after_rank(err.token, tr) is not None:
        return None
    return nearest_card_word(err.token, tr.lang)


def card_error(err: CardError, tr: Translator) -> str:
    """One line explaining bad card input, in the translator's language (token HTML-escaped)."""
    token = _quoted_token(err.token)
    if err.reason is CardErrorReason.EMPTY:
        return tr._("No cards given (for example: 5H JS 10D).")
    numbered = err.reason is CardErrorReason.UNKNOWN_SUIT and err.token.strip().isdigit()
    if err.reason is CardErrorReason.UNKNOWN_RANK or numbered:  # « 12C », « 12 », « 29 »
        meant = _other_rank_letter(err.token, tr.lang) or _face_number(err.token, tr.lang)
        if meant is not None:
            return tr._("Unknown card “{token}”: {rank} is written {letter}, as in {code}.").format(
                token=token,
                rank=_RANK_NAMES[meant.rank](tr),
                letter=card_code(meant, tr.lang)[:-1],
                code=card_code(meant, tr.lang),
            )
        suit_error = _unknown_suit_after_rank(err.token, tr)
        if suit_error is not None:
            return suit_error
        near = nearest_card_word(err.token, tr.lang)
        if near is not None:
            return tr._("Unknown card “{token}”: did you mean “{word}”?").format(
                token=token, word=near
            )
        return tr._("Unknown card “{token}”: the rank must be A, 2 to 10, J, Q or K.").format(
            token=token
        )
    if err.reason is CardErrorReason.UNKNOWN_SUIT:
        return tr._("Unknown suit in “{token}”: use S, H, D, C or ♠ ♥ ♦ ♣.").format(token=token)
    other = err.notation not in ("", tr.lang)
    rank = parse_rank(err.token, lang=err.notation) if other else None
    if err.reason is CardErrorReason.SUIT_MISSING and rank is not None:
        return _suit_missing_in_codes(token, Card(rank, Suit.HEARTS), err.notation, tr)
    if err.reason is CardErrorReason.SUIT_MISSING:
        return tr._(
            "The suit is missing after “{token}”: add S, H, D, C or ♠ ♥ ♦ ♣, as in {rank}H."
        ).format(token=token, rank=_rank_example(err.token, tr))
    if err.reason is CardErrorReason.GLUED:
        notation = err.notation or tr.lang
        return tr._("Put a space between the cards: “{token}” is written {cards}.").format(
            token=token, cards=" ".join(card_code(c, notation) for c in err.held)
        )
    if err.reason is CardErrorReason.SUIT_FIRST:
        turned = err.token.strip().upper()
        return tr._("The rank comes first, then the suit: write {code}, not “{token}”.").format(
            code=_quoted_token(turned[1:] + turned[:1]), token=token
        )
    if err.reason is CardErrorReason.SUIT_LETTER:
        hearts, clubs = sorted(err.held, key=lambda c: c.suit is not Suit.HEARTS)
        return tr._(
            "Hearts or clubs? In “{token}”, C is hearts in French and clubs in English. "
            "Write the suits as symbols, ♥ or ♣: {hearts} or {clubs}."
        ).format(token=token, hearts=card(hearts, tr), clubs=card(clubs, tr))
    if err.reason is CardErrorReason.DUPLICATE:  # the card as the reply writes cards: « 5♥ »
        twice = card(err.held[0], tr) if err.held else token
        return tr._("The card “{token}” is there twice.").format(token=twice)
    if err.reason is CardErrorReason.RANK_NOT_HELD:
        return tr._("You have no “{token}” among your cards.").format(token=token)
    if err.reason is CardErrorReason.RANK_HELD_TWICE:
        return tr._("You have more than one “{token}”: add the suit ({cards}).").format(
            token=token, cards=_or_text([card(c, tr) for c in err.held], tr)
        )
    if err.reason is CardErrorReason.WRONG_COUNT:
        expected = sorted(err.expected)
        if not expected:
            return tr._("Wrong number of cards: {got}.").format(got=tr.number(err.got))
        wanted = tr.ngettext("{expected} card", "{expected} cards", expected[-1]).format(
            expected=_or_list(expected, tr)
        )
        return tr._("It takes {wanted}, not {got}.").format(wanted=wanted, got=tr.number(err.got))
    raise ValueError(f"unknown card error reason {err.reason!r}")


def _unknown_suit_after_rank(token: str, tr: Translator) -> str | None:
    """The words for a token refused for its rank whose rank is fine and whose suit is not
    (« 5co », « 10tr », « vco », "5he", « dixco »): a rank, then letters that are no suit
    letter, or the start of a suit word. When those letters start the words of one suit only
    (« co »: cœur), the card is shown as it is written; else the suit letters are. A suit
    word cut short or spelt otherwise, alone (« co », « pic » after « as de »), is asked
    about. None for another token (« 15c », « allo »)."""
    plain = _plain(token)
    if not plain.isalnum():
        return None
    digits = len(plain) - len(plain.lstrip("0123456789"))
    if digits:
        rank_part, rest = plain[:digits], plain[digits:]
        rank = parse_rank(rank_part, lang=tr.lang)
        if rank is None or not rest.isalpha():
            return None
    else:
        rank, rest = _rank_word_before(plain, tr.lang)
        if rank is None and (len(plain) < 2 or rest in _WRITTEN_SUITS):
            return None  # « de cœur »: the rank is what is missing
    suits = _suits_starting(rest)
    if rank is None and len(suits) == 1:
        return tr._("Unknown card “{token}”: did you mean “{word}”?").format(
            token=_quoted_token(token), word=_SUIT_NAMES[tr.lang, suits.pop()]
        )
    if not suits and not digits:
        return None
    if rank is None or len(suits) != 1:
        return tr._("Unknown suit in “{token}”: use S, H, D, C or ♠ ♥ ♦ ♣.").format(
            token=_quoted_token(token)
        )
    meant = Card(rank, suits.pop())
    code = card_code(meant, tr.lang)
    return tr._("Unknown suit in “{token}”: write {code} or {symbol}.").format(
        token=_quoted_token(token), code=code, symbol=code[:-1] + SUIT_SYMBOLS[meant.suit]
    )


def _plain(text: str) -> str:
    """Casefolded, œ spelled out, accents removed, spaces around cut (« 5Cœ » -> « 5coe »)."""
    return unaccented(text.strip().casefold().replace("œ", "oe"))


def _rank_word_before(plain: str, lang: str) -> tuple[int | None, str]:
    """The rank a word starts with (a rank letter or word of `lang`: « v », « dix ») and the
    letters after it, longest rank first; (None, the word) when it starts with none."""
    for cut in range(len(plain) - 1, 0, -1):
        rank = parse_rank(plain[:cut], lang=lang)
        if rank is not None and (cut == 1 or len(plain) - cut >= 2):
            return rank, plain[cut:]
    return None, plain


def _suits_starting(letters: str) -> set[Suit]:
    """The suits with a word, in either language, that `letters` start (« co »: hearts; « c »:
    hearts and clubs), none when `letters` is empty."""
    if not letters:
        return set()
    return {suit for word, suit in _SUIT_WORDS if word.startswith(letters)}


_WRITTEN_SUITS: Final[dict[str, Suit]] = {
    _plain(word): parse_card("5" + word, lang=lang).suit
    for lang, words in CARD_WORDS.items()
    for word in words
    if parse_rank(word, lang=lang) is None
}
"""Each suit word the cards read in either language, plain (« coeur », « trefle », "spades"),
and its suit."""
_SUIT_WORDS: Final[tuple[tuple[str, Suit], ...]] = (
    *_WRITTEN_SUITS.items(),
    ("pic", Suit.SPADES),
    ("pics", Suit.SPADES),
)
"""The suit words a player may cut short: those, and « pic », as many in Québec write
« pique » (« as de pic »)."""
_SUIT_NAMES: Final[dict[tuple[str, Suit], str]] = {
    (lang, parse_card("5" + word, lang=lang).suit): word
    for lang, words in CARD_WORDS.items()
    for word in (words if lang == "en" else reversed(words))
    if parse_rank(word, lang=lang) is None
}
"""Each suit's word in each language, as said after a rank: « 5 de cœur », "5 of hearts"."""


def _face_number(token: str, lang: str) -> Card | None:
    """The face card meant by its number (11 the jack, 12 the queen, 13 the king), alone or
    with a suit (« 12C », « 13♠ »; hearts for the example when none is typed); None for
    another token (« 14C », « 29 »)."""
    text = token.strip().upper()
    digits = len(text) - len(text.lstrip("0123456789"))
    if int(text[:digits] or 0) not in (JACK, QUEEN, KING):
        return None
    rank = int(text[:digits])
    if digits == len(text):
        return Card(rank, Suit.HEARTS)
    try:
        return Card(rank, parse_card("5" + text[digits:], lang=lang).suit)
    except CardError:
        return None


def _other_rank_letter(token: str, lang: str) -> Card | None:
    """The card meant by a code with the other notation's rank letter and this one's suit
    (« JP », « QC », « KT » in French: the English J, Q, K; "VS", "RH" in English), else
    None: the reply shows how the rank is written (never read for it, `QC` is also the
    English queen of clubs)."""
    text = token.strip().upper()
    other = next(code for code in LANGUAGES if code != lang)
    if len(text) < 2 or not text[0].isalpha() or parse_rank(text[0], lang=lang) is not None:
        return None
    rank = parse_rank(text[0], lang=other)
    try:
        suit = parse_card("5" + text[1:], lang=lang).suit
    except CardError:
        return None
    return None if rank is None else Card(rank, suit)


_RANK_NAMES: Final[dict[int, Callable[[Translator], str]]] = {
    ACE: lambda tr: tr.pgettext("rank name", "the ace"),
    10: lambda tr: tr.pgettext("rank name", "the ten"),
    JACK: lambda tr: tr.pgettext("rank name", "the jack"),
    QUEEN: lambda tr: tr.pgettext("rank name", "the queen"),
    KING: lambda tr: tr.pgettext("rank name", "the king"),
}
"""The ranks written with a letter in some notation, named with their article (« la dame »,
« l'as »; the French « dix » is 10)."""


def _suit_missing_in_codes(token: str, example: Card, notation: str, tr: Translator) -> str:
    """A rank alone in a text read in the other notation's codes (« 5H 5D 5C j 5S » in
    French): the example is a card in those codes, as the rest of the text is written."""
    code = card_code(example, notation)
    return tr._("The suit is missing after “{token}”: add it, as in {code} or {symbol}.").format(
        token=token, code=code, symbol=code[:-1] + SUIT_SYMBOLS[example.suit]
    )


def read_cards(
    text: str,
    lang: str | Translator,
    count: int | Collection[int] | None = None,
    *,
    among: Sequence[Card] = (),
) -> list[Card]:
    """The cards in `text`, read in the user's notation, else in the other language's.

    French and English letters clash (C, D, K, T), so the user's language decides. Only when
    the text has no reading in it (an unknown rank or suit) and reads without any error in the
    other language is that reading used: the text then has exactly one valid reading.

    Errors: the first `CardError` (in the user's notation), except when every token reads in
    the other notation and only the number of cards or a duplicate is wrong there; that error
    is then the one about what the user typed ("5H 5D 5C JS" in French: 4 cards, not 5). So
    too when the other notation reads further and stops at a rank alone ("5H 5D 5C j 5S" in
    French: the suit is missing after j, not an unknown suit in 5H), or at a token that is no
    card in the user's notation either (« 5H 5D 5C JS 5Z » in French: the unknown suit is in
    5Z), unless a suit letter of the text means another suit in each notation (`SUIT_LETTER`
    asked then) or the user's first stop is the other notation's rank letter (« TC TK » in
    French: TC, the ten written 10, `_other_letter_first`).

    A rank alone that stands for no single card in play (« as » with two aces dealt, or
    none) may be a code of the other notation: when every token of the text is a card code
    there (`AS AD`: the English aces of spades and diamonds), that reading is used. A text
    with another rank alone in it (« as 5 ») keeps the user's notation and its error.
    """
    language = lang.lang if isinstance(lang, Translator) else lang
    if language not in LANGUAGES:
        raise ValueError(f"unsupported language {language!r}; expected one of {LANGUAGES}")
    other = next(code for code in LANGUAGES if code != language)
    try:
        return parse_cards(text, lang=language, count=count, among=among)
    except CardError as first:
        if first.reason in _RANK_ALONE and not _ranks_only(text, language):
            try:  # « AD AS », « AS AD »: codes only, the ace of spades, not the word « as »
                cards = parse_cards(text, lang=other, count=count)
            except CardError:
                raise first from None
            return _unless_a_suit_letter_clashes(text, cards, other, language, among)
        if first.reason not in _UNREADABLE:
            raise
        try:
            cards = parse_cards(text, lang=other, count=count, among=among)
        except CardError as second:
            if second.reason not in _UNREADABLE or _stops_at_a_rank_later(second, first):
                raise second from None
            asked = _suit_letter_asked(text, first, language, other)
            if asked is None and _other_letter_first(first, language):
                raise first from None  # « TC TK » in French: the ten is written 10, from TC on
            if asked is None and _stops_later_at_no_card(second, first, language):
                raise second from None  # « 5H 5D 5C JS 5Z » in French: 5Z to fix, not 5H
            raise asked or first from None
        return _unless_a_suit_letter_clashes(text, cards, other, language, among)


def _other_letter_first(first: CardError, language: str) -> bool:
    """Whether the user's first unreadable token is the other notation's rank letter before a
    suit of hers (« TC » in French: the English ten), which her reply explains (« le dix
    s'écrit 10 »); the other notation's stop further on (« TK »: no suit K in English) would
    tell her a suit she wrote right is unknown."""
    return first.reason is CardErrorReason.UNKNOWN_RANK and (
        _other_rank_letter(first.token, language) is not None
    )


def _unless_a_suit_letter_clashes(
    text: str, cards: list[Card], read: str, own: str, among: Sequence[Card]
) -> list[Card]:
    """The cards of `text` read in the other notation (`read`), unless a suit letter in it
    means another suit in the player's (`own`) and no other letter shows the text is written
    in `read`'s codes: « KC 5C » in French (K is the English king) may be clubs, or a French
    player's cœur; « KC 5D »: D is no French suit, the codes are English. `SUIT_LETTER`
    names the first such card, unless the cards in play (`among`) hold the cards read and
    none of those the player's notation would make."""
    clashes = _suit_letter_clashes(text, read, own)
    if not clashes:
        return cards
    if among and set(cards) <= set(among) and not {c.held[1] for c in clashes} & set(among):
        return cards
    raise clashes[0]


def _suit_letter_asked(text: str, first: CardError, own: str, other: str) -> CardError | None:
    """The `SUIT_LETTER` question for a text that reads in neither notation, when the card
    refused in the player's is such a card and no letter settles the notation (« KC 5C 10C
    2C AC 12 » in French, the count after the cards: not « the king is written R, as in RC »,
    which would make the clubs hearts)."""
    if first.reason is not CardErrorReason.UNKNOWN_RANK:
        return None
    clashes = _suit_letter_clashes(text, other, own)
    if not clashes or clashes[0].token != first.token:
        return None
    return None if _suit_letter_clashes(text, own, other) is None else clashes[0]


def _suit_letter_clashes(text: str, read: str, own: str) -> list[CardError] | None:
    """A `SUIT_LETTER` error for each code of `text` in `read` whose suit letter is another
    suit in `own` (C), the card read then the player's; None when a letter settles that the
    codes are `read`'s (S, H, D in English codes; P, K, T in French ones)."""
    clashes: list[CardError] = []
    for token in lettered_codes(text, read):
        mine = _letter_suit(token[-1], own)
        if mine is None:
            return None
        card = parse_card(token, lang=read)
        if mine is not card.suit:
            clash = CardError(
                CardErrorReason.SUIT_LETTER, token, held=(card, Card(card.rank, mine))
            )
            clash.notation = read
            clashes.append(clash)
    return clashes


def _letter_suit(letter: str, lang: str) -> Suit | None:
    """The suit a letter stands for in a notation (C: clubs in English, hearts in French)."""
    try:
        return parse_card("5" + letter, lang=lang).suit
    except CardError:
        return None


def _ranks_only(text: str, lang: str) -> bool:
    """Whether every word of `text` is a rank alone in `lang` (« as », « as R »): the player
    named ranks, so « as » among two aces asks which, never plays the English ace of
    spades."""
    words = [word for word in re.split(r"[\s,;]+", text) if word]
    return bool(words) and all(parse_rank(word, lang=lang) is not None for word in words)


def _stops_at_a_rank_later(second: CardError, first: CardError) -> bool:
    """Whether the other notation's reading went further and stopped at a rank alone or a
    card written suit first: the text is written in its codes (« 5H 5D 5C j 5S » in French:
    English codes, a lone j; « 5H 5D H5 JS 5S »: H5 is the card to fix, not 5H)."""
    return second.reason in _LATER_STOPS and second.read > first.read


def _stops_later_at_no_card(second: CardError, first: CardError, own: str) -> bool:
    """Whether the other notation's reading went further and stopped at a token that is no
    card in the player's notation either (`own`): the text is written in the other's codes
    and that token is the one to fix (« 5H 5D 5C JS 5Z » in French: 5Z, not 5H). « 5H 5P »
    in French keeps 5H: 5P is a French card."""
    if second.read <= first.read:
        return False
    try:
        parse_card(second.token, lang=own)
    except CardError:
        return True
    return False


_RANK_ALONE = frozenset({CardErrorReason.RANK_HELD_TWICE, CardErrorReason.RANK_NOT_HELD})
_UNREADABLE = frozenset(
    {
        CardErrorReason.UNKNOWN_RANK,
        CardErrorReason.UNKNOWN_SUIT,
        CardErrorReason.SUIT_MISSING,
        CardErrorReason.SUIT_FIRST,
    }
)
_LATER_STOPS = frozenset({CardErrorReason.SUIT_MISSING, CardErrorReason.SUIT_FIRST})


def notation_help(tr: Translator) -> str:
    """How to type cards in the translator's language, with examples (several lines)."""
    return "\n".join(
        [
            tr._(
                "Type each card as its rank then its suit: A, 2 to 10 (or T), J, Q, K, "
                "then S (spades), H (hearts), D (diamonds), C (clubs)."
            ),
            tr._("For example 5H = five of hearts, JS = jack of spades, 10D = ten of diamonds."),
            tr._("Suit symbols work too: 5♥ J♠. Separate the cards with spaces or commas."),
            tr._("Or write them in words: {example}.").format(example=words_example(tr)),
            tr._("French codes (VP, 10K) are understood when they cannot be read in English."),
        ]
    )


def words_example(tr: Translator) -> str:
    """Two cards in words, as the help shows them (they read as the 5 of hearts and the jack
    of spades)."""
    return tr._("five of hearts, jack of spades")
