"""Club tournaments (`/tournament`) in words: the presentation in the group, the standings with
their ranking rule, the winners, and the private game offers (a round robin's games are
`bot.views.tournament_robin`'s).

HTML lines; the members' names are user text and are escaped here (`esc`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from bot.drills import tournament as rules
from bot.drills.tournament import Format, Kind, Standing, meetings
from bot.i18n import Translator
from bot.storage.repo_tournament import Board, Tournament
from bot.views.club import rank_mark, totals
from bot.views.markup import bold, esc
from bot.views.members import team_names
from bot.views.tournament_doubles import doubles_play_line, team_usage

TROPHY = "🏆"


@dataclass(frozen=True, slots=True)
class About:
    """What a tournament is, as its messages say it."""

    format: Format
    kind: Kind
    games: int
    target: int
    muggins: bool
    fadoq116: bool
    closes: date
    meetings: int = 1


def side_names(board: Board, tr: Translator) -> dict[int, str]:
    """The names of a tournament's sides by key: its members' names; in a doubles tournament,
    its teams' as their table names them (« Marie et Jean », `members.team_names`; before, the
    storage wrote « Marie & Jean » in the standings)."""
    if not board.teams:
        return board.names
    return team_names(board.teams, board.names, tr)


def about_of(tournament: Tournament) -> About:
    """What the messages say about the tournament."""
    fmt = Format(tournament.format)
    kind = Kind(tournament.kind)
    return About(
        format=fmt,
        kind=kind,
        games=tournament.games,
        target=tournament.target,
        muggins=bool(tournament.rules.get("muggins")),
        fadoq116=bool(tournament.rules.get("fadoq116")),
        closes=date.fromisoformat(tournament.closes),
        meetings=meetings(fmt, tournament.games) if kind is not Kind.DUPLICATE else 1,
    )


def title(about: About, tr: Translator) -> str:
    """The tournament's name: its format and kind."""
    if about.format is Format.FADOQ:
        name = tr._("FADOQ tournament")
    elif about.format is Format.JEUX50:
        name = tr._("Jeux des 50 ans et plus tournament")
    else:
        name = tr._("Club tournament")
    if about.kind is Kind.DUPLICATE:
        kind = tr._("same deals for everyone, against me")
    elif about.kind is Kind.DOUBLES:
        kind = tr._("doubles: teams of two")
    else:
        kind = tr._("members against each other")
    return f"{TROPHY} {name} ({kind})"


def games_line(about: About, tr: Translator) -> str:
    """How many games and how they are played."""
    if about.kind is Kind.DUPLICATE:
        return tr.ngettext(
            "{n} game against me (expert level), in your private chat with me, at your own"
            " pace: everyone gets the very same cards at the same deal, so luck evens out.",
            "{n} games against me (expert level), in your private chat with me, at your own"
            " pace: everyone gets the very same cards at the same deal, so luck evens out.",
            about.games,
        ).format(n=tr.number(about.games))
    if about.kind is Kind.DOUBLES:
        return tr.ngettext(
            "Each team plays each other team once, at a table of four, partners facing each other.",
            "Each team plays each other team {n} times, at a table of four, partners facing"
            " each other.",
            about.meetings,
        ).format(n=tr.number(about.meetings))
    return tr.ngettext(
        "Each member plays each other member once.",
        "Each member plays each other member {n} times.",
        about.meetings,
    ).format(n=tr.number(about.meetings))


def rules_line(about: About, tr: Translator) -> str:
    """The target and the club's rules."""
    parts = [tr._("Games of {n}").format(n=tr.number(about.target))]
    parts.append(tr._("muggins on") if about.muggins else tr._("muggins off"))
    if about.fadoq116:
        parts.append(tr._("FADOQ rule: from 116, no point for a go or the last card"))
    return " · ".join(parts)


def points_against(pour: int, contre: int, tr: Translator) -> str:
    """A side's points and the points against it, each said once (« 121 points, 95 contre »):
    its points are its points « pour » (it read « 121 points · 121 pour, 95 contre »)."""
    return tr.ngettext(
        "{points} point, {contre} against", "{points} points, {contre} against", pour
    ).format(points=tr.number(pour), contre=tr.number(contre))


def abandoned_count(count: int, tr: Translator) -> str:
    """How many of a member's games they abandoned (« 1 abandon », "1 game abandoned")."""
    return tr.ngettext("{n} game abandoned", "{n} games abandoned", count).format(
        n=tr.number(count)
    )


def abandoned_mark(count: int, tr: Translator) -> str:
    """After a member's points, how many of their games they abandoned (« (1 abandon) »):
    the target « contre » such a game counts otherwise reads like a game played."""
    return f"({abandoned_count(count, tr)})"


def pour_contre_rule(tr: Translator) -> str:
    """Ranking by points, then points “for” and “against” (Jeux 50+ tournaments and nights)."""
    return tr._(
        "Ranking: the total of points decides; on equal totals, the points “for” and"
        " “against” are compared: fewer points against ranks first."
    )


def ranking_rule(fmt: Format, tr: Translator) -> str:
    """The format's ranking rule, written out (seeds 002 and 003)."""
    if fmt is Format.JEUX50:
        return pour_contre_rule(tr)
    return tr._(
        "Ranking: the most points wins; equal totals share the place (at the hall, a best of"
        " three decides the medals)."
    )


def day(d: date, tr: Translator) -> str:
    """A day in full, as the player's language writes it ("vendredi 27 novembre 2026")."""
    return tr.date(d, "full")


def closes_line(closes: date, tr: Translator, *, closed: bool = False) -> str:
    """When it closes (the end of that day)."""
    if closed:
        return tr._("Closed on {date}; the standings are final.").format(date=day(closes, tr))
    return tr._("Closes on {date}, at the end of the day.").format(date=day(closes, tr))


@dataclass(frozen=True, slots=True)
class UnderWay:
    """A round robin (or doubles) once a game of it is played, as its presentation says it:
    the standings (`rows`, the sides' `names` by key) and the games a member (or team)
    registering now would have to play (`joining`)."""

    rows: Sequence[Standing]
    names: dict[int, str]
    joining: int


def presentation(
    about: About,
    names: Sequence[str],
    tr: Translator,
    *,
    ended: str | None = None,
    all_played: bool = False,
    under_way: UnderWay | None = None,
) -> list[str]:
    """The group message presenting the tournament (above its button); once it is over,
    `ended` (HTML) says so last, instead of its closing date and how to take part;
    `all_played`: every game drawn is played (no « next game » to send for); `under_way`: a
    round robin's games have begun, so not how to take part as on its first day (it read
    « Pour participer, inscrivez une équipe de deux… » under games played) but how its games
    go on, who may still register and with how many games, and the standings so far."""
    lines = [
        bold(title(about, tr)),
        esc(games_line(about, tr)),
        esc(rules_line(about, tr)),
        esc(ranking_rule(about.format, tr)),
    ]
    if ended is None:
        lines += [esc(closes_line(about.closes, tr))]
        if under_way is None:
            lines += how_to_take_part(about, tr, all_played=all_played)
        else:
            lines += going_on(about, under_way.joining, tr, all_played=all_played)
    if names:  # once over, in the past (not « 4 membres participent » above « terminé »)
        n = len(names)
        if about.kind is Kind.DOUBLES and ended is not None:
            taking_part = tr.ngettext("{n} team took part:", "{n} teams took part:", n)
        elif about.kind is Kind.DOUBLES:
            taking_part = tr.ngettext("{n} team takes part:", "{n} teams take part:", n)
        elif ended is not None:
            taking_part = tr.ngettext("{n} member took part:", "{n} members took part:", n)
        else:
            taking_part = tr.ngettext("{n} member takes part:", "{n} members take part:", n)
        listed = ", ".join(esc(name) for name in names)
        lines.append(esc(taking_part).format(n=tr.number(n)) + " " + listed)
    if ended is None and under_way is not None:
        lines.append(bold(tr._("Standings so far:")))
        lines += [
            standing_line(r, under_way.names.get(r.user, "?"), about, tr) for r in under_way.rows
        ]
    return lines if ended is None else [*lines, ended]


def going_on(about: About, joining: int, tr: Translator, *, all_played: bool = False) -> list[str]:
    """The presentation's words once a round robin's (or doubles') games have begun: how the
    next games are played (none once `all_played`), then that a member (a team) may still
    register until the end, with the `joining` games it would then have to play."""
    lines = []
    if about.kind is Kind.DOUBLES:
        if not all_played:
            lines.append(esc(doubles_play_line(tr, here=True)))
        late = tr.ngettext(
            "Another team can still register before the tournament ends, with {n} game to"
            " play then: reply to one of your partner's messages with /tournament team (or"
            " type /tournament team @ and pick their name from the list); your partner"
            " confirms with the ✅ button.",
            "Another team can still register before the tournament ends, with {n} games to"
            " play then: reply to one of your partner's messages with /tournament team (or"
            " type /tournament team @ and pick their name from the list); your partner"
            " confirms with the ✅ button.",
            joining,
        )
    else:
        if not all_played:
            lines.append(
                esc(
                    tr._(
                        "To play your games, send /play here: I will tell you whom you play"
                        " and how to invite each one; /tournament shows the games still to"
                        " play."
                    )
                )
            )
        late = tr.ngettext(
            "Another member can still join before the tournament ends, with {n} game to play"
            " then: press the button.",
            "Another member can still join before the tournament ends, with {n} games to play"
            " then: press the button.",
            joining,
        )
    lines.append(esc(late.format(n=tr.number(joining))))
    return lines


def where_to_play(about: About, tr: Translator, *, joined: bool) -> list[str]:
    """« /tournament play » in the group of a duplicate tournament or a round robin (a
    doubles' word): where its games are played. A member who `joined` is told so, not to
    press the button to take part (the presentation's words, `how_to_take_part`, which they
    read before)."""
    if not joined:
        return how_to_take_part(about, tr)
    if about.kind is Kind.DUPLICATE:
        text = tr._("You take part already: your games are played in private with me, with /play.")
    else:
        text = tr._(
            "You take part already: send /play here, I will tell you whom you play and how to"
            " invite each one."
        )
    return [esc(text)]


def how_to_take_part(about: About, tr: Translator, *, all_played: bool = False) -> list[str]:
    """The presentation's last words while the tournament is open: how to take part; in
    doubles, how a team plays its next game, unless every game is played (`all_played`: it
    read « Pour jouer la prochaine partie de votre équipe… » above « Toutes les parties du
    tournoi sont jouées. »)."""
    if about.kind is Kind.DUPLICATE:
        return [esc(tr._("Press the button to take part, then play with /play in private."))]
    if about.kind is Kind.DOUBLES and all_played:  # a new team would bring games again
        return [esc(team_usage(tr))]
    if about.kind is Kind.DOUBLES:
        return [esc(team_usage(tr)), esc(doubles_play_line(tr))]
    text = tr._(
        "Press the button to take part, then play your games in the group: send /play there,"
        " I will tell you whom you play and how to invite each one; /tournament shows the"
        " games still to play."
    )  # before: « /jouer @membre 61 invite… », a placeholder typed as it read
    return [esc(text)]


def join_button(tr: Translator) -> str:
    """The presentation's button."""
    return "✅ " + tr._("I take part")


Rows = list[list[tuple[str, str]]]
"""Buttons by rows, each as (label, callback_data)."""

PLAY_PREFIX: Final = "tp"
"""A private offer's buttons: `tp:<tournament>` plays its game, `tp:other` an ordinary one."""
OTHER: Final = "other"


def join_buttons(tournament: Tournament, tr: Translator) -> Rows:
    """The presentation's button `tj:<tournament>` (none in doubles: teams register with
    /tournament team; none once it is over)."""
    if tournament.kind == Kind.DOUBLES or not tournament.is_open:
        return []
    return [[(join_button(tr), f"tj:{tournament.id}")]]


def offer_buttons(tournament: Tournament, round_: int, tr: Translator, *, resume: bool) -> Rows:
    """Under a private offer: play (`resume`: go on with) the tournament's game `round_`, or
    an ordinary one."""
    return [
        [(play_button(round_, tr, resume=resume), f"{PLAY_PREFIX}:{tournament.id}")],
        [(other_button(tr), f"{PLAY_PREFIX}:{OTHER}")],
    ]


def standing_line(
    row: Standing,
    name: str,
    about: About,
    tr: Translator,
    *,
    closed: bool = False,
    playing: bool = False,
) -> str:
    """One member's line (`closed`: the final standings, where a member who never played
    has no game to come; `playing`: their first game is being played, before: « no game
    yet »)."""
    games = (
        tr.ngettext("{n} game of {total}", "{n} games of {total}", row.games).format(
            n=tr.number(row.games), total=tr.number(about.games)
        )
        if about.kind is Kind.DUPLICATE
        else tr.ngettext("{n} game", "{n} games", row.games).format(n=tr.number(row.games))
    )
    if row.games == 0 and closed:
        return esc(tr._("— {name}: no game played")).format(name=esc(name))
    if row.games == 0 and playing:
        return esc(tr._("— {name}: first game under way")).format(name=esc(name))
    if row.games == 0:
        return esc(tr._("— {name}: no game yet")).format(name=esc(name))
    points = points_against(row.pour, row.contre, tr)
    if row.abandoned:  # not a plain « 0 point, 61 contre »: was it even played?
        points += " " + abandoned_mark(row.abandoned, tr)
    details = " · ".join([points, games])
    # no medal for a line without a point (« 🥇 Marie : 0 point, 61 contre (1 abandon) »
    # while nobody else had played yet): its place as a number
    place = rank_mark(row.rank, tr, medal=row.pour > 0)
    line = esc(tr._("{place} {name}: {details}")).format(
        place=place, name=bold(name), details=esc(details)
    )
    if about.kind is Kind.DUPLICATE and row.per_deal is not None:
        lost = tr._("lay-away: {lost} points lost per deal").format(
            lost=tr.decimal(row.per_deal, 2)
        )
        line += esc(" · " + lost)
    return line


def standings(
    about: About,
    rows: Sequence[Standing],
    names: dict[int, str],
    tr: Translator,
    *,
    closed: bool = False,
    lead: str | None = None,
    playing: Collection[int] = (),
) -> list[str]:
    """The standings: title, who just played (`lead`), each member (`playing`: those whose
    game is being played), the rule, the date."""
    head = tr._("Final standings") if closed else tr._("Standings")
    lines = [bold(f"{title(about, tr)} — {head}")]
    if lead is not None:
        lines.append(esc(lead))
    if not rows and closed:  # not « yet »: it is over
        lines.append(esc(tr._("Nobody took part.")))
    elif not rows:
        lines.append(esc(tr._("Nobody takes part yet.")))
    lines += [
        standing_line(
            r, names.get(r.user, "?"), about, tr, closed=closed, playing=r.user in playing
        )
        for r in rows
    ]
    lines.append(esc(ranking_rule(about.format, tr)))
    if about.kind is Kind.DUPLICATE and any(r.per_deal is not None for r in rows):
        lines.append(
            esc(
                tr._(
                    "Points lost per deal at the lay-away: what each member's lay-aways gave up,"
                    " on average, against the best lay-away of the same six cards. Everyone got"
                    " the same cards: the fewer, the better played."
                )
            )
        )
    lines.append(esc(closes_line(about.closes, tr, closed=closed)))
    return lines


def winners(
    about: About,
    rows: Sequence[Standing],
    names: dict[int, str],
    tr: Translator,
    *,
    tie: bool,
    played: bool = False,
    joined: bool = True,
) -> list[str]:
    """The close: the three winners (announced once), before the final standings; none
    (`rules.winners`: nobody scored), that there is no winner, because nobody finished a game
    or, when some did (`played`), nobody scored (not « 1. Marie (0 point, 1 abandon) »
    under the trophy); nobody `joined`: nothing more, the standings below say that nobody
    took part (before: « Nobody finished a game: no winner this time. » said it once more)."""
    lines = [bold(tr._("{trophy} The tournament is over!").format(trophy=TROPHY))]
    if not joined:
        return lines
    if not rows and played:
        lines.append(esc(tr._("Nobody scored a point: no winner this time.")))
        return lines
    if not rows:
        lines.append(esc(tr._("Nobody finished a game: no winner this time.")))
        return lines
    for row in rows:
        if about.format is Format.JEUX50:  # equal totals ranked apart: the « contre » says why
            points = totals(row.pour, row.contre, tr)
        else:
            points = tr.ngettext("{points} point", "{points} points", row.pour).format(
                points=tr.number(row.pour)
            )
        if row.abandoned:  # as the standings below mark it: a medal for a game not played out,
            # in the same parenthesis (« (58 points, 1 abandon) », not « (58 points) (1 abandon) »)
            points += ", " + abandoned_count(row.abandoned, tr)
        name = bold(names.get(row.user, "?"))
        place = rank_mark(row.rank, tr, medal=row.pour > 0)  # as the standings below
        lines.append(f"{place} {name} " + esc(f"({points})"))
    if tie and about.format is not Format.JEUX50:
        lines.append(esc(tr._("Equal totals share a place: a best of three settles it.")))
    lines.append(esc(tr._("Congratulations to all!")))
    return lines


def closed_lines(
    about: About, rows: Sequence[Standing], names: dict[int, str], tr: Translator
) -> list[str]:
    """The close, in the group: the winners, then the final standings."""
    played = any(r.games for r in rows)
    top = winners(
        about,
        rules.winners(rows),
        names,
        tr,
        tie=rules.tied(rows),
        played=played,
        joined=bool(rows),
    )
    return [*top, "", *standings(about, rows, names, tr, closed=True)]


# -- Private chat -----------------------------------------------------------------------------


def offer(club: str, round_: int, about: About, tr: Translator) -> str:
    """/play's offer of a tournament game waiting (HTML)."""
    return esc(tr._("A tournament game waits for you: game {k} of {n} of the club {club}.")).format(
        k=tr.number(round_), n=tr.number(about.games), club=bold(club)
    )


def play_button(round_: int, tr: Translator, *, resume: bool = False) -> str:
    """The button starting a member's next tournament game (`resume`: the one under way)."""
    if resume:
        return "▶️ " + tr._("Resume tournament game {k}").format(k=tr.number(round_))
    return "▶️ " + tr._("Tournament game {k}").format(k=tr.number(round_))


def other_button(tr: Translator) -> str:
    """The button for an ordinary game instead."""
    return tr._("Another game")


def game_intro(round_: int, about: About, tr: Translator) -> str:
    """The first line of a tournament game."""
    return tr._(
        "Tournament game {k} of {n}: the same deals as every member, the same dealer."
    ).format(k=tr.number(round_), n=tr.number(about.games))


def points_count_line(tr: Translator, *, standings_below: bool = False) -> str:
    """At the end of a game that counts in a tournament, instead of what an ordinary win
    counts (« La victoire compte pour une partie. », « /classement parties… »): seeds 002
    and 003 rank on the points, not on games won (HTML). `standings_below`: the standings are
    posted just after, so not « /tournoi montre le classement » above them."""
    if standings_below:
        return esc(tr._("In the tournament, points count, not games won."))
    return esc(
        tr._("In the tournament, points count, not games won: /tournament shows the standings.")
    )


def resigned_count_line(scores: str, target: int, tr: Translator) -> str:
    """At the end of a resigned game that counts in a round robin or doubles: the points the
    standings count (`scores`, each side's, HTML), the winners' the target (`robin_results`),
    not the board's (HTML)."""
    return esc(
        tr._("In the tournament, the resignation counts as a game won at {target}: {scores}.")
    ).format(target=tr.number(target), scores=scores)


def resigned_points_line(
    scores: str, target: int, tr: Translator, *, standings_below: bool = False
) -> str:
    """`resigned_count_line` and `points_count_line` in one line, at the end of a resigned
    game in the group (before: two lines in a row began « Au tournoi »); `standings_below`
    as there (HTML)."""
    if standings_below:
        text = tr._(
            "In the tournament, the resignation counts as a game won at {target}: {scores};"
            " points count, not games won."
        )
    else:
        text = tr._(
            "In the tournament, the resignation counts as a game won at {target}: {scores};"
            " points count, not games won (/tournament shows the standings)."
        )
    return esc(text).format(target=tr.number(target), scores=scores)


def recorded(round_: int, pour: int, contre: int, about: About, tr: Translator) -> str:
    """After a tournament game: what counts."""
    left = about.games - round_
    line = tr._("Tournament game {k} recorded: {pour} for you, {contre} for me.").format(
        k=tr.number(round_), pour=tr.number(pour), contre=tr.number(contre)
    )
    if left > 0:
        more = tr.ngettext(
            "{n} game left: /play when you like.", "{n} games left: /play when you like.", left
        ).format(n=tr.number(left))
    else:  # nothing left to play: no /play, but when the final standings come
        more = tr._(
            "You have played all your games: the final standings are posted in the group"
            " when the tournament closes, at the end of {date} at the latest."
        ).format(date=day(about.closes, tr))
    return f"{line} {more}"


def usage(tr: Translator) -> list[str]:
    """How to create a tournament (group administrators)."""
    return [
        bold(tr._("Club tournament")),
        esc(
            tr._(
                "An administrator creates one: /tournament fadoq (6 games, the most points"
                " wins), /tournament jeux50 (16 games, total points then “for” and"
                " “against”), or /tournament 4 (4 games)."
            )
        ),
        esc(
            tr._(
                "Everyone plays the same deals against me. Add 61 for games of 61, and how"
                " long it lasts: 10d (days), 2 weeks or a date such as December 24 (a week by"
                " default)."
            )
        ),
        esc(
            tr._(
                "Add robin for a round robin between members instead: each member plays each"
                " other member (FADOQ once, Jeux 50+ twice, /tournament 3 robin three times),"
                " in the group, where /play tells each member whom they play."
            )
        ),
        esc(
            tr._(
                "Add doubles for teams of two (/tournament fadoq doubles): each team plays"
                " each other team at a table of four."
            )
        ),
        esc(
            tr._(
                "/tournament close closes the tournament under way now (when every game is"
                " played, or to stop there) and announces the winners; /tournament cancel"
                " cancels it."
            )
        ),
    ]


def menu_text(tr: Translator) -> str:
    """The /tournament entry of the command menu."""
    return tr._("A club tournament: standings, your games")


def help_lines(tr: Translator) -> list[str]:
    """What /help says about /tournament."""
    return [
        esc(
            tr._(
                "/tournament: in a club's group, the tournament under way and its standings"
                " (an administrator creates one: /tournament fadoq, jeux50 or a number of"
                " games); in private, your tournaments and your next game"
            )
        )
    ]
