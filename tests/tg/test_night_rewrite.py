"""A player who writes their score again (a slip: « 121 90 », then « 121 91 ») left two
messages in the group, both asking the opponent to confirm, the first one with no button
and the old score: now the first one says it was replaced, its score struck out."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import GROUP, Hall, plain


@pytest.mark.parametrize(
    ("lang", "replaced", "confirm"),
    [
        ("fr", "Ronde 1, table 1 : ce pointage est remplacé par celui ci-dessous.", "confirmez"),
        ("en", "Round 1, table 1: replaced by the score below.", "confirm it"),
    ],
)
async def test_a_score_written_again_replaces_the_first(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, replaced: str, confirm: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, writer, _ = await hall.one_table("1 fadoq")
    await hall.say(f"{hall.cmd} 121 90", writer)
    first = (await hall.table(night, 1, 1)).message_id
    assert first is not None
    await hall.say(f"{hall.cmd} 121 91", writer)
    old = local_api.message(GROUP, first)
    assert old is not None
    text = plain(str(old["text"]))
    assert text.startswith(replaced) and confirm not in text, text
    assert "<s>" in local_api.sent_texts(GROUP)[-2] and "90" in text
    assert not old.get("reply_markup", {}).get("inline_keyboard"), old
    new = hall.group()[-1]
    assert "91" in new and confirm in new, new
    assert (await hall.table(night, 1, 1)).score == (121, 91)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Ce pointage est déjà inscrit : votre adversaire le confirme avec le bouton."),
        ("en", "This score is written already: your opponent confirms it with the button."),
    ],
)
async def test_the_same_score_written_again_waits_as_it_was(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, said: str
) -> None:
    """The writer typing the very same score again (« 121-95 », then « 121 à 95 », thinking
    the first did not go through): the group got a second request to confirm and the first
    one struck out as « remplacé par celui ci-dessous » by the same score. Now one reply says
    it waits, and the first request stays as it was, with its buttons."""
    hall = Hall(bot_driver, local_api, lang)
    night, writer, _ = await hall.one_table("1 fadoq")
    await hall.say(f"{hall.cmd} 121 95", writer)
    first = (await hall.table(night, 1, 1)).message_id
    posted = len(hall.group())
    await hall.say(f"{hall.cmd} 121-95", writer)
    assert [text.replace("\u00a0", " ") for text in hall.group()[posted:]] == [said]
    old = local_api.message(GROUP, first or 0)
    assert old is not None and old.get("reply_markup", {}).get("inline_keyboard"), old
    assert (await hall.table(night, 1, 1)).message_id == first
