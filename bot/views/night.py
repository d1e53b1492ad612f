"""The club night at the hall (`/soiree`) in words: the presentation, the rounds and tables,
the standings with their rule under them (in full, or in one line: `bot.views.night_rules`),
the winners and the close (the help: `bot.views.night_help`). The score posts (to confirm,
confirmed, disputed, set by the organizer) are `bot.views.night_score_posts`; what the player
reads in their private chat (their table's notice, the score by buttons) is
`bot.views.night_private`.

HTML lines; the players' names are user text and are escaped here (`esc`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import TypeAlias

from babel.lists import format_list

from bot.drills.night import Format, Ranking, Setup, Side, Table
from bot.drills.night_standings import Standing, is_winner, tied, winners
from bot.drills.night_state import NightState
from bot.i18n import Translator
from bot.storage.repo_night import Night, Player
from bot.storage.repo_night_tables import NightTable
from bot.views.club import rank_mark
from bot.views.markup import bold, code, esc
from bot.views.members import former_player
from bot.views.night_help import player_usage, usage
from bot.views.night_replies import (
    no_standings_yet_line,
    place_words,
    score_example,
)
from bot.views.night_rules import ranking_rule, rule_reference
from bot.views.tournament import points_against

State: TypeAlias = NightState[Night, Player, NightTable]
"""A night as it stands, from its stored records."""
NIGHT = "🃏"
CHECK = "✅"
HAND = "✋"


def title(about: Setup, tr: Translator) -> str:
    """The night's name."""
    if about.format is Format.JEUX50:
        name = tr._("Club night, as at the Jeux des 50 ans et plus")
    elif about.format is Format.FADOQ:
        name = tr._("Club night, FADOQ style")
    elif about.format is Format.ACC:
        # « ACC » alone meant nothing to a Québec organizer: the federation said in full
        name = tr._("Club night, as at the American Cribbage Congress")
    else:
        name = tr._("Club night")
    kind = tr._("doubles") if about.doubles else tr._("singles")
    return f"{NIGHT} {name} ({kind})"


def games_line(about: Setup, tr: Translator) -> str:
    """How many games, of how many points."""
    if about.format is Format.JEUX50 and about.doubles:  # the teams meet, not the players
        games = tr._("Each team meets every other team twice.")
    elif about.format is Format.JEUX50:
        games = tr._("Each player meets every other player twice.")
    else:
        games = tr.ngettext("{n} round.", "{n} rounds.", about.games).format(
            n=tr.number(about.games)
        )
    return " ".join(
        [
            games,
            tr.ngettext("Games of {n} point.", "Games of {n} points.", about.target).format(
                n=tr.number(about.target)
            ),
        ]
    )


def side_name(side: Side, names: Mapping[str, str], tr: Translator) -> str:
    """A side's name (plain text): the player, or both players of a team; a player erased by
    /forget is « un ancien joueur »."""
    found = [names.get(p) or former_player(tr) for p in side]
    if len(found) == 1:
        return found[0]
    return tr._("{one} and {other}").format(one=found[0], other=found[1])


def presentation(about: Setup, players: Sequence[Player], tr: Translator) -> list[str]:
    """The group message presenting the night (above its ✅ button): the list of players, a
    player marked absent said so (before: listed as any other, though left out of the draw)."""
    lines = [
        bold(title(about, tr)),
        esc(games_line(about, tr)),
        esc(ranking_rule(about, tr)),
        "",
        esc(tr._("Press ✅ to take part. Players without Telegram: the organizer adds them.")),
    ]
    if about.doubles:
        lines.append(esc(tr._("Teams are made two by two, in the order of the list.")))
    lines.append("")
    if not players:
        lines.append(esc(tr._("No player yet.")))
    else:
        count = len(players)
        lines.append(esc(tr.ngettext("{n} player:", "{n} players:", count).format(n=count)))
        lines += [listed_line(i, p, tr) for i, p in enumerate(players, start=1)]
    return lines


def listed_line(number: int, player: Player, tr: Translator) -> str:
    """A player of the presentation's list (HTML), « (absent) » after one marked absent."""
    text = tr._("{number}. {name} (absent)") if player.absent else tr._("{number}. {name}")
    return esc(text.format(number=tr.number(number), name=player.name))


def round_lines(
    round_: int,
    total: int,
    tables: Sequence[Table],
    names: Mapping[str, str],
    tr: Translator,
    mentioned: Mapping[str, Player] | None = None,
    *,
    live: bool = False,
) -> list[str]:
    """A round as posted in the group: each table, the bye, the forfeits; the players of
    `mentioned` (by id) named as mentions, so Telegram tells them where they sit even if the
    bot cannot write to them in private; `live` (the round under way, asked for): a game
    without its confirmed score marked as under way or its score as waiting for its ✅
    (`under_way_mark`)."""
    lines = [
        bold(
            tr._("Round {n} of {total}").format(n=tr.number(round_), total=tr.number(total))
            if total
            else tr._("Round {n}").format(n=tr.number(round_))
        )
    ]
    return [*lines, *(_pairing_html(t, names, mentioned or {}, tr, live=live) for t in tables)]


def _pairing_html(
    t: Table,
    names: Mapping[str, str],
    mentioned: Mapping[str, Player],
    tr: Translator,
    *,
    live: bool = False,
) -> str:
    """A table of a round posted in the group (HTML), its `mentioned` players as mentions; a
    bye turned into a win against a latecomer without a table number (`Table.turned`: it is
    played nowhere; before, « Table 3 : Dan Cyr contre Fay Comeau » at a hall of two)."""

    def shown(side: Side) -> str:
        found = [
            mention(mentioned[p]) if p in mentioned else esc(names.get(p) or former_player(tr))
            for p in side
        ]
        if len(found) == 1:
            return found[0]
        return esc(tr._("{one} and {other}")).format(one=found[0], other=found[1])

    if t.b is None and lost_bye(t):  # a late side's: its game lost, no « exempt »
        return esc(forfeit_text(t, "{name}", tr)).format(name=shown(t.a))
    if t.b is None:
        return esc(bye_text("{name}", tr, players=len(t.a))).format(name=shown(t.a))
    # « Table 3 : … », a bye turned into a win « Par défaut, sans table : … » (`pairing_text`)
    said = pairing_text(t.table, "{a}", "{b}", tr, turned=t.turned)
    line = esc(said).format(a=shown(t.a), b=shown(t.b))
    if t.confirmed and t.score is not None:
        line += esc(" — " + score_words(t, names, tr))
    elif live:
        line += " " + esc(under_way_mark(t, tr))
    return line


def under_way_mark(t: Table, tr: Translator) -> str:
    """After a game of the round under way without its confirmed score, when the round is
    asked for (/soiree): being played, or its score written and waiting for its ✅ (before:
    « Table 2 : Cat Poirier contre Dan Cyr » alike for a game under way and one over)."""
    if t.score is None:
        return tr._("(game under way)")
    return tr._("(score to confirm)")


def bye_text(name: str, tr: Translator, *, players: int = 1) -> str:
    """The bye of a round (its wording as plain text, `name` put in as given): one player's
    (« Exempt : Ann ») or a team's of `players` 2 (« Exempts : Ann et Ben »)."""
    if players == 1:
        return tr._("Bye: {name}").format(name=name)
    return tr._("Bye: {team}").format(team=name)


def lost_bye(t: Table) -> bool:
    """Whether `t` is the bye of a late side, its game lost by default (seed 002: a late side
    « perd la première partie par défaut »), a latecomer's in a round with no bye included:
    said as that, never as a bye, which is a game won (before: « Exempt : Marie-Ève Gagnon »,
    then « l'exemption compte comme une partie perdue par défaut », under the rule « Être
    exempt compte comme une partie gagnée 121 à 0 »)."""
    return t.b is None and t.score is not None


def pairing_text(
    table: int, a: str, b: str | None, tr: Translator, *, players: int = 1, turned: bool = False
) -> str:
    """A table of a round, `a` against `b` (plain text; `turned`: the bye turned into a win
    against a latecomer, at no table), or the bye of `a` (of `players`) when `b` is None (a
    late side's, lost by default: `forfeit_text`, which says it)."""
    if b is None:
        return bye_text(a, tr, players=players)
    if turned:
        return tr._("By default, no table: {a} against {b}").format(a=a, b=b)
    return tr._("Table {n}: {a} against {b}").format(n=tr.number(table), a=a, b=b)


def score_words(t: Table, names: Mapping[str, str], tr: Translator) -> str:
    """The score of a table in words."""
    if t.score is None or t.b is None:
        return ""
    return tr._("{a} {sa}, {b} {sb}").format(
        a=side_name(t.a, names, tr),
        sa=tr.number(t.score[0]),
        b=side_name(t.b, names, tr),
        sb=tr.number(t.score[1]),
    )


def how_to_score(target: int, tr: Translator, *, doubles: bool) -> str:
    """The line under a round: how to enter a score (HTML), in the night's games of `target`
    points (`doubles`: four players at a table, two teams)."""
    if doubles:
        text = tr._(
            "After the game, one of the four players writes the score, their team's first:"
            " {example}. A player of the other team confirms with the button."
        )
    else:
        text = tr._(
            "After the game, one of the two players writes the score, their own first:"
            " {example}. The other one confirms with the button."
        )
    return esc(text).format(example=code(score_example(target, tr)))


def forfeit_line(table: Table, late: Side, names: Mapping[str, str], tr: Translator) -> str:
    """A late side's first game, lost by default (its bye, when it has the bye; without a
    table number against a bye turned into a win, `Table.turned`: before, « Table 3 : Fay
    Comeau en retard » at a hall of two tables)."""
    return esc(forfeit_text(table, side_name(late, names, tr), tr))


def forfeit_text(table: Table, name: str, tr: Translator) -> str:
    """`forfeit_line` in plain text, `name` the late side's (the group's round and the printed
    pairings say it alike)."""
    if table.b is None or table.turned:  # no table: its bye is no bye (`lost_bye`)
        return tr._("{name} late: game lost by default.").format(name=name)
    return tr._("Table {n}: {name} late, this game is lost by default.").format(
        n=tr.number(table.table), name=name
    )


def lost_by_default(table: Table) -> list[Side]:
    """The sides of a table that lost its game by default (`Table.by_default`: at 0), none
    at a bye turned into a win against a latecomer (its own line says it)."""
    if not table.by_default or table.turned or table.score is None:
        return []
    sides = [table.a] if table.b is None else [table.a, table.b]
    return [side for side, points in zip(sides, table.score, strict=False) if points == 0]


def mention(player: Player) -> str:
    """A Telegram player's name as a mention (Telegram notifies them), HTML."""
    return f'<a href="tg://user?id={player.user_id}">{esc(player.name)}</a>'


def standing_parts(
    row: Standing, names: Mapping[str, str], about: Setup, tr: Translator, *, absent: bool = False
) -> tuple[str, str, str]:
    """One side's line in plain words: place, name, then points or game points, for/against
    or spread, games (how many by default, no card played), and the byes (they count, but
    are no game); « absent » after a
    side marked absent (before: « 0 partie » as for a player who simply had not played yet)."""
    games = tr.ngettext("{n} game", "{n} games", row.games).format(n=tr.number(row.games))
    if row.by_default:  # no card played: said apart (before: « 1 partie » like any game)
        games = tr._("{games} ({n} by default)").format(games=games, n=tr.number(row.by_default))
    if row.byes:
        byes = tr.ngettext("{n} bye", "{n} byes", row.byes).format(n=tr.number(row.byes))
        games = tr._("{games}, {byes}").format(games=games, byes=byes)
    away = [tr.npgettext("standings", "absent", "absent", len(row.side))] if absent else []
    if about.ranking is Ranking.GAME_POINTS:
        spread = row.spread or 0
        signed = ("+" if spread > 0 else "") + tr.number(spread)
        details = [
            tr.ngettext("{n} game point", "{n} game points", row.game_points or 0).format(
                n=tr.number(row.game_points or 0)
            ),
            tr._("spread {n}").format(n=signed),
        ]
    else:
        details = [points_against(row.points, row.contre, tr)]
    place = (
        rank_mark(row.rank, tr) if is_winner(row) else tr._("{n}.").format(n=tr.number(row.rank))
    )
    return place, side_name(row.side, names, tr), " · ".join([*details, games, *away])


def standing_line(
    row: Standing, names: Mapping[str, str], about: Setup, tr: Translator, *, absent: bool = False
) -> str:
    """One side's line (HTML; `absent`: the side is marked absent)."""
    place, name, rest = standing_parts(row, names, about, tr, absent=absent)
    return f"{place} {bold(name)} — {esc(rest)}"


def standings_lines(
    rows: Sequence[Standing],
    names: Mapping[str, str],
    about: Setup,
    tr: Translator,
    *,
    done: int,
    final: bool = False,
    during: int = 0,
    asked: bool = False,
    absent: Sequence[Side] = (),
    marked: bool = True,
) -> list[str]:
    """The standings with the rule under them (`during`: the round under way, whose
    confirmed scores count already; 0 when every round drawn is complete; `absent`: the
    sides marked absent, said on their line). The rule is
    written out in the final standings and in those `asked` for (« /soiree classement »);
    under those posted after each round, one line says it in short and where to read it. A
    medal tie's best of three is said in the final standings only: it is not due mid-night.
    `marked`: the head has the night's mark (🃏), not under the night's title, which has it
    (in private: `bot.views.night_private.private_lines`)."""
    if final:
        head = tr._("Final standings")
    elif during:
        head = tr._("Standings during round {n}").format(n=tr.number(during))
    else:
        head = tr.ngettext("Standings after {n} round", "Standings after {n} rounds", done).format(
            n=tr.number(done)
        )
    lines = [bold(f"{NIGHT} {head}" if marked else head)]
    lines += [standing_line(r, names, about, tr, absent=r.side in absent) for r in rows]
    if final and about.ranking is Ranking.POINTS and tied(rows):  # not mid-night: no playoff yet
        lines.append(esc(tr._("Equal totals among the first three: a best of three decides.")))
    rule = ranking_rule(about, tr) if final or asked else rule_reference(about, tr)
    return [*lines, "", f"<i>{esc(rule)}</i>"]


def winners_lines(rows: Sequence[Standing], names: Mapping[str, str], tr: Translator) -> list[str]:
    """The three winners, announced once at the close (none when no side earned a point: its
    games were all lost by default)."""
    if not winners(rows):
        return [bold(tr._("The night is over. No point was won at a table: no medals."))]
    lines = [bold(tr._("The night is over. Congratulations to the winners!"))]
    lines += [f"{rank_mark(r.rank, tr)} {esc(side_name(r.side, names, tr))}" for r in winners(rows)]
    return lines


def stats_lines(
    nights: Sequence[tuple[date, Standing, Setup, int]], tr: Translator, *, shown: int
) -> list[str]:
    """/stats: the player's line of each recent night (the day it closed, their standing,
    the night, how many sides played)."""
    if not nights:
        return []
    lines = [bold(tr._("Club nights at the hall"))]
    for day, standing, about, sides in nights[:shown]:
        _, _, details = standing_parts(standing, {}, about, tr)
        text = tr._("{day}: {place} of {sides} — {details}").format(
            day=tr.date(day),
            place=place_words(standing.rank, tr),
            sides=tr.number(sides),
            details=details,
        )
        lines.append(esc(text))
    return lines


# -- The night as it stands -------------------------------------------------------------------


def standings_of(
    state: State,
    tr: Translator,
    *,
    final: bool = False,
    asked: bool = False,
    marked: bool = True,
) -> list[str]:
    """The standings message, after the rounds complete (`final`: once closed; `asked`: the
    rule written out; `marked`: its head with the night's mark, see `standings_lines`)."""
    rows = state.standings()
    done = state.complete_rounds()
    during = 0 if final or state.drawn <= done else state.drawn
    return standings_lines(
        rows,
        state.names,
        state.about,
        tr,
        done=done,
        final=final,
        during=during,
        asked=asked,
        absent=state.absent_sides(ranked=True),
        marked=marked,
    )


def nothing_scored(state: State) -> bool:
    """Whether no side has a game with a confirmed score yet (a bye is no game): no standings
    to show."""
    return not any(row.games for row in state.standings())


def nothing_played(state: State) -> bool:
    """Whether no game has ended at a table yet (a game lost by default by a latecomer is
    none: before, hers alone showed « Classement pendant la ronde 1 », everyone first at
    0 point, 0 partie): no standings to show while the night goes on (once closed, a game
    won by default is a result: `nothing_scored`)."""
    return not any(row.games > row.by_default for row in state.standings())


def unscored_close_line(tr: Translator) -> str:
    """The close of a night where no score was confirmed: no winners, no standings."""
    return bold(tr._("The night is over. No score was confirmed, so there are no standings."))


def round_post(state: State, round_: int, forfeits: Sequence[Side], tr: Translator) -> list[str]:
    """A round as posted in the group: its tables, the late sides' games lost, how to score
    while a game is left to score (before: under a round posted again with a latecomer once
    its every game was scored too). Every Telegram player is named as a mention: Telegram
    tells each where they sit, also one the bot cannot write to in private (they never
    opened a chat with it)."""
    tables = [t for t in state.models if t.round == round_]
    users = {p.id: p for p in state.players if p.user_id is not None}
    lines = round_lines(round_, state.night.games, tables, state.names, tr, users)
    lines += absent_lines(state, round_, tr)
    lines += [
        forfeit_line(t, side, state.names, tr)
        for t in tables
        for side in forfeits
        if side in (t.a, t.b) and not lost_bye(t)  # a lost bye's own line says it
    ]
    if all(t.done for t in tables):
        return lines
    return [*lines, "", how_to_score(state.night.target, tr, doubles=state.night.doubles)]


def absent_lines(state: State, round_: int, tr: Translator) -> list[str]:
    """Under a round's tables, the sides marked absent that sit at none of them (before: not
    a word, and a player on the list was nowhere in the round)."""
    seated = {p for t in state.round_tables(round_) for p in (*t.a, *(t.b or ()))}
    sides: list[Side] = []
    for player in state.players:
        side = state.side_of(player.id) or (player.id,)
        if player.absent and player.id not in seated and side not in sides:
            sides.append(side)
    return [esc(absent_text(sides, state.names, tr))] if sides else []


def absent_text(sides: Sequence[Side], names: Mapping[str, str], tr: Translator) -> str:
    """« Absent this round: … » (plain text), under a round's tables, in the group and on
    the printed sheets; teams apart with a semicolon (before: « Cat Poirier et Dan Cyr et Eve
    Hache et Rita Cormier », two teams read as one list of four)."""
    said = [side_name(side, names, tr) for side in sides]
    teams = any(len(side) > 1 for side in sides)
    listed = "; ".join(said) if teams else format_list(said, locale=tr.locale)
    text = tr.ngettext("Absent this round: {names}", "Absent this round: {names}", len(sides))
    return text.format(names=listed)


def under_way_lines(state: State, tr: Translator, *, asked: bool = False) -> list[str]:
    """/soiree alone during the night (`asked`: « /soiree classement »): the standings (once a
    game counts; asked for before, a line says why there are none), then the round under way;
    who sits it out absent is said under the round when no standings show it (before: « Ben
    Roy — … · absent » above « Absence à cette ronde : Ben Roy », his absence twice)."""
    tables = [t for t in state.models if t.round == state.drawn]
    lines = round_lines(state.drawn, state.night.games, tables, state.names, tr, live=True)
    if nothing_played(state):
        lines += absent_lines(state, state.drawn, tr)
        by_default = any(row.by_default for row in state.standings())
        none_yet = no_standings_yet_line(tr, by_default=by_default)
        return [esc(none_yet), "", *lines] if asked else lines
    return [*standings_of(state, tr, asked=asked), "", *lines]


def shown_lines(
    state: State | None, tr: Translator, *, asked: bool = False, admin: bool | None = True
) -> list[str]:
    """/soiree alone in the group (`asked`: « /soiree classement », the rule written out): how
    to run a night (there never was one: the organizer's commands to an administrator, what a
    player does to a member, `admin` False; before, the organizer's to anyone), the last
    night's final standings, its players (before the first round), or the standings and the
    round under way."""
    if state is None:
        return player_usage(tr) if admin is False else usage(tr)
    if not state.night.is_open:
        if nothing_scored(state):
            return [unscored_close_line(tr)]
        return standings_of(state, tr, final=True)
    if not state.tables:
        return presentation(state.about, state.players, tr)
    return under_way_lines(state, tr, asked=asked)
