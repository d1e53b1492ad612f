"""The short replies that the handlers of several areas give alike: a button that no longer
works, a step already played, a word not understood. One function per sentence, so that each
is written once.

Functions named `..._note` return plain text (a button's answer, `answer_query`); escape it
(`markup.esc`) to send it as HTML. The others return Telegram HTML, user text escaped.
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.views.markup import bold, esc


def titled(title: str, tr: Translator, *, name: str | None = None) -> str:
    """A message's title, after the player's `name` in a group (« Ann : Kings Cribbage »):
    the colon as the reader's language writes it; a dash when the title's first line holds a
    colon of its own (« Ann — A♠ 3♦ : 5e meilleur écart sur 15 »): never two colons in a line
    (plain text, or HTML when `title` is)."""
    if name is None:
        return title
    return _name_before(title, tr).format(name=name, title=title)


def titled_html(title: str, tr: Translator, *, name: str) -> str:
    """A message's first line (HTML) after the player's `name` in bold, in a group
    (« <b>Zoé</b> : C'est fait »), by the rule of `titled`: a dash when the line holds a colon
    of its own (« <b>Zoé</b> — ✅ Exact : 12 points »)."""
    return esc(_name_before(title, tr)).format(name=bold(name), title=title)


def _name_before(title: str, tr: Translator) -> str:
    """« {name} : {title} », or « {name} — {title} » when the title's first line (the one
    the name goes on) has a colon already."""
    if ":" in title.partition("\n")[0]:
        return tr._("{name} — {title}")
    return tr._("{name}: {title}")


def no_longer_works_note(tr: Translator) -> str:
    """A press on a button that does nothing any more."""
    return tr._("This button no longer works.")


def not_checked_note(tr: Translator) -> str:
    """Telegram did not say whether whoever typed an organizer's or an administrator's order
    (/club, /tournament, /night) or pressed their button is an administrator (a network
    fault): not a refusal (it read « Only the group's administrators… » to the organizer)."""
    return tr._(
        "I could not check with Telegram that you are an admin of the group. Try again in a moment."
    )


def not_understood(word: str, tr: Translator) -> str:
    """An argument not understood, quoted (HTML)."""
    return esc(not_understood_note(word, tr))


def not_understood_note(word: str, tr: Translator) -> str:
    """An argument not understood, quoted (plain text)."""
    return tr._("I do not understand “{word}”.").format(word=word)


def step_done_note(tr: Translator) -> str:
    """A move for a step of a game that was already played."""
    return tr._("That step of the game is done.")


def move_refused_note(tr: Translator) -> str:
    """A move the game does not allow at this point."""
    return tr._("That move is not possible now.")


def game_over_note(tr: Translator) -> str:
    """A press or a word about a game that has ended."""
    return tr._("That game is over.")


def play_on_note(tr: Translator) -> str:
    """The game goes on (an abandon declined)."""
    return tr._("We play on.")


def already_answered_note(tr: Translator) -> str:
    """A press on a question that was already answered."""
    return tr._("That question was already answered.")


def not_yours_note(tr: Translator) -> str:
    """A press or a reply on another player's question."""
    return tr._("That question is not yours.")


def question_lost(command: str, tr: Translator) -> str:
    """A stored question that cannot be read back, and the command that asks a new one (HTML)."""
    return esc(
        tr._("Sorry, I lost that question. {command} asks a new one.").format(command=command)
    )


def set_aside_line(tr: Translator) -> str:
    """The line telling the player their previous question was replaced (HTML): gone, not
    kept for later (« mise de côté » promised it back, and nothing brings it back)."""
    return "<i>" + esc(tr._("This question replaces your previous one.")) + "</i>"


def question_below_note(tr: Translator) -> str:
    """A button that deals, pressed on a message older than the question waiting (plain
    text): a double tap, or a late press on an old verdict."""
    return tr._("Your question is waiting below: answer it, or /cancel it.")


def question_still_waiting_note(tr: Translator) -> str:
    """/start while a question waits in the chat (HTML): the welcome says « Commencez par
    /main », and a count typed next would answer the question left earlier."""
    return esc(
        tr._("Your last question is still waiting for its answer: answer it, or /cancel it.")
    )


def question_dropped_note(tr: Translator) -> str:
    """A question dropped by /cancel (plain text)."""
    return tr._("Question dropped.")


def nothing_to_cancel(tr: Translator) -> str:
    """/cancel with no question waiting (HTML)."""
    return esc(tr._("Nothing to cancel: no question is waiting."))


def after_game_line(tr: Translator, *, wish: bool, name: str | None = None) -> str:
    """Thanks (« merci ») or a good game wished (`wish`, « bonne partie! ») right after a
    game ended, answered in kind (HTML; in a group, after the member's `name` in bold)."""
    thanked = tr.pgettext("after a game", "You're welcome!")
    text = esc(tr._("Thanks, good game to you too!") if wish else thanked)
    return text if name is None else titled_html(text, tr, name=name)


def nothing_pending(*, reads_as_count: bool, tr: Translator) -> str:
    """A text in a private chat with no question waiting: a count, or anything else (HTML;
    a greeting, thanks or goodbye is answered in kind: `chatter.chatter_with_nothing_asked`)."""
    if reads_as_count:
        return esc(tr._("Nothing to count right now: /hand deals you a hand."))
    return esc(
        tr._("I answer counts and commands: /hand deals you a hand, /help explains the rest.")
    )


def race_target_note(target: int, labels: list[str], tr: Translator) -> str:
    """/race 61: the race's target alone, its margin not said: the buttons that start it,
    by their labels (HTML)."""
    return esc(
        tr._("A race to {target}: tap “{first}”, “{second}” or “{third}” below.").format(
            target=tr.number(target), first=labels[0], second=labels[1], third=labels[2]
        )
    )


def game_is_peg_note(tr: Translator) -> str:
    """/game (/partie) followed by a word of /peg (« /partie compte », "/game round"): the
    play, card by card, is /peg (/jeu); /game is the race; the question asked follows (HTML)."""
    return esc(tr._("The play, card by card, is /peg; /game is the race of counted hands."))


def game_is_play_note(tr: Translator) -> str:
    """/partie (/game), an old name of /race: a game of cribbage against the bot is /play;
    below, the race (HTML)."""
    return esc(tr._("A game of cribbage against me: /play. This is the race of counted hands:"))
