"""The page's own words (domain "webapp"), sent with the state in the player's language:
the page holds no text of its own, so both languages come from the same catalogs."""

from __future__ import annotations

from bot.engine.kings_grid import Illegal
from bot.i18n import Translator


def page_words(tr: Translator) -> dict[str, str]:
    """Every label and sentence the page shows, by key."""
    _ = tr._
    return {
        "title": _("Muggins: the table"),
        "tab_kings": _("Kings Cribbage"),
        "tab_play": _("Cribbage"),
        "no_kings": _("No Kings Cribbage game under way."),
        "over": _("The game is over: the result is in the chat."),
        # shown only with no game to bring back (one set aside has its own « Bring it back »)
        "start_kings": _("Start a game"),
        "set_aside": _("This game was set aside by another exercise."),
        "bring_back": _("Bring it back"),
        "your_tiles": _("Your tiles"),
        "how_kings": _(
            "Tap one of your tiles, then an empty cell. Tap the chosen tile again to turn "
            "a 6 into a 9. Tap a tile you placed to take it back."
        ),
        "dark_mark": _("In the counts, a * after a tile marks a dark tile."),
        # after the player's first move the how-to folds away behind this button
        "help_show": _("Help"),
        "help_hide": _("Hide the help"),
        # the lines of a move's count (« • Across H8-I8: … ») fold away behind this button
        "details_show": _("See the details"),
        "details_hide": _("Hide the details"),
        "tile_first": _("First tap one of your tiles, under the grid, then the cell."),
        # a tile chosen, then a cell with a tile on it tapped (a finger a little off)
        "cell_taken": _("A tile is already on that cell: tap an empty one."),
        "confirm": _("Play this move"),
        "take_back": _("Take my tiles back"),
        "joker": _("Joker!"),
        "hint": _("Hint: a good move"),
        "zoom_in": _("Bigger"),
        "zoom_out": _("Smaller"),
        "dark": _("dark"),
        "light": _("light"),
        "new_tile": _("just placed"),
        "mine_now": _("placed by you, not played yet"),
        # {points}: « 2 points », « 1 point » (the number alone read « worth 2 », 2 what?)
        "move_points": _("This move is worth {points}:"),
        "your_cards": _("Your cards"),
        "lay_away": _("Lay these two away"),
        "ask_lay_away": _("Tap two cards, then “Lay these two away”."),
        "ask_count": _("Your count? Tap the number of points, then “Send my count”."),
        "starter": _("Starter"),
        "count_now": _("Count: {count}"),
        "pile": _("Cards played"),
        "pile_empty": _("None yet."),
        "you": _("You"),
        "me": _("Me"),
        "shown": _("The cards counted"),
        "your_count": _("Your count"),
        # the pad's line: its label, then the number typed (« Your count: 4 »)
        "entry_label": _("{label}:"),
        "erase": _("Erase"),
        "send": _("Send my count"),
        "right": _("Right"),
        "muggins": _("Muggins!"),
        "missed": _("How many points did I miss?"),
        "claim_entry": _("Points I missed"),
        "claim_send": _("Claim these points"),
        # at the muggins claim: the « Muggins! » taken back, the bot's count accepted
        "right_after_all": _("Your count is right after all"),
        "open_in_telegram": refused(tr),
        "wait": _("One moment…"),
        "error": _("Sorry, something went wrong on my side. Please try again."),
        "unreached": _(
            "The page cannot reach me just now (no network, or I am restarting). "
            "Tap again in a moment."
        ),
        # under the table, apart from the game's buttons: asks the chat's « Abandon your
        # game? » before anything is done
        "resign": _("Abandon this game"),
        "cannot_lay": _("cannot be played now"),
        "cannot_lay_why": _(
            "A card with a dashed border would take the count past 31: it cannot be played now."
        ),
    }


def expired(tr: Translator) -> str:
    """The page was opened too long ago: Telegram's proof of who is playing has expired."""
    return tr._(
        "This page is too old. Close it, then open it again with the button next to where "
        "you type in the bot's chat."
    )


def refused(tr: Translator) -> str:
    """The page was not opened from Telegram (no proof of who is playing, or a false one)."""
    return tr._("Open this page from the bot's chat in Telegram.")


def not_found(tr: Translator) -> str:
    """An address of the page's server that serves nothing (mistyped, or of another version)."""
    return tr._("This page does not exist. Open the table from the bot's chat in Telegram.")


def menu_button(tr: Translator) -> str:
    """The label of the chat's menu button that opens the page."""
    return tr._("The table")


def not_yours(tr: Translator) -> str:
    """A move sent for somebody else's game."""
    return tr._("This game is not yours.")


def moved_on(tr: Translator) -> str:
    """A move sent for a step the game has left (the page shows the game as it is)."""
    return tr._("The game has moved on: here it is.")


def overtaken(tr: Translator) -> str:
    """A move sent from the page for a step the game had left (played in the chat meanwhile):
    said above what happened instead."""
    return tr._("This move was not played: the game had already moved on. Here is what happened:")


def in_a_group(tr: Translator) -> str:
    """The player's game against the bot is under way in a group: the page plays only the
    private chat's."""
    return tr._("Your game against me is under way in a group: go on with it there.")


def under_way(tr: Translator) -> str:
    """A new game asked for from a page left on /play's choices, while a game against the bot
    was begun in the chat meanwhile: that game goes on, shown."""
    return tr._("A game against me is already under way: here it is.")


def abandoned(tr: Translator, *, tournament: bool, never_played: bool = False) -> str:
    """The player's last game against the bot was abandoned (/cancel in the chat): the chat's
    words without its « /play starts another », the page offering the next game itself (a
    `tournament` game's loss is counted by its standings)."""
    if tournament:
        return tr._("Game abandoned.")
    if never_played:  # abandoned before any deal was played: not counted
        return tr._("Game abandoned; no deal was played, so it does not count.")
    return tr._("Game abandoned; it counts as lost.")


def pass_refused(tr: Translator) -> str:
    """A pass at Kings Cribbage while a legal move exists."""
    return tr._("You still have a legal move: pass only when none is possible.")


def first_move_more(tr: Translator) -> str:
    """A first move of one tile at Kings Cribbage, still being made: what it needs (a hint,
    not a refusal)."""
    return tr._(
        "The first move lays 2 to 5 tiles in a line: place another one beside it, in the "
        "same row or column."
    )


def move_more(reason: Illegal, tr: Translator) -> str:
    """A Kings Cribbage move still being made, tiles left on the rack: what it needs (a hint,
    not a refusal): a later move begun away from the tiles on the grid, or a line that scores
    nothing yet (a run laid from its middle)."""
    if reason is Illegal.NOT_TOUCHING:
        return tr._(
            "After the first move, a move must touch a tile already on the grid: carry your "
            "line on up to one of them."
        )
    return tr._(
        "Every line a move makes or lengthens must score: add tiles to it so that it does, "
        "or take yours back."
    )


def went_wrong(tr: Translator) -> str:
    """A fault on the bot's side while the page's move was handled."""
    return tr._("Sorry, something went wrong on my side. Please try again.")


def unreadable(tr: Translator) -> str:
    """What the page sent cannot be read (not JSON, a number that is not one, a card that is
    no card): a page from an older version of the bot, or damaged on the way."""
    return tr._("I could not read what the page sent: close it and open it again, then try again.")
