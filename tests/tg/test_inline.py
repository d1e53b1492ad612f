"""Inline mode through the in-process Bot API: `@bot 5H 5D 5C JS 5S`, `@bot ecart ...`, bad and
empty queries, French, and random queries up to Telegram's 256 characters."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_handlers import html_problems

from bot.content_tables import shipped_crib_tables
from bot.engine.card_parsing import parse_cards
from bot.engine.lay_away import analyse_lay_aways
from bot.i18n import render
from bot.tg.local import ApiCall, Driver, LocalBotApi


def results(calls: list[ApiCall]) -> list[dict[str, Any]]:
    [answer] = [c for c in calls if c.method == "answerInlineQuery"]
    found = answer.params["results"]
    assert isinstance(found, list) and found
    for result in found:
        text = result["input_message_content"]["message_text"]
        assert result["input_message_content"]["parse_mode"] == "HTML"
        assert html_problems(text) == [], text
        assert result["title"].strip()
    assert answer.params.get("is_personal") is True
    return found


def text_of(result: dict[str, Any]) -> str:
    return str(result["input_message_content"]["message_text"])


@pytest.mark.parametrize(
    ("code", "called", "jack"), [("en", "fifteen 16", "J♠"), ("fr-CA", "quinze 16", "V♠")]
)
async def test_a_hand_is_counted(bot_driver: Driver, code: str, called: str, jack: str) -> None:
    [article] = results(await bot_driver.inline("5H 5D 5C JS 5S", user_id=90, language_code=code))
    assert article["type"] == "article"
    assert "29 points" in article["title"] and jack in article["title"]
    assert called in article["description"] and called in text_of(article)
    assert "29" in text_of(article)


async def test_french_notation_in_french(bot_driver: Driver) -> None:
    [article] = results(await bot_driver.inline("5C 5K 5T VP 5P", user_id=91, language_code="fr"))
    assert "29 points" in article["title"]


async def test_the_stored_language_wins(bot_driver: Driver) -> None:
    await bot_driver.send("/lang en", user_id=92, language_code="fr")
    [article] = results(await bot_driver.inline("5H 5D 5C JS 5S", user_id=92, language_code="fr"))
    assert "fifteen 16" in text_of(article)


async def test_a_crib(bot_driver: Driver) -> None:
    # four hearts and a spade starter: a flush in a hand, nothing in a crib
    [hand] = results(await bot_driver.inline("2H 4H 6H 8H KS", user_id=93, language_code="en"))
    [crib] = results(await bot_driver.inline("crib 2H 4H 6H 8H KS", user_id=93, language_code="en"))
    assert "flush for 4" in text_of(hand) and "flush for" not in text_of(crib)
    assert "Total: 0 points" in text_of(crib)
    assert "A crib flush needs the starter's suit too" in text_of(crib)  # why, said
    assert crib["title"].startswith("Crib")


@pytest.mark.parametrize(
    "query", ["ecart 5H 5D JC KS 2S 9D", "5H 5D JC KS 2S 9D", "écart 5H,5D,JC,KS,2S,9D"]
)
async def test_lay_aways_for_dealer_and_pone(bot_driver: Driver, query: str) -> None:
    [article] = results(await bot_driver.inline(query, user_id=94, language_code="en"))
    text = text_of(article)
    cards = parse_cards("5H 5D JC KS 2S 9D")
    tables = shipped_crib_tables()
    for dealer in (True, False):
        # The chat's model (the expert tables), not another one: one answer everywhere.
        best = analyse_lay_aways(cards, dealer=dealer, crib_model="expert", tables=tables)[0]
        en = bot_driver.application.bot_data.i18n.translator("en")
        assert render.cards(best.discard, en) in text
        assert f"{best.total_ev:.2f}" in text
    assert "dealer" in text and "pone" in text
    assert "Crib valued as expert players lay away" in text


async def test_lay_away_in_french_with_five_cards(bot_driver: Driver) -> None:
    [article] = results(
        await bot_driver.inline("ecart 5C 5K VT RP 2P", user_id=95, language_code="fr")
    )
    assert "donneur" in text_of(article) and "receveur" in text_of(article)


@pytest.mark.parametrize(
    ("query", "code"),
    [
        # Played: « crib » after the cards, as the chat's /score takes it, stopped inline mode
        # on « Carte inconnue « crib » ».
        ("5C 5K 5T VP 5P crib", "fr"),
        ("5C 5K 5T VP 5P au crib", "fr"),
        ("2H 4H 6H 8H KS crib = 4", "en"),
    ],
)
async def test_crib_after_the_cards(bot_driver: Driver, query: str, code: str) -> None:
    [article] = results(await bot_driver.inline(query, user_id=99, language_code=code))
    assert article["id"] == "crib" and article["title"].startswith("Crib"), text_of(article)


@pytest.mark.parametrize(
    ("query", "code"),
    [
        # Played: the role word the chat's /ecart takes (« /ecart … donneur ») stopped inline
        # mode on « Carte inconnue « donneur » ».
        ("ecart 5C 5K VT RP 2P 9K donneur", "fr"),
        ("écart 5C 5K VT RP 2P 9K receveur", "fr"),
        ("ecart je donne 5C 5K VT RP 2P 9K", "fr"),
        ("discard 5H 5D JC KS 2S 9D pone", "en"),
        ("ecart 5H 5D JC KS 2S --dealer", "en"),
    ],
)
async def test_a_role_word_after_the_cards_is_taken(
    bot_driver: Driver, query: str, code: str
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=99, language_code=code))
    assert article["id"] == "ecart", text_of(article)
    assert ("donneur" if code == "fr" else "dealer") in text_of(article)


@pytest.mark.parametrize(
    ("query", "code", "why"),
    [
        # Played: the line under the title said only « Rien n'est marqué sur un compte
        # illisible. », not why, while the player was still typing the call.
        ("5C 5K 5T VP 5P = 30", "fr", "Une main ou un crib fait au plus 29 points."),
        ("5H 5D 5C JS 5S = banana", "en", "I don't know the word “banana”."),
    ],
)
async def test_an_unreadable_call_says_why_under_the_title(
    bot_driver: Driver, query: str, code: str, why: str
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=99, language_code=code))
    assert article["description"].replace("\u00a0", " ").startswith(why)
    assert "29 points" in article["title"]


@pytest.mark.parametrize(("code", "word"), [("en", "Type each card"), ("fr", "Tapez chaque carte")])
async def test_an_empty_query_explains_the_notation(
    bot_driver: Driver, code: str, word: str
) -> None:
    [article] = results(await bot_driver.inline("", user_id=96, language_code=code))
    assert word in text_of(article) and "@muggins_bot" in text_of(article)


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ("5H 5D ZZ JS 5S", "ZZ"),
        ("5H 5D 5C JS", "4"),
        ("5H 5H 5C JS 5S", "5H"),
        ("ecart", ""),
        ("<b>5H</b> &amp;", "b&gt;5H"),
    ],
)
async def test_unreadable_queries_get_one_explanation(
    bot_driver: Driver, query: str, problem: str
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=97, language_code="en"))
    assert "Type each card" in text_of(article)
    assert problem in text_of(article)


async def test_no_query_crashes(bot_driver: Driver, local_api: LocalBotApi) -> None:
    rng = random.Random(256)
    alphabet = "AKQJT98765432akqjtRDVPCHSTK10 ,;♠♥♦♣♤♡\ufe0f<>&\"'éÉ💥\u00a0\n\t-:=ecartcrib"
    queries = ["", " ", "ecart", "crib", "ECART " * 40, "5H " * 90, "\u0000\u202e"]
    queries += [
        "".join(rng.choice(alphabet) for _ in range(rng.randrange(257))) for _ in range(150)
    ]
    words = ["5H", "5D", "JC", "KS", "2S", "9D", "VP", "10♥", "ecart", "crib", "AH", "QS"]
    queries += [" ".join(rng.choice(words) for _ in range(rng.randrange(9))) for _ in range(150)]
    for query in queries:
        assert len(query) <= 256 or query == "5H " * 90
        results(
            await bot_driver.inline(
                query[:256], user_id=98, language_code=rng.choice(["fr", "en", None])
            )
        )
    assert len(local_api.inline_answers) >= len(queries)


@pytest.mark.parametrize(
    ("query", "code", "crib"),
    [
        # Played: the « | » the bot writes in its own titles between the hand and the starter
        # was « Carte inconnue « | » ».
        ("5C 5K 5T VP | 5P", "fr", False),
        ("5H 5D 5C JS|5S", "en", False),
        ("crib 5H 5D 5C JS | 5S = 29", "en", True),
        ("5♥ 5♦ 5♣ V♠ | 5♠ au crib", "fr", True),
    ],
)
async def test_the_bar_between_the_hand_and_the_starter(
    bot_driver: Driver, query: str, code: str, crib: bool
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=99, language_code=code))
    assert article["id"] == ("crib" if crib else "hand"), text_of(article)
    assert "29 points" in article["title"]


async def test_a_bar_elsewhere_than_before_the_starter_is_refused(bot_driver: Driver) -> None:
    [article] = results(await bot_driver.inline("5H | 5D 5C JS 5S", user_id=99, language_code="en"))
    assert "Type each card" in text_of(article) and "|" in text_of(article)


@pytest.mark.parametrize(
    ("query", "code", "said"),
    [
        # A count after the cards without « = », as /score reads it
        ("5C 5K 5T VP 5P 29", "fr", "quinze 16"),
        ("5H 5D 5C JS 5S 28", "en", "Muggins"),
        ("5C 5K 5T VP | 5P 29", "fr", "quinze 16"),
    ],
)
async def test_a_count_after_the_cards_without_equals(
    bot_driver: Driver, query: str, code: str, said: str
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=99, language_code=code))
    assert article["id"] == "hand", text_of(article)
    assert "29 points" in article["title"] and said in text_of(article), text_of(article)


@pytest.mark.parametrize(
    ("query", "said"),
    [
        # « Il faut 5 cartes, pas 0 » for a count typed with no cards
        ("= 29", "Il manque les cartes avant le compte «\u00a029\u00a0»."),
        # « Carte inconnue « 29 » » for the starter left out before the count
        (
            "5C 5K 5T VP 29",
            "Je lis «\u00a029\u00a0» comme le compte annoncé, mais il faut 5 cartes avant lui, "
            "pas 4\u00a0: les quatre cartes, puis la carte de départ.",
        ),
    ],
)
async def test_a_count_without_its_five_cards_is_named(
    bot_driver: Driver, query: str, said: str
) -> None:
    [article] = results(await bot_driver.inline(query, user_id=97, language_code="fr"))
    assert article["description"].startswith(" ".join(said.split())[:60])  # one line
    assert said in text_of(article)
