"""Cards, the deck and the card notation in English and French."""

from __future__ import annotations

import random
from enum import StrEnum

import pytest

from bot.engine.card_parsing import (
    CardError,
    CardErrorReason,
    InputError,
    parse_card,
    parse_cards,
    parse_rank,
    unaccented,
)
from bot.engine.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    RANK_CODES,
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    Suit,
    format_cards,
)
from bot.engine.dealing import deal, new_deck
from bot.engine.kings_notation import MoveNotationError, NotationError

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
VS = "\ufe0f"  # emoji variation selector, as phone keyboards send the suit symbols

# French one-letter notation (GLOSSARY §2.2), written out here independently of the parser.
FRENCH_RANKS = {ACE: "A", JACK: "V", QUEEN: "D", KING: "R"} | {r: str(r) for r in range(2, 11)}
FRENCH_SUITS = {S: "P", H: "C", D: "K", C: "T"}


def _id(value: object) -> str:
    """A readable test id: tokens with the variation selector spelled out, cards by code."""
    if isinstance(value, CardErrorReason):
        return value.value
    if isinstance(value, str):
        return value.replace(VS, "+VS").strip()
    return str(value)


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("5H", Card(5, H)),
        ("10D", Card(10, D)),
        ("TD", Card(10, D)),
        ("JS", Card(JACK, S)),
        ("QC", Card(QUEEN, C)),
        ("KD", Card(KING, D)),
        ("AS", Card(ACE, S)),
        ("1S", Card(ACE, S)),
        ("5h", Card(5, H)),
        ("td", Card(10, D)),
        ("as", Card(ACE, S)),
        ("Qc", Card(QUEEN, C)),
        ("10♥", Card(10, H)),
        ("5♠", Card(5, S)),
        ("J♣", Card(JACK, C)),
        ("K♦", Card(KING, D)),
        ("10♥" + VS, Card(10, H)),
        ("A♠" + VS, Card(ACE, S)),
        ("7♡", Card(7, H)),
        ("  9C ", Card(9, C)),
    ],
    ids=_id,
)
def test_english_tokens(token: str, card: Card) -> None:
    assert parse_card(token) == card
    assert parse_cards(token) == [card]


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("RC", Card(KING, H)),
        ("DP", Card(QUEEN, S)),
        ("VT", Card(JACK, C)),
        ("5K", Card(5, D)),
        ("10C", Card(10, H)),
        ("AP", Card(ACE, S)),
        ("vt", Card(JACK, C)),
        ("V♣", Card(JACK, C)),
        ("D♥" + VS, Card(QUEEN, H)),
        ("R♦", Card(KING, D)),
    ],
    ids=_id,
)
def test_french_tokens(token: str, card: Card) -> None:
    assert parse_card(token, lang="fr") == card


@pytest.mark.parametrize(
    ("token", "english", "french"),
    [
        # The letters that mean something else in the other language.
        ("5C", Card(5, C), Card(5, H)),  # clubs / coeur
        ("5D", Card(5, D), CardErrorReason.UNKNOWN_SUIT),  # D is dame, not a suit, in French
        ("DC", CardErrorReason.UNKNOWN_RANK, Card(QUEEN, H)),  # dame de coeur
        ("KD", Card(KING, D), CardErrorReason.UNKNOWN_RANK),  # K is carreau in French
        ("5K", CardErrorReason.UNKNOWN_SUIT, Card(5, D)),
        ("TD", Card(10, D), CardErrorReason.UNKNOWN_RANK),  # T is trefle in French
        ("5T", CardErrorReason.UNKNOWN_SUIT, Card(5, C)),
        ("VP", CardErrorReason.UNKNOWN_RANK, Card(JACK, S)),
        ("RT", CardErrorReason.UNKNOWN_RANK, Card(KING, C)),
        ("JS", Card(JACK, S), CardErrorReason.UNKNOWN_RANK),
        ("AS", Card(ACE, S), CardErrorReason.SUIT_MISSING),  # « as », the ace, no suit
    ],
    ids=_id,
)
def test_letters_are_read_per_language_never_guessed(
    token: str, english: Card | CardErrorReason, french: Card | CardErrorReason
) -> None:
    for lang, expected in (("en", english), ("fr", french)):
        if isinstance(expected, Card):
            assert parse_card(token, lang=lang) == expected
        else:
            with pytest.raises(CardError) as info:
                parse_card(token, lang=lang)
            assert info.value.reason is expected
            assert info.value.token == token


@pytest.mark.parametrize(
    "text",
    [
        "5H 5D 5C JS 5S",
        "5H,5D,5C,JS,5S",
        "5H, 5D , 5C\tJS\n5S",
        " 5h 5d;5c js 5s ",
        "5♥️ 5♦ 5♣️,J♠ 5♠",
    ],
    ids=["spaces", "commas", "mixed-whitespace", "lowercase-semicolon", "symbols"],
)
def test_separators_and_order(text: str) -> None:
    assert parse_cards(text, count=5) == [
        Card(5, H),
        Card(5, D),
        Card(5, C),
        Card(JACK, S),
        Card(5, S),
    ]


def test_french_hand() -> None:
    assert parse_cards("5C 5K 5T VP 5P", lang="fr") == [
        Card(5, H),
        Card(5, D),
        Card(5, C),
        Card(JACK, S),
        Card(5, S),
    ]


# -- Errors ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "reason", "token"),
    [
        pytest.param("", "en", CardErrorReason.EMPTY, "", id="empty"),
        pytest.param(" , ;  ", "en", CardErrorReason.EMPTY, "", id="only-separators"),
        pytest.param("ZH", "en", CardErrorReason.UNKNOWN_RANK, "ZH", id="rank-Z"),
        pytest.param("11H", "en", CardErrorReason.UNKNOWN_RANK, "11H", id="rank-11"),
        pytest.param("0H", "en", CardErrorReason.UNKNOWN_RANK, "0H", id="rank-0"),
        pytest.param("Z", "en", CardErrorReason.UNKNOWN_RANK, "Z", id="lone-letter"),
        pytest.param("♥", "en", CardErrorReason.UNKNOWN_RANK, "♥", id="lone-symbol"),
        pytest.param("5H QX", "en", CardErrorReason.UNKNOWN_SUIT, "QX", id="suit-X"),
        pytest.param("5", "en", CardErrorReason.SUIT_MISSING, "5", id="rank-without-suit"),
        pytest.param("J", "en", CardErrorReason.SUIT_MISSING, "J", id="jack-without-suit"),
        pytest.param("10", "en", CardErrorReason.SUIT_MISSING, "10", id="ten-without-suit"),
        pytest.param("V", "fr", CardErrorReason.SUIT_MISSING, "V", id="fr-valet-without-suit"),
        pytest.param("V", "en", CardErrorReason.UNKNOWN_RANK, "V", id="en-V-is-no-rank"),
        pytest.param("valet", "fr", CardErrorReason.SUIT_MISSING, "valet", id="fr-word-alone"),
        pytest.param("5H jack", "en", CardErrorReason.SUIT_MISSING, "jack", id="en-word-alone"),
        pytest.param("Cinq", "en", CardErrorReason.SUIT_MISSING, "Cinq", id="word-either-tongue"),
        pytest.param("5H 5h", "en", CardErrorReason.DUPLICATE, "5h", id="duplicate-case"),
        pytest.param("10D TD", "en", CardErrorReason.DUPLICATE, "TD", id="duplicate-ten"),
        pytest.param("5♥ 5H", "en", CardErrorReason.DUPLICATE, "5H", id="duplicate-symbol"),
        pytest.param("5C 5♥", "fr", CardErrorReason.DUPLICATE, "5♥", id="duplicate-fr-coeur"),
    ],
)
def test_errors_carry_reason_and_token(
    text: str, lang: str, reason: CardErrorReason, token: str
) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text, lang=lang)
    assert info.value.reason is reason
    assert info.value.token == token
    assert isinstance(info.value, ValueError)


def test_the_first_bad_token_is_reported() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("5H ZZ 5H")
    assert (info.value.reason, info.value.token) == (CardErrorReason.UNKNOWN_RANK, "ZZ")


@pytest.mark.parametrize(
    ("text", "count", "expected", "got"),
    [
        ("5H 5D 5C JS", 5, (5,), 4),
        ("5H 5D 5C JS 5S 6S", 5, (5,), 6),
        ("", 4, (4,), 0),
        ("5H", {5, 4}, (4, 5), 1),
        ("5H 5D", [6, 5, 4], (4, 5, 6), 2),
    ],
    ids=["four-for-five", "six-for-five", "none-for-four", "one-for-4-or-5", "two-for-4-5-6"],
)
def test_wrong_count(
    text: str, count: int | set[int] | list[int], expected: tuple[int, ...], got: int
) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text, count=count)
    assert info.value.reason is CardErrorReason.WRONG_COUNT
    assert (info.value.expected, info.value.got) == (expected, got)


@pytest.mark.parametrize(
    ("text", "count", "n"),
    [("5H 5D 5C JS", 4, 4), ("5H 5D 5C JS", (4, 5), 4), ("5H 5D 5C JS 5S", (4, 5), 5)],
)
def test_right_count(text: str, count: int | tuple[int, ...], n: int) -> None:
    assert len(parse_cards(text, count=count)) == n


def test_unknown_language_is_a_programming_error() -> None:
    for call in (lambda: parse_card("5H", lang="de"), lambda: parse_cards("", lang="de")):
        with pytest.raises(ValueError, match="unsupported") as info:
            call()
        assert not isinstance(info.value, CardError)


# -- Notation round trips --------------------------------------------------------------------


@pytest.mark.parametrize("card", new_deck(), ids=str)
def test_round_trips(card: Card) -> None:
    code = str(card)
    assert parse_card(code) == card
    assert parse_card(code.lower()) == card
    symbol = RANK_CODES[card.rank] + SUIT_SYMBOLS[card.suit]
    french = FRENCH_RANKS[card.rank] + FRENCH_SUITS[card.suit]
    french_symbol = FRENCH_RANKS[card.rank] + SUIT_SYMBOLS[card.suit]
    assert parse_card(symbol) == card
    assert parse_card(symbol + VS) == card
    assert parse_card(french, lang="fr") == card
    assert parse_card(french_symbol + VS, lang="fr") == card


def test_a_canonical_code_reads_as_the_full_reading_does() -> None:
    """Stored deals are canonical codes, read through a table: the same cards as the full
    reading, and only in the English notation (« 5C » is the five of hearts in French)."""
    for card in new_deck():
        code = str(card)
        assert parse_card(code) == parse_card(f" {code} ") == parse_card(code.lower()) == card
    assert parse_card("5C", lang="fr") == Card(5, H)
    assert parse_card("RK", lang="fr") == Card(KING, D)
    with pytest.raises(CardError):
        parse_card("KD", lang="fr")
    with pytest.raises(CardError) as caught:
        parse_card("5H", lang="fr")
    assert caught.value.reason is CardErrorReason.UNKNOWN_SUIT
    with pytest.raises(ValueError, match="unsupported"):
        parse_card("5H", lang="de")


def test_canonical_codes() -> None:
    assert [str(Card(rank, H)) for rank in RANKS] == [
        "AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH",
    ]  # fmt: skip
    assert {str(Card(5, suit)) for suit in SUITS} == {"5S", "5H", "5D", "5C"}
    assert repr(Card(10, D)) == "Card(10D)"


def test_whole_deck_round_trips_through_format_cards() -> None:
    deck = new_deck()
    assert parse_cards(format_cards(deck), count=52) == deck
    assert format_cards(parse_cards("5h td js")) == "5H 10D JS"


# -- Cards and the deck ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "value"),
    [(ACE, 1), (2, 2), (5, 5), (9, 9), (10, 10), (JACK, 10), (QUEEN, 10), (KING, 10)],
)
def test_values(rank: int, value: int) -> None:
    assert Card(rank, S).value == value


def test_new_deck() -> None:
    deck = new_deck()
    assert len(deck) == len(set(deck)) == 52
    assert {card.rank for card in deck} == set(RANKS) == set(range(1, 14))
    assert {card.suit for card in deck} == set(SUITS)


def test_deal_is_seeded_distinct_and_respects_exclude() -> None:
    excluded = parse_cards("5H 5D 5C 5S JS")
    first = deal(random.Random(3), 47, exclude=excluded)
    assert first == deal(random.Random(3), 47, exclude=excluded)
    assert set(first) == set(new_deck()) - set(excluded)
    assert len(deal(random.Random(3), 6)) == len(set(deal(random.Random(3), 6))) == 6
    with pytest.raises(ValueError):
        deal(random.Random(3), 48, exclude=excluded)


@pytest.mark.parametrize("n", [1, 5, 6, 52])
def test_a_deal_from_the_whole_deck_draws_as_from_a_list_of_it(n: int) -> None:
    """Seeded deals stay the same whether or not cards are excluded through an empty set."""
    for seed in range(20):
        expected = random.Random(seed).sample(list(new_deck()), n)
        assert deal(random.Random(seed), n) == expected
        assert deal(random.Random(seed), n, exclude=[]) == expected


# -- Cards in words (issue 18): « 5 de cœur », "jack of spades", a rank alone ---------------

WORDS = [
    ("5 de cœur", "5H"),
    ("5 de coeur", "5H"),
    ("cinq de coeur", "5H"),
    ("5 coeur", "5H"),
    ("valet de pique", "JS"),
    ("as de trèfle", "AC"),
    ("As de Trefle", "AC"),
    ("10 de carreau", "10D"),
    ("dix de carreaux", "10D"),
    ("dame de cœur", "QH"),
    ("roi de pique", "KS"),
    ("as de pic", "AS"),  # Québec: « pic » for « pique »
    ("valet de pics", "JS"),
    ("five of hearts", "5H"),
    ("jack of spades", "JS"),
    ("ten of diamonds", "10D"),
    ("Queen of Clubs", "QC"),
    ("ace of spades", "AS"),
    ("king of hearts", "KH"),
]


@pytest.mark.parametrize(("text", "code"), WORDS, ids=[t for t, _ in WORDS])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_card_in_words(text: str, code: str, lang: str) -> None:
    assert parse_cards(text, lang=lang) == [parse_card(code)]


def test_words_and_codes_mix() -> None:
    assert parse_cards("V de pique", lang="fr") == parse_cards("J of spades", lang="en")
    cards = parse_cards("5 de cœur, 5♠, cinq de trèfle, valet de carreau 5♦", lang="fr", count=5)
    assert format_cards(cards) == "5H 5S 5C JD 5D"
    with pytest.raises(CardError) as caught:
        parse_cards("5 de cœur 5C", lang="fr")
    assert caught.value.reason is CardErrorReason.DUPLICATE


@pytest.mark.parametrize(
    ("text", "lang", "codes"),
    [
        ("roi de trèfle et valet de carreau", "fr", "KC JD"),
        ("eight of spades and ace of clubs", "en", "8S AC"),
        ("5C et VP", "fr", "5H JS"),
        ("5H and JS", "en", "5H JS"),
        ("VP puis 5C", "fr", "JS 5H"),
        ("JS then 5H", "en", "JS 5H"),
        ("5H & JS", "en", "5H JS"),
        ("le 5C avec le VP", "fr", "5H JS"),
        ("the 5H with the JS", "en", "5H JS"),
        ("5H + JS", "en", "5H JS"),
        ("R ET 9", "fr", "KH 9S"),  # ranks alone among the cards in play, any case
    ],
)
def test_and_between_cards_is_a_separator(text: str, lang: str, codes: str) -> None:
    dealt = parse_cards("KH 5C 5D 9S 2H AS")
    among = dealt if "R" in text else ()
    assert parse_cards(text, lang=lang, count=2, among=among) == parse_cards(codes)


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("a ten and an eight", "10C 8C"),
        ("ten of clubs and a seven", "10C 7D"),
        ("a jack, a king", "JS KH"),
        ("A 8", "AH 8C"),  # the ace and the eight: "a" before a figure stays the ace
    ],
)
def test_a_before_a_rank_in_words_is_the_article(text: str, codes: str) -> None:
    """ "ten of clubs and a seven" at /play's lay-away got « You have no “a” among your cards. »
    (play27): "a" before a rank spelled out is the article, the rank alone read among the cards
    in play."""
    dealt = parse_cards("10C 8C 7D JS KH AH")
    assert parse_cards(text, lang="en", count=2, among=dealt) == parse_cards(codes)


@pytest.mark.parametrize(
    ("text", "lang", "codes"),
    [
        # articles before a card (« le », « l' », « un », "the", "an", "a" before words)
        ("le 5 de cœur, la dame de trèfle, l'as de pique", "fr", "5H QC AS"),
        ("un as de pique et une dame de cœur", "fr", "AS QH"),
        ("le 7 de pique pis le roi de cœur", "fr", "7S KH"),  # Québec: « pis » for « puis »
        ("the five of hearts, an ace of spades, a queen of clubs", "en", "5H AS QC"),
        ("a 5 of hearts", "en", "5H"),
        # a rank and its suit typed apart: a letter of the notation, or a symbol
        ("5 C 5 K V P", "fr", "5H 5D JS"),
        ("5 H 5 D J S", "en", "5H 5D JS"),
        ("5 d 6 d", "en", "5D 6D"),
        ("5 ♥, V ♠, 10 ♦", "fr", "5H JS 10D"),
        ("10 K R K", "fr", "10D KD"),
        # the punctuation of a sentence, or between codes
        ("5C 5K 5T VP 5P.", "fr", "5H 5D 5C JS 5S"),
        ("as de pique et 5 de trèfle.", "fr", "AS 5C"),
        ("5H, 5D, JS!", "en", "5H 5D JS"),
        ("5C-5K-VP", "fr", "5H 5D JS"),
        ("«5C 5K»", "fr", "5H 5D"),
        ("l\u2019as de pique", "fr", "AS"),
        ("ten of hearts.", "en", "10H"),
    ],
)
def test_cards_typed_as_players_type_them(text: str, lang: str, codes: str) -> None:
    """« le 5 de cœur » answered « Carte inconnue « le » », « 5 ♥ » or « V P » (the suit
    apart) « Il manque la couleur après « 5 » », and « 5C 5K 5T VP 5P. » « Carte inconnue
    « 5P. » »."""
    assert parse_cards(text, lang=lang) == parse_cards(codes)


@pytest.mark.parametrize(
    ("text", "lang", "codes"),
    [
        ("5H5D5CJS5S", "en", "5H 5D 5C JS 5S"),
        ("5h5d", "en", "5H 5D"),
        ("5H5D 5C JS5S", "en", "5H 5D 5C JS 5S"),
        ("5c5k5tvp5p", "fr", "5H 5D 5C JS 5S"),
        ("5♥️V♣", "fr", "5H JC"),
        ("10H10dTS", "en", "10H 10D 10S"),
        ("KSQHJD", "en", "KS QH JD"),  # three cards of letters alone
    ],
)
def test_cards_typed_glued_together(text: str, lang: str, codes: str) -> None:
    """« /score 5H5D5CJS5S » answered « Carte inconnue « 5H5D5CJS5S » »."""
    assert parse_cards(text, lang=lang) == parse_cards(codes)


@pytest.mark.parametrize(
    ("text", "lang", "codes"),
    [
        ("5C/5K", "fr", "5H 5D"),
        ("5H/JC/5D/5C/5S", "en", "5H JC 5D 5C 5S"),
        ("5C / 5K / VP", "fr", "5H 5D JS"),
        ("5H+JC", "en", "5H JC"),
        ("5♥&J♣", "en", "5H JC"),
        ("5c5k/vp", "fr", "5H 5D JS"),
        ("5H/JC/", "en", "5H JC"),
    ],
)
def test_cards_joined_by_a_slash_or_a_plus(text: str, lang: str, codes: str) -> None:
    """« /score 5C/5K/5T/VP/5P » answered « Carte inconnue « 5C/5K/5T/VP/5P » »."""
    assert parse_cards(text, lang=lang) == parse_cards(codes)


@pytest.mark.parametrize("text", ["1/2", "5+5", "5H/bonjour"])
def test_a_slash_between_other_things_than_cards_is_no_separator(text: str) -> None:
    """« 1/2 » is a half, not an ace and a 2."""
    with pytest.raises(CardError) as caught:
        parse_cards(text, lang="fr", among=parse_cards("AH 2H 5H"))
    assert caught.value.token == text


@pytest.mark.parametrize(
    ("word", "lang"), [("asks", "en"), ("ACTS", "en"), ("5H5X", "en"), ("5c5h", "fr")]
)
def test_a_word_made_of_codes_stays_a_word(word: str, lang: str) -> None:
    """Two codes of letters alone may be a word (« asks » = AS KS): not cards. Nor a token
    with one piece that is no card of the notation."""
    with pytest.raises(CardError) as caught:
        parse_cards(word, lang=lang)
    assert caught.value.token == word


def test_a_lone_a_before_codes_is_the_ace() -> None:
    dealt = parse_cards("AD 5C 9S KH 2D 3H")
    assert parse_cards("A 5 H", lang="en", among=dealt) == parse_cards("AD 5H")


def test_and_alone_is_no_card() -> None:
    with pytest.raises(CardError) as caught:
        parse_cards("et", lang="fr")
    assert caught.value.reason is CardErrorReason.EMPTY


def test_a_rank_alone_among_the_cards_in_play() -> None:
    dealt = parse_cards("KH 5C 5D 9S 2H AS")
    assert parse_cards("R 9", lang="fr", among=dealt) == parse_cards("KH 9S")
    assert parse_cards("K 2", lang="en", among=dealt) == parse_cards("KH 2H")
    assert parse_cards("roi as", lang="fr", among=dealt) == parse_cards("KH AS")
    with pytest.raises(CardError) as caught:  # two fives: the rank alone is not enough
        parse_cards("5 R", lang="fr", among=dealt)
    assert caught.value.reason is CardErrorReason.RANK_HELD_TWICE
    assert caught.value.token == "5" and caught.value.held == tuple(parse_cards("5C 5D"))
    with pytest.raises(CardError) as caught:  # no seven dealt: not an unknown suit
        parse_cards("R 7", lang="fr", among=dealt)
    assert caught.value.reason is CardErrorReason.RANK_NOT_HELD and caught.value.token == "7"
    with pytest.raises(CardError):  # without the cards in play, a rank alone is refused
        parse_cards("R", lang="fr")
    assert parse_rank("R", lang="fr") == KING and parse_rank("roi") == KING
    assert parse_rank("5H") is None


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("trèfle", "trefle"),
        ("Îles-de-la-Madeleine", "Iles-de-la-Madeleine"),
        ("Gaspé", "Gaspe"),
        ("cœur", "cœur"),
        ("ÇA", "CA"),
        ("no accent", "no accent"),
    ],
)
def test_unaccented_drops_marks_only(text: str, plain: str) -> None:
    """Accents go; case, ligatures and punctuation stay (each caller folds those)."""
    assert unaccented(text) == plain


@pytest.mark.parametrize(
    ("error", "reason", "token", "message"),
    [
        (CardError(CardErrorReason.UNKNOWN_RANK, "Zs"), "unknown_rank", "Zs", "unknown_rank: 'Zs'"),
        (CardError(CardErrorReason.EMPTY), "empty", "", "empty"),
        (MoveNotationError(NotationError.BAD_CELL, "z9"), "bad_cell", "z9", "bad_cell: 'z9'"),
        (MoveNotationError(NotationError.EMPTY), "empty", "", "empty"),
    ],
)
def test_input_errors_keep_their_reason_and_token(
    error: InputError[StrEnum], reason: str, token: str, message: str
) -> None:
    assert isinstance(error, ValueError)
    assert (error.reason.value, error.token, str(error)) == (reason, token, message)
