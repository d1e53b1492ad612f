"""Typed context for handlers: the shared `BotData` and the `Context` alias.

Handlers are written as::

    async def handler(update: Update, context: Context) -> None:
        db = context.bot_data.db
        tr = context.bot_data.i18n.translator("fr")

`BotData` is created empty by PTB; `build_app` sets `config` and `rng`, `wiring.register`
the question kinds and the `Subscriptions`, `post_init` opens `db` and loads `i18n`,
`post_shutdown` closes `db`.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Final, TypeAlias, cast

from telegram.ext import Application, CallbackContext, ContextTypes, JobQueue

from bot.storage.sql import utc_now
from bot.tg.config import Config
from bot.tg.disk import DiskWatch
from bot.tg.sending import MugginsBot

if TYPE_CHECKING:
    from bot.i18n import I18n
    from bot.storage import Database, Question
    from bot.storage.repo_members import MemberGame
    from bot.tg.handlers.club_again import BoardPost
    from bot.tg.handlers.common import Who
    from bot.tg.handlers.questions import QuestionKind


@dataclass(frozen=True, slots=True)
class Subscriptions:
    """Who hears what happens elsewhere, set once when the application is built
    (`bot.tg.handlers.wiring.register`), in the order called."""

    game_over: tuple[Callable[[Context, MemberGame, int | None], Awaitable[None]], ...] = ()
    """Called with the stored game each time a game between members ends (won, resigned or
    abandoned), and the member whose leaving the group resigned it (None: no one left): a
    tournament reads its result (`MemberGame.seats[i].won`, `.points_for`), then the table's
    end is told (`bot.tg.handlers.members_play`)."""
    unanswered: tuple[Callable[[Context, Who, str], Awaitable[bool]], ...] = ()
    """Readers of a text that answers no pending question (the club night's score, `121 98`),
    tried in turn before the "nothing to answer" reply; the one that takes the text returns
    True (`bot.tg.handlers.questions_text`)."""
    refused: tuple[Callable[[Context, Question], Awaitable[None]], ...] = ()
    """Called when Telegram refuses (403) the private message that shows a question: the
    player never opened a private chat with the bot, or blocked it (`bot.tg.sender`, in a
    transaction of its own whose replies go through the outbox). A game between members
    then posts its link in the group (`bot.tg.handlers.members_play.question_refused`)."""
    chat_gone: tuple[Callable[[Context, int], Awaitable[None]], ...] = ()
    """Called with a group's id once the bot can no longer write there, at the first
    notice of it (`bot.tg.delivery.group_gone`): removed from it (`my_chat_member`), or a
    message refused for good (403, `bot.tg.sender`, a club post). The tables of games
    between members still waiting for players there are withdrawn, the players of its games
    under way told (`bot.tg.handlers.members_end.group_gone`)."""
    chat_back: tuple[Callable[[Context, int], Awaitable[None]], ...] = ()
    """Called with a group's id when the bot is added back to it (`my_chat_member`,
    `bot.tg.handlers.club`): its games under way go on
    (`bot.tg.handlers.members_end.group_back`)."""
    sent: tuple[Callable[[BotData, dict[str, object], int | None], None], ...] = ()
    """Called with a message's record (`bot.tg.records`) once Telegram took the message (its
    id) or refused it for good (None): at once where it is sent directly (`posting.send`),
    else by the sender (`bot.tg.sender`). A club's board is remembered only once it is
    posted (`bot.tg.handlers.club_again.board_sent`)."""


class BotData:
    """What every handler shares: database, translations, configuration, randomness, the
    question kinds by name (`kinds`, filled by `wiring.register` from the registry, read with
    `questions.kind_of`), the `subscriptions`, the clock ("now", timezone-aware; tests
    freeze it), the group steps already hinted at (`hinted`: the ids of members' private
    steps whose player was told once, in the group, to answer in private), and the clubs'
    daily cards posted (`cards`: group chat id -> the club's day of its last card, so a second
    /daily in the group that day points to the card instead of posting it again; after a
    restart the next /daily posts it once more), and the clubs' boards posted lately
    (`boards`: group chat id -> the boards posted there in the last minutes,
    `handlers.club_again.BOARD_AGAIN`, so that /top or /top games asking for the same board
    again points to it instead of posting it again; after a restart the next /top posts it
    once more), and the
    Kings game steps whose stop is being asked (`stops`: question id -> the id of the chat's
    message that asks it, None while it waits in the outbox, whose sender keeps it in the
    player's settings, `records.KINGS_STOP_ASKED`; so a second tap on « Stop the game » does
    not ask twice, and the question's « Yes / No » come off once answered), and the Kings game steps
    whose hint was sent (`hints`: question ids, so a second tap on « Hint » does not send it
    twice), and the nights whose close is being asked (`closes`: night id -> the id of the
    group's message asking « Close the night now? », None while it waits in the outbox, and
    when it was asked; so a second « /night close » points to it instead of asking twice,
    `handlers.night_close`), and the chats told /kings stop had no game to stop (`unstopped`:
    chat id -> when, so a « yes » typed next is told so again, `handlers.kings_stop`)."""

    __slots__ = (
        "boards",
        "cards",
        "clock",
        "closes",
        "config",
        "db",
        "disk",
        "hinted",
        "hints",
        "i18n",
        "kinds",
        "rng",
        "stops",
        "subscriptions",
        "unstopped",
    )

    db: Database
    i18n: I18n
    config: Config
    rng: random.Random
    kinds: dict[str, QuestionKind]
    subscriptions: Subscriptions
    clock: Callable[[], datetime]
    disk: DiskWatch
    hinted: set[int]
    hints: set[int]
    cards: dict[int, date]
    boards: dict[int, list[BoardPost]]
    stops: dict[int, int | None]
    closes: dict[str, tuple[int | None, datetime]]
    unstopped: dict[int, datetime]

    def __init__(self) -> None:
        self.config = Config()
        self.disk = DiskWatch()
        self.rng = random.Random()
        self.kinds = {}
        self.subscriptions = Subscriptions()
        self.clock = utc_now
        self.hinted = set()
        self.hints = set()
        self.cards = {}
        self.boards = {}
        self.stops = {}
        self.closes = {}
        self.unstopped = {}

    def __repr__(self) -> str:
        ready = hasattr(self, "db") and hasattr(self, "i18n")
        return f"BotData(config={self.config!r}, ready={ready})"


Scratch: TypeAlias = dict[str, object]
"""PTB's per-user and per-chat dicts (`user_data`, `chat_data`): Muggins keeps nothing there
(its state lives in the database)."""

Context: TypeAlias = CallbackContext[MugginsBot, Scratch, Scratch, BotData]
"""The context type every handler receives (`context.bot` is a `MugginsBot`)."""

App: TypeAlias = Application[MugginsBot, Context, Scratch, Scratch, BotData, JobQueue[Context]]
"""The Application type `build_app` returns and `register(application)` receives."""

CONTEXT_TYPES: Final = cast(
    "ContextTypes[Context, Scratch, Scratch, BotData]",
    ContextTypes(bot_data=BotData),
)
"""PTB's own `CallbackContext` with our `BotData`. PTB types a context made without a bot
class as a context of PTB's `ExtBot`; its `bot` is the application's, a `MugginsBot`
(`build_app`), hence the cast."""
