"""Members at a club table, through the fake Bot API: they write in the group, press its
buttons, and play their private steps; every group message is checked for cards not yet laid
or shown (`GroupWatch`)."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import Waiting, due, show_cards
from bot.engine.cards import Card
from bot.engine.show import hand_points
from bot.i18n import render
from bot.storage import Database
from bot.storage.repo_members import MemberGame
from bot.tg.local import (
    ApiCall,
    Driver,
    LocalBotApi,
    inline_buttons,
    make_my_chat_member_update,
)
from bot.tg.local_checks import html_to_text

GROUP = -1_001_234_500_000


class Member:
    """A club member: writes in the group or in private, presses buttons, plays steps."""

    def __init__(self, driver: Driver, user: int, name: str, lang: str = "fr") -> None:
        self.driver = driver
        self.user = user
        self.name = name
        self.lang = lang
        self.rng = random.Random(user)

    @property
    def db(self) -> Database:
        db: Database = self.driver.application.bot_data.db
        return db

    @property
    def username(self) -> str | None:
        """Their Telegram @username (without the @) as the fake says it (`usernames`): their
        messages and presses carry it, as Telegram's do."""
        return self.api.usernames.get(self.user)

    @property
    def api(self) -> LocalBotApi:
        api = self.driver.api
        assert isinstance(api, LocalBotApi)
        return api

    async def say(self, text: str, **kwargs: Any) -> list[ApiCall]:
        """A message in the group."""
        return await self.driver.send(
            text,
            user_id=self.user,
            chat_id=GROUP,
            chat_type="supergroup",
            language_code=self.lang,
            first_name=self.name,
            **{"username": self.username, **kwargs},
        )

    async def private(self, text: str) -> list[ApiCall]:
        """A message in their private chat with the bot."""
        return await self.driver.send(
            text,
            user_id=self.user,
            language_code=self.lang,
            first_name=self.name,
            username=self.username,
        )

    async def press(self, data: str, message_id: int, chat: int = GROUP) -> list[ApiCall]:
        return await self.driver.press(
            data,
            message_id,
            user_id=self.user,
            chat_id=chat,
            language_code=self.lang,
            first_name=self.name,
            username=self.username,
        )

    async def press_in_group(self, prefix: str) -> list[ApiCall]:
        """Press the latest group button whose data starts with `prefix`."""
        data, message_id = last_button(self.api, GROUP, prefix)
        return await self.press(data, message_id)

    async def step(self, game: MemberGame, table: Table, *, short: float = 0.0) -> str:
        """Play this member's private step (buttons, or typed); the step's name."""
        question = await self.db.questions.pending_question(self.user, self.user)
        assert question is not None and question.kind == "members", question
        assert question.deal["game"] == game.id
        seat = int(question.deal["seat"])
        waiting = next(w for w in due(table) if w.seat == seat)
        assert question.message_id is not None
        message = self.api.message(self.user, question.message_id)
        assert message is not None
        datas = [str(b["callback_data"]) for b in inline_buttons(message)]
        deal = table.deal
        tr = self.driver.application.bot_data.i18n.translator(self.lang)
        if waiting.step is Step.LAY_AWAY:
            n = len(deal.hands[seat]) - 4
            if self.rng.random() < 0.25:
                await self.private(render.cards(deal.hands[seat][:n], tr))
                return "lay_away"
            for i in range(n):  # the first cards as dealt (the buttons show the hand by rank)
                tap = next(d for d in datas if d.endswith(f":s{i}"))
                await self.press(tap, question.message_id, chat=self.user)
            message = self.api.message(self.user, question.message_id)
            assert message is not None
            confirm = [str(b["callback_data"]) for b in inline_buttons(message)]
            assert confirm[-1].endswith(":ok")
            await self.press(confirm[-1], question.message_id, chat=self.user)
        elif waiting.step is Step.PLAY:
            assert len(datas) == len(waiting.legal)
            if self.rng.random() < 0.2:
                await self.private(render.card(waiting.legal[-1], tr))
            else:  # the first card that may be laid, as held (the buttons: by rank)
                lay = next(d for d in datas if d.endswith(f":c{waiting.legal[0]}"))
                await self.press(lay, question.message_id, chat=self.user)
        else:
            assert datas == [] and deal.starter is not None
            what = waiting.what or "hand"
            cards = show_cards(deal, seat, "crib" if what == "crib" else "hand")
            points = hand_points(cards, deal.starter, crib=what == "crib")
            said = points - 2 if points >= 2 and self.rng.random() < short else points
            await self.private(str(said))
        return waiting.step.value


def last_button(api: LocalBotApi, chat: int, prefix: str) -> tuple[str, int]:
    """The latest message in `chat` with a button whose data starts with `prefix`."""
    for message in reversed(api.messages(chat)):
        for b in inline_buttons(message):
            data = str(b.get("callback_data", ""))
            if data.startswith(prefix):
                return data, int(message["message_id"])
    raise AssertionError(f"no {prefix} button in chat {chat}")


def group_texts(api: LocalBotApi, start: int = 0) -> list[str]:
    """The group's messages (texts and captions) sent or edited since call `start`."""
    return chat_texts(api, start, GROUP)


def chat_texts(api: LocalBotApi, start: int, chat: int) -> list[str]:
    """A chat's messages (texts and captions) sent or edited since call `start`, in order."""
    out = []
    for call in api.calls[start:]:
        if call.params.get("chat_id") != chat:
            continue
        if call.method in {"sendMessage", "editMessageText"}:
            out.append(html_to_text(str(call.params["text"])))
        elif call.method == "sendPhoto":
            out.append(html_to_text(str(call.params.get("caption") or "")))
    return out


def notices(calls: list[ApiCall]) -> list[str]:
    return [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]


class GroupWatch:
    """Checks every new group message: no card of a hand before it is laid or shown.

    Messages sent by one move are checked against the table after it; a card just shown in the
    previous deal (its summary, sent with the next deal, or a paced edit of its messages) may
    sit in a new hand, so the cards public before the move or in a past deal are not counted
    as secret."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.seen = 0
        self.checked = 0
        self.public: set[Card] = set()
        self.earlier: set[Card] = set()
        self.deals = 0
        self.cut_shown = False

    def check(self, table: Table | None) -> None:
        api = self.driver.api
        assert isinstance(api, LocalBotApi)
        texts = group_texts(api, self.seen)
        self.seen = len(api.calls)
        if table is None or not table.deals:
            return
        deal = table.deal
        held: set[Card] = {c for hand in deal.hands for c in hand}
        if deal.crib_card is not None:
            held.add(deal.crib_card)
        public: set[Card] = {c for laid in deal.laid for c in laid}
        for show in deal.shows:
            public |= set(show_cards(deal, show.by, show.what))
        if len(table.deals) != self.deals:  # an edit of a past deal's messages may come late
            self.earlier |= self.public
            self.deals = len(table.deals)
        before = self.public | self.earlier
        if not self.cut_shown and table.cut is not None:
            before |= set(table.cut)  # the cut for deal, shown with the first deal, reshuffled
        self.cut_shown = True
        secret = held - public - before
        self.public = public
        i18n = self.driver.application.bot_data.i18n
        names = {
            c: {render.card(c, i18n.translator(lang)) for lang in ("fr", "en")} for c in secret
        }
        for text in texts:
            self.checked += 1
            for card, shown in names.items():
                for name in shown:
                    assert name not in text, f"{card} shown in the group before its time: {text}"


async def live(db: Database, user: int) -> tuple[MemberGame, Table]:
    game = await db.members.live_member_game(user)
    assert game is not None and game.state is not None
    return game, Table.from_json(game.state)


class ShowDue(NamedTuple):
    """The show due to be counted at a live table, and what it is worth."""

    game: MemberGame
    table: Table
    waiting: Waiting
    value: int


async def show_due(db: Database, user: int) -> ShowDue:
    """At `user`'s live table, stopped at a count: the game, its table, the show due and its
    points (the count a member who misses nothing says)."""
    game, table = await live(db, user)
    waiting = due(table)[0]
    assert waiting.step is Step.COUNT and table.deal.starter is not None
    cards = show_cards(table.deal, waiting.seat, waiting.what or "hand")
    value = hand_points(cards, table.deal.starter, crib=waiting.what == "crib")
    return ShowDue(game, table, waiting, value)


async def play_on(
    members: dict[int, Member],
    watch: GroupWatch,
    *,
    until: str | None = None,
    short: float = 0.0,
    limit: int = 2000,
    tick: Callable[[Table], Awaitable[None]] | None = None,
) -> set[str]:
    """Everyone plays their steps (the next dealer deals) until the game ends, or until the
    step `until` is due; the steps played. `tick` is awaited with the table before each step
    (a fake clock moves on, messages are counted deal by deal)."""
    steps: set[str] = set()
    any_member = next(iter(members.values()))
    game_id = None
    for _ in range(limit):
        if game_id is None:
            game, table = await live(any_member.db, any_member.user)
            game_id = game.id
        else:
            stored = await any_member.db.members.get_member_game(game_id)
            assert stored is not None and stored.state is not None
            game, table = stored, Table.from_json(stored.state)
        watch.check(table)
        if tick is not None:
            await tick(table)
        if not game.is_active:
            return steps
        waiting = due(table)
        assert waiting, "a running game always waits on someone"
        if until is not None and waiting[0].step.value == until:
            return steps
        first = waiting[0]
        member = members[game.user_at(first.seat) or 0]
        if first.step is Step.DEAL:
            await member.press_in_group(f"md:{game.id}:")
            steps.add("deal")
            continue
        steps.add(await member.step(game, table, short=short))
    raise AssertionError("the game did not end")


async def two_and_the_bot(
    driver: Driver, first: tuple[int, str], second: tuple[int, str], lang: str = "fr"
) -> tuple[Member, Member]:
    """Two members (id and name) seated at a table of three of 61 in the group, the bot in the
    third seat: the first opens it and starts it, the second takes a seat."""
    host, guest = Member(driver, *first, lang), Member(driver, *second, lang)
    for m in (host, guest):
        await m.private("/start")
    await host.say("/play 3 61")
    await guest.press_in_group("mj:")
    await host.press_in_group("mg:")  # the bot takes the third seat
    return host, guest


async def two_at_a_table(
    driver: Driver, first: tuple[int, str], second: tuple[int, str], lang: str, opens: str
) -> dict[int, Member]:
    """Two members (id and name) at a table of two in the group, in `lang`: the first opens it
    with `opens` (« /jouer 61 »), the second takes the seat; by id."""
    host, guest = Member(driver, *first, lang), Member(driver, *second, lang)
    for m in (host, guest):
        await m.private("/start")
    await host.say(opens)
    await guest.press_in_group("mj:")
    return {m.user: m for m in (host, guest)}


async def count_two_short(
    members: dict[int, Member], watch: GroupWatch, db: Database, user: int, *, deals: int = 12
) -> tuple[MemberGame, Member]:
    """Play on to each count until a show worth 2 or more is due, counted 2 short by its
    member; the game and that member (the counts before, worth less, said 2 short too)."""
    for _ in range(deals):
        await play_on(members, watch, until="count")
        game, _table, waiting, value = await show_due(db, user)
        counter = members[game.user_at(waiting.seat) or 0]
        await counter.private(str(max(0, value - 2)))
        if value >= 2:
            return game, counter
    raise AssertionError("nobody had 2 points to miss")


async def member_in_group(
    driver: Driver, lang: str, user: int = 501, name: str = "Marie"
) -> Member:
    """A member (`user`, `name`) who opened their private chat, in a club's group the bot was
    just added to (in `lang`)."""
    joined = make_my_chat_member_update(
        GROUP, "left", "member", from_user_id=41, language_code=lang
    )
    await driver.process(joined)
    member = Member(driver, user, name, lang)
    await member.private("/start")
    return member


async def one_group_reply(member: Member, typed: str) -> str:
    """`member` types `typed` in the group: the one message the group reads then (its text,
    non-breaking spaces as spaces)."""
    before = len(member.api.calls)
    await member.say(typed)
    (said,) = [t.replace("\u00a0", " ") for t in group_texts(member.api, before)]
    return said
