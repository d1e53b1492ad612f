"""/revoir (/review) in a club's group: the miss is dealt there, named for the member, but the
group is not told how often she missed it nor how many misses she has waiting; in private the
intro still says both."""

from __future__ import annotations

import re

import pytest
from test_coach_handlers import misses

from bot.storage import Database
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

GROUP = -100_413


@pytest.mark.parametrize(
    ("lang", "said", "more"),
    [
        ("fr", "Marie : Une question à revoir, donnée de nouveau.", "D'autres questions"),
        ("en", "Marie: A question to review, dealt again.", "More questions to review"),
    ],
)
async def test_the_group_is_not_told_her_misses(
    bot_driver: Driver, db: Database, lang: str, said: str, more: str
) -> None:
    user = 991 if lang == "fr" else 992
    marie = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    marie["first_name"] = "Marie"
    await misses(bot_driver, db, user, marie, n=2, chat=GROUP)
    command = "/revoir" if lang == "fr" else "/review"
    intro = html_to_text(texts(await bot_driver.send(command, user_id=user, **marie))[0])
    lines = intro.replace("\u00a0", " ").split("\n")
    assert lines[0] == said, intro
    assert lines[1].startswith(more) and lines[1].endswith(f"{command}."), intro
    assert not re.search(r"\d|manqu|missed|fois|time", intro), intro  # no count, no « manquée »


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Une question que vous avez manquée, donnée de nouveau (manquée une fois)."),
        ("en", "A question you missed, dealt again (missed once)."),
    ],
)
async def test_in_private_the_intro_says_how_often(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    user = 993 if lang == "fr" else 994
    private = {"language_code": lang, "first_name": "Marie"}
    await misses(bot_driver, db, user, private, n=2)
    command = "/revoir" if lang == "fr" else "/review"
    intro = html_to_text(texts(await bot_driver.send(command, user_id=user, **private))[0])
    assert intro.split("\n")[0] == said, intro
    assert "1" in intro.split("\n")[1], intro  # « Encore 1 question à revoir… »
