"""The commands a member types in a club's group that concern them alone (/start, /cancel,
/race, /odds, /peg, /review): each reply names them first, in bold, in their own language
(the club's is the other one), and stays short; what is long and theirs (the welcome, the
race's menu) is a button away, in the private chat."""

from __future__ import annotations

import pytest
from members_helpers import GROUP, Member
from test_handlers import one_text

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

OTHER: dict[str, str] = {"fr": "en", "en": "fr"}


async def member_in_club(driver: Driver, api: LocalBotApi, lang: str) -> Member:
    """Zoé, speaking `lang`, in a club whose admin set the other language."""
    admin = Member(driver, 80, "Admin", OTHER[lang])
    api.member_status[(GROUP, admin.user)] = "administrator"
    (settings,) = texts(await admin.say(f"/club lang {OTHER[lang]}"))
    assert {"fr": "Français", "en": "English"}[OTHER[lang]] in settings
    zoe = Member(driver, 81, "Zoé", lang)
    await zoe.private("/start")
    return zoe


def link_of(api: LocalBotApi) -> tuple[str, str]:
    """The one button under the bot's last message in the group: its label and link."""
    message = api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    return link["text"], link["url"]


@pytest.mark.parametrize(
    ("lang", "typed", "said", "button", "welcome"),
    [
        (
            "fr",
            "/main",
            "<b>Zoé</b> — Bienvenue à Muggins! Par où commencer\u00a0: dans notre "
            "conversation privée, le bouton ci-dessous l'ouvre.",
            "Commencer en privé",
            "<b>Bienvenue à Muggins, l'entraîneur pour compter au crible!</b>",
        ),
        (
            "en",
            "/hand",
            "<b>Zoé</b> — Welcome to Muggins! Where to start is in our private chat: the "
            "button below opens it.",
            "Start in private",
            "<b>Welcome to Muggins, the cribbage counting coach!</b>",
        ),
    ],
)
async def test_start_in_a_group_names_the_member_and_opens_the_welcome_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    typed: str,
    said: str,
    button: str,
    welcome: str,
) -> None:
    """Played: /start in the club's group posted the whole private welcome there (six lines
    and four buttons, nobody's name), then « Votre dernière question attend encore votre
    réponse… » when a question waited. The group now reads one line, the member's name and
    a button whose link (`/start welcome`) gives the welcome in the private chat."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    await zoe.say(typed)  # a question waits for her in the group
    assert one_text(await zoe.say("/start")) == said
    assert link_of(local_api) == (button, "https://t.me/muggins_bot?start=welcome")

    shown = texts(await zoe.private("/start welcome"))
    assert shown[0].startswith(welcome), shown
