"""What the bot answers to a text that is neither an answer nor a command: a greeting,
thanks or goodbye said back (while a question waits, or with nothing asked), a wish to play, a
command's name typed without its slash, a photo, sticker or voice note. Which words these are
is read by `bot.drills.table_moves` (`Chatter`) and the handlers; the commands' menu and /help
lines are `bot.views.commands`.
"""

from __future__ import annotations

from typing import Final

from bot.drills.table_moves import Chatter
from bot.i18n import Translator
from bot.views import replies
from bot.views.markup import esc


def said_back(chatter: Chatter, tr: Translator) -> str | None:
    """The words that answer a greeting, thanks or goodbye in kind, while a question waits
    (« Bonjour! », « Bonsoir! », « À bientôt! », « De rien! »; plain text); None for another
    word said at the table (« ok », « c'est à qui? »), which has no answer of its own. Shared by
    a count waiting in the chat (`chatter_at_count`) and a club game waiting on another member
    (`bot.views.members_private.chatter_while_waiting_line`)."""
    return {
        Chatter.GREETING: tr.pgettext("said back", "Hello!"),
        Chatter.EVENING: tr.pgettext("said back", "Good evening!"),
        Chatter.GOODNIGHT: tr.pgettext("said back", "See you soon!"),
        Chatter.THANKS: tr.pgettext("said back", "You're welcome!"),
    }.get(chatter)


def chatter_at_count(chatter: Chatter, tr: Translator) -> str | None:
    """A greeting, thanks or goodbye typed while a count waits (« bonjour » under /main was
    « Je ne connais pas le mot « bonjour » »): answered in kind, then that the question still
    waits (HTML); None for another word said at the table (« ok »: the count's own hint)."""
    back = said_back(chatter, tr)
    if back is None:
        return None
    waiting = tr._("Your question above is still waiting for your answer. Every command: /help.")
    return esc(back + " " + waiting)


SAID_ALONE: Final = frozenset({Chatter.GOODNIGHT, Chatter.THANKS})
"""What ends the talk (« bonne nuit », « merci »): said back alone, with nothing asked."""


def chatter_with_nothing_asked(chatter: Chatter, tr: Translator) -> str:
    """A greeting, thanks or goodbye typed in private with nothing asked (HTML): answered in
    kind with `said_back`'s words, a greeting then what the bot answers to (« Bonjour! Je
    réponds aux comptes et aux commandes… »), thanks or a goodbye alone (« De rien! »,
    « À bientôt! »: « merci » got the general line alone); another word, the general line."""
    general = replies.nothing_pending(reads_as_count=False, tr=tr)
    back = said_back(chatter, tr)
    if back is None:
        return general
    if chatter in SAID_ALONE:
        return esc(back)
    return esc(back) + " " + general


def play_offered(greeting: Chatter | None, tr: Translator) -> str:
    """A wish to play typed alone with nothing asked (« je veux jouer », « une partie? »):
    where a game against the bot and a hand to count are (HTML; it got « Je réponds aux
    comptes et aux commandes… », /jouer unnamed), after the `greeting` said back
    (« Bonjour, on joue? »)."""
    offer = tr._(
        "For a game against me: /play (61 or 121 points). To practise counting a hand: /hand."
    )
    back = None if greeting is None else said_back(greeting, tr)
    return esc(offer if back is None else f"{back} {offer}")


def stop_with_nothing_asked(tr: Translator) -> str:
    """« arrête », « ça suffit », "I quit" typed alone with nothing asked (after a verdict,
    say): nothing waits, and how to start again (HTML; it got « Je réponds aux comptes et aux
    commandes… », as if the player had not been understood)."""
    return esc(
        tr._("All right, we stop here: nothing is waiting for you. /hand when you want to go on.")
    )


def why_with_nothing_asked(tr: Translator) -> str:
    """« pourquoi? » typed alone with nothing asked (after a verdict, say): where every count's
    reasons are (HTML; it got « Je réponds aux comptes et aux commandes… »)."""
    return esc(
        tr._(
            "Each count I give is explained under it, combination by combination, with its "
            "points. For a word of the game, ask me, like “what is a flush?”; /help explains "
            "the rest."
        )
    )


def slash_missing(name: str, tr: Translator) -> str:
    """A command's name typed alone without its slash (« main », as « Commencez par /main »
    reads): the command meant, to tap or send with its slash (HTML; it got « Je réponds aux
    comptes et aux commandes… »)."""
    return esc(
        tr._("Did you mean /{name}? Tap it, or send it with the slash “/” in front.").format(
            name=name
        )
    )


def slash_missing_with_args(name: str, rest: str, tr: Translator) -> str:
    """A command's name typed without its slash, then what follows it (« jouer 61 »): the
    command line meant, to send with its slash (HTML, `rest` escaped; it got « Je réponds aux
    comptes et aux commandes… »)."""
    line = f"<code>/{esc(name)} {esc(rest)}</code>"
    said = esc(tr._("Did you mean {command}? Send it with the slash “/” in front."))
    return said.format(command=line)


def not_text_line(tr: Translator) -> str:
    """A photo, a sticker or a voice note sent in private (HTML): the bot reads typed text
    only, and what to type (it was answered nothing)."""
    return esc(
        tr._(
            "I read typed text only (not photos, stickers or voice messages). Type your count,"
            " like 12, or a command, like /hand."
        )
    )
