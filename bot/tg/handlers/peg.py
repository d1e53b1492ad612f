"""/peg (/jeu, /pegging): the pegging drill in chat, on the same muggins race as /hand.

`/peg count|compte`, `/peg round|tour`, `/peg play|jouer`; alone, three buttons. The question
is stored in the questions table (kinds `peg-count`, `peg-round`, `peg-play`), so it survives
a restart. Every kind takes typed answers through `questions_text.text_message` (`PEG_ANSWERS`,
registered in `wiring.register`; in a group, a text that reads as its answer, from the member
it was dealt to, as other questions do); play questions take a card button too:

| data               | meaning                                                          |
|--------------------|------------------------------------------------------------------|
| `pg:count|round|play` | deal a new pegging question of that kind to whoever presses it |
| `pp:<qid>:<card>`  | lay that card (`7H`, `10S`) in play question `qid`; `go` to say go |

Points go on the player's muggins game: what they count (or peg with the card laid) to them,
what they miss to the bot. The FADOQ 116 rule applies when the player's variant (the
`variant` setting, a name in `bot.engine.variants.VARIANTS`, set by /variant) has it and the
game is to 121.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.answer_asides import asks_how, says_dont_know
from bot.drills.answers import MAX_ANSWER_CHARS, AnswerError
from bot.drills.ecart_talk import asks_why  # « pourquoi? », "why?" alone
from bot.drills.grading import PeggedAnswer
from bot.drills.help_asked import asks_for_help
from bot.drills.peg import (
    PegCountQuestion,
    PegError,
    PegKind,
    grade_peg_count,
    player_rules,
    read_peg_kind,
)
from bot.drills.peg_best import (
    GoGrade,
    PegQuestion,
    PlayGrade,
    PlayPosition,
    grade_choice,
    peg_kind,
    position_of,
    shown_of,
    stored_of,
)
from bot.drills.peg_calls import parse_peg_call, reads_as_peg_call
from bot.drills.peg_round import PegRoundGrade, PegRoundQuestion, grade_peg_round
from bot.drills.peg_round_answer import RoundAnswerError, parse_round_answer, reads_as_round
from bot.drills.peg_stats import peg_stats
from bot.drills.peg_typed import PlayTyped, reads_as_play
from bot.drills.table_typed import asks_what_to_play
from bot.drills.variant_args import SETTING_VARIANT, fadoq_short_game
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.themes import Theme
from bot.i18n import Translator
from bot.storage import Game, Question
from bot.storage.models import AnswerOutcome
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who, button, esc, keyboard, send, who
from bot.tg.handlers.drill import word_asked
from bot.tg.handlers.games import current_or_new_game
from bot.tg.handlers.muggins import count_laws, muggins_setting
from bot.tg.handlers.questions import (
    Asked,
    Owned,
    PressWords,
    TextAnswers,
    Typed,
    ask,
    deal_pressed,
    own_press,
    read_back,
)
from bot.tg.handlers.questions_settle import Answering, recorded, review_on_top, settle
from bot.tg.handlers.steps import keyboard_of
from bot.views import peg as view
from bot.views import peg_play, replies
from bot.views import peg_replies as words
from bot.views import peg_round as round_view
from bot.views.daily import named
from bot.views.markup import titled
from bot.views.peg_replies import GO

PEG_PATTERN: Final = re.compile(r"^pg:(count|round|play)$")
PEG_MENU: Final = "peg_menu"
"""users.settings key: /peg's menu shown last in private, `{"chat": <chat id>, "after": <id
of the newest question then, 0 for none>}`: its choice typed next deals it (`typed_at_menu`;
removed once read)."""
PLAY_PATTERN: Final = re.compile(r"^pp:(\d{1,15}):(go|(?:[2-9]|10|[AJQK])[SHDC])$")
HISTORY_LIMIT: Final = 1000


# -- Callback data ---------------------------------------------------------------------------


def kinds_keyboard(tr: Translator) -> InlineKeyboardMarkup:
    """The three pegging questions, one button each."""
    return keyboard([[button(view.kind_button(kind, tr), f"pg:{kind.word}") for kind in PegKind]])


# -- Dealing ---------------------------------------------------------------------------------


async def start_peg(
    update: Update, context: Context, kind: PegKind, *, force: Theme | None = None
) -> None:
    """Deal a pegging question of `kind` (chosen by the coach, see `bot.tg.coaching`;
    `force`: one holding that theme), store it and show it."""
    player = await who(update, context)
    if player is None:
        return
    await deal_peg(context, player, kind, force=force)


async def deal_peg(
    context: Context, player: Who, kind: PegKind, *, force: Theme | None = None
) -> None:
    """Deal `player` a pegging question of `kind` (`start_peg`'s), store it and show it."""
    game = await current_or_new_game(context, player)
    variant = player.user.settings.get(SETTING_VARIANT)
    rules = player_rules(variant, game.target, fadoq_short_game(player.user.settings))
    question: PegQuestion
    if kind is PegKind.COUNT:
        question = await coaching.count_deal(
            context, player, rules=rules, board=game.player_score, force=force
        )
    elif kind is PegKind.ROUND:
        question = await coaching.round_deal(
            context, player, rules=rules, board=(game.player_score, game.bot_score), force=force
        )
    else:
        question = await coaching.position_deal(context, player, force=force)
    await ask_peg(context, player, question, game=game)


async def ask_peg(
    context: Context,
    player: Who,
    question: PegQuestion,
    *,
    game: Game | None = None,
    extra: Mapping[str, object] | None = None,
) -> Question:
    """Ask a pegging question (`extra`: more keys for the stored deal JSON)."""
    if game is None:
        game = await current_or_new_game(context, player)
    deal, expected = stored_of(question)
    markup = None
    if isinstance(question, PlayPosition):
        position, tr = question, player.tr
        markup = lambda qid: keyboard_of(words.card_buttons(qid, position, tr))  # noqa: E731
    asked = Asked(
        peg_kind(question).value,
        {**deal, **dict(extra or {})},
        expected,
        words.question_html(question, player.tr, name=player.group_name),
        *shown_of(question),
        markup=markup,
        game_id=game.id,
    )
    return await ask(context, player, asked)


async def peg_command(update: Update, context: Context) -> None:
    """/peg [count|round|play] (/jeu, /pegging; compte, tour, jouer)."""
    args = [a.casefold() for a in context.args or []]
    if asks_for_help(" ".join(args)):  # « /jeu aide »: the menu, as /jeu alone
        args = []
    kind = read_peg_kind(args)  # « compte », or a button's words: « un tour »
    if kind is not None:
        await start_peg(update, context, kind)
        return
    player = await who(update, context)
    if player is None:
        return
    text = words.menu_html(" ".join(args)[:20] if args else None, player.tr)
    text = named(text, player.tr, player.group_name)  # in a group: whose menu
    await send(context, player.chat_id, text, markup=kinds_keyboard(player.tr))
    if player.private:  # its choice typed next (« 2 ») deals it (`typed_at_menu`)
        db = context.bot_data.db
        latest = await db.questions.latest_question(player.user_id, player.chat_id)
        shown = {"chat": player.chat_id, "after": 0 if latest is None else latest.id}
        await db.users.merge_settings(player.user_id, {PEG_MENU: shown})


async def typed_at_menu(context: Context, player: Who, text: str) -> bool:
    """In private, right after /peg's menu and nothing asked since: its choice typed, by its
    place (« 2 », as at /play's choice) or its words (« un tour », « compte »), deals it, as
    its button does (`Subscriptions.unanswered`): « 2 » answered « Rien à compter pour
    l'instant : /main vous donne une main. » under the three buttons. False for any other
    text, or once a question was asked after the menu (the menu is forgotten then)."""
    shown = player.user.settings.get(PEG_MENU)
    if not player.private or not isinstance(shown, dict) or shown.get("chat") != player.chat_id:
        return False
    kind = read_peg_kind(text.split())
    if kind is None:
        return False
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    await db.users.merge_settings(player.user_id, {PEG_MENU: None})
    if (0 if latest is None else latest.id) != shown.get("after"):
        return False  # a question was asked after the menu: the text is not its choice
    await deal_peg(context, player, kind)
    return True


async def typed_at_menu_over(context: Context, player: Who, text: str) -> bool:
    """/peg's choice typed in words (« un tour », « une carte », « meilleure carte ») while
    a question asked before the menu still waits: it deals that choice in the question's place,
    as its button does (it went to the question: « un tour » got « « tour » : vouliez-vous
    dire « pour »? », « une carte » was graded as a count of 1). A place alone (« 2 ») stays
    the question's answer, a count."""
    if text.strip().isdecimal():
        return False
    return await typed_at_menu(context, player, text)


async def peg_button(update: Update, context: Context) -> None:
    """The "new pegging question" buttons."""
    match = await deal_pressed(update, context, PEG_PATTERN)
    if match is not None:
        await start_peg(update, context, PegKind("peg-" + match[1]))


# -- Recording -------------------------------------------------------------------------------


async def record(
    answering: Answering,
    grade: PeggedAnswer,
    answered: Mapping[str, object],
    lines: list[str],
    *,
    toast: str | None = None,
    details: Sequence[str] = (),
) -> None:
    """Settle a graded answer (`questions_settle.settle`): stored, the game pegged, the card press
    answered with `toast`, the verdict told."""
    context, player = answering.context, answering.player
    tr = player.tr
    points = (grade.player_points, grade.bot_points)

    async def tell(outcome: AnswerOutcome) -> None:
        text = words.verdict_html(
            lines,
            points,
            outcome.game,
            tr,
            name=player.group_name,
            details=details,
            round_grade=grade if isinstance(grade, PegRoundGrade) else None,
            play=grade if isinstance(grade, PlayGrade | GoGrade) else None,
        )
        markup = await review_on_top(answering, kinds_keyboard(tr))
        await send(context, player.chat_id, text, markup=markup, reply_to=answering.reply_to)

    stored = recorded(answering, answered, grade.to_result(), grade.own, points)
    await settle(answering, stored, tell, toast=toast, closed=words.answered_note)


# -- Typed answers ---------------------------------------------------------------------------


async def answer_count(typed: Typed) -> None:
    """The points said for one card: graded the muggins way, or why it cannot be read."""
    try:
        answer = parse_peg_call(typed.text)
    except AnswerError as error:
        await _unread(typed, partial(view.call_error, error, typed.tr))
        return
    count = await read_back(typed, PegCountQuestion.from_dict, words.lost_line, PegError)
    if count is not None:
        grade = grade_peg_count(count, answer, **await count_laws(typed.context, typed.player))
        said = {
            "text": typed.text[:MAX_ANSWER_CHARS],
            "said": answer.total,
            "called": answer.called,
        }
        await record(typed, grade, said, view.count_verdict_lines(count, grade, typed.tr))


async def answer_round(typed: Typed) -> None:
    """Both players' points for a round: graded, muggins on the player's own."""
    try:
        answer = parse_round_answer(typed.text)
    except RoundAnswerError as error:
        await _unread(typed, partial(round_view.round_error, error, typed.tr))
        return
    round_ = await read_back(typed, PegRoundQuestion.from_dict, words.lost_line, PegError)
    if round_ is not None:
        grade = grade_peg_round(round_, answer, **await count_laws(typed.context, typed.player))
        said = {"text": typed.text[:MAX_ANSWER_CHARS], "said": list(grade.answered)}
        await record(typed, grade, said, round_view.round_verdict_lines(round_, grade, typed.tr))


async def _unread(typed: Typed, why: Callable[..., str]) -> None:
    """A count or a round's points that cannot be read: a word asked instead (« c'est quoi un
    skunk? ») answered, the question waiting; else why it cannot be (`why`, given
    `muggins=` whether muggins is played)."""
    if await word_asked(typed):
        return
    muggins = await muggins_setting(typed.context, typed.player)
    await typed.hint(esc(why(muggins=muggins)))


async def answer_play_text(typed: Typed) -> None:
    """A text while a card is expected: a card typed (« 5 », « le valet », « 7 de trèfle »,
    « 7T ») or « go » at a go, laid as its button lays it, read as /play reads a card
    (`peg_play.typed_play_of`); else why it lays none (`peg_replies.typed_play_refused_line`);
    what a card pegs too to « comment? », « je sais pas », « quelle carte je joue? » (they got
    « Touchez un des boutons de carte sous la question. »); « pourquoi? », that the why comes
    once a card is chosen."""
    position = position_of(typed.question.deal)
    go = position is not None and position.is_go
    text = typed.text
    if asks_how(text) or says_dont_know(text) or asks_what_to_play(text):
        await typed.hint(words.play_help(typed.tr, go=go))
        return
    if position is None:
        await typed.hint(words.tap_card_line(typed.tr))
        return
    if asks_why(typed.text):  # « pourquoi? »: the why comes with the verdict
        await typed.hint(words.why_after_card_line(typed.tr))
        return
    said = peg_play.typed_play_of(position, typed.text, typed.tr)
    if said.what is PlayTyped.LAY:
        await lay(typed, position, said.card)
        return
    await typed.hint(words.typed_play_refused_line(said, position, typed.tr))


async def lay(answering: Answering, position: PlayPosition, card: Card | None) -> None:
    """Lay `card` (None: say go) at a /peg play question: graded, recorded, the verdict told;
    a card or go the position does not allow is refused (a press: the button no longer
    works)."""
    tr = answering.player.tr
    grade = grade_choice(position, card)
    if grade is None and isinstance(answering, Typed):
        await answering.hint(words.tap_card_line(tr, go=position.is_go))
        return
    if grade is None:
        if isinstance(answering, Owned):
            await answering.answer(replies.no_longer_works_note(tr))
        return
    lines, details, toast = words.play_reply(grade, tr)
    card_text = GO if card is None else str(card)
    await record(answering, grade, {"card": card_text}, lines, toast=toast, details=details)


async def step_help(_context: Context, player: Who, question: Question) -> str | None:
    """« aide » typed alone at /peg play (`wiring.help_at_count`): what a card pegs and what
    to tap (HTML); None when the question cannot be read back."""
    position = position_of(question.deal)
    return None if position is None else words.play_help(player.tr, go=position.is_go)


PEG_ANSWERS: Final = {
    PegKind.COUNT.value: TextAnswers(reads=reads_as_peg_call, answer=answer_count),
    PegKind.ROUND.value: TextAnswers(reads=reads_as_round, answer=answer_round),
    PegKind.PLAY.value: TextAnswers(reads=reads_as_play, answer=answer_play_text),
}
"""How each pegging question takes typed answers (`BotData.answers`)."""


# -- Card buttons ----------------------------------------------------------------------------

PLAY_WORDS: Final = PressWords(
    not_yours=words.not_yours_note,
    dropped=replies.no_longer_works_note,
)
"""What a card press on a play question not the player's, or closed, is told."""


async def card_button(update: Update, context: Context) -> None:
    """A card button of a play question: only its player, only while pending, only legal cards."""
    owned = await own_press(
        update, context, PLAY_PATTERN, kinds={PegKind.PLAY.value}, words=PLAY_WORDS
    )
    if owned is None:
        return
    position = await read_back(owned, PlayPosition.from_dict, words.lost_line, PegError)
    if position is None:
        return
    card = None if owned.match[2] == GO else parse_card(owned.match[2])
    await lay(owned, position, card)


# -- /stats ----------------------------------------------------------------------------------


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The pegging part of /stats (none before the first pegging answer), as HTML lines."""
    db = context.bot_data.db
    results: list[tuple[str, Mapping[str, object]]] = []
    for kind in PegKind:
        attempts = await db.stats.attempts(player.user_id, kind=kind.value, limit=HISTORY_LIMIT)
        results += [(a.kind, a.result) for a in attempts]
    lines = view.stats_lines(peg_stats(results), player.tr)
    if not lines:
        return []
    return titled(lines)
