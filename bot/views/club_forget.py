"""The wording of /forget (erasing everything the bot keeps about a player): the question
asked first (in private, a group being told so), its buttons, what was erased or kept, a
button pressed by someone else or once everything is gone, and /forget's line in /help and the
command menu. Clubs and their boards are `bot.views.club`.

Every function takes a `Translator` and returns plain text (the chat escapes it), but for
`help_forget`, which returns HTML lines as every /help entry does.
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.views.markup import esc


def forget_question(in_club: bool, tr: Translator) -> list[str]:
    """/forget asks first, naming what goes in the player's words (their clubs only when they
    are a member of one)."""
    what = (
        tr._(
            "This erases for good everything I keep about you: your answers, games, daily "
            "challenge results, statistics and settings, and your place in your clubs and on "
            "their boards."
        )
        if in_club
        else tr._(
            "This erases for good everything I keep about you: your answers, games, daily "
            "challenge results, statistics and settings."
        )
    )
    return [tr._("Erase everything?"), what]


def forget_in_private(tr: Translator) -> str:
    """/forget in a group: the question is asked in private (a button to the bot follows)."""
    return tr._(
        "To erase your data, the button below opens our private chat and asks you there: that"
        " is done between the two of us, not in the group."
    )


def forget_buttons(tr: Translator) -> tuple[str, str]:
    """The confirmation and cancel buttons of /forget."""
    return tr._("Yes, erase everything"), tr._("No, keep it")


def forgotten(in_club: bool, tr: Translator) -> str:
    """After /forget: what was erased, in the player's words (no count of rows: a player
    does not think in records), their clubs only when they were a member of one."""
    if in_club:
        return tr._(
            "Done: your answers, games, results, statistics and settings are erased, and your "
            "name is off your clubs' boards. If you write to me again, I start from scratch."
        )
    return tr._(
        "Done: your answers, games, results, statistics and settings are erased. If you "
        "write to me again, I start from scratch."
    )


def forgotten_already(tr: Translator) -> str:
    """A /forget button pressed again once everything is erased (plain text: the press's
    answer)."""
    return tr._("Already done: everything is erased.")


def kept(tr: Translator) -> str:
    """/forget cancelled."""
    return tr._("Nothing was erased.")


def tap_to_erase(tr: Translator) -> str:
    """« oui » typed under « Erase everything? »: the button alone erases (plain text)."""
    return tr._(
        "To erase everything, tap “Yes, erase everything” above. Nothing is erased until then."
    )


def not_yours(tr: Translator) -> str:
    """Someone pressed another player's /forget button."""
    return tr._("This button is not for you.")


# -- Help and command menu ---------------------------------------------------------------------


def help_forget(tr: Translator) -> list[str]:
    """/forget in /help (HTML)."""
    return [esc(tr._("/forget: erase all your data"))]


def menu_forget(tr: Translator) -> str:
    """/forget in the command menu."""
    return tr._("Erase everything about you")
