"""The handlers in-process: real Updates through Application.process_update over LocalBotApi.

Every test also checks (autouse `every_call_is_valid`, tests/tg/conftest.py) that whatever the
bot sent is Telegram HTML with only allowed, balanced tags, under 4096 characters, with
callback_data <= 64 bytes, and that no edit changed nothing.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from tg_checks import callback_datas, html_problems

from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_card, parse_cards
from bot.storage import Database, Question
from bot.tg.context import App
from bot.tg.handlers import callbacks
from bot.tg.handlers.registry import command_menu, commands_table
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts
from bot.tg.local_checks import utf16_len
from bot.tg.posting import fit, shown_len, split

LANGS = [pytest.param("fr-CA", "fr", id="fr-CA"), pytest.param("en", "en", id="en")]
GROUP = -100_200


# -- Helpers ---------------------------------------------------------------------------------


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


def sent_markup(calls: list[ApiCall]) -> list[str]:
    return list(callback_datas(calls))


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


async def deal_until(
    driver: Driver, db: Database, user: int, minimum: int, *, lang: str = "en", cmd: str = "/hand"
) -> Question:
    """Deal (seeded) hands until one is worth at least `minimum`."""
    for _ in range(60):
        await driver.send(cmd, user_id=user, language_code=lang)
        question = await pending(db, user)
        if question.expected["total"] >= minimum:
            return question
    raise AssertionError(f"no hand worth {minimum} in 60 deals")


async def plant(
    db: Database, user: int, cards: str, *, chat: int | None = None, kind: str = "hand"
) -> Question:
    """A pending question with a known deal (four cards then the starter), in the user's game."""
    chat_id = user if chat is None else chat
    parsed = parse_cards(cards)
    deal = Deal(DrillKind(kind), tuple(parsed[:4]), parsed[4], True)
    game = await db.games.current_game(user, chat_id)
    if game is None:
        game = await db.games.start_game(user, chat_id, target=121, margin_rule="skunk")
    score = deal.score()
    asked, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=chat_id,
        kind=kind,
        deal=deal.to_dict(),
        expected={"total": score.total},
        game_id=game.id,
    )
    return asked


# -- /start, /help, menus --------------------------------------------------------------------


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_start_welcomes_in_the_negotiated_language(
    bot_driver: Driver, code: str, lang: str
) -> None:
    calls = await bot_driver.send("/start", user_id=10, language_code=code)
    text = one_text(calls)
    assert ("Bienvenue" in text) == (lang == "fr")
    assert ("Welcome" in text) == (lang == "en")
    assert ("/main" if lang == "fr" else "/hand") in text
    assert {"d:hand", "d:crib", "lang:fr", "lang:en"} <= set(sent_markup(calls))


async def test_start_without_language_code_uses_the_default(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send("/start", user_id=11, language_code=None))
    assert "Bienvenue" in text


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_help(bot_driver: Driver, code: str, lang: str) -> None:
    parts = texts(await bot_driver.send("/help all", user_id=12, language_code=code))
    text = "\n".join(parts)  # the commands, then how to answer: in one, French was cut
    assert "/score" in text and ("15:4 s:3 v:1" if lang == "fr" else "15:4 r:3 n:1") in text
    assert ("paire" in text) == (lang == "fr")
    assert all(shown_len(part) <= 4096 and not part.endswith("…") for part in parts)
    assert parts[-1].endswith(("touchez le clavier.", "tap the keypad."))  # whole, to its end
    alias = texts(await bot_driver.send("/aide tout", user_id=12, language_code=code))
    assert alias == parts


async def test_command_menus_in_both_languages(local_app: App, local_api: LocalBotApi) -> None:
    i18n = local_app.bot_data.i18n
    fr, en = command_menu(i18n.translator("fr")), command_menu(i18n.translator("en"))
    assert len(fr) == len(en) == len(commands_table())
    assert {c.command for c in fr + en} <= {n for names in commands_table().values() for n in names}
    assert "jouer" in {c.command for c in fr} and "play" in {c.command for c in en}
    assert all(c.description for c in fr + en)
    assert [c.description for c in fr] != [c.description for c in en]
    menus = local_api.calls_to("setMyCommands")
    assert {call.params.get("language_code") for call in menus} >= {"fr", "en"}


# -- /score ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_score_29(bot_driver: Driver, code: str, lang: str) -> None:
    text = one_text(await bot_driver.send("/score 5H 5D 5C JS 5S", user_id=20, language_code=code))
    assert "29" in text
    assert ("quinze 16" in text) == (lang == "fr")
    assert ("fifteen 16" in text) == (lang == "en")
    assert ("V♠" in text) == (lang == "fr")


async def test_score_in_french_notation(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send("/score 5C 5K 5T VP 5P", user_id=21, language_code="fr"))
    assert "29" in text and "V♠" in text


async def test_score_crib_needs_a_five_card_flush(bot_driver: Driver) -> None:
    hand = one_text(await bot_driver.send("/score 2H 4H 6H 9H KC", user_id=22, language_code="en"))
    crib = one_text(
        await bot_driver.send("/score crib 2H 4H 6H 9H KC", user_id=22, language_code="en")
    )
    assert "Total: 8 points" in hand
    assert "Total: 4 points" in crib and "Crib" in crib


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_score_reads_crib_after_the_cards(bot_driver: Driver, lang: str) -> None:
    """« /score 2h 4h 6h 9h kc crib » answered « Couleur inconnue dans « 2h » »: the word
    after the cards made the hand read as French."""
    text = one_text(
        await bot_driver.send("/score 2h 4h 6h 9h kc crib", user_id=25, language_code=lang)
    )
    assert ("Total\u00a0: 4 points" if lang == "fr" else "Total: 4 points") in text, text
    assert "Crib" in text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Il manque la couleur après « 2 » : ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, comme dans 2C."),
        ("en", "The suit is missing after “2”: add S, H, D, C or ♠ ♥ ♦ ♣, as in 2H."),
    ],
)
async def test_score_without_suits_says_the_suit_is_missing(
    bot_driver: Driver, lang: str, said: str
) -> None:
    """« /score 2 3 4 5 6 » answered « Couleur inconnue dans « 2 » »: no suit was typed,
    none was unknown."""
    text = one_text(await bot_driver.send("/score 2 3 4 5 6", user_id=26, language_code=lang))
    text = text.replace("\u00a0", " ")
    assert text.startswith(said), text
    assert ("/score 5C 5K 5T VP 5P" if lang == "fr" else "/score 5H 5D 5C JS 5S") in text


@pytest.mark.parametrize(
    ("lang", "jack", "said", "example"),
    [
        ("fr", "v", "après « v » : ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, comme dans VC.", "VP"),
        ("fr", "V", "après « V » : ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, comme dans VC.", "VP"),
        ("fr", "valet", "après « valet » : ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, comme dans VC.", "VP"),
        ("en", "j", "after “j”: add S, H, D, C or ♠ ♥ ♦ ♣, as in JH.", "JS"),
        ("en", "J", "after “J”: add S, H, D, C or ♠ ♥ ♦ ♣, as in JH.", "JS"),
        ("en", "jack", "after “jack”: add S, H, D, C or ♠ ♥ ♦ ♣, as in JH.", "JS"),
    ],
)
async def test_score_with_a_lone_jack_shows_the_jack_as_the_help_does(
    bot_driver: Driver, lang: str, jack: str, said: str, example: str
) -> None:
    """A jack typed without its suit: « valet » and "jack" were « Carte inconnue « valet » :
    la valeur doit être A, 2 à 10, V, D ou R. », "j" was quoted "J"; every answer now quotes
    what was typed and writes the jack in the example as /score's help does: V in French (VC,
    VP), J in English (JH, JS)."""
    cards = "5C 5K 5T {} 5P" if lang == "fr" else "5H 5D 5C {} 5S"
    text = one_text(
        await bot_driver.send(f"/score {cards.format(jack)}", user_id=27, language_code=lang)
    )
    text = text.replace("\u00a0", " ")
    assert said in text, text
    assert f" {example} " in text  # the example below: /score 5C 5K 5T VP 5P
    help_text = one_text(await bot_driver.send("/score", user_id=27, language_code=lang))
    assert f" {example} " in help_text.replace("\u00a0", " ")


async def test_score_with_a_jack_starter_mentions_heels(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send("/score 5H 5D 10C QS JH", user_id=23, language_code="en"))
    assert "his heels" in text


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_score_alone_explains_the_notation(bot_driver: Driver, code: str, lang: str) -> None:
    text = one_text(await bot_driver.send("/score", user_id=24, language_code=code))
    assert "/score" in text
    assert ("pique" in text and "/score 5C 5K 5T VP 5P" in text) == (lang == "fr")
    assert ("spades" in text and "/score 5H 5D 5C JS 5S" in text) == (lang == "en")


@pytest.mark.parametrize(
    "args",
    [
        pytest.param("5H 5H 5D JS 5S", id="duplicate"),
        pytest.param("5H", id="one-card"),
        pytest.param("ZZ 5H 5D JS 5S", id="unknown"),
        pytest.param("<b>oops</b> 5H", id="html"),
        pytest.param("5H " * 2000, id="huge"),
        pytest.param("crib", id="crib-alone"),
    ],
)
async def test_bad_score_gets_a_short_hint(bot_driver: Driver, args: str) -> None:
    text = one_text(await bot_driver.send(f"/score {args}", user_id=25, language_code="en"))
    assert "<b>oops" not in text
    assert len(text) < 1000


# -- The drill -------------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_hand_shows_the_deal_and_waits(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, code: str, lang: str
) -> None:
    calls = await bot_driver.send("/hand", user_id=30, language_code=code)
    text = one_text(calls)
    question = await pending(db, 30)
    deal = Deal.from_dict(question.deal)
    assert question.kind == "hand" and question.game_id is not None
    assert question.message_id == local_api.last_message(30)["message_id"]  # type: ignore[index]
    assert ("Carte de départ" in text) == (lang == "fr")
    assert ("Starter card" in text) == (lang == "en")
    assert question.expected["total"] == deal.score().total
    assert sent_markup(calls) == []  # no keypad in private chats


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_hand_answered_exactly(
    bot_driver: Driver, db: Database, code: str, lang: str
) -> None:
    question = await deal_until(bot_driver, db, 31, 2, lang=code)
    total = question.expected["total"]
    calls = await bot_driver.send(f" {total} ", user_id=31, language_code=code)
    text = one_text(calls)
    assert "✅" in text
    assert ("quinze" in text) == (lang == "fr")
    assert {"d:hand", "d:crib"} == set(sent_markup(calls))
    assert await db.questions.pending_question(31, 31) is None
    game = await db.games.current_game(31, 31)
    assert game is not None and (game.player_score, game.bot_score) == (total, 0)
    [attempt] = await db.stats.attempts(31)
    assert attempt.result["verdict"] == "exact" and attempt.answered_total == total


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_hand_too_low_is_muggins(
    bot_driver: Driver, db: Database, code: str, lang: str
) -> None:
    question = await deal_until(bot_driver, db, 32, 4, lang=code)
    total = question.expected["total"]
    text = one_text(await bot_driver.send(str(total - 3), user_id=32, language_code=code))
    assert "Muggins!" in text
    assert ("oublié" in text) == (lang == "fr")
    assert ("missed" in text) == (lang == "en")
    game = await db.games.current_game(32, 32)
    assert game is not None and (game.player_score, game.bot_score) == (total - 3, 3)


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_hand_too_high_is_corrected(
    bot_driver: Driver, db: Database, code: str, lang: str
) -> None:
    question = await deal_until(bot_driver, db, 33, 0, lang=code)
    total = question.expected["total"]
    text = one_text(await bot_driver.send(str(total + 2), user_id=33, language_code=code))
    assert "❌" in text
    assert ("Trop haut" in text) == (lang == "fr")
    game = await db.games.current_game(33, 33)
    heels = 2 if question.deal["starter"][0] == "J" else 0
    player_heels = heels if question.deal.get("dealer") == "player" else 0
    assert game is not None
    # corrected only (the seeds' law, the default): the bot pegs nothing for the excess
    assert (game.player_score, game.bot_score) == (total + player_heels, heels - player_heels)
    assert ("corrigé, sans pénalité" if lang == "fr" else "corrected, with no penalty") in text


@pytest.mark.parametrize(
    ("code", "answer", "marks"),
    [
        pytest.param(
            "en", "15-2 15-4 15-6 15-8 runs 14", ["Muggins!", "pairs"], id="en-missed-pair"
        ),
        pytest.param("fr", "quinze 2 quinze 4 quinze 6 quinze 8 double suite 16", ["✅"], id="fr"),
        pytest.param("en", "15:10 r:8", ["❌", "🔺", "🔻"], id="en-mixed"),
        pytest.param("en", "fifteen 8 and a double run is 16", ["✅"], id="en-spoken"),
    ],
)
async def test_itemized_answers(
    bot_driver: Driver, db: Database, code: str, answer: str, marks: list[str]
) -> None:
    await plant(db, 34, "6H 7D 7C 8S 2D")
    text = one_text(await bot_driver.send(answer, user_id=34, language_code=code))
    for mark in marks:
        assert mark in text
    [attempt] = await db.stats.attempts(34)
    assert attempt.result["itemized"] is True
    assert set(attempt.result["categories"]) == {"fifteens", "pairs", "runs", "flush", "nobs"}


async def test_itemized_exact_total_with_mixed_up_details(bot_driver: Driver, db: Database) -> None:
    await plant(db, 35, "6H 7D 7C 8S 2D")
    text = one_text(await bot_driver.send("15:10 r:6", user_id=35, language_code="en"))
    assert "✅" in text and "not the details" in text and "🔻" in text and "🔺" in text


async def test_plain_low_answer_names_the_probable_miss(bot_driver: Driver, db: Database) -> None:
    await plant(db, 36, "5H 5D 5C JS 5S")
    text = one_text(await bot_driver.send("28", user_id=36, language_code="en"))
    assert "Muggins!" in text and "his nobs" in text
    [attempt] = await db.stats.attempts(36)
    assert attempt.result["missed_kinds"] == ["nobs"]


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_crib_drill(bot_driver: Driver, db: Database, code: str, lang: str) -> None:
    text = one_text(await bot_driver.send("/crib", user_id=37, language_code=code))
    question = await pending(db, 37)
    assert question.kind == "crib"
    assert ("donneur" in text) == (lang == "fr")
    assert ("dealer" in text) == (lang == "en")
    await bot_driver.send(str(question.expected["total"]), user_id=37, language_code=code)
    [attempt] = await db.stats.attempts(37)
    assert attempt.kind == "crib" and attempt.result["correct"] is True


def button_texts(calls: list[ApiCall]) -> list[str]:
    """The labels of the inline keyboards sent in `calls`, in order."""
    labels = []
    for call in calls:
        markup = call.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        if isinstance(markup, dict):
            labels += [str(b["text"]) for row in markup["inline_keyboard"] for b in row]
    return labels


@pytest.mark.parametrize(
    ("code", "command", "buttons"),
    [
        ("fr", "/crib", ["Compter une main", "Crib suivant"]),
        ("en", "/crib", ["Count a hand", "Next crib"]),
        ("fr", "/main", ["Main suivante", "Compter un crib"]),
        ("en", "/hand", ["Next hand", "Count a crib"]),
    ],
)
async def test_the_verdict_deals_next_the_kind_just_counted(
    bot_driver: Driver, db: Database, code: str, command: str, buttons: list[str]
) -> None:
    """Played: a member practising cribs was offered « Main suivante » first under each crib's
    verdict, and pressing it dealt a hand."""
    await bot_driver.send(command, user_id=39, language_code=code)
    total = (await pending(db, 39)).expected["total"]
    calls = await bot_driver.send(str(total), user_id=39, language_code=code)
    assert button_texts(calls) == buttons


async def test_jack_starter_says_whose_heels(bot_driver: Driver, db: Database) -> None:
    for _ in range(300):
        calls = await bot_driver.send("/hand", user_id=38, language_code="en")
        question = await pending(db, 38)
        if parse_card(question.deal["starter"]).rank == 11:
            text = one_text(calls)
            assert "his heels" in text
            assert ("you are the dealer" in text) == (question.deal["dealer"] == "player")
            return
    raise AssertionError("no jack starter in 300 deals")


async def test_a_new_hand_replaces_the_pending_one(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/hand", user_id=39, language_code="en")
    first = await pending(db, 39)
    await bot_driver.send("/main", user_id=39, language_code="fr")
    second = await pending(db, 39)
    assert second.id != first.id
    old = await db.questions.get_question(first.id)
    assert old is not None and old.state == "replaced"


# -- /lang, /stats, /cancel, /game -----------------------------------------------------------


async def test_lang_switch_by_button(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    calls = await bot_driver.send("/lang", user_id=40, language_code="fr-CA")
    assert set(sent_markup(calls)) == {"lang:fr", "lang:en"}
    message_id = local_api.last_message(40)["message_id"]  # type: ignore[index]
    asked = local_api.message(40, message_id)
    assert asked is not None and len(inline_buttons(asked)) == 2
    calls = await bot_driver.press("lang:en", message_id, user_id=40, language_code="fr-CA")
    assert "English" in one_text(calls)
    # Confirmed once: the question becomes the answer (no pop-up, no second message, no buttons).
    [answered] = [c for c in calls if c.method == "answerCallbackQuery"]
    assert not answered.params.get("text")
    assert [c.method for c in calls if c.method != "answerCallbackQuery"] == ["editMessageText"]
    edited = local_api.message(40, message_id)
    assert edited is not None and inline_buttons(edited) == [] and "English" in edited["text"]
    user = await db.users.get_user(40)
    assert user is not None and user.lang == "en"
    text = one_text(await bot_driver.send("/hand", user_id=40, language_code="fr-CA"))
    assert "Starter card" in text
    text = one_text(await bot_driver.send("/langue fr", user_id=40, language_code="fr-CA"))
    assert "français" in text
    assert "Carte de départ" in one_text(await bot_driver.send("/hand", user_id=40))


@pytest.mark.parametrize(
    ("code", "chosen", "done", "welcome"),
    [
        ("fr-CA", "en", "Done: I will write to you in English.", "Start with /hand"),
        ("en", "fr", "C'est fait\u00a0: je vous écris en français.", "Commencez par /main"),
    ],
)
async def test_a_language_chosen_under_the_welcome_keeps_the_welcome(
    bot_driver: Driver, local_api: LocalBotApi, code: str, chosen: str, done: str, welcome: str
) -> None:
    """Played: « English » pressed under /start's welcome replaced the welcome with « Done: I
    will write to you in English. » alone: what to do first was gone. The welcome stays, in
    the language chosen, with its buttons."""
    user = 43 if chosen == "en" else 44
    await bot_driver.send("/start", user_id=user, language_code=code)
    message = local_api.last_message(user)
    assert message is not None
    await bot_driver.press(f"lang:{chosen}", message["message_id"], user_id=user)
    edited = local_api.message(user, int(message["message_id"]))
    assert edited is not None
    text = str(edited["text"]).replace("&#x27;", "'")
    assert text.startswith(done) and welcome in text, text
    datas = [b["callback_data"] for b in inline_buttons(edited)]
    assert datas == ["d:hand", "d:crib", "lang:fr", "lang:en"], datas


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("fr", "Je ne parle pas «\u00a0klingon &lt;b&gt;\u00a0». Choisissez votre langue"),
        ("en", "I don't speak “klingon &lt;b&gt;”. Choose your language"),
    ],
)
async def test_lang_with_an_unknown_word_says_so_and_offers_the_buttons(
    bot_driver: Driver, db: Database, code: str, said: str
) -> None:
    """« /langue klingon » once showed the buttons as if nothing had been typed."""
    calls = await bot_driver.send("/langue klingon <b>", user_id=42, language_code=code)
    assert one_text(calls).startswith(said), one_text(calls)
    assert set(sent_markup(calls)) == {"lang:fr", "lang:en"}
    user = await db.users.get_user(42)
    assert user is not None and user.lang is None  # nothing chosen


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_stats_after_some_answers(
    bot_driver: Driver, db: Database, code: str, lang: str
) -> None:
    empty = one_text(await bot_driver.send("/stats", user_id=41, language_code=code))
    assert ("/main" if lang == "fr" else "/hand") in empty
    await plant(db, 41, "5H 5D 5C JS 5S")
    await bot_driver.send("28", user_id=41, language_code=code)
    await plant(db, 41, "6H 7D 7C 8S 2D", kind="crib")
    await bot_driver.send("16", user_id=41, language_code=code)
    text = one_text(await bot_driver.send("/statistiques", user_id=41, language_code=code))
    assert "<b>2</b>" in text
    assert ("Mains" in text and "Cribs" in text) == (lang == "fr")
    assert ("Hands" in text and "Cribs" in text) == (lang == "en")
    # missed most: his nobs, named as the chart names it (daily7)
    assert ("valet de la bonne couleur" in text) == (lang == "fr")
    assert ("nobs" in text) == (lang == "en")
    assert "44" in text  # the game: 28 + 16 for the player


@pytest.mark.parametrize(
    ("code", "typed", "head"),
    [("fr", "/progres", "Vos progrès"), ("en", "/progress", "Your progress")],
)
async def test_stats_answers_to_the_word_the_help_gives_it(
    bot_driver: Driver, code: str, typed: str, head: str
) -> None:
    """Played: /aide says « /statistiques : vos progrès »; « /progres » got « Je ne connais
    pas cette commande ». It is /stats's other name now, named in /aide tout."""
    assert head in one_text(await bot_driver.send(typed, user_id=47, language_code=code))
    full = "\n".join(
        texts(
            await bot_driver.send(
                "/aide tout" if code == "fr" else "/help all", user_id=47, language_code=code
            )
        )
    )
    assert typed in full


@pytest.mark.parametrize(
    ("code", "asked", "said"),
    [
        ("fr", "/aide rappel", "/rappel 19\u00a0h\u00a030"),
        ("en", "/help remind", "/remind 7:30 PM"),
    ],
)
async def test_the_reminder_s_help_writes_the_time_as_its_replies_do(
    bot_driver: Driver, local_app: App, code: str, asked: str, said: str
) -> None:
    """Played: /aide said « /rappel 19:30 » while every /rappel reply says « 19 h 30 »
    (and /help "/remind 19:30", a 24-hour clock, while /remind says "7:30 PM")."""
    assert said in one_text(await bot_driver.send(asked, user_id=48, language_code=code))
    menu = {
        c.command: c.description for c in command_menu(local_app.bot_data.i18n.translator(code))
    }
    assert said.split(" ", 1)[1] in menu["rappel" if code == "fr" else "remind"]


@pytest.mark.parametrize(
    ("code", "hand", "note"),
    [
        ("fr", "/main", "Votre dernière question attend encore votre réponse\u00a0: répondez-y"),
        ("en", "/hand", "Your last question is still waiting for its answer: answer it"),
    ],
)
async def test_start_says_a_question_still_waits(
    bot_driver: Driver, db: Database, code: str, hand: str, note: str
) -> None:
    """Played: /main left unanswered, then /start: only the welcome (« Commencez par /main »),
    and the next count typed answered the hand left above without a word. Now /start says it
    waits; with nothing waiting, the welcome alone."""
    await bot_driver.send(hand, user_id=49, language_code=code)
    sent = texts(await bot_driver.send("/start", user_id=49, language_code=code))
    assert len(sent) == 2 and note in sent[1]
    await bot_driver.send("/annuler", user_id=49, language_code=code)
    assert len(texts(await bot_driver.send("/start", user_id=49, language_code=code))) == 1


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_cancel(bot_driver: Driver, db: Database, code: str, lang: str) -> None:
    nothing = one_text(await bot_driver.send("/cancel", user_id=42, language_code=code))
    await bot_driver.send("/hand", user_id=42, language_code=code)
    question = await pending(db, 42)
    dropped = one_text(await bot_driver.send("/annuler", user_id=42, language_code=code))
    assert dropped != nothing
    assert str(question.expected["total"]) in dropped
    assert await db.questions.pending_question(42, 42) is None
    again = one_text(await bot_driver.send("/cancel", user_id=42, language_code=code))
    assert again == nothing


async def test_game_to_61_with_lurch_played_to_the_end(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    calls = await bot_driver.send("/game", user_id=43, language_code="en")
    assert callbacks.game(61, "lurch") in sent_markup(calls)
    message_id = local_api.last_message(43)["message_id"]  # type: ignore[index]
    await bot_driver.press("g:61:lurch", message_id, user_id=43, language_code="en")
    game = await db.games.current_game(43, 43)
    assert game is not None and (game.target, game.margin_rule) == (61, "lurch")
    # The menu's buttons go with the choice: pressed again later, they wiped the new race.
    menu = local_api.message(43, message_id)
    assert menu is not None and inline_buttons(menu) == []
    text = ""
    for _ in range(3):
        await plant(db, 43, "5H 5D 5C JS 5S")
        text = one_text(await bot_driver.send("0", user_id=43, language_code="en"))
    assert "I win the hand race, 61 to 0" in text and "Lurched" in text
    finished = await db.games.get_game(game.id)
    assert finished is not None and finished.state == "lost"
    await bot_driver.send("/hand", user_id=43, language_code="en")
    fresh = await db.games.current_game(43, 43)
    assert fresh is not None and fresh.id != game.id and fresh.target == 61  # the setting stays


@pytest.mark.parametrize(
    ("command", "code", "said"),
    [
        (
            "/course",
            "fr",
            [
                "Sous la moitié : le gagnant compte deux parties si le perdant a moins de la "
                "moitié (moins de 61 à 121, moins de 31 à 61).",
                "Skunk : deux parties si le perdant a 90 ou moins (30 ou moins à 61), "
                "quatre à 60 ou moins (à 121).",
                "Sans skunk : toujours une partie.",
            ],
        ),
        (
            "/race",
            "en",
            [
                "Lurch: two games won if the loser has less than half (under 61 in a race to "
                "121, under 31 to 61).",
                "Skunk: two games if the loser has 90 or less (30 or less to 61), four at 60 or "
                "less (to 121).",
                "No margins: always one game.",
            ],
        ),
    ],
)
async def test_the_new_race_buttons_say_what_their_margins_mean(
    bot_driver: Driver, command: str, code: str, said: list[str]
) -> None:
    """The buttons « 121, sous la moitié », « 121, skunk », « 121, sans skunk » came with no
    word on what a margin does."""
    text = one_text(await bot_driver.send(command, user_id=45, language_code=code))
    assert text.replace("\u00a0", " ").splitlines()[-4:-1] == said  # then « Recommencer… »


@pytest.mark.parametrize(
    ("command", "code", "said"),
    [
        ("/course 62", "fr", "Je ne comprends pas « 62 »."),  # 61 points to its buttons
        ("/race <b>bof</b>", "en", "I do not understand “&lt;b&gt;bof&lt;/b&gt;”."),
    ],
)
async def test_words_after_race_are_not_silently_dropped(
    bot_driver: Driver, command: str, code: str, said: str
) -> None:
    """« /course 61 » showed the race as if nothing had been typed after it."""
    text = one_text(await bot_driver.send(command, user_id=46, language_code=code))
    assert text.replace("\u00a0", " ").splitlines()[0] == said


async def test_player_wins_a_skunk(bot_driver: Driver, db: Database) -> None:
    text = ""
    for _ in range(5):
        await plant(db, 44, "5H 5D 5C JS 5S")
        text = one_text(await bot_driver.send("29", user_id=44, language_code="fr"))
    assert (
        "Vous gagnez la course des mains, 121 à 0" in text
        and "Double skunk" in text
        and "4 parties" in text
    )


# -- Bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("hello", id="word"),
        pytest.param("-4", id="negative"),
        pytest.param("99999999999999999999999", id="huge"),
        pytest.param("x" * 5000, id="5000-chars"),
        pytest.param("<b>&amp;", id="html"),
        pytest.param("quimze 2", id="typo"),
        pytest.param("runs", id="missing-points"),
        pytest.param("2 for his heels", id="heels"),
    ],
)
@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_bad_answers_get_a_hint_and_keep_the_question(
    bot_driver: Driver, db: Database, text: str, code: str, lang: str
) -> None:
    await bot_driver.send("/hand", user_id=50, language_code=code)
    question = await pending(db, 50)
    reply = one_text(await bot_driver.send(text, user_id=50, language_code=code))
    assert len(reply) < 600 and "<b>&amp;" not in reply
    still = await pending(db, 50)
    assert still.id == question.id
    assert await db.stats.attempts(50) == []


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "je ne sais pas", "Pas de souci"),
        ("fr", "chais pas", "Pas de souci"),
        ("en", "I don't know", "No problem"),
    ],
)
@pytest.mark.parametrize("command", ["/hand", "/crib", "/peg count"])
async def test_i_dont_know_is_answered_and_keeps_the_question(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str, command: str
) -> None:
    """Played: « je ne sais pas » to /main got « "ne": did you mean "une"? »."""
    await bot_driver.send(command, user_id=55, language_code=code)
    question = await pending(db, 55)
    reply = one_text(await bot_driver.send(typed, user_id=55, language_code=code))
    cancel = "/annuler" if code == "fr" else "/cancel"
    assert told in reply and cancel in reply and "une" not in reply.split()
    assert (await pending(db, 55)).id == question.id
    assert await db.stats.attempts(55) == []


@pytest.mark.parametrize(
    ("code", "typed", "told", "never"),
    [
        # Played: "I dont know" to /hand got « "dont": did you mean "font"? » (French);
        # "I don't know" now has its own reply, the typo below still meets a French word.
        ("en", "fonts 6", "I don't know the word", "“font”"),
        ("en", "fifteem 2", "fifteen", "quinze"),
        ("fr", "quimze 2", "quinze", "fifteen"),
        ("fr", "fifteem 2", "Je ne connais pas le mot", "fifteen"),
        ("fr", "meks 6", "Je ne connais pas le mot", "makes"),
    ],
)
async def test_a_suggested_word_is_of_the_players_language(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str, never: str
) -> None:
    await bot_driver.send("/hand", user_id=53, language_code=code)
    reply = one_text(await bot_driver.send(typed, user_id=53, language_code=code))
    assert told in reply and never not in reply
    assert await db.stats.attempts(53) == []


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "paire pour", "Envoyez un nombre de 0 à 29"),
        ("en", "fifteen :", "Send a number from 0 to 29"),
    ],
)
async def test_a_call_left_hanging_quotes_no_empty_word(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    """« paire pour » got « Je ne sais pas où placer  dans un compte. » (an empty word)."""
    await bot_driver.send("/hand", user_id=57, language_code=code)
    reply = one_text(await bot_driver.send(typed, user_id=57, language_code=code))
    assert told in reply and "placer  dans" not in reply and "place  in" not in reply
    assert "<code></code>" not in reply
    assert await db.stats.attempts(57) == []


@pytest.mark.parametrize(
    ("code", "told"),
    [
        ("fr", "On crie muggins sur le compte de l'adversaire"),
        ("en", "Muggins is called on the other player's count"),
    ],
)
async def test_muggins_typed_for_ones_own_hand(
    bot_driver: Driver, db: Database, code: str, told: str
) -> None:
    await bot_driver.send("/hand", user_id=58, language_code=code)
    reply = one_text(await bot_driver.send("Muggins!", user_id=58, language_code=code))
    assert told in reply and "Muggins »" not in reply
    assert await db.stats.attempts(58) == []


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        (
            "fr",
            "Quinze!",
            "«\u00a0Quinze\u00a0» tout seul\u00a0: est-ce 15 points, ou un quinze (2 points)?",
        ),
        ("en", "fifteen", "“Fifteen” alone: is that 15 points, or one fifteen (2 points)?"),
    ],
)
async def test_fifteen_alone_is_asked_back(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    # Played: « quinze » for a hand with one fifteen was graded as 15, « Trop haut ».
    await bot_driver.send("/hand", user_id=56, language_code=code)
    reply = one_text(await bot_driver.send(typed, user_id=56, language_code=code))
    assert told in reply
    assert await db.stats.attempts(56) == []


@pytest.mark.parametrize(
    ("code", "typed", "never"), [("en", "fonts", "“font”"), ("fr", "fifteem", "fifteen")]
)
async def test_a_pegging_call_suggests_words_of_the_players_language(
    bot_driver: Driver, code: str, typed: str, never: str
) -> None:
    await bot_driver.send("/peg count", user_id=54, language_code=code)
    reply = one_text(await bot_driver.send(typed, user_id=54, language_code=code))
    assert reply and never not in reply


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_answer_with_nothing_pending(
    bot_driver: Driver, db: Database, code: str, lang: str
) -> None:
    number = one_text(await bot_driver.send("12", user_id=51, language_code=code))
    chatter = one_text(await bot_driver.send("salut", user_id=51, language_code=code))
    command = "/main" if lang == "fr" else "/hand"
    assert command in number and command in chatter and number != chatter
    assert await db.stats.attempts(51) == []


async def test_answering_twice(bot_driver: Driver, db: Database) -> None:
    question = await plant(db, 52, "6H 7D 7C 8S 2D")
    await bot_driver.send("16", user_id=52, language_code="en")
    second = one_text(await bot_driver.send("16", user_id=52, language_code="en"))
    assert "Nothing to count" in second
    assert len(await db.stats.attempts(52)) == 1
    old = await db.questions.get_question(question.id)
    assert old is not None and old.state == "answered"


@pytest.mark.parametrize(("code", "lang"), LANGS)
async def test_unknown_command_in_private(bot_driver: Driver, code: str, lang: str) -> None:
    text = one_text(await bot_driver.send("/frobnicate", user_id=53, language_code=code))
    assert ("/aide" if lang == "fr" else "/help") in text


@pytest.mark.parametrize(
    "data",
    [
        pytest.param("zzz", id="garbage"),
        pytest.param("k:abc:3", id="bad-key"),
        pytest.param("k:999999:5", id="no-such-question"),
        pytest.param("k:{qid}:99", id="count-too-big"),
        pytest.param("k:{qid}:-1", id="negative"),
        pytest.param("k:{qid}:\u0663", id="arabic-indic-digit"),  # « ٣ »: \d matches it
        pytest.param("k:{qid}:\uff11\uff12", id="fullwidth-digits"),
        pytest.param("d:pegging", id="unknown-drill"),
        pytest.param("lang:de", id="unknown-lang"),
        pytest.param("g:100:skunk", id="bad-target"),
        pytest.param("é" * 32, id="64-bytes"),
    ],
)
async def test_forged_callback_data_changes_nothing(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, data: str
) -> None:
    await bot_driver.send("/hand", user_id=54, language_code="en")
    question = await pending(db, 54)
    assert question.message_id is not None
    calls = await bot_driver.press(
        data.format(qid=question.id), question.message_id, user_id=54, language_code="en"
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert (await pending(db, 54)).id == question.id
    assert await db.stats.attempts(54) == []


async def test_old_button_after_the_answer(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/hand", user_id=55, chat_id=GROUP, chat_type="group", language_code="en")
    question = await pending(db, 55, GROUP)
    assert question.message_id is not None
    data = callbacks.key(question.id, question.expected["total"])
    first = await bot_driver.press(
        data, question.message_id, user_id=55, chat_id=GROUP, chat_type="group", language_code="en"
    )
    assert "sendMessage" in [c.method for c in first]
    again = await bot_driver.press(
        data, question.message_id, user_id=55, chat_id=GROUP, chat_type="group", language_code="en"
    )
    assert [c.method for c in again] == ["answerCallbackQuery"]
    assert "already" in again[0].params["text"]
    assert len(await db.stats.attempts(55)) == 1


async def test_two_presses_at_once_grade_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/crib", user_id=56, chat_id=GROUP, chat_type="group", language_code="en")
    question = await pending(db, 56, GROUP)
    assert question.message_id is not None
    data = callbacks.key(question.id, 0)
    presses = [
        bot_driver.press(
            data,
            question.message_id,
            user_id=56,
            chat_id=GROUP,
            chat_type="group",
            language_code="en",
        )
        for _ in range(3)
    ]
    before = len(local_api.calls_to("sendMessage"))
    await asyncio.gather(*presses)
    assert len(local_api.calls_to("sendMessage")) == before + 1
    answers = local_api.calls_to("answerCallbackQuery")[-3:]
    # the two presses that wait behind the first are answered at once, silently (Telegram
    # drops an answer after 15 s: `PerUserUpdateProcessor`); their handlers grade nothing
    assert sorted(c.params.get("text") is None for c in answers) == [False, True, True]
    assert len(await db.stats.attempts(56)) == 1


async def test_another_users_button_is_refused(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/hand", user_id=57, chat_id=GROUP, chat_type="group", language_code="en")
    question = await pending(db, 57, GROUP)
    assert question.message_id is not None
    calls = await bot_driver.press(
        callbacks.key(question.id, 3),
        question.message_id,
        user_id=58,
        chat_id=GROUP,
        chat_type="group",
        language_code="fr",
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert calls[0].params["show_alert"] is True and "pas à vous" in calls[0].params["text"]
    assert (await pending(db, 57, GROUP)).id == question.id


# -- Groups ----------------------------------------------------------------------------------


async def group_send(driver: Driver, text: str, user: int, **kwargs: Any) -> list[ApiCall]:
    kwargs.setdefault("language_code", "en")
    return await driver.send(text, user_id=user, chat_id=GROUP, chat_type="supergroup", **kwargs)


async def test_group_hand_has_a_keypad_and_answers_by_button(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    calls = await group_send(bot_driver, "/hand@muggins_bot", 60, first_name="Ann <&>")
    text = one_text(calls)
    assert "Ann &lt;&amp;&gt;" in text
    question = await pending(db, 60, GROUP)
    datas = sent_markup(calls)
    assert datas == [callbacks.key(question.id, n) for n in range(30)]
    message = local_api.message(GROUP, question.message_id or 0)
    assert message is not None
    total = question.expected["total"]
    calls = await bot_driver.press_button(message, total + 1, user_id=60, chat_type="supergroup")
    assert "✅" in one_text(calls)
    # The press is answered first (the button stops spinning), then the verdict goes out.
    assert [c.method for c in calls] == [
        "answerCallbackQuery",
        "sendMessage",
        "editMessageReplyMarkup",
    ]
    after = local_api.message(GROUP, question.message_id or 0)
    assert after is not None and inline_buttons(after) == []


async def test_group_chatter_is_ignored(bot_driver: Driver, db: Database) -> None:
    assert await group_send(bot_driver, "anyone for a game tonight?", 61) == []
    assert await group_send(bot_driver, "12", 61) == []  # nothing pending: not an answer
    assert await group_send(bot_driver, "/frobnicate", 61) == []
    assert await group_send(bot_driver, "/score@other_bot 5H 5D 5C JS 5S", 61) == []
    await group_send(bot_driver, "/hand", 61)
    question = await pending(db, 61, GROUP)
    assert await group_send(bot_driver, "lol that was close", 61) == []
    assert await group_send(bot_driver, "x" * 5000, 61) == []
    assert await group_send(bot_driver, "9", 62) == []  # someone else, nothing pending
    assert (await pending(db, 61, GROUP)).id == question.id


async def test_cards_named_alone_in_a_group_are_chatter_unless_a_reply(
    bot_driver: Driver, db: Database
) -> None:
    """A member with a hand to count in the group who says « deux rois » (about their game,
    to the others) is not graded on it: it does not read as a count there. As a reply to
    the question, it is their count (a pair); a number alone answers as always."""
    await group_send(bot_driver, "/hand", 66)
    question = await pending(db, 66, GROUP)
    for chatter in ("two kings", "deux rois!", "three tens"):
        assert await group_send(bot_driver, chatter, 66) == []
    assert (await pending(db, 66, GROUP)).id == question.id
    replied = one_text(await group_send(bot_driver, "two kings", 66, reply_to=question.message_id))
    assert "pair 2" in replied
    await group_send(bot_driver, "/hand", 67)
    total = (await pending(db, 67, GROUP)).expected["total"]
    assert "✅" in one_text(await group_send(bot_driver, str(total), 67))


async def test_fifteen_alone_in_a_group_is_never_graded(bot_driver: Driver, db: Database) -> None:
    """« quinze » from a member with a hand to count is never graded as 15: as a reply to
    the question it is asked back (15 points, or one fifteen?); said to the group, it gets
    no reply, as any text that is not a count there."""
    await group_send(bot_driver, "/hand", 68)
    question = await pending(db, 68, GROUP)
    asked = await group_send(bot_driver, "Fifteen!", 68, reply_to=question.message_id)
    assert "“Fifteen” alone" in one_text(asked)
    assert await group_send(bot_driver, "fifteen", 68) == []
    assert (await pending(db, 68, GROUP)).id == question.id
    assert await db.stats.attempts(68) == []


async def test_group_typed_answer_and_replies(bot_driver: Driver, db: Database) -> None:
    await group_send(bot_driver, "/hand", 63)
    question = await pending(db, 63, GROUP)
    reply_to = question.message_id
    hint = await group_send(bot_driver, "banana", 63, reply_to=reply_to)
    assert "banana" in one_text(hint)  # a reply to the question is meant for the bot
    other = await group_send(bot_driver, "7", 64, reply_to=reply_to)
    assert "not yours" in one_text(other)
    assert (await pending(db, 63, GROUP)).id == question.id
    calls = await group_send(bot_driver, str(question.expected["total"]), 63)
    assert "✅" in one_text(calls)
    late = await group_send(bot_driver, "5", 63, reply_to=reply_to)
    assert "already" in one_text(late)


async def test_group_score_with_bot_name(bot_driver: Driver) -> None:
    calls = await group_send(bot_driver, "/score@muggins_bot 5H 5D 5C JS 5S", 65)
    assert "29" in one_text(calls)


# -- Building blocks -------------------------------------------------------------------------


def test_fit_drops_whole_lines_to_stay_valid_and_short() -> None:
    lines = [f"<b>line {i}</b> " + "x" * 90 for i in range(100)]
    text = fit(lines)
    assert shown_len(text) <= 4096 and text.endswith("…")
    assert html_problems(text) == []
    assert fit(["<b>short</b>"]) == "<b>short</b>"


def test_fit_counts_what_telegram_counts() -> None:
    """Telegram's limit is on the text shown (tags out, `&amp;` one character, in UTF-16
    units): long HTML that shows short is kept whole; emoji count two units each."""
    tagged = [f'<a href="tg://user?id={10**9 + i}">A &amp; B</a>' for i in range(200)]
    assert len("\n".join(tagged)) > 4096
    assert fit(tagged) == "\n".join(tagged)
    cards = ["🂡" * 99] * 30  # 2,999 characters, 5,969 UTF-16 units
    text = fit(cards)
    assert text.endswith("…") and utf16_len(text) <= 4096


def test_split_packs_whole_lines_into_messages_telegram_takes() -> None:
    lines = [f"<b>line {i}</b> " + "x" * 90 for i in range(100)]
    parts = split(lines)
    assert len(parts) == 3 and all(shown_len(p) <= 4096 for p in parts)
    assert "\n".join(parts) == "\n".join(lines)  # every line, whole, in order
    assert all(html_problems(p) == [] for p in parts)
    assert split(["<b>short</b>", "two"]) == ["<b>short</b>\ntwo"]
    assert split([]) == []


def test_callback_builders_respect_telegram_limits() -> None:
    assert callbacks.key(123, 29) == "k:123:29"
    assert callbacks.KEY_PATTERN.match(callbacks.key(10**14, 0))
    with pytest.raises(ValueError):
        callbacks.key(1, 30)
    with pytest.raises(ValueError):
        callbacks.key(10**70, 1)
    assert callbacks.DRILL_PATTERN.match(callbacks.drill(DrillKind.CRIB))
    assert callbacks.LANG_PATTERN.match(callbacks.lang("fr"))
    assert callbacks.GAME_PATTERN.match(callbacks.game(61, "none"))
    assert not callbacks.GAME_PATTERN.match("g:100:skunk")


async def test_reply_to_a_replaced_question_answers_the_pending_one(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/hand", user_id=66, language_code="en")
    old = await pending(db, 66)
    await bot_driver.send("/hand", user_id=66, language_code="en")
    new = await pending(db, 66)
    total = new.expected["total"]
    text = one_text(
        await bot_driver.send(str(total), user_id=66, language_code="en", reply_to=old.message_id)
    )
    assert "✅" in text
    [attempt] = await db.stats.attempts(66)
    assert attempt.question_id == new.id
