"""/variant through the in-process Bot API: the menu, buttons, arguments, a bad name, /game,
and the FADOQ 116 rule then applied to a /peg count question near 116."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.variant_args import CHOICES
from bot.engine.card_parsing import parse_cards
from bot.storage import Database, Question
from bot.tg.context import App
from bot.tg.handlers import variant
from bot.tg.handlers.registry import command_menu
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts
from tests.tg.test_handlers import (
    callback_datas,
)

LANGS = ["en", "fr"]


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


def sent_text(calls: list[ApiCall]) -> str:
    """The one message sent (a press also edits the menu pressed)."""
    sent = [str(c.params["text"]) for c in calls if c.method == "sendMessage"]
    assert len(sent) == 1, sent
    return sent[0]


async def setting(db: Database, user: int) -> object:
    return (await db.users.get_or_create_user(user)).settings.get("variant")


async def peg_count_near_116(driver: Driver, db: Database, user: int, lang: str) -> Question:
    """A /peg count question ending on a go or last card, with the player at 118 of 121."""
    game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET player_score = 118 WHERE id = ?", (game.id,))
    for _ in range(60):
        await driver.send("/peg count", user_id=user, language_code=lang)
        question = await db.questions.pending_question(user, user)
        assert question is not None
        if question.deal["closing"] is not None:
            return question
    raise AssertionError("no go or last card in 60 deals")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", ["/variant", "/variante"])
async def test_menu_shows_the_current_variant_and_the_choices(
    bot_driver: Driver, lang: str, command: str
) -> None:
    calls = await bot_driver.send(command, user_id=400, language_code=lang)
    text = one_text(calls)
    assert list(callback_datas(calls)) == [
        "var:standard",
        "var:fadoq",
        "var:mug:off",
        "var:ovr:acc",
    ]
    assert "FADOQ" in text and "116" in text
    assert ("Muggins on:" if lang == "en" else "Muggins activé\u00a0:") in text
    current = (
        "Your variant: <b>Standard</b>" if lang == "en" else "Votre variante\u00a0: <b>Standard</b>"
    )
    assert current in text


@pytest.mark.parametrize("lang", LANGS)
async def test_set_by_button_then_the_116_rule_applies(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    await bot_driver.send("/variant", user_id=401, language_code=lang)
    message = local_api.last_message(401)
    assert message is not None
    calls = await bot_driver.press_button(message, 2, user_id=401, language_code=lang)
    assert "FADOQ" in sent_text(calls)
    assert await setting(db, 401) == "fadoq"
    menu = one_text(await bot_driver.send("/variant", user_id=401, language_code=lang))
    assert "<b>FADOQ</b>" in menu.split("\n")[1]
    # the command offered is the one that changes something: back to standard
    back = "/variant standard" if lang == "en" else "/variante standard"
    assert f"<code>{back}</code>" in menu and "fadoq</code>" not in menu
    question = await peg_count_near_116(bot_driver, db, 401, lang)
    assert question.deal["barred"] is True
    said = str(question.expected["total"])
    assert "FADOQ" in one_text(await bot_driver.send(said, 401, language_code=lang))


@pytest.mark.parametrize("lang", LANGS)
async def test_set_by_argument_and_back(bot_driver: Driver, db: Database, lang: str) -> None:
    text = one_text(await bot_driver.send("/variant FADOQ", user_id=402, language_code=lang))
    assert "<b>FADOQ</b>" in text and "116" in text
    assert await setting(db, 402) == "fadoq"
    game = one_text(await bot_driver.send("/game", user_id=402, language_code=lang))
    assert "/variant" in game and "<b>FADOQ</b>" in game
    await bot_driver.send("/variante classique", user_id=402, language_code=lang)
    assert await setting(db, 402) == "standard"
    question = await peg_count_near_116(bot_driver, db, 402, lang)
    assert question.deal["barred"] is False


@pytest.mark.parametrize("lang", LANGS)
async def test_unknown_name_lists_the_choices(bot_driver: Driver, db: Database, lang: str) -> None:
    await bot_driver.send("/variant fadoq", user_id=403, language_code=lang)
    text = one_text(await bot_driver.send("/variant <b>kings", user_id=403, language_code=lang))
    assert "&lt;b&gt;kings" in text
    assert "<code>standard</code>, <code>fadoq</code>" in text
    assert ("variant" if lang == "en" else "variante") in text
    assert await setting(db, 403) == "fadoq"  # unchanged


async def test_game_shows_the_standard_variant_by_default(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send("/game", user_id=404, language_code="en"))
    assert "Rules: <b>Standard</b> (/variant to change)." in text


@pytest.mark.parametrize("lang", LANGS)
async def test_help_and_menu_mention_variant(bot_driver: Driver, local_app: App, lang: str) -> None:
    text = one_text(await bot_driver.send("/help", user_id=405, language_code=lang))
    assert "/variant" in text
    tr = local_app.bot_data.i18n.translator(lang)
    assert ("variante" if lang == "fr" else "variant") in [c.command for c in command_menu(tr)]


def test_callback_data_and_pattern_agree() -> None:
    for name in CHOICES:
        data = variant.variant_data(name)
        assert len(data.encode()) <= 64
        match = variant.VARIANT_PATTERN.match(data)
        assert match is not None and match[1] == name
    assert variant.VARIANT_PATTERN.match("var:kings") is None


@pytest.mark.parametrize("lang", LANGS)
async def test_muggins_off_then_on(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """Muggins is on by default; off, a short count's missed points are lost, not the bot's."""
    user = 410 if lang == "en" else 411
    command = "/variant muggins off" if lang == "en" else "/variante muggins non"
    text = one_text(await bot_driver.send(command, user_id=user, language_code=lang))
    assert ("Muggins off" if lang == "en" else "Muggins désactivé") in text
    assert (await db.users.get_or_create_user(user)).settings.get("muggins") is False
    game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    cards = parse_cards("8H 7D 7C 6S 2S")
    deal = Deal(DrillKind.HAND, tuple(cards[:4]), cards[4], True)
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind="hand",
        deal=deal.to_dict(),
        expected={"total": 16},
        game_id=game.id,
    )
    verdict = one_text(await bot_driver.send("fifteen 8", user_id=user, language_code=lang))
    assert "Muggins!" not in verdict
    assert ("(muggins is off)" if lang == "en" else "(muggins désactivé)") in verdict
    [attempt] = await db.stats.attempts(user)
    assert (attempt.player_points, attempt.bot_points) == (8, 0)
    await bot_driver.send("/variant", user_id=user, language_code=lang)
    message = local_api.last_message(user)
    assert message is not None
    calls = await bot_driver.press_button(message, 3, user_id=user, language_code=lang)
    assert ("Muggins on" if lang == "en" else "Muggins activé") in sent_text(calls)
    assert (await db.users.get_or_create_user(user)).settings.get("muggins") is True
    usage = one_text(await bot_driver.send("/variant muggins", user_id=user, language_code=lang))
    assert "muggins" in usage


@pytest.mark.parametrize(
    ("command", "lang", "word", "said"),
    [
        ("/variante trop bidon", "fr", "bidon", "Je ne comprends pas « bidon » : rien n'a changé."),
        (
            "/variante standard fadoq",
            "fr",
            "fadoq",
            "Je ne comprends pas « fadoq » : rien n'a changé.",
        ),
        # « merci » is read now (courtesy): a word that says nothing stands in for it
        (
            "/variante muggins non bof",
            "fr",
            "bof",
            "Je ne comprends pas « bof » : rien n'a changé.",
        ),
        ("/variant 61 maybe", "en", "maybe", "I do not understand “maybe”: nothing was changed."),
        (
            "/variant muggins <b>x",
            "en",
            "<b>x",
            "I do not understand “&lt;b&gt;x”: nothing was changed.",
        ),
    ],
)
async def test_a_word_not_understood_is_named_and_nothing_changes(
    bot_driver: Driver, db: Database, command: str, lang: str, word: str, said: str
) -> None:
    await bot_driver.send("/variant fadoq", user_id=409, language_code=lang)
    calls = await bot_driver.send(command, user_id=409, language_code=lang)
    text = one_text(calls).replace("\u00a0", " ")
    assert text.startswith(said), text
    assert callback_datas(calls)  # the menu's buttons, to choose again
    assert await setting(db, 409) == "fadoq"  # unchanged
    settings = (await db.users.get_or_create_user(409)).settings
    assert "muggins" not in settings and "over_count" not in settings, settings


@pytest.mark.parametrize(
    ("lang", "play", "off", "note"),
    [
        ("fr", "/jouer 61 facile", "/variante muggins non", "Votre partie en cours garde"),
        ("en", "/play 61 easy", "/variant muggins off", "Your game under way keeps"),
    ],
)
async def test_a_change_during_a_game_says_the_game_keeps_its_rules(
    bot_driver: Driver, lang: str, play: str, off: str, note: str
) -> None:
    """/variant muggins off during a game against the bot said only « Muggins désactivé… »,
    and the game then claimed muggins as it began: the game keeps its rules, and now says so.
    Without a game under way, the confirmation has no such line."""
    before = one_text(await bot_driver.send(off, user_id=430, language_code=lang))
    assert note not in before
    await bot_driver.send(play, user_id=430, language_code=lang)
    during = texts(await bot_driver.send(off, user_id=430, language_code=lang))
    assert len(during) == 1 and note in during[0], during
    shown = texts(await bot_driver.send(off.split()[0], user_id=430, language_code=lang))
    assert all(note not in text for text in shown)  # the menu alone changes nothing


@pytest.mark.parametrize(
    ("lang", "pressed", "marked", "unmarked"),
    [
        ("fr", 2, "✓ FADOQ", "✓ Standard"),
        ("en", 2, "✓ FADOQ", "✓ Standard"),
        ("fr", 3, "Muggins\u00a0: activer", "Muggins\u00a0: désactiver"),
    ],
)
async def test_the_menu_pressed_shows_the_new_choice(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, pressed: int, marked: str, unmarked: str
) -> None:
    """Played: FADOQ pressed under /variante, the menu above still read « ✓ Standard » and
    « Votre variante : Standard. »: it now shows the settings as they are."""
    user = 420 + pressed + (0 if lang == "en" else 10)
    await bot_driver.send("/variant", user_id=user, language_code=lang)
    message = local_api.last_message(user)
    assert message is not None
    await bot_driver.press_button(message, pressed, user_id=user, language_code=lang)
    menu = local_api.message(user, int(message["message_id"]))
    assert menu is not None
    labels = [str(b["text"]) for b in inline_buttons(menu)]
    assert marked in labels and unmarked not in labels, labels
    if pressed == 2:
        assert "FADOQ" in str(menu["text"]).split("\n")[1]


async def test_in_a_group_it_says_the_club_games_follow_the_club(bot_driver: Driver) -> None:
    """Played: in the club's group a member typed /variante fadoq and read « C'est fait : vous
    jouez la variante FADOQ », nothing said about the club: the games between members there
    follow the club's rules (/club), not hers. In a group the menu and the confirmation now
    say so; in private nothing is added."""
    group = {"chat_id": -100_900, "chat_type": "supergroup", "language_code": "fr"}
    note = "Dans ce groupe, les comptes et les parties entre membres suivent les règles du club"
    (menu,) = texts(await bot_driver.send("/variante", 31, **group))  # type: ignore[arg-type]
    assert note in menu
    (done,) = texts(await bot_driver.send("/variante fadoq", 31, **group))  # type: ignore[arg-type]
    assert "FADOQ" in done and note in done
    (private,) = texts(await bot_driver.send("/variante", 31, language_code="fr"))
    assert "Dans ce groupe" not in private


async def test_the_61_reading_asked_while_standard_says_it_needs_fadoq(bot_driver: Driver) -> None:
    """Played: a member who plays the standard variant typed /variante 61 and read « Dans une
    partie de 61, la règle FADOQ s'applique à partir de 56 », as if it applied to her games;
    it only reads with FADOQ on. Now the reply says so; with FADOQ on, nothing is added."""
    note = "Cela vaut quand vous jouez la variante FADOQ (<code>/variante fadoq</code>)"
    asked = one_text(await bot_driver.send("/variante 61", 41, language_code="fr"))
    assert note in asked and asked.startswith("Dans une partie de 61")
    changed = one_text(await bot_driver.send("/variante 61 non", 41, language_code="fr"))
    assert note in changed
    await bot_driver.send("/variante fadoq", 41, language_code="fr")
    fadoq = one_text(await bot_driver.send("/variante 61", 41, language_code="fr"))
    assert "Cela vaut" not in fadoq
