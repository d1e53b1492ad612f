"""/play (/jouer) in a group: two members may each play me there at once, so every message
of a game against the bot says whose it is (« Marie : … »); in private nothing changes
(`bot.views.table_news.named`)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from bot.views.markup import strip_bidi
from tests.tg.test_table_handlers import Player

GROUP = -100_401


class Named(Player):
    """A test player with a first name, in the group."""

    def __init__(self, driver: Driver, user: int, name: str, lang: str) -> None:
        super().__init__(driver, user, lang, chat=GROUP)
        self.name = name

    async def send(self, text: str) -> list[ApiCall]:
        return await self.driver.send(
            text,
            user_id=self.user,
            chat_id=self.chat,
            chat_type="supergroup",
            language_code=self.lang,
            first_name=self.name,
        )

    async def press(self, data: str, message_id: int | None) -> list[ApiCall]:
        assert message_id is not None
        return await self.driver.press(
            data,
            message_id,
            user_id=self.user,
            chat_id=self.chat,
            chat_type="supergroup",
            language_code=self.lang,
            first_name=self.name,
        )


def sent(calls: list[ApiCall], chat: int) -> list[str]:
    """The texts and captions of the messages sent to `chat`, as read (no bidi marks)."""
    return [
        strip_bidi(html_to_text(str(c.params.get("text") or c.params.get("caption") or "")))
        for c in calls
        if c.method in {"sendMessage", "sendPhoto"} and c.params.get("chat_id") == chat
    ]


def names(text: str, name: str, colon: str) -> bool:
    """Whether `text` starts with the player's name, by `replies.titled_html`'s rule: « Marie :
    Vos cartes », « Marie — Vous avez 12 : … » (never two colons in its first line)."""
    first = text.partition("\n")[0]
    if ":" in first.removeprefix(name + colon):
        return first.startswith(name + " — ")
    return first.startswith(name + colon + " ")


@pytest.mark.parametrize(
    ("lang", "command", "colon"),
    [("fr", "/jouer 61 facile", "\u00a0:"), ("en", "/play 61 easy", ":")],
)
async def test_each_message_of_a_game_in_a_group_names_its_player(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, command: str, colon: str
) -> None:
    marie, jean = Named(bot_driver, 7401, "Marie", lang), Named(bot_driver, 7402, "Jean", lang)
    for member in (marie, jean):
        if lang == "fr":
            await member.send("/images off")
        texts = sent(await member.send(command), GROUP)
        assert texts and all(names(t, member.name, colon) for t in texts), texts
    for _ in range(12):  # the lay-away, the play, the counts: each step's messages
        for member in (marie, jean):
            before = len(local_api.calls)
            assert await member.move()
            texts = sent(local_api.calls[before:], GROUP)
            assert all(names(t, member.name, colon) for t in texts), texts
    before = len(local_api.calls)
    await marie.finish()  # the end of the game too: the board, who won, the summary
    texts = sent(local_api.calls[before:], GROUP)
    assert texts and all(names(t, "Marie", colon) for t in texts), texts


async def test_in_private_the_messages_are_not_named(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = Player(bot_driver, 7403, "fr")
    texts = sent(await player.send("/jouer 61 facile"), 7403)
    assert texts and texts[0].startswith("Une partie de 61 contre moi")


@pytest.mark.parametrize(
    ("lang", "command", "cancel", "colon"),
    [
        ("fr", "/jouer 61 facile", "/abandon", "\u00a0:"),
        ("en", "/play 61 easy", "/resign", ":"),
    ],
)
async def test_abandoning_a_game_in_a_group_names_its_player(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, command: str, cancel: str, colon: str
) -> None:
    """« Abandonner votre partie? » and « Partie abandonnée… » in a group named nobody, while
    two members may each play me there."""
    marie = Named(bot_driver, 7405, "Marie", lang)
    await marie.send(command)
    asked = sent(await marie.send(cancel), GROUP)
    assert asked and all(t.startswith("Marie" + colon + " ") for t in asked), asked
    message = local_api.last_message(GROUP)
    assert message is not None
    (yes,) = [
        b["callback_data"]
        for row in message["reply_markup"]["inline_keyboard"]
        for b in row
        if b["callback_data"].endswith(":y")
    ]
    gone = sent(await marie.press(yes, message["message_id"]), GROUP)
    assert gone and all(t.startswith("Marie" + colon + " ") for t in gone), gone
