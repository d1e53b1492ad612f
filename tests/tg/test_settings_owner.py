"""The settings buttons (/lang, /variant, /tz) in a group: each belongs to whoever asked for it
(/race's are in private only: in a group it answers with a link there). Another member's
press is refused with an alert in their language, like another player's question
(`questions.own_setting`), and changes nothing; the owner's press works."""

from __future__ import annotations

import pytest
from tg_checks import callback_datas

from bot.drills.variant_args import MUGGINS_OFF
from bot.storage import Database
from bot.tg.handlers import callbacks
from bot.tg.handlers import variant as variant_handlers
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

GROUP = -100_900
OWNER = 9_101
OTHER = 9_102

# The command that shows the buttons, and which of them to press.
IN_GROUP = [
    pytest.param("/lang", 2, id="lang"),
    pytest.param("/variant", 2, id="variant"),
    pytest.param("/tz Amercia/Toronto", 1, id="tz"),
]
COMMANDS = [*IN_GROUP, pytest.param("/game", 1, id="game")]
REFUSAL = {"fr": "Ces boutons ne sont pas à vous", "en": "These buttons are not yours"}


async def settings_of(db: Database, user_id: int) -> tuple[str | None, dict[str, object]]:
    user = await db.users.get_user(user_id)
    return (None, {}) if user is None else (user.lang, dict(user.settings))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("command", "number"), IN_GROUP)
async def test_another_members_press_is_refused_in_their_language(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, command: str, number: int, lang: str
) -> None:
    group = {"chat_id": GROUP, "chat_type": "group"}
    await bot_driver.send("/hand", user_id=OTHER, language_code=lang, **group)
    await bot_driver.send(command, user_id=OWNER, language_code="en", **group)
    message = local_api.last_message(GROUP)
    assert message is not None and inline_buttons(message)
    before = await settings_of(db, OTHER), await db.games.current_game(OTHER, GROUP)
    sent = len(local_api.calls_to("sendMessage"))

    calls = await bot_driver.press_button(message, number, user_id=OTHER, language_code=lang)

    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert calls[0].params["show_alert"] is True
    assert calls[0].params["text"].startswith(REFUSAL[lang])
    assert len(local_api.calls_to("sendMessage")) == sent
    assert (await settings_of(db, OTHER), await db.games.current_game(OTHER, GROUP)) == before

    calls = await bot_driver.press_button(message, number, user_id=OWNER, language_code="en")
    assert not any(c.params.get("show_alert") for c in calls)
    assert any(c.method in ("sendMessage", "editMessageText") for c in calls)


@pytest.mark.parametrize(("command", "number"), COMMANDS)
async def test_private_buttons_name_no_owner(bot_driver: Driver, command: str, number: int) -> None:
    calls = await bot_driver.send(command, user_id=OWNER, language_code="en")
    datas = list(callback_datas(calls))
    assert datas and not any(data.endswith(f":{OWNER}") for data in datas)


def test_owner_marks_fit_and_match() -> None:
    biggest = 2**53
    for data in (
        callbacks.lang("fr", biggest),
        callbacks.game(121, "skunk", biggest),
        callbacks.timezone("America/Argentina/ComodRivadavia", biggest),
        variant_handlers.variant_data(MUGGINS_OFF, biggest),
    ):
        assert len(data.encode()) <= callbacks.MAX_CALLBACK_BYTES
        patterns = (
            callbacks.LANG_PATTERN,
            callbacks.GAME_PATTERN,
            callbacks.TZ_PATTERN,
            variant_handlers.VARIANT_PATTERN,
        )
        matches = [m for p in patterns if (m := p.match(data))]
        assert len(matches) == 1 and matches[0]["owner"] == str(biggest), data
    assert callbacks.LANG_PATTERN.match("lang:fr")["owner"] is None  # type: ignore[index]


@pytest.mark.parametrize(
    ("code", "typed", "asked", "done"),
    [
        (
            "fr",
            "/langue",
            "<b>Zoé</b> — Choisissez votre langue\u00a0:",
            "<b>Zoé</b> — C'est fait\u00a0: je vous écris en français.",
        ),
        (
            "en",
            "/lang",
            "<b>Zoé</b> — Choose your language:",
            "<b>Zoé</b> — Done: I will write to you in English.",
        ),
    ],
)
async def test_lang_in_a_group_says_whose_language_it_is(
    bot_driver: Driver, local_api: LocalBotApi, code: str, typed: str, asked: str, done: str
) -> None:
    """Played: in a club's group, Zoé typed /langue then « /langue en »; the group read
    « Choisissez votre langue : » and « Done: I will write to you in English. », as if the
    group's language had changed, neither saying whose. Now her name comes first (as /fuseau's
    replies have it), for the buttons, their answer, and `/lang <language>`."""
    group = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé"}
    calls = await bot_driver.send(typed, user_id=OWNER, language_code=code, **group)
    assert [t.replace("&#x27;", "'") for t in texts(calls)] == [asked]
    message = local_api.last_message(GROUP)
    assert message is not None
    calls = await bot_driver.press_button(
        message, 1 if code == "fr" else 2, user_id=OWNER, language_code=code, first_name="Zoé"
    )
    assert [t.replace("&#x27;", "'") for t in texts(calls)] == [done]
    other = "/langue en" if code == "fr" else "/lang fr"
    (said,) = texts(await bot_driver.send(other, user_id=OWNER, language_code=code, **group))
    assert said.startswith("<b>Zoé</b> — ")
    (alone,) = texts(await bot_driver.send(typed, user_id=OWNER, language_code=code))
    assert not alone.startswith("<b>")  # in private: no name


@pytest.mark.parametrize(
    ("code", "typed", "menu", "done"),
    [
        (
            "fr",
            "/variante",
            "<b>Zoé</b>\u00a0: <b>Variante des règles</b>\nVotre variante\u00a0: <b>Standard</b>.",
            "<b>Zoé</b> — C'est fait\u00a0: vous jouez la variante <b>FADOQ</b>.",
        ),
        (
            "en",
            "/variant",
            "<b>Zoé</b>: <b>Rules variant</b>\nYour variant: <b>Standard</b>.",
            "<b>Zoé</b> — Done: you play the <b>FADOQ</b> variant.",
        ),
    ],
)
async def test_variant_in_a_group_says_whose_rules_they_are(
    bot_driver: Driver, local_api: LocalBotApi, code: str, typed: str, menu: str, done: str
) -> None:
    """Played: in a club's group, Zoé typed /variante; the group read « Votre variante :
    Standard » and, after her press, « C'est fait : vous jouez la variante FADOQ », neither
    saying whose (the club's games could seem changed). Now her name comes first."""
    group = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé"}
    (shown,) = texts(await bot_driver.send(typed, user_id=OWNER, language_code=code, **group))
    assert shown.replace("&#x27;", "'").startswith(menu)
    message = local_api.last_message(GROUP)
    assert message is not None
    calls = await bot_driver.press_button(
        message, 2, user_id=OWNER, language_code=code, first_name="Zoé"
    )
    sent = [str(c.params["text"]) for c in calls if c.method == "sendMessage"]
    assert [t.replace("&#x27;", "'").split("\n")[0] for t in sent] == [done]
    edited = [str(c.params["text"]) for c in calls if c.method == "editMessageText"]
    assert edited and all(t.startswith("<b>Zoé</b>") for t in edited)
    (alone,) = texts(await bot_driver.send(typed, user_id=OWNER, language_code=code))
    assert alone.startswith("<b>Variante") or alone.startswith("<b>Rules")  # private: no name


@pytest.mark.parametrize(("code", "typed"), [("fr", "/images non"), ("en", "/pictures off")])
async def test_pictures_in_a_group_says_whose_setting_it_is(
    bot_driver: Driver, code: str, typed: str
) -> None:
    """Played: in a club's group, « /images non » posted « C'est fait : images désactivées… »
    naming nobody, as if the group's pictures were off. Now the member's name comes first, as
    for /langue and /fuseau; in private, no name."""
    group = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé"}
    (said,) = texts(await bot_driver.send(typed, user_id=OWNER, language_code=code, **group))
    assert said.startswith("<b>Zoé</b>")
    (alone,) = texts(await bot_driver.send(typed, user_id=OWNER, language_code=code))
    assert not alone.startswith("<b>Zoé</b>")
