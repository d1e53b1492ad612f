"""The wording of Kings Cribbage, shared by the chat and the worksheet (plain text, no HTML).

Tiles are written as their rank (`A`, `2` … `10`, `J` `Q` `K`; in French `V` `D` `R`); a dark
tile carries a `*` (light tiles nothing), as the picture shows them dark. Cells are named as
typed (`H8`: column letter, row number). The grid in text is cut to the played area.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.drills.kings import KingsBest, KingsCount, KingsCountGrade, turned_over
from bot.drills.kings_rack import rack_order
from bot.drills.table_moves import Chatter
from bot.engine.kings import (
    Colour,
    KingsCombo,
    KingsKind,
    KingsScore,
    Tile,
    flipped,
)
from bot.engine.kings_game import JokerVerdict, KingsGame, Turn, TurnKind
from bot.engine.kings_grid import ACROSS, Cell, Grid, KingsLine, MoveScore, Placement
from bot.engine.kings_notation import (
    LETTERS,
    cell_name,
    rank_name,
)
from bot.engine.show import CALL_ORDER, Kind
from bot.i18n import Translator, render
from bot.views.markup import BULLET, bold, esc

DARK_MARK = "*"
NEW_MARK = "+"
MARGIN = 1


def stuck_line(tr: Translator, *, bag: bool) -> str:
    """That the player has no legal move, so passes: one sentence wherever it is said (the
    step, the hint, a refused move or joker, « je peux passer? »); with tiles in the `bag`,
    what a pass may do with them, else that the bag is empty."""
    if bag:
        return tr._(
            "You have no legal move: pass, keeping your tiles or exchanging them for "
            "tiles from the bag."
        )
    return tr._("You have no legal move and the bag is empty: pass.")


def tile_text(tile: Tile, tr: Translator) -> str:
    """`5` for a light five, `5*` for a dark one."""
    mark = DARK_MARK if tile.colour is Colour.DARK else ""
    return rank_name(tile.rank, tr.lang) + mark


def tiles_text(tiles: Iterable[Tile], tr: Translator) -> str:
    """Tiles separated by spaces."""
    return " ".join(tile_text(t, tr) for t in tiles)


def placed_text(move: Sequence[Placement], tr: Translator) -> str:
    """`H8 5, I8 6*`: each placed tile with its cell."""
    return ", ".join(f"{cell_name(p.cell)} {tile_text(p.tile, tr)}" for p in sorted(move))


def span(cells: Sequence[Cell]) -> str:
    """`H8-K8`: the first and last cell of a line."""
    return f"{cell_name(cells[0])}-{cell_name(cells[-1])}"


def _window(grid: Grid, extra: Iterable[Cell]) -> tuple[range, range]:
    cells = [*grid.tiles, *extra]
    if not cells:
        middle = grid.size // 2
        cells = [(middle, middle)]
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    top, bottom = max(0, min(rows) - MARGIN), min(grid.size - 1, max(rows) + MARGIN)
    left, right = max(0, min(cols) - MARGIN), min(grid.size - 1, max(cols) + MARGIN)
    return range(top, bottom + 1), range(left, right + 1)


def _cell_text(tile: Tile | None, new: bool, tr: Translator) -> str:
    """Four characters: the rank right-aligned, `*` for a dark tile, `+` for a tile just placed."""
    if tile is None:
        return " .  "
    mark = DARK_MARK if tile.colour is Colour.DARK else " "
    return f"{rank_name(tile.rank, tr.lang):>2}{mark}{NEW_MARK if new else ' '}"


def grid_lines(grid: Grid, tr: Translator, new: Sequence[Placement] = ()) -> list[str]:
    """The played area as monospace rows: column letters on top, row numbers on the left,
    `.` for an empty cell, `*` after a dark tile, `+` after a tile just placed."""
    placed = {p.cell: p.tile for p in new}
    rows, cols = _window(grid, placed)
    width = len(str(rows[-1] + 1))
    out = [" " * (width + 1) + "".join(f"{LETTERS[c]:>2}  " for c in cols).rstrip()]
    for r in rows:
        cells = "".join(
            _cell_text(placed.get((r, c)) or grid.tiles.get((r, c)), (r, c) in placed, tr)
            for c in cols
        )
        out.append(f"{r + 1:>{width}} {cells.rstrip()}")
    return out


def legend(tr: Translator) -> str:
    """How to read the grid in text."""
    return tr._("* dark tile, + tile just placed, . empty cell")


def dark_legend(tr: Translator) -> str:
    """What the star after a tile means, when the grid is drawn rather than written out (the
    picture frames the tiles just placed)."""
    return tr._("* dark tile")


# -- Counting a line -------------------------------------------------------------------------


def _calls(score: KingsScore) -> list[tuple[Kind, int, int]]:
    calls = []
    total = 0
    for group in CALL_ORDER:
        for combo in score.combos:
            if combo.kind in group:
                total += combo.points
                calls.append((Kind(combo.kind), combo.points, total))
    return calls


def line_call(score: KingsScore, tr: Translator) -> str:
    """A line counted aloud: "fifteen 2, fifteen 4 and a pair makes 6" (five alike too:
    "five alike for 20" alone, as a run alone, with no total repeating it)."""
    five = [c for c in score.combos if c.kind is KingsKind.FIVE_ALIKE]
    rest = KingsScore(tuple(c for c in score.combos if c.kind is not KingsKind.FIVE_ALIKE))
    calls = _calls(rest)
    parts = [render.join_calls(calls, tr)] if calls else []
    if five and not calls:  # a call alone that says its points needs no total
        parts.append(tr._("five alike for {points}").format(points=tr.number(five[0].points)))
    elif five:
        running = rest.total + five[0].points
        parts.append(
            tr._("five alike for {points} makes {total}").format(
                points=tr.number(five[0].points), total=tr.number(running)
            )
        )
    return ", ".join(parts)


def direction_name(line: KingsLine, tr: Translator) -> str:
    """« across » or « down »."""
    return tr._("across") if line.direction == ACROSS else tr._("down")


def line_heading(line: KingsLine, tr: Translator) -> str:
    """`Across H8-K8: 5 6 4 3*`."""
    return tr._("{direction} {span}: {tiles}").format(
        direction=direction_name(line, tr).capitalize(),
        span=span(line.cells),
        tiles=tiles_text(line.tiles, tr),
    )


def bonus_text(bonus: KingsCombo, tr: Translator) -> str:
    """A bonus of 10 and why."""
    points = render.points(bonus.points, tr)
    if bonus.kind is KingsKind.FIRST_PLAY_BONUS:
        return tr._("First move of the game: {points}").format(points=points)
    if bonus.kind is KingsKind.FIVE_TILES_BONUS:
        return tr._("All five tiles of the rack placed: {points}").format(points=points)
    return tr._("Five tiles of one colour in a line ({tiles}): {points}").format(
        tiles=tiles_text(bonus.tiles, tr), points=points
    )


def explanation(score: MoveScore, tr: Translator) -> list[str]:
    """The move counted line by line, the bonuses, the total."""
    lines = [
        f"{BULLET} {line_heading(line, tr)} — {line_call(line.score, tr)}" for line in score.lines
    ]
    lines += [f"{BULLET} {bonus_text(b, tr)}" for b in score.bonuses]
    lines.append(tr._("Total: {points}").format(points=render.points(score.total, tr)))
    return lines


# -- The count drill -------------------------------------------------------------------------


def count_question_lines(count: KingsCount, tr: Translator, *, private: bool = True) -> list[str]:
    """The title, the tiles placed, the lines they make, the question (grid drawn apart); in a
    group, to reply (the bot, in privacy mode, receives nothing else but commands)."""
    score = count.score()
    lines = [
        tr._("Kings Cribbage: count this move"),
        tr._("Tiles placed: {tiles}").format(tiles=placed_text(score.move, tr)),
        tr._("Lines made or lengthened:"),
        *(f"{BULLET} {line_heading(line, tr)}" for line in score.lines),
    ]
    if score.first:
        lines.append(tr._("It is the first move of the game."))
    if score.rack_emptied:
        lines.append(tr._("All five tiles of the rack are placed."))
    lines.append(tr._("How many points does this move score, bonuses included?"))
    if not private:
        lines.append(tr._("Reply to this message with the number of points."))
    return lines


def count_verdict_lines(count: KingsCount, grade: KingsCountGrade, tr: Translator) -> list[str]:
    """Right, short (the « Joker » taken) or over (corrected), then the explanation."""
    points = render.points(grade.points, tr)
    if grade.exact:
        head = tr._("Right: this move scores {points}.").format(points=points)
    elif grade.missed:
        head = tr.ngettext(  # « le point oublié », never « les 1 que vous avez oubliés »
            "Joker! You counted {said}, the move scores {points}: I take the point you missed.",
            "Joker! You counted {said}, the move scores {points}: I take the {missed} points"
            " you missed.",
            grade.missed,
        ).format(said=tr.number(grade.said), points=points, missed=tr.number(grade.missed))
        return [head, muggins_line(tr), *explanation(count.score(), tr)]
    else:
        head = over_count_line(grade.said, grade.points, tr)
    return [head, *explanation(count.score(), tr)]


def over_count_line(said: int, points: int, tr: Translator) -> str:
    """A count too high, corrected: said in one wording by the count drill and by a game."""
    return tr._("Too many: you counted {said}, the move scores {points}; corrected.").format(
        said=tr.number(said), points=render.points(points, tr)
    )


def muggins_line(tr: Translator) -> str:
    """Under a « Joker! » called on the player's short count: what it is, to a cribbage
    player who knows muggins but not the Kings rules."""
    return tr._(
        "(Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
        "player.)"
    )


# -- The best move ---------------------------------------------------------------------------


def rack_text(rack: Sequence[Tile], tr: Translator) -> str:
    """`Your tiles: 2 2 5 6* K`, in rack order (`rack_order`), as the Mini App shows them."""
    return tr._("Your tiles: {tiles}").format(tiles=tiles_text(rack_order(rack), tr))


def choice_label(index: int) -> str:
    """`A`, `B`, `C`, `D`."""
    return "ABCD"[index]


def turned_lines(move: Sequence[Placement], rack: Sequence[Tile], tr: Translator) -> list[str]:
    """« On F8, your 9 turned over makes a 6. » for each tile of a move (a hint, a choice of
    /kings best) laid turned over: the player sees a 9 on their rack, not the 6 the move names."""
    return [
        tr._("On {cell}, your {held} turned over makes a {laid}.").format(
            cell=cell_name(placed.cell),
            held=tile_text(flipped(placed.tile), tr),
            laid=tile_text(placed.tile, tr),
        )
        for placed in turned_over(move, rack)
    ]


def best_question_lines(best: KingsBest, tr: Translator, *, private: bool = True) -> list[str]:
    """The rack, each candidate move, the question (in a group, by its buttons only: a letter
    typed there, not as a reply, never reaches the bot in privacy mode)."""
    lines = [tr._("Kings Cribbage: which move scores most?"), rack_text(best.rack, tr)]
    for i, move in enumerate(best.choices):  # a 9* shown that the rack holds as a 6*: said
        lines += [f"{choice_label(i)}. {placed_text(move, tr)}", *turned_lines(move, best.rack, tr)]
    if private:
        lines.append(tr._("Choose a move: press its button or type its letter."))
    else:
        lines.append(tr._("Choose a move: press its button."))
    return lines


def best_verdict_lines(best: KingsBest, chosen: int, tr: Translator) -> list[str]:
    """Right or not, the points of each candidate, and the best one counted."""
    scores = best.scores()
    top = best.best()
    if scores[chosen].total == scores[top].total:
        head = tr._("Right: {label} scores most ({points}).").format(
            label=choice_label(chosen), points=render.points(scores[top].total, tr)
        )
    else:
        head = tr._("{label} scores {points}; {best} scores more: {best_points}.").format(
            label=choice_label(chosen),
            points=render.points(scores[chosen].total, tr),
            best=choice_label(top),
            best_points=render.points(scores[top].total, tr),
        )
    lines = [head]
    lines += [
        tr._("{label}. {tiles}: {points}").format(
            label=choice_label(i), tiles=placed_text(s.move, tr), points=render.points(s.total, tr)
        )
        for i, s in enumerate(scores)
    ]
    lines.append(tr._("Why {label} is best:").format(label=choice_label(top)))
    return lines + explanation(scores[top], tr)


# -- The game --------------------------------------------------------------------------------


def scores_line(game: KingsGame, tr: Translator) -> str:
    """`You 34, me 28 — tiles in the bag: 60`."""
    return tr._("You {player}, me {bot}. Tiles in the bag: {bag}").format(
        player=tr.number(game.scores[0]),
        bot=tr.number(game.scores[1]),
        bag=tr.number(len(game.bag)),
    )


def turn_text(turn: Turn, tr: Translator, *, mine: bool) -> str:
    """A pass, with its exchange, said by the player's side or the bot's."""
    if turn.kind is not TurnKind.PASS:
        return ""
    if mine:
        text = tr.ngettext(
            "You pass and exchange {n} tile.", "You pass and exchange {n} tiles.", turn.exchanged
        )
        alone = tr._("You pass.")
    else:
        text = tr.ngettext(
            "I have no move: I pass and exchange {n} tile.",
            "I have no move: I pass and exchange {n} tiles.",
            turn.exchanged,
        )
        alone = tr._("I have no move: I pass.")
    return text.format(n=tr.number(turn.exchanged)) if turn.exchanged else alone


def _left_lines(game: KingsGame, tr: Translator) -> list[str]:
    """Each side's tiles left on the rack at the end, in rack order (`rack_order`), and the
    points they cost (their face value: figures 10, ace 1), so that the deduction can be
    checked."""
    mine, bots = rack_order(game.racks[0]), rack_order(game.racks[1])
    return [
        tr._("Your tiles left: {tiles}; you lose {points}.").format(
            tiles=tiles_text(mine, tr), points=render.points(game.deductions[0], tr)
        )
        if mine
        else tr._("You have no tiles left."),
        tr._("My tiles left: {tiles}; I lose {points}.").format(
            tiles=tiles_text(bots, tr), points=render.points(game.deductions[1], tr)
        )
        if bots
        else tr._("I have no tiles left."),
    ]


def over_line(game: KingsGame, tr: Translator) -> str:
    """The game is over, and why (R-004-15): no one can score any more with the bag empty,
    each side passed twice in a row with tiles still in the bag, or a rack laid out with the
    bag empty (whose: the one left with no tile)."""
    if game.bag:
        return tr._("Each of us passed twice in a row: the game is over.")
    if all(game.racks):
        return tr._("No one can score any more: the game is over.")
    if not game.racks[0]:
        return tr._("The bag is empty and you have laid all your tiles: the game is over.")
    return tr._("The bag is empty and I have laid all my tiles: the game is over.")


def end_lines(game: KingsGame, tr: Translator) -> list[str]:
    """The end of the game: why it ended, the deductions and the final scores."""
    return [over_line(game, tr), *_left_lines(game, tr), *final_lines(game, tr)]


def final_lines(game: KingsGame, tr: Translator) -> list[str]:
    """A game over: its final scores, and who won."""
    final = game.final_scores()
    lines = [
        tr._("Final score: you {player}, me {bot}.").format(
            player=tr.number(final[0]), bot=tr.number(final[1])
        )
    ]
    if final[0] > final[1]:
        lines.append(tr._("You win!"))
    elif final[0] < final[1]:
        lines.append(tr._("I win this one."))
    else:
        lines.append(tr._("A tie."))
    return lines


def joker_text(verdict: JokerVerdict, points: int, tr: Translator) -> str:
    """The verdict on the player's « Joker » call."""
    if verdict is JokerVerdict.TAKEN:
        return tr._("Joker! Right: I missed {points}; they are yours.").format(
            points=render.points(points, tr)
        )
    if verdict is JokerVerdict.EARLY:
        return tr._("Joker called before my count: you lose {points}.").format(
            points=render.points(points, tr)
        )
    return tr._("Joker! But I missed nothing: you lose {points}.").format(
        points=render.points(points, tr)
    )


# -- What the /kings drill handlers say -----------------------------------------------------


def unknown_action_line(word: str, tr: Translator, near: str | None = None) -> str:
    """/kings with a word not understood (`word` quoted, escaped; HTML); the action word
    `near` it asked about (« /rois meilleur? »), « quiz » pointed to /quiz kings."""
    if near == "quiz":
        text = tr._(
            "I don't know {word}: for questions on the rules of Kings Cribbage, type /quiz kings."
        )
    elif near is not None:
        text = tr._("I don't know {word}. Did you mean /kings {near}?")
    else:
        text = tr._(
            "I don't know {word}: choose count, best, play or help (stop ends a game in progress)."
        )
    return esc(text).format(word=bold(word), near=esc(near or ""))


def count_as_number_note(
    tr: Translator,
    *,
    fifteen: bool = False,
    offered: tuple[int, int] | None = None,
    called: bool = False,
    listed: bool = False,
    dont_know: bool = False,
    negative: bool = False,
    chatter: Chatter | None = None,
    joker: bool = False,
    hint: bool = False,
) -> str:
    """A count typed that reads as no number of points (« douze » reads, as 12 does):
    « quinze » alone (`fifteen`: 15 points, or one fifteen for 2?) and two counts offered
    (« 12 ou 14 ») are asked back, never guessed, as the counting drills do; a count
    `called` as a hand is (« quinze 2, paire 4 ») asks for the move's total, as one count
    per hand `listed` does (« 6 2 2 », « 6+2+2 »: the move's total is one number); « je ne sais
    pas » (`dont_know`) is told what to send, and what a short count costs; « indice »
    (`hint`) that counting is the question, as the best-move drill says it; a count below
    zero (`negative`, « -3 ») is told it is none; a greeting or thanks (`chatter`,
    « bonjour », « merci ») is greeted or thanked back first, as a game step does; the Joker
    named (`joker`: « joker », « Muggins! ») is told what it is, as a game
    step tells it, and who calls it here."""
    if joker:
        return tr._(
            "Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
            "player. Here you count and I call it: send the move's points, for example 12; I "
            "take those you leave out."
        )
    if hint:
        return tr._(
            "No hint here: counting the move is the question. Send the points you can see, for "
            "example 12: I show you how the move counts after. /cancel moves on to something "
            "else."
        )
    if dont_know:
        return tr._(
            "No problem! Send the points you can see: I show you how the move counts after, "
            "and I take the points you leave out (Joker!, the muggins of Kings Cribbage). "
            "/cancel moves on to something else."
        )
    if fifteen:
        return tr._("15 points? Send 15 (a fifteen alone scores 2).")
    if offered is not None:
        first, second = offered
        return tr._("{first} or {second}? Send one count.").format(
            first=tr.number(first), second=tr.number(second)
        )
    if called:
        return tr._(
            "Send the move's total as one number: all its lines and bonuses together, "
            "for example 16."
        )
    if listed:
        return tr._(
            "One count per line? Send the move's total as one number: all its lines and "
            "bonuses together."
        )
    if negative:
        return tr._("A count is never negative: send the move's points, for example 12.")
    if chatter is Chatter.GREETING:
        return tr._("Hello! Answer with the number of points, for example 12.")
    if chatter is Chatter.THANKS:
        return tr._("You're welcome! Answer with the number of points, for example 12.")
    return tr._("Answer with the number of points, for example 12.")


def counted_already_note(tr: Translator) -> str:
    """A count for a move already counted."""
    return tr._("That move was already counted. /kings count for another.")


def best_not_yours_note(tr: Translator) -> str:
    """A press on another player's best-move question."""
    return tr._("This question is not yours: /kings best deals you one.")


def choose_with_buttons_note(
    choices: int,
    tr: Translator,
    *,
    number: int | None = None,
    letter: str | None = None,
    hint: bool = False,
    chatter: Chatter | None = None,
    joker: bool = False,
    offered: tuple[str, str] | None = None,
    dont_know: bool = False,
) -> str:
    """A text under a best-move question of `choices` moves that names none of them (a
    greeting or thanks, `chatter`, greeted or thanked back first, as a game step does); a
    `number` typed (« 5 », the points the player thinks best?) is said to be no letter, a
    `letter` past the last move (« E » under A to C) to name no move; a `hint` asked
    (« indice ») is told there is none: the best move is the question; the Joker named
    (`joker`: « joker », « Muggins! ») is told what it is, as a count question tells it, and
    that nothing is counted here, the question waiting; two moves `offered` (« A ou B ») are
    asked back, as two counts are under a count question; « je ne sais pas » (`dont_know`)
    is told to pick the one that looks best, as the lay-away tells it."""
    first, last = choice_label(0), choice_label(choices - 1)
    if dont_know:
        return tr._(
            "No problem! Choose the move that looks best to you: I will show you the points of "
            "each, and why the best is best. Press its button or type its letter, {first} to "
            "{last}."
        ).format(first=first, last=last)
    if joker:
        return tr._(
            "Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
            "player. Nobody counts here: the question still waits for you. Choose a move: press "
            "its button or type its letter, {first} to {last}."
        ).format(first=first, last=last)
    if hint:
        return tr._(
            "No hint here: finding the best move is the question. Choose a move: press its "
            "button or type its letter, {first} to {last}."
        ).format(first=first, last=last)
    if offered is not None:
        return tr._(
            "{one} or {other}? Choose one move: press its button or type its letter, {first} "
            "to {last}."
        ).format(one=offered[0], other=offered[1], first=first, last=last)
    if letter is not None:
        return tr._(
            "There is no move {letter}. Choose a move: press its button or type its letter, "
            "{first} to {last}."
        ).format(letter=letter, first=first, last=last)
    if number is not None:
        return tr._(
            "{number} is not a letter. Choose a move: press its button or type its letter, "
            "{first} to {last}."
        ).format(number=tr.number(number), first=first, last=last)
    if chatter is Chatter.GREETING:
        return tr._(
            "Hello! Choose a move: press its button or type its letter, {first} to {last}."
        ).format(first=first, last=last)
    if chatter is Chatter.THANKS:
        return tr._(
            "You're welcome! Choose a move: press its button or type its letter, {first} to {last}."
        ).format(first=first, last=last)
    return tr._("Choose a move: press its button or type its letter, {first} to {last}.").format(
        first=first, last=last
    )


def lost_note(tr: Translator) -> str:
    """A stored question that cannot be read back."""
    return tr._("Sorry, I lost that question. /kings deals a new one.")
