"""/play through the in-process Bot API: whole games in both languages, every step's buttons
and typed answers, restarts at every kind of step, stale and foreign presses, /cancel, /stats.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.drills.table import picked
from bot.drills.table_bot import Level
from bot.drills.table_record import export
from bot.drills.table_state import PLAYER_SEAT, Step, Table, Waiting
from bot.drills.table_turn import status
from bot.engine.laws import claimable
from bot.engine.show import hand_points
from bot.i18n import render
from bot.storage import Database, Question
from bot.storage.repo_table import TableGame
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import html_to_text
from bot.tg.local_updates import make_my_chat_member_update
from tests.drills.table_helpers import recompute
from tests.tg.members_helpers import GROUP as MEMBERS_GROUP
from tests.tg.members_helpers import Member, last_button

GROUP = -100_400


def shown(api: LocalBotApi, chat: int) -> list[str]:
    """Every text and caption the bot sent or edited in the chat, as people read them."""
    out = []
    for call in api.calls:
        params = call.params
        if call.method in {"sendMessage", "editMessageText"} and params.get("chat_id") == chat:
            out.append(html_to_text(str(params["text"])))
        elif call.method == "sendPhoto" and params.get("chat_id") == chat:
            out.append(html_to_text(str(params.get("caption") or "")))
    return out


def notices(calls: list[ApiCall]) -> list[str]:
    return [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]


async def state(db: Database, user: int, chat: int) -> tuple[Question, TableGame, Table, Waiting]:
    game = await db.table.active_table_game(user)
    assert game is not None
    question = await db.questions.pending_question(user, chat)
    assert question is not None and question.kind == "play"
    assert question.deal["game"] == game.id and question.deal["step"] == game.step
    table = Table.from_json(game.state)
    waiting = status(table)
    assert waiting is not None and question.deal["wait"] == waiting.step.value
    return question, game, table, waiting


def button_data(api: LocalBotApi, chat: int, question: Question) -> list[str]:
    assert question.message_id is not None
    message = api.message(chat, question.message_id)
    assert message is not None
    return [str(b["callback_data"]) for b in inline_buttons(message)]


class Player:
    """A test player at the table: presses buttons or types, counts right or wrong."""

    def __init__(self, driver: Driver, user: int, lang: str, chat: int | None = None) -> None:
        self.driver = driver
        self.user = user
        self.chat = user if chat is None else chat
        self.lang = lang
        self.rng = random.Random(user)
        self.steps: set[str] = set()
        self.muggins_called = 0

    @property
    def db(self) -> Database:
        db: Database = self.driver.application.bot_data.db
        return db

    async def send(self, text: str) -> list[ApiCall]:
        return await self.driver.send(
            text, user_id=self.user, chat_id=self.chat, language_code=self.lang
        )

    async def press(self, data: str, message_id: int | None) -> list[ApiCall]:
        assert message_id is not None
        return await self.driver.press(
            data, message_id, user_id=self.user, chat_id=self.chat, language_code=self.lang
        )

    async def reach(self, step: Step, most: int = 300) -> None:
        """Play on (`move`) until the game waits for `step` (at most `most` moves)."""
        for _ in range(most):
            if (await state(self.db, self.user, self.chat))[3].step is step:
                return
            await self.move()
        raise AssertionError(f"no {step} reached")

    async def at_play_then(self, command: str, *texts: str) -> str:
        """`command` starts a game, played on to its play; then `texts` sent: the last reply."""
        await self.send(command)
        await self.reach(Step.PLAY)
        for text in texts:
            await self.send(text)
        return shown(self.driver.api, self.chat)[-1]

    async def typed_at(self, step: Step, typed: str) -> str:
        """`typed` sent once the game waits for `step`: the reply, the game still at `step`
        (what a word that is no move gets)."""
        await self.reach(step)
        await self.send(typed)
        reply = shown(self.driver.api, self.chat)[-1]
        assert (await state(self.db, self.user, self.chat))[3].step is step, reply
        return reply

    async def my_count(self, command: str) -> int:
        """`command` starts a game, played on to my count at « Mon compte est-il bon? »: the
        points I pegged there."""
        await self.send(command)
        await self.reach(Step.VERDICT)
        call = (await state(self.db, self.user, self.chat))[2].deal.call
        assert call is not None
        return call.claimed

    async def replies_to(self, typed: str) -> list[str]:
        """The messages `typed` is answered with."""
        count = len(shown(self.driver.api, self.chat))
        await self.send(typed)
        return shown(self.driver.api, self.chat)[count:]

    async def move(self) -> bool:
        """One move; False once the game is over."""
        if await self.db.table.active_table_game(self.user) is None:
            return False
        question, _, table, waiting = await state(self.db, self.user, self.chat)
        self.steps.add(waiting.step.value)
        api = self.driver.api
        datas = button_data(api, self.chat, question)
        deal = table.deal
        tr = self.driver.application.bot_data.i18n.translator(self.lang)
        if waiting.step is Step.LAY_AWAY:
            if self.rng.random() < 0.3:
                await self.send(render.cards(deal.hands[0][1:3], tr))
                return True
            for i in (0, 1):  # the first two cards as dealt (the buttons show them by rank)
                tap = next(d for d in datas if d.endswith(f":s{i}"))
                await self.press(tap, question.message_id)
            confirm = button_data(api, self.chat, question)
            assert len(confirm) == 7 and confirm[-1].endswith(":ok")
            await self.press(confirm[-1], question.message_id)
        elif waiting.step is Step.PLAY:
            assert len(datas) == len(waiting.legal)
            if self.rng.random() < 0.2:
                await self.send(render.card(waiting.legal[-1], tr))
            else:  # the first card that may be laid, as held (the buttons: by rank)
                lay = next(d for d in datas if d.endswith(f":c{waiting.legal[0]}"))
                await self.press(lay, question.message_id)
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            points = hand_points(held, deal.starter, crib=waiting.what == "crib")
            said = max(0, points + self.rng.choice([0, 0, 0, -2, 1]))
            await self.send(str(said))
        elif waiting.step is Step.VERDICT:
            call = deal.call
            assert call is not None and datas[0].endswith(":a") and datas[1].endswith(":m")
            if call.missed or self.rng.random() < 0.1:
                self.muggins_called += 1
                await self.press(datas[1], question.message_id)
            else:
                await self.press(datas[0], question.message_id)
        else:
            call = deal.call
            assert call is not None
            claims = claimable(call.claimed)
            assert len(datas) == len(claims)
            claim = max(1, call.missed)
            if claim in claims and self.rng.random() < 0.7:
                await self.press(datas[claims.index(claim)], question.message_id)
            else:
                await self.send(str(claim))
        return True

    async def finish(self, limit: int = 600) -> None:
        for _ in range(limit):
            if not await self.move():
                return
        raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("lang", "command", "won", "lost", "board"),
    [
        ("en", "/play 61 easy", "You win", "I win", "Board: you"),
        ("fr", "/jouer 61 facile", "Vous avez gagné", "J'ai gagné", "Planche\u00a0: vous"),
    ],
)
async def test_a_whole_game_to_the_end(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    won: str,
    lost: str,
    board: str,
) -> None:
    user = 70 if lang == "en" else 71
    player = Player(bot_driver, user, lang)
    if lang == "fr":
        await player.send("/images off")
    await player.send(command)
    await player.finish()
    assert player.steps >= {"lay_away", "play", "count", "verdict"}
    games = await db.table.list_table_games(user)
    assert len(games) == 1 and games[0].status in {"won", "lost"}
    table = Table.from_json(games[0].state)
    assert table.finished and max(table.scores) == 61
    record = export(table, user, Level.EASY)
    recompute(record)
    said = shown(local_api, user)
    end = said[-1]
    assert (won if table.winner == 0 else lost) in end
    assert any(board in text for text in said)
    assert "{" not in "".join(said)  # every placeholder filled
    assert await db.questions.pending_question(user, user) is None
    before = len(shown(local_api, user))
    await player.send("/stats")
    stats = "\n".join(shown(local_api, user)[before:])  # the caption, and what spills below it
    assert ("Whole games" if lang == "en" else "Parties complètes") in stats


async def test_the_choice_buttons(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    player = Player(bot_driver, 72, "en")
    calls = await player.send("/play")
    message = local_api.last_message(72)
    assert message is not None
    assert [b["callback_data"] for b in inline_buttons(message)] == ["pn:121", "pn:61"]
    await bot_driver.press_button(message, 1, user_id=72, language_code="en")
    message = local_api.last_message(72)
    assert message is not None
    assert [b["callback_data"] for b in inline_buttons(message)] == [
        "pn:121:easy",
        "pn:121:normal",
        "pn:121:expert",
    ]
    await bot_driver.press_button(message, 3, user_id=72, language_code="en")
    _, game, table, waiting = await state(db, 72, 72)
    assert game.level == "expert" and table.rules.target == 121 and waiting.step is Step.LAY_AWAY
    assert calls  # the first message was sent


@pytest.mark.parametrize(
    ("lang", "play", "said"),
    [("fr", "/jouer facile", "Ces boutons sont pour Marie."), ("en", "/play easy", None)],
)
async def test_another_members_press_on_the_choice_in_a_group_leaves_it_to_its_owner(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str, said: str | None
) -> None:
    """Jean presses the choice Marie asked for: he is told whose it is, and her buttons stay
    (they were dropped, with « Ce bouton ne marche plus »); then Marie's press starts her game."""
    marie, jean = Member(bot_driver, 7301, "Marie", lang), Member(bot_driver, 7302, "Jean", lang)
    await marie.say(play)
    data, message_id = last_button(local_api, MEMBERS_GROUP, "pn:")
    refused = await jean.press(data, message_id)
    assert notices(refused) == [said or "These buttons are for Marie."]
    assert [c.method for c in refused] == ["answerCallbackQuery"]
    message = local_api.message(MEMBERS_GROUP, message_id)
    assert message is not None and inline_buttons(message)
    await marie.press(data, message_id)
    _, game, table, waiting = await state(db, 7301, MEMBERS_GROUP)
    assert game.level == "easy" and table.rules.target == 121 and waiting.step is Step.LAY_AWAY
    assert await db.table.active_table_game(7302) is None


@pytest.mark.parametrize(
    ("lang", "play", "cancel", "said"),
    [
        ("en", "/play", "/cancel", "Cancelled: no game was started. /play when you want to play."),
        (
            "fr",
            "/jouer",
            "/annuler",
            "Annulé\u00a0: aucune partie n'a été commencée. /jouer quand vous voudrez jouer.",
        ),
    ],
)
@pytest.mark.parametrize("pressed", [0, 1])
async def test_cancel_during_the_choice_drops_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    cancel: str,
    said: str,
    pressed: int,
) -> None:
    """/annuler while the choice (121 or 61, then the level) was shown answered « Rien à
    abandonner » and left its buttons: the choice stays cancelled now, its buttons gone."""
    user = 74 + pressed + (0 if lang == "en" else 2)
    player = Player(bot_driver, user, lang)
    await player.send("/main" if lang == "fr" else "/hand")  # a drill asked before the choice
    await player.send(play)
    choice = local_api.last_message(user)
    assert choice is not None and inline_buttons(choice)
    if pressed:  # 61 chosen: the level is asked in the same message
        await bot_driver.press_button(choice, 1, user_id=user, language_code=lang)
        choice = local_api.message(user, int(choice["message_id"]))
        assert choice is not None and len(inline_buttons(choice)) == 3
    await player.send(cancel)
    assert shown(local_api, user)[-1] == said
    choice = local_api.message(user, int(choice["message_id"]))
    assert choice is not None and inline_buttons(choice) == []
    assert await db.table.active_table_game(user) is None
    await player.send(cancel)  # then the drill asked before it
    assert shown(local_api, user)[-1] != said
    assert await db.questions.pending_question(user, user) is None


@pytest.mark.parametrize(
    ("lang", "play", "then", "said"),
    [
        ("fr", "/jouer", "/main", "Ce bouton ne marche plus."),
        ("en", "/play", "/crib", "This button no longer works."),
        ("fr", "/jouer", "/jouer", "Ce bouton ne marche plus."),
    ],
)
async def test_moving_on_drops_the_choice(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    then: str,
    said: str,
) -> None:
    """/jouer, then /main: the choice kept its buttons, and « Partie de 121 », then « facile »
    pressed later started a game that set the hand aside. Moving on (a drill, the choice
    shown anew) takes them off; a press that still comes starts nothing."""
    user = 90 + len(then) + (0 if lang == "en" else 10)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    choice = local_api.last_message(user)
    assert choice is not None
    datas = [str(b["callback_data"]) for b in inline_buttons(choice)]
    await player.send(then)
    choice = local_api.message(user, int(choice["message_id"]))
    assert choice is not None and inline_buttons(choice) == []
    pending = await db.questions.pending_question(user, user)
    for data in (datas[0], datas[0] + ":easy"):
        calls = await player.press(data, int(choice["message_id"]))
        assert notices(calls) == [said]
    assert await db.table.active_table_game(user) is None
    assert await db.questions.pending_question(user, user) == pending


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer expert"), ("en", "/play easy")])
async def test_a_level_typed_is_not_asked_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str
) -> None:
    """Played: « /jouer expert » asked 121 or 61, then asked the level again."""
    user = 110 if lang == "fr" else 111
    level = play.split()[1].replace("facile", "easy")
    await Player(bot_driver, user, lang).send(play)
    choice = local_api.last_message(user)
    assert choice is not None
    datas = [b["callback_data"] for b in inline_buttons(choice)]
    assert datas == [f"pn:121:{level}", f"pn:61:{level}"]
    await bot_driver.press_button(choice, 2, user_id=user, language_code=lang)
    game = await db.table.active_table_game(user)
    assert game is not None and game.level == level


async def test_another_game_than_the_tournament_s_offers_a_live_choice(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« Une autre partie » under a tournament's offer shows the choice of a game: its buttons
    work (the choice is kept as the one shown), and an older choice's go."""
    player = Player(bot_driver, 112, "fr")
    await player.send("/jouer")
    older = local_api.last_message(112)
    assert older is not None
    await player.send("/start")  # a message with buttons, standing for the tournament's offer
    offer = local_api.last_message(112)
    assert offer is not None
    await player.press("tp:other", int(offer["message_id"]))
    older = local_api.message(112, int(older["message_id"]))
    assert older is not None and inline_buttons(older) == []
    choice = local_api.last_message(112)
    assert choice is not None and choice["message_id"] != older["message_id"]
    await bot_driver.press_button(choice, 2, user_id=112, language_code="fr")
    await bot_driver.press_button(
        local_api.message(112, int(choice["message_id"])), 1, user_id=112, language_code="fr"
    )
    game = await db.table.active_table_game(112)
    assert game is not None and game.level == "easy"


async def test_bad_arguments_are_explained(bot_driver: Driver, local_api: LocalBotApi) -> None:
    player = Player(bot_driver, 73, "fr")
    await player.send("/jouer 99")
    text = shown(local_api, 73)[-1]
    assert "«\u00a099\u00a0»" in text and "/jouer 121 normal" in text
    await player.send("/jouer 61 <b>")
    assert "«\u00a0<b>\u00a0»" in shown(local_api, 73)[-1]
    for members in ("/jouer @marie", "/jouer 3", "/jouer 61 équipes", "/jouer 4 @marie"):
        await player.send(members)  # a game between members, asked for in private
        said = shown(local_api, 73)[-1]
        assert said.startswith("Les parties entre membres se jouent dans le groupe du club")
        assert "Je ne comprends pas" not in said
    assert await player.db.table.active_table_game(73) is None
    await player.send("/jouer @marie <b>")  # a word no game reads: not understood
    assert shown(local_api, 73)[-1].startswith("Je ne comprends pas")


async def test_one_game_at_a_time_and_drills_meanwhile(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 74, "en")
    await player.send("/play 121 normal")
    question, game, _, _ = await state(db, 74, 74)
    datas = button_data(local_api, 74, question)
    await player.send("/hand")
    drill = await db.questions.pending_question(74, 74)
    assert drill is not None and drill.kind == "hand"
    assert button_data(local_api, 74, question) == []  # set aside: its buttons are gone
    stale = await player.press(datas[0], question.message_id)
    assert notices(stale) == ["This step was set aside: /play brings your game back."]
    await player.send("/play 61 easy")
    assert "already under way" in " ".join(shown(local_api, 74)[-1:])
    again, same, _, waiting = await state(db, 74, 74)
    assert same.id == game.id and again.id != question.id and waiting.step is Step.LAY_AWAY


async def test_stale_and_foreign_presses(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    host = Player(bot_driver, 75, "en", chat=GROUP)
    await host.send("/play 61 normal")
    question, _, _, _ = await state(db, 75, GROUP)
    datas = button_data(local_api, GROUP, question)
    foreign = await bot_driver.press(
        datas[0], question.message_id or 0, user_id=76, chat_id=GROUP, language_code="en"
    )
    assert notices(foreign) == ["This game is not yours: /play starts one."]
    await host.send(
        render.cards(
            Table.from_json((await db.table.active_table_game(75)).state).deal.hands[0][:2],
            bot_driver.application.bot_data.i18n.translator("en"),
        )
    )  # type: ignore[union-attr]
    stale = await host.press(datas[0], question.message_id)
    assert notices(stale) == ["That step of the game is done."]
    forged = await host.press("pl:999999:ok", question.message_id)
    assert notices(forged) == ["This button no longer works."]


async def test_cancel_asks_first(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    player = Player(bot_driver, 77, "en")
    await player.send("/play 61 easy")
    game = await db.table.active_table_game(77)
    assert game is not None
    await player.send("/cancel")
    ask = local_api.last_message(77)
    assert ask is not None and "Abandon your game?" in str(ask.get("text"))
    assert [b["callback_data"] for b in inline_buttons(ask)] == [
        f"px:{game.id}:{game.step}:y",
        f"px:{game.id}:{game.step}:n",
    ]
    await bot_driver.press_button(ask, 2, user_id=77, language_code="en")
    assert await db.table.active_table_game(77) is not None
    await state(db, 77, 77)  # the step is asked again
    await player.reach(Step.PLAY)  # a deal played: abandoned now, the game counts as lost
    await player.send("/cancel")
    ask = local_api.last_message(77)
    assert ask is not None
    await bot_driver.press_button(ask, 1, user_id=77, language_code="en")
    assert await db.table.active_table_game(77) is None
    assert await db.questions.pending_question(77, 77) is None
    assert "Game abandoned" in shown(local_api, 77)[-1]
    await player.send("/stats")
    assert "lost: 1" in shown(local_api, 77)[-1]
    # the loser of the last game deals first in the next
    await player.send("/play 61 easy")
    assert "You lost our last game: you deal first." in shown(local_api, 77)[-1]


@pytest.mark.parametrize(
    ("lang", "again"),
    [
        ("fr", "La partie a avancé depuis cette question : je vous la repose."),
        ("en", "The game has moved on since that question: here it is again."),
    ],
)
async def test_a_late_yes_to_abandon_asks_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, again: str
) -> None:
    """« Abandon your game? » left above while the player played on: a yes pressed on it later
    (a stray tap while scrolling up) asks again instead of abandoning the game; the new yes
    abandons it. A yes from before the buttons carried the step asks again too."""
    player = Player(bot_driver, 79, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.send("/annuler" if lang == "fr" else "/cancel")
    old = local_api.last_message(79)
    assert old is not None
    _, game, _, _ = await state(db, 79, 79)
    moved = game
    while moved.step == game.step:  # the player plays on: two cards to the crib, then ✅
        question, moved, table, waiting = await state(db, 79, 79)
        data = step_press(table, waiting, question.id)
        assert data is not None and question.message_id is not None
        await bot_driver.press(data, question.message_id, user_id=79, language_code=lang)
        found = await db.table.active_table_game(79)
        assert found is not None
        moved = found
    calls = await bot_driver.press_button(old, 1, user_id=79, language_code=lang)
    assert notices(calls) == [again.replace(" :", "\u00a0:")]
    assert await db.table.active_table_game(79) is not None
    asked = local_api.last_message(79)
    assert asked is not None and asked is not old
    yes = next(b["callback_data"] for b in inline_buttons(asked))
    assert yes == f"px:{game.id}:{moved.step}:y"
    calls = await bot_driver.press(
        f"px:{game.id}:y", asked["message_id"], user_id=79, language_code=lang
    )
    assert notices(calls) == [again.replace(" :", "\u00a0:")]  # a button from before the step
    asked = local_api.last_message(79)
    assert asked is not None
    await bot_driver.press_button(asked, 1, user_id=79, language_code=lang)
    assert await db.table.active_table_game(79) is None


@pytest.mark.parametrize(
    ("lang", "command", "asked"),
    [("fr", "/abandon", "Abandonner votre partie?"), ("en", "/resign", "Abandon your game?")],
)
async def test_resign_abandons_the_game_against_the_bot(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, command: str, asked: str
) -> None:
    """/resign (/abandon) is the club games' word for giving up: with no club game but a game
    against the bot, it asks to abandon that one (not « you have no club game »)."""
    player = Player(bot_driver, 78, lang)
    await player.send(command)
    assert "club" in shown(local_api, 78)[-1]  # no game at all: nothing to resign
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    game = await db.table.active_table_game(78)
    assert game is not None
    await player.send(command)
    ask = local_api.last_message(78)
    assert ask is not None and asked in html_to_text(str(ask.get("text")))
    await bot_driver.press_button(ask, 1, user_id=78, language_code=lang)
    assert await db.table.active_table_game(78) is None


def step_press(table: Table, waiting: Waiting, qid: int) -> str | None:
    """The button a player presses at this step (None: they type their count)."""
    deal = table.deal
    if waiting.step is Step.LAY_AWAY:
        chosen = picked(table, PLAYER_SEAT)
        return f"pl:{qid}:s{len(chosen)}" if len(chosen) < 2 else f"pl:{qid}:ok"
    if waiting.step is Step.PLAY:
        return f"pl:{qid}:c{waiting.legal[0]}"
    if waiting.step is Step.COUNT:
        return None
    call = deal.call
    assert call is not None
    if waiting.step is Step.VERDICT:
        return f"pl:{qid}:m" if call.missed else f"pl:{qid}:a"
    return f"pl:{qid}:n{max(1, call.missed)}"


async def test_a_game_resumes_after_a_restart_at_every_step(tg_config: Config) -> None:
    """Each move in a new process, on the message the previous one sent."""
    seen: set[str] = set()
    user = 78
    for round_ in range(500):
        api = LocalBotApi()
        app = build_app(tg_config, request=api, rng=random.Random(round_))
        async with running(app):
            driver = Driver(app, api)
            db = app.bot_data.db
            if round_ == 0:
                await driver.send("/play 61 easy", user_id=user, language_code="en")
                continue
            game = await db.table.active_table_game(user)
            if game is None:
                break
            question, _, table, waiting = await state(db, user, user)
            seen.add(waiting.step.value + ("+" if picked(table, PLAYER_SEAT) else ""))
            data = step_press(table, waiting, question.id)
            if data is None:
                # message ids of a chat grow with time, across restarts too
                while api.next_message_id(user) <= (question.message_id or 0):
                    pass
                deal = table.deal
                assert deal.starter is not None
                held = deal.crib() if waiting.what == "crib" else deal.kept(0)
                points = hand_points(held, deal.starter, crib=waiting.what == "crib")
                await driver.send(str(points), user_id=user, language_code="en")
            else:
                assert question.message_id is not None
                calls = await driver.press(
                    data, question.message_id, user_id=user, language_code="en"
                )
                assert not [n for n in notices(calls) if n], notices(calls)
            after = await db.table.get_table_game(game.id)
            assert after is not None and (after.step > game.step or data is not None)
    else:
        raise AssertionError("the game did not end")
    assert seen >= {"lay_away", "lay_away+", "play", "count", "verdict", "claim"}


async def test_muggins_off_by_variant(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 79, "en")
    await player.send("/variant muggins off")
    await player.send("/play 61 easy")
    assert any("Muggins is off" in text for text in shown(local_api, 79))
    await player.finish()
    assert "verdict" not in player.steps and "claim" not in player.steps
    games = await db.table.list_table_games(79)
    table = Table.from_json(games[0].state)
    assert not table.rules.muggins
    shows = [s for d in table.deals for s in d.shows]
    assert all(s.muggins is None for s in shows)
    assert all(s.claimed == s.points for s in shows if s.by == 1)


async def test_in_a_club_group_the_club_s_muggins_setting_applies(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    group, admin, member = -100_500, 81, 82
    await bot_driver.process(
        make_my_chat_member_update(group, "left", "member", from_user_id=admin)
    )
    local_api.member_status[(group, admin)] = "administrator"
    kwargs: dict[str, Any] = {"chat_id": group, "chat_type": "supergroup", "language_code": "en"}
    await bot_driver.send("/club muggins off", user_id=admin, **kwargs)
    club = await db.clubs.get_club(group)
    assert club is not None and not club.muggins
    await bot_driver.send("/play 61 normal", user_id=member, **kwargs)
    game = await db.table.active_table_game(member)
    assert game is not None and not Table.from_json(game.state).rules.muggins
    # in a private chat, the player's own setting (on by default)
    await bot_driver.send("/cancel", user_id=member, **kwargs)
    ask = local_api.last_message(group)
    assert ask is not None
    await bot_driver.press_button(ask, 1, user_id=member, chat_type="supergroup")
    await bot_driver.send("/play 61 normal", user_id=member, language_code="en")
    game = await db.table.active_table_game(member)
    assert game is not None and Table.from_json(game.state).rules.muggins


async def test_play_again_shows_the_same_step(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 83, "en")
    await player.send("/play 61 easy")
    first, _, _, waiting = await state(db, 83, 83)
    await player.send("/play")
    again, _, _, same = await state(db, 83, 83)
    text = shown(local_api, 83)[-1]
    assert again.id != first.id and same == waiting
    assert "Your game goes on where it stood." in text and "set aside" not in text
    assert button_data(local_api, 83, first) == []  # the old message lost its buttons


async def test_muggins_typed_at_the_bot_s_count(bot_driver: Driver, db: Database) -> None:
    """« Muggins! » alone opens the claim; « muggins 2 » claims at once; a bare number too."""
    player = Player(bot_driver, 84, "fr")
    await player.send("/jouer 61 facile")
    typed = {"open": False, "with_number": False}
    for _ in range(600):
        game = await db.table.active_table_game(84)
        if game is None or all(typed.values()):
            break
        _, _, table, waiting = await state(db, 84, 84)
        call = table.deal.call
        if waiting.step is Step.VERDICT and call is not None and call.missed:
            if not typed["open"]:
                await player.send("Muggins!")
                _, _, _, after = await state(db, 84, 84)
                assert after.step is Step.CLAIM
                typed["open"] = True
            else:
                await player.send(f"muggins {call.missed}")
                assert call.missed and (await db.table.get_table_game(game.id)).step > game.step  # type: ignore[union-attr]
                typed["with_number"] = True
            continue
        await player.move()
    assert all(typed.values())


@pytest.mark.parametrize(
    ("lang", "agreed", "hint", "go", "no_go"),
    [
        ("fr", "D\u2019accord!", "Tapez «\u00a0exact\u00a0»", "passe", "dis «\u00a0go\u00a0» pour"),
        ("en", "ok", "Type “right”", "Go!", "I say “go” for you"),
    ],
)
async def test_words_typed_at_the_bot_s_count_and_at_the_play(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    agreed: str,
    hint: str,
    go: str,
    no_go: str,
) -> None:
    """At the bot's count, a yes accepts it and another word says what the step takes (not
    how to count); « go » while a card can be laid says the game calls go for the player."""
    user = 86 if lang == "fr" else 87
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    typed = {"go": False, "word": False, "agreed": False}
    for _ in range(600):
        if await db.table.active_table_game(user) is None or all(typed.values()):
            break
        _, game, table, waiting = await state(db, user, user)
        if waiting.step is Step.PLAY and not typed["go"]:
            await player.send(go)
            assert no_go in shown(local_api, user)[-1].split("\n")[0]
            _, _, after, still = await state(db, user, user)
            assert still.step is Step.PLAY and after.deal.laid == table.deal.laid  # nothing laid
            typed["go"] = True
        elif waiting.step is Step.VERDICT and not typed["word"]:
            await player.send("bof")
            said = shown(local_api, user)[-1]
            assert hint in said and "quinze 2" not in said and "fifteen 2" not in said
            assert (await state(db, user, user))[3].step is Step.VERDICT  # still to answer
            typed["word"] = True
        elif waiting.step is Step.VERDICT and not typed["agreed"]:
            scores = list(table.scores)
            await player.send(agreed)
            after = await db.table.get_table_game(game.id)
            assert after is not None and after.step > game.step
            assert Table.from_json(after.state).scores[0] == scores[0]  # accepted: no claim
            typed["agreed"] = True
        else:
            await player.move()
    assert all(typed.values())


@pytest.mark.parametrize(
    ("lang", "word", "hint"),
    [
        ("fr", "tous", "Tapez le nombre de points que j'ai oubliés"),
        ("en", "all", "Type the number of points I missed"),
    ],
)
async def test_a_word_at_the_muggins_claim_asks_for_the_number(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, word: str, hint: str
) -> None:
    """Not the counting grammar, nor a misspelt count word of the other language (« tous »
    was answered: did you mean “twos”?)."""
    user = 88 if lang == "fr" else 89
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    for _ in range(600):
        assert await db.table.active_table_game(user) is not None
        _, _, _, waiting = await state(db, user, user)
        if waiting.step is Step.VERDICT:
            await player.send("Muggins!")
            assert (await state(db, user, user))[3].step is Step.CLAIM
            await player.send(word)
            said = shown(local_api, user)[-1]
            assert said.startswith(hint)
            assert "twos" not in said and "fifteen" not in said and "quinze" not in said
            assert (await state(db, user, user))[3].step is Step.CLAIM  # still asked
            return
        await player.move()
    raise AssertionError("no count of mine to call muggins on")


@pytest.mark.parametrize(
    ("lang", "muggins", "words", "said", "not_said"),
    [
        ("fr", "on", "je sais pas", "je prends les points oubliés", ("envoyez 0", "/annuler")),
        ("fr", "off", "aucune idée", "les points oubliés sont perdus", ("envoyez 0", "/annuler")),
        ("en", "on", "I don't know", "I take the points you leave out", ("send 0", "/cancel")),
    ],
)
async def test_i_dont_know_at_the_count_says_what_it_costs_in_a_game(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    muggins: str,
    words: str,
    said: str,
    not_said: tuple[str, str],
) -> None:
    """The drills' « send 0: I will show you the whole count. /cancel moves on » was said at a
    game's count too, where 0 hands the bot every point (muggins) and /cancel abandons."""
    user = 90 if lang == "fr" else 91
    player = Player(bot_driver, user, lang)
    await player.send(f"/variante muggins {'oui' if muggins == 'on' else 'non'}")
    await player.send("/jouer 61 facile")
    for _ in range(600):
        assert await db.table.active_table_game(user) is not None
        _, _, table, waiting = await state(db, user, user)
        if waiting.step is Step.COUNT:
            await player.send(words)
            text = shown(local_api, user)[-1]
            assert said in text.split("\n")[0]
            assert not any(bad in text for bad in not_said)
            _, _, after, still = await state(db, user, user)
            assert still == waiting and after.scores == table.scores  # nothing counted
            return
        await player.move()
    raise AssertionError("no count to make")


async def test_a_typed_token_is_quoted_back_as_typed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The card error escapes the token itself: escaped twice, « <b>x</b> » read back as
    « &lt;b&gt;x&lt;/b&gt; »."""
    player = Player(bot_driver, 92, "en")
    await player.send("/pictures off")
    await player.send("/play 61 easy")
    await player.send("<b>x</b> & 5H")
    said = shown(local_api, 92)[-1]
    assert said.startswith("Unknown card “<b>x</b>”"), said
    assert "&lt;" not in said and "&amp;" not in said
    assert (await state(db, 92, 92))[3].step is Step.LAY_AWAY  # still asked
