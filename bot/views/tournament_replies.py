"""What the tournament handlers say around the tournament itself: the arguments of
/tournament refused, who may create or cancel one, taking part, a game against the bot
started or recorded. Standings and announcements are `bot.views.tournament`.

Functions named `..._note` and `..._button` return plain text (an argument refused, a button's
answer or label); the others return Telegram HTML, user text escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.drills.night import MAX_GAMES, MIN_GAMES
from bot.drills.night_args import BadWords, Refusal
from bot.drills.tournament import MAX_DAYS, MAX_MEETINGS, Format, Kind
from bot.i18n import Translator
from bot.views import replies
from bot.views.markup import bold, esc
from bot.views.night_replies import ARG_CHARS
from bot.views.tournament import join_button

# -- /tournament's arguments ------------------------------------------------------------------


def bad_words_note(error: BadWords, tr: Translator) -> str:
    """/tournament's words refused (`bot.drills.tournament_args.read_wanted`). Which
    tournament, when a round robin or doubles was said without its format: a number there is
    how many times they meet (« un nombre de parties » left a doubles' organizer puzzled)."""
    match error.refusal:
        case Refusal.ROUNDS:
            text = tr._("A tournament plays {least} to {most} games.")
            return text.format(least=tr.number(MIN_GAMES), most=tr.number(MAX_GAMES))
        case Refusal.TARGET:  # after the format, a number is the games' points
            text = tr._(
                "{number} would be the points of each game, but games are played to 61 or 121"
                " points."
            )
            return text.format(number=error.word[:ARG_CHARS])
        case Refusal.WHICH if error.word.startswith(Kind.DOUBLES.value):  # a number: meetings
            text = tr._(
                "Say which tournament: fadoq (each team meets each other team once), jeux50"
                " (twice) or how many times the teams meet (1 to {most})."
            )
            return text.format(most=tr.number(MAX_MEETINGS))
        case Refusal.WHICH if error.word.startswith(Kind.ROUND_ROBIN.value):
            text = tr._(
                "Say which tournament: fadoq (each member meets each other member once), jeux50"
                " (twice) or how many times the members meet (1 to {most})."
            )
            return text.format(most=tr.number(MAX_MEETINGS))
        case Refusal.WHICH:  # against me: a number is the games
            return tr._("Say which tournament: fadoq, jeux50 or a number of games.")
        case Refusal.MEETINGS:
            text = tr._("In a round robin, members meet each other at most {most} times.")
            return text.format(most=tr.number(MAX_MEETINGS))
        case Refusal.ROBIN_GAMES if error.word.endswith(Kind.DOUBLES.value):
            return tr._(
                "Between teams, the number of games follows from how many take part: each team"
                " plays each other team, once in FADOQ, twice in Jeux 50+. A number of games is"
                " for a tournament against me."
            )
        case Refusal.ROBIN_GAMES:  # a round robin's games follow from its members
            return tr._(
                "Between members, the number of games follows from how many take part: each"
                " member plays each other member, once in FADOQ, twice in Jeux 50+. A number of"
                " games is for a tournament against me."
            )
        case Refusal.DAYS:
            text = tr._("A tournament lasts at least a day and at most {most} days.")
            return text.format(most=tr.number(MAX_DAYS))
        case Refusal.DATE:
            return tr._("“{word}” is not a date.").format(word=error.word)
        case Refusal.WORD:
            return replies.not_understood_note(error.word[:ARG_CHARS], tr)


def example_line(error: BadWords, tr: Translator, fmt: Format = Format.FADOQ) -> str:
    """Under `bad_words_note`: one command that works, close to what was refused (`fmt`: the
    format the words named, not « fadoq » to an organizer who typed « jeux50 »), and where
    the whole usage is (not the six lines of it again)."""
    named = Format.FADOQ.value if fmt is Format.CUSTOM else fmt.value
    match error.refusal:
        case Refusal.ROUNDS:
            example = tr._("/tournament 8")
        case Refusal.TARGET if _games_said(error.word):  # fewer games (seed 002)
            example = tr.ngettext(
                "/tournament {format} 61 (games of 61) or /tournament {format} {n} game",
                "/tournament {format} 61 (games of 61) or /tournament {format} {n} games",
                int(error.word),
            ).format(n=error.word, format=named)
        case Refusal.TARGET:
            example = tr._("/tournament {format} 61").format(format=named)
        case Refusal.MEETINGS:
            example = tr._("/tournament 3 robin")
        case Refusal.ROBIN_GAMES:  # the same tournament, its games unsaid
            example = _robin_example(error.word, tr)
        case Refusal.DAYS:
            example = tr._("/tournament {format} 2 weeks").format(format=named)
        case Refusal.DATE:
            example = tr._("/tournament {format} December 24").format(format=named)
        case Refusal.WHICH if error.word:  # the kind and the games' points said, kept
            example = _format_example(error.word, tr)
        case _:
            example = tr._("/tournament fadoq")
    text = tr._("For example: {example}. All the details: /tournament help.")
    return esc(text.format(example=example))


def _robin_example(wanted: str, tr: Translator) -> str:
    """The round robin (or doubles) asked for, « fadoq doubles », without its games."""
    fmt, _, kind = wanted.partition(" ")
    if kind == Kind.DOUBLES.value:
        return (
            tr._("/tournament jeux50 doubles")
            if fmt == "jeux50"
            else tr._("/tournament fadoq doubles")
        )
    return tr._("/tournament jeux50 robin") if fmt == "jeux50" else tr._("/tournament fadoq robin")


def _format_example(said: str, tr: Translator) -> str:
    """A FADOQ tournament of the kind and points said without a format (« ronde 61 » →
    « /tournoi fadoq ronde 61 », « ronde » → « /tournoi fadoq ronde »)."""
    words = said.split(" ")
    if Kind.ROUND_ROBIN.value in words:
        example = tr._("/tournament fadoq robin")
    elif Kind.DOUBLES.value in words:
        example = tr._("/tournament fadoq doubles")
    else:
        example = tr._("/tournament fadoq")
    return " ".join([example, *(word for word in words if word.isdigit())])


def _games_said(word: str) -> bool:
    """Whether a number refused as a game's points could be a number of games (`/tournoi
    fadoq 3`: the organizer plays fewer games, seed 002)."""
    return word.isdigit() and MIN_GAMES <= int(word) <= MAX_GAMES


# -- Creating, cancelling -------------------------------------------------------------------


def admins_only_line(tr: Translator) -> str:
    """/tournament (create, close or cancel) by a member who is not an administrator."""
    return esc(tr._("Only the group's administrators can create, close or cancel a tournament."))


def admins_only_note(tr: Translator) -> str:
    """An administrator's button pressed by another member."""
    return tr._("Only the group's administrators can do that.")


def under_way_line(tr: Translator) -> str:
    """/tournament while one is under way: what can be done with it (before: the close was
    not named, only the cancel)."""
    return esc(
        tr._(
            "A tournament is under way: /tournament shows its standings, /tournament close"
            " closes it now and announces the winners, /tournament cancel cancels it."
        )
    )


def cannot_leave_line(tr: Translator) -> str:
    """/tournament leave by a member who takes part (before: « Seuls les administrateurs du
    groupe peuvent créer, fermer ou annuler un tournoi. », as if an administrator had to take
    them out): nobody leaves, and what becomes of the games they do not play."""
    return esc(
        tr._(
            "A tournament under way is not left: the games you do not play simply do not count,"
            " and the standings keep the ones you played."
        )
    )


def not_in_it_line(tr: Translator) -> str:
    """/tournament leave by a member who takes no part."""
    return esc(tr._("You do not take part in the tournament under way."))


def none_under_way_line(tr: Translator) -> str:
    """/tournament (the standings) with none under way, before how to create one."""
    return esc(tr._("No tournament is under way."))


def none_to_cancel_line(tr: Translator) -> str:
    """/tournament cancel with none under way (after the close), whoever asks."""
    return esc(tr._("No tournament is under way: there is none to cancel."))


def cancel_buttons(tr: Translator) -> tuple[str, str]:
    """Yes and no to « cancel the tournament? »."""
    return tr._("Yes, cancel it"), tr._("No, it goes on")


def cancel_question(tr: Translator) -> str:
    """Asked before a tournament is cancelled."""
    return esc(tr._("Cancel the tournament? Its games will not count and no winner is announced."))


def close_buttons(tr: Translator) -> tuple[str, str]:
    """Yes and no to « close the tournament now? »."""
    return tr._("Yes, close it"), tr._("No, it goes on")


def close_question(left: int, tr: Translator) -> str:
    """Asked before an administrator closes a tournament with `left` games still to play."""
    return esc(
        tr.ngettext(
            "Close the tournament now? {n} game is still to play: it will not count, and the"
            " winners are announced from the standings as they are.",
            "Close the tournament now? {n} games are still to play: they will not count, and"
            " the winners are announced from the standings as they are.",
            left,
        ).format(n=tr.number(left))
    )


def goes_on_line(tr: Translator) -> str:
    """The cancellation declined."""
    return esc(tr._("The tournament goes on."))


def cancelled_line(tr: Translator) -> str:
    """The tournament cancelled."""
    return esc(tr._("The tournament is cancelled."))


def all_played_line(tr: Translator) -> str:
    """Under the standings after a round robin's last game to play, which say every game is
    played (HTML)."""
    return esc(
        tr._(
            "An administrator can close the tournament now and announce the winners:"
            " /tournament close. Otherwise it closes at the end of its closing day."
        )
    )


def all_played_private_line(tr: Translator, *, said: bool = False) -> str:
    """In a member's private chat, once every game is played: when the winners come (not
    « /tournament close », a group administrator's command; HTML). `said`: a round robin's
    standings end « Every game of the tournament has been played. » just above, not said
    twice."""
    if said:
        return esc(
            tr._(
                "The winners are announced in the group when an administrator closes the"
                " tournament, or at the end of its closing day."
            )
        )
    return esc(
        tr._(
            "Every game is played: the winners are announced in the group when an administrator"
            " closes the tournament, or at the end of its closing day."
        )
    )


def closed_now_missing_line(tr: Translator) -> str:
    """/tournament close with none under way."""
    return esc(tr._("No tournament is under way: there is none to close."))


def over_note(tr: Translator) -> str:
    """A press or a word about a tournament that has ended."""
    return tr._("This tournament is over.")


def ended_line(tr: Translator, *, cancelled: bool) -> str:
    """What became of a tournament no longer open: cancelled, or over."""
    return cancelled_line(tr) if cancelled else esc(over_note(tr))


# -- Taking part ----------------------------------------------------------------------------


def created_in_group_line(typed: str, tr: Translator) -> str:
    """/tournament with a new tournament's words (`typed`: « fadoq 61 ») in private (before:
    « You are not in any tournament under way… », as if their games were asked for): where
    and how it is created."""
    return esc(
        tr._(
            "Tournaments are created in the club's group, not here: an administrator of the"
            " group types /tournament {words} there."
        ).format(words=typed)
    )


def none_of_yours_line(
    tr: Translator, *, last_over: bool = False, open_in: Sequence[tuple[str, Kind]] = ()
) -> str:
    """/tournament in private by a member in none (`last_over`: the final standings of the
    last they took part in follow, not how to take part in one: they just did; `open_in`:
    the clubs of theirs with one under way, by title and kind, each with how to take part,
    where it said « an administrator creates one », as if there were none)."""
    if open_in:
        none = esc(tr._("You are not in any tournament under way."))
        return " ".join([none, *(open_in_club(title, kind, tr) for title, kind in open_in)])
    if last_over:
        return esc(
            tr._(
                "You are not in any tournament under way. Your last one is over; here are its"
                " final standings."
            )
        )
    return esc(
        tr._(
            "You are not in any tournament under way. In a club's group, an administrator"
            " creates one with /tournament; press its button to take part (in doubles, reply in"
            " the group to one of your partner's messages with /tournament team)."
        )
    )


def club_line(title: str, tr: Translator) -> str:
    """The club a tournament shown in private belongs to (`title` as the club named it)."""
    return esc(tr._("Club: {club}").format(club=title))


def joined_line(tr: Translator) -> str:
    """Atop the private chat the join button opens: the member is in (HTML)."""
    return esc(tr._("✅ You are in this tournament."))


def all_played_note(tr: Translator) -> str:
    """A member who has played every game of the tournament."""
    return tr._("You have played every game: /tournament shows the standings.")


def game_under_way_line(round_: int, tr: Translator) -> str:
    """/tournament in private while the member's game of a duplicate tournament is under way
    (HTML): which one, against whom, and how to go back to it (the button below). Before: the
    standings alone, the member left to guess what « Reprendre » under them resumed."""
    text = tr._(
        "Your tournament game {k} is under way, against me: the button below takes you back to it."
    )
    return esc(text.format(k=tr.number(round_)))


def games_left_line(left: int, round_: int, tr: Translator) -> str:
    """/tournament in private for a member of a duplicate tournament with games to play and
    none under way (HTML): how many are left, and the button below that starts the next. Before:
    the standings alone, « combien de parties il me reste? » answered by « 1 partie sur 2 » in
    their row."""
    text = tr.ngettext(
        "You have {n} game left to play: the button below starts game {k}.",
        "You have {n} games left to play: the button below starts game {k}.",
        left,
    )
    return esc(text.format(n=tr.number(left), k=tr.number(round_)))


def club_game_under_way_line(opponents: str, tr: Translator) -> str:
    """/tournament in private while the member's game of a round robin (or doubles) is under
    way in the group (HTML): against whom, and how to go back to their turn. Before: the
    standings and their games to play, with how to invite the very member they were playing."""
    text = tr._(
        "Your game against {opponents} is under way in the group; you play your turns here"
        " with me: /play brings back your turn."
    )
    return esc(text.format(opponents=opponents))


def other_game_first_line(round_: int, tr: Translator) -> str:
    """The tournament's game asked for while another game of the member's is under way (an
    ordinary /play game): that one is shown, and it is not the tournament's."""
    return tr._(
        "You have another game under way, which does not count in the tournament: finish it"
        " or resign it (/resign), then /play starts tournament game {k}."
    ).format(k=tr.number(round_))


def press_in_group_line(tr: Translator) -> str:
    """A deep link to a tournament the member has not joined."""
    return esc(tr._("Press the tournament's button in your club's group to take part."))


def first_dealer_line(tr: Translator, *, player_deals: bool) -> str:
    """Who deals first in a tournament game against the bot (the same for every member)."""
    if player_deals:
        return esc(tr._("You deal first, as every member in this game."))
    return esc(tr._("I deal first, as for every member in this game."))


def not_counted_line(tr: Translator, *, cancelled: bool) -> str:
    """A game finished after its tournament was cancelled or closed."""
    if cancelled:
        return esc(tr._("The tournament was cancelled: this game does not count."))
    return esc(tr._("The tournament closed before this game ended: it does not count."))


def finished_lead(
    name: str,
    other: str | None,
    round_: int,
    tr: Translator,
    *,
    abandoned: bool = False,
    teams: bool = False,
) -> str:
    """Above the standings in the group: who just finished (`abandoned`: abandoned their
    game against the bot, which the standings count as the bot's win at the target; `teams`:
    two doubles teams, said as the game's start said them, not « Marie et Jean et Rita et
    Paul »; plain text, as the standings' `lead`)."""
    if teams and other is not None:
        text = tr._("Doubles tournament game over: {ours} against {theirs}.")
        return text.format(ours=name, theirs=other)
    if abandoned:
        return tr._("{name} abandoned game {k}.").format(name=name, k=tr.number(round_))
    if other is None:
        return tr._("{name} just finished game {k}.").format(name=name, k=tr.number(round_))
    return tr._("{name} and {other} just finished their game.").format(name=name, other=other)


def open_in_club(title: str, kind: Kind, tr: Translator) -> str:
    """A tournament under way in the member's club `title` that they have not joined, and how
    to take part (HTML)."""
    if kind is Kind.DOUBLES:
        text = tr._(
            "A doubles tournament is under way in your club {club}: to take part, register a"
            " team of two in the group (/tournament team in reply to one of your partner's"
            " messages)."
        )
    else:
        text = tr._(
            "A tournament is under way in your club {club}: to take part, press “{button}”"
            " under its presentation, in the group."
        )
    return esc(text).format(club=bold(title), button=esc(join_button(tr)))
