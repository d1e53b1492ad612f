"""What /play says while a game is being chosen, before its first deal: the buttons of the
target and the level, the lines that ask them, and the answers to what is typed or pressed
under them (HTML but for `..._note` and `..._button`: plain text). The rest of what the /play
handlers say around the game is `bot.views.table_replies`."""

from __future__ import annotations

from bot.drills.table_bot import Level
from bot.i18n import Translator
from bot.views import replies
from bot.views import table as table_view
from bot.views.markup import esc


def target_button(target: int, tr: Translator) -> str:
    """The button of a game of `target` points."""
    return tr._("Game of {n}").format(n=tr.number(target))


def level_button(level: Level, tr: Translator) -> str:
    """The button of the bot's `level`, capitalised as the other buttons are (« Facile » beside
    « Partie de 61 »); inside a sentence the level stays in lower case (`level_name`)."""
    if level == Level.EASY:
        return tr.pgettext("level button", "Easy")
    if level == Level.EXPERT:
        return tr.pgettext("level button", "Expert")
    return tr.pgettext("level button", "Normal")


def choose_target_line(tr: Translator, level: Level | None = None) -> str:
    """The first choice: how many points (at the `level` typed first, named: « /jouer expert »,
    « facile » typed at the choice)."""
    if level is None:
        return esc(tr._("A whole game against me: how many points?"))
    line = tr._("A whole game against me, at {level} level: how many points?")
    return esc(line.format(level=table_view.level_name(level, tr)))


def choose_level_line(target: int, tr: Translator) -> str:
    """The second choice: the bot's level."""
    return esc(tr._("A game of {n}: which level for me?").format(n=tr.number(target)))


def choice_not_yours_note(name: str | None, tr: Translator) -> str:
    """A press on the /play choice another member asked for in the group (plain text)."""
    if name is None:
        return tr._("These buttons are for another player.")
    return tr._("These buttons are for {name}.").format(name=name)


def choice_cancelled_line(tr: Translator) -> str:
    """/cancel while the choice of a new game was shown: its buttons are gone (HTML)."""
    return esc(tr._("Cancelled: no game was started. /play when you want to play."))


def wish_choice_line(tr: Translator) -> str:
    """A good game wished at /play's choice of a game (« bonne partie! » was « I answer counts
    and commands »): wished back as after a game, and pointed to the choice above (HTML)."""
    return replies.after_game_line(tr, wish=True) + " " + esc(choose_above(tr))


def choice_asked_line(tr: Translator, *, level: bool) -> str:
    """A question typed under /play's choice (« c'est quoi la différence? » was « Je réponds
    aux comptes et aux commandes »): the levels (`level`: the level is asked) or what 61 and
    121 are, then where it is answered (HTML)."""
    if level:
        said = table_view.levels_line(tr)
    else:
        said = esc(tr._("A game of 121 is the usual game; a game of 61 is half as long."))
    return said + " " + esc(choose_above(tr))


def no_cards_yet_line(tr: Translator) -> str:
    """The cards or a hint asked under /play's choice, before any deal (« je jette quoi? »,
    « un indice? », "what should I throw?" were « I answer counts and commands »): no cards
    yet, the game starts once chosen (HTML)."""
    return esc(tr._("No cards yet: the game starts once you choose it.") + " " + choose_above(tr))


def choose_above(tr: Translator) -> str:
    """Where /play's choice of a game is answered (plain text)."""
    return tr._(
        "Choose your game on the buttons above, or type it (61 or 121; easy, normal, expert)."
    )
