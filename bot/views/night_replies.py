"""What the club-night handlers say around the night itself: the arguments of /night
refused, the organizer's commands (absent, late, swap, correct). The list of players is
`bot.views.night_list`, the replies to a score written or confirmed
`bot.views.night_score_replies`, the night's posts `bot.views.night`.

Functions named `..._note` return plain text (an argument refused, a button's answer, or a
sentence the handler escapes with others); the others return Telegram HTML, names escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, time
from typing import Final

from bot.drills.night import MAX_GAMES, MIN_GAMES
from bot.drills.night_args import BadWords, Listed, Refusal, players_meant
from bot.drills.night_state import DrawRefusal
from bot.i18n import Translator, render
from bot.views import replies
from bot.views.markup import esc

# -- /night's arguments -------------------------------------------------------------------


ARG_CHARS: Final = 24
"""The most of a word not understood that a refusal quotes."""


MAX_ALERT_NAME: Final = 64
"""A name's characters at most in an alert (Telegram's: 200 characters in all)."""


def command_words(tr: Translator) -> tuple[str, dict[str, str]]:
    """/night as typed in `tr`'s language, and its orders' words (« /soiree ajouter »)."""
    if tr.lang == "fr":
        return "/soiree", {
            "add": "ajouter",
            "remove": "retirer",
            "round": "ronde",
            "late": "retard",
            "absent": "absent",
            "present": "present",
            "swap": "echanger",
            "link": "lier",
            "correct": "corriger",
            "close": "fermer",
            "sheets": "feuilles",
            "help": "aide",
            "standings": "classement",
            "doubles": "double",
        }
    return "/night", {
        "add": "add",
        "remove": "remove",
        "round": "round",
        "late": "late",
        "absent": "absent",
        "present": "present",
        "swap": "swap",
        "link": "link",
        "correct": "correct",
        "close": "close",
        "sheets": "sheets",
        "help": "help",
        "standings": "standings",
        "doubles": "doubles",
    }


def bad_words_note(error: BadWords, tr: Translator) -> str:
    """/night's words refused (`bot.drills.night_args.read_setup`)."""
    if error.refusal is Refusal.ROUNDS:
        return tr._("A night has {least} to {most} rounds.").format(
            least=tr.number(MIN_GAMES), most=tr.number(MAX_GAMES)
        )
    if error.refusal is Refusal.WHICH:
        return tr._("Say which night: jeux50, fadoq, acc or a number of rounds.")
    return replies.not_understood_note(error.word[:ARG_CHARS], tr)


def open_example_line(tr: Translator) -> str:
    """Under `bad_words_note` when no night is open: a command that opens one, and where the
    organizer's commands are (not the ten lines of them again)."""
    cmd, words = command_words(tr)
    text = tr._("For example: {example}. All the organizer's commands: {help}.")
    return esc(text.format(example=f"{cmd} fadoq", help=f"{cmd} {words['help']}"))


def rounds_first_line(number: str, words: Sequence[str], tr: Translator) -> str:
    """Under `bad_words_note` for a number of rounds typed after the way of play (« /soiree
    acc 7 »): the same words, the number first (before: « Par exemple : /soiree fadoq »)."""
    cmd, _ = command_words(tr)
    example = " ".join([cmd, number, *(word for word in words if word != number)])
    return esc(tr._("The number of rounds comes first: {example}.").format(example=example))


def orders_line(tr: Translator) -> str:
    """Under a word not understood while a night is open: the organizer's orders, and where
    each is explained."""
    cmd, words = command_words(tr)
    orders = [
        "add",
        "remove",
        "round",
        "late",
        "absent",
        "present",
        "swap",
        "correct",
        "sheets",
        "close",
    ]
    text = tr._("The organizer's orders: {orders}. Each one explained: {help}.")
    listed = ", ".join(words[order] for order in orders)
    return esc(text.format(orders=listed, help=f"{cmd} {words['help']}"))


# -- The organizer ------------------------------------------------------------------------


def orders_in_group_line(typed: str, tr: Translator) -> str:
    """An order of the organizer (`typed`: its words, « retirer Ben ») sent in a private chat."""
    cmd, _ = command_words(tr)
    text = tr._(
        "The organizer's commands are typed in the club's group, where the night is held: {command}"
    )
    return esc(text.format(command=f"{cmd} {typed[: 2 * ARG_CHARS]}"))


def admins_only_line(tr: Translator) -> str:
    """/night's organizer commands by a member who is not an administrator."""
    return esc(tr._("Only the group's administrators run the night."))


EXAMPLE_MARGIN: Final = 23
"""The loser's points under the target in the example of a score: `121 98`, `61 38`."""


def admins_only_lines(target: int | None, tr: Translator, *, correcting: bool = False) -> list[str]:
    """/night's organizer commands by a member who is not an administrator (during a night
    of games of `target` points: how they write their score); `correcting`: « /soiree
    corriger », the organizer's to ask (before: « Seuls les administrateurs du groupe mènent
    la soirée », nothing about the score to fix)."""
    first = (
        esc(tr._("Only the group's administrators correct a score: ask the organizer."))
        if correcting
        else admins_only_line(tr)
    )
    return [first, *([] if target is None else [how_to_write_line(target, tr)])]


def score_example(target: int, tr: Translator) -> str:
    """The command that writes a won game of `target` points: « /soiree 121 98 »,
    "/night 121 98" (plain text)."""
    command = "/soiree" if tr.lang == "fr" else "/night"
    return f"{command} {target} {target - EXAMPLE_MARGIN}"


def how_to_write_line(target: int, tr: Translator) -> str:
    """How a player writes a score in games of `target` points."""
    example = score_example(target, tr)
    return esc(tr._("To write your score: {example}, your own first.").format(example=example))


def over_note(tr: Translator) -> str:
    """A press or a command about a night that has closed."""
    return tr._("This night is over.")


def open_line(tr: Translator) -> str:
    """/night with a word not understood while a night is open."""
    return esc(tr._("A night is open: /night shows it, /night help lists what you can do."))


def night_elsewhere_line(scores: tuple[int, int], tr: Translator) -> str:
    """A score (`/night 121 98`) typed in a group with no night open by a player of a night
    open in another group: not written, and where to write it (before: « Only the group's
    administrators run the night. », or to an administrator « No night is open. Open one
    first »)."""
    text = tr._(
        "Your club night is in another group, not this one: your score is not written. Write"
        " it in the night's group, or in private with me: {a} {b}, your own first."
    )
    return esc(text.format(a=scores[0], b=scores[1]))


def no_night_line(tr: Translator) -> str:
    """An organizer's command with no night open."""
    return esc(tr._("No night is open. Open one first, for example: /night fadoq"))


def closed_line(
    again: Sequence[str], tr: Translator, by_itself: tuple[date | None, time] | None = None
) -> str:
    """An organizer's command (`close`, `round`, `correct`…) once the group's last night has
    closed (the last score confirmed closes it): not « open one first »; how to open another
    like it, `again` its words (`setup_words`; before: « /soiree fadoq » after a jeux50
    night). `by_itself`: it closed on its own, at its last score confirmed, on that day
    (None: today) at that time, the club's: said, when and why (before: « déjà fermée »
    alone, to an organizer who had not closed it)."""
    cmd, words = command_words(tr)
    # « doubles » as the night's language says it (before: the English word in French)
    example = " ".join([cmd, *(words["doubles"] if w == "doubles" else w for w in again)])
    if by_itself is None:
        text = tr._(
            "The last night is closed already: /night standings shows its final standings. To"
            " open another: {example}"
        )
        return esc(text.format(example=example))
    day, at = by_itself
    if day is None:
        text = tr._(
            "The last night closed by itself at {time}, when its last score was confirmed:"
            " /night standings shows its final standings. To open another: {example}"
        )
    else:
        text = tr._(
            "The last night closed by itself on {day} at {time}, when its last score was"
            " confirmed: /night standings shows its final standings. To open another:"
            " {example}"
        )
    day_text = "" if day is None else tr.day(day)
    return esc(text.format(day=day_text, time=render.clock(at, tr), example=example))


def score_after_close_line(tr: Translator, *, private: bool = False, standings: bool = True) -> str:
    """A score (`/night 121 98`) written by a member once the group's last night has closed
    (before: « Only the group's administrators run the night. »; `private`: by a player of
    a closed night in their private chat; before: « You are not in any club night right now.
    At the hall, press ✅ »; then « Its final standings are in your club's group. », while
    /night standings shows them in private too). `standings` False: the night closed with no
    score confirmed, and has none (before: « …shows its final standings », standings that do
    not exist)."""
    if not standings:
        closed = (
            tr._("Your club night is closed: scores are no longer written.")
            if private
            else tr._("This night is closed: scores are no longer written.")
        )
        none = tr._("No score was confirmed in it: it has no standings.")
        return esc(f"{closed} {none}")
    if private:
        return esc(
            tr._(
                "Your club night is closed: scores are no longer written. Its final standings:"
                " /night standings"
            )
        )
    return esc(
        tr._(
            "This night is closed: scores are no longer written. /night standings shows its"
            " final standings."
        )
    )


def full_note(most: int, tr: Translator) -> str:
    """The list is full (`most` players)."""
    return tr.ngettext(
        "The list is full: {n} player at most.", "The list is full: {n} players at most.", most
    ).format(n=tr.number(most))


# -- Rounds -------------------------------------------------------------------------------


EXAMPLE_NAME: Final = "Rita Cormier"
"""The player's name in an example of `/night add`."""
OTHER_EXAMPLE_NAME: Final = "Gaston Roy"
"""The example's name when the player talked about is `EXAMPLE_NAME`."""


def draw_refused_line(
    refusal: DrawRefusal, tr: Translator, *, alone: tuple[int, str] | None = None
) -> str:
    """Why `/night round` draws nothing: a doubles night with an odd number of players (the
    last on the list, `alone`: their number and name, has no partner: one is added, or they
    are taken off the list; before: only « add one », though /night remove exists), fewer
    than two sides (or present), or a round asked after the last one."""
    if refusal is DrawRefusal.ODD_TEAMS:
        cmd, words = command_words(tr)
        add = f"{cmd} {words['add']} {EXAMPLE_NAME}"
        if alone is None:
            text = tr._("Teams are of two: one player has no partner. Add one: {example}")
            return esc(text.format(example=add))
        text = tr._(
            "{name} (number {n}, last on the list) has no partner: teams are of two. Take"
            " {name} off the list ({remove}) or add a partner ({add})."
        )
        number, name = alone
        if name == EXAMPLE_NAME:  # not « Rita Cormier has no partner… add Rita Cormier »
            add = f"{cmd} {words['add']} {OTHER_EXAMPLE_NAME}"
        remove = f"{cmd} {words['remove']} {number}"
        return esc(text.format(name=name, n=tr.number(number), add=add, remove=remove))
    if refusal is DrawRefusal.TOO_FEW:
        return two_players_line(tr)
    if refusal is DrawRefusal.TOO_FEW_PRESENT:
        cmd, words = command_words(tr)
        text = tr._(
            "A round needs two players present (two teams in doubles); the others are marked"
            " absent. Mark one back ({example}), then draw the round."
        )
        return esc(text.format(example=f"{cmd} {words['present']} 3"))
    return esc(tr._("Every round is drawn. The night closes when the last score is confirmed."))


def two_players_line(tr: Translator) -> str:
    """A night of fewer than two sides."""
    return esc(tr._("A night needs at least two players (two teams in doubles)."))


def absent_note(name: str, tr: Translator) -> str:
    """A side marked absent."""
    return tr._("Absence noted: the next rounds are played without {name}.").format(name=name)


def absent_game_line(
    round_: int, table_no: int, sides: tuple[str, str], target: int, tr: Translator
) -> str:
    """Under `absent_note`, a side marked absent whose game of the round under way has no
    score yet: the table waits, unplayed it will not count, and how the organizer sets it
    (before: not a word until the close listed it « not played »). Plain text."""
    cmd, words = command_words(tr)
    example = f"{cmd} {words['correct']} {round_} {table_no} {target} {target - EXAMPLE_MARGIN}"
    return tr._(
        "At round {r}, table {t} ({a} against {b}) has no score yet: if it is not played, it"
        " will not count; to set it: {example}."
    ).format(r=round_, t=table_no, a=sides[0], b=sides[1], example=example)


def present_note(name: str, tr: Translator) -> str:
    """A side present again."""
    return tr._("{name}: present again from the next round.").format(name=name)


def not_marked_note(name: str, tr: Translator) -> str:
    """`present` for a side marked neither absent nor late: nothing changed (before: « de
    retour à partir de la prochaine ronde », as if they had been away)."""
    return tr._("{name} was not marked absent or late: nothing changed.").format(name=name)


def late_note(name: str, tr: Translator, *, under_way: bool) -> str:
    """A side late: it loses the game under way, or the next one, by default."""
    if under_way:
        text = tr._("{name}: late, the game under way is lost by default, 0 points.")
    else:
        text = tr._("{name}: late, the next game is lost by default, 0 points.")
    return text.format(name=name)


def late_already_note(name: str, round_: int, tr: Translator) -> str:
    """A side marked late again once it lost its game by default (before: its next game
    lost too, though a late side loses its first game only)."""
    text = tr._("{name}: late already, the game of round {r} was lost by default.")
    return text.format(name=name, r=tr.number(round_))


def which_player_line(
    tr: Translator,
    *,
    number: int | None = None,
    listed: int = 0,
    typed: str = "",
    meant: Sequence[tuple[int, str]] = (),
    named: bool = False,
) -> str:
    """A player the organizer named that is not on the list (`number`: a number past the
    list's `listed` players, said so; before: « Quel joueur? » to an organizer who had given
    a number). A name `typed` is quoted, with the players it may mean (`meant`: their
    numbers and names; `named`: all have it, « Roy », else spelt close, « Rtia »): before,
    « Quel joueur? » alone."""
    if number is not None and listed:
        text = tr._("There is no player {n}: the list goes from 1 to {count}.")
        return esc(text.format(n=tr.number(number), count=tr.number(listed)))
    if not typed:
        return esc(tr._("Which player? Give their number on the list, or their name."))
    quoted = typed[:ARG_CHARS]
    said = [tr._("{name} (number {n})").format(name=name, n=tr.number(n)) for n, name in meant]
    players = said[0] if len(said) == 1 else ""
    if len(said) > 1:
        players = tr._("{one} or {other}").format(one=", ".join(said[:-1]), other=said[-1])
    if named and len(said) > 1:
        text = tr._("Several players are named “{typed}”: {players}. Give the number.")
        return esc(text.format(typed=quoted, players=players))
    if said:
        text = tr._("“{typed}” is not on the list. Did you mean {players}? Give the number.")
        return esc(text.format(typed=quoted, players=players))
    text = tr._(
        "“{typed}” is not on the list. Give the player's number on the list, or their name."
    )
    return esc(text.format(typed=quoted))


def unknown_player_line(players: Sequence[Listed], words: Sequence[str], tr: Translator) -> str:
    """The organizer named no player of the list: a number past it says so, a name is quoted
    with the players it may mean (`players_meant`); numbers and a name (« 1 Ben ») are quoted
    as typed (before: « Il n'y a pas de joueur 1 », player 1 on the list)."""
    alone = bool(words) and all(w.isdigit() for w in words)
    number = int(words[0]) if alone else None
    meant, named = players_meant(players, words)
    return which_player_line(
        tr,
        number=number,
        listed=len(players),
        typed=" ".join(words),
        meant=[(p.number, p.name) for p in meant],
        named=named,
    )


def swap_how_line(tr: Translator) -> str:
    """`/night swap` without its two numbers."""
    return esc(tr._("Say the two players by their numbers: /night swap 2 5"))


def unseated_line(name: str, tr: Translator) -> str:
    """A swap of a player who has no seat in the round under way (absent)."""
    return esc(tr._("{name} does not play in this round: nobody to swap.").format(name=name))


def facing_line(one: str, other: str, table: int, tr: Translator) -> str:
    """A swap of two sides that face each other at one table: nothing changes."""
    return esc(
        tr._("{one} and {other} already face each other at table {t}: nothing to change.").format(
            one=one, other=other, t=tr.number(table)
        )
    )


def swap_refused_line(tr: Translator, scored: tuple[str, int, int] | None = None) -> str:
    """A swap at a table whose score is written: `scored`, the side sitting there (its name,
    its players: 2, a team), and its table (before: « à leur table », one table for two
    players who sit at two)."""
    if scored is not None:
        name, players, table = scored
        text = tr.ngettext(
            "{name} cannot change places: a score is written at their table (table {t}) already.",
            "{name} cannot change places: a score is written at their table (table {t}) already.",
            players,
        )
        return esc(text.format(name=name, t=tr.number(table)))
    return esc(tr._("These two cannot change places: a score is written at their table already."))


def swapped_line(tr: Translator) -> str:
    """Before the round posted again after a swap."""
    return esc(tr._("Done: the round as it now stands."))


def correct_how_line(tr: Translator, target: int, typed: str = "") -> str:
    """`/night correct` without its four numbers (the example in the night's points: a night
    of 61 was shown « 121 95 », which it refuses); `typed`: the word not read, quoted first
    (« corriger 1 1 1211 95 » was answered with the example alone)."""
    cmd, words = command_words(tr)
    example = f"{cmd} {words['correct']} 3 2 {target} {target - EXAMPLE_MARGIN}"
    how = tr._("Say the round, the table, then both scores: {example}").format(example=example)
    if typed:
        how = f"{replies.not_understood_note(typed[:ARG_CHARS], tr)} {how}"
    return esc(how)


# -- Standings, the organizer's rights, corrections ----------------------------------------


def no_standings_yet_line(tr: Translator, *, by_default: bool = False) -> str:
    """« /soiree classement » before a score is confirmed (before: the round alone, the
    standings asked for not mentioned); `by_default`: a game lost by default by a latecomer is
    scored already, shown under the round (before: « aucun pointage n'a été confirmé » above
    « Ann Leblanc 121, Rita Cormier 0 »): no game has ended at a table."""
    if by_default:
        return tr._("No standings yet: no game has ended at a table yet.")
    return tr._("No standings yet: no score has been confirmed.")


def organizer_decides_note(tr: Translator) -> str:
    """The organizer's button pressed by another member."""
    return tr._("Only the organizer decides.")


def no_table_line(table: int, round_: int, tr: Translator, *, drawn: int) -> str:
    """A correction of a table that does not exist (`drawn`: the last round drawn; a round
    after it is not drawn yet, not a round without that table)."""
    if round_ > drawn:
        text = tr._("Round {r} is not drawn yet: the round under way is round {d}.")
        return esc(text.format(r=tr.number(round_), d=tr.number(drawn)))
    text = tr._("There is no table {t} in round {r}.")
    return esc(text.format(t=tr.number(table), r=tr.number(round_)))


def no_round_yet_line(tr: Translator) -> str:
    """A correction before the first round is drawn (before: « Dites la ronde, la table, puis
    les deux pointages », to an organizer who had)."""
    cmd, words = command_words(tr)
    return esc(tr._("No round is drawn yet: {c} draws the first.")).format(
        c=f"{cmd} {words['round']}"
    )


# -- In /stats ---------------------------------------------------------------------------


def place_words(rank: int, tr: Translator) -> str:
    """A night's place in /stats, a rank in figures in both languages: "1st place", "2nd
    place", « 1re place », « 2e place » (the first apart: « place » is feminine, « 1re », not
    the masculine « 1er » of `tr.ordinal`). Before: "first place" in words in English, where
    French wrote « 1re place » and every other place was in figures."""
    if rank == 1:
        return tr._("1st place")
    return tr._("{ordinal} place").format(ordinal=tr.ordinal(rank))
