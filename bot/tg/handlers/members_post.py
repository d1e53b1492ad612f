"""A game between club members, told in the group (issue 21): who sits where (`names_of`),
the language(s) of the table's group posts (`voice_of`, issue 40), where the game stood before
a move (`mark_of`), and `tell_group`,
which posts what a move changed: the cards laid (one message per deal's play, edited at each
card), each show with its « Muggins… » button while opponents may call, the board, the next
dealer's button. `bot.tg.handlers.members_play` moves the game on and calls it."""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from telegram import InlineKeyboardMarkup
from telegram.error import TelegramError

from bot.drills.table import is_retired
from bot.drills.table_play import replay_play
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import due
from bot.i18n import LANGUAGES, Translator
from bot.pictures import specs
from bot.pictures.board import BoardLabels, Race
from bot.storage.repo_members import MemberGame, MemberSeat, is_former
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import pictures
from bot.tg.handlers.common import Who, button, drop_keyboard, keyboard, language_of, send
from bot.tg.handlers.members_pace import edit_paced, without_keyboard
from bot.views import members as view
from bot.views import members_deal as deal_view
from bot.views import pictures as picture_views
from bot.views.members import Names

logger = logging.getLogger("muggins.handlers.members")


# -- Who is who -----------------------------------------------------------------------------


def names_of(game: MemberGame, tr: Translator | None = None) -> Names:
    """The names at the table, seat by seat; with `tr`, the bot's seats are « le robot »
    (« the bot ») in that language (its stored name otherwise), the seat of a member who
    resigned at a table of three « le robot (pour Marie) », and a member erased by /forget
    « un ancien joueur »."""
    seats = sorted(game.seats, key=lambda s: s.seat)
    table = Table.from_json(game.state) if game.state is not None and tr is not None else None

    def name(seat: MemberSeat) -> str:
        if tr is None:
            return seat.name
        member = view.former_player(tr) if is_former(seat) else seat.name
        if seat.user_id is None and not is_former(seat):
            return view.bot_name(tr)
        if table is not None and is_retired(table, seat.seat):
            return view.bot_for(member, tr)
        return member

    return Names(tuple(name(s) for s in seats), tuple(s.user_id for s in seats))


Intro = Callable[[Translator], Sequence[str]]
"""Lines told before what a move changed, in a given language."""


def no_intro(tr: Translator) -> Sequence[str]:
    """No lines before the move's news."""
    return ()


@dataclass(frozen=True, slots=True)
class Voice:
    """The language(s) of a table's group posts: the club's (`/club lang fr|en`), else
    (`/club lang each`) the players' when they share one, else both, the bot's default first."""

    trs: tuple[Translator, ...]

    @property
    def tr(self) -> Translator:
        """The first language (numbers on buttons, the board's picture)."""
        return self.trs[0]

    def lines(self, build: Intro) -> list[str]:
        """Lines in each language, one block after the other."""
        return _merge([[line for line in build(tr) if line] for tr in self.trs])

    def text(self, build: Intro) -> str:
        """`lines`, as one message."""
        return "\n".join(self.lines(build))

    def post(self, game: MemberGame, build: Intro) -> str:
        """A group message of `game`'s table: its name, then `lines`."""
        return "\n".join([self.heading(game), *self.lines(build)])

    def heading(self, game: MemberGame) -> str:
        """The table's name at the head of its group messages, in each language (HTML)."""
        names = self.label(lambda tr: view.table_name(names_of(game, tr), tr))
        return f"{view.TABLE_ICON} {names}"

    def label(self, build: Callable[[Translator], str]) -> str:
        """A button's text in each language."""
        return " / ".join(dict.fromkeys(build(tr) for tr in self.trs))


async def player_language(context: Context, user_id: int) -> str:
    """A member's language (chosen, else their Telegram's, else the bot's default)."""
    user = await context.bot_data.db.get_or_create_user(user_id)
    return language_of(user, None, context)


async def voice_of(context: Context, game: MemberGame) -> Voice:
    """The language(s) of `game`'s group posts (see `Voice`)."""
    data = context.bot_data
    club = await data.db.get_club(game.chat_id)
    if club is not None and club.lang in LANGUAGES:
        return Voice((data.i18n.translator(club.lang),))
    users = [s.user_id for s in game.seats if s.user_id is not None]
    if game.invited_user is not None and game.invited_user not in users:
        users.append(game.invited_user)
    langs = {await player_language(context, user) for user in users}
    default = data.config.default_lang
    ordered = sorted(langs or {default}, key=lambda lang: (lang != default, lang))
    return Voice(tuple(data.i18n.translator(lang) for lang in ordered))


async def seat_player(context: Context, user_id: int, name: str) -> Who:
    """A seated member in their private chat with the bot."""
    user = await context.bot_data.db.get_or_create_user(user_id)
    tr = context.bot_data.i18n.translator(language_of(user, None, context))
    return Who(user_id=user_id, chat_id=user_id, private=True, name=name, user=user, tr=tr)


# -- Where the game stood ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mark:
    """Where the game stood before a move."""

    deals: int
    starter: bool
    events: int
    shows: int
    closed: bool
    scores: tuple[int, ...]
    finished: bool
    asked: frozenset[tuple[int, ...]]
    dealing: bool
    """The next dealer was already asked to deal."""


def step_key(table: Table, waiting: Waiting) -> tuple[int, ...]:
    """A step as asked: the deal, how far it went, the seat and the kind of step."""
    deal = table.deal
    laid = sum(len(c) for c in deal.laid)
    steps = list(Step)
    return (len(table.deals), laid, len(deal.shows), waiting.seat, steps.index(waiting.step))


def _step_keys(table: Table, waiting: Sequence[Waiting]) -> frozenset[tuple[int, ...]]:
    return frozenset(step_key(table, w) for w in waiting)


def mark_of(table: Table) -> Mark:
    """The game's position now."""
    if not table.deals:
        return Mark(0, False, 0, 0, False, tuple(table.scores), table.finished, frozenset(), False)
    deal = table.deal
    events = len(replay_play(table).events) if deal.starter is not None else 0
    waiting = due(table)
    return Mark(
        len(table.deals),
        deal.starter is not None,
        events,
        len(deal.shows),
        deal.closed,
        tuple(table.scores),
        table.finished,
        _step_keys(table, waiting),
        bool(waiting) and waiting[0].step is Step.DEAL,
    )


@dataclass(slots=True)
class Post:
    """Group messages being written: lines, then a message ended by each keyboard."""

    messages: list[tuple[list[str], InlineKeyboardMarkup | None, bool]]
    lines: list[str]

    def add(self, *lines: str) -> None:
        self.lines.extend(line for line in lines if line)

    def end(self, markup: InlineKeyboardMarkup | None, *, board: bool = False) -> None:
        """End a message (`board`: sent under the picture of the board, when drawn)."""
        if self.lines:
            self.messages.append((self.lines, markup, board))
        self.lines = []


# -- Telling the group --------------------------------------------------------------------------


def _someone_may_call(table: Table, by: int) -> bool:
    return table.rules.muggins and any(
        not table.seats[s].is_bot and table.side(s) != table.side(by)
        for s in range(len(table.seats))
    )


@dataclass(slots=True)
class News:
    """What a move changed, in one language: the messages to send, and the deal's own message
    when it changed: its play (`live`, edited at each card), then its shows (`shows`: a new
    message at the first show, with one « Muggins… » button per show, edited at each count)."""

    messages: list[tuple[list[str], InlineKeyboardMarkup | None, bool]]
    live: list[str] | None
    shows: list[str] | None = None
    muggins: InlineKeyboardMarkup | None = None


def _deal_head(table: Table, index: int, names: Names, tr: Translator) -> list[str]:
    """A deal's head: the last deal's summary, then who deals and the lay-away. It opens the
    deal's own message, edited as the deal goes (one group message less per deal)."""
    head = deal_view.summary_lines(table, table.deals[index - 1], names, tr) if index else []
    return [*head, *deal_view.deal_lines_of(table, index, names, tr)]


def _muggins_label(game: MemberGame, by: int, crib: bool, tr: Translator) -> str:
    return deal_view.muggins_on_button(names_of(game, tr).seats[by], crib, tr)


def _shows_markup(game: MemberGame, table: Table, voice: Voice) -> InlineKeyboardMarkup | None:
    """The current deal's « Muggins… » buttons, one per show its opponents may still call
    on, the latest show's first (None when there is none)."""
    if table.finished:
        return None
    index = len(table.deals) - 1
    rows = []
    for number, show in enumerate(table.deal.shows):
        if show.muggins is None and _someone_may_call(table, show.by):
            label = voice.label(partial(_muggins_label, game, show.by, show.what == "crib"))
            rows.append([button(label, f"mm:{game.id}:{index}:{number}")])
    return keyboard(rows[::-1]) if rows else None


def compose(
    game: MemberGame, table: Table, mark: Mark, intro: Intro, tr: Translator, voice: Voice
) -> News:
    """What happened since `mark`, in `tr`'s language (buttons in every language of `voice`):
    new deal, starter, cards laid, shows (the current deal's in their own message, edited),
    the deal's end and summary, whose turn, the end (issue 40: a new group message only when
    someone must be told)."""
    names = names_of(game, tr)
    post = Post([], [])
    post.add(*intro(tr))
    live: list[str] | None = None  # the deal's play, in its own message edited at each card
    shows: list[str] | None = None  # the current deal's shows, in their own message
    first = max(mark.deals, 1)
    for index in range(first - 1, len(table.deals)):
        deal = table.deals[index]
        fresh = index + 1 > mark.deals
        last = index == len(table.deals) - 1
        header = _deal_head(table, index, names, tr)
        if fresh and not last:
            post.add(*header)
        if deal.starter is not None:
            events = replay_play(table, deal=deal).events
            start = 0 if fresh or not mark.starter else mark.events
            if last:
                if fresh or not mark.starter or len(events) > start:
                    live = [*header, *deal_view.starter_lines(deal, names, tr)]
                    live += deal_view.play_lines(events, names, tr)
            else:  # an earlier deal: its play was over (nothing new, in practice)
                post.add(*deal_view.play_lines(events[start:], names, tr))
        start_show = 0 if fresh else mark.shows
        if last:
            if deal.shows and (len(deal.shows) > start_show or mark.scores != tuple(table.scores)):
                shows = [
                    line
                    for show in deal.shows
                    for line in deal_view.show_lines(table, deal, show, names, tr)
                ]
        else:
            for show in deal.shows[start_show:]:
                post.add(*deal_view.show_lines(table, deal, show, names, tr))
    waiting = due(table)
    playing = bool(waiting) and waiting[0].step is Step.PLAY
    counting = bool(waiting) and waiting[0].step is Step.COUNT
    if live is not None:
        live.append(deal_view.board_line(table, names, tr))
        if playing or (counting and shows is None):
            live.append(deal_view.turn_line(table, waiting, names, tr))
    if shows is not None:
        shows.append(deal_view.board_line(table, names, tr))
        if counting:
            shows.append(deal_view.turn_line(table, waiting, names, tr))
    elif tuple(table.scores) != mark.scores and not table.finished and live is None:
        post.add(deal_view.board_line(table, names, tr))
    if waiting and waiting[0].step is Step.DEAL:
        if not mark.dealing:
            post.add(*deal_view.deal_over_lines(table, names, waiting[0], tr))
            deal_data = f"md:{game.id}:{len(table.deals)}"
            post.end(
                keyboard([[button(voice.label(deal_view.deal_button), deal_data)]]), board=True
            )
    elif waiting and waiting[0].step is Step.LAY_AWAY:
        # who still lays away: the deal's own message, edited as members lay away
        if len(table.deals) > mark.deals or _step_keys(table, waiting) != mark.asked:
            live = _deal_head(table, len(table.deals) - 1, names, tr)
            live.append(deal_view.turn_line(table, waiting, names, tr))
    elif (waiting and not playing and not counting) or (
        counting and live is None and shows is None and _step_keys(table, waiting) != mark.asked
    ):
        post.add(deal_view.turn_line(table, waiting, names, tr))
    if table.finished:
        post.add(*deal_view.end_lines(table, names, tr))
    post.end(None)
    messages = [([view.bot_grammar(x, tr) for x in lines], m, b) for lines, m, b in post.messages]
    return News(
        messages,
        None if live is None else [view.bot_grammar(x, tr) for x in live],
        None if shows is None else [view.bot_grammar(x, tr) for x in shows],
        _shows_markup(game, table, voice) if shows is not None else None,
    )


def _merge(blocks: Sequence[list[str]]) -> list[str]:
    """The same message in several languages, one block after the other."""
    out: list[str] = []
    for block in blocks:
        if out and block:
            out.append("")
        out += block
    return out


async def tell_group(
    context: Context, game: MemberGame, table: Table, mark: Mark, intro: Intro = no_intro
) -> None:
    """What happened since `mark`, in the group, in the table's language(s) (`voice_of`):
    the deal's own message edited (its play, then its shows in a second message), a new
    message only for what must be told (the next dealer, a muggins result, the end)."""
    if not table.deals:
        return
    voice = await voice_of(context, game)
    if (mark.deals and len(table.deals) > mark.deals) or (table.finished and not mark.finished):
        await _muggins_too_late(context, game)
    news = [compose(game, table, mark, intro, tr, voice) for tr in voice.trs]
    first = news[0]
    label = voice.heading(game)
    deal = len(table.deals)
    fresh = deal > mark.deals  # a new deal: its message after the last deal's
    if first.live is not None and not fresh:
        await _show_play(context, game, deal, [label, *_merge(_lives(news))])
    if first.shows is not None:
        lines = [label, *_merge([n.shows for n in news if n.shows is not None])]
        started = not fresh and mark.shows > 0  # the shows' message is the deal's message now
        await _show_shows(context, game, deal, lines, first.muggins, started=started)
    host = await _board_host(context, game, table, voice.tr)
    for index, (_, markup, board) in enumerate(first.messages):
        text = "\n".join([label, *_merge([n.messages[index][0] for n in news])])
        if board and host is not None:
            labels = _labels(table, names_of(game, voice.tr), voice.tr)
            picture = specs.board(_race(table), labels)
            await pictures.send_picture(context, host, text, picture, name="board", markup=markup)
        else:
            await send(context, game.chat_id, text, markup=markup)
    if first.live is not None and fresh:
        await _show_play(context, game, deal, [label, *_merge(_lives(news))])


def _lives(news: Sequence[News]) -> list[list[str]]:
    return [n.live for n in news if n.live is not None]


async def _muggins_too_late(context: Context, game: MemberGame) -> None:
    """The next deal is dealt (or the game is over): the « Muggins… » buttons of the shows
    before it are taken off, a call being too late now."""
    for message_id in await context.bot_data.db.take_member_muggins_messages(game.id):
        without_keyboard(context, game.chat_id, message_id)
        await drop_keyboard(context, game.chat_id, message_id)


async def _show_play(context: Context, game: MemberGame, deal: int, lines: list[str]) -> None:
    """The deal's play in the group: its message edited at each card (one message per deal's
    play, not one per card), paced (`edit_paced`); a new message when there is none yet or it
    cannot be edited."""
    text = "\n".join(lines)
    if game.play_deal == deal and game.play_message is not None:
        try:
            await edit_paced(context, game.chat_id, game.play_message, text)
            return
        except TelegramError as error:
            logger.info("could not edit the play of %s: %s", game.id, error)
    await send(context, game.chat_id, text, record=records.member_play(game.id, deal))


async def _show_shows(
    context: Context,
    game: MemberGame,
    deal: int,
    lines: list[str],
    markup: InlineKeyboardMarkup | None,
    *,
    started: bool,
) -> None:
    """The deal's shows in the group: a new message at the first show (the opponents are
    told: its « Muggins… » buttons), edited at each count (paced); it becomes the deal's
    message (`play_message`)."""
    text = "\n".join(lines)
    db = context.bot_data.db
    if started and game.play_deal == deal and game.play_message is not None:
        try:
            await edit_paced(context, game.chat_id, game.play_message, text, markup)
            if markup is not None:
                await db.add_member_muggins_message(game.id, game.play_message)
            return
        except TelegramError as error:
            logger.info("could not edit the shows of %s: %s", game.id, error)
    shown = records.member_play(game.id, deal, muggins=markup is not None)
    await send(context, game.chat_id, text, markup=markup, record=shown)


async def _board_host(
    context: Context, game: MemberGame, table: Table, tr: Translator
) -> Who | None:
    """The board is drawn at the end of each deal of a game of two sides when the host has
    pictures on (`/pictures on`; a group has no setting of its own): the host, as seen in
    the group, or None."""
    if len(table.scores) != 2:
        return None
    user = await context.bot_data.db.get_or_create_user(game.host)
    host = Who(user_id=game.host, chat_id=game.chat_id, private=False, name="", user=user, tr=tr)
    return host if pictures.pictures_on(host) else None


def _race(table: Table) -> Race:
    deal = table.deal
    return Race(
        table.rules.target,
        table.rules.margin_rule,
        table.scores[0],
        table.scores[1],
        min(deal.start[0], table.scores[0]),
        min(deal.start[1], table.scores[1]),
    )


def _labels(table: Table, names: Names, tr: Translator) -> BoardLabels:
    lines = picture_views.board_labels(tr).lines
    side = [html.unescape(names.side(table, s, tr)) for s in (0, 1)]
    return BoardLabels(player=side[0], bot=side[1], lines=lines)
