"""« pourquoi? » right after « /chances 100 115 » (« Vous gagnez 4 % ») got the general « Chaque
compte que je donne est expliqué juste en dessous… »: now what each side needs, what a deal
brings each role on average, how often the pone's hand alone goes out, and where the table
comes from. A question asked since takes « pourquoi? » as its own."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from bot.content_odds import shipped_odds
from bot.drills.odds_asked import (
    HAND_MOST,
    OddsTold,
    asks_why_odds,
    deal_means,
    pone_hand_reaches,
)
from bot.engine.odds import DealParts
from bot.engine.odds_race import PlayRace
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    "typed",
    ["pourquoi?", "Pourquoi", "comment tu sais ça?", "d'où ça vient?", "why?", "How do you know?"],
)
def test_why_asked(typed: str) -> None:
    assert asks_why_odds(typed)


@pytest.mark.parametrize("typed", ["95 110", "merci", "pourquoi pas", "c'est quoi un crib"])
def test_no_why(typed: str) -> None:
    assert not asks_why_odds(typed)


def _parts(pone_hand: dict[int, int]) -> DealParts:
    race = PlayRace(
        deals=4,
        dealer_cap=5,
        pone_cap=5,
        dealer_out={},
        totals=Counter({(2, 1): 2, (4, 3): 2}),
    )
    return DealParts(race, Counter(pone_hand), Counter({10: 1, 14: 3}), 4.0)


def test_means_by_role_and_part() -> None:
    means = deal_means(_parts({4: 1, 8: 3}))
    assert (means.dealer_play, means.pone_play) == (3.0, 2.0)
    assert (means.dealer_show, means.pone_hand) == (13.0, 7.0)
    assert (means.dealer, means.pone) == (16.0, 9.0)


def test_the_pone_hand_reaches() -> None:
    parts = _parts({0: 1, 4: 1, 8: 2})
    assert pone_hand_reaches(parts, 4) == 0.75
    assert pone_hand_reaches(parts, 8) == 0.5
    assert pone_hand_reaches(parts, 9) == 0.0
    assert pone_hand_reaches(parts, HAND_MOST + 1) is None
    assert pone_hand_reaches(parts, 0) is None


def test_the_shipped_means_add_up() -> None:
    """The sample's means are those docs/odds.md gives (3.7 and 12.8, 2.4 and 8.2)."""
    parts = shipped_odds().parts
    assert parts is not None
    means = deal_means(parts)
    rounded = [round(x, 1) for x in (means.dealer_play, means.dealer_show)]
    assert rounded == [3.7, 12.8]
    assert [round(x, 1) for x in (means.pone_play, means.pone_hand)] == [2.4, 8.2]
    reaches = [pone_hand_reaches(parts, need) for need in range(1, HAND_MOST + 1)]
    assert all(a is not None and b is not None and a >= b for a, b in pairwise(reaches))


@pytest.mark.parametrize(
    "told",
    [
        OddsTold(5, 100, 115, True, 121, None, 0),
        OddsTold(-7, 50, 40, False, 61, 56, 12),
    ],
)
def test_told_round_trips(told: OddsTold) -> None:
    assert OddsTold.from_json(told.to_json()) == told


@pytest.mark.parametrize("kept", [None, 3, {}, {"chat": 1, "me": "100"}, {"chat": 1, "me": 1}])
def test_nothing_told(kept: object) -> None:
    assert OddsTold.from_json(kept) is None


@pytest.mark.parametrize(
    ("lang", "asked", "typed", "said"),
    [
        (
            "fr",
            "/chances 100 115",
            "pourquoi?",
            [
                "Pourquoi 4 %? Il vous manque 21 points pour sortir. "
                "Il manque 6 points à votre adversaire.",
                "Vous donnez : en moyenne, une donne vous rapporte 16,5 points (3,7 au jeu, "
                "12,8 avec votre main et le crib) et 10,6 à votre adversaire",
                "Votre adversaire compte en premier : sa main seule fait 6 points ou plus",
                "8 000 donnes",
            ],
        ),
        (
            "en",
            "/odds 120 60 pone",
            "how do you know?",
            [
                "You need 1 more point to go out. Your opponent needs 61 more points.",
                "Your opponent deals: on average a deal brings you 10.6 points",
                "You count first: your hand alone makes 1 point or more",
            ],
        ),
    ],
)
async def test_why_after_the_chances(
    bot_driver: Driver, lang: str, asked: str, typed: str, said: list[str]
) -> None:
    await bot_driver.send(asked, user_id=941, language_code=lang)
    (reply,) = texts(await bot_driver.send(typed, user_id=941, language_code=lang))
    reply = html_to_text(reply).replace("\u00a0", " ").replace("\u202f", " ")
    for part in said:
        assert part in reply, reply


async def test_a_question_since_takes_the_why(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/chances 100 115", user_id=942, language_code="fr")
    await bot_driver.send("/main", user_id=942, language_code="fr")
    (reply,) = texts(await bot_driver.send("pourquoi?", user_id=942, language_code="fr"))
    assert "Il vous manque" not in reply, reply
    question = await db.questions.pending_question(942, 942)
    assert question is not None and question.is_pending


async def test_the_chances_told_since_a_question_take_the_why(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    """/jouer's lay-away waits; /chances 100 110 then « pourquoi? » is about the 28 % just
    told (it got the lay-away's advice), and the lay-away still waits."""
    await bot_driver.send("/jouer 61", user_id=943, language_code="fr")
    levels = local_api.last_message(943)
    assert levels is not None
    await bot_driver.press_button(levels, 1, 943, language_code="fr")  # a lay-away is asked
    asked = await db.questions.pending_question(943, 943)
    await bot_driver.send("/chances 100 110", user_id=943, language_code="fr")
    (reply,) = texts(await bot_driver.send("pourquoi?", user_id=943, language_code="fr"))
    assert "Il vous manque 21 points pour sortir" in html_to_text(reply), reply
    still = await db.questions.pending_question(943, 943)
    assert asked is not None and still is not None and still.id == asked.id


@pytest.mark.parametrize(
    ("told", "needs", "pone_need"),
    [
        (OddsTold(5, 100, 115, True, 121, None, 0), (21, 6), 6),  # I deal: the opponent is pone
        (OddsTold(5, 100, 115, False, 121, None, 0), (21, 6), 21),
        (OddsTold(5, 50, 40, True, 61, 56, 0), (11, 21), 21),
    ],
)
def test_what_each_side_needs(told: OddsTold, needs: tuple[int, int], pone_need: int) -> None:
    assert (told.needs, told.pone_need) == (needs, pone_need)
