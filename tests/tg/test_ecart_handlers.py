"""/ecart through the in-process Bot API: buttons, typed answers, groups, restarts, /stats.

The autouse check of `test_handlers` (valid Telegram HTML under 4096 characters,
callback_data <= 64 bytes) runs here too.
"""

from __future__ import annotations

import json
import random
import sqlite3
from typing import Any

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import TIE, Challenge, Verdict, grade
from bot.drills.ecart import shown as shown_points
from bot.engine.card_parsing import parse_cards
from bot.engine.lay_away import analyse_lay_aways
from bot.i18n import I18n, Translator, render
from bot.storage import Database, Question
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.handlers.ecart import challenge_of
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts
from bot.views.ecart import shown_loss
from bot.views.ecart_buttons import confirm_data, new_data, uniform_data

GROUP = -100_300


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


def rank_said(verdict: Verdict, lang: str = "en") -> str:
    """How a verdict names its rank: « 6e meilleur écart sur 15 », "the 6th best of the 15
    lay-aways" (never « 6/15 », read as a fraction or a date); the first « le meilleur écart sur
    15 », the last (or tied with it) « le moins bon des 15 écarts »."""
    rank, count, points = verdict.rank, verdict.options_count, verdict.chosen.total_ev
    if rank == 1:
        return (
            f"le meilleur écart sur {count}"
            if lang == "fr"
            else f"the best of the {count} lay-aways"
        )
    if all(o.total_ev >= points - TIE for o in verdict.options):
        return (
            f"le moins bon des {count} écarts"
            if lang == "fr"
            else f"the worst of the {count} lay-aways"
        )
    if lang == "fr":
        return f"{rank}e meilleur écart sur {count}"
    return f"the {rank}{ {2: 'nd', 3: 'rd'}.get(rank, 'th') } best of the {count} lay-aways"


def the_challenge(question: Question) -> Challenge:
    challenge = challenge_of(question)
    assert challenge is not None
    return challenge


def buttons(api: LocalBotApi, chat: int, message_id: int | None) -> list[dict[str, Any]]:
    assert message_id is not None
    message = api.message(chat, message_id)
    assert message is not None
    return inline_buttons(message)


def labels(api: LocalBotApi, chat: int, message_id: int | None) -> list[str]:
    return [str(b["text"]) for b in buttons(api, chat, message_id)]


def notices(calls: list[ApiCall]) -> list[str]:
    return [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]


def translator(driver: Driver, lang: str) -> Translator:
    i18n: I18n = driver.application.bot_data.i18n
    return i18n.translator(lang)


def markup_buttons(call: ApiCall) -> list[dict[str, Any]]:
    markup = call.params.get("reply_markup")
    if isinstance(markup, str):
        markup = json.loads(markup)
    if not isinstance(markup, dict):
        return []
    return [b for row in markup.get("inline_keyboard", []) for b in row]


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


# -- Dealing ---------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["/ecart", "/discard", "/ecarter"])
async def test_deal_shows_six_card_buttons(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, command: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=30, language_code="en"))
    question = await pending(db, 30)
    challenge = the_challenge(question)
    assert question.kind == "ecart" and question.deal["selected"] == []
    assert "Which cards to lay away?" in text
    assert ("You deal" in text) == challenge.dealer
    shown = labels(local_api, 30, question.message_id)
    assert shown == [render.card(c, translator(bot_driver, "en")) for c in challenge.cards]
    datas = [b["callback_data"] for b in buttons(local_api, 30, question.message_id)]
    assert datas == [f"e:{question.id}:{i}" for i in range(6)]


async def test_french_buttons_use_french_ranks(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    for _ in range(10):
        await bot_driver.send("/ecart", user_id=31, language_code="fr-CA")
        question = await pending(db, 31)
        challenge = the_challenge(question)
        if any(c.rank in (1, 11, 12, 13) for c in challenge.cards):
            break
    shown = labels(local_api, 31, question.message_id)
    fr = translator(bot_driver, "fr")
    assert shown == [render.card(c, fr) for c in challenge.cards]
    assert not {"J", "Q", "K"} & {label[:-1] for label in shown}


# -- Selecting and confirming ----------------------------------------------------------------


async def test_select_unselect_and_confirm(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.send("/ecart", user_id=32, language_code="en")
    question = await pending(db, 32)
    challenge = the_challenge(question)
    mid = question.message_id
    assert mid is not None

    calls = await bot_driver.press(f"e:{question.id}:0", mid, user_id=32, language_code="en")
    assert [c.method for c in calls if c.method.startswith("edit")] == ["editMessageReplyMarkup"]
    shown = labels(local_api, 32, mid)
    assert shown[0].startswith("✓ ") and not any(s.startswith("✅") for s in shown)

    await bot_driver.press(f"e:{question.id}:3", mid, user_id=32, language_code="en")
    shown = labels(local_api, 32, mid)
    assert shown[-1].startswith("✅") and len(shown) == 7
    assert (await pending(db, 32)).deal["selected"] == [0, 3]

    full = await bot_driver.press(f"e:{question.id}:4", mid, user_id=32, language_code="en")
    assert notices(full) == [
        "2 cards are already chosen: tap one of them again to put it back in your hand, "
        "then choose another."
    ]
    assert (await pending(db, 32)).deal["selected"] == [0, 3]

    await bot_driver.press(f"e:{question.id}:3", mid, user_id=32, language_code="en")
    shown = labels(local_api, 32, mid)
    assert len(shown) == 6 and [s.startswith("✓") for s in shown] == [True] + [False] * 5
    early = await bot_driver.press(confirm_data(question.id), mid, user_id=32, language_code="en")
    assert texts(early) == []

    await bot_driver.press(f"e:{question.id}:5", mid, user_id=32, language_code="en")
    calls = await bot_driver.press(confirm_data(question.id), mid, user_id=32, language_code="en")
    text = one_text(calls)
    tables = shipped_crib_tables()
    verdict = grade(challenge, (challenge.cards[0], challenge.cards[5]), tables=tables)
    assert rank_said(verdict) in text
    assert (
        "<blockquote expandable>" in text
        and "Laying away" in text
        and "Crib valued as expert players lay away" in text
    )
    assert "With play" in text and "What decides it: " in text  # the play, shown apart
    assert uniform_data(question.id) in [
        b["callback_data"] for c in calls for b in markup_buttons(c)
    ]
    assert buttons(local_api, 32, mid) == []  # the card buttons are gone
    # The stored record agrees with the engine's own ranking.
    options = analyse_lay_aways(
        challenge.cards, dealer=challenge.dealer, crib_model="expert", tables=tables
    )
    mine = next(o for o in options if set(o.discard) == {challenge.cards[0], challenge.cards[5]})
    record = await db.ecart.ecart_of_question(question.id)
    assert record is not None
    assert record.rank == 1 + sum(o.total_ev > mine.total_ev + 1e-9 for o in options)
    # the loss as its verdict says it: the two totals shown, read apart
    gap = shown_points(options[0].total_ev) - shown_points(mine.total_ev)
    assert record.loss == pytest.approx(float(gap))
    assert record.role == ("dealer" if challenge.dealer else "pone") and record.model == "expert"
    assert record.choice == [str(challenge.cards[0]), str(challenge.cards[5])]

    stale = await bot_driver.press(f"e:{question.id}:1", mid, user_id=32, language_code="en")
    assert notices(stale) == ["This deal is over."]
    again = await bot_driver.press(confirm_data(question.id), mid, user_id=32, language_code="en")
    assert texts(again) == [] and notices(again) == ["This deal is over."]


async def test_uniform_model_button(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=33, language_code="en")
    question = await pending(db, 33)
    challenge = the_challenge(question)
    typed = " ".join(str(c) for c in challenge.cards[:2])
    expert = one_text(await bot_driver.send(typed, user_id=33, language_code="en"))
    assert "Crib valued as expert players lay away" in expert
    assert question.message_id is not None
    text = one_text(
        await bot_driver.press(
            uniform_data(question.id), question.message_id, user_id=33, language_code="en"
        )
    )
    assert "drawn at random" in text and "uniform" not in text
    uniform = grade(challenge, challenge.cards[:2], model="uniform")
    assert rank_said(uniform) in text


async def test_the_uniform_button_goes_once_used(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« Même donne, crib au hasard » stayed under the verdict: a second tap sent the same
    long table again. Once shown, the verdict keeps only the new-deal buttons."""
    await bot_driver.send("/ecart", user_id=35, language_code="fr")
    question = await pending(db, 35)
    challenge = the_challenge(question)
    await bot_driver.send(" ".join(str(c) for c in challenge.cards[:2]), 35, language_code="fr")
    verdict = local_api.last_message(35)
    assert verdict is not None
    assert inline_buttons(verdict)[0]["callback_data"] == uniform_data(question.id)
    calls = await bot_driver.press_button(verdict, 1, user_id=35, language_code="fr")
    assert "tirées au hasard" in one_text(calls)
    after = local_api.message(35, int(verdict["message_id"]))
    assert after is not None
    assert [b["callback_data"] for b in inline_buttons(after)] == [new_data(6), new_data(5)]


# -- Typed answers ---------------------------------------------------------------------------


async def test_typed_answer_in_french_with_symbols(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=34, language_code="fr")
    challenge = the_challenge(await pending(db, 34))
    fr = translator(bot_driver, "fr")
    typed = render.cards(challenge.cards[-2:], fr)  # "V♣ R♠"
    text = one_text(await bot_driver.send(typed, user_id=34, language_code="fr"))
    verdict = grade(challenge, challenge.cards[-2:], tables=shipped_crib_tables())
    assert rank_said(verdict, "fr") in text
    assert fr.decimal(verdict.chosen.total_ev) in text and fr.decimal(0.42) == "0,42"
    assert "en moyenne" in text and "joueurs experts" in text
    assert "Quel est le bon écart" not in text
    assert await db.questions.pending_question(34, 34) is None


async def test_typed_answer_in_english_codes(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=35, language_code="en")
    challenge = the_challenge(await pending(db, 35))
    typed = f"{challenge.cards[1]}, {challenge.cards[2]}"
    text = one_text(await bot_driver.send(typed, user_id=35, language_code="en"))
    verdict = grade(challenge, challenge.cards[1:3], tables=shipped_crib_tables())
    assert rank_said(verdict) in text and "on average" in text
    if not verdict.is_best:
        loss = shown_loss(verdict, translator(bot_driver, "en"))
        assert f"that is {loss} more than yours on average" in text


@pytest.mark.parametrize(
    ("lang", "pattern"),
    [
        # Played: « le 5 et le valet » got « Carte inconnue « le » ».
        ("fr", "le {0} et le {1}"),
        ("fr", "{0} et {1}"),
        ("fr", "{0}, puis {1}"),
        ("en", "the {0} and the {1}"),
        ("en", "{0} & {1}"),
    ],
)
async def test_typed_cards_with_linking_words(
    bot_driver: Driver, db: Database, lang: str, pattern: str
) -> None:
    await bot_driver.send("/ecart", user_id=37, language_code=lang)
    challenge = the_challenge(await pending(db, 37))
    tr = translator(bot_driver, lang)
    first, second = (render.cards([c], tr) for c in challenge.cards[:2])
    text = one_text(
        await bot_driver.send(pattern.format(first, second), user_id=37, language_code=lang)
    )
    verdict = grade(challenge, challenge.cards[:2], tables=shipped_crib_tables())
    assert rank_said(verdict, lang) in text
    assert await db.questions.pending_question(37, 37) is None


async def test_typed_cards_not_in_the_deal_or_miscounted(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=36, language_code="en")
    challenge = the_challenge(await pending(db, 36))
    stranger = next(c for c in parse_cards("AS 2S 3S 4S 5S 6S 7S") if c not in challenge.cards)
    text = one_text(
        await bot_driver.send(f"{challenge.cards[0]} {stranger}", user_id=36, language_code="en")
    )
    assert "is not in your deal" in text
    text = one_text(await bot_driver.send(str(challenge.cards[0]), user_id=36, language_code="en"))
    assert "It takes 2 cards, not 1" in text
    assert (await pending(db, 36)).is_pending


# -- Groups, stale buttons, restarts ---------------------------------------------------------


async def test_foreign_presses_in_a_group_are_refused(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    text = one_text(
        await bot_driver.send(
            "/ecart", user_id=40, chat_id=GROUP, chat_type="group", first_name="Ana & Bo"
        )
    )
    assert "Ana &amp; Bo, " in text
    question = await pending(db, 40, GROUP)
    assert question.message_id is not None
    calls = await bot_driver.press(
        f"e:{question.id}:2", question.message_id, user_id=41, chat_id=GROUP, chat_type="group"
    )
    answers = [c for c in calls if c.method == "answerCallbackQuery"]
    assert answers and answers[0].params.get("show_alert") is True
    assert "/ecart" in str(answers[0].params["text"])
    assert not [c for c in calls if c.method.startswith("edit")]
    assert (await pending(db, 40, GROUP)).deal["selected"] == []
    # The owner's presses work in the group.
    await bot_driver.press(
        f"e:{question.id}:2", question.message_id, user_id=40, chat_id=GROUP, chat_type="group"
    )
    assert (await pending(db, 40, GROUP)).deal["selected"] == [2]
    # Chatter in the group is ignored; the owner's typed cards are graded.
    assert await bot_driver.send("bonjour", user_id=40, chat_id=GROUP, chat_type="group") == []
    challenge = the_challenge(question)
    typed = f"{challenge.cards[0]} {challenge.cards[1]}"
    calls = await bot_driver.send(
        typed,
        user_id=40,
        chat_id=GROUP,
        chat_type="group",
        first_name="Ana & Bo",
        language_code="en",
    )
    assert one_text(calls).startswith("<b>Ana &amp; Bo — ")


async def test_old_and_forged_buttons(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.send("/ecart", user_id=42, language_code="en")
    old = await pending(db, 42)
    await bot_driver.send("/ecart 5", user_id=42, language_code="en")
    assert old.message_id is not None
    calls = await bot_driver.press(f"e:{old.id}:0", old.message_id, user_id=42, language_code="en")
    assert notices(calls) == ["This deal is over."]
    assert buttons(local_api, 42, old.message_id) == []  # its keyboard went with it
    forged = await bot_driver.press("e:987654321:0", old.message_id, user_id=42, language_code="en")
    assert notices(forged) == ["This button no longer works."]
    garbled = await bot_driver.press("e:1:9", old.message_id, user_id=42, language_code="en")
    assert notices(garbled) == ["This button no longer works."]


async def test_an_old_press_is_told_the_deal_is_over_in_french(
    bot_driver: Driver, db: Database
) -> None:
    """An écart is not « un défi » (that is the daily challenge, /defi): a press on a
    finished or set-aside écart says the deal is over."""
    await bot_driver.send("/ecart", user_id=43, language_code="fr")
    old = await pending(db, 43)
    await bot_driver.send("/main", user_id=43, language_code="fr")
    assert old.message_id is not None
    calls = await bot_driver.press(f"e:{old.id}:0", old.message_id, user_id=43, language_code="fr")
    assert notices(calls) == ["Cette donne est terminée."]


async def test_selection_survives_a_restart(tg_config: Config) -> None:
    first_api = LocalBotApi()
    app = build_app(tg_config, request=first_api, rng=random.Random(7))
    async with running(app):
        driver = Driver(app, first_api)
        await driver.send("/ecart", user_id=50, language_code="en")
        question = await app.bot_data.db.questions.pending_question(50, 50)
        assert question is not None and question.message_id is not None
        await driver.press(f"e:{question.id}:1", question.message_id, user_id=50)
        await driver.press(f"e:{question.id}:4", question.message_id, user_id=50)
    second_api = LocalBotApi()
    again = build_app(tg_config, request=second_api, rng=random.Random(8))
    async with running(again):
        driver = Driver(again, second_api)
        # The message lives in the first API; the press carries its id all the same.
        calls = await driver.press(confirm_data(question.id), question.message_id, user_id=50)
        text = one_text(calls)
        challenge = the_challenge(question)
        verdict = grade(
            challenge, (challenge.cards[1], challenge.cards[4]), tables=shipped_crib_tables()
        )
        assert rank_said(verdict, "fr") in text  # a press without a language: French
    with sqlite3.connect(tg_config.db_path) as check:
        rows = check.execute("SELECT choice, via FROM ecart_challenges").fetchall()
    assert rows == [(f'["{challenge.cards[1]}","{challenge.cards[4]}"]', "buttons")]


# -- The five-card deal ----------------------------------------------------------------------


async def test_five_card_deal(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    text = one_text(await bot_driver.send("/ecart 5", user_id=60, language_code="en"))
    assert "Five cards" in text
    question = await pending(db, 60)
    challenge = the_challenge(question)
    assert challenge.size == 5
    assert len(labels(local_api, 60, question.message_id)) == 5
    assert question.message_id is not None
    await bot_driver.press(
        f"e:{question.id}:2", question.message_id, user_id=60, language_code="en"
    )
    shown = labels(local_api, 60, question.message_id)
    assert shown[-1].startswith("✅") and len(shown) == 6
    calls = await bot_driver.press(
        confirm_data(question.id), question.message_id, user_id=60, language_code="en"
    )
    verdict = grade(challenge, (challenge.cards[2],))
    assert rank_said(verdict) in one_text(calls)
    record = await db.ecart.ecart_of_question(question.id)
    assert record is not None and record.model == "uniform" and record.options == 5


async def test_new_deal_buttons(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    await bot_driver.send("/ecart", user_id=61, language_code="en")
    question = await pending(db, 61)
    assert question.message_id is not None
    await bot_driver.press(new_data(5), question.message_id, user_id=61, language_code="en")
    five = await pending(db, 61)
    assert the_challenge(five).size == 5 and five.message_id is not None
    await bot_driver.press(new_data(6), five.message_id, user_id=61, language_code="en")
    assert the_challenge(await pending(db, 61)).size == 6


# -- The race and /stats ---------------------------------------------------------------------


async def test_race_is_shown_and_untouched(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/hand", user_id=70, language_code="en")
    await bot_driver.send("0", user_id=70, language_code="en")
    game = await db.games.current_game(70, 70)
    assert game is not None
    text = one_text(await bot_driver.send("/ecart", user_id=70, language_code="en"))
    assert "Hand race to 121" in text and "pegs nothing" in text
    challenge = the_challenge(await pending(db, 70))
    await bot_driver.send(" ".join(map(str, challenge.cards[:2])), user_id=70)
    after = await db.games.get_game(game.id)
    assert after is not None
    assert (after.player_score, after.bot_score, after.hands) == (
        game.player_score,
        game.bot_score,
        game.hands,
    )


async def test_stats_lines(bot_driver: Driver, db: Database) -> None:
    before = one_text(await bot_driver.send("/stats", user_id=80, language_code="en"))
    assert "lay-away" not in before
    for _ in range(3):
        await bot_driver.send("/ecart", user_id=80, language_code="en")
        challenge = the_challenge(await pending(db, 80))
        await bot_driver.send(" ".join(map(str, challenge.cards[:2])), user_id=80)
    text = one_text(await bot_driver.send("/stats", user_id=80, language_code="en"))
    assert "3 lay-aways played" in text
    # No hand counted yet: the title heads the lay-away lines, with no blank line under it.
    assert text.startswith("<b>Your progress</b>\n3 lay-aways played"), text
    assert "Points lost per lay-away, on average" in text
    french = one_text(await bot_driver.send("/statistiques", user_id=80, language_code="fr"))
    assert "3 écarts joués" in french
    assert "\n\n" not in french.split("3 écarts joués")[0], french


@pytest.mark.parametrize(
    ("args", "code", "expected"),
    [
        ("3", "en", "/discard deals six cards, two to lay away; /discard 5 deals"),
        ("7", "fr-CA", "/ecart donne six cartes, deux à écarter; /ecart 5 donne"),
        ("5 6", "en", "the best lay-away of your own cards"),
        # a size, then a word that is no card (was « Il manque la couleur après « 5 » »)
        # (« 5 cartes », "six cards" deal that many now: test_ecart16_five_cards_said)
        ("5 joueurs", "fr-CA", "/ecart donne six cartes, deux à écarter; /ecart 5 donne"),
        ("six players", "en", "/discard deals six cards, two to lay away; /discard 5 deals"),
        # Played: « /ecart aide » got « Carte inconnue « aide » : la valeur doit être A, 2 à
        # 10, V, D ou R. », as if « aide » were a card.
        ("aide", "fr-CA", "/ecart donne six cartes, deux à écarter; /ecart 5 donne"),
        ("aide?", "fr-CA", "/ecart donne six cartes, deux à écarter; /ecart 5 donne"),
        ("help", "en", "/discard deals six cards, two to lay away; /discard 5 deals"),
    ],
)
async def test_ecart_says_what_it_accepts(
    bot_driver: Driver, db: Database, args: str, code: str, expected: str
) -> None:
    """`/ecart 3` used to deal six cards quietly (cards instead: `test_ecart_lookup`)."""
    calls = await bot_driver.send(f"/ecart {args}", user_id=71, language_code=code)
    assert expected in one_text(calls)
    assert await db.questions.pending_question(71, 71) is None


@pytest.mark.parametrize(("args", "cards"), [("", 6), ("6", 6), ("5", 5), ("cinq", 5)])
async def test_ecart_sizes_it_accepts(
    bot_driver: Driver, db: Database, args: str, cards: int
) -> None:
    await bot_driver.send(f"/ecart {args}".strip(), user_id=72, language_code="fr-CA")
    assert len(the_challenge(await pending(db, 72)).cards) == cards


async def test_only_the_owner_may_press_the_uniform_crib_button_in_a_group(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/ecart", user_id=40, chat_id=GROUP, chat_type="group")
    question = await pending(db, 40, GROUP)
    challenge = the_challenge(question)
    typed = f"{challenge.cards[0]} {challenge.cards[1]}"
    await bot_driver.send(typed, user_id=40, chat_id=GROUP, chat_type="group")
    assert question.message_id is not None
    for _ in range(3):  # another member, pressing again and again: refused, nothing posted
        calls = await bot_driver.press(
            uniform_data(question.id),
            question.message_id,
            user_id=41,
            chat_id=GROUP,
            chat_type="group",
            language_code="en",
        )
        assert texts(calls) == []
        (answer,) = [c for c in calls if c.method == "answerCallbackQuery"]
        assert answer.params.get("show_alert") is True and "not yours" in answer.params["text"]
    calls = await bot_driver.press(
        uniform_data(question.id),
        question.message_id,
        user_id=40,
        chat_id=GROUP,
        chat_type="group",
        language_code="en",
    )
    assert "drawn at random" in one_text(calls)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        # Played: « je sais pas » got « Carte inconnue « sais » : la valeur doit être A, 2 à
        # 10, V, D ou R. », as if it were cards.
        ("fr", "je sais pas", "Jetez au crib les 2 cartes dont votre main a le moins besoin"),
        ("fr", "je donne ma langue au chat", "Pas de souci!"),  # « donne »: no role said
        ("en", "I don't know", "Lay away the 2 cards your hand needs least"),
        ("en", "no idea", "/cancel moves on to something else."),
    ],
)
async def test_i_dont_know_is_told_to_pick_anyway(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    await bot_driver.send("/ecart", user_id=73, language_code=lang)
    text = one_text(await bot_driver.send(typed, user_id=73, language_code=lang))
    assert said in text
    assert (await pending(db, 73)).is_pending


async def test_a_third_card_says_how_to_change_the_choice_in_french(
    bot_driver: Driver, db: Database
) -> None:
    """Played: a third card tapped said « 2 cartes sont déjà choisies : retirez-en une
    d'abord. », and nothing of how to take one back (tap it again); then « touchez-en une de
    nouveau pour la garder », which read as « keep it chosen ». It says where the card goes."""
    await bot_driver.send("/ecart", user_id=74, language_code="fr")
    question = await pending(db, 74)
    mid = question.message_id
    assert mid is not None
    for card in (0, 1):
        await bot_driver.press(f"e:{question.id}:{card}", mid, user_id=74, language_code="fr")
    full = await bot_driver.press(f"e:{question.id}:2", mid, user_id=74, language_code="fr")
    assert notices(full) == [
        "2 cartes sont déjà choisies\u00a0: touchez-en une de nouveau pour la remettre dans "
        "votre main, puis choisissez-en une autre."
    ]
