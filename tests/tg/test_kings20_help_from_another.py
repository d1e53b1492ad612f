"""kings20: in a group, another member replying « aide » (« règles », "help") to someone's
Kings game step got « Cette partie n'est pas la vôtre… »: « aide » asks for the rules, not to
play that game. Now the Kings help is sent to that member, as a reply to them, and the game
waits as it was; a move they reply is still not theirs to play."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver
from tests.tg.kings_helpers import plain
from tests.tg.test_kings_handlers import pending

GROUP = -100_427
WORDS = {
    "fr": ("/rois partie", "Kings Cribbage", "Cette partie n'est pas la vôtre"),
    "en": ("/kings play", "Kings Cribbage", "This game is not yours"),
}


def replies_to(calls: list[ApiCall]) -> list[object]:
    sent = [c for c in calls if c.method in ("sendMessage", "sendPhoto")]
    return [(c.params.get("reply_parameters") or {}).get("message_id") for c in sent]


@pytest.mark.parametrize(("lang", "asked"), [("fr", "aide"), ("fr", "règles"), ("en", "help")])
async def test_another_member_asking_for_help_gets_the_rules(
    bot_driver: Driver, db: Database, lang: str, asked: str
) -> None:
    command, title, not_yours = WORDS[lang]
    user, other = (20_300, 20_301) if lang == "fr" else (20_302, 20_303)
    await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group")
    step = await pending(db, user, GROUP)
    calls = await bot_driver.send(
        asked, other, GROUP, language_code=lang, chat_type="group", reply_to=step.message_id
    )
    text = plain(calls)
    assert title in text.splitlines()[0], text
    assert replies_to(calls) and all(replies_to(calls)), calls  # to the member who asked
    assert not_yours not in text, text
    assert (await pending(db, user, GROUP)) == step  # Gaston's game waits as it was
    calls = await bot_driver.send(
        "H8 → 5 6 4", other, GROUP, language_code=lang, chat_type="group", reply_to=step.message_id
    )
    assert plain(calls).startswith(not_yours), plain(calls)  # to play it is not theirs
