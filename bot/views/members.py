"""Games between club members in words (issue 21): the names at the table, the invitation,
the cut, help and reminders. The deals in the group (the starter, each card laid, each show,
the board, the end) are in `bot.views.members_deal`, each player's private steps in
`bot.views.members_private`, the results in `bot.views.members_results`. HTML
lines; members' names are escaped here (`names` holds them as they show them), the bot's seat
is « Muggins ».

The group never sees a card before it is laid or shown: nothing here names a card a player
still holds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from babel.lists import format_list

from bot.drills.table_state import Table, Waiting
from bot.drills.tournament_robin import Team
from bot.i18n import Translator, render
from bot.storage.repo_tournament import Board
from bot.views.markup import bold, bold_markup, esc, mention

FRENCH_CONTRACTIONS: Final = (
    ("de le ", "du "),
    ("à le ", "au "),
    ("De le ", "Du "),
    ("À le ", "Au "),
)
"""« de le robot » is said « du robot »."""
TABLE_ICON: Final = "🃏"
VOWELS = frozenset("aeiouyhàâäéèêëîïôöùûü")
"""First letters a French « de » elides before (« Table d'Anne »)."""
BOT_NAME = "Muggins"
"""The bot's seat's stored name (records, the API); shown as `bot_name` (issue 40: « Muggins »
is the word of the call)."""


def bot_name(tr: Translator) -> str:
    """The bot's seat as the group reads it."""
    return tr._("the bot")


def former_player(tr: Translator) -> str:
    """The seat of a member erased by /forget, in others' games."""
    return tr._("a former player")


def bot_for(name: str, tr: Translator) -> str:
    """The seat of a member who resigned at a table of three, played on by the bot: « le
    robot (pour Ann) », "Ann's bot" (an English possessive reads « Ann's bot's hand », not
    hung on a parenthesis)."""
    return tr.pgettext("retired seat", "{name}'s bot").format(name=name)


def bot_with(partner: str, tr: Translator) -> str:
    """One of two bot seats at a table of four, named after its partner (« le robot de
    Lise »)."""
    return tr._("{name}'s bot").format(name=partner)


def names_list(names: Sequence[str], tr: Translator) -> str:
    """Names worded as a list in the reader's language, the one way a members' message joins
    names: « Marie, Jean et le robot », "Marie, Jean, and the bot" (escape names first for
    HTML; the words added need none)."""
    return format_list(list(names), locale=tr.locale)


def team_names(
    teams: Mapping[int, Team], names: Mapping[int, str], tr: Translator
) -> dict[int, str]:
    """A doubles tournament's teams by key, named as a table names a side (`Names.side`):
    « Marie et Jean », its first member first, as the teams sit at their doubles games (plain
    text, escaped where it is shown)."""
    return {
        key: names_list([names.get(t.first, "?"), names.get(t.second, "?")], tr)
        for key, t in teams.items()
    }


def board_names(board: Board, tr: Translator) -> dict[int, str]:
    """A round robin's names as a members' message says them: a doubles team as its table
    names that side (« Marie et Jean », not the standings' « Marie & Jean »)."""
    if not board.teams:
        return board.names
    return team_names(board.teams, {m.user_id: m.name for m in board.members}, tr)


def bot_grammar(line: str, tr: Translator) -> str:
    """A line naming the bot's seat, as said: « au robot », « du robot », and a capital at the
    start of a line or sentence (« Le robot compte 8. », « Muggins! Le robot marque… »)."""
    name = esc(bot_name(tr))
    if name not in line:
        return line
    if tr.lang == "fr" and name.startswith("le "):
        for full, short in FRENCH_CONTRACTIONS:
            line = line.replace(full + name[3:], short + name[3:])
    capital = name[:1].upper() + name[1:]
    line = re.sub(r"^((?:<[^>]+>)*)" + re.escape(name), lambda m: m[1] + capital, line)
    for stop in (". ", "! ", "? "):
        line = line.replace(stop + name, stop + capital)
    return line


def elide(line: str, names: Names, tr: Translator) -> str:
    """French « de » before a seat's name that starts with a vowel, as said: « Au tour
    d'Ann », « Main d'Ann » (a line in HTML, the name escaped, perhaps a mention)."""
    if tr.lang != "fr":
        return line
    for shown in {esc(name) for name in names.seats}:
        if shown[:1].casefold() in VOWELS:
            pattern = r"\b([Dd])e ((?:<a [^>]*>)?)(" + re.escape(shown) + ")"
            line = re.sub(pattern, r"\1'\2\3", line)
    return line


@dataclass(frozen=True, slots=True)
class Names:
    """The names shown at the table, one per seat (as typed by members: escaped here)."""

    seats: tuple[str, ...]
    users: tuple[int | None, ...] = ()
    """Each seat's member (None: the bot), for mentions; empty: nobody is mentioned."""

    def of(self, seat: int) -> str:
        """A seat's name, HTML-escaped."""
        return esc(self.seats[seat])

    def mention(self, seat: int) -> str:
        """A seat's name as a mention (Telegram notifies that member), HTML."""
        user = self.users[seat] if seat < len(self.users) else None
        if user is None:
            return self.of(seat)
        return mention(user, self.seats[seat])

    def side(self, table: Table, side: int, tr: Translator) -> str:
        """A side's name: the player, or both partners (escaped)."""
        members = [self.seats[s] for s in range(len(self.seats)) if table.side(s) == side]
        if len(members) == 1:
            return esc(members[0])
        return names_list([esc(m) for m in members], tr)


def table_label(names: Names, tr: Translator) -> str:
    """The table's name at the head of each of its group messages: its players (HTML), so
    that two tables in one group do not mix (issue 40)."""
    return TABLE_ICON + " " + table_name(names, tr)


def table_name(names: Names, tr: Translator) -> str:
    """« Table de Marie et Bob », in bold (HTML)."""
    players = names_list(names.seats, tr)
    if players[:1].casefold() in VOWELS:  # French elides: « Table d'Anne »
        text = tr.pgettext("before a vowel", "Table of {players}")
    else:
        text = tr._("Table of {players}")
    return bot_grammar(elide(bold(text.format(players=players)), names, tr), tr)


# -- The invitation -------------------------------------------------------------------------


def invitation_lines(
    host: str,
    players: int,
    target: int,
    taken: Sequence[str],
    invited: str | None,
    muggins: bool,
    tr: Translator,
    invited_user: int | None = None,
) -> list[str]:
    """The invitation in the group: who invites whom (`invited_user` known: a mention, so
    Telegram notifies them even without a @username), to what, and who sits already."""
    game = tr._("a game of {n}").format(n=tr.number(target))
    if players == 4:
        head = tr._("{host} opens a table of four, in teams of two, {game}.")
    elif players == 3:
        head = tr._("{host} opens a table of three, each playing alone, {game}.")
    elif invited is not None:
        head = tr._("{host} invites {invited} to {game}.")
    else:
        head = tr._("{host} is looking for an opponent for {game}.")
    named = esc(invited or "") if invited_user is None else mention(invited_user, invited or "")
    lines = [bold_markup(esc(head).format(host=esc(host), invited=named, game=esc(game)))]
    if players > 2:
        lines.append(
            esc(tr._("At the table: {names}.").format(names=names_list(taken, tr)))
            + " "
            + esc(
                tr.ngettext("{n} seat left.", "{n} seats left.", players - len(taken)).format(
                    n=tr.number(players - len(taken))
                )
            )
        )
        if players == 4:
            lines.append(teams_forming_line(taken, tr))
        lines.append(esc(tr._("The host may start at any time: the bot takes the empty seats.")))
    lines.append(
        esc(tr._("Muggins is on: opponents call the points a player misses."))
        if muggins
        else esc(tr._("Muggins is off: points a player misses are lost."))
    )
    lines.append(esc(tr._("Cards come in a private chat with me; the play is shown here.")))
    return lines


def teams_forming_line(taken: Sequence[str], tr: Translator) -> str:
    """A table of four's teams as its seats fill (HTML): the first and third to sit against
    the second and fourth, partners across the table; a seat nobody took yet said free."""

    def side(first: int) -> str:
        names = [esc(taken[i]) for i in (first, first + 2) if i < len(taken)]
        if not names:
            return esc(tr._("two free seats"))
        if len(names) == 1:
            names.append(esc(tr._("a free seat")))
        return names_list(names, tr)

    return esc(tr._("Teams, partners sitting across: {a} against {b}.")).format(
        a=side(0), b=side(1)
    )


def join_button(players: int, invited: str | None, tr: Translator) -> str:
    """The ✅ button's text."""
    if players == 2 and invited is not None:
        return "✅ " + tr._("I accept")
    return "✅ " + tr._("I take a seat")


def decline_button(tr: Translator) -> str:
    """The button of the member an invitation names, to say no."""
    return "✖ " + tr._("No, thanks")


def start_button(tr: Translator) -> str:
    """The host's button to start with the bot in the empty seats."""
    return "▶ " + tr._("Start now")


def withdraw_button(tr: Translator) -> str:
    """The host's button to withdraw the invitation."""
    return "✖ " + tr._("Withdraw")


def seated_lines(table: Table, names: Names, tr: Translator) -> list[str]:
    """Who sits where when the game starts."""
    if table.rules.teams:
        return [  # the sides' names come escaped
            esc(tr._("Teams: {a} against {b}.")).format(
                a=names.side(table, 0, tr), b=names.side(table, 1, tr)
            )
        ]
    return [esc(tr._("At the table: {names}.").format(names=names_list(names.seats, tr)))]


def cut_lines(table: Table, names: Names, tr: Translator) -> list[str]:
    """The cut for deal (or who deals first)."""
    dealer = names.of(table.first_dealer)
    if table.cut is None:
        return [esc(tr._("{dealer} deals first.")).format(dealer=dealer)]
    cuts = names_list(
        [f"{names.of(s)} {esc(render.card(c, tr))}" for s, c in enumerate(table.cut)], tr
    )
    return [
        esc(tr._("The cut for deal: {cuts}.")).format(cuts=cuts),
        esc(tr._("Lowest card deals: {dealer}.")).format(dealer=dealer),
    ]


# -- Help, errors, reminders ----------------------------------------------------------------


def group_usage(tr: Translator) -> str:
    """How to start a game in a group (HTML); /play alone during a round robin or doubles as
    `members_group.robin_games_told` answers it."""
    return esc(
        tr._(
            "In a group: /play in reply to a member's message, or /play @ then their name from"
            " the list, invites that member; /play alone is open to anyone (during a round"
            " robin or a doubles tournament, it shows instead your tournament games still to"
            " play; /play 121 then opens an ordinary game);"
            " /play 3 or /play 4 (teams) opens a table; add 61 for a short game."
        )
    )


def ordinary_table_line(tr: Translator) -> str:
    """Under a member's round-robin games still to play (/play alone): how to open an
    ordinary table instead, open to anyone (HTML)."""
    return esc(tr._("An ordinary game, open to anyone: /play 121."))


def deep_link_lines(names: Names, seat: int, tr: Translator) -> list[str]:
    """A member who never opened a private chat with the bot (mentioned, under the table's
    name): the table waits."""
    return [
        table_label(names, tr),
        esc(
            tr._(
                "{name}, I cannot write to you in private yet: tap the button below to open"
                " our chat, then press Start. The table waits for you."
            )
        ).format(name=names.mention(seat)),
    ]


def deep_link_button(tr: Translator) -> str:
    """The deep link's button."""
    return tr._("Open my chat")


def reminder_private(tr: Translator) -> str:
    """The reminder in private after 12 hours without a move."""
    return esc(tr._("Your club game waits for you (no hurry, no clock): here is your step again."))


def reminder_deal(tr: Translator) -> str:
    """The reminder in private after 12 hours without a move, to the member whose deal it is
    (where the button is follows, as /play says it)."""
    return esc(tr._("Your club game waits for you (no hurry, no clock)."))


def reminder_group(waiting: Sequence[Waiting], names: Names, tr: Translator) -> str:
    """The reminder in the group after 48 hours without a move: the members the table waits
    for, mentioned (Telegram notifies them)."""
    who = names_list([names.mention(w.seat) for w in waiting], tr)
    return esc(
        tr._("A friendly reminder: the game waits for {names} (no move for two days).")
    ).format(names=who)


def back_in_group_line(tr: Translator) -> str:
    """Posted at each game under way when the bot is added back to the group it was
    removed from (HTML)."""
    return esc(tr._("I am back: the game goes on."))


def withdrawn_line(tr: Translator) -> str:
    """An open table nobody joined for 7 days is withdrawn."""
    return esc(tr._("An invitation to play waited 7 days without players: it is withdrawn."))


def resign_question(
    tr: Translator,
    *,
    teams: bool,
    plays_on: bool = False,
    robin: tuple[int, Sequence[str]] | None = None,
) -> str:
    """/resign asks first (`teams`: the partner loses it too; `plays_on`: a table of three,
    where the others play on; `robin`: a game that counts in a round robin or doubles, its
    target and the other side's names, and how the tournament counts it, as a duplicate
    tournament's question says it)."""
    if robin is not None:
        target, names = robin
        if teams:
            text = tr._(
                "Resign the club game? Your side loses it: in the tournament, your side's"
                " points so far count, and {target} for {names}."
            )
        else:
            text = tr._(
                "Resign the club game? You lose it: in the tournament, your points so far"
                " count, and {target} for {name}."
            )
        who = names_list([esc(n) for n in names], tr)
        return esc(text).format(target=tr.number(target), name=who, names=who)
    if teams:
        return esc(tr._("Resign the club game? Your side loses it."))
    if plays_on:
        text = tr._(
            "Resign the club game? You lose it; the bot plays your cards and the others play on."
        )
        return esc(text)
    return esc(tr._("Resign the club game? You lose it."))


def left_group_resigned_line(name: str, tr: Translator) -> str:
    """A member (`name`) left the group in the middle of a game: it counts as their
    resignation (HTML)."""
    text = tr._("{name} has left the group: it counts as resigning the game.")
    return esc(text).format(name=esc(name))


def retired_lines(names: Names, seat: int, name: str, tr: Translator) -> list[str]:
    """A member (`name`) resigned at a table of three: the bot plays their seat on (HTML)."""
    seats = tuple(bot_for(name, tr) if i == seat else n for i, n in enumerate(names.seats))
    lines = [
        bold_markup(
            esc(
                tr._(
                    "{name} resigns and loses the game; the bot plays their cards, the others"
                    " play on."
                )
            ).format(name=esc(name))
        ),
        esc(tr._("From now on, that seat is {seat}.")).format(
            seat=Names(seats, names.users).of(seat)
        ),
    ]
    return [bot_grammar(line, tr) for line in lines]


def menu_resign(tr: Translator) -> str:
    """The /resign entry of the command menu."""
    return tr._("Resign your club game")


def help_lines(tr: Translator) -> list[str]:
    """What /help says about games between members."""
    return [
        group_usage(tr),
        esc(
            tr._(
                "Your cards come in our private chat; the play and the counts are shown in the"
                " group, where opponents may call “Muggins!” on a count until the next deal."
            )
        ),
        esc(
            tr._(
                "/resign gives up your club game. With two players, the other player wins."
                " At a table of three, I take your seat and the others play on: a member left"
                " alone against me plays on; at a table of three members, the last one"
                " left wins. In teams, the other team wins."
            )
        ),
        esc(tr._("/top games ranks the club's players by games won.")),
    ]
