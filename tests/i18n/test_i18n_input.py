"""Reading cards typed by a user (French or English notation) and explaining bad input."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards
from bot.engine.cards import Card, Suit, card_code
from bot.i18n import I18n, Translator, card_input

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
R = CardErrorReason


# -- read_cards ------------------------------------------------------------------------------

READS = [
    pytest.param("5H 5D 5C JS 5S", "en", "5H 5D 5C JS 5S", id="en-in-en"),
    pytest.param("5C VP 10K DT RC", "fr", "5H JS 10D QC KH", id="fr-in-fr"),
    pytest.param("5H 5D 5C JS 5S", "fr", "5H 5D 5C JS 5S", id="en-codes-for-fr-user"),
    pytest.param("5C VP 10K DT RC", "en", "5H JS 10D QC KH", id="fr-codes-for-en-user"),
    pytest.param("V♣ 10♥ R♠", "en", "JC 10H KS", id="fr-symbols-for-en-user"),
    pytest.param("J♣ 10♥ K♠", "fr", "JC 10H KS", id="en-symbols-for-fr-user"),
    pytest.param("5♥ 10♠ A♦", "fr", "5H 10S AD", id="symbols-read-the-same"),
    # The clashes: C, D, K, T mean different things; the user's language decides.
    pytest.param("5C 6C 7C", "fr", "5H 6H 7H", id="clash-C-is-coeur-in-fr"),
    pytest.param("5C 6C 7C", "en", "5C 6C 7C", id="clash-C-is-clubs-in-en"),
    pytest.param("KT", "fr", None, id="clash-KT-unreadable-in-both"),
    pytest.param("KT", "en", None, id="clash-KT-unreadable-in-both-en"),
    # Read in the other codes only for K (D), C is a suit in both: clubs, or a French player's
    # cœur? Asked (`SUIT_LETTER`), no longer read silently as the king of clubs (queen of ♥)
    pytest.param("KC", "fr", None, id="clash-KC-C-is-clubs-or-coeur"),
    pytest.param("DC", "en", None, id="clash-DC-C-is-hearts-or-clubs"),
    pytest.param("KC 5D", "fr", "KC 5D", id="clash-KC-with-english-suit-letters"),
    pytest.param("KC 5♣", "fr", None, id="clash-KC-a-symbol-says-no-more"),
    pytest.param("DC", "fr", "QH", id="clash-DC-dame-de-coeur"),
    pytest.param("5K 5T", "fr", "5D 5C", id="clash-K-T-suits-in-fr"),
    pytest.param("TD", "en", "10D", id="clash-TD-ten-of-diamonds-in-en"),
    pytest.param("DD", "fr", None, id="clash-DD-unreadable-in-fr"),
    pytest.param("DK", "fr", "QD", id="clash-DK-dame-de-carreau"),
    pytest.param("DK", "en", "QD", id="clash-DK-read-in-fr-for-en-user"),
]


@pytest.mark.parametrize(("text", "lang", "expected"), READS)
def test_read_cards(i18n: I18n, text: str, lang: str, expected: str | None) -> None:
    if expected is None:
        with pytest.raises(CardError):
            card_input.read_cards(text, lang)
    else:
        want = parse_cards(expected)
        assert card_input.read_cards(text, lang) == want
        assert card_input.read_cards(text, i18n.translator(lang)) == want


def test_read_cards_checks_the_count() -> None:
    assert card_input.read_cards("5C VP 10K DT RC", "fr", count=5)[1] == Card(11, S)
    with pytest.raises(CardError) as info:
        card_input.read_cards("5C VP 10K DT", "fr", count=5)
    assert (info.value.reason, info.value.expected, info.value.got) == (R.WRONG_COUNT, (5,), 4)


@pytest.mark.parametrize(
    ("text", "lang", "reason", "token"),
    [
        pytest.param("5H 5X", "en", R.UNKNOWN_SUIT, "5X", id="unknown-suit-in-both"),
        pytest.param("ZH", "fr", R.UNKNOWN_RANK, "ZH", id="unknown-rank-in-both"),
        pytest.param("5H 5P", "fr", R.UNKNOWN_SUIT, "5H", id="first-error-if-both-unreadable"),
        # "VP 5H": French fails on 5H, English fails on VP: the first (French) error stands.
        pytest.param("VP 5H", "fr", R.UNKNOWN_SUIT, "5H", id="mixed-notations"),
        pytest.param("5C 5C", "fr", R.DUPLICATE, "5C", id="duplicate-in-own-notation"),
        # All tokens read in English; only the count is wrong there: say so.
        pytest.param("5H 5D 5C JS", "fr", R.WRONG_COUNT, "", id="count-in-other-notation"),
        pytest.param("5H 5D 5H JS 5S", "fr", R.DUPLICATE, "5H", id="dup-in-other-notation"),
        pytest.param("", "en", R.WRONG_COUNT, "", id="empty-with-count"),
        # A word that is no card in any notation is named first, before a suit mistyped
        # (5H in French) or a rank alone elsewhere in the text.
        pytest.param("5H 5D bonjour QC 2H", "fr", R.UNKNOWN_RANK, "bonjour", id="fr-a-word"),
        pytest.param("5H 5D hello QC 2H", "en", R.UNKNOWN_RANK, "hello", id="en-a-word"),
        pytest.param("5 cartes", "fr", R.UNKNOWN_RANK, "cartes", id="fr-5-cartes"),
        pytest.param("5 cards", "en", R.UNKNOWN_RANK, "cards", id="en-5-cards"),
        pytest.param("as de piq, 5C 5K", "fr", R.UNKNOWN_RANK, "piq", id="fr-misspelt-suit"),
    ],
)
def test_read_cards_errors(text: str, lang: str, reason: R, token: str) -> None:
    with pytest.raises(CardError) as info:
        card_input.read_cards(text, lang, count=None if reason is R.DUPLICATE else 5)
    assert (info.value.reason, info.value.token) == (reason, token)


# « as » is the French word for an ace, and AS the English code for the ace of spades. Dealt
# two aces (A♦ A♠), a rank alone « as » is no card; the text reads in English codes when
# every token is one there. A code is never read as the word, in English.
TWO_ACES = parse_cards("AD AS 5C 9S KH 2D")
ACES = [
    pytest.param("AD AS", "fr", "AD AS", id="fr-en-codes-AS-after"),
    pytest.param("AS AD", "fr", "AS AD", id="fr-en-codes-AS-first"),
    pytest.param("as 9", "en", "AS 9S", id="en-as-is-a-code-never-the-word"),
    pytest.param("AD AS", "en", "AD AS", id="en-codes"),
    pytest.param("as de pique et 9", "fr", "AS 9S", id="fr-in-words"),
    pytest.param("as de carreau, R", "fr", "AD KH", id="fr-in-words-and-rank-alone"),
    pytest.param("AK AP", "fr", "AD AS", id="fr-codes"),
    pytest.param("AS 5C", "fr", "AS 5C", id="fr-AS-with-en-code-5C"),
]


@pytest.mark.parametrize(("text", "lang", "expected"), ACES)
def test_as_with_two_aces_dealt(text: str, lang: str, expected: str) -> None:
    assert card_input.read_cards(text, lang, 2, among=TWO_ACES) == parse_cards(expected)


@pytest.mark.parametrize(
    ("text", "token"),
    [
        pytest.param("as 9", "as", id="the-word-with-a-rank-alone"),
        pytest.param("AS 9", "AS", id="the-word-in-capitals-with-a-rank-alone"),
    ],
)
def test_as_alone_among_two_aces_asks_for_the_suit(text: str, token: str) -> None:
    with pytest.raises(CardError) as info:
        card_input.read_cards(text, "fr", 2, among=TWO_ACES)
    assert (info.value.reason, info.value.token) == (R.RANK_HELD_TWICE, token)
    assert info.value.held == tuple(parse_cards("AD AS"))


def test_as_alone_with_the_other_ace_named_is_that_one() -> None:
    """« as AK » (the ace of diamonds named): « as » is the other ace dealt, not a question."""
    assert card_input.read_cards("as AK", "fr", 2, among=TWO_ACES) == parse_cards("AS AD")


def test_as_alone_among_one_ace_is_that_ace() -> None:
    dealt = parse_cards("AD 5C 9S KH 2D 3H")
    assert card_input.read_cards("as 9", "fr", 2, among=dealt) == parse_cards("AD 9S")


@pytest.mark.parametrize(
    ("text", "lang", "reason", "token", "message"),
    [
        # English codes with a lone j in French: the English reading stops later, at j.
        pytest.param(
            "5H 5D 5C j 5S",
            "fr",
            R.SUIT_MISSING,
            "j",
            "Il manque la couleur après «\u00a0j\u00a0»\u00a0: ajoutez-la, comme dans JH ou J♥.",
            id="fr-english-codes-lone-j",
        ),
        pytest.param(
            "5C 5K 5T v 5P",
            "en",
            R.SUIT_MISSING,
            "v",
            "The suit is missing after “v”: add it, as in VC or V♥.",
            id="en-french-codes-lone-v",
        ),
        # The other reading stops no further: the user's notation's error stands.
        pytest.param(
            "j 5H",
            "fr",
            R.UNKNOWN_RANK,
            "j",
            "Carte inconnue «\u00a0j\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
            id="fr-lone-j-first",
        ),
        pytest.param(
            "5H 5P",
            "fr",
            R.UNKNOWN_SUIT,
            "5H",
            "Couleur inconnue dans «\u00a05H\u00a0»\u00a0: utilisez P, C, K, T ou ♠ ♥ ♦ ♣.",
            id="fr-unknown-suit-not-a-rank-alone",
        ),
        # In the user's own notation, the example is in it too.
        pytest.param(
            "5C 5K v",
            "fr",
            R.SUIT_MISSING,
            "v",
            "Il manque la couleur après «\u00a0v\u00a0»\u00a0: ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, "
            "comme dans VC.",
            id="fr-own-notation",
        ),
    ],
)
def test_the_reading_that_goes_further_explains(
    i18n: I18n, text: str, lang: str, reason: R, token: str, message: str
) -> None:
    with pytest.raises(CardError) as info:
        card_input.read_cards(text, lang, count=5)
    assert (info.value.reason, info.value.token) == (reason, token)
    assert card_input.card_error(info.value, i18n.translator(lang)) == message


def test_card_codes_in_each_notation() -> None:
    codes = {
        lang: [card_code(c, lang) for c in parse_cards("AS 10D JH QC KS 7C")]
        for lang in ["fr", "en"]
    }
    assert codes == {
        "en": ["AS", "10D", "JH", "QC", "KS", "7C"],
        "fr": ["AP", "10K", "VC", "DT", "RP", "7T"],
    }
    for lang in codes:
        assert parse_cards(" ".join(codes[lang]), lang=lang) == parse_cards("AS 10D JH QC KS 7C")


def test_read_cards_empty_without_count() -> None:
    with pytest.raises(CardError) as info:
        card_input.read_cards("  ", "fr")
    assert info.value.reason is R.EMPTY


def test_read_cards_rejects_unknown_language() -> None:
    with pytest.raises(ValueError, match="unsupported language"):
        card_input.read_cards("5H", "de")


# -- card_error ------------------------------------------------------------------------------

ERRORS = [
    pytest.param(
        CardError(R.EMPTY),
        "Aucune carte (par exemple\u00a0: 5C VP 10K).",
        "No cards given (for example: 5H JS 10D).",
        id="empty",
    ),
    pytest.param(
        CardError(R.UNKNOWN_RANK, "ZH"),
        "Carte inconnue «\u00a0ZH\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
        "Unknown card “ZH”: the rank must be A, 2 to 10, J, Q or K.",
        id="unknown-rank",
    ),
    pytest.param(
        CardError(R.UNKNOWN_SUIT, "5X"),
        "Couleur inconnue dans «\u00a05X\u00a0»\u00a0: utilisez P, C, K, T ou ♠ ♥ ♦ ♣.",
        "Unknown suit in “5X”: use S, H, D, C or ♠ ♥ ♦ ♣.",
        id="unknown-suit",
    ),
    pytest.param(
        CardError(R.SUIT_MISSING, "10"),
        "Il manque la couleur après «\u00a010\u00a0»\u00a0: ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, "
        "comme dans 10C.",
        "The suit is missing after “10”: add S, H, D, C or ♠ ♥ ♦ ♣, as in 10H.",
        id="suit-missing",
    ),
    pytest.param(
        CardError(R.SUIT_MISSING, "j"),
        "Il manque la couleur après «\u00a0j\u00a0»\u00a0: ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, "
        "comme dans VC.",
        "The suit is missing after “j”: add S, H, D, C or ♠ ♥ ♦ ♣, as in JH.",
        id="suit-missing-after-a-lone-jack",
    ),
    pytest.param(
        CardError(R.SUIT_MISSING, "valet"),
        "Il manque la couleur après «\u00a0valet\u00a0»\u00a0: ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, "
        "comme dans VC.",
        "The suit is missing after “valet”: add S, H, D, C or ♠ ♥ ♦ ♣, as in JH.",
        id="suit-missing-after-a-word",
    ),
    pytest.param(
        CardError(R.DUPLICATE, "5H"),
        "La carte «\u00a05H\u00a0» est en double.",
        "The card “5H” is there twice.",
        id="duplicate",
    ),
    pytest.param(
        CardError(R.WRONG_COUNT, expected=(5,), got=4),
        "Il faut 5 cartes, pas 4.",
        "It takes 5 cards, not 4.",
        id="wrong-count",
    ),
    pytest.param(
        CardError(R.WRONG_COUNT, expected=(1,), got=0),
        "Il faut 1 carte, pas 0.",
        "It takes 1 card, not 0.",
        id="wrong-count-singular",
    ),
    pytest.param(
        CardError(R.WRONG_COUNT, expected=(6, 5), got=7),
        "Il faut 5 ou 6 cartes, pas 7.",
        "It takes 5 or 6 cards, not 7.",
        id="wrong-count-choice",
    ),
    pytest.param(
        CardError(R.WRONG_COUNT, expected=(4, 5, 6), got=2),
        "Il faut 4, 5 ou 6 cartes, pas 2.",
        "It takes 4, 5 or 6 cards, not 2.",
        id="wrong-count-three-choices",
    ),
    pytest.param(
        CardError(R.RANK_NOT_HELD, "7"),
        "Vous n'avez pas de «\u00a07\u00a0» parmi vos cartes.",
        "You have no “7” among your cards.",
        id="rank-not-held",
    ),
    pytest.param(
        CardError(R.RANK_HELD_TWICE, "5", held=(Card(5, Suit.CLUBS), Card(5, Suit.DIAMONDS))),
        "Vous avez plus d'une carte «\u00a05\u00a0»\u00a0: ajoutez la couleur (5♣ ou 5♦).",
        "You have more than one “5”: add the suit (5♣ or 5♦).",
        id="rank-held-twice",
    ),
    pytest.param(  # « plus d'un « dame » » was no French: one wording for every rank
        CardError(R.RANK_HELD_TWICE, "dame", held=(Card(12, Suit.CLUBS), Card(12, Suit.SPADES))),
        "Vous avez plus d'une carte «\u00a0dame\u00a0»\u00a0: ajoutez la couleur (D♣ ou D♠).",
        "You have more than one “dame”: add the suit (Q♣ or Q♠).",
        id="rank-held-twice-feminine",
    ),
    pytest.param(
        CardError(R.GLUED, "vprk", held=(Card(11, Suit.SPADES), Card(13, Suit.DIAMONDS))),
        "Mettez une espace entre les cartes\u00a0: «\u00a0vprk\u00a0» s'écrit VP RK.",
        "Put a space between the cards: “vprk” is written JS KD.",
        id="glued",
    ),
    pytest.param(
        CardError(R.SUIT_FIRST, "t10"),
        "La valeur d'abord, puis la couleur\u00a0: écrivez 10T, pas «\u00a0t10\u00a0».",
        "The rank comes first, then the suit: write 10T, not “t10”.",
        id="suit-first",
    ),
    pytest.param(
        CardError(R.SUIT_LETTER, "KC", held=(Card(13, Suit.CLUBS), Card(13, Suit.HEARTS))),
        "Cœur ou trèfle? Dans «\u00a0KC\u00a0», C est cœur en français et trèfle en "
        "anglais. Écrivez les couleurs en symboles, ♥ ou ♣\u00a0: R♥ ou R♣.",
        "Hearts or clubs? In “KC”, C is hearts in French and clubs in English. "
        "Write the suits as symbols, ♥ or ♣: K♥ or K♣.",
        id="suit-letter",
    ),
    pytest.param(
        CardError(R.WRONG_COUNT, got=3),
        "Mauvais nombre de cartes\u00a0: 3.",
        "Wrong number of cards: 3.",
        id="wrong-count-unspecified",
    ),
]


def test_every_reason_is_covered() -> None:
    errors = [p.values[0] for p in ERRORS]
    assert {e.reason for e in errors if isinstance(e, CardError)} == set(CardErrorReason)


@pytest.mark.parametrize(("err", "expected_fr", "expected_en"), ERRORS)
def test_card_error(
    fr: Translator, en: Translator, err: CardError, expected_fr: str, expected_en: str
) -> None:
    assert (card_input.card_error(err, fr), card_input.card_error(err, en)) == (
        expected_fr,
        expected_en,
    )


@pytest.mark.parametrize("reason", [R.UNKNOWN_RANK, R.UNKNOWN_SUIT, R.DUPLICATE])
def test_card_error_escapes_the_token(tr: Translator, reason: R) -> None:
    text = card_input.card_error(CardError(reason, '<b>"&'), tr)
    assert "&lt;b&gt;&quot;&amp;" in text
    assert "<b>" not in text


def test_card_error_cuts_a_long_token(tr: Translator) -> None:
    text = card_input.card_error(CardError(R.UNKNOWN_RANK, "x" * 5000), tr)
    assert "x" * (card_input.TOKEN_MAX - 1) + "…" in text
    assert len(text) < 200


def test_card_error_from_real_parsing(fr: Translator) -> None:
    with pytest.raises(CardError) as info:
        card_input.read_cards("5C VP <i>", "fr", count=5)
    assert card_input.card_error(info.value, fr) == (
        "Carte inconnue «\u00a0&lt;i&gt;\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R."
    )


# -- notation_help ---------------------------------------------------------------------------


def test_notation_help_french(fr: Translator) -> None:
    text = card_input.notation_help(fr)
    for fragment in ("5C = 5 de cœur", "VP = valet de pique", "10K = 10 de carreau", "5♥ V♠"):
        assert fragment in text
    assert "V (valet), D (dame), R (roi)" in text


def test_notation_help_english(en: Translator) -> None:
    text = card_input.notation_help(en)
    for fragment in ("5H = five of hearts", "JS = jack of spades", "10D = ten of diamonds"):
        assert fragment in text


@pytest.mark.parametrize(
    ("lang", "examples", "meaning"),
    [
        pytest.param("fr", ["5C", "VP", "10K"], "5H JS 10D", id="fr"),
        pytest.param("en", ["5H", "JS", "10D"], "5H JS 10D", id="en"),
    ],
)
def test_notation_help_examples_read_as_described(
    i18n: I18n, lang: str, examples: list[str], meaning: str
) -> None:
    """The help's examples are in the help, and read in that language as the cards it names."""
    text = card_input.notation_help(i18n.translator(lang))
    assert all(f"{code} = " in text for code in examples)
    assert card_input.read_cards(" ".join(examples), lang) == parse_cards(meaning)
    assert "<" not in text and "&" not in text


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Ou écrivez-les en mots\u00a0: 5 de cœur, valet de pique."),
        ("en", "Or write them in words: five of hearts, jack of spades."),
    ],
)
def test_notation_help_says_cards_may_be_written_in_words(i18n: I18n, lang: str, line: str) -> None:
    """/score's help showed codes only, where « 5 de cœur, valet de pique » reads as well:
    a player who writes words was never told; the help's example reads as the cards it says."""
    tr = i18n.translator(lang)
    assert line in card_input.notation_help(tr).split("\n")
    assert card_input.read_cards(card_input.words_example(tr), lang) == parse_cards("5H JS")
