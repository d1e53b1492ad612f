"""Cards as club members type them, in French and English: each text is read as the cards
meant, or refused with the reason (never read as other cards). Every card of the deck is
checked in every way of writing it (nine per language)."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards
from bot.engine.cards import DECK, SUIT_SYMBOLS, Card, card_code, format_cards
from bot.i18n import I18n, card_input

R = CardErrorReason

RANK_WORDS = {
    "fr": {1: "as", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six", 7: "sept"}
    | {8: "huit", 9: "neuf", 10: "dix", 11: "valet", 12: "dame", 13: "roi"},
    "en": {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    | {8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king"},
}
SUIT_WORDS = {
    "fr": {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"},
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
}
LINK = {"fr": "de", "en": "of"}


def spellings(card: Card, lang: str) -> list[str]:
    """The ways a player of `lang` writes one card."""
    code = card_code(card, lang)
    rank, symbol = code[:-1], SUIT_SYMBOLS[card.suit]
    word, suit = RANK_WORDS[lang][card.rank], SUIT_WORDS[lang][card.suit]
    return [
        code,
        code.lower(),
        rank + symbol,
        f"{rank} {symbol}",
        f"{word} {LINK[lang]} {suit}",
        f"{word.capitalize()} {LINK[lang]} {suit.capitalize()}",
        f"{word}{symbol}",  # « as♠ », « roi♥ »: the rank in words, the suit's symbol glued
        f"{rank}{suit}",  # « 5cœur », « Vpique »: the suit in words glued
        f"{word}{suit}",  # « valetpique »
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_reads_back_in_every_spelling(lang: str) -> None:
    for card in DECK:
        for text in spellings(card, lang):
            assert card_input.read_cards(text, lang) == [card], text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_whole_hand_glued_reads_as_typed_with_spaces(lang: str) -> None:
    hands = [DECK[i : i + 5] for i in range(0, 50, 5)]
    for hand in hands:
        codes = [card_code(c, lang) for c in hand]
        assert card_input.read_cards(" ".join(codes), lang) == list(hand)
        if any(code[:-1].isdigit() for code in codes) or len(codes) >= 3:
            assert card_input.read_cards("".join(codes).lower(), lang) == list(hand)


# Text -> cards (canonical codes, English letters), or the reason it is refused.
TYPED: list[tuple[str, str, str | CardErrorReason]] = [
    ("fr", "5h5d5cjs5s", "5H 5D 5C JS 5S"),  # English codes only: no French reading
    ("en", "5h5d5cjs5s", "5H 5D 5C JS 5S"),
    ("fr", "5C5K5T", "5H 5D 5C"),  # French codes: 5 de cœur, de carreau, de trèfle
    ("en", "5H5D", "5H 5D"),
    ("fr", "10h", "10H"),
    ("en", "th", "10H"),
    ("en", "As", "AS"),  # the ace of spades in English
    ("fr", "As 5c 5k 5t vp", R.SUIT_MISSING),  # « as »: the ace, its suit left out
    ("fr", "as♠ 5c 5k 5t 5p", "AS 5H 5D 5C 5S"),
    ("fr", "5 cœur", "5H"),
    ("fr", "5 coeur", "5H"),
    ("fr", "V♠", "JS"),
    ("fr", "R", R.SUIT_MISSING),
    ("fr", "D", R.SUIT_MISSING),  # dame, not diamonds
    ("fr", "V", R.SUIT_MISSING),
    ("fr", "Roi♥ valet♣", "KH JC"),
    ("fr", "5cœur 5carreau", "5H 5D"),  # « Carte inconnue « 5cœur » » before
    ("en", "10hearts", "10H"),
    ("fr", "dame de carreau", "QD"),
    ("fr", "VPRK", R.GLUED),  # two codes of letters: a space is asked for, never guessed
    ("fr", "vprk 5c 5t 5p", R.GLUED),
    ("en", "JSQH", R.GLUED),
    ("en", "jsqh 5c 5d 5h", R.GLUED),
    ("fr", "VPRKDT", "JS KD QC"),  # three glued codes are cards
    # A suit symbol before the rank is no guess (« la valeur doit être A, 2 à 10… » before)
    ("fr", "♥5 ♠V ♣10 ♦R 5♠", "5H JS 10C KD 5S"),
    ("en", "♥5 ♠J ♣10 ♦K 5♠", "5H JS 10C KD 5S"),
    ("fr", "♠J ♥5", "JS 5H"),  # J: an English rank, read as the rest of the text allows
    ("en", "♤a ♡q", "AS QH"),
    ("fr", "♥5♦5♣5♠V♠5", "5H 5D 5C JS 5S"),  # glued too, as 5♥5♦… is
    ("en", "♥10♦️5♣5♠j♠5", "10H 5D 5C JS 5S"),
    # A suit letter before the rank is: C5 is 5 of clubs in English, of hearts in French
    ("fr", "C5 5K 5T VP 5P", R.SUIT_FIRST),
    ("en", "C5 5D 5H JS 5S", R.SUIT_FIRST),
    ("fr", "P10 5C", R.SUIT_FIRST),
    ("fr", "ça 5C", R.UNKNOWN_RANK),  # two letters may be a word (« ça », « sa », « TV »)
    ("fr", "TV 5C", R.UNKNOWN_RANK),
    ("en", "5H 5D H5 JS 5S", R.SUIT_FIRST),  # H5 is the card to fix, not 5H read in French
    ("fr", "5H 5D H5 JS 5S", R.SUIT_FIRST),
    # A suit in words or a symbol alone before the rank: a suit in every notation, no guess
    # (« Carte inconnue « cœur » : la valeur doit être A, 2 à 10, V, D ou R. » before)
    ("fr", "cœur 5", "5H"),
    ("fr", "coeur 5, pique 5, trèfle 5, carreau valet, pique 10", "5H 5S 5C JD 10S"),
    ("fr", "trefle roi", "KC"),
    ("en", "hearts ten, spades jack", "10H JS"),
    ("fr", "♥ 5 ♠ V", "5H JS"),
    ("fr", "5 cœur pique 10", "5H 10S"),  # each card either way round, when it is no guess
    ("fr", "5 cœur, pique 10 trèfle", R.UNKNOWN_RANK),  # the 10 of spades, or of clubs?
    ("fr", "C 5", R.UNKNOWN_RANK),  # a letter: C is hearts in French, clubs in English
]

# What club members type, French and English, in every place cards are read (/score, the
# referee, the lay-away, the play): the cards meant, or the reason it is refused.
CLUB: list[tuple[str, str, str | CardErrorReason]] = [
    ("fr", "10 de coeur", "10H"),
    ("fr", "10 de cœur", "10H"),
    ("fr", "dix de cœur", "10H"),
    ("fr", "Dix De Coeur", "10H"),
    ("fr", "10 de cœurs", "10H"),
    ("fr", "10 coeur", "10H"),
    ("fr", "roi de trèfle", "KC"),
    ("fr", "roi de trefle", "KC"),
    ("fr", "Roi De Trèfle", "KC"),
    ("fr", "5 de tréfle", "5C"),  # the wrong accent
    ("fr", "valet de pique", "JS"),
    ("fr", "V de pique", "JS"),
    ("fr", "VP", "JS"),
    ("fr", "vp", "JS"),
    ("fr", "dame de carreau", "QD"),
    ("fr", "reine de carreau", "QD"),
    ("fr", "D de carreau", "QD"),
    ("fr", "DK", "QD"),
    ("fr", "as de pique", "AS"),
    ("fr", "l'as de pique", "AS"),
    ("fr", "ten of hearts", "10H"),  # English words read in French too
    ("fr", "10h", "10H"),  # no French reading: the English one
    ("fr", "TH", "10H"),
    ("fr", "10♥", "10H"),
    ("fr", "10♥️", "10H"),
    ("fr", "10 ♥", "10H"),
    # X, the Roman ten (« Carte inconnue « XC » : la valeur doit être A, 2 à 10… » before)
    ("fr", "XC", "10H"),
    ("fr", "X♥ 5K 5T VP 5P", "10H 5D 5C JS 5S"),
    ("fr", "xc5k", "10H 5D"),
    ("fr", "X de cœur", "10H"),
    ("fr", "X", R.SUIT_MISSING),
    ("fr", "J♠ Q♥ K♦ A♣", "JS QH KD AC"),  # English ranks with symbols: no guess
    ("fr", "J de pique, Q de cœur", "JS QH"),
    ("fr", "5C,, 5K, ,5T, VP, 5P", "5H 5D 5C JS 5S"),  # extra commas
    ("fr", "5c 5K 5t Vp 5P", "5H 5D 5C JS 5S"),  # mixed case
    ("fr", "dix de coeur et roi de trefle", "10H KC"),
    ("fr", "JP QC KK AT", R.UNKNOWN_RANK),  # English ranks, French suits: QC is two cards
    ("fr", "vallet de pique", R.UNKNOWN_RANK),
    ("fr", "5C 5C", R.DUPLICATE),
    ("en", "ten of hearts", "10H"),
    ("en", "Ten Of Hearts", "10H"),
    ("en", "10h", "10H"),
    ("en", "TH", "10H"),
    ("en", "10♥", "10H"),
    ("en", "10 of hearts", "10H"),
    ("en", "XC QH JS 5D 5S", "10C QH JS 5D 5S"),
    ("en", "X♥", "10H"),
    ("en", "the jack of spades and a queen of clubs", "JS QC"),
    ("en", "JS, QH,, KD", "JS QH KD"),
    ("en", "10 de coeur", "10H"),  # French words read in English too
    ("en", "valet de pique", "JS"),
    ("en", "10H 10h", R.DUPLICATE),
]


@pytest.mark.parametrize(
    ("lang", "text", "read"), CLUB, ids=[f"{lang}:{text}" for lang, text, _ in CLUB]
)
def test_club_members_cards(lang: str, text: str, read: str | CardErrorReason) -> None:
    reads_as(lang, text, read)


@pytest.mark.parametrize(
    ("lang", "text", "read"), TYPED, ids=[f"{lang}:{text}" for lang, text, _ in TYPED]
)
def test_typed_cards(lang: str, text: str, read: str | CardErrorReason) -> None:
    reads_as(lang, text, read)


def reads_as(lang: str, text: str, read: str | CardErrorReason) -> None:
    """`text` reads as the cards `read` (canonical codes), or is refused for that reason."""
    if not isinstance(read, CardErrorReason):
        assert format_cards(card_input.read_cards(text, lang)) == read
        return
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang)
    assert caught.value.reason is read


@pytest.mark.parametrize(
    ("lang", "text", "told"),
    [
        (
            "fr",
            "VPRK 5C 5T 5P",
            "Mettez une espace entre les cartes\u00a0: «\u00a0VPRK\u00a0» s'écrit VP RK.",
        ),
        ("en", "jsqh 5c 5d 5h", "Put a space between the cards: “jsqh” is written JS QH."),
        ("fr", "as 5c 5k 5t vp", "Il manque la couleur après «\u00a0as\u00a0»"),
        (
            "fr",
            "c5 5K 5T VP 5P",
            "La valeur d'abord, puis la couleur\u00a0: écrivez 5C, pas «\u00a0c5\u00a0».",
        ),
        ("en", "C10 5D", "The rank comes first, then the suit: write 10C, not “C10”."),
    ],
)
def test_glued_or_suitless_cards_are_told_how_to_write_them(
    i18n: I18n, lang: str, text: str, told: str
) -> None:
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang)
    assert told in card_input.card_error(caught.value, i18n.translator(lang))


@pytest.mark.parametrize(
    ("lang", "text", "told"),
    [
        (
            "fr",
            "vallet de pique 5C 5K 5T 5P",
            "Carte inconnue «\u00a0vallet\u00a0»\u00a0: vouliez-vous dire «\u00a0valet\u00a0»?",
        ),
        (
            "fr",
            "5 de treffle, 5C 5K VP 5P",
            "Carte inconnue «\u00a0treffle\u00a0»\u00a0: vouliez-vous dire «\u00a0trèfle\u00a0»?",
        ),
        ("en", "5 of dimonds, 5H 5C 5S JS", "Unknown card “dimonds”: did you mean “diamonds”?"),
        ("en", "quenn of spades", "Unknown card “quenn”: did you mean “queen”?"),
        (
            "fr",
            "rois de pique",
            "Carte inconnue «\u00a0rois\u00a0»\u00a0: vouliez-vous dire «\u00a0roi\u00a0»?",
        ),
        # A rank letter of the other notation with this one's suit: how the rank is written
        # (« JP » was « la valeur doit être A, 2 à 10, V, D ou R », the J not named)
        (
            "fr",
            "JP QC KK AT 5P",
            "Carte inconnue «\u00a0JP\u00a0»\u00a0: le valet s'écrit V, comme dans VP.",
        ),
        (
            "fr",
            "5C 5K 5T QC 5K",
            "Carte inconnue «\u00a0QC\u00a0»\u00a0: la dame s'écrit D, comme dans DC.",
        ),
        ("fr", "KT 5K", "Carte inconnue «\u00a0KT\u00a0»\u00a0: le roi s'écrit R, comme dans RT."),
        ("en", "VS 5H", "Unknown card “VS”: the jack is written J, as in JS."),
        ("en", "RH 5D", "Unknown card “RH”: the king is written K, as in KH."),
        # Written as it sounds, too far for difflib or too short: « carro » blamed its rank
        (
            "fr",
            "4 de carro 5P 5T 6C VP",
            "Carte inconnue «\u00a0carro\u00a0»\u00a0: vouliez-vous dire «\u00a0carreau\u00a0»?",
        ),
        (
            "fr",
            "5 de pik, 5C 5K VP 5P",
            "Carte inconnue «\u00a0pik\u00a0»\u00a0: vouliez-vous dire «\u00a0pique\u00a0»?",
        ),
        (
            "fr",
            "katre de cœur 5C 5K VP 5P",
            "Carte inconnue «\u00a0katre\u00a0»\u00a0: vouliez-vous dire «\u00a0quatre\u00a0»?",
        ),
        ("en", "jak of spades 5H", "Unknown card “jak”: did you mean “jack”?"),
        # No card word near: the notation, as before
        (
            "fr",
            "5C 5K 5T 5P bonjour",
            "Carte inconnue «\u00a0bonjour\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
        ),
        ("en", "5 cards", "Unknown card “cards”: the rank must be A, 2 to 10, J, Q or K."),
    ],
)
def test_a_misspelt_card_is_told_how_to_write_it(
    i18n: I18n, lang: str, text: str, told: str
) -> None:
    """« vallet de pique » was « Carte inconnue « vallet » : la valeur doit être A, 2 à 10, V,
    D ou R. », and « 5 of dimonds » named « of »: the word meant is asked about (never read
    for it)."""
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang)
    assert card_input.card_error(caught.value, i18n.translator(lang)) == told


# « as » typed alone at the play, two aces held: the English ace of spades was played
# silently (AS is its code); it asks which ace. No ace held: « Vous n'avez pas de « as » ».
@pytest.mark.parametrize(
    ("held", "text", "reason"),
    [
        ("AS AH 5C 9D", "as", R.RANK_HELD_TWICE),
        ("AS AH 5C 9D", "As", R.RANK_HELD_TWICE),
        ("AS AH 5C 9D", "AS", R.RANK_HELD_TWICE),
        ("KH 5C 9D", "as", R.RANK_NOT_HELD),
    ],
)
def test_as_alone_at_the_play_is_never_the_english_ace_of_spades(
    held: str, text: str, reason: CardErrorReason
) -> None:
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, "fr", 1, among=card_input.read_cards(held, "en"))
    assert caught.value.reason is reason


def test_english_codes_still_read_among_two_aces() -> None:
    held = card_input.read_cards("AS AH 5C 9D", "en")
    assert format_cards(card_input.read_cards("AH AS", "fr", 2, among=held)) == "AH AS"


# A text read in the other notation's codes only because of a rank letter (K, Q, J, T in
# French; V, D, R in English), its suits written C alone: « KC 5C 10C 2C AC » in French was
# the king, 5, 10, 2 and ace of clubs, silently, where a French player writing K for the
# king means C for cœur as often. It is asked; a letter of the other notation alone (S, H,
# D in English, P, K, T in French) or a symbol shows the codes, and the cards are read.
SUIT_LETTERS: list[tuple[str, str, str | CardErrorReason]] = [
    ("fr", "KC 5C 10C 2C AC", R.SUIT_LETTER),
    ("fr", "K♥ 5C 10C 2C AC", R.SUIT_LETTER),  # the 5C: cœur, or clubs as K♥ is English?
    ("fr", "JC 5C", R.SUIT_LETTER),
    ("fr", "TC", R.SUIT_LETTER),
    ("en", "RC 5C 10C 2C AC", R.SUIT_LETTER),
    ("fr", "KC 5C 10C 2C AC 12", R.SUIT_LETTER),  # no reading at all: asked, not « RC »
    ("fr", "5C 5K 5T QC 5K", R.UNKNOWN_RANK),  # K, T: French codes, « la dame s'écrit D »
    ("fr", "KC QH JS 5D 5S", "KC QH JS 5D 5S"),  # H, S, D: English codes
    ("fr", "KC 5C 10C 2C AS", "KC 5C 10C 2C AS"),
    ("fr", "K♣ 5♣ 10♣ 2♣ A♣", "KC 5C 10C 2C AC"),
    ("fr", "RC 5C 10C 2C AC", "KH 5H 10H 2H AH"),  # all French: C is cœur
    ("en", "RC DP VT 5K 5P", "KH QS JC 5D 5S"),  # P, K, T: French codes
    ("en", "KC 5C 10C 2C AC", "KC 5C 10C 2C AC"),
]


@pytest.mark.parametrize(
    ("lang", "text", "read"),
    SUIT_LETTERS,
    ids=[f"{lang}:{text}" for lang, text, _ in SUIT_LETTERS],
)
def test_a_suit_letter_read_either_way_is_asked(
    lang: str, text: str, read: str | CardErrorReason
) -> None:
    reads_as(lang, text, read)


def test_the_suit_letter_question_names_both_cards(i18n: I18n) -> None:
    with pytest.raises(CardError) as caught:
        card_input.read_cards("KC 5C 10C 2C AC", "fr", 5)
    assert card_input.card_error(caught.value, i18n.translator("fr")) == (
        "Cœur ou trèfle? Dans «\u00a0KC\u00a0», C est cœur en français et trèfle en "
        "anglais. Écrivez les couleurs en symboles, ♥ ou ♣\u00a0: R♥ ou R♣."
    )


def test_the_cards_in_play_settle_a_suit_letter() -> None:
    """Among the cards dealt, « KC 5C » is the king and 5 of clubs when only they are there;
    with the king of hearts dealt too, it is asked."""
    dealt = card_input.read_cards("KC 5C 9S 2D 3H 7S", "en")
    assert format_cards(card_input.read_cards("KC 5C", "fr", 2, among=dealt)) == "KC 5C"
    dealt = card_input.read_cards("KC 5C 9S 2D KH 7S", "en")
    with pytest.raises(CardError) as caught:
        card_input.read_cards("KC 5C", "fr", 2, among=dealt)
    assert caught.value.reason is R.SUIT_LETTER


SUIT_ABBREVIATIONS = [
    ("fr", "5co 5P 5K 5T VP", "Couleur inconnue dans «\u00a05co\u00a0»\u00a0: écrivez 5C ou 5♥."),
    (
        "fr",
        "5C 5P 5K 10tr VP",
        "Couleur inconnue dans «\u00a010tr\u00a0»\u00a0: écrivez 10T ou 10♣.",
    ),
    ("fr", "5C 5P 5K 5T vpi", "Couleur inconnue dans «\u00a0vpi\u00a0»\u00a0: écrivez VP ou V♠."),
    (
        "fr",
        "dixca 5P 5K 5T VP",
        "Couleur inconnue dans «\u00a0dixca\u00a0»\u00a0: écrivez 10K ou 10♦.",
    ),
    (
        "fr",
        "5cc 5P 5K 5T VP",
        "Couleur inconnue dans «\u00a05cc\u00a0»\u00a0: utilisez P, C, K, T ou ♠ ♥ ♦ ♣.",
    ),
    ("en", "5he 5S 5D 5C JS", "Unknown suit in “5he”: write 5H or 5♥."),
    ("en", "5H 5S 5D 5cl JS", "Unknown suit in “5cl”: write 5C or 5♣."),
    ("en", "5H 5S 5D 5C jsp", "Unknown suit in “jsp”: write JS or J♠."),
    (  # English codes in French, the last one mistyped: 5Z named, not 5H (its French reading)
        "fr",
        "5H 5D 5C JS 5Z",
        "Couleur inconnue dans «\u00a05Z\u00a0»\u00a0: utilisez P, C, K, T ou ♠ ♥ ♦ ♣.",
    ),
    (
        "fr",
        "15C 5P 5K 5T VP",
        "Carte inconnue «\u00a015C\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
    ),
    (
        "fr",
        "allo",
        "Carte inconnue «\u00a0allo\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
    ),
]


@pytest.mark.parametrize(("lang", "text", "said"), SUIT_ABBREVIATIONS)
def test_a_good_rank_with_a_bad_suit_says_the_suit_is_wrong(
    i18n: I18n, lang: str, text: str, said: str
) -> None:
    """« 5co » (the 5 of cœur, cut short) was « Carte inconnue : la valeur doit être A, 2 à
    10… »: the 5 is a rank, the suit is what to fix, and the card meant is shown written."""
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang, 5)
    assert card_input.card_error(caught.value, i18n.translator(lang)) == said


SUIT_SPELLINGS = [
    (
        "fr",
        "5 de co, 5P, 5K, 5T, VP",
        "Carte inconnue «\u00a0co\u00a0»\u00a0: vouliez-vous dire «\u00a0cœur\u00a0»?",
    ),
    ("en", "5 of he, 5S, 5D, 5C, JS", "Unknown card “he”: did you mean “hearts”?"),
    (
        "fr",
        "de cœur, 5P, 5K, 5T, VP",
        "Carte inconnue «\u00a0cœur\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
    ),
]


@pytest.mark.parametrize(("lang", "text", "said"), SUIT_SPELLINGS)
def test_a_suit_word_cut_short_is_named(i18n: I18n, lang: str, text: str, said: str) -> None:
    """« 5 de co » said « Carte inconnue : la valeur doit être A, 2 à 10… »: the suit meant
    is named."""
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang, 5)
    assert card_input.card_error(caught.value, i18n.translator(lang)) == said


@pytest.mark.parametrize("text", ["as de pic, 5P, 5K, 5T, VP", "as de pique, 5pic 5K 5T VP"])
def test_pic_is_spades_as_in_quebec(text: str) -> None:
    """« as de pic », « 5pic » (as many in Québec say and write « pique ») were only named
    back (« vouliez-vous dire « pique »? »): they are spades."""
    assert card_input.read_cards(text, "fr", 5) == parse_cards("AS 5S 5D 5C JS")


NUMBERS = [
    (
        "fr",
        "5C 5P 5K 12C 5T",
        "Carte inconnue «\u00a012C\u00a0»\u00a0: la dame s'écrit D, comme dans DC.",
    ),
    (
        "fr",
        "5C 5P 5K 11P 5T",
        "Carte inconnue «\u00a011P\u00a0»\u00a0: le valet s'écrit V, comme dans VP.",
    ),
    (
        "fr",
        "5C 5P 5K 13 5T",
        "Carte inconnue «\u00a013\u00a0»\u00a0: le roi s'écrit R, comme dans RC.",
    ),
    ("en", "5H 5S 5D 12H 5C", "Unknown card “12H”: the queen is written Q, as in QH."),
    (
        "fr",
        "5C 5P 5K 29 5T",
        "Carte inconnue «\u00a029\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
    ),
    ("en", "5H 5S 5D 14H 5C", "Unknown card “14H”: the rank must be A, 2 to 10, J, Q or K."),
    (
        "fr",
        "5C 5P 5K 5 5T",
        "Il manque la couleur après «\u00a05\u00a0»\u00a0: ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, "
        "comme dans 5C.",
    ),
]


@pytest.mark.parametrize(("lang", "text", "said"), NUMBERS)
def test_a_face_card_by_its_number_is_shown_its_letter(
    i18n: I18n, lang: str, text: str, said: str
) -> None:
    """« 12C » was « Carte inconnue : la valeur doit être A, 2 à 10, V, D ou R », and « 12 »
    or « 29 » alone « Couleur inconnue »: the 12 is the queen, written D; 29 is no rank."""
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang, 5)
    assert card_input.card_error(caught.value, i18n.translator(lang)) == said


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("fr", "5 de cœur, cinq de coeur, 5C VP 5P", "La carte «\u00a05♥\u00a0» est en double."),
        ("fr", "5C 5C 5K VP 5P", "La carte «\u00a05♥\u00a0» est en double."),
        ("en", "5H 5h 5C JS 5S", "The card “5♥” is there twice."),
        ("en", "five of hearts, 5H, 5C, JS, 5S", "The card “5♥” is there twice."),
    ],
)
def test_a_card_typed_twice_is_named_as_replies_write_cards(
    i18n: I18n, lang: str, text: str, said: str
) -> None:
    """« 5 de cœur, cinq de coeur » was told « La carte « 5H » est en double. », the English
    code in a French reply: the card is written as every reply writes it, « 5♥ »."""
    with pytest.raises(CardError) as caught:
        card_input.read_cards(text, lang, 5)
    assert card_input.card_error(caught.value, i18n.translator(lang)) == said
