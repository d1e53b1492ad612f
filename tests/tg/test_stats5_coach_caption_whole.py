"""Played: a member with three weak spots and a few levels typed /entraineur with pictures on;
the chart came with the report as its caption and the button « Pratiquer : … » under it, then
« Message de la semaine : pas demandé (…) » alone in a message of its own, below the button:
the report past a caption's 1024 characters was cut, its last line sent after it. Too long for
a caption, the chart comes first and the whole report under it, its button last."""

from __future__ import annotations

import random

from tg_checks import callback_datas

from bot.coach.questions import observe
from bot.drills.deals import Deal, DrillKind
from bot.drills.peg import PegKind, deal_peg_count
from bot.engine.card_parsing import parse_card, parse_cards
from bot.storage import Database
from bot.tg.local import Driver, texts
from bot.views.pictures import utf16_len

MISSED = [
    ("2C 4D 6S JH", "KH"),  # his nobs
    ("3C 4D 5S 9H", "KC"),  # a run
    ("7C 8D 2S 2H", "AC"),  # two fifteens and a pair
]
RIGHT = [("2C 4D 6S 8H", "KC"), ("5C 5D 10S QH", "AS")]


async def seed(db: Database, user: int) -> None:
    await db.users.get_or_create_user(user)
    for kind in ("hand", "crib"):
        for cards, starter in MISSED * 4 + RIGHT * 12:
            deal = Deal(DrillKind(kind), tuple(parse_cards(cards)), parse_card(starter), True)
            seen = observe(kind, deal.to_dict())
            assert seen is not None
            won = (cards, starter) in RIGHT
            await db.coach.record_try(
                user_id=user, seen=seen, won=won, kind=kind, deal=deal.to_dict()
            )
    rng = random.Random(5)
    for i in range(6):  # a third level: the pegging's
        count = deal_peg_count(rng).to_dict()
        seen = observe(PegKind.COUNT.value, count)
        assert seen is not None
        await db.coach.record_try(
            user_id=user, seen=seen, won=i % 2 == 0, kind=PegKind.COUNT.value, deal=count
        )


async def test_the_whole_report_is_one_message_with_its_button(
    bot_driver: Driver, db: Database
) -> None:
    user = 7250
    await seed(db, user)
    calls = await bot_driver.send("/entraineur", user_id=user, language_code="fr")
    assert any(c.method == "sendPhoto" for c in calls)
    report = "\n".join(texts(calls))
    assert utf16_len(report) > 1024, report  # too long for a caption: the case played
    (with_button,) = [c for c in calls if list(callback_datas([c]))]
    assert calls[-1] is with_button  # the button under the last message, the report's end
    said = texts([with_button])[0]
    assert said.startswith("<b>Votre entraîneur</b>"), said
    assert "Message de la semaine" in said, said
