"""The club night in the player's private chat (`/soiree`, `bot.views.night` for the group's
posts): the notice of their table at each round, the ✅ link's and a plain /start's first
message, /soiree in private, and the score written with the buttons (« I won » / « I lost »,
then the loser's points).

HTML lines; the players' names are user text and are escaped here (`esc`).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.drills.night import Side, Table
from bot.i18n import Translator
from bot.storage.repo_night_tables import NightTable
from bot.views.markup import bold, code, esc
from bot.views.members import former_player
from bot.views.night import (
    State,
    how_to_score,
    lost_bye,
    nothing_played,
    score_words,
    side_name,
    standings_of,
    title,
    under_way_lines,
)
from bot.views.night_list import (
    late_link_line,
    listed_line,
    press_in_group_line,
)
from bot.views.night_replies import (
    over_note,
    score_example,
)


def bye_won_line(name: str, round_: int, target: int, tr: Translator, *, players: int = 1) -> str:
    """To the side that had the round's bye, in private, when a latecomer `name` is added
    then: the bye is now a game won by default against them (`players` 2: a late team, in
    the plural; before: « Rita Cormier et Gaston Roy arrive en retard »)."""
    text = tr.ngettext(
        "Round {r}: {name} joins late; your bye becomes a game won by default, {t} to 0.",
        "Round {r}: {name} join late; your bye becomes a game won by default, {t} to 0.",
        players,
    )
    return esc(text.format(r=tr.number(round_), name=name, t=tr.number(target)))


def late_opponent_line(
    name: str, round_: int, target: int, tr: Translator, *, players: int = 1
) -> str:
    """To a side, in private, when the organizer marks its opponent `name` late for their
    game of the round under way: it wins it by default (`players` 2: a late team; before:
    its « J'ai gagné / J'ai perdu » taken off without a word)."""
    text = tr.ngettext(
        "Round {r}: {name} is late; you win this game by default, {t} to 0.",
        "Round {r}: {name} are late; you win this game by default, {t} to 0.",
        players,
    )
    return esc(text.format(r=tr.number(round_), name=name, t=tr.number(target)))


def running_line(tr: Translator) -> str:
    """Above the night shown in private to its organizer, who does not play in it (before:
    « Vous ne jouez à aucune soirée de club en ce moment… appuyez sur ✅ »)."""
    return esc(tr._("You are running this night: its orders are typed in the club's group."))


def replaced_line(tr: Translator) -> str:
    """Under a private notice of a table the organizer changed (`/night swap`): the new
    notice follows."""
    return esc(tr._("The organizer changed the tables: your table is in the next message."))


def notice(
    round_: int,
    table: Table,
    mine: Side,
    names: Mapping[str, str],
    tr: Translator,
    late: Side | None = None,
) -> str:
    """The private notice of a player's table (« Ronde 3 — table 2, contre Gaston Roy »;
    `late`: the side of the table whose game is lost by default, said on a line of its own;
    a late side's bye, lost by default, is said as that, no « exempt »: `lost_bye`)."""
    n = tr.number(round_)
    if table.b is None and (late == mine or lost_bye(table)):
        if len(mine) > 1:
            return esc(
                tr._("Round {n} — your team is late: its game is lost by default.").format(n=n)
            )
        return esc(tr._("Round {n} — you are late: your game is lost by default.").format(n=n))
    if table.b is None and len(mine) > 1:
        return esc(tr._("Round {n} — your team has the bye.").format(n=n))
    if table.b is None:
        return esc(tr._("Round {n} — you have the bye.").format(n=n))
    other = table.b if table.a == mine else table.a
    partner = [p for p in mine if len(mine) > 1]
    text = tr._("Round {n} — table {t}, against {name}").format(
        n=tr.number(round_), t=tr.number(table.table), name=side_name(other, names, tr)
    )
    if partner:
        text += " " + tr._("(your team: {name})").format(name=side_name(mine, names, tr))
    if late == mine:
        text += "\n" + tr._("You are late: this game is lost by default.")
    elif late is not None and len(other) > 1:
        text += "\n" + tr._("Your opponents are late: you win this game by default.")
    elif late is not None:
        text += "\n" + tr._("Your opponent is late: you win this game by default.")
    return esc(text)


def absent_notice(round_: int, tr: Translator) -> str:
    """The private notice of a player marked absent when a round is drawn without them
    (before: not a word, while every other player read their table)."""
    text = tr._(
        "Round {n} — drawn without you: the organizer noted your absence. Back at the hall?"
        " Tell the organizer."
    )
    return esc(text.format(n=tr.number(round_)))


def linked_lines(state: State | None, user_id: int, tr: Translator, name: str = "") -> list[str]:
    """/start ns<id> in private (the ✅'s link): the night is over (`state` None), the player is
    not on its list (once the rounds have begun, how the organizer adds `name` late), or they
    are and will get their table there."""
    if state is None:
        return [esc(over_note(tr))]
    if state.player_of(user_id) is None:
        return [late_link_line(name, tr) if state.tables else press_in_group_line(tr)]
    # a round drawn already (its notice could not reach them): where they sit, at once
    return [
        bold(title(state.about, tr)),
        listed_line(tr),
        *latecomer_lines(state, user_id, tr),
        *absent_lines(state, user_id, tr),
        *waiting_lines(state, user_id, tr),
    ]


def latecomer_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """A player added late (`/night add` once the rounds have begun), in private: the game of
    the round she came in lost by default (against the side whose bye it was), and the round
    she plays from, as the group was told (before: « Vous êtes sur la liste… » alone)."""
    me = state.player_of(user_id)
    side = None if me is None else state.side_of(me.id)
    ordered = sorted(state.models, key=lambda t: (t.round, t.table))
    first = next((t for t in ordered if side in (t.a, t.b)), None)
    if side is None or first is None or first.score is None:
        return []
    if not ((first.turned and first.b == side) or (first.b is None and lost_bye(first))):
        return []
    had_it = tr.ngettext(
        ", against {name}, who had the bye", ", against {name}, who had the bye", len(side)
    )
    bye = "" if first.b is None else had_it.format(name=side_name(first.a, state.names, tr))
    team = len(side) > 1
    lost = (
        tr._("Your team joined late: its game of round {r} is lost by default, 0 to {t}{against}.")
        if team
        else tr._("You joined late: your game of round {r} is lost by default, 0 to {t}{against}.")
    )
    if first.round >= state.games:
        then = tr._("Round {r} is the night's last.")
    elif team:
        then = tr._("Your team plays from round {next} on.")
    else:
        then = tr._("You play from round {next} on.")
    r, n = tr.number(first.round), tr.number(first.round + 1)
    text = f"{lost} {then}".format(r=r, t=tr.number(state.night.target), against=bye, next=n)
    return [esc(text)]


def absent_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """A player marked absent, in private: the next rounds are drawn without them (before:
    « À chaque ronde, je vous écris votre table ici », and no table came)."""
    me = state.player_of(user_id)
    if me is None or not me.absent:
        return []
    text = tr._(
        "The organizer noted your absence: the next rounds are drawn without you. Back at the"
        " hall? Tell the organizer."
    )
    return [esc(text)]


def unseated_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """A player on the list, not absent, whom the round under way seats nowhere (back after
    it was drawn without them): from which round they play (before: that round's tables,
    without them, and not a word of their own); nothing in the night's last round."""
    me = state.player_of(user_id)
    if me is None or me.absent or not state.tables or state.drawn >= state.games:
        return []
    side = state.side_of(me.id)
    if side not in state.sides or any(side in (t.a, t.b) for t in state.round_tables(state.drawn)):
        return []  # (a doubles player without a partner is in no side: no round to promise)
    text = tr._("Round {n} was drawn without you: you play from round {m} on.")
    return [esc(text.format(n=tr.number(state.drawn), m=tr.number(state.drawn + 1)))]


def next_round_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """A player of the open night whose games are all done, the next round not drawn yet:
    that their table comes here once it is (before: the standings alone, and « c'est quoi la
    prochaine table? » had no answer). Nothing after the last round, for a player absent or
    unseated (`absent_lines`, `unseated_lines`), or with a game or a bye under way."""
    me = state.player_of(user_id)
    if me is None or me.absent or not state.night.is_open or not state.tables:
        return []
    if state.drawn >= state.games or state.waiting_table(user_id) is not None:
        return []
    side = state.side_of(me.id)
    tables = state.round_tables(state.drawn)
    mine = next((t for t in tables if side in (t.a, t.b)), None)
    if mine is None or not mine.model.done:
        return []
    text = tr._("Round {n} is not drawn yet: I will write your table here as soon as it is.")
    return [esc(text.format(n=tr.number(state.drawn + 1)))]


def bye_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """The player's bye in the round under way, said to them (« Ronde 2 — pas d'adversaire
    pour vous (exemption). »; before: only the group's « Exempt : … » line among the round's
    tables); nothing once the round is complete."""
    me = state.player_of(user_id)
    side = None if me is None or me.absent else state.side_of(me.id)
    tables = state.round_tables(state.drawn)
    if side is None or all(t.model.done for t in tables):
        return []
    bye = next((t for t in tables if t.b is None and t.a == side), None)
    return [] if bye is None else [notice(state.drawn, bye.model, side, state.names, tr)]


def waiting_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """The player's game waiting for its score, if any: their table, how to write the
    score, or, their side's score written, who confirms it (before: how to write it, as if
    it were not), or, disputed, that the organizer decides."""
    table = state.waiting_table(user_id)
    me = state.player_of(user_id)
    if table is None or me is None:
        return []
    side = state.side_of(me.id) or (me.id,)
    doubles = state.night.doubles
    organizer = not state.opponents(table, user_id)  # no Telegram across: the organizer's ✅
    writer = next(
        (p.name for p in state.players if p.user_id == table.entered_by), former_player(tr)
    )
    own = table.entered_by == user_id
    if state.written_by_side(table, user_id) and not table.disputed:
        how = written_by_side_line(
            writer, table.model, state.names, tr, own=own, organizer=organizer, doubles=doubles
        )
    elif table.score is not None:  # written across: to confirm; disputed (by either side:
        # before, its writer read « votre adversaire le confirme avec le bouton »), the
        # organizer's to decide
        how = written_across_line(
            writer, table.model, state.names, tr, disputed=table.disputed, own=own
        )
    elif organizer:
        how = organizer_confirms_line(state.night.target, tr, doubles=doubles)
    else:
        how = how_to_score(state.night.target, tr, doubles=doubles)
    return [notice(table.round, table.model, side, state.names, tr), how]


def wrote_line(
    writer: str, table: Table, names: Mapping[str, str], tr: Translator, *, own: bool
) -> str:
    """Who wrote the table's score and what (plain text): « Bob a inscrit le pointage : … »,
    or `own`, « Vous avez inscrit le pointage : … »."""
    score = score_words(table, names, tr)
    if own:
        return tr._("You wrote the score: {score}.").format(score=score)
    return tr._("{name} wrote the score: {score}.").format(name=writer, score=score)


def written_across_line(
    writer: str,
    table: Table,
    names: Mapping[str, str],
    tr: Translator,
    *,
    disputed: bool,
    own: bool = False,
) -> str:
    """The score the other side wrote at the player's table: who wrote it and what, then
    their ✅ in the group, or, `disputed`, the organizer decides (before: « Après la partie,
    un des deux joueurs inscrit le pointage », as if nothing were written); `own`: the
    player wrote it, disputed (before: her own name, « Ann Leblanc a inscrit »)."""
    wrote = wrote_line(writer, table, names, tr, own=own)
    if disputed:
        then = tr._("This score is disputed: the organizer decides.")
    else:
        then = tr._("Confirm it with the button, in the group.")
    return esc(f"{wrote} {then}")


def written_by_side_line(
    writer: str,
    table: Table,
    names: Mapping[str, str],
    tr: Translator,
    *,
    own: bool,
    organizer: bool,
    doubles: bool,
) -> str:
    """The score the player's side wrote, waiting for the other side's ✅ (`organizer`: the
    organizer's, no Telegram across): who wrote it and what, then who confirms it (before:
    « Ce pointage est déjà inscrit », the score not said, to a partner who had not seen it)."""
    wrote = wrote_line(writer, table, names, tr, own=own)
    if organizer:
        then = tr._("The organizer confirms it.")
    elif doubles:
        then = tr._("A player of the other team confirms it with the button, in the group.")
    else:
        then = tr._("Your opponent confirms it with the button, in the group.")
    return esc(f"{wrote} {then}")


def organizer_confirms_line(target: int, tr: Translator, *, doubles: bool) -> str:
    """How a player whose opponent (`doubles`: the other team) has no Telegram writes the
    score of a game of `target` points: the organizer confirms it (before: « L'autre confirme
    avec le bouton », a button the other one has not)."""
    if doubles:
        text = tr._(
            "After the game, write the score, your team's first: {example}. The other team has"
            " no Telegram: the organizer confirms it."
        )
    else:
        text = tr._(
            "After the game, write the score, your own first: {example}. Your opponent has no"
            " Telegram: the organizer confirms it."
        )
    return esc(text).format(example=code(score_example(target, tr)))


def started_lines(state: State, user_id: int, tr: Translator) -> list[str]:
    """A plain /start in private while the player's game of the night waits for its score:
    the night, their table, how to write the score (nothing if no game waits, or if the
    score their side wrote waits for the other side's ✅)."""
    table = state.waiting_table(user_id)
    if table is not None and state.written_by_side(table, user_id):
        return []
    waiting = waiting_lines(state, user_id, tr)
    return [bold(title(state.about, tr)), *waiting] if waiting else []


def private_lines(state: State, user_id: int, tr: Translator, *, asked: bool = False) -> list[str]:
    """/soiree in private: the night, the player's game waiting for its score, the standings
    (asked for: the rule written out, in a chat of their own) once a game counts; before the
    first round, that they are on the list; before a score counts, the round (before:
    « Classement après 0 ronde », everyone at 0; the group shows no standings then either).
    The night's title is the only header: the standings' is named under it (before: « 🃏
    Soirée de club (en simple) », a blank line, « 🃏 Classement après 1 ronde »). `asked`:
    « /soiree classement » (or « je suis où dans le classement? »), before a score counts
    that there are none yet (before: « Vous êtes sur la liste… », or the round, alone, not a
    word of the standings asked for)."""
    lines = [bold(title(state.about, tr)), *waiting_lines(state, user_id, tr)]
    if not state.tables:
        none = [esc(tr._("No standings yet: round 1 is not drawn yet."))] if asked else []
        return [*lines, listed_line(tr), *absent_lines(state, user_id, tr), *none]
    lines += [
        *bye_lines(state, user_id, tr),
        *absent_lines(state, user_id, tr),
        *unseated_lines(state, user_id, tr),
        *next_round_lines(state, user_id, tr),
    ]
    if nothing_played(state):  # the round instead: where everyone sits (a bye says so); asked
        # for, that there are no standings yet (before: the round alone)
        return [*lines, "", *under_way_lines(state, tr, asked=asked)]
    standings = standings_of(state, tr, asked=True, marked=False)  # one 🃏: the title's
    return [*lines, *([""] if len(lines) > 1 else []), *standings]


def won_lost_labels(tr: Translator) -> tuple[str, str]:
    """The two first buttons of a score by buttons."""
    return tr._("🏆 I won"), tr._("I lost")


def tens_buttons(head: str, target: int) -> list[tuple[str, str]]:
    """The loser's tens, 0 to the target's (a loser stays under the target), as (label,
    callback data `<head>:<tens>`)."""
    return [(f"{tens * 10}…", f"{head}:{tens}") for tens in range(target // 10 + 1)]


def units_buttons(head: str, tens: int, target: int) -> list[tuple[str, str]]:
    """The loser's units within the chosen `tens` (under the target), as (label, callback
    data `<head>:<units>`)."""
    units = [u for u in range(10) if tens * 10 + u < target]
    return [(str(tens * 10 + u), f"{head}:{u}") for u in units]


def won_lost_buttons(t: NightTable, tr: Translator) -> list[tuple[str, str]]:
    """« I won » / « I lost » under a player's notice of their table `t`, as (label, callback
    data `nw:<night>:<round>:<table>:w|l`)."""
    head = f"nw:{t.night_id}:{t.round}:{t.table}"
    won, lost = won_lost_labels(tr)
    return [(won, f"{head}:w"), (lost, f"{head}:l")]


def loser_question(won: bool, tr: Translator, *, doubles: bool = False) -> str:
    """The question of the score's buttons: the loser's points (`doubles`: a team's)."""
    if doubles and won:
        return tr._("Your team won. How many points did the other team make?")
    if doubles:
        return tr._("Your team lost. How many points did it make?")
    if won:
        return tr._("You won. How many points did your opponent make?")
    return tr._("You lost. How many points did you make?")


def keyed_line(scores: tuple[int, int], tr: Translator) -> str:
    """The score chosen with the buttons, the player's first."""
    return tr._("Your score: {mine} to {theirs}.").format(
        mine=tr.number(scores[0]), theirs=tr.number(scores[1])
    )


def typed_note(tr: Translator) -> str:
    """Plain text: the player wrote the score of the table of a notice whose buttons were
    taken off (a toast when one is pressed still)."""
    return tr._("You wrote this game's score.")


def typed_line(tr: Translator) -> str:
    """Under the private notice of a table whose score the player typed instead of using its
    buttons, taken off."""
    return esc(typed_note(tr))


def removed_line(tr: Translator) -> str:
    """In private, to a member the organizer took off the list before the first round
    (`/soiree retirer`; before: not a word, and they waited for a table at the hall)."""
    return esc(
        tr._(
            "The organizer took you off the club night's list. To be on it again, press ✅"
            " under the night in your club's group."
        )
    )
