"""A game between club members, told in the group (issue 21), in words: who sits where
(`names_of`), the language(s) of the table's posts (`Voice`, issue 40), and what a move changed
since the position before it (`compose`): the cards laid, the shows, the board, whose turn, the
end. `bot.tg.handlers.members_post` sends it, with the buttons."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from bot.drills.table import is_retired, retired_by
from bot.drills.table_play import play_board, replay_play
from bot.drills.table_show import open_shows
from bot.drills.table_state import Step, Table, rules_from_json
from bot.drills.table_turn import Mark, called_shows, due, step_keys
from bot.i18n import Translator
from bot.pictures import specs
from bot.pictures.board import BoardLabels
from bot.pictures.specs import Spec
from bot.storage.repo_members import MemberGame, MemberSeat, is_former
from bot.storage.repo_tournament import Tournament
from bot.views import members as view
from bot.views import members_deal as deal_view
from bot.views import pictures as picture_views
from bot.views import tournament as tournament_view
from bot.views import tournament_robin as robin_view
from bot.views.members import Names
from bot.views.table import fadoq_from
from bot.views.table_news import board_race


def board_spec(table: Table, names: Names, tr: Translator) -> Spec:
    """The board of a game of two sides at the end of a deal, each side by its names."""
    side = [html.unescape(names.side(table, s, tr)) for s in (0, 1)]
    labels = BoardLabels(player=side[0], bot=side[1], lines=picture_views.board_labels(tr).lines)
    return specs.board(board_race(table, table.deal.start), labels)


# -- Who is who -----------------------------------------------------------------------------


def names_of(
    game: MemberGame,
    tr: Translator | None = None,
    at: tuple[int, int] | tuple[int, int, int] | None = None,
) -> Names:
    """The names at the table, seat by seat; with `tr`, the bot's seats are « le robot »
    (« the bot ») in that language (its stored name otherwise), or, two of them in teams,
    « le robot de Lise » after their partner; the seat of a member who resigned at a table
    of three « le robot (pour Marie) », and a member erased by /forget « un ancien joueur ».
    `at` (a deal's index, a show's number, and in the play an event's number: `retired_by`):
    the names as they were then, a member who resigned since named as before."""
    seats = sorted(game.seats, key=lambda s: s.seat)
    table = Table.from_json(game.state) if game.state is not None and tr is not None else None
    bots = [s.seat for s in seats if s.user_id is None and not is_former(s)]

    def member(seat: MemberSeat, tr: Translator) -> str:
        return view.former_player(tr) if is_former(seat) else seat.name

    def name(seat: MemberSeat) -> str:
        if tr is None:
            return seat.name
        if seat.seat in bots:
            partner = None
            if len(bots) > 1 and table is not None:
                side = table.side(seat.seat)
                others = (s for s in seats if s.seat not in bots and table.side(s.seat) == side)
                partner = next(others, None)
            if partner is None:
                return view.bot_name(tr)
            return view.bot_with(member(partner, tr), tr)
        if table is None:
            return member(seat, tr)
        if is_retired(table, seat.seat) if at is None else retired_by(table, seat.seat, *at):
            return view.bot_for(member(seat, tr), tr)
        return member(seat, tr)

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
        return merge([[line for line in build(tr) if line] for tr in self.trs])

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


def muggins_buttons(game: MemberGame, table: Table, voice: Voice) -> list[tuple[str, str]]:
    """The current deal's « Muggins… » buttons as (label, callback data `mm:<game>:<deal
    index>:<show number>`), one per show its opponents may still call on (`open_shows`), the
    latest show's first, labelled in the table's language(s) with whose count it calls on."""
    index = len(table.deals) - 1
    buttons = []
    for number in reversed(open_shows(table)):
        show = table.deal.shows[number]

        def label(tr: Translator, by: int = show.by, crib: bool = show.what == "crib") -> str:
            return deal_view.muggins_on_button(names_of(game, tr).seats[by], crib, tr)

        buttons.append((voice.label(label), f"mm:{game.id}:{index}:{number}"))
    return buttons


class RobinMeeting(Protocol):
    """Two members' next game in the group's open round robin, as an invitation names it: the
    tournament, which of their games (`meeting`, from 1) and how many they play (`times`)."""

    @property
    def tournament(self) -> Tournament: ...

    @property
    def meeting(self) -> int: ...

    @property
    def times(self) -> int: ...


def invitation_lines(
    game: MemberGame, voice: Voice, robin: RobinMeeting | None = None
) -> list[str]:
    """The invitation to a table as it stands (HTML lines), in the table's language(s), with
    the round robin's game it is (`robin`) under its first line."""
    rules = rules_from_json(game.rules, game.players)
    host = next(s.name for s in game.seats if s.seat == 0)

    def build(tr: Translator) -> list[str]:
        lines = view.invitation_lines(
            host,
            game.players,
            rules.target,
            [s.name for s in game.seats],
            game.invited_name,
            rules.muggins,
            tr,
            game.invited_user,
        )
        if robin is not None:
            about = tournament_view.about_of(robin.tournament)
            lines.insert(1, robin_view.robin_game_line(about, robin.meeting, robin.times, tr))
        return lines

    return voice.lines(build)


def invitation_buttons(game: MemberGame, voice: Voice) -> list[list[tuple[str, str]]]:
    """The invitation's buttons as rows of (label, callback data), labelled in the table's
    language(s): take the seat (`mj:`), decline when it names one member (`mx:`), start with
    the bot in the empty seats at a table of three or four (`mg:`); then withdraw (`mx:`)."""
    join = voice.label(lambda tr: view.join_button(game.players, game.invited_name, tr))
    row = [(join, f"mj:{game.id}")]
    if game.names_one:
        row.append((voice.label(view.decline_button), f"mx:{game.id}"))
    if game.players > 2:
        row.append((voice.label(view.start_button), f"mg:{game.id}"))
    return [row, [(voice.label(view.withdraw_button), f"mx:{game.id}")]]


def merge(blocks: Sequence[list[str]]) -> list[str]:
    """The same message in several languages, one block after the other."""
    out: list[str] = []
    for block in blocks:
        if out and block:
            out.append("")
        out += block
    return out


# -- What a move changed --------------------------------------------------------------------


class Message(NamedTuple):
    """A group message: its lines, whether the next dealer's button goes under it (`deal`)
    and whether it goes under the picture of the board (`board`)."""

    lines: list[str]
    deal: bool
    board: bool


@dataclass(slots=True)
class News:
    """What a move changed, in one language: the messages to send, and the deal's own message
    when it changed: its play (`live`, edited at each card), then its shows (`shows`: a new
    message at the first show, under one « Muggins… » button per show, edited at each
    count)."""

    messages: list[Message]
    live: list[str] | None
    shows: list[str] | None = None


@dataclass(slots=True)
class Post:
    """Group messages being written: lines, then a message ended (`Message`)."""

    messages: list[Message]
    lines: list[str]

    def add(self, *lines: str) -> None:
        self.lines.extend(line for line in lines if line)

    def end(self, *, deal: bool = False, board: bool = False) -> None:
        """End a message (`deal`: under the next dealer's button; `board`: sent under the
        picture of the board, when drawn)."""
        if self.lines:
            self.messages.append(Message(self.lines, deal, board))
        self.lines = []


def _deal_head(table: Table, index: int, names: Past, tr: Translator) -> list[str]:
    """A deal's head: the last deal's summary, then who deals and the lay-away. It opens the
    deal's own message, edited as the deal goes (one group message less per deal); each line
    names the seats as they were when it happened (`names`)."""
    head = []
    if index:
        head = deal_view.summary_lines(table, index - 1, lambda n: names(index - 1, n), tr)
    return [*head, *deal_view.deal_lines_of(table, index, names(index, -1), tr)]


class Past(Protocol):
    """The names at a table as they were at show number `show` of deal number `deal`, or with
    `event`, at that event of its play (-1: the starter) (`names_of`'s `at`)."""

    def __call__(self, deal: int, show: int, event: int | None = None) -> Names: ...


def _past(game: MemberGame, table: Table, names: Names, tr: Translator) -> Past:
    """`Past` for a compose: the names now (`names`) when nobody resigned at the table, else
    as they were, each set of names built once."""
    built: dict[tuple[bool, ...], Names] = {}

    def past(deal: int, show: int, event: int | None = None) -> Names:
        if not table.retired:
            return names
        key = tuple(retired_by(table, s, deal, show, event) for s in sorted(table.retired))
        if key not in built:
            at = (deal, show) if event is None else (deal, show, event)
            built[key] = names_of(game, tr, at)
        return built[key]

    return past


def _show_lines(table: Table, index: int, number: int, past: Past, tr: Translator) -> list[str]:
    """Show number `number` of deal number `index` in the deal's message: a member's muggins
    call on it is ruled in the message of the caller's keypad (`claim_button`), so only the
    bot's own calls are ruled here (once: the deal's summary does not repeat them)."""
    deal = table.deals[index]
    show = deal.shows[number]
    caller = show.caller
    apart = (
        show.muggins is not None
        and caller is not None
        and table.seats[caller].user is not None
        and not retired_by(table, caller, index, number)
    )
    return deal_view.show_lines(deal, show, past(index, number), tr, ruled_apart=apart)


def compose(
    game: MemberGame,
    table: Table,
    mark: Mark,
    intro: Intro,
    tr: Translator,
    *,
    tournament: bool = False,
    standings_below: bool = False,
) -> News:
    """What happened since `mark`, in `tr`'s language:
    new deal, starter, cards laid, shows (the current deal's in their own message, edited),
    the deal's end and summary, whose turn, the end (issue 40: a new group message only when
    someone must be told; a game that counts in a `tournament` points to its standings, unless
    they are posted just below it: `standings_below`)."""
    names = names_of(game, tr)
    fadoq = fadoq_from(table.rules)
    past = _past(game, table, names, tr)

    post = Post([], [])
    post.add(*intro(tr))
    live: list[str] | None = None  # the deal's play, in its own message edited at each card
    played: list[int] | None = None  # the board the play left, once a show is counted
    played_names = names  # the names at the play's end, for that board
    shows: list[str] | None = None  # the current deal's shows, in their own message
    first = max(mark.deals, 1)
    for index in range(first - 1, len(table.deals)):
        deal = table.deals[index]
        fresh = index + 1 > mark.deals
        last = index == len(table.deals) - 1
        header = _deal_head(table, index, past, tr)

        def at_play(event: int, index: int = index) -> Names:
            return past(index, 0, event)

        if fresh and not last:
            post.add(*header)
        if deal.starter is not None:
            events = replay_play(table, deal=deal).events
            start = 0 if fresh or not mark.starter else mark.events
            if last:
                if fresh or not mark.starter or len(events) > start:
                    live = [*header, *deal_view.starter_lines(deal, past(index, 0, -1), tr)]
                    live += deal_view.play_lines(events, at_play, fadoq, tr)
                    if deal.shows:  # counted at once after the play (a bot's): not in it
                        played = play_board(table, deal, events)
                        played_names = at_play(len(events))
            else:  # an earlier deal: its play was over (nothing new, in practice)
                post.add(*deal_view.play_lines(events[start:], at_play, fadoq, tr, start))
        start_show = 0 if fresh else mark.shows
        if last:
            # a call that pegs nothing (a count right) still closes its show's button
            called = called_shows(deal) != mark.called
            if deal.shows and (
                len(deal.shows) > start_show or mark.scores != tuple(table.scores) or called
            ):
                shows = [
                    line
                    for number, show in enumerate(deal.shows)
                    for line in _show_lines(table, index, number, past, tr)
                ]
        else:
            for number in range(start_show, len(deal.shows)):
                post.add(*_show_lines(table, index, number, past, tr))
    waiting = due(table)
    playing = bool(waiting) and waiting[0].step is Step.PLAY
    counting = bool(waiting) and waiting[0].step is Step.COUNT
    # a game won (or resigned) ends on its board, in the end's message just below: the last
    # deal's own message does not say it first (« Jean compte 8. Planche : … » then « Jean
    # gagne la partie! Planche : … », the same board twice in a row)
    board_at_end = table.finished and not table.abandoned
    if live is not None:
        if not (board_at_end and shows is None):
            live.append(deal_view.board_line(table, played_names, tr, played))
        if playing or (counting and shows is None):
            live.append(deal_view.turn_line(waiting, names, tr))
    if shows is not None:
        if not board_at_end:
            shows.append(deal_view.board_line(table, names, tr))
        if counting:
            shows.append(deal_view.turn_line(waiting, names, tr))
    elif tuple(table.scores) != mark.scores and not table.finished and live is None:
        post.add(deal_view.board_line(table, names, tr))
    if waiting and waiting[0].step is Step.DEAL:
        # asked again when another member must now press (the one asked resigned or left)
        if not mark.dealing or step_keys(table, waiting) != mark.asked:
            post.add(*deal_view.deal_over_lines(table, names, waiting[0], tr))
            post.end(deal=True, board=True)
    elif waiting and waiting[0].step is Step.LAY_AWAY:
        # who still lays away: the deal's own message, edited as members lay away
        if len(table.deals) > mark.deals or step_keys(table, waiting) != mark.asked:
            live = _deal_head(table, len(table.deals) - 1, past, tr)
            live.append(deal_view.turn_line(waiting, names, tr))
    elif (waiting and not playing and not counting) or (
        counting and live is None and shows is None and step_keys(table, waiting) != mark.asked
    ):
        post.add(deal_view.turn_line(waiting, names, tr))
    before = past(-1, -1)  # everyone by their own name, for « d'Ann »
    if table.finished and not mark.finished and table.deals:
        # the last deal's points lost: no next deal's summary tells them
        final = len(table.deals) - 1
        missed = deal_view.uncalled_lines(
            table, table.deals[final], lambda n: past(final, n), tr, end=True
        )
        post.add(*missed)
    if table.finished:
        end = deal_view.end_lines(
            table, names, tr, tournament=tournament, standings_below=standings_below, before=before
        )
        post.add(*end)
    post.end()

    spoken = Names(names.seats + before.seats, names.users + before.users)

    def said(x: str) -> str:
        return view.bot_grammar(view.elide(x, spoken, tr), tr)

    messages = [Message([said(x) for x in m.lines], *m[1:]) for m in post.messages]
    return News(
        messages,
        None if live is None else [said(x) for x in live],
        None if shows is None else [said(x) for x in shows],
    )
