"""A member's private steps at a club table (issue 21), in words: their cards and lay-away,
their turn to play a card, their count. These are the only lines that name a player's cards
before they are laid or shown; they go to the player's private chat with the bot, never to
the group (`bot.views.members` has the group's lines)."""

from __future__ import annotations

from collections.abc import Collection

from bot.drills.step_asked import Asked
from bot.drills.table import is_retired
from bot.drills.table_moves import Chatter, TypedMove
from bot.drills.table_show import show_to_call, show_to_explain
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import due, show_score
from bot.engine.cards import hand_order
from bot.engine.variants import discards_per_player
from bot.i18n import Translator, render
from bot.storage.repo_members import MemberGame
from bot.views.chatter import said_back
from bot.views.markup import BULLET, bold_markup, esc
from bot.views.members import Names, bot_grammar, elide, table_label
from bot.views.members_deal import (
    board_line,
    show_cards_line,
    tournament_resigned_lines,
    turn_line,
)
from bot.views.members_news import names_of
from bot.views.replies import after_game_line, play_on_note
from bot.views.table import margin_text, pile_under_way
from bot.views.table_replies import starter_said, step_waits
from bot.views.table_show import cards_shown_line

# -- A player's private steps ---------------------------------------------------------------


def private_lay_away_lines(table: Table, seat: int, names: Names, tr: Translator) -> list[str]:
    """The player's hand and their lay-away to the dealer's crib (no « Chosen: » line: taps
    change only the buttons, whose checks show the cards tapped; a line would go stale)."""
    deal = table.deal
    n = discards_per_player(table.rules)
    crib = (
        tr._("your crib")
        if deal.dealer == seat
        else (
            tr._("your partner's crib")
            if table.side(deal.dealer) == table.side(seat)
            else tr.pgettext("lay-away", "{name}'s crib").format(name=names.seats[deal.dealer])
        )
    )
    lines = [
        bold_markup(esc(tr._("Deal {n} at the club table.")).format(n=tr.number(len(table.deals)))),
        esc(
            tr._("Your cards: {cards}").format(cards=render.cards(hand_order(deal.hands[seat]), tr))
        ),
    ]
    lines.append(
        bold_markup(
            bot_grammar(  # « dans le crib du robot », « d'Ann », not « de le robot », « de Ann »
                elide(
                    esc(
                        tr.ngettext(
                            "Lay away {n} card to {crib}: tap it, then confirm.",
                            "Lay away {n} cards to {crib}: tap them, then confirm.",
                            n,
                        ).format(n=tr.number(n), crib=crib)
                    ),
                    names,
                    tr,
                ),
                tr,
            )
        )
    )
    return lines


def private_step_lines(
    table: Table, waiting: Waiting, names: Names, tr: Translator, *, in_group: bool = True
) -> list[str]:
    """A member's private step: the lay-away, a card to lay, or a hand or crib to count
    (`in_group` False: the bot can no longer write in the table's group)."""
    seat = waiting.seat
    if waiting.step is Step.LAY_AWAY:
        return private_lay_away_lines(table, seat, names, tr)
    if waiting.step is Step.PLAY:
        return private_play_lines(table, seat, tr)
    return private_count_lines(table, seat, waiting.what or "hand", tr, in_group=in_group)


def lay_away_button(tr: Translator) -> str:
    """The confirmation button of the lay-away."""
    return "✅ " + tr.pgettext("button", "Lay away")


def private_play_lines(table: Table, seat: int, tr: Translator) -> list[str]:
    """The player's turn to play a card: the count, the cards on it since the last reset, and
    their own cards."""
    deal = table.deal
    pile, count = pile_under_way(deal)
    held = hand_order(deal.held(seat))
    lines = []
    if pile:
        lines.append(
            esc(
                tr._("On the table: {cards} (count {count}).").format(
                    cards=render.cards([card for card, _ in pile], tr),
                    count=tr.number(count),
                )
            )
        )
    lines.append(esc(tr._("Your cards: {cards}").format(cards=render.cards(held, tr))))
    lines.append(bold_markup(esc(tr._("Your turn: play a card."))))
    return lines


def private_count_lines(
    table: Table, seat: int, what: str, tr: Translator, *, in_group: bool = True
) -> list[str]:
    """The player's turn to count their hand or the crib; that the count is announced in the
    group, unless the bot can no longer write there (`in_group` False: no post is promised)."""
    title = tr._("Your crib") if what == "crib" else tr._("Your hand")
    if in_group:
        ask = tr._("Your count? Type the number here: I announce it in the group.")
    else:
        ask = tr._("Your count? Type a number.")
    return [cards_shown_line(esc(title), table.deal, seat, what, tr), bold_markup(esc(ask))]


def did_line(move: TypedMove, tr: Translator) -> str:
    """A private step, edited into what the player did: the lay-away, the card laid, the
    count said."""
    if move.step is Step.LAY_AWAY:
        return "✓ " + esc(tr._("You laid away {cards}.")).format(
            cards=render.cards(hand_order(move.cards), tr)
        )
    if move.step is Step.PLAY:
        return "✓ " + esc(tr._("You played {card}.")).format(card=render.card(move.cards[0], tr))
    return "✓ " + esc(tr._("You counted {n}.")).format(n=tr.number(move.number or 0))


def board_asked_line(table: Table, names: Names, step: Step, tr: Translator) -> str:
    """The score asked at a member's step (« quel est le pointage? » was « Carte inconnue
    « quel » »), or the count at the lay-away (« c'est quoi le compte? » was « Carte inconnue
    « c » »: no play is under way): the board, each side's score by name (not /jouer's
    « vous 9, moi 10 »), and what `step` waits for (HTML)."""
    return board_line(table, names, tr) + " " + esc(step_waits(step, tr))


def starter_line(table: Table, tr: Translator) -> str:
    """The starter asked (« c'est quoi la carte de départ? »), or that it is cut after the
    lay-away (plain text): as /jouer says it (`table_replies.starter_said`)."""
    return starter_said(table, tr)


def starter_asked_line(table: Table, step: Step, tr: Translator) -> str:
    """The starter asked at a member's step (« c'est quoi la carte de départ? » was « Carte
    inconnue « c » »; the private step of the play does not show it): the starter, or that it
    is cut after the lay-away, and what `step` waits for (HTML)."""
    return esc(starter_line(table, tr) + " " + step_waits(step, tr))


def _why_lines(table: Table, names: Names, tr: Translator) -> list[str]:
    """The last count settled, in this deal or the one before (`table_show.show_to_explain`;
    between members no call waits for an answer): its cards under whose they were, and its
    combinations one by one, as /play explains it; none before any count (HTML)."""
    explained = show_to_explain(table)
    if explained is None:
        return []
    deal, show = explained
    score = show_score(deal, show.by, show.what)
    head = tr._("The full count, combination by combination:")
    lines = [show_cards_line(deal, show, names, tr), esc(head)]
    if score.combos:
        return [*lines, *(f"{BULLET} {esc(line)}" for line in render.breakdown_lines(score, tr))]
    return [*lines, esc(tr._("Nothing: no fifteen, pair, run, flush or jack (nineteen!)."))]


def why_asked_lines(table: Table, names: Names, step: Step, tr: Translator) -> list[str]:
    """« pourquoi? » typed at a member's step (it was « Carte inconnue « pourquoi » »): the
    last count settled (`_why_lines`), then what `step` waits for; none before any count
    (HTML)."""
    lines = _why_lines(table, names, tr)
    return [*lines, esc(step_waits(step, tr))] if lines else []


def why_while_waiting_lines(table: Table, names: Names, waiting: str, tr: Translator) -> list[str]:
    """« pourquoi? » typed in private while the game waits on another member, as a count of
    theirs was just settled (it said « Votre partie de club continue; ce n'est pas votre
    tour. » alone): the last count settled (`_why_lines`), then `waiting`; none before any
    count (HTML)."""
    lines = _why_lines(table, names, tr)
    return [*lines, waiting] if lines else []


def _no_cheating(tr: Translator) -> str:
    """/play's answer to « tricheur! » points to its sealed deals (/play check), which a game
    between members has not: here, that the bot shuffles and deals and no player sees the
    others' cards before they are laid or shown (plain text)."""
    return tr._(
        "Nobody can cheat here: I shuffle and deal the cards myself, and no one sees another "
        "player's cards before they are played or shown."
    )


def cheating_line(step: Step, tr: Translator) -> str:
    """« tricheur! », « c'est truqué » typed at a member's step (it was « Carte inconnue
    « tricheur » »): `_no_cheating`, then what `step` waits for (HTML)."""
    return esc(_no_cheating(tr) + " " + step_waits(step, tr))


def cheating_while_waiting_line(waiting: str, tr: Translator) -> str:
    """« tricheur! » typed in private while the game waits on another member (it said « Votre
    partie de club continue; ce n'est pas votre tour. » alone): `_no_cheating`, then
    `waiting` (HTML)."""
    return esc(_no_cheating(tr)) + " " + waiting


def undo_while_waiting_line(waiting: str, tr: Translator) -> str:
    """« je me suis trompé », « annuler » typed in private while the game waits on another
    member (it said « Votre partie de club continue; ce n'est pas votre tour. » alone): what
    is done stays done, as /play says it, then `waiting` (HTML)."""
    return esc(tr._("What is done stays done, as at the table.")) + " " + waiting


def dealer_line(table: Table, seat: int, names: Names, tr: Translator) -> str:
    """Who deals asked (« qui donne? », « à qui le crib? »): this deal's dealer and whose the
    crib is for the player at `seat` (HTML)."""
    deal = table.deal
    n = tr.number(len(table.deals))
    if deal.dealer == seat:
        said = esc(tr._("Deal {n}: you deal, the crib is yours.").format(n=n))
    elif table.side(deal.dealer) == table.side(seat):
        said = esc(tr._("Deal {n}: your partner {name} deals, the crib is your team's.")).format(
            n=n, name=names.of(deal.dealer)
        )
    else:
        said = esc(tr._("Deal {n}: {name} deals, the crib is theirs.")).format(
            n=n, name=names.of(deal.dealer)
        )
    return bot_grammar(said, tr)


def dealer_asked_line(table: Table, seat: int, names: Names, step: Step, tr: Translator) -> str:
    """Who deals asked at a member's step (« qui donne? » was « Carte inconnue « qui » »):
    `dealer_line`, and what `step` waits for (HTML)."""
    return dealer_line(table, seat, names, tr) + " " + esc(step_waits(step, tr))


def asked_while_waiting_line(
    table: Table, seat: int, names: Names, asked: Asked, waiting: str, tr: Translator
) -> str:
    """The score, the starter or who deals asked in private while the game waits on another
    member (it said « Votre partie de club continue; ce n'est pas votre tour. » alone): the
    answer, then `waiting` (HTML). The score (« on en est où? »): the board, then whose turn
    it is, as the group reads it (it said the board and « ce n'est pas votre tour » without
    whose it was); a deal waiting, the group's button says who deals."""
    if asked is Asked.DEALER:
        said = dealer_line(table, seat, names, tr)
    elif asked is Asked.STARTER:
        said = esc(starter_line(table, tr))
    else:
        turn = turn_line(due(table), names, tr)
        said = board_line(table, names, tr) + (" " + turn if turn else "")
    return said + " " + waiting


def cards_while_waiting_line(table: Table, seat: int, waiting: str, tr: Translator) -> str:
    """« c'est quoi mes cartes? » typed in private while the game waits on another member (it
    said « Votre partie de club continue; ce n'est pas votre tour. » alone): the cards the
    player at `seat` still holds (their four kept ones once all are laid), then `waiting`
    (HTML)."""
    held = table.deal.held(seat) or table.deal.kept(seat)
    cards = render.cards(hand_order(held), tr)
    return esc(tr._("Your cards: {cards}").format(cards=cards)) + " " + waiting


def chatter_while_waiting_line(chatter: Chatter, waiting: str, tr: Translator) -> str:
    """A greeting, thanks or goodbye typed in private while the game waits on another member
    (« bonjour » got « Votre partie de club continue; ce n'est pas votre tour. » alone):
    answered in kind, then `waiting` (HTML)."""
    back = said_back(chatter, tr)
    return waiting if back is None else esc(back) + " " + waiting


def turn_while_waiting_line(table: Table, game: MemberGame, waiting: str, tr: Translator) -> str:
    """Whose turn it is asked in private while the game waits on another member (« c'est à
    qui? » got « … ce n'est pas votre tour. » alone): `waiting`, then whose step it is, as the
    group reads it (`members_deal.turn_line`); empty while a deal waits (the group's button
    says who deals) (HTML)."""
    turn = turn_line(due(table), names_of(game, tr), tr)
    return waiting + " " + turn if turn else ""


def muggins_in_group_line(
    game: MemberGame, table: Table, seat: int, then: str, tr: Translator
) -> str | None:
    """« muggins » typed in private by the member at `seat` while a count they may call is
    open (« On crie muggins sur le compte de l'adversaire… Ici, comptez les vôtres » did not
    say where): it is called in the group, typed there or on « Muggins… » under that count;
    then `then` (what their step waits for, or that it is not their turn) (HTML). None: no
    count of the deal is theirs to call."""
    number = show_to_call(table, seat)
    if number is None:
        return None
    name = names_of(game, tr).seats[table.deal.shows[number].by]
    said = tr._(
        "Muggins is called in the group: type “muggins” there, or press “Muggins…” under "
        "{name}'s count."
    ).format(name=name)
    return esc(said) + " " + then


def resign_declined_line(step: Step | None, waiting: str, tr: Translator) -> str:
    """« non » typed in private to « Resign the club game? »: the game goes on, then what the
    member's `step` waits for (« J'attends votre compte. »); no step of theirs, `waiting` alone
    (« Votre partie de club continue; ce n'est pas votre tour. ») (HTML)."""
    if step is None:
        return waiting
    return esc(play_on_note(tr)) + " " + esc(step_waits(step, tr))


def wish_while_waiting_line(waiting: str, tr: Translator) -> str:
    """A good game wished in private while the game waits on another member (« bonne
    partie! » got « … ce n'est pas votre tour. » alone): wished back as after a game
    (`replies.after_game_line`), then `waiting` (HTML)."""
    return after_game_line(tr, wish=True) + " " + waiting


def game_still_waiting_note(tr: Translator) -> str:
    """/help while a club game's private step waits in the chat (HTML): not « answer it, or
    /cancel it », since /cancel there keeps the step and points to /resign."""
    return esc(tr._("Your club game is waiting for you above; to leave it: /resign."))


def step_over_line(tr: Translator) -> str:
    """A private step closed before it was played (the game ended, the player left), edited
    so it no longer asks anything."""
    return esc(tr._("This step is over."))


def withdrawn_group_gone(tr: Translator) -> str:
    """To the host of a table still waiting for players in a group the bot has left."""
    return esc(tr._("Your table is withdrawn: I can no longer write in its group."))


def group_gone_lines(game: MemberGame, dealing: bool, tr: Translator) -> list[str]:
    """To each player of `game`, under way in a group the bot can no longer write in: what
    goes on in private, what waits for the bot to be back (`dealing`: the next deal was due
    already, nothing is left to play in private) (HTML)."""
    if dealing:
        waits = tr._(
            "The game waits until I am back in the group (its administrators can add me again)."
        )
    else:
        waits = tr._(
            "You can finish this deal here, in private. The next one waits until I am back in "
            "the group (its administrators can add me again)."
        )
    return [
        table_label(names_of(game, tr), tr),
        bold_markup(esc(tr._("I can no longer write in your table's group."))),
        esc(waits),
        esc(tr._("With no move for 7 days, the game is abandoned, without a winner.")),
    ]


def group_closed_note(tr: Translator) -> str:
    """« Another game » pressed when the bot can no longer write in the table's group (plain
    text: an alert)."""
    return tr._("I can no longer write in that table's group: I cannot invite anyone there.")


def left_group_note(tr: Translator) -> str:
    """« Another game » pressed by a member who has left the table's group since (plain text:
    an alert)."""
    return tr._("You are no longer in that table's group: I cannot invite anyone there for you.")


def group_back_lines(game: MemberGame, tr: Translator) -> list[str]:
    """To each player of `game`, under way in a group the bot is back in (HTML)."""
    back = tr._("I am back in your table's group: the game goes on there.")
    return [table_label(names_of(game, tr), tr), bold_markup(esc(back))]


def private_done_line(tr: Translator, *, in_group: bool = True) -> str:
    """After a private move: where the game goes on (`in_group` False: the bot can no longer
    write in the table's group, the players were told so; the move is only acknowledged)."""
    if not in_group:
        return esc(tr.pgettext("a private move", "Done."))
    return esc(tr._("Done; the table goes on in the group."))


# -- The end, in private (issue 40) -----------------------------------------------------------


def end_notice_lines(
    table: Table,
    names: Names,
    seat: int,
    won: bool | None,
    tr: Translator,
    *,
    tournament: bool = False,
    left: Collection[int] = (),
) -> list[str]:
    """The end of a game for one of its members: which table, their result, then the board,
    and for a resigned game that counted in a `tournament`, the points its standings count,
    as the group's end says (HTML). `left`: the seats whose member left the group, which
    resigned for them: they are told so, and when that ended the game (`table.resigned`),
    their partner and the winners too (not « vous avez abandonné », « votre partenaire a
    abandonné », « Bea a abandonné, vous gagnez », as the group says « a quitté le
    groupe »). The partner is named either way (« votre partenaire Bea a abandonné »)."""
    resigned = is_retired(table, seat) or (table.resigned == seat and won is False)
    gone = table.resigned in left  # the game ended by the leaving of `table.resigned`
    if table.abandoned and table.resigned is None and not is_retired(table, seat):
        result = tr._("The game was abandoned after 7 days without a move; no winner.")
    elif resigned and seat in left:
        result = tr._("The game is over. You left the group: it counts as a loss.")
    elif resigned:
        result = tr._("The game is over: you resigned, it counts as a loss.")
    elif table.resigned is not None and won is False and gone:  # teams: the partner left
        result = tr._(
            "The game is over: your partner {name} left the group, so it counts as a loss."
        )
    elif table.resigned is not None and won is False:  # teams: the partner resigned
        result = tr._("The game is over: your partner {name} resigned, it counts as a loss.")
    elif won and table.resigned is not None and gone:  # the board shows no win: who left
        result = tr._("The game is over: {name} left the group, you win.")
    elif won and table.resigned is not None:  # the board shows no win: who gave it
        result = tr._("The game is over: {name} resigned, you win.")
    elif won:
        result = tr._("The game is over: you won. Well played!")
    elif won is None:
        result = tr._("The game is over without a winner among the players.")
    else:
        result = tr._("The game is over: you lost this one.")
    said = esc(result)
    if table.resigned is not None:  # names come escaped
        said = said.format(name=names.of(table.resigned))
    lines = [table_label(names, tr), bold_markup(said)]
    margin = table.margin()
    if margin is not None and margin != "normal" and not is_retired(table, table.winner or 0):
        lines.append(esc(margin_text(margin, tr)))  # a skunk counts two: as the group reads
    if not table.abandoned or table.resigned is not None:
        lines.append(bot_grammar(board_line(table, names, tr), tr))
    if tournament:
        lines += tournament_resigned_lines(table, names, tr)
    return lines


def asked_after_game_lines(
    table: Table, names: Names, seat: int, won: bool | None, tr: Translator
) -> list[str]:
    """The score or whose turn asked in private (« on en est où? », « qui a gagné? », « c'est
    à qui? ») once the member's last club game is over (it said « Aucune partie en cours :
    /jouer en commence une contre moi », as if there had been none): its end as the member was
    told it (`end_notice_lines`: which table, won, lost or abandoned after 7 days without a
    move, the board), then how to start another (HTML)."""
    start = esc(tr._("To start another one: type /play in the club's group."))
    return [*end_notice_lines(table, names, seat, won, tr), start]


def next_robin_line(opponent: str, meeting: int, times: int, tr: Translator) -> str:
    """The next round robin game against the same member (HTML)."""
    return esc(
        tr._(
            "Tournament: your next game against {name} ({meeting} of {times}) is ready; the"
            " button below invites them in the group."
        )
    ).format(name=esc(opponent), meeting=tr.number(meeting), times=tr.number(times))


def another_game_button(tr: Translator, *, ordinary: int | None = None) -> str:
    """The end notice's button: another game, invited in the group. `ordinary`: under a
    tournament's game, the seats of the ordinary table it opens instead of the tournament's
    next game, said so (4: after a doubles game, whose next game « /tournament play »
    starts; 2: no game of the round robin is owed any more between the two)."""
    if ordinary == 4:
        return "🃏 " + tr._("An ordinary table of four")
    if ordinary is not None:
        return "🃏 " + tr._("An ordinary game")
    return "🃏 " + tr._("Another game")


def invited_in_group(tr: Translator) -> str:
    """The answer to the button: the invitation is in the group."""
    return tr._("Your invitation is in the group.")
