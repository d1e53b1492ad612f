"""Adding a drill takes its module, its view, its handlers, one registry entry, its catalogs
and its tests (docs/architecture.md, "Adding a drill"): a toy drill written here in those parts
only, its `Entry` added to `registry.ENTRIES` and its catalogs to a copy of `locales/` by a
fixture, is found by /help, the command menu, /stats, the text handler and the robustness fuzz.

The toy asks what a card is worth when counting fifteens (an ace 1, a face card 10).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest
from telegram import Update
from test_robustness import command_cases, fuzz_commands, fuzz_pending, kind_commands, rows

from bot.engine.cards import Card, deal, parse_card
from bot.i18n import Translator
from bot.tg.context import App, Context
from bot.tg.handlers import registry
from bot.tg.handlers.common import Who, who
from bot.tg.handlers.questions import (
    Asked,
    Keys,
    QuestionKind,
    Tally,
    TextAnswers,
    Typed,
    ask,
    clear,
    record_answer,
)
from bot.tg.handlers.registry import Command, Entry, StatsSection
from bot.tg.local import Driver, LocalBotApi, texts
from bot.views.markup import esc

REPO: Final = Path(__file__).resolve().parents[2]

# -- 1. The drill (would be bot/drills/toy.py): pure, no text, no I/O -------------------------

TOY_KIND: Final = "toy"


def toy_deal(rng: random.Random) -> Card:
    """One card to value."""
    return deal(rng, 1)[0]


def toy_worth(card: Card) -> int:
    """What the card counts toward fifteens."""
    return card.value


MAX_DIGITS: Final = 2
"""A card is worth 1 to 10: a longer number is not read as an answer."""


def toy_read(text: str) -> int | None:
    """A typed answer: a whole number of at most two digits, else None."""
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit() and len(stripped) <= MAX_DIGITS:
        return int(stripped)
    return None


# -- 2. Its view (would be bot/views/toy.py): every word through gettext ----------------------


def menu_text(tr: Translator) -> str:
    return tr._("What a card is worth")


def help_lines(tr: Translator) -> list[str]:
    return [esc(tr._("/toy: what a card is worth in fifteens"))]


def question_text(card: Card, tr: Translator) -> str:
    return esc(tr._("What is {card} worth when counting fifteens?").format(card=card))


def verdict_text(card: Card, right: bool, tr: Translator) -> str:
    line = (
        tr._("Right: {card} is worth {worth}.") if right else tr._("No: {card} is worth {worth}.")
    )
    return esc(line.format(card=card, worth=tr.number(toy_worth(card))))


def unreadable_text(tr: Translator) -> str:
    return esc(tr._("Type a number, like 10."))


def stats_text(count: int, right: int, tr: Translator) -> list[str]:
    if not count:
        return []
    line = tr._("Card worths: {right} right of {count}.")
    return [esc(line.format(right=tr.number(right), count=tr.number(count)))]


# -- 3. Its handlers and its one registry entry (bot/tg/handlers/toy.py, registry.py) ----------


async def toy_command(update: Update, context: Context) -> None:
    player = await who(update, context)
    if player is None:
        return
    card = toy_deal(context.bot_data.rng)
    deal_ = {"card": str(card)}
    expected = {"total": toy_worth(card)}
    lines = [question_text(card, player.tr)]
    await ask(context, player, Asked(TOY_KIND, deal_, expected, lines, cards=(card,)))


async def toy_answer(typed: Typed) -> None:
    said = toy_read(typed.text)
    if said is None:
        await typed.hint(unreadable_text(typed.tr))
        return
    card = parse_card(typed.question.deal["card"])
    worth = toy_worth(card)
    outcome = await record_answer(
        typed.context,
        typed.question,
        answered={"said": said},
        result={"correct": said == worth},
        expected_total=worth,
        answered_total=said,
        player_points=0,
        bot_points=0,
    )
    if not outcome.accepted:
        return
    await typed.reply(verdict_text(card, said == worth, typed.tr))
    await clear(typed.context, typed.question)


async def toy_stats(context: Context, player: Who) -> list[str]:
    stats = await context.bot_data.db.stats.user_stats(player.user_id, chat_id=player.chat_id)
    mine = stats.by_kind.get(TOY_KIND)
    return stats_text(mine.count if mine else 0, mine.exact if mine else 0, player.tr)


TOY_ENTRY: Final = Entry(
    "toy",
    commands=(Command("toy", toy_command, menu_text, help_lines, fr=("jouet",)),),
    kinds=(
        QuestionKind(
            TOY_KIND,
            TextAnswers(lambda text: toy_read(text) is not None, toy_answer),
            Tally.OWN,
            Keys.NONE,
            "/toy",
        ),
    ),
    stats=StatsSection(toy_stats),
)

# -- 4. Its catalogs (would be its messages in locales/{fr,en}/LC_MESSAGES/<domain>.po) --------

FRENCH: Final = {
    "What a card is worth": "La valeur d\u2019une carte",
    "/toy: what a card is worth in fifteens": "/jouet\u00a0: ce que vaut une carte pour les quinze",
    "What is {card} worth when counting fifteens?": "Que vaut {card} pour compter les quinze?",
    "Right: {card} is worth {worth}.": "Exact\u00a0: {card} vaut {worth}.",
    "No: {card} is worth {worth}.": "Non\u00a0: {card} vaut {worth}.",
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
    """The toy's entry in the registry (before /help's, as a drill would be) and its
    catalogs beside the shipped ones, for this test only."""
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
def local_app(toy: Entry, local_app: App) -> App:
    """The shared fixture's application, built once the toy is in the registry."""
    return local_app


# -- The tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "name", "line"), [("en", "toy", "/toy: "), ("fr", "jouet", "/jouet\u00a0: ")]
)
async def test_help_and_the_command_menu_show_the_toy(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, name: str, line: str
) -> None:
    (text,) = texts(await bot_driver.send("/help all", user_id=7_000, language_code=lang))
    assert line in text
    assert "/toy" in text and "/jouet" in text  # the other name, from the registry's note
    menus = {c.params.get("language_code"): c for c in local_api.calls_to("setMyCommands")}
    commands = [c["command"] for c in menus[lang].params["commands"]]
    assert name in commands


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_toy_asks_grades_and_counts_in_stats(
    bot_driver: Driver, local_app: App, lang: str
) -> None:
    user = 7_100
    db = local_app.bot_data.db
    (asked,) = texts(await bot_driver.send("/jouet", user_id=user, language_code=lang))
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == TOY_KIND
    card = parse_card(question.deal["card"])
    assert asked == question_text(card, local_app.bot_data.i18n.translator(lang))
    (hint,) = texts(await bot_driver.send("ten", user_id=user, language_code=lang))
    assert hint == unreadable_text(local_app.bot_data.i18n.translator(lang))
    (verdict,) = texts(
        await bot_driver.send(str(toy_worth(card)), user_id=user, language_code=lang)
    )
    assert verdict.startswith("Right" if lang == "en" else "Exact")
    assert await db.questions.pending_question(user, user) is None
    await bot_driver.send("/toy", user_id=user, language_code=lang)
    again = await db.questions.pending_question(user, user)
    assert again is not None
    wrong = toy_worth(parse_card(again.deal["card"])) + 1
    (verdict,) = texts(await bot_driver.send(str(wrong), user_id=user, language_code=lang))
    assert verdict.startswith("No" if lang == "en" else "Non")
    (stats,) = texts(await bot_driver.send("/stats", user_id=user, language_code=lang))
    expected = (
        "Card worths: 1 right of 2." if lang == "en" else "Valeur des cartes\u00a0: 1 justes sur 2."
    )
    assert expected in stats
    assert bot_driver.errors == []


async def test_the_fuzz_runs_over_the_toy(bot_driver: Driver, local_app: App) -> None:
    assert ("toy", "jouet") in command_cases() and kind_commands()[TOY_KIND] == "/toy"
    db = local_app.bot_data.db
    sent = await fuzz_commands(bot_driver, db, slow=False, names={"toy"})
    sent += await fuzz_pending(bot_driver, db, rounds=10, kinds={TOY_KIND})
    assert sent > 50
    ((asked,),) = await rows(db, f"SELECT COUNT(*) FROM questions WHERE kind = '{TOY_KIND}'")
    assert asked > 20
    assert bot_driver.errors == []
