"""The wording of /kings: its help (the notation), its menu, a game against the bot, and its
messages as Telegram HTML (`page`) with the grid's picture."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.drills.kings_play import (
    BotCount,
    KingsMatch,
    Level,
    PlayerMove,
    begun,
    joker_open,
)
from bot.drills.table_moves import Chatter
from bot.engine.kings import Tile, flipped
from bot.engine.kings_game import JokerCall, JokerVerdict
from bot.engine.kings_grid import Grid, Illegal, MoveScore, Placement
from bot.engine.kings_notation import cell_name, rank_name
from bot.i18n import Translator, render
from bot.pictures import specs
from bot.pictures.specs import Spec
from bot.views import kings as view
from bot.views import kings_refusals as refusals
from bot.views import replies
from bot.views.kings_asides import counting_rules_lines
from bot.views.markup import BULLET, bold, code, esc
from bot.views.pictures import split_caption


def page(
    lines: Sequence[str],
    tr: Translator,
    name: str | None,
    *,
    report: Sequence[str] = (),
    grid: Grid | None = None,
    new: Sequence[Placement] = (),
    drawn: bool = False,
) -> list[str]:
    """A /kings message as HTML lines from plain `lines`: the first in bold (after the player's
    `name` in groups), the report (HTML lines), the grid in text with its legend (each row in
    monospace on its own line, so a long caption is cut between lines), the other lines.

    `drawn`: the grid is the picture this message is the caption of (the player sees
    pictures). The picture shows the grid, its letters and numbers, the dark tiles and the
    tiles just placed: the grid is then not written out, only what a star means (the rack
    and the moves still write `5*`). Written out, a grid of eight columns or more is a row of
    36 to 64 characters that a phone (some 32 to 35 monospace characters across) wraps in
    two; and a long one did not fit the caption (1024 characters) and was cut in two, with
    the buttons under its first half. With pictures off, the text grid is all the player
    has: it is written out."""
    title = replies.titled(lines[0], tr, name=name)
    if grid is None:
        rows = []
    elif drawn:
        rows = [esc(view.dark_legend(tr))]
    else:
        rows = [*map(code, view.grid_lines(grid, tr, new)), esc(view.legend(tr))]
    return [bold(title), *report, *rows, *(esc(line) for line in lines[1:])]


def picture(grid: Grid, new: Sequence[Placement], tr: Translator) -> Spec:
    """The grid with the new tiles, as a description drawn when the picture is sent."""
    tiles = {**grid.tiles, **{p.cell: p.tile for p in new}}
    ranks = {rank: rank_name(rank, tr.lang) for rank in range(1, 14)}
    return specs.grid(tiles, grid.size, frozenset(p.cell for p in new), ranks)


def menu_text(tr: Translator) -> str:
    """The command's line in the menu."""
    return tr._("Kings Cribbage, the tile game: count, best move, a game")


def help_line(tr: Translator) -> str:
    """The /help line."""
    return tr._(
        "/kings: Kings Cribbage, the tile game: count a move, the best move, "
        "a game against me; /kings help for how to play"
    )


def help_lines(
    tr: Translator, *, game_waits: bool = False, asked: str | None = None, private: bool = True
) -> list[str]:
    """What the game is, the three exercises, and how to type a move; with `game_waits` (a
    game step waits for the player's move), that the menu's exercises under it set the game
    aside, and how to bring it back; with `asked` (« count » or « best »: that question waits
    for the player's answer), that it still waits above and how to answer it."""
    waits = [game_waits_line(tr)] if game_waits else []
    if asked is not None:
        waits = [question_waits_line(asked, tr, private=private)]
    return [
        tr._("Kings Cribbage"),
        tr._(
            "A tile game scored like cribbage: lay lines of 2 to 5 tiles on a grid, across or "
            "down, like words. Each line is counted like a hand: fifteens, pairs, runs."
        ),
        tr._(
            "After the first move, each move joins the tiles already on the grid, and every "
            "line it makes or lengthens must score."
        ),
        tr._(
            "Bonus of 10: the first move of the game, all five tiles of your rack in one move, "
            "a line of five tiles of one colour. A 6 may be laid as a 9, and a 9 as a 6."
        ),
        tr._(
            "The end: once the bag is empty, the game ends when a player has laid all their "
            "tiles or no one can score; each loses the value of the tiles left on their rack "
            "(face tiles 10, ace 1). Two passes in a row by each player also end it."
        ),
        "",
        tr._("/kings count: count the points of a move."),
        tr._("/kings best: find the move that scores most."),
        tr._("/kings play: a game against me (add easy, normal or expert)."),
        tr._("/kings stop: stop the game in progress."),
        tr._("/quiz kings: questions on the rules of Kings Cribbage."),
        "",
        tr._("Typing a move: a cell (column letter, row number), a direction, your tiles."),
        tr._("H8 → 5 6 4 lays 5 on H8, 6 on I8, 4 on J8 (across)."),
        tr._("H8 ↓ 5 6 4 lays them down from H8 (H8, H9, H10)."),
        tr._(
            "No arrows on your keyboard? Type > or right for across, a small v or down for "
            "down: H8 > 5 6 4, H8 v 5 6 4."
        ),
        tr._("Or give each tile its cell: H8 5, I8 6, J8 4."),
        tr._("Tiles: A, 2 to 10, J, Q, K (or V, D, R). Cells already taken are skipped."),
        tr._("A star asks for the dark tile of that rank on your rack: H8 → 5* 6 4."),
        tr._("Add = and your count to count it yourself: H8 → 5 6 4 = 9."),
        tr._(
            "Also: pass; exchange 5 K, which passes and puts your 5 and K back in the bag for "
            "two new tiles (only when you have no move); joker (when I forgot points in my "
            "count; you lose 5 points if I did not); hint."
        ),
        *waits,
    ]


def game_waits_line(tr: Translator) -> str:
    """Under the help shown while a game waits for the player's move: what its menu's
    exercises do to the game."""
    return tr._(
        "Your game waits for your move above. “{count}” and “{best}” set it aside: "
        "/kings play brings it back."
    ).format(count=kind_button("count", tr), best=kind_button("best", tr))


def question_waits_line(asked: str, tr: Translator, *, private: bool = True) -> str:
    """Under the help shown while a count (`asked` « count ») or best-move question (« best »)
    waits for the player's answer: that it still waits above, and how to answer it (in a
    group, a best move by its buttons only)."""
    if asked == "count":
        return tr._("The move to count waits above: send its points, for example 12.")
    if private:
        return tr._("The question waits above: choose a move, press its button or type its letter.")
    return tr._("The question waits above: choose a move, press its button.")


def count_help_lines(tr: Translator) -> list[str]:
    """« ? » alone under /kings count: how a line counts (`kings_asides.counting_rules_lines`),
    where every rule is, and that the move still waits (the whole help buried it)."""
    return [*counting_rules_lines(tr), question_waits_line("count", tr)]


def kind_button(kind: str, tr: Translator) -> str:
    """The label of a menu button."""
    labels = {
        "count": tr._("Count a move"),
        "best": tr._("Best move"),
        "play": tr._("A game"),
        "help": tr._("How to play"),
    }
    return labels[kind]


def level_name(level: Level, tr: Translator) -> str:
    """easy, normal, expert."""
    names = {Level.EASY: tr._("easy"), Level.NORMAL: tr._("normal"), Level.EXPERT: tr._("expert")}
    return names[level]


def unknown_level_line(word: str, tr: Translator) -> str:
    """/kings play with a level not understood (`word` escaped; HTML)."""
    text = tr._(
        "I don't know the level {word}: choose easy, normal or expert, "
        "for example /kings play expert."
    )
    return esc(text.format(word=word))


def _items(score: MoveScore, tr: Translator) -> list[str]:
    """A move's lines then its bonuses, one bullet each, in the order `BotCount.forgot`
    counts them."""
    lines = [
        f"{BULLET} {view.line_heading(line, tr)} — {view.line_call(line.score, tr)}"
        for line in score.lines
    ]
    return lines + [f"{BULLET} {view.bonus_text(bonus, tr)}" for bonus in score.bonuses]


def bot_move_lines(last: BotCount, score: MoveScore, tr: Translator) -> list[str]:
    """The bot's move and its count, as the bot says it (what it forgot left out)."""
    lines = [tr._("I played: {tiles}").format(tiles=view.placed_text(last.move, tr))]
    lines += [item for i, item in enumerate(_items(score, tr)) if i != last.forgot]
    lines.append(tr._("I count {points}.").format(points=render.points(last.claimed, tr)))
    return lines


def forgotten_line(last: BotCount | None, score: MoveScore | None, tr: Translator) -> str | None:
    """The line or bonus the bot left out of its count (`bot_move_lines`), as it should have
    said it; None when it forgot nothing."""
    if last is None or score is None or last.forgot < 0:
        return None
    items = _items(score, tr)
    return items[last.forgot] if last.forgot < len(items) else None


def player_move_lines(report: PlayerMove, tr: Translator) -> list[str]:
    """The player's move counted: as they said it (said right, when they said one), or short
    (the bot's « Joker »), or over. How a 6 or a 9 of their rack was laid is said under the
    move (`turned_lines`, `kept_lines`): the rack showed a 9, the move names a 6."""
    score = report.score
    lines = [tr._("You played: {tiles}").format(tiles=view.placed_text(score.move, tr))]
    lines += view.turned_lines(score.move, report.rack, tr) if report.rack else []
    lines += kept_lines(report.kept, tr)
    lines += view.explanation(score, tr)
    if report.claimed is None:
        return lines
    if report.claimed == score.total:  # counted right: said so, as a short count or an over
        lines.append(
            tr._("You counted {said}: that's right.").format(said=tr.number(report.claimed))
        )
        return lines
    if report.taken:
        lines.append(
            tr.ngettext(  # « le point oublié », never « les 1 que vous avez oubliés »
                "Joker! You counted {said}: I take the point you missed.",
                "Joker! You counted {said}: I take the {missed} points you missed.",
                report.taken,
            ).format(said=tr.number(report.claimed), missed=tr.number(report.taken))
        )
        lines.append(view.muggins_line(tr))
    else:
        lines.append(view.over_count_line(report.claimed, score.total, tr))
    return lines


def kept_lines(kept: Sequence[tuple[Placement, int]], tr: Translator) -> list[str]:
    """« On C2, your 9 is laid as it is, a 9: turned over into a 6, the move would have
    scored 4 points. » for each 6 or 9 laid as the rack holds it where turned over it scored
    more (`kings.kept_unturned`): a player who followed a hint laying it turned sees why the
    move scores less (its value is fixed once on the grid)."""
    return [
        tr._(
            "On {cell}, your {held} is laid as it is, a {held}: turned over into a {turned}, "
            "the move would have scored {points}."
        ).format(
            cell=cell_name(placed.cell),
            held=view.tile_text(placed.tile, tr),
            turned=view.tile_text(flipped(placed.tile), tr),
            points=render.points(points, tr),
        )
        for placed, points in kept
    ]


def joker_lines(call: JokerCall, tr: Translator, missed: str | None = None) -> list[str]:
    """The verdict on the player's « Joker », with the line the bot forgot when the call is
    right (`missed`, `forgotten_line`): the player sees what they caught."""
    lines = [view.joker_text(call.verdict, abs(call.caller), tr)]
    if missed is not None and call.verdict is JokerVerdict.TAKEN:
        lines.append(missed)
    return lines


def step_lines(
    match: KingsMatch,
    tr: Translator,
    *,
    private: bool = True,
    stuck: bool = False,
    explained: bool = False,
) -> list[str]:
    """Where the game stands: the scores, the player's rack, what to do (in a group, to reply
    to this message: the bot, in privacy mode, receives nothing else but commands). `stuck`:
    the player has no legal move, said with what a pass may do (the pass buttons show then
    only). `explained`: to a player lost in private, a later move said in full."""
    game = match.game
    lines = [
        view.scores_line(game, tr),
        view.rack_text(game.rack(0), tr),
    ]
    if stuck:
        lines.append(view.stuck_line(tr, bag=bool(game.bag)))
    elif game.first or (private and explained):  # its form: not seen yet, or asked for
        if not game.first:
            lines.append(
                tr._(
                    "Your move: lay 1 to 5 of your tiles in a line, touching a tile already on "
                    "the grid; each line your move makes or lengthens must score at least a point."
                )
            )
        elif private:  # a player come from the menu has seen no move typed yet: its form
            lines.append(first_move_line(tr))
        else:
            lines.append(
                tr._(
                    "Your move: the first move lays 2 to 5 tiles in a line, anywhere; "
                    "reply to this message with it."
                )
            )
        lines.append(
            tr._(
                "Write it as a cell, a direction and your tiles: H8 → 5 6 4 lays 5 on H8, "
                "6 on I8, 4 on J8. /kings help for the rest."
            )
        )
    elif private:  # not stuck: a pass would be refused, so none is offered
        lines.append(tr._("Your move: type it (H8 → 5 6 4). /kings help for the rest."))
    else:
        lines.append(
            tr._("Your move: reply to this message with it (H8 → 5 6 4). /kings help for the rest.")
        )
    if joker_open(match):
        lines.append(joker_invite(tr))
    return lines


def step_help_lines(
    match: KingsMatch,
    tr: Translator,
    *,
    private: bool = True,
    stuck: bool = False,
    chatter: Chatter | None = None,
    lost: bool = False,
) -> list[str]:
    """A question or chatter typed at a game step (« quoi? », "what?"; not `private`: replied
    to the group's step, whose words it then says): what the step asks again, without its
    scores, and where a good move and the rules are. A greeting or thanks (`chatter`) is
    greeted or thanked back, a word said at the table (« ok ») not told it was not understood,
    a player who says she is lost (`lost`) reassured and told what a move is."""
    first = {
        None: tr._("I did not understand your move. It is your turn."),
        Chatter.GREETING: tr._("Hello! It is your turn."),
        Chatter.EVENING: tr._("Good evening! It is your turn."),
        Chatter.GOODNIGHT: tr._("See you soon! Your game will wait for you here."),
        Chatter.THANKS: tr._("You're welcome! It is your turn."),
        Chatter.OTHER: tr._("It is your turn."),
    }
    lines = [tr._("No problem, let me explain. It is your turn.") if lost else first[chatter]]
    lines += step_lines(match, tr, private=private, stuck=stuck, explained=lost)[1:]
    hint = tr._("For a good move, type hint.") if private else tr._("For a good move, tap Hint.")
    return lines if stuck else [*lines, hint]  # in a group, a word is read only as a reply


def first_move_line(tr: Translator) -> str:
    """What the game's first move must be (the chat's step and the Mini App say it)."""
    return tr._("Your move: the first move lays 2 to 5 tiles in a line, anywhere.")


def joker_invite(tr: Translator) -> str:
    """Under the bot's count while « Joker » may be called on it: the call, and its cost."""
    return tr._(
        "Did I forget points in my count? Call Joker! (you lose 5 points if I forgot nothing)"
    )


def hint_lines(
    score: MoveScore | None,
    rack: Sequence[Tile],
    tr: Translator,
    name: str | None = None,
    *,
    bag: bool = True,
) -> list[str]:
    """The best move of the rack, or that there is none, after the player's `name` in a group
    (« Zoé — Un bon coup : … »: two members may play at once); a 6 or 9 of the rack it lays
    turned over is said (the player sees a 9 on their rack, not the 6 the move names)."""
    if score is None:
        none = view.stuck_line(tr, bag=bag)
        return [replies.titled(none, tr, name=name)]
    good = tr._("A good move: {tiles} for {points}.").format(
        tiles=view.placed_text(score.move, tr), points=render.points(score.total, tr)
    )
    return [replies.titled(good, tr, name=name), *view.turned_lines(score.move, rack, tr)]


def named_line(text: str, tr: Translator, name: str | None) -> str:
    """`text` (plain) as HTML, after the player's `name` in a group (« Zoé : Partie arrêtée. »;
    None in private): what a game's buttons answer in a group is no reply, and two members may
    play at once."""
    return esc(replies.titled(text, tr, name=name))


def fits_caption(html: Sequence[str]) -> bool:
    """Whether these lines fit one photo caption (else the moves' report goes first, in a
    message of its own)."""
    return not split_caption("\n".join(html))[1]


MENU: Final = (("count", "best"), ("play", "help"))
"""The /kings menu buttons (`kg:<kind>`), by rows."""


def menu_buttons(tr: Translator) -> list[list[tuple[str, str]]]:
    """The four /kings menu buttons, by rows, as (label, callback data)."""
    return [[(kind_button(kind, tr), f"kg:{kind}") for kind in row] for row in MENU]


def step_buttons(
    question_id: int,
    rows: Sequence[Sequence[str]],
    tr: Translator,
    exchanged: int | None = None,
) -> list[list[tuple[str, str]]]:
    """The buttons of actions on game step `question_id`, by rows, as (label, callback data
    `kp:<qid>:<action>`); `exchanged`: the tiles the exchange gives back, when fewer than the
    rack."""
    return [
        [(button_label(action, tr, exchanged), f"kp:{question_id}:{action}") for action in row]
        for row in rows
    ]


def button_label(action: str, tr: Translator, exchanged: int | None = None) -> str:
    """The buttons under a game step; the exchange's says how many tiles it exchanges when
    the bag has fewer than the rack (`exchanged`), not « all »."""
    if action == "swap" and exchanged is not None:
        return tr.ngettext(
            "Pass and exchange {n} of my tiles", "Pass and exchange {n} of my tiles", exchanged
        ).format(n=tr.number(exchanged))
    labels = {
        "joker": tr._("Joker!"),
        "pass": tr._("Pass"),
        "swap": tr._("Pass and exchange all my tiles"),
        "hint": tr._("Hint"),
        "stop": tr._("Stop the game"),
        "end": tr._("Yes, stop it"),
        "keep": tr._("No, go on"),
    }
    return labels[action]


# -- What the game's handlers say -----------------------------------------------------------


def game_title(tr: Translator) -> str:
    """Above each step of a game against the bot (plain text)."""
    return tr._("Kings Cribbage: a game against me")


def new_game_note(level: Level, tr: Translator) -> str:
    """A game started."""
    text = tr._("A new game, bot level: {level}. You start.")
    return text.format(level=level_name(level, tr))


def level_note(level: Level, tr: Translator) -> str:
    """What the bot's level means for its count, said as a game starts: at expert it never
    forgets (a Joker called on it always costs 5 points), else it now and then does."""
    if level is Level.EXPERT:
        return tr._("At this level I count every point.")
    return tr._("At this level I sometimes forget points in my count: then call Joker!")


def game_below_note(tr: Translator) -> str:
    """« A game » pressed again on a message above the game it opened (a toast, plain text)."""
    return tr._("Your game is waiting below: your move.")


def already_under_way_note(tr: Translator) -> str:
    """« /rois nouvelle partie » while a game is under way: it stays (shown again under this
    line), as /play says of its own; how to stop it, or start another at a level."""
    return tr._(
        "A game is already under way; /kings stop abandons it, or /kings play easy, normal or "
        "expert starts another."
    )


def goes_on_note(tr: Translator) -> str:
    """A game under way, shown again."""
    return tr._("Your game picks up where it left off.")


def not_on_rack_lines(
    rack: Sequence[Tile], tr: Translator, missing: Sequence[Tile] = ()
) -> list[str]:
    """Tiles to exchange that the player does not hold (`missing`: named when known), and the
    tiles they do hold."""
    return refusals.illegal_lines(Illegal.NOT_IN_RACK, rack, tr, missing)


def not_a_tile_lines(word: str, rack: Sequence[Tile], tr: Translator) -> list[str]:
    """A word named after « exchange » that is no tile (« échange 5 chose »): that word, and
    the tiles the player holds."""
    return [refusals.not_a_tile_note(word, tr), view.rack_text(rack, tr)]


def over_note(tr: Translator, *, stopped: bool = False) -> str:
    """A move typed after the game ended, or after it was `stopped` before its end."""
    if stopped:
        return tr._("This game was stopped. /kings play starts a new one.")
    return tr._("The game is over. /kings play starts a new one.")


def pass_refused_note(tr: Translator) -> str:
    """A pass while a move is possible."""
    return tr._(
        "You still have a legal move: pass only when none is possible. Tap Hint to see one."
    )


def not_yours_note(tr: Translator) -> str:
    """A press on another player's game."""
    return tr._("This game is not yours: /kings play starts one.")


def set_aside_note(tr: Translator) -> str:
    """The game waits, set aside by another drill, and how to bring it back (plain text):
    said under that drill's question, and to a game's word typed once it is answered."""
    return tr._("Your Kings Cribbage game is set aside: /kings play brings it back.")


def set_aside_line(tr: Translator) -> str:
    """A drill asked while the game waited for the player's move: the game waits, and how to
    bring it back (HTML; in place of `replies.set_aside_line`)."""
    return "<i>" + esc(set_aside_note(tr)) + "</i>"


def drill_dropped_line(tr: Translator, *, count: bool) -> str:
    """A game started or taken up while a move to count (`count`) or a best-move question
    waited: that question is dropped (HTML, in place of `replies.set_aside_line`)."""
    if count:
        note = tr._("The move to count is dropped.")
    else:
        note = tr._("The best-move question is dropped.")
    return "<i>" + esc(note) + "</i>"


def step_over_note(tr: Translator) -> str:
    """A press on a step already played."""
    return tr._("This step of the game is over.")


def stop_question(tr: Translator) -> str:
    """Asked before a game is stopped."""
    return tr._("Stop this game? It ends here and cannot be taken up again.")


def stop_asked_note(tr: Translator) -> str:
    """« Stop the game » tapped again while its question waits below (a toast, plain text)."""
    return tr._("Stop this game? Answer the question below.")


def stop_asked_again_note(tr: Translator) -> str:
    """/kings stop (or /resign) typed again while « Stop this game? » waits above (a reply
    to it)."""
    return tr._("Stop this game? I have asked you already: answer the question above.")


def hint_sent_note(tr: Translator) -> str:
    """« Hint » tapped again on a step whose hint was sent below (a toast, plain text)."""
    return tr._("The hint for this move is already below.")


def no_game_to_stop_note(tr: Translator) -> str:
    """/kings stop with no game step waiting for the player."""
    return tr._("No Kings Cribbage game is waiting for your move: nothing to stop.")


def goes_on_move_note(tr: Translator) -> str:
    """The stop declined."""
    return tr._("The game goes on: your move.")


def stopped_lines(match: KingsMatch, tr: Translator) -> list[str]:
    """A game stopped before its end, in the chat and on the Mini App's page: the score where
    it stood (no tiles deducted, no winner), when it had begun."""
    scores, lines = match.game.scores, [tr._("Game stopped.")]
    if not begun(match):  # no move made: no « you 0, me 0 » to say
        return lines
    said = tr._("Score when it stopped: you {player}, me {bot}.")
    return [*lines, said.format(player=tr.number(scores[0]), bot=tr.number(scores[1]))]


def score_after_game_lines(match: KingsMatch, tr: Translator) -> list[str]:
    """The score asked once the game ended (« qui a gagné? »): who won, or where it stopped."""
    if not match.game.over:
        return [*stopped_lines(match, tr), start_another_note(tr)]
    return [*view.final_lines(match.game, tr), over_note(tr)]


def start_another_note(tr: Translator) -> str:
    """After a game stopped: how to start another."""
    return tr._("/kings play starts a new one.")
