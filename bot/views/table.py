"""The whole game against the bot (`/play`) in words: the cut, each deal, each card laid, the
board, the question of the step the player is asked and the end (the show's counts are
`bot.views.table_show`). HTML lines for the chat (user text never appears here: cards and
numbers only). The player is seat 0, the bot seat 1 (`bot.drills.table`), and the bot speaks
in the first person.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.drills.table import picked
from bot.drills.table_bot import (
    EASY_MISCOUNT_RATE,
    NORMAL_MISCOUNT_RATE,
    Level,
)
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Deal, Step, Table, Waiting
from bot.drills.table_stats import TableStats
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card, hand_order
from bot.engine.pegging import THIRTY_ONE, CannotPlay, Go, Play, Reset
from bot.engine.show import Kind
from bot.engine.variants import FADOQ_THRESHOLD, Rules
from bot.i18n import Translator, render
from bot.views.markup import bold, esc
from bot.views.table_show import (
    bot_call_lines,
    claim_question_lines,
    count_question_lines,
    verdict_question_lines,
)
from bot.views.tournament import points_count_line


def level_name(level: Level | str, tr: Translator) -> str:
    """The bot's level as players say it."""
    if level == Level.EASY:
        return tr.pgettext("level", "easy")
    if level == Level.EXPERT:
        return tr.pgettext("level", "expert")
    return tr.pgettext("level", "normal")


def percent(rate: float, tr: Translator) -> str:
    """A rate as a whole percentage for the player's language."""
    return tr.percent(rate)


# -- The board ------------------------------------------------------------------------------


def board_line(table: Table, tr: Translator) -> str:
    """The scores now."""
    return esc(
        tr._("Board: you {player}, me {bot} (game of {target}).").format(
            player=tr.number(table.scores[PLAYER_SEAT]),
            bot=tr.number(table.scores[BOT_SEAT]),
            target=tr.number(table.rules.target),
        )
    )


def cut_lines(table: Table, tr: Translator) -> list[str]:
    """Who deals first, and why."""
    first = table.first_dealer
    if table.cut is None:
        if first == PLAYER_SEAT:
            return [esc(tr._("You lost our last game: you deal first."))]
        return [esc(tr._("I lost our last game: I deal first."))]
    cut = tr._("Cut for deal: you {yours}, me {mine}. The lower card deals.").format(
        yours=render.card(table.cut[PLAYER_SEAT], tr), mine=render.card(table.cut[BOT_SEAT], tr)
    )
    deals = tr._("You deal first.") if first == PLAYER_SEAT else tr._("I deal first.")
    return [esc(cut) + " " + bold(deals)]


def margin_note(margin_rule: str, tr: Translator) -> str | None:
    """A game against the bot whose margin rule is not the skunk (chosen with /race's buttons,
    which the game follows): what a win is worth, said when it starts; None for the skunk."""
    if margin_rule == "none":
        return tr._("No skunk in this game: a win always counts one game (chosen with /race).")
    if margin_rule == "lurch":
        return tr._(
            "In this game, a win counts two games when the loser has not passed half the board"
            " (chosen with /race)."
        )
    return None


def start_lines(table: Table, level: Level, tr: Translator, *, margin: bool = False) -> list[str]:
    """The game's header: target, level and rules (with `margin`, a margin rule other than the
    skunk: `margin_note`)."""
    rules = table.rules
    lines = [
        bold(
            tr._("A game of {target} against me, level {level}.").format(
                target=tr.number(rules.target), level=level_name(level, tr)
            )
        )
    ]
    notes = [
        tr._("Muggins is on: count carefully, and check my counts.")
        if rules.muggins
        else tr._("Muggins is off: points missed are simply lost.")
    ]
    if rules.fadoq116 is not None:
        notes.append(
            tr._("FADOQ rule: from {score}, no single point for a go or the last card.").format(
                score=tr.number(rules.fadoq116.threshold)
            )
        )
    if margin and (note := margin_note(rules.margin_rule, tr)) is not None:
        notes.append(note)
    lines.extend(esc(n) for n in notes)
    return lines


# -- The deal and the lay-away --------------------------------------------------------------


def deal_header(table: Table, tr: Translator) -> str:
    """Which deal, who deals, whose crib."""
    deal = table.deal
    number = tr.number(len(table.deals))
    if deal.dealer == PLAYER_SEAT:
        text = tr._("Deal {n}: you deal, the crib is yours.").format(n=number)
    else:
        text = tr._("Deal {n}: I deal, the crib is mine.").format(n=number)
    return bold(text)


def lay_away_lines(table: Table, tr: Translator, *, chosen: bool = True) -> list[str]:
    """The player's six cards and what to do with them; with `chosen`, the cards tapped so far
    (« Choisies : V♥ »: the web app's page, which words its lines again at each tap; the chat's
    taps change only the buttons, whose checks show them, so a line there would go stale)."""
    deal = table.deal
    lines = [
        deal_header(table, tr),
        esc(
            tr._("Your cards: {cards}").format(
                cards=render.cards(hand_order(deal.hands[PLAYER_SEAT]), tr)
            )
        ),
    ]
    if deal.dealer == PLAYER_SEAT:
        ask = tr._("Lay away two cards to your crib: tap them, then ✅ (or type them).")
    else:
        ask = tr._("Lay away two cards to my crib: tap them, then ✅ (or type them).")
    lines.append(esc(ask))
    tapped = picked(table, PLAYER_SEAT) if chosen else []
    if tapped:
        lines.append(
            esc(tr._("Chosen: {cards}").format(cards=render.cards(hand_order(tapped), tr)))
        )
    return lines


def starter_lines(deal: Deal, tr: Translator) -> list[str]:
    """The starter, and his heels when it is a jack."""
    if deal.starter is None:
        return []
    lines = [esc(tr._("Starter: {card}").format(card=render.card(deal.starter, tr)))]
    if deal.heels:
        if deal.dealer == PLAYER_SEAT:
            heels = tr._("A jack: two for his heels, to you (pegged at once).")
        else:
            heels = tr._("A jack: two for his heels, to me (pegged at once).")
        lines.append(esc(heels))
    return lines


# -- The play -------------------------------------------------------------------------------


def fadoq_from(rules: Rules) -> int:
    """The score from which the FADOQ rule bars a go or the last card (116 in a game of 121,
    56 in a game of 61 by default); 116 for rules without it (no go is barred then)."""
    return FADOQ_THRESHOLD if rules.fadoq116 is None else rules.fadoq116.threshold


def event_line(event: object, fadoq: int, tr: Translator) -> str | None:
    """One event of the play as said at the table (HTML), or None for a silent one; `fadoq`:
    the score from which the FADOQ rule bars a go (`fadoq_from`)."""
    if isinstance(event, Play):
        call = render.play_call_text(event.score, tr)
        card = render.card(event.card, tr)
        count = tr.number(event.count_after)
        mine = event.player == PLAYER_SEAT
        if not call:
            text = tr._("You: {card} ({count})") if mine else tr._("Me: {card} ({count})")
            return esc(text.format(card=card, count=count))
        text = (
            tr._("You: {card} ({count}), {call}") if mine else tr._("Me: {card} ({count}), {call}")
        )
        return esc(text).format(card=esc(card), count=count, call=bold(call))
    if isinstance(event, CannotPlay):
        if event.player == PLAYER_SEAT:
            return esc(tr._("You cannot play a card: I said go for you."))
        return esc(tr._("I cannot play a card: go."))
    if isinstance(event, Go) and not event.barred:
        last = event.kind is Kind.LAST_CARD
        if event.player == PLAYER_SEAT:
            text = tr._("One for last, to you.") if last else tr._("One for the go, to you.")
        else:
            text = tr._("One for last, to me.") if last else tr._("One for the go, to me.")
        return esc(text)
    return said_alike_line(event, fadoq, tr)


def said_alike_line(event: object, fadoq: int, tr: Translator) -> str | None:
    """An event of the play said alike at every table, whoever played: a go the FADOQ rule
    bars (from `fadoq`, the game's threshold), the count starting again (HTML); None for the
    others."""
    if isinstance(event, Go) and event.barred:
        return esc(
            tr._("No point for the go or the last card: the FADOQ rule, from {score}.").format(
                score=tr.number(fadoq)
            )
        )
    if isinstance(event, Reset):
        return "<i>" + esc(tr._("The count starts again from 0.")) + "</i>"
    return None


def pile_under_way(deal: Deal) -> tuple[list[tuple[Card, int]], int]:
    """The cards laid since the count last started again (after 31 or a go), each with the
    seat that laid it, and the count."""
    pile: list[tuple[Card, int]] = []
    count = 0
    for entry in deal.plays:
        if "card" in entry:
            pile.append((parse_card(str(entry["card"])), entry["by"]))
            count = int(entry["count"])
        if "card" not in entry or count == THIRTY_ONE:
            pile, count = [], 0
    return pile, count


def play_lines(events: Sequence[object], fadoq: int, tr: Translator) -> list[str]:
    """Each event of the play, in order (`fadoq`: as in `event_line`)."""
    return [line for line in (event_line(e, fadoq, tr) for e in events) if line is not None]


def play_question_lines(
    hand: Sequence[Card],
    count: int,
    tr: Translator,
    *,
    past: Sequence[Card] = (),
    alone: bool = False,
) -> list[str]:
    """The player's turn to lay a card; `past`: the cards held that would take the count past
    31, said (the chat's buttons leave them out, so a card held had no button and no word);
    `alone`: I have laid my last card, said (the player waited for mine)."""
    lines = [
        esc(
            tr._("Count: {count}. Your cards: {cards}").format(
                count=tr.number(count), cards=render.cards(hand_order(hand), tr)
            )
        )
    ]
    if alone:  # after the count, which the web app's page shows its own way (first line)
        lines.append(esc(tr._("I have no cards left: you play the rest of yours.")))
    if past:
        lines.append(
            esc(
                tr.ngettext(
                    "{cards} would take the count past 31: you cannot play it now.",
                    "{cards} would take the count past 31: you cannot play them now.",
                    len(past),
                ).format(cards=render.cards(hand_order(past), tr))
            )
        )
    return [*lines, bold(tr._("Your turn: play a card."))]


def resumed_play_lines(deal: Deal, tr: Translator) -> list[str]:
    """The play shown again (/play later, after a drill): the starter and the cards laid since
    the count started again, which the count alone does not tell (a pair or a run to make)."""
    lines = []
    if deal.starter is not None:
        lines.append(esc(tr._("Starter: {card}").format(card=render.card(deal.starter, tr))))
    pile, _ = pile_under_way(deal)
    if pile:
        cards = render.cards([card for card, _ in pile], tr)
        lines.append(esc(tr._("On the table: {cards}").format(cards=cards)))
    return lines


# -- The end --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Summary:
    """Points pegged by each side, by source: the play, hands, cribs, his heels, muggins and
    over-count corrections; `past_end` the points that went past the target (not on the
    board), so each side's sources less `past_end` make its final score."""

    play: tuple[int, int]
    hands: tuple[int, int]
    cribs: tuple[int, int]
    heels: tuple[int, int]
    muggins: tuple[int, int]
    corrections: tuple[int, int]
    deals: int
    past_end: tuple[int, int] = (0, 0)

    def total(self, side: int) -> int:
        """Everything pegged by `side`, past the end included."""
        sources = (self.play, self.hands, self.cribs, self.heels, self.muggins, self.corrections)
        return sum(source[side] for source in sources)


def summary(table: Table) -> Summary:
    """Where each side's points came from (a game against the bot: seat = side)."""
    play, hands, cribs, heels = [0, 0], [0, 0], [0, 0], [0, 0]
    mugs, corrections = [0, 0], [0, 0]
    for deal in table.deals:
        heels[deal.dealer] += deal.heels
        for entry in deal.plays:
            play[entry["by"]] += entry["points"]
        for show in deal.shows:
            (cribs if show.what == "crib" else hands)[show.by] += show.pegged
            other = 1 - show.by
            if show.muggins is not None:
                mugs[other] += show.muggins[1]
            corrections[other if show.excess_to is None else show.excess_to] += show.excess
    found = Summary(
        (play[0], play[1]),
        (hands[0], hands[1]),
        (cribs[0], cribs[1]),
        (heels[0], heels[1]),
        (mugs[0], mugs[1]),
        (corrections[0], corrections[1]),
        len(table.deals),
    )
    past = tuple(max(0, found.total(side) - table.scores[side]) for side in (0, 1))
    return replace(found, past_end=(past[0], past[1]))


def margin_text(margin: str | None, tr: Translator) -> str:
    """What the win is worth."""
    if margin == "double_skunk":
        return tr._("A double skunk: the win counts four games.")
    if margin == "skunk":
        return tr._("A skunk: the win counts two games.")
    if margin == "lurch":
        return tr._("A lurch: the loser did not pass half the board; the win counts two games.")
    return tr._("The win counts one game.")


def result_lines(table: Table, tr: Translator, *, tournament: bool = False) -> list[str]:
    """Who won, the score, and what the win is worth (HTML: « J'ai gagné, 121 à 88. », « Un
    skunk : la victoire compte pour deux parties. »); in a `tournament` game, which ranks on
    the points (seeds 002, 003), that its points count, where the standings are."""
    mine, theirs = table.scores[PLAYER_SEAT], table.scores[BOT_SEAT]
    if table.winner == PLAYER_SEAT:
        head = tr._("You win, {mine} to {theirs}!")
    else:
        head = tr._("I win, {theirs} to {mine}.")
    return [
        bold(head.format(mine=tr.number(mine), theirs=tr.number(theirs))),
        points_count_line(tr) if tournament else esc(margin_text(table.margin(), tr)),
    ]


def end_lines(table: Table, tr: Translator, *, tournament: bool = False) -> list[str]:
    """The winner, the margin (in a `tournament` game, that its points count) and a one-line
    summary, then /play for another (not in a tournament game)."""
    mine, theirs = table.scores[PLAYER_SEAT], table.scores[BOT_SEAT]
    s = summary(table)
    deals = tr.ngettext("{n} deal", "{n} deals", s.deals).format(n=tr.number(s.deals))
    rows = [
        (tr.pgettext("source of points", "Play"), s.play),
        (tr._("Hands"), s.hands),
        (tr._("Cribs"), s.cribs),
        (tr._("Two for his heels"), s.heels),
    ]
    # the sources the game's rules have (a row of zeros for a rule not played misleads)
    if table.rules.muggins or any(s.muggins):
        rows.append((tr._("Muggins"), s.muggins))
    if table.rules.excess_to_opponent or any(s.corrections):
        rows.append((tr._("Points counted over, to the opponent"), s.corrections))
    lines = [esc(tr._("{deals}. Where the points came from, you / me:").format(deals=deals))]
    lines += [
        esc(
            tr._("{source}: {mine} / {theirs}").format(
                source=name, mine=tr.number(pair[0]), theirs=tr.number(pair[1])
            )
        )
        for name, pair in rows
    ]
    target = tr.number(table.rules.target)
    for side, past in enumerate(s.past_end):
        if past:  # the sources add up past the target; the board stops there
            text = (
                tr.ngettext(
                    "Less your {n} point over {target}: the board stops at {target}.",
                    "Less your {n} points over {target}: the board stops at {target}.",
                    past,
                )
                if side == PLAYER_SEAT
                else tr.ngettext(
                    "Less my {n} point over {target}: the board stops at {target}.",
                    "Less my {n} points over {target}: the board stops at {target}.",
                    past,
                )
            )
            lines.append(esc(text.format(n=tr.number(past), target=target)))
    lines.append(
        bold(
            tr._("Total: {mine} / {theirs}").format(mine=tr.number(mine), theirs=tr.number(theirs))
        )
    )
    # a tournament game's end is followed by the line recorded, which says what is left to play
    then = [] if tournament else [esc(tr._("/play for another game."))]
    return [*result_lines(table, tr, tournament=tournament), *lines, *then]


def waiting_parts(
    table: Table, waiting: Waiting, tr: Translator, *, chat: bool = False
) -> tuple[list[str], list[str]]:
    """The question of the step the player is asked: what it is about, and what to do (the
    board goes between them). In the `chat`, whose buttons are all it has to show a choice or
    a card that cannot be laid, the lay-away names no card tapped (`lay_away_lines`) and the
    play says the cards held that would go past 31 (`play_question_lines`); the web app's
    page words both its own way at each tap."""
    deal = table.deal
    if waiting.step is Step.LAY_AWAY:
        lines = lay_away_lines(table, tr, chosen=not chat)
        return lines[:-1], lines[-1:]
    if waiting.step is Step.PLAY:
        _, count = pile_under_way(deal)
        held = deal.held(PLAYER_SEAT)
        past = [c for c in held if c not in waiting.legal] if chat else []
        alone = not deal.held(BOT_SEAT)
        lines = play_question_lines(held, count, tr, past=past, alone=alone)
        return lines[:-1], lines[-1:]
    if waiting.step is Step.COUNT:
        lines = count_question_lines(deal, waiting.what or "hand", tr)
        return lines[:-1], lines[-1:]
    call = deal.call
    assert call is not None
    if waiting.step is Step.VERDICT:
        return bot_call_lines(deal, call, tr), verdict_question_lines(tr)
    return bot_call_lines(deal, call, tr), claim_question_lines(tr)


def waiting_lines(table: Table, waiting: Waiting, tr: Translator) -> list[str]:
    """The whole question of the step, without the board."""
    about, action = waiting_parts(table, waiting, tr)
    return [*about, *action]


def menu_text(tr: Translator) -> str:
    """The /play entry of the command menu."""
    return tr._("A whole game against me")


def levels_line(tr: Translator) -> str:
    """The bot's three levels: how each plays (`table_bot.lay_away`, `play_policy`) and how
    often it leaves points out (HTML)."""
    return esc(
        tr._(
            "My levels: easy plays at random and misses points in its count {easy} of the "
            "time; normal, {normal}; expert plays to win and never misses one. On a miss, call "
            "“Muggins!”."
        ).format(easy=percent(EASY_MISCOUNT_RATE, tr), normal=percent(NORMAL_MISCOUNT_RATE, tr))
    )


def help_lines(tr: Translator) -> list[str]:
    """What /help says about /play (and how it differs from /game)."""
    return [
        esc(
            tr._(
                "/play: a whole game against me, from the cut to the crib (the deal, the lay-away,"
                " the play and the show, muggins both ways); /play 61 expert chooses "
                "at once"
            )
        ),
        levels_line(tr),
        esc(
            tr._(
                "Your game waits while you do something else: /play brings it back where it "
                "stood; /cancel abandons it (it counts as lost, except before the first deal)."
            )
        ),
    ]


def _avg(value: float, tr: Translator) -> str:
    return tr.decimal(value, 1)


def stats_lines(
    stats: TableStats | None, tr: Translator, *, tournament_unplayed: int = 0
) -> list[str]:
    """The /play section of /stats (`stats` None: no game that counts, only `tournament_unplayed`
    ones). `tournament_unplayed`: the player's tournament games abandoned before their first
    deal, left out here (`table_stats.never_played`) but counted by their tournament, which
    says so: its own rule wins in its standings."""
    title = bold(tr._("Whole games (/play)"))
    lines = [title] if stats is None else _record_lines(stats, tr)
    if tournament_unplayed:
        text = tr.ngettext(
            "Not counted here: {n} tournament game abandoned before its first deal; its "
            "tournament counts it (/tournament).",
            "Not counted here: {n} tournament games abandoned before their first deal; their "
            "tournaments count them (/tournament).",
            tournament_unplayed,
        )
        lines.append(esc(text.format(n=tr.number(tournament_unplayed))))
    return lines


def _record_lines(stats: TableStats, tr: Translator) -> list[str]:
    """The /play section of /stats: the record of the games that count, and the games under
    way said so (« Parties jouées : 0; gagnées : 0; perdues : 0 » stood during the first)."""
    lines = [bold(tr._("Whole games (/play)"))]
    if stats.played:
        lines += [
            esc(
                tr._(
                    "Games played: {played}; won: {won}; lost: {lost} (abandoned ones count as "
                    "lost, except before the first deal)."
                ).format(
                    played=tr.number(stats.played),
                    won=tr.number(stats.won),
                    lost=tr.number(stats.lost),
                )
            ),
            esc(
                tr._("Skunks given: {given}; taken: {taken}.").format(
                    given=tr.number(stats.skunks_given), taken=tr.number(stats.skunks_taken)
                )
            ),
        ]
    if stats.under_way:
        text = tr.ngettext(
            "A game under way: /play brings it back.",
            "{n} games under way: /play brings them back.",
            stats.under_way,
        )
        lines.append(esc(text.format(n=tr.number(stats.under_way))))
    if stats.deals:
        play = _avg(stats.per_deal(stats.play_points), tr)
        hand = _avg(stats.per_deal(stats.hand_points, stats.hand_deals), tr)
        if stats.crib_deals:
            text = tr._(
                "Your points per deal: play {play}; hand {hand}; crib {crib} (when it was yours)."
            ).format(
                play=play,
                hand=hand,
                crib=_avg(stats.per_deal(stats.crib_points, stats.crib_deals), tr),
            )
        else:  # not « crib 0.0 » before a crib of theirs was ever counted
            text = tr._(
                "Your points per deal: play {play}; hand {hand}; no crib of yours counted yet."
            ).format(play=play, hand=hand)
        lines.append(esc(text))
    lines.append(
        esc(
            tr._("Muggins: you took {mine}, I took {theirs}.").format(
                mine=render.points(stats.muggins_by_player, tr),
                theirs=render.points(stats.muggins_by_bot, tr),
            )
        )
    )
    share = stats.caught_share
    if share is not None:
        lines.append(
            esc(
                tr._("My miscounts you caught: {caught} of {misses} ({share}).").format(
                    caught=tr.number(stats.caught),
                    misses=tr.number(stats.bot_miscounts),
                    share=percent(share, tr),
                )
            )
        )
    return lines
