"""Cards written in words in every place cards are typed in the chat (issue 18): /score (and
its referee form), /ecart (with a rank alone when one card of that rank was dealt), inline."""

from __future__ import annotations

from collections import Counter

import pytest
from test_ecart_handlers import GROUP, one_text, pending, rank_said, the_challenge
from test_inline import results, text_of

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import grade
from bot.engine.cards import RANK_CODES, SUIT_SYMBOLS, Card
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver

FRENCH_LETTERS = {1: "A", 11: "V", 12: "D", 13: "R"}


@pytest.fixture
def db(local_app: App) -> Database:
    return local_app.bot_data.db


@pytest.mark.parametrize(
    ("code", "cards", "total"),
    [
        ("fr-CA", "5 de cœur, 5 de pique, cinq de trèfle, valet de carreau, 5 de carreau", "29"),
        ("fr-CA", "5 coeur 5 pique 5 trefle valet carreau 5 carreau", "29"),
        (
            "en",
            "five of hearts, five of spades, 5 of clubs, jack of diamonds, five of diamonds",
            "29",
        ),
        ("en", "8 of hearts 7 of diamonds seven of clubs six of spades two of spades", "16"),
    ],
)
async def test_score_reads_cards_in_words(
    bot_driver: Driver, code: str, cards: str, total: str
) -> None:
    text = one_text(await bot_driver.send(f"/score {cards}", user_id=120, language_code=code))
    assert f"{total} points" in text and "inconnue" not in text and "Unknown" not in text


async def test_score_referees_a_call_in_words(bot_driver: Driver) -> None:
    cards = "8 de cœur 7 de carreau 7 de trèfle 6 de pique 2 de pique"
    text = one_text(
        await bot_driver.send(
            f"/score {cards} = quinze 8 paire deux suites de 3", user_id=121, language_code="fr"
        )
    )
    assert "La main vaut 16 points" in text and "Exact" in text
    typo = one_text(
        await bot_driver.send(f"/score {cards} = quimze 8", user_id=121, language_code="fr")
    )
    assert "«\u00a0quimze\u00a0»" in typo and "«\u00a0quinze\u00a0»" in typo
    assert "Rien n'est marqué" in typo
    crib = one_text(
        await bot_driver.send("/score crib 8H 7D 7C 6S 2S = 29", user_id=122, language_code="en")
    )
    assert "The crib is worth 16 points." in crib and "Over-count by 13 points" in crib


@pytest.mark.parametrize(
    ("command", "code", "word"),
    [
        ("/ecart 5H 5D bonjour QC 2H 3S", "fr-CA", "bonjour"),
        ("/score 5H 5D bonjour QC 2H", "fr-CA", "bonjour"),
        ("/score 5 cartes", "fr-CA", "cartes"),
        ("/score 5H 5D hello QC 2H", "en", "hello"),
    ],
)
async def test_a_word_that_is_no_card_is_named_first(
    bot_driver: Driver, command: str, code: str, word: str
) -> None:
    """« /ecart 5H 5D bonjour QC 2H 3S » in French complained about the suit of « 5H », and
    « /score 5 cartes » that the suit was missing after « 5 »: the word that is no card is
    what the player reads first, with the example of the command."""
    text = one_text(await bot_driver.send(command, user_id=161, language_code=code))
    first_line, _, example = text.partition("\n")
    assert word in first_line and "5H" not in first_line, text
    assert example.startswith("Par exemple" if code == "fr-CA" else "For example"), text


def french_words(card: Card) -> str:
    ranks = {1: "as", 11: "valet", 12: "dame", 13: "roi"}
    suits = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
    return f"{ranks.get(card.rank, str(card.rank))} de {suits[card.suit.value]}"


async def test_ecart_reads_cards_in_words(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=123, language_code="fr")
    challenge = the_challenge(await pending(db, 123))
    typed = " et ".join(french_words(c) for c in challenge.cards[:2]).replace(" et ", ", ")
    text = one_text(await bot_driver.send(typed, user_id=123, language_code="fr"))
    verdict = grade(challenge, challenge.cards[:2], tables=shipped_crib_tables())
    assert rank_said(verdict, "fr") in text
    assert await db.questions.pending_question(123, 123) is None


async def test_ecart_reads_a_rank_alone_when_one_card_has_it(
    bot_driver: Driver, db: Database
) -> None:
    for user in range(124, 160):
        await bot_driver.send("/ecart", user_id=user, language_code="fr")
        challenge = the_challenge(await pending(db, user))
        ranks = Counter(c.rank for c in challenge.cards)
        alone = [c for c in challenge.cards if ranks[c.rank] == 1]
        if len(alone) >= 2:
            break
    else:
        pytest.fail("no deal with two cards of unique ranks")
    typed = " ".join(FRENCH_LETTERS.get(c.rank, RANK_CODES[c.rank]) for c in alone[:2])
    text = one_text(await bot_driver.send(typed, user_id=user, language_code="fr"))
    verdict = grade(challenge, tuple(alone[:2]), tables=shipped_crib_tables())
    assert rank_said(verdict, "fr") in text
    assert await db.questions.pending_question(user, user) is None


@pytest.mark.parametrize(
    ("code", "cards"),
    [
        ("fr-CA", "5H5D5CJS5S"),
        ("fr-CA", "5c5k5tvp5p"),
        ("en", "5h5d5cjs5s"),
        ("en", "5♥5♦5♣J♠5♠"),
        ("fr-CA", "5C/5K/5T/VP/5P"),  # a slash between cards
        ("en", "5H+5D+5C+JS+5S"),
    ],
)
async def test_score_reads_cards_typed_glued_together(
    bot_driver: Driver, code: str, cards: str
) -> None:
    """« /score 5H5D5CJS5S » answered « Carte inconnue « 5H5D5CJS5S » »."""
    text = one_text(await bot_driver.send(f"/score {cards}", user_id=171, language_code=code))
    assert "29 points" in text, text


@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("fr-CA", "5C 5K 5T VP, coupe 5P"),
        ("fr-CA", "5C 5K 5T VP et la carte de départ : 5 de pique"),
        ("en", "5H 5D 5C JS starter 5S = 29"),
    ],
)
async def test_score_reads_the_starter_named(bot_driver: Driver, code: str, typed: str) -> None:
    """« /score 5C 5K 5T VP, coupe 5P » answered « Carte inconnue « coupe » »."""
    text = one_text(await bot_driver.send(f"/score {typed}", user_id=173, language_code=code))
    assert "29 points" in text and "inconnue" not in text and "Unknown" not in text, text


async def test_a_lay_away_typed_glued_together_is_read(bot_driver: Driver, db: Database) -> None:
    """« 5♥J♣ » answering /ecart's deal answered « Carte inconnue »; the lay-away is graded."""
    await bot_driver.send("/ecart", user_id=172, language_code="fr")
    challenge = the_challenge(await pending(db, 172))
    typed = "".join(RANK_CODES[c.rank] + SUIT_SYMBOLS[c.suit] for c in challenge.cards[:2])
    text = one_text(await bot_driver.send(typed, user_id=172, language_code="fr"))
    verdict = grade(challenge, challenge.cards[:2], tables=shipped_crib_tables())
    assert rank_said(verdict, "fr") in text
    assert await db.questions.pending_question(172, 172) is None


@pytest.mark.parametrize(
    ("lang", "typed", "not_yours"),
    [
        ("fr", "R et D", "pas à vous"),
        ("fr", "roi et dame", "pas à vous"),
        ("en", "K and Q", "not yours"),
    ],
)
async def test_ranks_joined_by_a_word_in_a_group_are_cards_not_chatter(
    bot_driver: Driver, db: Database, lang: str, typed: str, not_yours: str
) -> None:
    """Played: « R et D » replied in a group to another member's /ecart was taken for chatter
    (nothing said), though « R D » got « Cette donne n'est pas à vous »."""
    await bot_driver.send("/ecart", 200, GROUP, chat_type="group", language_code=lang)
    question = await pending(db, 200, GROUP)
    calls = await bot_driver.send(
        typed, 201, GROUP, chat_type="group", language_code=lang, reply_to=question.message_id
    )
    assert not_yours in one_text(calls)
    assert (await pending(db, 200, GROUP)).is_pending


async def test_inline_reads_cards_in_words(bot_driver: Driver) -> None:
    words = "5 de cœur 5 de carreau 5 de trèfle valet de pique 5 de pique"
    [article] = results(await bot_driver.inline(words, user_id=125, language_code="fr"))
    assert "29 points" in article["title"] and "quinze 16" in text_of(article)
    english = "five of hearts five of diamonds five of clubs jack of spades five of spades"
    [article] = results(await bot_driver.inline(english, user_id=125, language_code="en"))
    assert "29 points" in article["title"]


async def test_inline_referees_a_called_count(bot_driver: Driver) -> None:
    query = "8 de cœur 7 de carreau 7 de trèfle 6 de pique 2 de pique = quinze 8 paire 10"
    [article] = results(await bot_driver.inline(query, user_id=126, language_code="fr"))
    assert "16 points" in article["title"] and "Muggins pour 6" in article["description"]
    assert "Compte annoncé\u00a0: 10 points" in text_of(article)
    [article] = results(
        await bot_driver.inline("crib 8H 7D 7C 6S 2S = 29", user_id=126, language_code="en")
    )
    assert "Over-count by 13 points" in article["description"]


@pytest.mark.parametrize(
    ("code", "command", "told"),
    [
        ("fr-CA", "/score 5C 5K 5T VP 5P 29", "Compte annoncé\u00a0: 29 points."),
        ("fr-CA", "/score 5C 5K 5T VP 5P : 28", "Muggins pour 1 point!"),
        (
            "fr-CA",
            "/score 5 de cœur, 5 de carreau, 5 de trèfle, valet de pique, 5 de pique 29",
            "Exact",
        ),
        ("en", "/score 5H 5D 5C JS 5S fifteen 16, four of a kind 28, nobs 29", "Exact"),
        ("en", "/score crib 5H 5D 5C JS 5S 27", "The crib is worth 29 points."),
        ("fr-CA", "/score 5C 5K 5T VP 5P au crib 29", "Le crib vaut 29 points."),
        ("en", "/score 5H 5D 5C JS 5S, crib, 28", "The crib is worth 29 points."),
        # « pour 29 » was « Carte inconnue « pour » »: the word before the count is dropped
        ("fr-CA", "/score 5H 5D 5C JS 5S pour 29", "Compte annoncé\u00a0: 29 points."),
        ("fr-CA", "/score 5C 5K 5T VP 5P soit 29 points", "Exact"),
        ("en", "/score 5H 5D 5C JS 5S for 28", "Muggins for 1 point!"),
    ],
)
async def test_score_reads_a_count_typed_after_the_cards_without_equals(
    bot_driver: Driver, code: str, command: str, told: str
) -> None:
    """« /score 5C 5K 5T VP 5P 29 » got « Couleur inconnue dans « 29 » »: the count after
    the five cards is read as after « = »."""
    text = one_text(await bot_driver.send(command, user_id=123, language_code=code))
    assert told in text, text


@pytest.mark.parametrize(
    ("command", "told"),
    [
        ("/score 5C 5K 5T VP 5P 4C", "Il faut 5 cartes, pas 6."),
        (
            "/score 5C 5K 5T VP 5P bonjour",
            "«\u00a0bonjour\u00a0» après elles n'est ni une carte ni un compte",
        ),
        (  # four cards, then a count: « Carte inconnue « 29 » » before
            "/score 5C 5K 5T VP 29",
            "Je lis «\u00a029\u00a0» comme le compte annoncé, mais il faut 5 cartes avant lui",
        ),
    ],
)
async def test_score_still_refuses_what_is_no_count_after_the_cards(
    bot_driver: Driver, command: str, told: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=124, language_code="fr-CA"))
    assert told in text, text


@pytest.mark.parametrize(
    ("code", "command", "told"),
    [
        ("fr-CA", "/score KC 5C 10C 2C AC", "Cœur ou trèfle? Dans «\u00a0KC\u00a0»"),
        ("fr-CA", "/score KC 5C 10C 2C AC 12", "Cœur ou trèfle? Dans «\u00a0KC\u00a0»"),
        ("en", "/score RC 5C 10C 2C AC", "Hearts or clubs? In “RC”"),
        ("fr-CA", "/score KC QH JS 5D 5S", "Total\u00a0: 18 points"),  # H, S, D: English
        ("fr-CA", "/score K♣ 5♣ 10♣ 2♣ A♣", "Total\u00a0: 9 points"),
    ],
)
async def test_score_asks_hearts_or_clubs_when_c_reads_both_ways(
    bot_driver: Driver, code: str, command: str, told: str
) -> None:
    """« /score KC 5C 10C 2C AC » in French was the king, 5, 10, 2 and ace of clubs, read
    silently in English codes for the K, where a French player means C for cœur as often."""
    text = one_text(await bot_driver.send(command, user_id=125, language_code=code))
    assert told in text, text
