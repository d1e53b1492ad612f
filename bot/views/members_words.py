"""What the handlers of games between members say around the game: the seats of an open
table, the private steps, muggins calls refused, /resign. The game's posts are
`bot.views.members`; the sentences shared with other areas are `bot.views.replies`.

Functions named `..._note` and `..._button` return plain text (a button's answer or label);
the others return Telegram HTML. Names are members' own words: a `..._note` that quotes one
goes to `answer_query` (plain text); an HTML line escapes it.
"""

from __future__ import annotations

from typing import Final, assert_never

from bot.drills.table import is_retired
from bot.drills.table_moves import TypedMove
from bot.drills.table_show import MugginsRefused, Refusal, check_call
from bot.drills.table_state import Step, Table, TableError
from bot.engine.cards import hand_order
from bot.i18n import Translator, render
from bot.storage.repo_members import MemberGame
from bot.views.markup import esc
from bot.views.members import Names, bot_grammar, elide, names_list
from bot.views.replies import no_longer_works_note

# -- Open tables ------------------------------------------------------------------------------


def named_not_invited_line(name: str, players: int, tr: Translator) -> str:
    """An @member named who cannot be invited (HTML): a second one (an invitation names one
    member), or one at a table of three or four, where anyone takes a seat."""
    if players == 2:
        text = tr._("“{name}”: an invitation names one member.")
    else:
        text = tr._(
            "“{name}”: a table of three or four is open to all, each member takes a seat with ✅;"
            " only a game of two invites a member by name."
        )
    return esc(text.format(name=name))


def members_named_line(name: str, found: list[str], tr: Translator) -> str:
    """« /jouer Jean » naming no member the club knows, or several (`found`, their names):
    how to invite the one meant (HTML; before: « Je ne comprends pas « Jean ». »)."""
    how = tr._(
        "To invite the member you mean: type @ and pick their name from the list, or send /play"
        " in reply to one of their messages."
    )
    if not found:
        text = tr._("I know no club member named “{name}”.").format(name=name)
        return esc(f"{text} {how}")
    text = tr.ngettext(
        "{n} club member is named “{name}”: {names}.",
        "{n} club members are named “{name}”: {names}.",
        len(found),
    ).format(n=tr.number(len(found)), name=name, names=names_list(found, tr))
    return esc(f"{text} {how}")


EXAMPLE_HANDLES: Final = frozenset({"member", "membre"})
"""The word the hints write in place of a member's name (« /jouer @membre 61 », "/play @member
61"), in either language."""


def is_example_handle(username: str) -> bool:
    """Whether an @username typed after /play is the hints' example word, copied as it reads
    (nobody is @membre: the table would wait for no one)."""
    return username.casefold() in EXAMPLE_HANDLES


def example_handle_line(username: str, tr: Translator) -> str:
    """/play @membre typed as the hint reads (HTML): what the word stands for, and how to name
    the member."""
    return esc(
        tr._(
            "“@{word}” stands for the name of the member you invite: type @ and pick their name"
            " from the list, or send /play in reply to one of their messages."
        ).format(word=username)
    )


def not_yourself_line(tr: Translator) -> str:
    """An invitation to oneself."""
    return esc(tr._("You cannot invite yourself."))


def answer_in_private_line(name: str, tr: Translator) -> str:
    """A card or a count typed in the group for the player's private step (HTML)."""
    return esc(tr._("{name}, answer me in private: your turn is waiting there.").format(name=name))


def seated_elsewhere_note(tr: Translator) -> str:
    """A table opened or joined by a member already seated at another."""
    return tr._("You already sit at a club table.")


def busy_note(tr: Translator, *, retired: bool, waiting: bool, host: bool = False) -> str:
    """Why a member cannot open or join another table: they resigned a game that goes on
    (`retired`), opened (`host`) or sit at a table still taking seats (`waiting`), or play a
    game."""
    if waiting and host:
        return tr._("You already opened a table that waits for players; /resign withdraws it.")
    if retired:
        return tr._(
            "You resigned; the bot plays your seat until that game ends, then you are free to play."
        )
    if waiting:
        return tr._("You already sit at a table waiting for players; the host may start it.")
    return tr._("You are already in a club game: finish it first, or /resign.")


def has_retired(game: MemberGame, user_id: int) -> bool:
    """True when member `user_id` resigned (or left the group) at a table of three that plays
    on: the bot plays their seat until the game ends."""
    seat = game.seat_of(user_id)
    return (
        seat is not None
        and game.state is not None
        and is_retired(Table.from_json(game.state), seat)
    )


def invited_busy_line(name: str, tr: Translator) -> str:
    """/play naming a member who plays at another club table (before: the invitation was
    posted, and their ✅ refused): plain text."""
    text = tr._("{name} is already at a club table: once that game is over, send /play again.")
    return text.format(name=name)


def busy_text(game: MemberGame, user_id: int, tr: Translator) -> str:
    """Why member `user_id` cannot open or join another table, `game` being theirs."""
    retired = has_retired(game, user_id)
    return busy_note(tr, retired=retired, waiting=game.is_open, host=game.host == user_id)


def table_closed_note(tr: Translator) -> str:
    """A press on a table that no longer takes seats."""
    return tr._("This table is no longer open.")


def seated_here_note(tr: Translator) -> str:
    """A second press on « take a seat »."""
    return tr._("You already sit at this table.")


def invited_other_note(name: str | None, tr: Translator) -> str:
    """A seat taken on an invitation for another member."""
    text = tr._("This invitation is for {name}; /play invites someone yourself.")
    return text.format(name=name or "?")


def no_username_note(handle: str, host: str, tr: Translator) -> str:
    """A member without a @username presses an invitation written for a @handle: it may be
    them (a name typed with @), but only a reply to them tells who they are."""
    text = tr._(
        "This invitation is for {handle}. If that is you: you have no Telegram username, so"
        " {host} should invite you by replying to one of your messages with /play."
    )
    return text.format(handle=handle, host=host)


def no_seat_note(tr: Translator) -> str:
    """A table full (or refused) when the seat is asked."""
    return tr._("No seat left.")


def seat_taken_note(tr: Translator) -> str:
    """A seat taken."""
    return tr._("You have a seat.")


def host_starts_note(tr: Translator) -> str:
    """« Start » pressed by another than the host."""
    return tr._("Only the host starts the table.")


def wait_for_player_note(tr: Translator) -> str:
    """« Start » pressed at a table of one."""
    return tr._("Wait for at least one other player to take a seat.")


def host_withdraws_note(tr: Translator) -> str:
    """« Withdraw » pressed by another than the host."""
    return tr._("Only the host withdraws the invitation.")


def invitation_of_note(name: str | None, tr: Translator) -> str:
    """A ✖ of an invitation naming a member (« No, thanks » or « Withdraw », the same data)
    pressed by another than that member and the host."""
    return tr._("This invitation is for {name}; only its host may withdraw it.").format(
        name=name or "?"
    )


def game_on_lines(tr: Translator) -> list[str]:
    """The invitation's post once the game starts."""
    return [esc(tr._("The game is on."))]


def withdrawn_lines(tr: Translator) -> list[str]:
    """The invitation's post once withdrawn."""
    return [esc(tr._("Invitation withdrawn."))]


def declined_line(name: str, tr: Translator) -> str:
    """An invitation withdrawn because the member it names said no."""
    return esc(tr._("{name} declines the invitation.")).format(name=esc(name))


def you_declined_line(tr: Translator) -> str:
    """To a member who declined the invitations naming them by /resign in private."""
    return esc(tr._("You declined the invitation."))


def left_group_line(name: str, tr: Translator) -> str:
    """An invitation withdrawn because its host, or the member it names, left the group."""
    return esc(tr._("Invitation withdrawn: {name} has left the group.")).format(name=esc(name))


def your_withdrawn_line(tr: Translator) -> str:
    """To the host who withdrew the table by /resign."""
    return esc(tr._("Your invitation is withdrawn."))


def left_table_line(tr: Translator, *, name: str | None = None) -> str:
    """To a member who left a table before its game: in private, or named in the group (a
    « you » there would not say who)."""
    if name is None:
        return esc(tr._("You left the table before the game."))
    return esc(tr._("{name} left the table before the game.")).format(name=esc(name))


# -- Private steps ------------------------------------------------------------------------


def not_your_turn_line(tr: Translator) -> str:
    """A member back in private while no step is theirs."""
    return esc(tr._("Your club game goes on; it is not your turn."))


def retired_line(tr: Translator) -> str:
    """The private step of a member who resigned at a table of three (or left the group),
    closed: the bot plays their seat, not « the game goes on in the group » (HTML)."""
    return esc(busy_note(tr, retired=True, waiting=False))


def waiting_line(game: MemberGame, user_id: int, tr: Translator) -> str:
    """A member of `game` back in private while no step is theirs: not their turn, or, when
    they resigned or left at a table of three, that the bot plays their seat (HTML)."""
    if has_retired(game, user_id):
        return retired_line(tr)
    return not_your_turn_line(tr)


def your_deal_lines(
    button: str, names: Names, bot: int | None, in_group: bool, tr: Translator
) -> list[str]:
    """A member back in private (/play) while the game waits for them to deal: the deal is
    pressed in the group, on its `button` (as the group reads it; `bot`: the bot's seat that
    deals, the member presses for it); `in_group` False: the bot can no longer write there,
    the game waits for it (HTML)."""
    if not in_group:
        return [
            esc(tr._("I can no longer write in your table's group.")),
            esc(
                tr._(
                    "The game waits until I am back in the group (its administrators can add me"
                    " again)."
                )
            ),
        ]
    if bot is None:
        return [
            esc(tr._("Your turn to deal: tap “{button}” in the group.")).format(button=esc(button))
        ]
    text = esc(tr._("{bot} deals next: tap “{button}” in the group when everyone is ready."))
    line = text.format(bot=names.of(bot), button=esc(button))
    return [bot_grammar(elide(line, names, tr), tr)]  # « Le robot d'Anne », not « de Anne »


def not_your_link_line(tr: Translator) -> str:
    """A deep link to a game the member does not play."""
    return esc(tr._("This link is not for a game of yours."))


def cards_later_line(tr: Translator) -> str:
    """A deep link followed before the game starts."""
    return esc(tr._("Thank you: your cards will come here when the game starts."))


def cards_here_line(tr: Translator) -> str:
    """A deep link followed during the game."""
    return esc(tr._("Thank you: here are your cards."))


def other_cards_note(tr: Translator) -> str:
    """A press on another member's private step."""
    return tr._("These are another player's cards.")


def set_aside_note(tr: Translator) -> str:
    """A press on a private step that a drill set aside."""
    return tr._("This step was set aside: /play brings your club game back.")


def set_aside_line(tr: Translator) -> str:
    """A drill asked while the player's private step of a club game waited: the game waits,
    and how to bring the step back (HTML; in place of `replies.set_aside_line`)."""
    return "<i>" + esc(tr._("Your club game is set aside: /play brings it back.")) + "</i>"


def cancel_kept_line(tr: Translator) -> str:
    """/cancel while a club game's private step waits (or its « resign? » was just asked):
    the step is kept, the table waiting on it; leaving the game is /resign (HTML). It read
    « Question abandonnée. », the step dropped, the game waiting with no word."""
    return esc(
        tr._(
            "Your club game goes on: my question above still waits for you. To leave the game:"
            " /resign."
        )
    )


def laid_note(move: TypedMove, tr: Translator) -> str:
    """The answer to the lay-away button, or to a card's button (« Jouée : 5♠ »,
    "Played: 5♠"; it read "Laid: 5♠")."""
    if move.step is Step.LAY_AWAY:  # one card at a table of three, two at two or four
        return tr.ngettext("Laid away: {cards}", "Laid away: {cards}", len(move.cards)).format(
            cards=render.cards(hand_order(move.cards), tr)
        )
    return tr._("Played: {card}").format(card=render.card(move.cards[0], tr))


def count_as_number_line(tr: Translator) -> str:
    """A count typed that is not a number."""
    return esc(tr._("Type your count as a number, for example 12."))


# -- In the group -------------------------------------------------------------------------


def dealer_only_note(name: str, tr: Translator) -> str:
    """« Deal » pressed by another than the dealer."""
    return tr._("Only {name} deals now.").format(name=name)


def only_may_answer_note(game: MemberGame, user_id: int, tr: Translator) -> str:
    """A question of the group answered by another than the member asked, `user_id`, named
    as they sit at `game` (« ? » for one who does not: a forged button)."""
    name = next((s.name for s in game.seats if s.user_id == user_id), "?")
    return tr._("Only {name} may answer.").format(name=name)


def keypad_posted_note(tr: Translator) -> str:
    """« Muggins… » pressed again before the claim: its keypad is posted already."""
    return tr._("Your keypad is in the group already: tap the number of points missed.")


def called_first_note(name: str, tr: Translator) -> str:
    """« Muggins… » pressed on a show another player called first (their keypad is posted)."""
    return tr._("{name} already called muggins on that count: it is for {name} to answer.").format(
        name=name
    )


def muggins_refused_note(reason: Refusal, tr: Translator, *, teams: bool = True) -> str:
    """Why a muggins call is refused (`teams`: a table of partners)."""
    match reason:
        case Refusal.OFF:
            return tr._("Muggins is off in this club.")
        case Refusal.LATE:
            return tr._("Too late: the next deal is dealt.")
        case Refusal.OWN_SIDE if teams:
            return tr._("Nobody calls muggins on their own side's count.")
        case Refusal.OWN_SIDE:
            return tr._("Nobody calls muggins on their own count.")
        case Refusal.CALLED:
            return tr._("Muggins was already called on that count.")
        case Refusal.NOT_SEATED:
            return tr._("Only the players at this table call muggins.")
        case _:
            assert_never(reason)


def call_refused_note(
    table: Table, seat: int | None, deal: int, show: int, tr: Translator
) -> str | None:
    """Why the member at `seat` (None: not at the table) may not call muggins on that show of
    that deal now (`table_show.check_call`), or None: they resigned, or the call's refusal,
    or the show is gone (« no longer works »)."""
    if seat is not None and is_retired(table, seat):  # not « only the players call muggins »
        return resigned_muggins_note(tr)
    try:
        if seat is None:
            raise MugginsRefused(Refusal.NOT_SEATED)
        check_call(table, seat, deal, show)
    except MugginsRefused as refused:
        return muggins_refused_note(refused.reason, tr, teams=table.rules.teams)
    except TableError:
        return no_longer_works_note(tr)
    return None


def resigned_muggins_note(tr: Translator) -> str:
    """A member who resigned at a table of three presses « Muggins… » or their keypad."""
    return tr._("You resigned this game: muggins is for the players still at the table.")


def resign_buttons(tr: Translator) -> tuple[str, str]:
    """Yes and no to « resign the club game? »."""
    return tr._("Yes, resign"), tr._("No, play on")


def resign_asked_again_note(tr: Translator) -> str:
    """A yes to « resign the club game? » pressed after the game moved on: asked again."""
    return tr._("The game has moved on since that question: here it is again.")


def not_your_game_note(tr: Translator) -> str:
    """A press about a club game the member does not play."""
    return tr._("This is not your game.")


def no_club_game_line(tr: Translator, *, name: str | None = None) -> str:
    """/resign with nothing to resign: in private (no game against the bot either), or to the
    member named in the group."""
    if name is None:
        return esc(tr._("You have no game under way, against me or in a club: nothing to resign."))
    return esc(tr._("{name}, you have no club game under way.")).format(name=esc(name))


def top_games_in_group_line(tr: Translator) -> str:
    """/top games outside a club's group."""
    return esc(tr._("/top games works in a club's group."))
