"""/kings (alias /rois): Kings Cribbage, the tile game of seed 004, in the chat.

`/kings count|compte`: a move from a game between bots to count (typed number), graded with
the Joker rule. `/kings best|meilleur`: three or four moves as buttons, one the best.
`/kings play|partie [easy|normal|expert]` (« facile »): a game against the bot, one stored
question per step (kind `kings-play`, the whole match in its deal), so it survives a restart
and is resumed by `/kings play` even after another drill set it aside; moves are typed
(`H8 → 5 6 4`, see `bot.engine.kings_notation`). `/kings help|aide`: the rules in short and
the notation. The game lives in `kings_play`, what both share in `kings_common`. Every
question goes through the question lifecycle (`questions.ask`, `own`);
no attempt is recorded (the /stats of card drills stay as they are), questions are closed.

| data                  | meaning                                             |
|-----------------------|-----------------------------------------------------|
| `kg:count|best|play|help` | a new question of that kind (or the help)       |
| `kb:<qid>:<0-3>`      | choose candidate move n of best-move question `qid` |
| `kp:<qid>:<action>`   | joker, pass, swap (pass and exchange all), hint, stop in game step `qid` |
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from typing import Final

from telegram import Update

from bot.drills.answer_asides import asks_how, lone_fifteen, says_dont_know, two_counts
from bot.drills.kings import (
    KingsBest,
    KingsCount,
    KingsDrillError,
    count_hands,
    deal_kings_best,
    deal_kings_count,
    grade_kings_count,
)
from bot.drills.kings_answers import (
    asks_another,
    choice_index,
    count_said,
    counts_listed,
    letter_said,
    reads_choice,
    reads_count,
    two_letters,
)
from bot.drills.kings_args import (
    asks_hint,
    called_count,
    gives_up,
    negative_count,
    points_said,
    reads_step,
)
from bot.drills.kings_command import new_game_said, read_command
from bot.drills.kings_play import Level
from bot.drills.kings_questions import asks_counting, asks_dark, asks_joker, asks_why
from bot.drills.kings_terms import asked_term
from bot.drills.table_moves import chatter_of
from bot.drills.unasked import typed_count
from bot.storage import ANSWERED, Question
from bot.tg.context import Context
from bot.tg.handlers.common import Press, Who, button, esc, for_player, keyboard, send, who
from bot.tg.handlers.kings_common import (
    KINGS_BEST,
    KINGS_COUNT,
    KINGS_PLAY,
    lost,
    menu_markup,
    seed,
    send_help,
)
from bot.tg.handlers.kings_play import (
    GAME_PATTERN,
    answer_play,
    game_button,
    start_play,
    stop_command,
    under_way,
)
from bot.tg.handlers.questions import (
    Asked,
    PressWords,
    TextAnswers,
    Typed,
    answer_query,
    ask,
    clear,
    close,
    own_press,
    question_below,
)
from bot.tg.pictures import pictures_on
from bot.views import kings as view
from bot.views import kings_asides as asides_view
from bot.views import kings_play as play_view
from bot.views import replies

MENU_PATTERN: Final = re.compile(r"^kg:(count|best|play|help)$")
CHOICE_PATTERN: Final = re.compile(r"^kb:(\d{1,15}):([0-3])$")
DEALING: Final = frozenset({"count", "best"})
"""The menu's actions that deal a question."""


@for_player
async def kings_command(context: Context, player: Who) -> None:
    """/kings [count|best|play|help] (/rois; compte, meilleur, partie, aide)."""
    said = read_command(context.args or [])
    if said.action is None:
        text = view.unknown_action_line((said.unknown or "")[:20], player.tr, said.near)
        await send(context, player.chat_id, text, markup=menu_markup(player))
        return
    if said.unknown is not None:  # « /rois partie dure »: the game under way stays
        await send(
            context, player.chat_id, play_view.unknown_level_line(said.unknown[:20], player.tr)
        )
        return
    args = context.args or []
    await start(context, player, said.action, said.level, new=new_game_said(args))


async def start(
    context: Context, player: Who, action: str, level: Level | None = None, *, new: bool = False
) -> None:
    """Run one /kings action for the player (`new`: a new game asked by name, « /rois nouvelle
    partie »)."""
    if action == "count":
        await ask_count(context, player)
    elif action == "best":
        await ask_best(context, player)
    elif action == "play":
        await start_play(context, player, level, new=new)
    elif action == "stop":
        await stop_command(context, player)
    else:
        await send_help(context, player)


async def help_in_game(update: Update, context: Context, text: str) -> bool:
    """« aide » / "help" typed while a Kings game waits for the player's move, or a Kings
    count or best-move question for its answer: the Kings help (as `/kings help`; how a move
    scores, its bonuses), not the bot's general /help; the question still waits. « ? » alone
    under a count: how a line counts, in short (`count_help_lines`). False (nothing sent)
    otherwise."""
    player = await who(update, context)
    if player is None or not await kings_waits(context, player, (KINGS_COUNT, KINGS_BEST)):
        return False
    db = context.bot_data.db
    if set(text.strip()) == {"?"}:
        asked = await db.questions.pending_question(player.user_id, player.chat_id)
        if asked is not None and asked.kind == KINGS_COUNT:
            await send(
                context, player.chat_id, esc("\n".join(play_view.count_help_lines(player.tr)))
            )
            return True
        if asked is None or asked.kind == KINGS_PLAY:  # the step's own words, with the rack
            return False
    await start(context, player, "help")
    return True


async def hint_asked(update: Update, context: Context, text: str) -> bool:
    """« aide-moi svp » (`asks_hint`) typed while a Kings question or a move waits: the hint
    that question gives (its own answer: « Pas d'indice ici » under a best-move question, the
    best move in a game), not the Kings help that « aide » alone gets (`help_in_game`)."""
    if not asks_hint(text) or (player := await who(update, context)) is None:
        return False
    return await kings_waits(context, player, (KINGS_COUNT, KINGS_BEST, KINGS_PLAY))


async def kings_waits(context: Context, player: Who, kinds: tuple[str, ...]) -> bool:
    """Whether a Kings question of `kinds` waits for the player in this chat, or a game of hers
    waits for her move."""
    asked = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if asked is not None and asked.kind in kinds:
        return True
    question, match = await under_way(context, player)
    return question is not None and question.is_pending and match is not None


@Press.on(MENU_PATTERN)
async def menu_button(context: Context, press: Press) -> None:
    """The /kings menu buttons. « Count a move » and « Best move » deal a question: pressed
    again on an older message while the one they dealt waits, they deal nothing
    (`question_below`); a game step below sets nothing in their way (they set the game aside,
    as /kings count does). « A game » pressed again while the game it opened waits below sends
    nothing either (it sent the step again, « Your game picks up where it left off »), the toast
    pointing to the game."""
    if press.match[1] in DEALING and await question_below(
        context, press, kinds={KINGS_COUNT, KINGS_BEST}
    ):
        return
    if press.match[1] == "play" and await question_below(
        context, press, kinds={KINGS_PLAY}, note=play_view.game_below_note
    ):
        return
    await answer_query(press.query)
    await start(context, press.player, press.match[1])


# -- Count a move ----------------------------------------------------------------------------


async def ask_count(context: Context, player: Who) -> None:
    """A move from a game between bots, drawn and written, to count."""
    count = await asyncio.to_thread(deal_kings_count, random.Random(seed(context)))
    score = count.score()
    lines = view.count_question_lines(count, player.tr, private=player.private)
    html = play_view.page(
        lines,
        player.tr,
        player.group_name,
        grid=count.grid,
        new=score.move,
        drawn=pictures_on(player),
    )
    picture = play_view.picture(count.grid, score.move, player.tr)
    await ask(
        context,
        player,
        Asked(KINGS_COUNT, count.to_dict(), {"total": score.total}, html, picture=picture),
    )


async def answer_count(typed: Typed) -> None:
    """The points said for a move (« 10 », or « 6+2+2=10 »: its hands added up): graded, the
    Joker taken or the excess corrected."""
    said = count_said(typed.text)
    if said is None:
        listed = counts_listed(typed.text, count_hands(typed.question.deal))  # « 6 2 »: each hand
        fifteen = lone_fifteen(typed.text)
        offered = None if listed else two_counts(typed.text)
        note = view.count_as_number_note(
            typed.tr,
            fifteen=fifteen,
            offered=offered,
            called=called_count(typed.text),
            listed=listed,
            dont_know=gives_up(typed.text),
            negative=negative_count(typed.text),
            chatter=chatter_of(typed.text),
            joker=asks_joker(typed.text),
            hint=asks_hint(typed.text),  # « indice »: counting the move is the question
        )
        await hint_after_asides(typed, note)
        return
    try:
        count = KingsCount.from_dict(dict(typed.question.deal))
    except KingsDrillError:
        await lost(typed.context, typed.player, typed.question)
        return
    if not await close(typed.context, typed.question):
        await typed.say(esc(view.counted_already_note(typed.tr)))
        return
    lines = view.count_verdict_lines(count, grade_kings_count(count, said), typed.tr)
    html = play_view.page(lines, typed.tr, typed.player.group_name)
    await typed.reply("\n".join(html), markup=menu_markup(typed.player))
    await clear(typed.context, typed.question)


# -- The best move ---------------------------------------------------------------------------


async def ask_best(context: Context, player: Who) -> None:
    """A grid, a rack and candidate moves as buttons."""
    best = await asyncio.to_thread(deal_kings_best, random.Random(seed(context)))
    html = play_view.page(
        view.best_question_lines(best, player.tr, private=player.private),
        player.tr,
        player.group_name,
        grid=best.grid,
        drawn=pictures_on(player),
    )
    choices = range(len(best.choices))
    asked = Asked(
        KINGS_BEST,
        best.to_dict(),
        {"best": best.best()},
        html,
        markup=lambda qid: keyboard(
            [[button(view.choice_label(i), f"kb:{qid}:{i}") for i in choices]]
        ),
        picture=play_view.picture(best.grid, (), player.tr),
    )
    await ask(context, player, asked)


BEST_WORDS: Final = PressWords(
    not_yours=view.best_not_yours_note,
    answered=replies.already_answered_note,
)


async def choice_button(update: Update, context: Context) -> None:
    """A candidate move of a best-move question."""
    owned = await own_press(update, context, CHOICE_PATTERN, kinds={KINGS_BEST}, words=BEST_WORDS)
    if owned is None:
        return
    chosen = int(owned.match[2])
    if not await best_verdict(context, owned.player, owned.question, chosen, owned.answer):
        await owned.answer(BEST_WORDS.answered(owned.player.tr))


async def best_verdict(
    context: Context,
    player: Who,
    question: Question,
    chosen: int,
    acknowledge: Callable[[], Awaitable[None]] | None = None,
) -> bool:
    """Grade the candidate `chosen` (close the question, say the points of each and why the
    best is best); False when the question was already answered or has no such candidate."""
    try:
        best = KingsBest.from_dict(dict(question.deal))
    except KingsDrillError:
        if acknowledge is not None:
            await acknowledge()
        await lost(context, player, question)
        return True
    if chosen >= len(best.choices) or not await close(context, question):
        return False
    if acknowledge is not None:
        await acknowledge()
    lines = view.best_verdict_lines(best, chosen, player.tr)
    text = "\n".join(play_view.page(lines, player.tr, player.group_name))
    await send(context, player.chat_id, text, markup=menu_markup(player))
    await clear(context, question)
    return True


async def answer_best_text(typed: Typed) -> None:
    """A letter typed under a best-move question, or a pointer to the buttons."""
    chosen = choice_index(typed.text)
    if chosen is None or not await best_verdict(
        typed.context, typed.player, typed.question, chosen
    ):
        choices = typed.question.deal.get("choices")
        count = len(choices) if isinstance(choices, list) and choices else 1
        number = points_said(typed.text)  # « 5 »: no letter, said so
        letter = letter_said(typed.text)  # « E » under A to C: no such move, said so
        past = letter if letter is not None and ord(letter) - ord("A") >= count else None
        hint = asks_hint(typed.text)  # « indice »: the best move is the question itself
        said = chatter_of(typed.text)  # « bonjour », « merci »: greeted back first
        note = view.choose_with_buttons_note(
            count,
            typed.tr,
            number=number,
            letter=past,
            hint=hint,
            chatter=said,
            joker=asks_joker(typed.text),  # « Muggins! »: what the Joker is, the question waits
            offered=two_letters(typed.text),  # « A ou B »: asked back, one move
            dont_know=says_dont_know(typed.text),  # « je sais pas »: pick the likeliest
        )
        await hint_after_asides(typed, note)


async def hint_after_asides(typed: Typed, note: str) -> None:
    """Say `note` (what a count or best-move question waits for) under what `typed` asked
    about on the side, told first (« c'est quoi l'étoile », « pourquoi? » before any answer)."""
    about = asides_view.asked_about_lines(
        typed.tr,
        dark=asks_dark(typed.text),
        counting=asks_counting(typed.text) or puzzled(typed.text),
        term=asked_term(typed.text),
        why=asks_why(typed.text),
    )
    await typed.hint(esc("\n".join([*about, note])))


def puzzled(text: str) -> bool:
    """« je comprends pas », « comment? », « quoi? » under a count or best-move question
    (`asks_how`, not the hint asked): how a line counts is told, as at a hand to count."""
    return asks_how(text) and not asks_hint(text)


async def typed_after_drill(context: Context, player: Who, text: str) -> bool:
    """In private, with nothing pending and the last question here a Kings count or best-move
    question, answered: « encore », « un autre » or "next" deals another of that kind; a count
    (or, after a best move, a letter) is told that question is answered and how to get another,
    not « /main vous donne une main » (`Subscriptions.unanswered`). False otherwise."""
    if not player.private:
        return False
    latest = await context.bot_data.db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.state != ANSWERED or latest.kind not in (KINGS_COUNT, KINGS_BEST):
        return False
    best = latest.kind == KINGS_BEST
    if asks_another(text):
        await (ask_best if best else ask_count)(context, player)
        return True
    if typed_count(text) or (best and letter_said(text) is not None):
        await send(
            context, player.chat_id, esc(asides_view.drill_answered_note(player.tr, best=best))
        )
        return True
    return False


KINGS_ANSWERS: Final = {
    KINGS_COUNT: TextAnswers(reads=reads_count, answer=answer_count),
    KINGS_BEST: TextAnswers(reads=reads_choice, answer=answer_best_text),
    KINGS_PLAY: TextAnswers(reads=reads_step, answer=answer_play),
}
"""How each Kings question takes typed answers (`BotData.answers`)."""


__all__ = ["GAME_PATTERN", "KINGS_PLAY", "game_button"]
