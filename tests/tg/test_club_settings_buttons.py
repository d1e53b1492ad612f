"""/club's buttons say which language and which tie-break the club has: the current one is
marked, as the period under a board is; after /club link, the card's button works."""

from __future__ import annotations

from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts


def labels(local_api: LocalBotApi) -> list[str]:
    message = local_api.last_message(GROUP)
    assert message is not None
    return [str(b["text"]) for b in inline_buttons(message)]


async def test_the_current_language_and_tie_break_are_marked(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: /club showed « Français | English | celle de chaque membre » and « Égalités :
    le moins contre | Égalités : différence », none marked: an admin could not tell from the
    buttons which was on, nor whether a press would turn one on or off."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/club", **group)  # type: ignore[arg-type]
    shown = labels(local_api)
    assert shown[:3] == ["Français", "English", "• celle de chaque membre"]
    assert shown[4:6] == ["• Égalités\u00a0: le moins contre", "Égalités\u00a0: différence"]
    message = local_api.last_message(GROUP)
    assert message is not None
    (text,) = texts(await bot_driver.press_button(message, 1, user_id=ADMIN))
    assert "Langue\u00a0: Français" in text
    assert labels(local_api)[:3] == ["• Français", "English", "celle de chaque membre"]
    await bot_driver.press_button(message, 6, user_id=ADMIN)
    assert labels(local_api)[4:6] == [
        "Égalités\u00a0: le moins contre",
        "• Égalités\u00a0: différence",
    ]
    await bot_driver.send("/club lang en", **group)  # type: ignore[arg-type]
    assert labels(local_api)[:3] == ["Français", "• English", "each member's own"]


async def test_after_a_new_link_daily_posts_a_card_whose_button_works(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: /defi, then /club lien; today's card above kept the old, dead link, and /defi
    answered « la carte du jour est déjà plus haut » (pointing at that dead button). Now
    /defi posts today's card again, with the new link."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/defi", **group)  # type: ignore[arg-type]
    old = local_api.last_message(GROUP)
    assert old is not None
    await bot_driver.send("/club lien", **group)  # type: ignore[arg-type]
    (card,) = texts(await bot_driver.send("/defi", **group))  # type: ignore[arg-type]
    assert card.startswith("<b>🃏 Club\u00a0: le défi du jour</b>")
    new = local_api.last_message(GROUP)
    assert new is not None
    assert inline_buttons(new)[0]["url"] != inline_buttons(old)[0]["url"]
    (above,) = texts(await bot_driver.send("/defi", **group))  # type: ignore[arg-type]
    assert "déjà plus haut" in above  # the new card is: once is enough


async def test_saved_is_said_to_the_admin_who_pressed_in_their_language(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: Ann (English) pressed « Égalités : différence » under the French settings and
    read « C'est enregistré. », a note only she sees; a refusal was already in the presser's
    language. Now both are; the settings stay in the message's language."""
    await add_bot(bot_driver)
    ann = 35
    for admin in (ADMIN, ann):
        local_api.member_status[(GROUP, admin)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group"}
    await bot_driver.send("/club", user_id=ADMIN, language_code="fr", **group)  # type: ignore[arg-type]
    message = local_api.last_message(GROUP)
    assert message is not None
    calls = await bot_driver.press_button(message, 6, user_id=ann, language_code="en")
    (toast,) = [c.params.get("text") for c in calls if c.method == "answerCallbackQuery"]
    assert toast == "Saved."
    (text,) = texts(calls)
    assert "Ordre\u00a0: points pour moins points contre" in text


async def test_a_setting_named_alone_shows_the_settings(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: the organiser typed « /club fuseau » to see the club's timezone and read only
    « /club seul montre les réglages. Aussi : /club fuseau Gaspé, … », not the timezone the
    club has. A setting named without a value now shows the settings (its value, its button,
    how to type it); nothing changes."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    for typed in ("/club fuseau", "/club heure", "/club bilan", "/club langue"):
        (text,) = texts(await bot_driver.send(typed, **group))  # type: ignore[arg-type]
        assert "Fuseau horaire\u00a0: heure de l'Est (Québec, Ontario)" in text, typed
        assert "Carte du jour\u00a0: seulement avec /defi" in text, typed
        assert "/club seul" not in text, typed
        assert labels(local_api)[2] == "• celle de chaque membre"


async def test_a_refusal_or_a_typo_is_said_in_the_asker_language(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: in a club set to English (/club lang en), a French member typed /club and read
    « Sorry, only the group's admins can change the club settings. »; a French admin's typo
    (« /club fuseau Parys ») got « I don't know the timezone Parys. » A press on a /club
    button was already refused in the presser's language; these replies to one member are
    now in theirs too. The settings themselves stay in the club's language."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/club lang en", user_id=ADMIN, **group)  # type: ignore[arg-type]
    # /club alone shows a member the settings (read only): a setting typed is refused
    (refused,) = texts(await bot_driver.send("/club heure 7 h", user_id=35, **group))  # type: ignore[arg-type]
    assert (
        refused
        == "Désolé, seuls les administrateurs du groupe peuvent changer les réglages du club."
    )
    (typo,) = texts(await bot_driver.send("/club fuseau Parys", user_id=ADMIN, **group))  # type: ignore[arg-type]
    assert typo == "Je ne connais pas le fuseau horaire Parys. Vouliez-vous dire Paris?"
    (shown,) = texts(await bot_driver.send("/club", user_id=ADMIN, **group))  # type: ignore[arg-type]
    assert shown.startswith("<b>⚙️ Club settings: Club</b>")


async def test_an_admin_not_checked_is_told_to_try_again(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: Telegram did not answer whether the organiser is an administrator (a network
    fault), and she read « Désolé, seuls les administrateurs du groupe peuvent changer les
    réglages du club. », she who is one. Now she is told it could not be checked, to try
    again; a member who is no administrator is still refused."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/club", user_id=ADMIN, **group)  # type: ignore[arg-type]
    message = local_api.last_message(GROUP)
    assert message is not None
    local_api.fail("getChatMember", code=0)
    (text,) = texts(await bot_driver.send("/club", user_id=ADMIN, **group))  # type: ignore[arg-type]
    assert "administrateurs du groupe" not in text
    assert text == (
        "Je n'ai pas pu vérifier auprès de Telegram que vous êtes administrateur du groupe."
        " Réessayez dans un instant."
    )
    local_api.fail("getChatMember", code=0)
    calls = await bot_driver.press_button(message, 1, user_id=ADMIN, language_code="fr")
    (alert,) = [c.params.get("text") for c in calls if c.method == "answerCallbackQuery"]
    assert alert == text
    assert texts(calls) == []  # nothing changed
    # /club alone shows a member the settings (read only): a setting typed is refused
    (refused,) = texts(await bot_driver.send("/club heure 7 h", user_id=35, **group))  # type: ignore[arg-type]
    assert "seuls les administrateurs" in refused


async def test_the_examples_are_typed_not_command_links(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: /club ended « …ou tapez /club fuseau Gaspé, /club heure 8 h ou /club heure
    non. »; Telegram made each « /club » a command link, and the organiser's tap on it sent
    « /club@muggins_bot » alone to the group: the settings again. The examples are now in
    <code> (a tap copies them), as /rappel's and /fuseau's; the usage and a time not read
    too. « /club » alone, which does what it says, stays a link."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    (shown,) = texts(await bot_driver.send("/club", **group))  # type: ignore[arg-type]
    assert shown.endswith(
        "tapez <code>/club fuseau Gaspé</code>, <code>/club heure 8\u00a0h</code> ou"
        " <code>/club heure non</code>."
    )
    assert "<code>/club langue chacun</code> revient à ce choix" in shown
    (usage,) = texts(await bot_driver.send("/club couleur", **group))  # type: ignore[arg-type]
    assert (
        "\n/club seul montre les réglages. Aussi\u00a0: <code>/club fuseau Gaspé</code>," in usage
    )
    assert usage.endswith("<code>/club lien</code> (un nouveau lien du club).")
    (time,) = texts(await bot_driver.send("/club heure <25h>", **group))  # type: ignore[arg-type]
    assert time.startswith("Je ne comprends pas l'heure &lt;25h&gt;. Écrivez-la comme <code>")


async def test_a_new_link_says_the_members_stay(bot_driver: Driver, local_api: LocalBotApi) -> None:
    """Played: /club lien answered « Le club a un nouveau lien; l'ancien ne fonctionne plus. »;
    the organiser feared her members had to join again. They stay members (the count says
    so); the message now says it."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/defi", **group)  # type: ignore[arg-type]
    card = local_api.last_message(GROUP)
    assert card is not None
    payload = str(inline_buttons(card)[0]["url"]).split("start=")[1]
    await bot_driver.send(f"/start {payload}", user_id=36, language_code="fr")
    (renewed,) = texts(await bot_driver.send("/club lien", **group))  # type: ignore[arg-type]
    assert "Les membres déjà inscrits le restent; les nouveaux s'inscrivent avec\u00a0: https" in (
        renewed
    )
    (shown,) = texts(await bot_driver.send("/club", **group))  # type: ignore[arg-type]
    assert "\n1 membre\n" in shown
