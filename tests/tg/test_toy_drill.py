"""Adding a plain question drill takes its module, its view, one registry entry, its catalogs
and its tests, nothing else (docs/architecture.md, "Adding a drill"): the toy drill here is
exactly those parts, with nothing under `bot/tg/handlers/`. Its module (`toy_drill.py`) and its
view (`toy_view.py`) sit beside this file, its entry (`entries.drill_entry`) is added to
`registry.ENTRIES` and its catalogs to a copy of `locales/` by a fixture. The generic
handlers of `bot.tg.handlers.plain_drill` ask it, grade typed answers and buttons, record
them, and find it in /help, the command menu, /stats, the text handler, the replay after a
crash and the robustness fuzz.

The toy asks what a card is worth when counting fifteens (an ace 1, a face card 10).
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest
import toy_drill
import toy_view
from telegram import Update
from test_robustness import GROUP, command_cases, fuzz_commands, fuzz_pending, kind_commands, rows

from bot.tg.context import App
from bot.tg.handlers import registry
from bot.tg.handlers.entries import Entry, drill_entry
from bot.tg.inbox import Inbox
from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.question_drill import QuestionDrill, result_of
from bot.tg.sender import Sender

REPO: Final = Path(__file__).resolve().parents[2]

# -- 3. Its one registry entry (would be in `ENTRIES`, bot/tg/handlers/registry.py) -----------

TOY: Final = QuestionDrill(
    toy_drill.KIND,
    "toy",
    deal=toy_drill.toy_deal,
    dump=toy_drill.dump,
    load=toy_drill.load,
    read=toy_drill.read,
    grade=toy_drill.grade,
    menu=toy_view.menu_text,
    help=toy_view.help_lines,
    question=toy_view.question_lines,
    verdict=toy_view.verdict_lines,
    unreadable=toy_view.unreadable_text,
    stats=toy_view.stats_lines,
    fr=("jouet",),
    cards=lambda card: (card,),
    keys=toy_drill.keys,
    key_label=toy_view.key_label,
    prefix="ty",
)
TOY_ENTRY: Final = drill_entry(TOY)

# -- 4. Its catalogs (would be its messages in locales/{fr,en}/LC_MESSAGES/bot.po) ------------

FRENCH: Final = {
    "What a card is worth": "La valeur d\u2019une carte",
    "/toy: what a card is worth in fifteens": "/jouet\u00a0: ce que vaut une carte pour les quinze",
    "What is {card} worth when counting fifteens?": "Que vaut {card} pour compter les quinze?",
    "Right: {card} is worth {worth}.": "Exact\u00a0: {card} vaut {worth}.",
    "No: {card} is worth {worth}.": "Non\u00a0: {card} vaut {worth}.",
    "An ace counts one.": "Un as compte pour un.",
    "A face card counts ten.": "Une figure compte pour dix.",
    "A card below the jack counts its pips.": "Une carte sous le valet compte sa valeur.",
    "Type a number, like 10.": "Écrivez un nombre, par exemple 10.",
    "Card worths: {right} right of {count}.": (
        "Valeur des cartes\u00a0: {right} justes sur {count}."
    ),
}


def po_text(lang: str, messages: dict[str, str]) -> str:
    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    header = (
        'msgid ""\nmsgstr ""\n'
        f'"Language: {lang}\\n"\n'
        '"MIME-Version: 1.0\\n"\n'
        '"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Content-Transfer-Encoding: 8bit\\n"\n'
    )
    entries = [f"msgid {quoted(k)}\nmsgstr {quoted(v)}\n" for k, v in messages.items()]
    return "\n".join([header, *entries])


# -- The fixture: the toy added, the app built with it -----------------------------------------


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Entry]:
    """The toy's entry in the registry and its catalogs beside the shipped ones, for this
    test only."""
    locales = tmp_path / "locales"
    shutil.copytree(REPO / "locales", locales)
    for lang, messages in (("fr", FRENCH), ("en", {k: k for k in FRENCH})):
        (locales / lang / "LC_MESSAGES" / "toy.po").write_text(
            po_text(lang, messages), encoding="utf-8"
        )
    monkeypatch.setenv("MUGGINS_LOCALES", str(locales))
    monkeypatch.setattr(registry, "ENTRIES", (*registry.ENTRIES, TOY_ENTRY))
    yield TOY_ENTRY


@pytest.fixture
def local_run(toy: Entry, local_run: tuple[App, Inbox, Sender]) -> tuple[App, Inbox, Sender]:
    """The shared fixture's application, built once the toy is in the registry."""
    return local_run


# -- The tests -----------------------------------------------------------------------------------


def test_the_toy_is_a_drill_module_a_view_and_one_entry() -> None:
    """No handler of its own: every callback of its entry is the generic drill's."""
    assert not list((REPO / "bot" / "tg" / "handlers").glob("toy*"))
    callbacks = [c.callback for c in TOY_ENTRY.commands] + [b.callback for b in TOY_ENTRY.buttons]
    assert {c.__module__ for c in callbacks} == {"bot.tg.handlers.plain_drill"}
    (kind,) = TOY_ENTRY.kinds
    assert (kind.name, kind.asked_by, kind.again is not None) == ("toy", "/toy", True)
    assert len(TOY.key_data(10**15 - 1, 99).encode()) <= 64


# -- 5. Its tests: the drill's laws, its view, its chat -----------------------------------------


@pytest.mark.parametrize(
    ("card", "worth", "reason"),
    [
        ("AS", 1, toy_drill.Reason.ACE),
        ("2H", 2, toy_drill.Reason.PIPS),
        ("10D", 10, toy_drill.Reason.PIPS),
        ("JC", 10, toy_drill.Reason.FACE),
        ("KS", 10, toy_drill.Reason.FACE),
    ],
)
def test_what_a_card_is_worth_and_why(card: str, worth: int, reason: toy_drill.Reason) -> None:
    dealt = toy_drill.load(toy_drill.dump(toy_drill.load({"card": card})))
    assert (toy_drill.worth(dealt), toy_drill.reason(dealt)) == (worth, reason)
    assert worth in toy_drill.keys(dealt)


@pytest.mark.parametrize(
    ("text", "read"),
    [("7", 7), (" 10 ", 10), ("07", 7), ("100", None), ("-1", None), ("\u0663", None), ("", None)],
)
def test_what_reads_as_an_answer(text: str, read: int | None) -> None:
    assert toy_drill.read(text) == read


@pytest.mark.parametrize(("said", "missed", "over"), [(10, 0, 0), (8, 2, 0), (11, 0, 1)])
def test_the_grade_settles_the_worth_said(said: int, missed: int, over: int) -> None:
    grade = toy_drill.grade(toy_drill.load({"card": "QH"}), said)
    assert (grade.own, grade.missed, grade.over, grade.right) == (
        (10, said),
        missed,
        over,
        not (missed or over),
    )


@pytest.mark.parametrize(
    ("said", "result"),
    [
        (10, {"correct": True, "missed": 0, "over": 0}),
        (7, {"correct": False, "missed": 3, "over": 0}),
        (12, {"correct": False, "missed": 0, "over": 2}),
    ],
)
def test_the_spec_reads_back_names_and_records_its_drill(
    said: int, result: dict[str, object]
) -> None:
    queen = TOY.loaded({"card": "QH"})
    assert queen is not None and TOY.dump(queen) == {"card": "QH"}
    assert [TOY.loaded(bad) for bad in ({}, {"card": "ZZ"}, {"card": None})] == [None] * 3
    assert (TOY.name_in("en"), TOY.name_in("fr")) == ("toy", "jouet")
    assert result_of(toy_drill.grade(queen, said)) == result


@pytest.mark.parametrize(
    ("lang", "name", "line"), [("en", "toy", "/toy: "), ("fr", "jouet", "/jouet\u00a0: ")]
)
async def test_help_and_the_command_menu_show_the_toy(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, name: str, line: str
) -> None:
    text = "\n".join(
        texts(await bot_driver.send("/help all", user_id=7_000, language_code=lang))
    )  # two messages
    assert line in text
    other = "/jouet" if lang == "en" else "/toy"
    assert other not in text  # the other language's name is not offered
    menus = {c.params.get("language_code"): c for c in local_api.calls_to("setMyCommands")}
    commands = [c["command"] for c in menus[lang].params["commands"]]
    assert name in commands


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_toy_asks_grades_records_and_counts_in_stats(
    bot_driver: Driver, local_app: App, lang: str
) -> None:
    user = 7_100
    db = local_app.bot_data.db
    tr = local_app.bot_data.i18n.translator(lang)
    (asked,) = texts(await bot_driver.send("/jouet", user_id=user, language_code=lang))
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == toy_drill.KIND
    card = toy_drill.load(question.deal)
    assert asked == "\n".join(toy_view.question_lines(card, tr))
    (hint,) = texts(await bot_driver.send("ten", user_id=user, language_code=lang))
    assert hint == toy_view.unreadable_text(tr)
    right = toy_drill.worth(card)
    (verdict,) = texts(await bot_driver.send(str(right), user_id=user, language_code=lang))
    assert verdict.startswith("Right" if lang == "en" else "Exact")
    assert await db.questions.pending_question(user, user) is None
    await bot_driver.send("/toy", user_id=user, language_code=lang)
    again = await db.questions.pending_question(user, user)
    assert again is not None
    wrong = toy_drill.worth(toy_drill.load(again.deal)) % 10 + 1
    (verdict,) = texts(await bot_driver.send(str(wrong), user_id=user, language_code=lang))
    assert verdict.startswith("No" if lang == "en" else "Non")
    second, first = await db.stats.attempts(user, kind=toy_drill.KIND)
    assert (first.question_id, first.answered_total, first.correct) == (question.id, right, True)
    assert (first.answered["via"], first.answered["text"]) == ("text", str(right))
    assert (second.question_id, second.answered_total, second.correct) == (again.id, wrong, False)
    assert (second.player_points, second.bot_points, second.game_id) == (0, 0, None)
    (stats,) = texts(await bot_driver.send("/stats", user_id=user, language_code=lang))
    expected = (
        "Card worths: 1 right of 2." if lang == "en" else "Valeur des cartes\u00a0: 1 justes sur 2."
    )
    assert expected in stats
    assert bot_driver.errors == []


async def test_the_toys_buttons_answer_it_once_and_only_for_its_player(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    user, other = 7_200, 7_201
    db = local_app.bot_data.db
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/toy", user_id=user, language_code="en", **group)
    question = await db.questions.pending_question(user, GROUP)
    assert question is not None and question.keyboard is True
    message = local_api.message(GROUP, question.message_id or 0)
    assert message is not None
    card = toy_drill.load(question.deal)
    right = toy_drill.worth(card)
    refused = await bot_driver.press_button(message, right, user_id=other)
    (alert,) = [c for c in refused if c.method == "answerCallbackQuery"]
    assert alert.params.get("show_alert") is True
    assert (await db.questions.get_question(question.id)).is_pending  # type: ignore[union-attr]
    calls = await bot_driver.press_button(message, right, user_id=user)
    (verdict,) = texts(calls)
    tell = [local_app.bot_data.i18n.translator(lang) for lang in ("en", "fr")]
    assert verdict in [
        "\n".join(toy_view.verdict_lines(card, toy_drill.grade(card, right), tr)) for tr in tell
    ]
    (attempt,) = await db.stats.attempts(user, kind=toy_drill.KIND)
    assert (attempt.answered["via"], attempt.answered["key"], attempt.correct) == (
        "button",
        right - 1,
        True,
    )
    assert "reply_markup" not in (local_api.message(GROUP, question.message_id or 0) or {})
    late = await bot_driver.press_button(message, 1, user_id=user)
    assert [c.method for c in late] == ["answerCallbackQuery"]
    assert len(await db.stats.attempts(user, kind=toy_drill.KIND)) == 1
    assert bot_driver.errors == []


async def test_answers_at_once_are_graded_once_and_forged_presses_change_nothing(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    user = 7_250
    db = local_app.bot_data.db
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/toy", user_id=user, language_code="en", **group)
    question = await db.questions.pending_question(user, GROUP)
    assert question is not None and question.message_id is not None
    forged = [
        TOY.key_data(question.id, 10),  # no eleventh key
        TOY.key_data(question.id + 1, 0),  # no such question
        f"ty:{question.id}:\u0661",  # not an ASCII digit: no pattern matches
    ]
    for data in forged:
        calls = await bot_driver.press(
            data, question.message_id, user, GROUP, chat_type="supergroup", language_code="en"
        )
        assert [c.params.get("text") for c in calls if c.method == "answerCallbackQuery"] == [
            "This button no longer works."
        ]
    assert (await db.questions.get_question(question.id)).is_pending  # type: ignore[union-attr]
    said = str(toy_drill.worth(toy_drill.load(question.deal)))
    jobs = [bot_driver.send(said, user_id=user, language_code="en", **group) for _ in range(2)]
    jobs += [
        bot_driver.press(TOY.key_data(question.id, i), question.message_id, user, GROUP)
        for i in (0, 1, 2) * 2
    ]
    await asyncio.gather(*jobs)
    assert len(await db.stats.attempts(user, kind=toy_drill.KIND)) == 1
    assert bot_driver.errors == []


async def test_a_verdict_lost_at_a_crash_is_sent_again(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """The update that graded the toy comes again: through the inbox it is never handled
    twice; handled again without it, nothing is recorded twice and the verdict is told
    again, from the entry's replay hook."""
    user = 7_300
    db = local_app.bot_data.db
    await bot_driver.send("/toy", user_id=user, language_code="en")
    question = await db.questions.pending_question(user, user)
    assert question is not None
    answer = local_api.message_update(
        str(toy_drill.worth(toy_drill.load(question.deal))), user, user
    )
    (verdict,) = texts(await bot_driver.process(answer))
    assert texts(await bot_driver.process(answer)) == []  # done in the inbox: never again
    # Handled again outside the inbox's transaction: the replay hook tells the verdict again.
    start = len(local_api.calls)
    await local_app.process_update(Update.de_json(answer, local_app.bot))
    assert texts(local_api.calls[start:]) == [verdict]
    assert len(await db.stats.attempts(user, kind=toy_drill.KIND)) == 1


async def test_a_stored_toy_that_cannot_be_read_is_dropped_with_a_word(
    bot_driver: Driver, local_app: App
) -> None:
    user = 7_400
    db = local_app.bot_data.db
    broken, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=toy_drill.KIND, deal={"card": "ZZ"}, expected={}
    )
    (text,) = texts(await bot_driver.send("5", user_id=user, language_code="en"))
    assert "/toy" in text
    stored = await db.questions.get_question(broken.id)
    assert stored is not None and stored.state == "cancelled"
    assert await db.stats.attempts(user, kind=toy_drill.KIND) == []


async def test_the_fuzz_runs_over_the_toy(bot_driver: Driver, local_app: App) -> None:
    assert ("toy", "jouet") in command_cases() and kind_commands()[toy_drill.KIND] == "/toy"
    db = local_app.bot_data.db
    sent = await fuzz_commands(bot_driver, db, slow=False, names={"toy"})
    sent += await fuzz_pending(bot_driver, db, rounds=10, kinds={toy_drill.KIND})
    assert sent > 50
    ((asked,),) = await rows(db, f"SELECT COUNT(*) FROM questions WHERE kind = '{toy_drill.KIND}'")
    assert asked > 20
    assert bot_driver.errors == []
