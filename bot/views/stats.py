"""The wording of /stats (/statistiques): how many hands and cribs were counted, how well
each kind of points was counted, what was missed most, as Telegram HTML (no I/O)."""

from __future__ import annotations

from bot.drills.deals import DrillKind
from bot.engine.show import Kind
from bot.i18n import Translator, render
from bot.storage import Stats
from bot.views import replies
from bot.views.markup import BULLET, bold, esc
from bot.views.show import drill_name, game_lines

TOP_MISSED_KINDS = 3


def _counted(stats: Stats, *, in_games: int, tr: Translator) -> str:
    """The head of /stats: how many counts (« 4 mains comptées » read wrong above « Mains : 0
    sur 3 » and « Cribs : 0 sur 1 »: with cribs, they are named; cribs alone, « 2 mains et
    cribs comptés » named hands never counted), how many in whole games (all of them said so:
    « 6 mains et cribs comptés, dont 6 en partie » read as if some were not)."""
    n = stats.hands
    kinds = _counted_kinds(stats)
    if in_games and in_games >= n:
        return _all_in_games(kinds, n, tr)
    match kinds:
        case "hands" if in_games:
            return tr.ngettext(
                "{n} hand counted, {games} in whole games",
                "{n} hands counted, {games} in whole games",
                n,
            )
        case "hands":
            return tr.ngettext("{n} hand counted", "{n} hands counted", n)
        case "cribs" if in_games:
            return tr.ngettext(
                "{n} crib counted, {games} in whole games",
                "{n} cribs counted, {games} in whole games",
                n,
            )
        case "cribs":
            return tr.ngettext("{n} crib counted", "{n} cribs counted", n)
        case _ if in_games:
            return tr.ngettext(
                "{n} hand or crib counted, {games} in whole games",
                "{n} hands and cribs counted, {games} in whole games",
                n,
            )
        case _:
            return tr.ngettext("{n} hand or crib counted", "{n} hands and cribs counted", n)


def _all_in_games(kinds: str, n: int, tr: Translator) -> str:
    """The head of /stats when every count was made in whole games."""
    match kinds:
        case "hands":
            return tr.ngettext(
                "{n} hand counted, in a whole game", "{n} hands counted, all in whole games", n
            )
        case "cribs":
            return tr.ngettext(
                "{n} crib counted, in a whole game", "{n} cribs counted, all in whole games", n
            )
        case _:
            return tr.ngettext(
                "{n} hand or crib counted, in a whole game",
                "{n} hands and cribs counted, all in whole games",
                n,
            )


def _counted_kinds(stats: Stats) -> str:
    """What /stats counted: "hands", "cribs" or "both"."""
    if DrillKind.CRIB.value not in stats.by_kind:
        return "hands"
    return "both" if DrillKind.HAND.value in stats.by_kind else "cribs"


def _hands_first(item: tuple[str, object]) -> tuple[int, str]:
    """/stats' lines per kind in the order its head names them, hands then cribs (by name,
    « Cribs » came before « Mains »)."""
    order = [kind.value for kind in DrillKind]
    kind = item[0]
    return (order.index(kind) if kind in order else len(order), kind)


def _missed_text(stats: Stats, tr: Translator) -> str:
    """The points missed on average, per what was counted (« par main » read wrong under
    cribs alone)."""
    match _counted_kinds(stats):
        case "hands":
            return tr._("Points missed per hand, on average: {average}")
        case "cribs":
            return tr._("Points missed per crib, on average: {average}")
        case _:
            return tr._("Points missed per hand or crib, on average: {average}")


def _missed_times(tr: Translator, times: int) -> str:
    """« {combination} (3 fois) », "(3 times)"; a single miss "once", « une fois » ("1 time"
    is not how a player says it)."""
    if times == 1:
        return tr._("{combination} (once)")
    return tr.ngettext("{combination} ({n} time)", "{combination} ({n} times)", times)


def _missed_kind_name(kind: Kind, tr: Translator) -> str:
    """A kind in « Oubliés le plus souvent », named as the chart just below names it (and the
    coach's « Pratiquer »): his nobs is « valet de la bonne couleur » there, not the count's
    « un pour le valet », which stays what a player calls (`render.kind_name`)."""
    if kind is Kind.NOBS:
        return tr.pgettext("stats", "nobs")
    return render.kind_name(kind, tr)


def stats_text(stats: Stats, tr: Translator, *, nothing_else: bool = True) -> str:
    """The /stats message's show part; "no hand counted yet" only when `nothing_else` either
    (said so, not "nothing": a member with games played reads it above them).
    It is sent in private only (in a group, `stats_in_group` and a button to it)."""
    lines = [bold(tr._("Your progress"))]
    if not stats.hands:
        if nothing_else:
            lines.append(esc(tr._("No hand counted yet: try /hand!")))
    else:
        in_games = sum(k.in_games for k in stats.by_kind.values())
        counted = _counted(stats, in_games=in_games, tr=tr)
        lines.append(esc(counted).format(n=bold(tr.number(stats.hands)), games=tr.number(in_games)))
        for kind, kind_stats in sorted(stats.by_kind.items(), key=_hands_first):
            text = tr._("{drill}: {exact} exact out of {count} ({percent})")
            lines.append(
                f"{BULLET} "
                + esc(
                    text.format(
                        drill=drill_name(kind, tr),
                        exact=tr.number(kind_stats.exact),
                        count=tr.number(kind_stats.count),
                        percent=tr.percent(kind_stats.accuracy),
                    )
                )
            )
        lines.append(
            esc(_missed_text(stats, tr)).format(average=bold(tr.decimal(stats.avg_missed, 1)))
        )
        # « quinze (3 fois) »: a bare « quinze (1) » read as one fifteen, not one miss
        kinds = [
            _missed_times(tr, times).format(
                combination=_missed_kind_name(Kind(kind), tr), n=tr.number(times)
            )
            for kind, times in stats.missed_kinds[:TOP_MISSED_KINDS]
            if kind in Kind.__members__.values()
        ]
        if kinds:
            lines.append(esc(tr._("Missed most: {kinds}")).format(kinds=esc(", ".join(kinds))))
    if stats.games_won or stats.games_lost:
        # races of counted hands (the games table), not games of cribbage: « Parties gagnées :
        # 0; perdues : 1 » stood above the /jouer section's « Parties jouées : 0 »
        lines.append(
            esc(tr._("Hand races: {won} won, {lost} lost")).format(
                won=tr.number(stats.games_won), lost=tr.number(stats.games_lost)
            )
        )
    game = stats.current_game
    # a race nothing has pegged yet (a /main waiting) says nothing: « vous 0, moi 0 » stood
    # under « Aucune main comptée pour l'instant »
    if game is not None and (game.player_score or game.bot_score):
        lines += game_lines(game, tr)
    return "\n".join(lines)


def stats_in_group(stats: Stats, tr: Translator, *, name: str) -> str:
    """/stats in a group: the player's name and headline (how many hands they counted), and
    where the rest is: the button below (`stats_button`) opens the report in private."""
    where = esc(tr._("Your progress in detail is in our private chat: the button below opens it."))
    if not stats.hands:
        return replies.titled_html(where, tr, name=name)
    counted = esc(_counted(stats, in_games=0, tr=tr)).format(n=bold(tr.number(stats.hands)))
    return replies.titled_html(counted, tr, name=name) + "\n" + where


def stats_button(tr: Translator) -> str:
    """The button of /stats in a group: the report, in private."""
    return tr._("See my progress")
