"""What the /play handlers say around the game itself: the buttons of a step, the refusals of
a move (the choices that start one are `bot.views.table_choice`). The game's narration is
`bot.views.table`; what is said when the player answers my count (the verdict and the muggins
claim) is `bot.views.table_verdict`; the abandon (/cancel) is `bot.views.table_abandon`; the
sentences shared with other areas are `bot.views.replies`.

Functions named `..._note` and `..._button` return plain text (a button's answer or label);
the others return Telegram HTML (cards and numbers only: no user text).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.drills.answer_asides import says_dont_know
from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.ecart import DEAL_SIZES, Challenge
from bot.drills.ecart_typed import lay_away_said
from bot.drills.help_asked import asks_what
from bot.drills.step_asked import Asked
from bot.drills.table import picked
from bot.drills.table_bot import Level
from bot.drills.table_moves import (
    Chatter,
    CountBelowMine,
    GoTyped,
    NotHeld,
    PlayCall,
    play_call,
    says_no,
    wishes_good_game,
)
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Step, Table, Waiting
from bot.drills.table_typed import chatter_at_count, chatter_at_step, table_talk
from bot.engine.card_parsing import CardError, CardErrorReason, parse_rank
from bot.engine.cards import Card, hand_order
from bot.engine.variants import discards_per_player
from bot.i18n import Translator, card_input, render
from bot.views import calls_unread, replies
from bot.views import ecart as ecart_view
from bot.views import ecart_typed as ecart_typed_view
from bot.views import show as show_view
from bot.views import table as table_view
from bot.views import table_show as table_show_view
from bot.views.markup import code, esc
from bot.views.peg_asides import play_points_line
from bot.views.table_choice import choose_above
from bot.views.table_verdict import (
    claim_help_text,
    claim_typed_note,
    claim_unsure_note,
    count_below_mine_line,
    verdict_no_note,
    verdict_refused_note,
    verdict_typed_note,
)


def usage_line(tr: Translator) -> str:
    """How to start a game."""
    return esc(tr._("Choose at once: /play 121 normal (61 or 121; easy, normal, expert)."))


def members_in_group_line(tr: Translator) -> str:
    """/play @name (or a table of 3 or 4) typed in private: that is a group's business."""
    return esc(
        tr._(
            "Games between members are played in the club's group: type /play @name there "
            "(or /play 3, /play 4 for a table)."
        )
    )


def goes_on_line(tr: Translator) -> str:
    """A game under way, shown again."""
    return esc(tr._("Your game goes on where it stood."))


def already_under_way_line(tr: Translator) -> str:
    """/play with arguments while a game is under way."""
    return esc(tr._("A game is already under way; /cancel abandons it."))


def waiting_line(tr: Translator) -> str:
    """Before a step asked again."""
    return esc(tr._("Your game is waiting for you:"))


def no_game_score_line(tr: Translator) -> str:
    """The score asked in private with no game against me under way (HTML)."""
    return esc(tr._("No game under way: /play starts one against me. Your progress: /stats."))


def game_still_waiting_note(tr: Translator) -> str:
    """/help while a step of a /play game waits in the chat (HTML): not « answer it, or
    /cancel it », since /cancel there offers to resign the game."""
    return esc(tr._("Your game against me is waiting for you above; /play shows it again."))


def not_your_game_note(tr: Translator) -> str:
    """A press on another player's game."""
    return tr._("This game is not yours: /play starts one.")


def set_aside_note(tr: Translator) -> str:
    """A press on a step that a drill set aside."""
    return tr._("This step was set aside: /play brings your game back.")


def set_aside_line(tr: Translator) -> str:
    """A drill asked while a step of the game waited: the game waits, and how to bring it
    back (HTML; in place of `replies.set_aside_line`)."""
    return "<i>" + esc(tr._("Your game against me is set aside: /play brings it back.")) + "</i>"


def not_held_note(strangers: Sequence[Card], held: Sequence[Card], tr: Translator) -> str:
    """Typed cards that are not in the player's hand (theirs in `hand_order`, as the step)."""
    return tr.ngettext(
        "You do not hold {cards}; your cards: {held}.",
        "You do not hold {cards}; your cards: {held}.",
        len(strangers),
    ).format(cards=render.cards(strangers, tr), held=render.cards(hand_order(held), tr))


def not_held_step_note(
    strangers: Sequence[Card], tr: Translator, *, laid_away: Sequence[Card] = ()
) -> str:
    """Typed cards that are not in the player's hand, said above the step shown again (which
    lists the cards they hold); those of them the player laid away (`laid_away`) said to be
    in the crib (it was « Vous n'avez pas R♠ », as if never dealt)."""
    thrown = [card for card in strangers if card in laid_away]
    others = [card for card in strangers if card not in laid_away]
    said = [laid_away_line(thrown, tr)] if thrown else []
    if others:
        said.insert(
            0,
            tr.ngettext("You do not hold {cards}.", "You do not hold {cards}.", len(others)).format(
                cards=render.cards(others, tr)
            ),
        )
    return " ".join(said)


def laid_away_line(cards: Sequence[Card], tr: Translator) -> str:
    """Cards typed at the play that the player laid away: they are in the crib (plain text)."""
    return tr.ngettext(
        "{cards} is in the crib: you laid it away.",
        "{cards} are in the crib: you laid them away.",
        len(cards),
    ).format(cards=render.cards(cards, tr))


def typed_chosen_line(card: Card, tr: Translator) -> str:
    """A card typed alone at the lay-away, chosen as its button chooses it (its button now
    shows ✓): the other one still to choose."""
    return esc(
        tr._("{card} is chosen for the crib. One more: tap it or type it.").format(
            card=render.card(card, tr)
        )
    )


def chosen_again_line(card: Card, tr: Translator) -> str:
    """The card chosen already at the lay-away, typed again alone (it was « Il faut 2 cartes,
    pas 1 »): the other one still to choose (HTML)."""
    return esc(
        tr._("{card} is already chosen for the crib. Choose the other one: tap it or type it.")
    ).format(card=render.card(card, tr))


def refusal_note(waiting: Waiting, tr: Translator, laid: Sequence[Card] = ()) -> str:
    """Why a move the game refused was refused, by the step it waits on; `laid`: the cards
    the player tried to lay, named when the count cannot take them."""
    if waiting.step is Step.LAY_AWAY:
        return tr._("Lay away two of your six cards.")
    past = [card for card in laid if card not in waiting.legal]
    if waiting.step is Step.PLAY and past:
        return tr.ngettext(
            "{cards} would take the count past 31: you cannot play it now.",
            "{cards} would take the count past 31: you cannot play them now.",
            len(past),
        ).format(cards=render.cards(past, tr))
    if waiting.step is Step.PLAY:
        return tr._("Play one of your cards that keeps the count at 31 or less.")
    return tr._("That answer does not fit this step.")


def go_typed_note(tr: Translator) -> str:
    """« Go » typed while a card can still be laid."""
    return tr._(
        "You can still play a card: I say “go” for you when none of your cards keeps the count "
        "at 31 or less."
    )


def dont_know_line(muggins: bool, tr: Translator) -> str:
    """« Je ne sais pas » at the player's count: what a short count costs in a game (the
    drills' « send 0, I show the count » would hand the bot every point)."""
    if muggins:
        text = tr._(
            "No problem! Count what you can see, even a single fifteen: I show you the whole "
            "count after, and I take the points you leave out (muggins)."
        )
    else:
        text = tr._(
            "No problem! Count what you can see, even a single fifteen: I show you the whole "
            "count after; the points you leave out are lost."
        )
    return esc(text)


def members_dont_know_line(muggins: bool, tr: Translator) -> str:
    """« Je ne sais pas » at a member's count in a game between members: the drills' « send
    0, I show the count; /cancel moves on » would hand the others every point by muggins."""
    if muggins:
        text = tr._(
            "No problem! Count what you can see, even a single fifteen, and send that total: "
            "the other players can call muggins on the points you leave out."
        )
    else:
        text = tr._(
            "No problem! Count what you can see, even a single fifteen, and send that total: "
            "the points you leave out are lost."
        )
    return esc(text)


def step_help(
    waiting: Waiting,
    tr: Translator,
    *,
    lay_away: int,
    dealer: bool,
    hand: Sequence[Card] | None = None,
) -> str:
    """« aide » / "help" typed alone at a step of the game (HTML): what the step asks and how
    to answer it (the whole /help had buried the step): at the lay-away, what to keep (the
    crib the `dealer`'s) and how to lay `lay_away` cards away; at the play, what a card pegs
    and how to lay one (the example typed: one of `waiting.legal`); at the count, how to
    count; at the bot's count, what to send; at the muggins claim, how to find the number it
    asks."""
    if waiting.step is Step.LAY_AWAY:
        return ecart_view.lay_away_how(lay_away, tr, dealer=dealer, cards=hand)
    if waiting.step is Step.PLAY:
        lay = tr._(
            "Tap one of your cards on the buttons below, or type it, like {example}. The count "
            "cannot go past 31: when none of your cards fits, I say “go” for you."
        )
        # a card the player may lay now (« 5♥ » was most often a card not in the hand)
        example = code(render.card((waiting.legal or ecart_view.EXAMPLE_CARDS)[0], tr))
        return esc(play_points_line(tr)) + " " + esc(lay).format(example=example)
    if waiting.step is Step.COUNT:
        return esc(calls_unread.how_to_count_text(tr))
    if waiting.step is Step.VERDICT:
        return esc(verdict_typed_note(tr))
    return esc(claim_help_text(tr))


def step_help_at(table: Table, waiting: Waiting, tr: Translator) -> str:
    """How to answer the step a game waits on (`step_help`, HTML), against me or between
    members (the seat waited on): the lay-away size, whether the crib is the seat's side's,
    and the seat's cards for the example typed."""
    lay_away = discards_per_player(table.rules)
    dealer = table.side(table.deal.dealer) == table.side(waiting.seat)
    hand = table.deal.hands[waiting.seat]  # the example typed: two of these cards
    return step_help(waiting, tr, lay_away=lay_away, dealer=dealer, hand=hand)


def points_held_line(table: Table, waiting: Waiting, tr: Translator) -> str:
    """« combien j'ai de points? » at the player's count (HTML): how to count the hand
    (`step_help_at`), then the board, the game's score they may mean (it got how to count
    alone)."""
    return step_help_at(table, waiting, tr) + "\n" + table_view.board_line(table, tr)


def chatter_line(chatter: Chatter, step: Step, tr: Translator) -> str:
    """A greeting, thanks or another word typed at a step that reads as no move (« bonjour »
    at the lay-away was « Carte inconnue « bonjour » »): greeted or thanked back, then what
    the step waits for, as a person at the table would say it (HTML)."""
    if chatter is Chatter.GOODNIGHT:  # « bonne nuit », « à demain »: the game waits
        return esc(tr._("See you soon! Your game will wait for you here."))
    return _greeted_back(chatter, step_waits(step, tr), tr)


def _greeted_back(chatter: Chatter, then: str, tr: Translator) -> str:
    """`then` (plain text) after « Bonjour! », « Bonsoir! » or « De rien! » said back to
    `chatter`, if it is one (HTML): at a step and at /play's choice of a game."""
    back = {
        Chatter.GREETING: tr._("Hello!"),
        Chatter.EVENING: tr._("Good evening!"),
        Chatter.THANKS: tr._("You're welcome!"),
    }.get(chatter)
    return esc(then if back is None else back + " " + then)


def count_asked_line(table: Table, tr: Translator) -> str:
    """The count of the play asked at the play (« c'est quoi le compte? » was « Carte inconnue
    « c » »): the count, and that it is the player's turn (HTML)."""
    count = table_view.pile_under_way(table.deal)[1]
    said = tr._("The count is {count}.").format(count=tr.number(count))
    return esc(said + " " + step_waits(Step.PLAY, tr))


def board_asked_line(table: Table, tr: Translator) -> str:
    """The count asked at the lay-away (« c'est quoi le compte? » was « Carte inconnue « c » »):
    no play is under way, so the score, the board, and that the lay-away waits (HTML)."""
    return table_view.board_line(table, tr) + " " + esc(step_waits(Step.LAY_AWAY, tr))


def starter_said(table: Table, tr: Translator) -> str:
    """The starter, or that it is cut after the lay-away (plain text)."""
    starter = table.deal.starter
    if starter is None:
        return tr._("The starter is cut once the cards are laid away to the crib.")
    return tr._("Starter: {card}").format(card=render.card(starter, tr)) + "."


def table_asked_line(table: Table, asked: Asked, step: Step, tr: Translator) -> str:
    """The score, the starter, who deals or the game asked at a step of /play (« quel est le
    pointage? », « c'est quoi la carte de départ? », "what level are you?" were « Carte
    inconnue « quel » »): the board, the starter (`starter_said`), the deal's own line
    (`dealer_asked_line`) or the game's header (its length, my level, its rules) and the
    board, and what `step` waits for (HTML)."""
    if asked is Asked.DEALER:
        return dealer_asked_line(table, step, tr)
    if asked is Asked.STARTER:
        return esc(starter_said(table, tr) + " " + step_waits(step, tr))
    board = table_view.board_line(table, tr) + " " + esc(step_waits(step, tr))
    if asked is Asked.GAME:  # « c'est quel niveau? », "how long is the game?"
        level = table.seats[BOT_SEAT].level or Level.NORMAL
        return "\n".join([*table_view.start_lines(table, level, tr, margin=True), board])
    return board


def after_game_lines(table: Table, tr: Translator, *, why: bool) -> list[str]:
    """« pourquoi? » (`why`) or the score asked (« qui mène? ») once the game against me is
    over (it was « Je réponds aux comptes et aux commandes »): the last count explained
    (`table_show.why_lines`), or who won and the score (`table.result_lines`, a game won, not
    abandoned), then /play for another; none when there is nothing to say."""
    if why:
        lines = table_show_view.why_lines(table, tr)
    else:
        lines = table_view.result_lines(table, tr) if table.margin() is not None else []
    return [*lines, esc(tr._("/play for another game."))] if lines else []


def dealer_asked_line(table: Table, step: Step, tr: Translator) -> str:
    """Who deals asked at a step (« qui donne? », "who deals?" was « Carte inconnue « qui » »):
    the deal's own line (`deal_header`), and what `step` waits for (HTML)."""
    return table_view.deal_header(table, tr) + " " + esc(step_waits(step, tr))


def undo_line(table: Table, waiting: Waiting, tr: Translator) -> str:
    """A move asked back at a step (« je me suis trompé », « annuler », "undo" were « Carte
    inconnue « me » »): what is played stays played, as at the table; at the lay-away nothing
    is laid away yet, and a chosen card tapped again goes back to the hand; at the play before
    the player's first card, the lay-away just made stays in the crib (it was « Une carte jouée
    reste jouée » with no card played); then what the step waits for (HTML)."""
    if waiting.step is Step.LAY_AWAY and picked(table, waiting.seat):
        said = tr._("Nothing is laid away yet: tap a chosen card to put it back in your hand.")
    elif waiting.step is Step.LAY_AWAY:
        said = tr._("Nothing is laid away yet.")
    elif waiting.step is Step.PLAY and not table.deal.laid_by(waiting.seat):
        said = tr._("The cards laid away stay in the crib, as at the table.")
    elif waiting.step is Step.PLAY:
        said = tr._("A card played stays played, as at the table.")
    else:
        said = tr._("What is done stays done, as at the table.")
    return esc(said + " " + step_waits(waiting.step, tr))


def cheating_line(step: Step, tr: Translator) -> str:
    """« tricheur! », « c'est truqué » typed at a step (it was « Carte inconnue « tricheur » »):
    how the player can check that the deals are fixed before play (/play check), and what
    `step` waits for (HTML)."""
    said = tr._(
        "I don't cheat: each deal's cards are fixed before play, and their code proves it "
        "(/play check)."
    )
    return esc(said + " " + step_waits(step, tr))


def wish_line(step: Step, tr: Translator) -> str:
    """A good game wished at a step (« bonne partie! » at the lay-away was « Carte inconnue
    « bonne » »): wished back as after a game (`replies.after_game_line`), then what the step
    waits for (HTML)."""
    return replies.after_game_line(tr, wish=True) + " " + esc(step_waits(step, tr))


def step_waits(step: Step, tr: Translator) -> str:
    """What a step waits for, as a person at the table would say it (plain text)."""
    if step is Step.LAY_AWAY:
        return tr._("I'm waiting for the cards you lay away in the crib.")
    if step is Step.PLAY:
        return tr._("It's your turn to play a card.")
    if step is Step.COUNT:
        return tr._("I'm waiting for your count.")
    if step is Step.VERDICT:
        return tr._("Tell me whether my count is right.")
    return tr._("I'm waiting for the number of points I missed.")


def chatter_choice_line(chatter: Chatter, tr: Translator) -> str:
    """A greeting, thanks or another word typed at /play's choice of a game (« bonjour » was
    « I answer counts and commands »): greeted back, and pointed to the choice above; a
    goodbye, told the choice waits (HTML)."""
    if chatter is Chatter.GOODNIGHT:  # « au revoir »: the choice waits, nothing to choose now
        return esc(
            tr.pgettext("said back", "See you soon!")
            + " "
            + tr._("The buttons above will wait for your return.")
        )
    return _greeted_back(chatter, choose_above(tr), tr)


def play_call_line(
    call: PlayCall,
    tr: Translator,
    *,
    step: Step = Step.PLAY,
    members: bool = False,
    asked: bool = False,
) -> str:
    """A count or « Muggins! » typed at the play, where a card is asked (« quinze-deux » was
    « Carte inconnue « quinze » »), or at the lay-away (`step`: counted after the play); in
    a game between `members`, muggins is called on an opponent's count; `asked` ("what's
    muggins?" was told where it is called, never what it is): what it is, then where (HTML)."""
    here = (
        tr._("Here, lay away your cards to the crib.")
        if step is Step.LAY_AWAY
        else tr._("Here, play a card.")
    )
    if call is PlayCall.MUGGINS and asked and not members:
        what = tr._(
            "Muggins is called on my count of a hand or a crib, after the play: when a player "
            "counts short, the other player calls “Muggins!” and takes the points missed."
        )
        return esc(what + " " + here)
    if call is PlayCall.MUGGINS and members:
        called = tr._(
            "Muggins is called on an opponent's count of a hand or a crib, after the play."
        )
        return esc(called + " " + here)
    if step is Step.LAY_AWAY and call is PlayCall.COUNT:  # « quinze 2 »: « Carte inconnue »
        return esc(
            tr._(
                "The hands and the crib are counted after the play. Here, lay away your cards "
                "to the crib."
            )
        )
    if call is PlayCall.MUGGINS and step is Step.LAY_AWAY:
        return esc(
            tr._(
                "Muggins is called on my count of a hand or a crib, after the play. Here, lay "
                "away your cards to the crib."
            )
        )
    if call is PlayCall.MUGGINS:
        return esc(
            tr._(
                "Muggins is called on my count of a hand or a crib, after the play. Here, play a "
                "card."
            )
        )
    return esc(
        tr._(
            "In the play, I peg the points for you (fifteens, pairs, runs, go): just play a card, "
            "tap it or type it."
        )
    )


def both_refused_line(table: Table, waiting: Waiting, text: str, tr: Translator) -> str | None:
    """« les deux 9 », "both 9s" typed at the lay-away where the hand holds one 9 or none (or
    three) (it was « Carte inconnue « les » »): why, as /ecart says it
    (`ecart_typed.both_of_a_rank`: « Vous n'avez qu'un 9 dans cette donne : 9♠. »), HTML;
    None at another step or for another text."""
    hand = table.deal.hands[waiting.seat]
    if waiting.step is not Step.LAY_AWAY or len(hand) not in DEAL_SIZES:
        return None
    dealt = Challenge(tuple(hand), dealer=table.deal.dealer == waiting.seat)
    why = ecart_typed_view.both_of_a_rank(lay_away_said(text), dealt, tr)
    return why if isinstance(why, str) else None


def card_refused_line(
    step: Step,
    text: str,
    error: CardError,
    tr: Translator,
    *,
    members: bool = False,
    laid_away: Sequence[Card] = (),
) -> str:
    """Why a text typed where cards are asked is no card (HTML): a greeting or thanks
    answered (`chatter_line`), a count or « Muggins! » at the play or the lay-away told where
    it belongs (`play_call_line`; between `members`, muggins is on an opponent's count), else
    the card error (its token escaped), a rank the player laid away (`laid_away`) said to be
    in the crib; « bonne partie! » wished back (`wish_line`)."""
    if wishes_good_game(text):  # « bonne partie! », "gg": a courtesy, no card
        return wish_line(step, tr)
    chatter = chatter_at_step(text)
    if chatter is not None:  # « bonjour », « merci », « go » at the lay-away, « ouin »
        return chatter_line(chatter, step, tr)
    call = play_call(text, error) if step in (Step.PLAY, Step.LAY_AWAY) else None
    if call is not None:  # « quinze 2 », « Muggins! » at the play or the lay-away
        asked = asks_what(text.split())  # "what's muggins?": what it is, too
        return play_call_line(call, tr, step=step, members=members, asked=asked)
    said = card_input.card_error(error, tr)
    if error.reason is CardErrorReason.RANK_NOT_HELD:  # « R » alone, the king laid away
        rank = parse_rank(error.token, lang=error.notation or tr.lang)
        thrown = [card for card in laid_away if card.rank == rank]
        if thrown:
            said = f"{said} {esc(laid_away_line(thrown, tr))}"
    return said


def count_refused_line(
    step: Step, text: str, error: AnswerError, tr: Translator, *, muggins: bool
) -> str:
    """Why a text typed where a count or a number is asked of /play reads as none (HTML): a
    greeting or thanks answered; at my count, how to accept it or call muggins; at the claim,
    that a number of points is asked (to « je sais pas »: how to find it, or take it back);
    « je sais pas » at a count, what a short count costs (with `muggins` on or off); else why
    the count does not read; « bonne partie! » wished back (`wish_line`)."""
    if wishes_good_game(text):  # « bonne partie! », "gg": a courtesy, no count
        return wish_line(step, tr)
    if step is Step.VERDICT and says_no(text):  # not « Dites-moi si mon compte est bon. »
        return esc(verdict_no_note(tr))
    chatter = chatter_at_count(text)  # « merci », « c'est à qui? »
    if chatter is None and table_talk(text):  # « bien joué », « euh »: as at the play
        chatter = Chatter.OTHER
    if chatter is not None:
        return chatter_line(chatter, step, tr)
    if step is Step.VERDICT:  # not a count: accept it, or « Muggins! »; or how to check it
        return esc(verdict_refused_note(text, tr))
    if step is Step.CLAIM and says_dont_know(text):  # how to find it, and the way out
        return esc(claim_help_text(tr) + " " + claim_unsure_note(tr))
    if step is Step.CLAIM:  # a number of points missed, not a count
        return esc(claim_typed_note(tr))
    if error.reason is AnswerErrorReason.DONT_KNOW:
        return dont_know_line(muggins, tr)
    return show_view.answer_error(error, tr)


def typed_refused_line(
    table: Table,
    waiting: Waiting,
    text: str,
    error: NotHeld | GoTyped | CountBelowMine | CardError | AnswerError,
    tr: Translator,
) -> str:
    """Why a text typed at the step `waiting` of /play is no move for it, said above the step
    shown again (HTML): cards not held (those laid away said to be in the crib), « go » while a
    card can be laid, a count below mine at my count, « les deux 9 » at the lay-away, else why
    it is no card (`card_refused_line`) or no count (`count_refused_line`)."""
    thrown = table.deal.discards[PLAYER_SEAT] or []  # « R♠ », laid away: in the crib
    match error:
        case NotHeld():
            return esc(not_held_step_note(error.strangers, tr, laid_away=thrown))
        case GoTyped():
            return esc(go_typed_note(tr))
        case CountBelowMine():  # « quinze 2 » at my count of 4
            return count_below_mine_line(error.said, error.claimed, tr)
        case CardError():
            both = both_refused_line(table, waiting, text, tr)  # « les deux 9 »
            if both is not None:
                return both
            return card_refused_line(waiting.step, text, error, tr, laid_away=thrown)
        case AnswerError():
            muggins = table.rules.muggins
            return count_refused_line(waiting.step, text, error, tr, muggins=muggins)


def game_over_count_line(tr: Translator) -> str:
    """A count typed in private once the player's game against me is over, nothing asked
    since (« Rien à compter » named only /hand) (HTML)."""
    return esc(
        tr._(
            "Nothing to count right now: your game is over. /play starts another, /hand deals "
            "you a hand."
        )
    )


def lay_away_button(tr: Translator) -> str:
    """The confirmation of the two cards laid away (after the ✅)."""
    return tr._("Lay them away")


def right_button(tr: Translator) -> str:
    """Accepting the bot's count (after the ✓)."""
    return tr._("Right")


def muggins_button(tr: Translator) -> str:
    """Calling muggins on the bot's count."""
    return tr._("Muggins!")
