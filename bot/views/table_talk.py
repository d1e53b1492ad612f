"""What the bot answers to a question asked at the table instead of a move: the score, who
deals, the starter, the count, « tricheur! », « je me suis trompé », « pourquoi? »,
« comment? », « je sais pas » (read by `bot.drills.step_asked`, `bot.drills.table_typed`,
`bot.drills.answer_asides`, `bot.drills.ecart_talk`). One function a place a game waits:
/play's step (`play_talk`), a member's private step (`members_talk`), a member's game waiting
on someone else (`waiting_talk`) and a game between members asked about in its group
(`group_asked_lines`). The first two give None for a text that asks none of these:
the step reads it as a move.
"""

from __future__ import annotations

from typing import Final

from bot.drills.answer_asides import asks_how, says_dont_know
from bot.drills.answer_words import MUGGINS_WORD
from bot.drills.ecart_talk import asks_at_lay_away, asks_why
from bot.drills.kings_questions import asks_turn
from bot.drills.step_asked import (
    Asked,
    asks_cards,
    asks_dealer,
    asks_game,
    asks_points_held,
    asks_score,
    asks_starter,
    table_asked,
)
from bot.drills.table_args import asks_again
from bot.drills.table_moves import chatter_of, wishes_good_game
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import due
from bot.drills.table_typed import (
    asks_count,
    asks_undo,
    asks_what_to_play,
    calls_muggins,
    chatter_at_step,
    says_cheating,
)
from bot.drills.table_why_played import asks_why_played, last_played
from bot.i18n import Translator
from bot.storage.repo_members import MemberGame
from bot.views import members_deal as deal_view
from bot.views import members_private as private
from bot.views import table_replies as words
from bot.views import table_show as show
from bot.views.guide import typed_question
from bot.views.markup import esc
from bot.views.members_news import names_of
from bot.views.table_why_played import why_played_text

CARDS_ASKED: Final = frozenset({Step.LAY_AWAY, Step.PLAY})
"""The steps that take cards: there « je sais pas » asks how to answer (at a count it is read
as a count not known, and told what a short count costs); a member's « comment? » too."""


def play_talk(table: Table, waiting: Waiting, text: str, tr: Translator) -> str | None:
    """/play's step: another game asked (« rejouer »: this one is under way, /cancel abandons
    it), the count (at the play) or the score (at the lay-away) asked, who deals
    or the score (`table_asked`), the deals' fairness, played stays played (but at a muggins
    claim), the last count explained, how to answer the step (« comment? », « je sais
    pas » where cards are asked), a word of the game asked (« c'est quoi le crib? », « c'est
    quoi un go? »: it was « Carte inconnue « c » »; muggins is told by the step's reply), or,
    where cards are asked, any other question with no card in it (« what now? »): the step's
    help."""
    step = waiting.step
    if asks_again(text):  # « rejouer » was « Carte inconnue « rejouer » »: this game goes on
        return words.already_under_way_line(tr)
    if asks_count(text) and step is Step.PLAY:  # « c'est quoi le compte? »
        return words.count_asked_line(table, tr)
    if asks_count(text) and step is Step.LAY_AWAY:  # no play yet: the score
        return words.board_asked_line(table, tr)
    asked = table_asked(text)  # « qui donne? », « quel est le pointage? »
    if asked is Asked.SCORE and _hand_points_asked(text, step):  # « combien j'ai de points? »
        return words.points_held_line(table, waiting, tr)  # how to count, and the board
    if asked is not None:
        return words.table_asked_line(table, asked, step, tr)
    if says_cheating(text):  # « tricheur! »: the deals can be checked
        return words.cheating_line(step, tr)
    if asks_undo(text) and step is not Step.CLAIM:  # played stays played
        return words.undo_line(table, waiting, tr)
    if asks_why_played(text) and (played := last_played(table)) is not None:
        return why_played_text(played, tr)  # « pourquoi tu as joué ça? »: was the play's rules
    why = asks_why(text)
    if why and (lines := show.why_lines(table, tr)):  # « pourquoi? »: the last count
        return "\n".join(lines)
    asks_cards = step in CARDS_ASKED and (says_dont_know(text) or asks_what_to_play(text))
    if why or asks_how(text) or asks_cards:  # « comment? », « je sais pas », « je joue quoi? »
        return words.step_help_at(table, waiting, tr)
    if MUGGINS_WORD.search(text):
        return None  # « c'est quoi muggins? »: the step's reply tells it
    if (term := typed_question(text, tr, more=False)) is not None:
        return term  # « c'est quoi le crib? »: as /aide crib says it
    if step in CARDS_ASKED and asks_at_lay_away(text) and chatter_at_step(text) is None:
        return words.step_help_at(table, waiting, tr)  # "what…?": was « Carte inconnue « what » »
    return None


def members_talk(
    game: MemberGame, table: Table, waiting: Waiting, text: str, tr: Translator
) -> str | None:
    """A member's private step: the cards held (the step's lines again), the score or the
    game's length (« on joue à combien? »: the board says it), who deals, the starter, the
    count (at the play; elsewhere the score), who shuffles and sees which cards, played stays
    played, the last count settled, or how to answer the step, as /play says them; « bonne
    partie! » wished back (at a count it was « « bonne » : vouliez-vous dire « donne »? »)."""
    step = waiting.step
    if wishes_good_game(text):  # « bonne partie! », "gg": a courtesy, then what the step waits
        return words.wish_line(step, tr)
    if _calls_muggins(text, tr) and (  # « muggins » at their count: called in the group
        called := private.muggins_in_group_line(
            game, table, waiting.seat, esc(words.step_waits(step, tr)), tr
        )
    ):
        return called
    if asks_cards(text):  # « c'est quoi mes cartes? »: the step's lines again (buttons above)
        return "\n".join(private.private_step_lines(table, waiting, names_of(game, tr), tr))
    score = asks_score(text) and not _hand_points_asked(text, step)
    if score or asks_game(text):  # the board at any step (« (partie de 61) »: its length)
        return private.board_asked_line(table, names_of(game, tr), step, tr)
    if asks_dealer(text):  # « qui donne? », « à qui le crib? »
        return private.dealer_asked_line(table, waiting.seat, names_of(game, tr), step, tr)
    if asks_starter(text):  # « c'est quoi la carte de départ? »
        return private.starter_asked_line(table, step, tr)
    if asks_count(text) and step is Step.PLAY:  # « c'est quoi le compte? »
        return words.count_asked_line(table, tr)
    if asks_count(text):  # no play under way (the lay-away, a count): the board
        return private.board_asked_line(table, names_of(game, tr), step, tr)
    if says_cheating(text):  # « tricheur! »: who shuffles, and who sees which cards
        return private.cheating_line(step, tr)
    if asks_undo(text):  # « je me suis trompé »: played stays played
        return words.undo_line(table, waiting, tr)
    why = asks_why(text)
    if why and (lines := private.why_asked_lines(table, names_of(game, tr), step, tr)):
        return "\n".join(lines)
    if why or (step in CARDS_ASKED and (asks_how(text) or says_dont_know(text))):
        return words.step_help_at(table, waiting, tr)  # « comment? », « je sais pas »
    return None


def _hand_points_asked(text: str, step: Step) -> bool:
    """« combien j'ai de points? » (`asks_points_held`) at the player's count: the points of
    the hand asked, which the count's help answers, not the board."""
    return step is Step.COUNT and asks_points_held(text)


def _calls_muggins(text: str, tr: Translator) -> bool:
    """« muggins », « je crie muggins » typed by a member in private: muggins called (it is
    called in the group); « c'est quoi muggins? » asks what it is (`guide.typed_question`)."""
    return calls_muggins(text) and typed_question(text, tr, more=False) is None


def waiting_talk(
    game: MemberGame, table: Table, seat: int | None, text: str, said: str, tr: Translator
) -> str:
    """A member's game waiting on someone else, `said` telling whose turn it is: the cards
    held, who deals or the score asked, the last count settled, who shuffles, played stays
    played, or a greeting or a good game (« bonne partie! ») said back, each before `said`;
    whose turn it is asked (« c'est à qui? »), after `said`; `said` alone for any other
    text."""
    asked = table_asked(text)
    if _calls_muggins(text, tr) and seat is not None:  # « muggins »: called in the group
        called = private.muggins_in_group_line(game, table, seat, said, tr)
        if called is not None:
            return called
    if asked is not None and seat is not None:  # « qui donne? »: answered, then the turn
        return private.asked_while_waiting_line(table, seat, names_of(game, tr), asked, said, tr)
    if asks_cards(text) and seat is not None:  # « c'est quoi mes cartes? »: the cards held
        return private.cards_while_waiting_line(table, seat, said, tr)
    if asks_turn(text) and (turn := private.turn_while_waiting_line(table, game, said, tr)):
        return turn  # « c'est à qui? »: not theirs, then whose
    if asks_why(text) and seat is not None:  # « pourquoi? »: the last count settled
        return (
            "\n".join(private.why_while_waiting_lines(table, names_of(game, tr), said, tr)) or said
        )
    if says_cheating(text):  # « tricheur! »: who shuffles, and who sees which cards
        return private.cheating_while_waiting_line(said, tr)
    if asks_undo(text):  # « je me suis trompé »: played stays played, as /play says
        return private.undo_while_waiting_line(said, tr)
    if wishes_good_game(text):  # « bonne partie! »: wished back first
        return private.wish_while_waiting_line(said, tr)
    chatter = chatter_of(text)
    if chatter is not None:  # « bonjour »: greeted back first
        return private.chatter_while_waiting_line(chatter, said, tr)
    return said


def asked_in_group(text: str) -> bool:
    """Whether `text`, typed in a group in reply to the bot, asks about a game between members
    there (`group_asked_lines`): whose turn it is, the score, who deals, the starter, the count."""
    return asks_turn(text) or asks_count(text) or table_asked(text) is not None


def group_asked_lines(game: MemberGame, table: Table, text: str, tr: Translator) -> list[str]:
    """« c'est à qui? », « on en est où? », « combien j'ai de points? », « qui donne? » typed
    in the group in reply to one of the bot's messages by a player of a game there
    (`asked_in_group`; it was silence, the same words in private are answered): for everyone
    to read, who deals or the starter when asked, else the board, then whose turn it is, as
    the table's messages say them (HTML)."""
    names = names_of(game, tr)
    asked = table_asked(text)
    if asked is Asked.DEALER:
        said = deal_view.deal_lines_of(table, len(table.deals) - 1, names, tr)[0]
    elif asked is Asked.STARTER:
        said = esc(private.starter_line(table, tr))
    else:
        said = deal_view.board_line(table, names, tr)
    waiting = due(table)
    if not waiting:
        return [said]
    if waiting[0].step is Step.DEAL:
        return [said, deal_view.next_dealer_line(table, names, waiting[0], tr, mentioned=False)]
    return [said, deal_view.turn_line(waiting, names, tr)]
