"""A game against the bot (/play) told step by step: what happened since the position before
the player's move (`bot.drills.table_turn.Mark`), the player's chances after a deal and the
deal they can verify (`bot.tg.handlers.table_steps` sends it)."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence

from bot.content_odds import shipped_odds
from bot.drills.answer_claims import Answer
from bot.drills.table_fairness import deal_fingerprint
from bot.drills.table_odds import biggest_swing, chance_at_deal, has_odds, odds_rule
from bot.drills.table_play import replay_play
from bot.drills.table_state import PLAYER_SEAT, Table
from bot.drills.table_turn import Mark
from bot.i18n import Translator
from bot.pictures import specs
from bot.pictures.board import Race
from bot.pictures.specs import Spec
from bot.views import fairness as fairness_view
from bot.views import odds_play, replies
from bot.views import pictures as picture_views
from bot.views import table as view
from bot.views import table_show as show_view

logger = logging.getLogger("muggins.views.table_news")


def board_race(table: Table, start: Sequence[int]) -> Race:
    """A game of two sides on the board: the scores (front pegs) and those at `start`, the
    position before the last move or deal (back pegs)."""
    scores = table.scores
    back = [min(start[side], scores[side]) for side in (0, 1)]
    return Race(table.rules.target, table.rules.margin_rule, scores[0], scores[1], *back)


def board_spec(table: Table, mark: Mark, tr: Translator) -> Spec:
    """The board of a game against the bot since `mark` ("You" and "Me")."""
    return specs.board(board_race(table, mark.scores), picture_views.board_labels(tr))


def as_told(table: Table) -> Table:
    """The game as the narration has told it so far: without the points of the bot's count
    that waits for the player's answer (`Deal.call`, pegged as it is announced), for a board
    sent before that count is told (a show's picture, the count's cards after it)."""
    call = table.deals[-1].call if table.deals else None
    if call is None:
        return table
    scores = list(table.scores)
    scores[table.side(call.by)] -= call.pegged
    return dataclasses.replace(table, scores=scores)


def narrate(
    table: Table,
    mark: Mark,
    tr: Translator,
    *,
    nineteen: bool = False,
    called: Answer | None = None,
) -> tuple[list[str], bool]:
    """What happened since `mark` (HTML lines), and whether a show was counted; `nineteen`:
    the player's count just typed was « dix-neuf »; `called`: that count as read, when typed
    (`show_view.player_show_lines`)."""
    lines: list[str] = []
    showed = False
    if not table.deals:
        return lines, showed
    index = max(mark.deals - 1, 0)
    deal = table.deals[index]
    fresh = mark.deals == 0
    if deal.starter is not None and (fresh or not mark.starter):
        lines += view.starter_lines(deal, tr)
    if deal.starter is not None:
        events = replay_play(table, deal=deal).events
        told = events[0 if fresh or not mark.starter else mark.events :]
        lines += view.play_lines(told, view.fadoq_from(table.rules), tr)
    start = 0 if fresh else mark.shows
    for i, show in enumerate(deal.shows[start:]):
        showed = True
        if show.by == PLAYER_SEAT:
            lines += show_view.player_show_lines(
                deal,
                show,
                table.rules.muggins,
                tr,
                excess_to_opponent=table.rules.excess_to_opponent,
                nineteen=nineteen,
                called=called,
            )
        elif i == 0 and mark.call:
            lines += show_view.bot_show_result_lines(deal, show, True, tr)
        else:
            lines += show_view.bot_call_lines(deal, show, tr)
    return lines, showed


def named(lines: Sequence[str], name: str | None, tr: Translator) -> list[str]:
    """A message of the game (HTML lines) after the player's `name` in a group (« <b>Zoé</b> —
    Vos cartes : … », `replies.titled_html`): two members may play me there at once, and a
    step's message is no reply. As it is in private (`name` None)."""
    if name is None or not lines:
        return list(lines)
    return [replies.titled_html(lines[0], tr, name=name), *lines[1:]]


def board_lines(table: Table, mark: Mark, tr: Translator) -> list[str]:
    """After a step that changed the score: the board, the chances after a deal and the deal to
    verify (`odds_lines`, `fairness_lines`)."""
    closing = [*odds_lines(table, mark, False, tr), *fairness_lines(table, mark, False, tr)]
    return [*_board(table, mark, tr), *closing]


def over_lines(table: Table, mark: Mark, tr: Translator, *, tournament: bool = False) -> list[str]:
    """The game over: the board, who won and by how much (in a `tournament` game, that its
    points count), the deal that swung it and the last deal to verify, then the one-line
    summary."""
    end = view.end_lines(table, tr, tournament=tournament)
    closing = [*odds_lines(table, mark, True, tr), *fairness_lines(table, mark, True, tr)]
    cut = len(end) if tournament else -1  # the /play line last (none in a tournament game)
    return [*_board(table, mark, tr), *end[:cut], *closing, *end[cut:]]


def _board(table: Table, mark: Mark, tr: Translator) -> list[str]:
    return [view.board_line(table, tr)] if tuple(table.scores) != mark.scores else []


def odds_lines(table: Table, mark: Mark, over: bool, tr: Translator) -> list[str]:
    """After a deal, the player's chances (« Vos chances de gagner : 62 % », « Vos chances de
    gagner (règle FADOQ) : 62 % » in a game with the FADOQ rule, whose chances they are); at
    the end of the game, the deal that swung them most. Nothing before the first deal is over,
    or without a table."""
    try:
        odds = shipped_odds()
    except (OSError, ValueError):  # pragma: no cover - the table ships with the bot
        logger.exception("cannot read the win table")
        return []
    if not has_odds(table, odds):
        return []
    if over:
        if table.winner is None or table.resigned is not None:
            return []
        swing = biggest_swing(table, odds)
        if swing is None:
            return []
        decided = swing.deal == len(table.deals)  # its `after`: the game's result
        return [odds_play.swing_line(swing.deal, swing.before, swing.after, tr, decided=decided)]
    if mark.deals == 0 or len(table.deals) <= mark.deals:
        return []
    chance = chance_at_deal(table, table.deal, odds)
    return [odds_play.play_line(chance, tr, fadoq=odds_rule(table.rules) is not None)]


def fairness_lines(table: Table, mark: Mark, over: bool, tr: Translator) -> list[str]:
    """A deal the player can verify: the fingerprint of the deal just dealt (before any of its
    cards is played). The keys of the deals over wait for /play check."""
    lines: list[str] = []
    if not over and len(table.deals) > mark.deals:
        number = len(table.deals)
        shown = deal_fingerprint(table, number)
        if shown is not None:
            lines.append(fairness_view.fingerprint_line(number, shown, tr))
    return lines
