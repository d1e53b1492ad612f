"""The club night's score posts in the group (`bot.tg.handlers.night_scores`): the score
written and who confirms it, confirmed, disputed (the organizer decides), replaced by its
writer, set by the organizer, and their buttons' labels.

HTML lines; the players' names are user text and are escaped here (`esc`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.drills.night import Side, Table
from bot.i18n import Translator
from bot.storage.repo_night import Player
from bot.storage.repo_night_tables import NightTable
from bot.views.markup import bold, esc
from bot.views.night import CHECK, HAND, mention, score_words, side_name
from bot.views.night_private import wrote_line
from bot.views.night_replies import ARG_CHARS, EXAMPLE_MARGIN, command_words


def to_confirm(
    table: Table,
    entered: str,
    names: Mapping[str, str],
    *,
    organizer: bool,
    tr: Translator,
    confirmers: Sequence[Player] = (),
) -> list[str]:
    """The group message asking the opponent to confirm a score: the `confirmers` (the
    opponents with Telegram, one of whom confirms) are mentioned, so Telegram notifies them."""
    lines = [
        esc(
            tr._("Round {r}, table {t}: {who} wrote the score.").format(
                r=tr.number(table.round), t=tr.number(table.table), who=entered
            )
        ),
        bold(score_words(table, names, tr)),
    ]
    if organizer or not confirmers:
        if len(table.a) > 1:  # doubles: a team, not « l'adversaire »
            lines.append(esc(tr._("The other team has no Telegram: the organizer confirms.")))
        else:
            lines.append(esc(tr._("The opponent has no Telegram: the organizer confirms.")))
        return lines
    who = mention(confirmers[0])
    if len(confirmers) > 1:
        who = esc(tr._("{one} or {other}")).format(one=who, other=mention(confirmers[1]))
    line = esc(tr._("{who}, confirm it with the button. Nothing counts before."))
    lines.append(line.format(who=who))
    return lines


def confirmed_lines(table: Table, names: Mapping[str, str], tr: Translator) -> list[str]:
    """The same message once confirmed."""
    return [
        esc(
            tr._("{check} Round {r}, table {t}: confirmed.").format(
                check=CHECK, r=tr.number(table.round), t=tr.number(table.table)
            )
        ),
        esc(score_words(table, names, tr)),
    ]


def disputed_lines(
    table: Table,
    names: Mapping[str, str],
    tr: Translator,
    *,
    target: int,
    claimed: tuple[str, tuple[int, int]] | None = None,
) -> list[str]:
    """The same message when the opponent does not agree: the organizer decides (the example
    in the night's points: a night of 61 was shown « 121 95 », which it refuses). `claimed`:
    who wrote another score, and that score as the table reads it (`a`'s first): it is said,
    and given as the correction to type (before: the organizer read one score of the two)."""
    lines = [
        esc(
            tr._("{hand} Round {r}, table {t}: the players do not agree.").format(
                hand=HAND, r=tr.number(table.round), t=tr.number(table.table)
            )
        ),
        esc(tr._("Written: {score}").format(score=score_words(table, names, tr))),
    ]
    if claimed is not None:
        who, scores = claimed
        other = score_words(Table(table.round, table.table, table.a, table.b, scores), names, tr)
        lines.append(esc(tr._("{name} wrote instead: {score}").format(name=who, score=other)))
    example = _correct_example(table, claimed[1] if claimed else None, target, tr)
    lines.append(
        esc(
            tr._(
                "The organizer decides: the button keeps this score; otherwise they write the"
                " right one: {example} (round, table, then both scores)."
            ).format(example=example)
        )
    )
    return lines


def replaced_lines(table: Table, names: Mapping[str, str], tr: Translator) -> list[str]:
    """A score's message once its writer wrote another one (posted below it): the old score
    struck out, so no one confirms it."""
    return [
        esc(
            tr._("Round {r}, table {t}: replaced by the score below.").format(
                r=tr.number(table.round), t=tr.number(table.table)
            )
        ),
        f"<s>{esc(score_words(table, names, tr))}</s>",
    ]


def replaced_copy_lines(table: Table, names: Mapping[str, str], tr: Translator) -> list[str]:
    """The organizer's private copy of a disagreement once its writer wrote another score
    (to be confirmed in the group): the old score struck out, nothing left to decide here
    (« ci-dessous » would point at nothing in that chat)."""
    return [
        esc(
            tr._(
                "Round {r}, table {t}: its writer wrote another score, to be confirmed in the"
                " group."
            ).format(r=tr.number(table.round), t=tr.number(table.table))
        ),
        f"<s>{esc(score_words(table, names, tr))}</s>",
    ]


def _correct_example(
    table: Table, claimed: tuple[int, int] | None, target: int, tr: Translator
) -> str:
    cmd, words = command_words(tr)
    a, b = claimed or (target, target - EXAMPLE_MARGIN)
    scores = f"{a} {b}"
    return f"{cmd} {words['correct']} {table.round} {table.table} {scores}"


def corrected_line(table: Table, names: Mapping[str, str], tr: Translator) -> str:
    """The organizer set a table's score."""
    return esc(
        tr._("{check} Round {r}, table {t}, score set by the organizer: {score}.").format(
            check=CHECK,
            r=tr.number(table.round),
            t=tr.number(table.table),
            score=score_words(table, names, tr),
        )
    )


def correction_doubt_lines(
    table: Table, names: Mapping[str, str], target: int, tr: Translator, *, confirmed: bool
) -> list[str]:
    """A correction without its round that is not written (« corriger 1 1 121 »: a score
    forgotten, or a confirmed score it would replace): the table it may mean, its players
    and its score, nothing changed, and the whole correction to type, its first side's score
    first (before: it replaced a confirmed 121 to 95 with « 1, 121 »)."""
    r, t = tr.number(table.round), tr.number(table.table)
    if table.score is None or table.b is None:
        said = tr._("Round {r}, table {t}: {a} against {b}, no score yet.").format(
            r=r,
            t=t,
            a=side_name(table.a, names, tr),
            b=side_name(table.b, names, tr) if table.b is not None else "",
        )
    elif confirmed:
        said = tr._("Round {r}, table {t} already has a confirmed score: {score}.").format(
            r=r, t=t, score=score_words(table, names, tr)
        )
    else:
        said = tr._("Round {r}, table {t}, score written, not confirmed yet: {score}.").format(
            r=r, t=t, score=score_words(table, names, tr)
        )
    cmd, words = command_words(tr)
    a, b = table.score or (target, target - EXAMPLE_MARGIN)
    example = f"{cmd} {words['correct']} {table.round} {table.table} {a} {b}"
    how = tr._(
        "Nothing was changed. To set it, say the round, the table, then both scores,"
        " {name} first: {example}"
    ).format(name=side_name(table.a, names, tr), example=example)
    return [esc(said), esc(how)]


def keep_label(table: Table, tr: Translator) -> str:
    """The organizer's button keeping the score written."""
    if table.score is None:
        return tr._("Keep it")
    return tr._("Keep {a} to {b}").format(a=tr.number(table.score[0]), b=tr.number(table.score[1]))


def confirm_labels(tr: Translator) -> tuple[str, str]:
    """The opponent's two buttons."""
    return tr._("✅ That is right"), tr._("✋ I do not agree")


def mirrored_line(
    writer: str,
    table: Table,
    names: Mapping[str, str],
    typed: tuple[int, int],
    tr: Translator,
    *,
    doubles: bool = False,
) -> str:
    """The opponent wrote the very score written, the other way round (« 121 98 » under Ann's
    « Ann 121, Dan 98 », Dan's own first: Dan the winner), most likely copied as it reads:
    the score written, what theirs says, and their two buttons (before: a disagreement at
    once, the organizer called to the table)."""
    yes, no = confirm_labels(tr)
    wrote = wrote_line(writer, table, names, tr, own=False)
    if doubles:
        said = tr._(
            "You wrote {typed}, your team's score first: your team would have won. If {name}'s"
            " team won, press {yes} under the score, in the group; if not, press {no}."
        )
    else:
        said = tr._(
            "You wrote {typed}, your own score first: you would have won. If {name} won, press"
            " {yes} under the score, in the group; if not, press {no}."
        )
    values = {"typed": f"{typed[0]} {typed[1]}", "name": writer, "yes": yes, "no": no}
    return esc(f"{wrote} {said.format(**values)}")


def score_data(prefix: str, t: NightTable, tail: str = "") -> str:
    """A score button's callback data: `prefix`, the table, the score written (0:0 none),
    then `tail` (`nc:<night>:<round>:<table>:<a>:<b>:y`)."""
    score = t.score or (0, 0)
    return f"{prefix}:{t.night_id}:{t.round}:{t.table}:{score[0]}:{score[1]}{tail}"


def confirm_buttons(t: NightTable, tr: Translator) -> list[tuple[str, str]]:
    """The opponent's buttons under a score written, as (label, callback data)."""
    yes, no = confirm_labels(tr)
    return [(yes, score_data("nc", t, ":y")), (no, score_data("nc", t, ":n"))]


def keep_buttons(t: NightTable, tr: Translator) -> list[tuple[str, str]]:
    """The organizer's button after a disagreement, as (label, callback data)."""
    return [(keep_label(t.model, tr), score_data("nk", t))]


def garbled_line(
    typed: str,
    table: Table,
    mine: Side,
    names: Mapping[str, str],
    target: int,
    tr: Translator,
    *,
    spelled: bool = False,
) -> str:
    """A score typed with a slip by a player whose game waits (« 1211 95 », « 12195 »,
    « 121-95-3 »: `bot.drills.night_args.garbled_score`, quoted as `typed`), or a sentence
    with the game's points that is no score (`typed` "": « j'ai fait 121, lui 95, table
    2 »), or written in words (`spelled`: « cent vingt et un à quatre-vingt-dix-huit »):
    what was not read, and how to write it, with their round, table, opponent and the
    night's points (before: nothing was said of a slip, nor of a score in words; the
    sentence's answer named no table)."""
    other = table.b if table.a == mine else table.a
    quoted = typed if len(typed) <= ARG_CHARS else typed[: ARG_CHARS - 1] + "…"
    values = {
        "r": tr.number(table.round),
        "t": tr.number(table.table),
        "mine": side_name(mine, names, tr),
        "other": "" if other is None else side_name(other, names, tr),
        "won": f"{target} {target - EXAMPLE_MARGIN}",
        "lost": f"{target - EXAMPLE_MARGIN} {target}",
    }
    if spelled:
        what = tr._("I read scores written in figures only.")
    elif quoted:
        what = tr._("I could not read “{typed}” as a score.").format(typed=quoted)
    else:
        what = tr._("I could not read a score in that message.")
    if len(mine) > 1:
        how = tr._(
            "Round {r}, table {t}, {mine} against {other}: write the two scores, your team's"
            " first, for example {won} (or {lost} if your team lost)."
        )
    else:
        how = tr._(
            "Round {r}, table {t}, {mine} against {other}: write the two scores, your own"
            " first, for example {won} (or {lost} if you lost)."
        )
    return esc(f"{what} {how.format(**values)}")
