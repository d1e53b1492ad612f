"""What a game of /kings says to a text at its step that is no move: the Joker called with no
count of the bot's open to it, and what is asked about instead of played (the Joker, the pass,
how a hand counts, the dark tiles, another game, the hint misspelt). Plain text, escaped by the
handler."""

from __future__ import annotations

from bot.drills.kings_play import KingsMatch, Level, bot_pass, joker_open
from bot.drills.kings_terms import HelpWord, Term
from bot.engine.kings import Colour
from bot.i18n import Translator
from bot.views import kings as view
from bot.views.markup import BULLET


def joker_refused_lines(match: KingsMatch, tr: Translator, *, stuck: bool = False) -> list[str]:
    """« Joker » with no count of the bot's open to it (`joker_open`): why, that it costs
    nothing, and what the call is for (a player may take it for a help); the hint offered,
    or, when the player has no move (`stuck`: the hint has none), the pass."""
    if match.level is Level.EXPERT:  # it forgets nothing: no call is ever open
        why = tr._("At this level I count every point: there is no Joker to call. Nothing is lost.")
        more = tr._("For a good move, type hint.")
        if stuck:
            more = view.stuck_line(tr, bag=bool(match.game.bag))
        return [why, more]
    if match.last is not None:
        why = tr._("You have already called Joker on my last count. Nothing is lost.")
    elif bot_pass(match) is not None:
        why = tr._("I passed: there is no count of mine to call Joker on. Nothing is lost.")
    else:
        why = tr._(
            "I have not played yet: there is no count of mine to call Joker on. Nothing is lost."
        )
    if stuck:
        return [
            why,
            tr._(
                "Joker is for when I forget points in my count: call it right after my move "
                "(you lose 5 points if I forgot nothing)."
            ),
            view.stuck_line(tr, bag=bool(match.game.bag)),
        ]
    return [
        why,
        tr._(
            "Joker is for when I forget points in my count: call it right after my move "
            "(you lose 5 points if I forgot nothing). For a good move, ask for a hint."
        ),
    ]


def joker_about_lines(match: KingsMatch, tr: Translator) -> list[str]:
    """« Joker? », « c'est quoi un joker » at a game step: what the call is, what Joker! is to a
    cribbage player (muggins), and whether the bot's last count can be called now."""
    if match.level is Level.EXPERT:
        now = tr._("At this level I count every point: there is no Joker to call.")
    elif joker_open(match):
        now = tr._("My last count is open to it: type joker.")
    elif match.last is not None:
        now = tr._("You have already called Joker on my last count: wait for my next move.")
    elif bot_pass(match) is not None:
        now = tr._("I passed: no count of mine to call it on for now.")
    else:
        now = tr._("I have not counted a move yet: nothing to call it on for now.")
    return [
        tr._(
            "Joker is for when I forget points in my count: call it right after my move "
            "(you lose 5 points if I forgot nothing)."
        ),
        view.muggins_line(tr),
        now,
    ]


def pass_about_lines(tr: Translator, *, stuck: bool, bag: bool = True) -> list[str]:
    """« comment on passe? », « je peux passer? » at a game step: rule 10 (seed 004) and how
    to type it, then whether the player has a move now (`stuck`: none, said as the step says it,
    the `bag` empty or not; the step waits above)."""
    rule = tr._(
        "When no move is possible, you pass your turn and may exchange 1 to 5 of your tiles "
        "for as many from the bag: type pass, or exchange 5 K."
    )
    if stuck:
        return [rule, view.stuck_line(tr, bag=bag)]
    return [rule, tr._("You have a legal move: type hint to see one.")]


def counting_rules_lines(tr: Translator) -> list[str]:
    """How a line counts (`counting_about_lines`), then where every rule is: « ? » under
    /kings count, « /aide quinzaine »."""
    return [*counting_about_lines(tr), tr._("Every rule of the game: /kings help.")]


def counting_about_lines(tr: Translator) -> list[str]:
    """« c'est quoi une quinzaine? », « comment on compte? » at a game step: how a line counts,
    as the rules say it (seed 004, « Comptage des points »), the bonuses after (the step waits
    above)."""
    return [
        tr._("A line is counted like a cribbage hand:"),
        f"{BULLET} " + tr._("Fifteens: tiles that total 15 (6 + 9): 2 points each."),
        f"{BULLET} "
        + tr._("Runs: of 3 tiles 3 points, of 4 tiles 4, of 5 tiles 5; in any order (4 3 5)."),
        f"{BULLET} " + tr._("Pairs: 2 points a pair; 3 alike: 6, 4 alike: 12, 5 alike: 20."),
        tr._("Face tiles are worth 10 in fifteens; aces 1, in fifteens and in runs (A 2 3)."),
        tr._(
            "Bonus of 10: the first move of the game, all five tiles of your rack in one move, "
            "a line of five tiles of one colour. A 6 may be laid as a 9, and a 9 as a 6."
        ),
    ]


def asked_about_lines(
    tr: Translator, *, dark: bool, counting: bool, term: Term | None = None, why: bool = False
) -> list[str]:
    """What a player asked about under /kings count or /kings best, told before what the
    question waits for: what a dark tile is (`dark`), how a line counts (`counting`), what a
    word of the game means (`term`: the bag, the rack, a line, a cell), « pourquoi? » asked
    before any answer (`why`: every line is explained once answered)."""
    return [
        *(dark_about_lines(tr) if dark else []),
        *(counting_about_lines(tr) if counting else []),
        *([] if term is None else [term_line(term, tr)]),
        *(
            [tr._("I explain every line of the move, with its points, once you have answered.")]
            if why
            else []
        ),
    ]


def term_line(term: Term, tr: Translator) -> str:
    """« c'est quoi le sac? », « le support? », « c'est quoi une main? », « c'est quoi H8? »:
    what that word of the game means (at a game step, the step waits above)."""
    if term is Term.BAG:
        return tr._(
            "The bag holds the tiles nobody has drawn yet: after each move, your rack is "
            "filled back to five tiles from it."
        )
    if term is Term.RACK:
        return tr._(
            "Your rack is your five tiles, the ones listed under “Your tiles”: only you see "
            "them. After each move, it is filled back to five from the bag."
        )
    if term is Term.LINE:
        return tr._(
            "A line is 2 to 5 tiles side by side, across or down, with no gap. Each line a "
            "move makes or lengthens is counted like a cribbage hand: fifteens, pairs, runs."
        )
    return tr._(
        "A cell is named by its column, a letter from A to O from left to right, then its "
        "row, a number from 1 to 15 from top to bottom: H8 is the middle of the grid."
    )


def dark_about_lines(tr: Translator) -> list[str]:
    """« c'est quoi un jeton foncé », « l'étoile? » at a game step: the two colours of the
    tiles, what one colour is worth in the rules (seed 004: a hand of five tiles of the same
    colour, a bonus of 10) and how a move asks for a dark tile (the step waits above)."""
    return [
        tr._("The tiles come in two colours, light and dark: a star (*) marks a dark one."),
        tr._(
            "The colour counts for one bonus only: make or lengthen a line so that its five "
            "tiles are of one colour, and score a bonus of 10 points."
        ),
        tr._("A star asks for the dark tile of that rank on your rack: H8 → 5* 6 4."),
    ]


def new_game_asked_note(tr: Translator) -> str:
    """« nouvelle partie », « recommencer » typed at a game step: how to start another (with a
    level: without one, /kings play brings this one back), and that this one then stops."""
    return tr._(
        "A new game? /kings play easy, normal or expert starts one: this one then stops. "
        "Otherwise, it is your move."
    )


def near_hint_lines(tr: Translator) -> list[str]:
    """The hint misspelt at a game step (« index »): the word asked for, offered (the step
    still waits above)."""
    return [tr._("Did you mean hint? Type hint for a good move.")]


def drill_answered_note(tr: Translator, *, best: bool) -> str:
    """A count or a letter typed once the player's last Kings count (or best-move, `best`)
    question here is answered: it is answered, and how to get another (not the general
    « Rien à compter pour l'instant : /main vous donne une main », a hand of the other game)."""
    if best:
        return tr._(
            "That question is already answered. For another one, type again or /kings best."
        )
    return tr._("That move is already counted. For another one, type again or /kings count.")


def why_lines(tr: Translator, *, stuck: bool, first: bool) -> list[str]:
    """« Pourquoi? » at a game step: with no legal move (`stuck`), why (every line a move makes
    must score); else, once a move was counted (not at the `first` move), where the counts
    are explained. Said before what the step asks, not « I did not understand your move »."""
    if stuck:
        return [
            tr._(
                "Every line a move makes or lengthens must score points: a fifteen, a pair or "
                "a run. With your tiles, no move does that here."
            )
        ]
    return [] if first else [tr._("Every count I give is explained line by line, with its points.")]


def rack_lines(match: KingsMatch, tr: Translator, *, stuck: bool = False) -> list[str]:
    """« c'est quoi mes jetons? », « mes cartes? » at a game step: the rack, what its star
    means when a tile of it is dark, and that it is the player's turn (`stuck`: no move, the
    pass said)."""
    rack = match.game.rack(0)
    lines = [view.rack_text(rack, tr)]
    if any(tile.colour is Colour.DARK for tile in rack):
        lines.append(view.dark_legend(tr))
    turn = view.stuck_line(tr, bag=bool(match.game.bag)) if stuck else tr._("It is your turn.")
    return [*lines, turn]


def lead_line(match: KingsMatch, tr: Translator) -> str:
    """Under the scores when the score is asked at a game step (« qui gagne? »): who leads,
    and by how many points, or a tie."""
    gap = match.game.scores[0] - match.game.scores[1]
    if gap > 0:
        return tr.ngettext("You lead by {n} point.", "You lead by {n} points.", gap).format(
            n=tr.number(gap)
        )
    if gap < 0:
        return tr.ngettext("I lead by {n} point.", "I lead by {n} points.", -gap).format(
            n=tr.number(-gap)
        )
    return tr._("We are tied.")


def help_word_lines(word: HelpWord, tr: Translator) -> list[str]:
    """`/help <word>` on a word of the Kings rules (« /aide serviteur », « /aide jeton »): what
    it is, then where every rule is."""
    if word is HelpWord.TILE:
        lines = [
            tr._(
                "Kings Cribbage is played with tiles, not cards: A, 2 to 10, J, Q, K, light "
                "or dark, drawn from a bag onto your rack of five."
            )
        ]
    elif word is HelpWord.RACK:
        lines = [term_line(Term.RACK, tr)]
    elif word is HelpWord.BAG:
        lines = [term_line(Term.BAG, tr)]
    elif word is HelpWord.DARK:
        lines = dark_about_lines(tr)
    else:
        lines = [
            tr._(
                "Servant: an optional rule of Kings Cribbage. The lowest scorer after each "
                "game becomes the servant and keeps the score for the others. Here I keep the "
                "score."
            )
        ]
    return [*lines, tr._("Every rule of the game: /kings help.")]
