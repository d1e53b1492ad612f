"""A round robin's games in words (`/tournament` between members, singles or doubles): the games
still to play, a member's own with how to invite each opponent, and the line of a game between
members that is the tournament's.

HTML lines; the members' names are user text and are escaped here (`esc`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping

from bot.drills.night import DEFAULT_TARGET
from bot.drills.tournament import Kind
from bot.drills.tournament_robin import Robin
from bot.i18n import Translator
from bot.views.markup import bold, esc
from bot.views.tournament import TROPHY, About
from bot.views.tournament_doubles import doubles_play_line, no_partner, partner_left

PAIRINGS_SHOWN = 30
"""The round robin's games to play listed in a message (the rest counted)."""


def pairings(
    robin: Robin, names: dict[int, str], tr: Translator, *, live: Collection[frozenset[int]] = ()
) -> list[str]:
    """The round robin's games still to play (and how many were played, once one is: not
    « 0 partie jouée »); nothing while no two members (or teams) have a game to play. `live`:
    the pairs playing now, whose first game to play says it is under way (before: « Marie
    contre Jean » as if it were not begun)."""
    left, played = robin.left, len(robin.played)
    if not left and not played:
        return []
    lines = []
    if played:
        text = tr.ngettext("{n} game played.", "{n} games played.", played)
        lines.append(esc(text.format(n=tr.number(played))))
    if not left:
        lines.append(every_game_played(tr))
        return lines
    lines.append(
        bold(
            tr.ngettext("{n} game to play:", "{n} games to play:", len(left)).format(
                n=tr.number(len(left))
            )
        )
    )
    shown = left[:PAIRINGS_SHOWN]
    playing = set(live)
    for p in shown:
        pair = frozenset((p.first, p.second))
        text = tr._("{first} against {second}")
        if pair in playing:  # once: a second game between them is still to play
            playing.discard(pair)
            text = tr._("{first} against {second} (game under way)")
        lines.append(
            esc(text).format(
                first=esc(names.get(p.first, "?")), second=esc(names.get(p.second, "?"))
            )
        )
    if len(left) > len(shown):
        more = len(left) - len(shown)
        lines.append(
            esc(tr.ngettext("… and {n} more.", "… and {n} more.", more)).format(n=tr.number(more))
        )
    return lines


def every_game_played(tr: Translator) -> str:
    """Under the standings once no game is left to play: a round robin's pairings, or a
    duplicate tournament's before « an administrator can close it now » (HTML)."""
    return esc(tr._("Every game of the tournament has been played."))


def robin_game_line(about: About, meeting: int, times: int, tr: Translator) -> str:
    """/play @member between two members of the round robin (issue 40): the invitation says
    which of their games it is, or that they played them all (HTML)."""
    if meeting == 0:
        text = tr.ngettext(
            "You have played your game of the tournament: this one does not count.",
            "You have played your {n} games of the tournament: this one does not count.",
            times,
        )
        return esc(text.format(n=tr.number(times)))
    if times == 1:  # not « (1 of 1) »
        return bold(
            tr._("{trophy} Tournament game, to {target}.").format(
                trophy=TROPHY, target=tr.number(about.target)
            )
        )
    text = tr._("{trophy} Tournament game, to {target} ({meeting} of {times}).")
    return bold(
        text.format(
            trophy=TROPHY,
            target=tr.number(about.target),
            meeting=tr.number(meeting),
            times=tr.number(times),
        )
    )


def robin_wrong_target(about: About, asked: int, tr: Translator) -> str:
    """/play @member 121 between two members who owe each other a round robin's game of 61:
    refused before it starts, with what to change, however they invited (a reply, a
    @username) (HTML)."""
    return esc(
        tr._(
            "Your next game together is the tournament's, to {target}: a game to {asked} would"
            " not count. Invite again with {target} instead of {asked}."
        ).format(target=tr.number(about.target), asked=tr.number(asked))
    )


def your_games(
    robin: Robin,
    key: int | None,
    names: dict[int, str],
    about: About,
    tr: Translator,
    handles: Mapping[int, str] | None = None,
    *,
    here: bool = False,
) -> list[str]:
    """A member's round-robin games still to play, or in doubles their team's (`key`, None
    without a partner: the teams still to meet, then how to play the next), in private or
    under /play alone in the group (`here`: read in the group, where « in the group » was
    odd); none drawn yet while nobody else takes part. Then how to invite each opponent
    (`how_to_invite`; `handles`: their Telegram usernames known)."""
    doubles = about.kind is Kind.DOUBLES
    if key is None:
        return [esc(no_partner(tr, here=False))]  # in private: the group is elsewhere
    if doubles and key not in robin.keys:  # not « Votre équipe a joué toutes ses parties »
        return [esc(partner_left(tr))]
    if len(robin.keys) < 2:
        return [esc(nobody_to_play(about, tr))]
    mine = [p.other(key) for p in robin.left_of(key)]
    if not mine:
        return [esc(played_all(tr, team=doubles))]
    people = ", ".join(
        esc(_times(names.get(m, "?"), count, tr)) for m, count in Counter(mine).items()
    )
    if doubles:  # the teams still to meet, the next one first (« /tournoi partie » plays it)
        teams = esc(
            tr.ngettext(
                "Your team still has one game to play: against {teams}.",
                "Your team still has {n} games to play: against {teams}.",
                len(mine),
            )
        )
        play = doubles_play_line(tr, here=here)
        return [teams.format(n=tr.number(len(mine)), teams=people), esc(play)]
    if here:
        head = tr.ngettext("Your game to play:", "Your {n} games to play:", len(mine))
    else:
        head = tr.ngettext(
            "Your game to play, in the group:", "Your {n} games to play, in the group:", len(mine)
        )
    opponents = list(dict.fromkeys(mine))
    named = [(names.get(m, "?"), (handles or {}).get(m)) for m in opponents]
    heading = esc(head.format(n=tr.number(len(mine))))
    return [f"{heading} {people}", *how_to_invite(named, about.target, tr, here=here)]


def how_to_invite(
    opponents: list[tuple[str, str | None]], target: int, tr: Translator, *, here: bool = False
) -> list[str]:
    """Under a member's round-robin games to play, how to invite each opponent (name, Telegram
    username or None) to a game of the tournament's `target` (HTML): the command to type for
    those with a username (« /jouer @ann 61 »), a reply to one of their messages for the
    others (before: « /jouer @membre 61 », a placeholder copied as it read). `here`: read in
    the group, not told to go there."""
    points = "" if target == DEFAULT_TARGET else f" {tr.number(target)}"
    game = tr._("/play") + points
    lines = []
    typed = [
        tr._("/play @{handle}").format(handle=handle) + f"{points} ({name})"
        for name, handle in opponents
        if handle
    ]
    if typed:
        if here:
            text = tr._("To invite, type: {commands}")
        else:
            text = tr._("To invite, type in the group: {commands}")
        lines.append(esc(text.format(commands=", ".join(typed))))
    others = [name for name, handle in opponents if not handle]
    if len(others) == 1:
        if here:
            text = tr._(
                "To invite {name}: reply with {play} to one of their messages (swipe the"
                " message to the left, or tap it, then “Reply”)."
            )
        else:
            text = tr._(
                "To invite {name}: in the group, reply with {play} to one of their messages"
                " (swipe the message to the left, or tap it, then “Reply”)."
            )
        lines.append(esc(text.format(name=others[0], play=game)))
    elif others:
        if here:
            text = tr._(
                "To invite one of them ({names}): reply with {play} to one of that member's"
                " messages (swipe the message to the left, or tap it, then “Reply”)."
            )
        else:
            text = tr._(
                "To invite one of them ({names}): in the group, reply with {play} to one of that"
                " member's messages (swipe the message to the left, or tap it, then “Reply”)."
            )
        lines.append(esc(text.format(names=", ".join(others), play=game)))
    return lines


def played_all(tr: Translator, *, team: bool = False) -> str:
    """Under the standings, in private: the member (`team`: their team) has no game left; no
    « /tournament shows the standings », the standings being just above."""
    if team:
        return tr._("Your team has played all its games.")
    return tr._("You have played all your games.")


def games_in_the_group(club: str, tr: Translator, *, team: bool = False) -> str:
    """/play in private by a member who owes games of a round robin (`team`: their doubles
    team): those are played in the club's group, and a game against the bot here does not
    count (HTML; `club` as the club named it)."""
    if team:
        text = tr._(
            "Your team's games in the tournament of the club {club} are played in its group:"
            " one of you sends /tournament play there. A game here, against me, does not count"
            " in the tournament."
        )
    else:
        text = tr._(
            "Your games in the tournament of the club {club} are played in its group, between"
            " members: send /play there. A game here, against me, does not count in the"
            " tournament."
        )
    return esc(text).format(club=bold(club))


def nobody_to_play(about: About, tr: Translator) -> str:
    """A round robin's only member (in doubles, only team) so far: no game drawn yet."""
    if about.kind is Kind.DOUBLES:
        return tr._("No other team takes part yet: your games are drawn as teams register.")
    return tr._("Nobody else takes part yet: your games are drawn as members join.")


def _times(name: str, count: int, tr: Translator) -> str:
    """An opponent in a member's games to play: the name, with how many when more than one
    (« P44 (2 parties) », not « P44, P44 »)."""
    if count == 1:
        return name
    return tr.ngettext("{name} ({n} game)", "{name} ({n} games)", count).format(
        name=name, n=tr.number(count)
    )
