"""In a club's group, Rita's /ecart deal waits and she types « un indice? » or « je comprends
pas » (not as a reply): no answer at all, while « comment? » is answered. A hint is asked about
a deal only, and hers is the one waiting: answered as « comment? » is, her name first. « Je
comprends pas » alone is about her deal when it is the last deal posted in the group; after
another member's deal it may be about his, and stays unanswered. Longer talk stays chatter."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_hint_at_deal, reads_at_deal, says_lost_at_deal
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts

GROUP = -100_414


@pytest.mark.parametrize(
    ("text", "hint", "lost"),
    [
        ("un indice?", True, False),
        ("Un indice svp", True, False),
        ("des indices?", True, False),
        ("un conseil?", True, False),
        ("a hint?", True, False),
        ("any tips?", True, False),
        ("je comprends pas", False, True),
        ("j'comprends pas", False, True),
        ("je ne comprends pas", False, True),
        ("j'ai pas compris", False, True),
        ("je comprends rien", False, True),
        ("I don't understand", False, True),
        ("un indice pour le tournoi de jeudi?", False, False),
        ("je comprends pas pourquoi Jean a gagné", False, False),
        ("l'indice de la météo", False, False),
        ("bonjour", False, False),
        ("un indice: le 5", False, False),
    ],
)
def test_a_hint_or_being_lost_reads_at_a_deal(text: str, hint: bool, lost: bool) -> None:
    assert asks_hint_at_deal(text) is hint
    assert says_lost_at_deal(text) is lost
    assert reads_at_deal(text) is (hint or lost)


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        ("fr", "un indice?", "Rita — Gardez les cartes"),
        ("fr", "je comprends pas", "Rita — Gardez les cartes"),
        ("fr", "j'comprends pas", "Rita — Gardez les cartes"),
        ("en", "any tips?", "Rita — Keep the cards"),
        ("en", "a hint?", "Rita — Keep the cards"),
        ("en", "I don't understand", "Rita — Keep the cards"),
    ],
)
async def test_at_her_own_deal_in_a_group_it_is_answered(
    bot_driver: Driver, db: Database, lang: str, typed: str, told: str
) -> None:
    rita = {"user_id": 4471, "chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    jean = {**rita, "user_id": 4472, "first_name": "Jean"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    question = await db.questions.pending_question(4471, GROUP)
    assert question is not None
    assert await bot_driver.send(typed, **jean) == []  # no deal of his: not his question
    [reply] = texts(await bot_driver.send(typed, first_name="Rita", **rita))
    assert html_to_text(reply).startswith(told), reply
    still = await db.questions.pending_question(4471, GROUP)
    assert still is not None and still.id == question.id  # the deal stays open


async def test_lost_after_another_members_deal_is_left_alone(
    bot_driver: Driver, db: Database
) -> None:
    """Rita's deal, then Jean's: Rita's « je comprends pas » may be about Jean's deal (or
    what he said): unanswered; her « un indice? » is about a deal, hers: answered."""
    rita = {"user_id": 4473, "chat_id": GROUP, "chat_type": "supergroup", "language_code": "fr"}
    jean = {**rita, "user_id": 4474, "first_name": "Jean"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    await bot_driver.send("/ecart", **jean)
    assert await bot_driver.send("je comprends pas", first_name="Rita", **rita) == []
    [reply] = texts(await bot_driver.send("un indice?", first_name="Rita", **rita))
    assert html_to_text(reply).startswith("Rita — Gardez les cartes"), reply
    [his] = texts(await bot_driver.send("je comprends pas", **jean))  # his is the last deal
    assert html_to_text(his).startswith("Jean — Gardez les cartes"), his


async def test_in_private_j_comprends_pas_is_told_how(bot_driver: Driver) -> None:
    """« j'comprends pas » (the apostrophe kept) at a deal in private got « Vous n'avez pas
    de « j » parmi vos cartes. », read as cards: it is told what to keep, as « je comprends
    pas » is."""
    await bot_driver.send("/ecart", user_id=4475, language_code="fr")
    [reply] = texts(await bot_driver.send("j'comprends pas", user_id=4475, language_code="fr"))
    assert html_to_text(reply).startswith("Gardez les cartes"), reply
