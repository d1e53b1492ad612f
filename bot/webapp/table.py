"""The Mini App's /play table: the game against the bot as JSON, and its moves; without a
game, /play's choices (target, then level) that begin one as `/play <target> <level>` does.

The game is the player's stored `table_games` row in their private chat
(`bot.tg.handlers.table`): each move is the one a button of the chat makes (`move_of` on the
same action words, `play_step` to apply it, let the bot play, save and ask the next step in
the chat). Only what the player may see is sent: their own cards, the starter once cut, the
cards laid, and the hands and crib as they are shown; never the bot's hand nor the pack.
"""

from __future__ import annotations

import html
import re
from collections.abc import Awaitable, Callable
from typing import Final

from bot.drills.answers import MAX_COUNT, AnswerError, AnswerErrorReason
from bot.drills.table import picked, select_card
from bot.drills.table_asks import PlayAsk
from bot.drills.table_bot import Level
from bot.drills.table_moves import Move, move_of
from bot.drills.table_show import count
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Calls, Step, Table, TableError, Waiting
from bot.drills.table_stats import never_played, no_deal_played
from bot.drills.table_turn import Mark, mark_of, show_cards, status
from bot.drills.table_typed import one_too_many
from bot.engine.card_parsing import CardError, parse_card
from bot.engine.cards import Card, hand_order
from bot.engine.variants import TARGETS, discards_per_player
from bot.i18n import Translator, render
from bot.storage import PENDING, Question
from bot.storage.repo_table import TableGame
from bot.tg.context import Context
from bot.tg.handlers import tournament_play
from bot.tg.handlers.common import Who
from bot.tg.handlers.steps import At, tap
from bot.tg.handlers.table import start_game
from bot.tg.handlers.table_abandon import abandon as abandon_game
from bot.tg.handlers.table_steps import PLAY_KIND, PLAY_STORE, play_step, step_markup
from bot.views import calls_unread, replies
from bot.views import table as view
from bot.views import table_news as news
from bot.views.ecart import chosen_already_note
from bot.views.table_abandon import abandon_buttons, abandon_question
from bot.views.table_choice import (
    choose_level_line,
    choose_target_line,
    level_button,
    target_button,
)
from bot.views.table_replies import refusal_note
from bot.webapp import words
from bot.webapp.errors import (
    BAD_REQUEST,
    CONFLICT,
    REFUSED,
    ApiError,
    JSONObject,
    moved_on,
    not_current,
    request_int,
)

MAX_PAD: Final = 99
"""The largest number the page's pad makes (two digits)."""
_TAG: Final = re.compile(r"<[^>]+>")


def plain(line: str) -> str:
    """A view's HTML line as text (the page sets text, never HTML)."""
    return html.unescape(_TAG.sub("", line))


def _card(card: Card, tr: Translator) -> dict[str, str]:
    return {"card": str(card), "label": render.card(card, tr)}


async def _game(context: Context, player: Who) -> TableGame | None:
    """The player's game against the bot in their private chat, if one is under way."""
    game = await context.bot_data.db.table.active_table_game(player.user_id)
    if game is None or game.chat_id != player.chat_id:
        return None
    return game


def _pile(table: Table, tr: Translator) -> tuple[list[JSONObject], int]:
    """The cards of the count under way (since the last 31 or go) and the count."""
    pile, total = view.pile_under_way(table.deal)
    return [{**_card(card, tr), "mine": by == PLAYER_SEAT} for card, by in pile], total


def _hand(table: Table, waiting: Waiting, tr: Translator) -> list[JSONObject]:
    deal = table.deal
    if waiting.step is Step.LAY_AWAY:
        chosen = picked(table, PLAYER_SEAT)
        return [
            {**_card(c, tr), "selected": c in chosen, "legal": True}
            for c in hand_order(deal.hands[PLAYER_SEAT])
        ]
    return [
        {**_card(c, tr), "selected": False, "legal": c in waiting.legal}
        for c in hand_order(deal.held(PLAYER_SEAT))
    ]


def _shown(table: Table, waiting: Waiting, tr: Translator) -> list[JSONObject]:
    """The cards being counted (the player's, or those of the bot's call, shown face up), then
    the starter, which counts with them (`starter`: the page says it is the starter): under
    « The cards counted » the four alone had the player count without it, the starter's own
    row being at the top of the page, out of sight on a phone."""
    deal = table.deal
    cards: list[Card] = []
    if waiting.step is Step.COUNT:
        cards = list(hand_order(show_cards(deal, waiting.seat, waiting.what or "hand")))
    elif waiting.step in (Step.VERDICT, Step.CLAIM) and deal.call is not None:
        cards = list(hand_order(deal.call.cards))
    if not cards:
        return []
    shown: list[JSONObject] = [{**_card(c, tr), "starter": False} for c in cards]
    if deal.starter is not None:
        shown.append({**_card(deal.starter, tr), "starter": True})
    return shown


def _players_turn(game: TableGame) -> tuple[Table, Waiting] | None:
    """The game's table and step when the page can act on it: the player's turn, in a game
    whose counts are settled at once (`Calls.AT_ONCE`); else None."""
    table = Table.from_json(game.state)
    waiting = status(table)
    if waiting is None or table.calls is not Calls.AT_ONCE or waiting.seat != PLAYER_SEAT:
        return None
    return table, waiting


PAGE_SAYS: Final = {Step.LAY_AWAY: (1, 2), Step.PLAY: (0,), Step.COUNT: (-1,), Step.CLAIM: (-1,)}
"""Where a step's lines (`view.waiting_lines`) say what the page says its own way: the chat's
asks « tap them, then ✅ (or type them) », « a number, or the call », « tap or type the number »
speak of the chat's keyboard and typing, which the page has not (it asks with its own words);
the lay-away's « Your cards: … » are the page's six card buttons, in the same order; the
play's « Count: 12. Your cards: … » is the page's count under the pile and its cards."""


def page_lines(table: Table, waiting: Waiting, tr: Translator) -> list[str]:
    """The step's lines as text, without what the page says its own way (`PAGE_SAYS`)."""
    lines = view.waiting_lines(table, waiting, tr)
    drop = {at % len(lines) for at in PAGE_SAYS.get(waiting.step, ())}
    return [plain(line) for at, line in enumerate(lines) if at not in drop]


def new_game_choices(tr: Translator) -> JSONObject:
    """/play's two choices, as the chat asks them: the target, then the bot's level."""
    return {
        "ask": plain(choose_target_line(tr)),
        "targets": [
            {
                "target": target,
                "label": target_button(target, tr),
                "ask": plain(choose_level_line(target, tr)),
            }
            for target in TARGETS
        ],
        "levels": [{"level": level.value, "label": level_button(level, tr)} for level in Level],
    }


async def _last_result(context: Context, player: Who) -> JSONObject:
    """The end of the player's last game against the bot, played to its end in this chat, as
    the chat said it (`table_news.over_lines`): the final board, who won and by how much, where
    the points came from (`result`); the page shows it until another game begins, however it
    ended (a tap on the page, a button in the chat), a reload or the other tab between; for a
    game abandoned, that it was and the board where it stood. Nothing for a game played in a
    group."""
    tr = player.tr
    game = await context.bot_data.db.table.last_finished_table_game(player.user_id)
    if game is None or game.chat_id != player.chat_id:
        return {}
    table = Table.from_json(game.state)
    tournament = await tournament_play.counts_now(context, player.user_id, table)
    if table.abandoned and table.resigned is None:  # /cancel, then « yes »: where it stood
        said = words.abandoned(tr, tournament=tournament, never_played=never_played(table))
        return {"result": [said, plain(view.board_line(table, tr))]}
    if table.winner is None or table.resigned is not None:
        return {}
    end = view.end_lines(table, tr, tournament=tournament)
    cut = len(end) if tournament else -1  # not « /play for another game »: the page offers it
    return {"result": [plain(line) for line in [view.board_line(table, tr), *end[:cut]]]}


async def state(context: Context, player: Who) -> JSONObject:
    """The player's table as the page draws it: `game: null` when there is none, with /play's
    choices to begin one (`new`) and the last game's `result`, or what to do when their game is
    in a group (`elsewhere`)."""
    tr = player.tr
    game = await _game(context, player)
    turn = None if game is None else _players_turn(game)
    if game is None:
        elsewhere = await context.bot_data.db.table.active_table_game(player.user_id)
        if elsewhere is not None:
            return {"kind": "play", "game": None, "elsewhere": words.in_a_group(tr)}
        result = await _last_result(context, player)
        return {"kind": "play", "game": None, "new": new_game_choices(tr), **result}
    if turn is None:
        return {"kind": "play", "game": None}
    table, waiting = turn
    deal = table.deal
    pile, running = _pile(table, tr)
    in_tournament = await tournament_play.counts_now(context, player.user_id, table)
    return {
        "kind": "play",
        "game": {
            "id": game.id,
            "step": game.step,
            "waiting": waiting.step.value,
            "what": waiting.what,
            "hand": _hand(table, waiting, tr),
            "shown": _shown(table, waiting, tr),
            "starter": None if deal.starter is None else _card(deal.starter, tr),
            "pile": pile,
            "count": running,
            "scores": [table.scores[PLAYER_SEAT], table.scores[BOT_SEAT]],
            "target": table.rules.target,
            "dealer": deal.dealer == PLAYER_SEAT,
            "board_line": plain(view.board_line(table, tr)),
            "lines": page_lines(table, waiting, tr),
            "resign": resign_words(table, tr, tournament=in_tournament),
            "mark": mark_json(table),
        },
    }


def mark_json(table: Table) -> JSONObject:
    """Where the game stands at the step shown (`table_turn.Mark`, what the narration reads of
    it): the page sends it back, and is told what happened since when the game moved on
    without it (a move made in the chat, or its own whose answer the network lost)."""
    mark = mark_of(table)
    return {
        "deals": mark.deals,
        "starter": mark.starter,
        "events": mark.events,
        "shows": mark.shows,
        "call": mark.call,
        "scores": list(mark.scores),
    }


def _count(value: object, most: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        return None
    return value


def mark_from(value: object, table: Table) -> Mark | None:
    """The position the page showed (`mark_json`), if it fits the game; else None (a page of
    an older version, or a forged one: nothing is told)."""
    if not isinstance(value, dict):
        return None
    deals = _count(value.get("deals"), len(table.deals))
    events, shows = _count(value.get("events"), 999), _count(value.get("shows"), 99)
    starter, call, scores = value.get("starter"), value.get("call"), value.get("scores")
    if deals is None or events is None or shows is None:
        return None
    if not isinstance(starter, bool) or not isinstance(call, bool) or not isinstance(scores, list):
        return None
    points = [_count(score, 999) for score in scores]
    if len(points) != len(table.scores) or None in points:
        return None
    return Mark(
        deals=deals,
        starter=starter,
        events=events,
        shows=shows,
        call=call,
        closed=False,
        scores=tuple(p for p in points if p is not None),
        finished=False,
        asked=frozenset(),
        dealing=False,
    )


async def since(context: Context, player: Who, game: TableGame, shown: object) -> list[str]:
    """What happened in the player's `game` since the position the page showed (`shown`, its
    `mark_json`), as the chat told it: nothing when that position does not fit the game."""
    table = Table.from_json(game.state)
    mark = mark_from(shown, table)
    if mark is None:
        return []
    tournament = await tournament_play.counts_now(context, player.user_id, table)
    return await _news(context, game.id, mark, player.tr, tournament=tournament)


async def told_since(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """What happened since the step the page showed (`game`, `mark`), read when the page finds
    the game moved on without it: its verdict and the bot's answer, as the chat told them."""
    wanted = body.get("game")
    if not isinstance(wanted, str):
        raise ApiError(BAD_REQUEST, "bad_request")
    game = await context.bot_data.db.table.get_table_game(wanted)
    if game is None or game.user_id != player.user_id or game.chat_id != player.chat_id:
        raise not_current(None if game is None else game.user_id, player.user_id, player.tr)
    return {"said": await since(context, player, game, body.get("mark"))}


def resign_words(table: Table, tr: Translator, *, tournament: bool) -> JSONObject:
    """The chat's « Abandon your game? » and its two answers, for the page's own confirmation
    (a `tournament` game's question says what it counts)."""
    yes, no = abandon_buttons(tr)
    target = table.rules.target if tournament else None
    ask = abandon_question(tr, target=target, never_played=no_deal_played(table))
    return {"ask": plain(ask), "yes": yes, "no": no}


async def _current(
    context: Context, player: Who, body: JSONObject
) -> tuple[TableGame, Table, Waiting]:
    """The player's game at the step the page showed (`game`, `step`), their turn; else 403
    `not_yours` (another player's game) or 409 `moved_on`."""
    tr = player.tr
    wanted, step = body.get("game"), request_int(body.get("step"))
    if not isinstance(wanted, str):
        raise ApiError(BAD_REQUEST, "bad_request")
    game = await _game(context, player)
    if game is None or game.id != wanted:
        other = await context.bot_data.db.table.get_table_game(wanted)
        if other is not None and other.user_id == player.user_id:
            raise await _overtaken(context, player, other, body)
        raise not_current(None if other is None else other.user_id, player.user_id, tr)
    turn = _players_turn(game)
    if game.step != step or turn is None:
        raise await _overtaken(context, player, game, body)
    return game, *turn


async def _overtaken(context: Context, player: Who, game: TableGame, body: JSONObject) -> ApiError:
    """The page's move met the game moved on without it (a move made in the chat, or the
    page's own whose answer was lost): not played, and what happened since the step the page
    showed (`mark`), that the player sees why nothing of theirs happened."""
    said = await since(context, player, game, body.get("mark"))
    if not said:
        return moved_on(player.tr)
    return ApiError(CONFLICT, "moved_on", words.overtaken(player.tr), said=said)


async def _step(
    context: Context, player: Who, body: JSONObject, wants: Step
) -> tuple[TableGame, Table, Waiting, Question | None]:
    """The step the page acts on: the player's game at the step the page showed, a `wants`
    step (else 409 `not_now`)."""
    game, table, waiting = await _current(context, player, body)
    if waiting.step is not wants:
        raise ApiError(CONFLICT, "not_now", replies.move_refused_note(player.tr))
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    asked = None if question is None else PlayAsk.read(question.deal)
    if question is not None and (
        question.kind != PLAY_KIND
        or question.state != PENDING
        or asked is None
        or (asked.game, asked.step) != (game.id, game.step)
    ):
        question = None
    return game, table, waiting, question


def _card_of(body: JSONObject) -> Card:
    try:
        return parse_card(str(body.get("card")))
    except CardError as error:
        raise ApiError(BAD_REQUEST, "bad_request") from error


def _button(action: str) -> Callable[[Table], Move]:
    """The move of a chat button's `action` (`table_moves.move_of`) on the player's seat."""
    return lambda table: move_of(action, table, PLAYER_SEAT)


async def _apply(
    context: Context,
    player: Who,
    body: JSONObject,
    wants: Step,
    move: Callable[[Table], Move],
) -> JSONObject:
    game, table, waiting, question = await _step(context, player, body, wants)
    tr = player.tr
    mark = mark_of(table)
    # asked before the move: the game's last move may close its tournament
    in_tournament = await tournament_play.counts_now(context, player.user_id, table)
    try:
        done = await play_step(context, player, game, move(table), question=question)
    except (TableError, IndexError) as error:
        raise ApiError(REFUSED, "refused", refusal_note(waiting, tr)) from error
    if not done:
        raise moved_on(tr)
    return {"said": await _news(context, game.id, mark, tr, tournament=in_tournament)}


async def _news(
    context: Context, game_id: str, mark: Mark, tr: Translator, *, tournament: bool
) -> list[str]:
    """What happened since `mark`, as the chat tells it (`table_news.narrate`): the cards
    laid and the goes, the counts and whether they were right, the bot's own; after a deal,
    the player's chances (« Vos chances de gagner : 62 % »); at the end, who won and what the win is
    worth (skunk), as the chat says them (`tournament`: a game of an open tournament, whose
    points count, not the win); not « Starter: 6♣ » of the deal under way, which the
    page shows under its own heading."""
    saved = await context.bot_data.db.table.get_table_game(game_id)
    if saved is None:  # pragma: no cover - a game is never deleted
        return []
    table = Table.from_json(saved.state)
    lines, _ = news.narrate(table, mark, tr)
    if table.winner is None and table.deals:  # the page shows this deal's starter by itself
        lines = [line for line in lines if line not in view.starter_lines(table.deal, tr)[:1]]
    if table.winner is None:
        lines += news.odds_lines(table, mark, False, tr)
    elif table.resigned is None:
        lines += view.result_lines(table, tr, tournament=tournament)
    return [plain(line) for line in lines]


async def select(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """Tap a card of the six: chosen for the crib, or not any more (saved, shown in chat).
    A card tapped when two are chosen already is refused, with the drills' words on how to
    change a choice (tap one of the two again first), as the chat's keyboard refuses it: a
    player expects a card tapped to stay chosen until they tap it again, and a slip of the
    finger not to undo a choice."""
    game, table, waiting, question = await _step(context, player, body, Step.LAY_AWAY)
    card = _card_of(body)
    hand = table.deal.hands[PLAYER_SEAT]
    if card not in hand:
        raise ApiError(REFUSED, "refused", refusal_note(waiting, player.tr))
    if one_too_many(table, PLAYER_SEAT, hand.index(card)):
        due = discards_per_player(table.rules)
        raise ApiError(REFUSED, "chosen", chosen_already_note(due, player.tr))
    if question is not None:
        at = At(game, table, waiting)
        index = hand.index(card)
        await tap(
            context, PLAY_STORE, at, index, question=question, player=player, markup=step_markup
        )
    else:
        try:
            select_card(table, PLAYER_SEAT, card)
        except TableError as error:
            raise ApiError(REFUSED, "refused", refusal_note(waiting, player.tr)) from error
        await context.bot_data.db.table.update_table_state(game.id, game.step, table.to_json())
    return {}


async def lay_away(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """Lay the two chosen cards away."""
    return await _apply(context, player, body, Step.LAY_AWAY, _button("ok"))


async def lay(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """Lay a card in the play."""
    card = _card_of(body)
    return await _apply(context, player, body, Step.PLAY, _button(f"c{card}"))


def _points(body: JSONObject, low: int, tr: Translator) -> int:
    """The points the pad sent, `low` or more; past the highest count a hand can make (the
    pad makes two digits), refused with the chat's words before the table sees them."""
    points = request_int(body.get("points"), range(low, MAX_PAD + 1))
    if points > MAX_COUNT:
        too_large = AnswerError(AnswerErrorReason.TOO_LARGE, str(points))
        raise ApiError(REFUSED, "refused", calls_unread.error_text(too_large, tr))
    return points


async def count_show(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """The player's count of the hand or crib being shown."""
    points = _points(body, 0, player.tr)

    def move(table: Table) -> Move:
        return lambda t: count(t, PLAYER_SEAT, points)

    return await _apply(context, player, body, Step.COUNT, move)


async def accept(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """The bot's count is right."""
    return await _apply(context, player, body, Step.VERDICT, _button("a"))


async def muggins(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """« Muggins! » on the bot's count: how many it missed comes next."""
    return await _apply(context, player, body, Step.VERDICT, _button("m"))


async def withdraw(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """At the muggins claim, the bot's count is right after all (the player counted again):
    « Muggins! » taken back, the count accepted as « Right » accepts it (`table_show.accept`
    takes it at the claim too), where the chat's keypad of claims has no such key and its
    player types 0 (« No muggins: my count was right »)."""
    return await _apply(context, player, body, Step.CLAIM, _button("a"))


async def claim(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """The points the bot missed, as the player claims them."""
    points = _points(body, 1, player.tr)
    return await _apply(context, player, body, Step.CLAIM, _button(f"n{points}"))


async def begin(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """A new game of the `target` and `level` chosen on the page, as `/play <target> <level>`
    begins it (the chat tells its start and asks its first step); the game under way, if any,
    goes on instead: said (409 `under_way`) when it is not the one asked for, a page left on
    /play's choices while a game was begun in the chat (« partie de 61 » asked, the game of
    121 shown without a word); a second tap of the same level (another page) goes on silently."""
    target = request_int(body.get("target"))
    level = body.get("level")
    if target not in TARGETS or level not in tuple(Level):
        raise ApiError(BAD_REQUEST, "bad_request")
    current = await context.bot_data.db.table.active_table_game(player.user_id)
    if current is None:
        await start_game(context, player, target, Level(str(level)))
    elif current.chat_id != player.chat_id:
        raise ApiError(CONFLICT, "elsewhere", words.in_a_group(player.tr))
    elif (Table.from_json(current.state).rules.target, current.level) != (target, level):
        raise ApiError(CONFLICT, "under_way", words.under_way(player.tr))
    return {}


async def resign(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """« Abandon this game », confirmed on the page: the game abandoned as the chat's « Yes,
    abandon it » abandons it (`table.abandon`: stored as abandoned, the step's buttons taken
    off, « Game abandoned; it counts as lost. » said in the chat, a tournament's game
    recorded), at the step the page showed (a game moved on meanwhile is shown instead)."""
    game, _, _ = await _current(context, player, body)
    await abandon_game(context, player, game)
    return {}


ACTIONS: Final[dict[str, Callable[[Context, Who, JSONObject], Awaitable[JSONObject]]]] = {
    "play/begin": begin,
    "play/select": select,
    "play/layaway": lay_away,
    "play/lay": lay,
    "play/count": count_show,
    "play/accept": accept,
    "play/muggins": muggins,
    "play/claim": claim,
    "play/withdraw": withdraw,
    "play/resign": resign,
    "play/news": told_since,
}
