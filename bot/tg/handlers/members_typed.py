"""What a club member types in a game between members: at their private step (a count, the
lay-away's or the play's cards, a question asked at the table: the score, the starter, who
deals, why, « je me suis trompé »), in the group (a count or cards in reply to the game), and in
private while the game waits on someone else. Each move goes through `members_play.progress`."""

from __future__ import annotations

from functools import partial
from typing import Final

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.kings_questions import asks_turn
from bot.drills.members_steps import due_at
from bot.drills.step_asked import Asked, table_asked
from bot.drills.table_moves import (
    Chatter,
    GoTyped,
    NotHeld,
    asks_to_abandon,
)
from bot.drills.table_state import Step, Table, TableError
from bot.drills.table_typed import (
    chatter_at_count,
    play_call_at,
    reads_count_or_cards,
    table_talk,
    would_play,
)
from bot.engine.card_parsing import CardError
from bot.i18n import card_input
from bot.tg.context import Context
from bot.tg.handlers.club_base import in_chat_language
from bot.tg.handlers.common import Who, esc, send
from bot.tg.handlers.drill import word_asked
from bot.tg.handlers.members_group import resign_command, resign_typed
from bot.tg.handlers.members_play import MEMBERS_KIND, find_step, progress, tell_deal
from bot.tg.handlers.members_post import (
    group_open,
    voice_of,
)
from bot.tg.handlers.questions import (
    TextAnswers,
    Typed,
)
from bot.tg.handlers.steps import (
    typed_play,
    typed_step,
)
from bot.tg.handlers.tournament import typed_asked as tournament_asked
from bot.views import members_private as private_view
from bot.views import members_words as words
from bot.views import replies
from bot.views import table_replies as table_words
from bot.views import table_talk as talk_view
from bot.views.members_news import names_of
from bot.views.show import answer_error


async def answer_text(typed: Typed) -> None:
    """A typed count, lay-away or card for the player's step; « j'abandonne » at the lay-away
    or the play asks to resign, as /abandon (as against the bot)."""
    tr = typed.tr
    at = await typed_step(typed, find_step)
    if at is None:
        return
    game, table = at.game, at.table
    if await resign_typed(typed.context, typed.player, typed.text):  # « oui » to /abandon's
        return
    if at.waiting.step is not Step.COUNT and asks_to_abandon(typed.text):
        await resign_command(typed.context, typed.player)  # « j'abandonne »: as /abandon
        return  # (at a count, it gives up that count alone)
    if await tournament_asked(typed.context, typed.player, typed.text):  # « fin du tournoi? »
        await typed.reply(esc(table_words.step_waits(at.waiting.step, tr)))  # then the step's
        return
    talk = talk_view.members_talk(game, table, at.waiting, typed.text, tr)  # « qui donne? »
    if talk is not None:
        await typed.hint(talk)
        return
    if await word_asked(typed):  # « c'est quoi un skunk? »: its answer, the step waits
        return
    try:  # the cards as typed (a rank alone: the card of it held, as /play reads), checked held
        move = at.typed_move(typed.text, tr)
        assert move is not None  # a member's private steps are never a muggins claim
        after = Table.from_json(table.to_json())
        move(after)  # checked on a copy first: a move that does not fit is hinted
    except CardError as error:  # « bonjour », « quinze 2 » at the play: as /play says
        again = at.chosen_again(typed.text, tr)
        if again is not None:  # the card chosen already, typed again: not « Il faut 2 cartes »
            await typed.hint(table_words.chosen_again_line(again, tr))
            return
        await typed.hint(
            table_words.card_refused_line(at.waiting.step, typed.text, error, tr, members=True)
        )
        return
    except AnswerError as error:  # a count out of range says why, as in the drills
        chatter = chatter_at_count(typed.text)
        if chatter is None and table_talk(typed.text):  # « bien joué », « euh »: as at the play
            chatter = Chatter.OTHER
        if chatter is not None:  # « bonjour », « c'est à qui? » at the count: as /play says
            await typed.hint(table_words.chatter_line(chatter, at.waiting.step, tr))
            return
        unread = error.reason in (AnswerErrorReason.EMPTY, AnswerErrorReason.NOT_A_NUMBER)
        if error.reason is AnswerErrorReason.DONT_KNOW:  # what a short count costs here
            await typed.hint(table_words.members_dont_know_line(table.rules.muggins, tr))
            return
        await typed.hint(words.count_as_number_line(tr) if unread else answer_error(error, tr))
        return
    except GoTyped:
        await typed.hint(esc(table_words.go_typed_note(tr)))
        return
    except NotHeld as error:  # the cards typed, and the cards held
        await typed.hint(esc(table_words.not_held_note(error.strangers, error.held, tr)))
        return
    except TableError:
        await typed.hint(esc(replies.move_refused_note(tr)))
        return
    did = partial(private_view.did_line, move)

    # said once, in reply, after the move is saved: the step's message tells what was played
    async def reply() -> None:
        in_group = await group_open(typed.context, game)  # else: the players were told
        await typed.reply(private_view.private_done_line(tr, in_group=in_group))

    played = progress(typed.context, game, move, answered=typed.question, did=did, reply=reply)
    await typed_play(typed, played, replies.move_refused_note(tr))


MEMBERS_ANSWERS: Final = TextAnswers(reads=reads_count_or_cards, answer=answer_text)


async def typed_in_group(context: Context, player: Who, text: str) -> bool:
    """A card or a count typed in the group that the player's private step of a game in that
    group would take: one line telling them to answer in private, once per step (the group's
    20 messages a minute are the game's); a count or « Muggins! » at their step of the play,
    what the play takes first, as /play says it. False otherwise: the text is left to the others."""
    if player.private or not reads_count_or_cards(text):
        return False
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.user_id)
    if question is None or question.kind != MEMBERS_KIND:
        return False
    at = await find_step(context, question)
    if at is None or at.game.chat_id != player.chat_id:
        return False
    read = lambda t, n, _: card_input.read_cards(t, player.tr, n)  # noqa: E731
    plays = would_play(at.table, at.waiting, text, read)
    call = None if plays else play_call_at(at.table, at.waiting, text, read)
    if not plays and call is None:
        return False
    hinted = context.bot_data.hinted
    if question.id not in hinted:
        hinted.add(question.id)
        tr = (await in_chat_language(context, player)).tr  # read in theirs, said in the group's
        told = words.answer_in_private_line(player.name, tr)
        if call is not None:  # « quinze 2 » at the play: what the play takes, as /play says
            said = table_words.play_call_line(call, tr, step=at.waiting.step, members=True)
            told = said + "\n" + told
        await send(context, player.chat_id, told)
    return True


async def asked_in_group(context: Context, player: Who, text: str) -> bool:
    """« c'est à qui? », « on en est où? », « qui donne? » typed in the group in reply to one
    of the bot's messages (`Who.to_bot`: what its privacy mode lets it read there) by a player
    of a game under way there, or by a member watching the group's only one
    (`Subscriptions.unanswered`; it was silence): the table's name, the answer and whose turn
    it is, in the table's language(s), whoever asks. Nothing is played. False otherwise
    (several tables, and the asker at none: which one is not known): the text is left to the
    others."""
    if player.private or not player.to_bot or not talk_view.asked_in_group(text):
        return False
    db = context.bot_data.db
    game = await db.members.live_member_game(player.user_id)
    if game is None or not game.is_active or game.chat_id != player.chat_id:
        watched = await db.members.active_games_in(player.chat_id)
        game = watched[0] if len(watched) == 1 else None
    if game is None or game.state is None:
        return False
    table = Table.from_json(game.state)
    voice = await voice_of(context, game)
    said = voice.post(game, lambda tr: talk_view.group_asked_lines(game, table, text, tr))
    await send(context, player.chat_id, said)
    return True


async def typed_while_waiting(context: Context, player: Who, text: str) -> bool:
    """A text in private, no question pending, while the member's club game waits on someone
    else (`Subscriptions.unanswered`): told it is not their turn, rather than the bot's
    « I answer counts and commands »; « j'abandonne » asks to resign, as /abandon. While it
    waits for their deal, pressed in the group: told where, as /play tells, when the game's
    step was the last thing asked there (or nothing was): after another drill's question,
    the text is left to that drill's readers.
    False otherwise (no game): the text is left to the others."""
    if not player.private or not text.strip():
        return False
    db = context.bot_data.db
    game = await db.members.live_member_game(player.user_id)
    if game is None or not game.is_active or game.state is None:
        return False
    table = Table.from_json(game.state)
    seat = game.seat_of(player.user_id)
    mine = due_at(table, seat)
    if not mine:
        if asks_to_abandon(text) and await resign_command(context, player):
            return True  # « j'abandonne »: as /abandon, asked first
        said = words.waiting_line(game, player.user_id, player.tr)
        said = talk_view.waiting_talk(game, table, seat, text, said, player.tr)
        await send(context, player.chat_id, said)
        return True
    if any(w.step is not Step.DEAL for w in mine):
        return False  # a step of theirs asked in private: its question takes the text
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is not None and latest.kind != MEMBERS_KIND:
        return False  # another drill was the last thing asked here (its words are its own)
    await tell_deal(context, player, game, table)
    return True


async def asked_after_game(context: Context, player: Who, text: str) -> bool:
    """« on en est où? », « qui a gagné? », « c'est à qui? » typed in private once the
    member's last club game is over (won, lost, or abandoned after 7 days without a move),
    the club game the last thing asked there (it said « Aucune partie en cours : /jouer en
    commence une contre moi »): its end, as the member was told it, and how to start another.
    False otherwise (a game under way, another drill asked last): the text is left to the
    others."""
    if not player.private or not (table_asked(text) is Asked.SCORE or asks_turn(text)):
        return False
    db = context.bot_data.db
    if await db.members.live_member_game(player.user_id) is not None:
        return False
    if await db.table.active_table_game(player.user_id) is not None:
        return False
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.kind != MEMBERS_KIND:
        return False
    games = await db.members.list_member_games(user_id=player.user_id)
    last = games[-1] if games else None
    seat = (
        None if last is None else next((s for s in last.seats if s.user_id == player.user_id), None)
    )
    if last is None or last.is_active or last.state is None or seat is None:
        return False
    table, names = Table.from_json(last.state), names_of(last, player.tr)
    lines = private_view.asked_after_game_lines(table, names, seat.seat, seat.won, player.tr)
    await send(context, player.chat_id, "\n".join(lines))
    return True
