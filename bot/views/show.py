"""The wording of the show (counting hands and cribs: /hand, /crib, /score, the muggins
game; /stats is `bot.views.stats`), as Telegram HTML, from drill data and a translator (no I/O).

Each function returns lines (or one text) where every line is balanced HTML on its own;
translations and engine text are escaped, and so is anything the player typed.

The call read back under a verdict (as read, per category) is `bot.views.show_read_back`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final, assert_never

from bot.drills.answer_asides import asks_how
from bot.drills.answer_claims import Answer, Category, OffReason
from bot.drills.answers import MAX_COUNT, AnswerError, AnswerErrorReason, names_nibs
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import CountedHand, Pegs, game_outcome
from bot.drills.grading import Grade, Verdict
from bot.drills.referee import (
    Judgement,
    PartCheck,
    category_family,
    missed_parts,
    part_checks,
    parts_offset,
    split_by_reading,
)
from bot.engine.card_parsing import CardError
from bot.engine.cards import Card, card_code
from bot.engine.show import HAND_SIZE, Score
from bot.i18n import Translator, card_input, render
from bot.storage import Game
from bot.views import calls as calls_view
from bot.views import calls_unread, replies
from bot.views import referee as referee_view
from bot.views.commands import example_call, example_hand
from bot.views.markup import BULLET, bold, code, esc
from bot.views.show_read_back import answer_as_read, category_line

CRIB_FLUSH: Final = 4
"""What a crib's four cards of one suit would score, were the starter not needed."""


# -- Names -----------------------------------------------------------------------------------


def drill_name(kind: str, tr: Translator) -> str:
    """The name of a drill in the stats."""
    if kind == DrillKind.CRIB.value:
        return tr._("Cribs")
    if kind == DrillKind.HAND.value:
        return tr._("Hands")
    return kind


# -- Welcome ------------------------------------------------------------------------


def welcome(tr: Translator, target: int) -> str:
    """The /start message."""
    return "\n".join(
        [
            bold(tr._("Welcome to Muggins, the cribbage counting coach!")),
            esc(
                tr._(
                    "I deal you four cards and a starter; you count the points. "
                    "Miss some and I call muggins and take them."
                )
            ),
            "",
            esc(tr._("Start with /hand, then try /crib.")),
            esc(tr._("{command} counts any hand for you.")).format(
                command=code("/score " + example_hand(tr))
            ),
            esc(
                tr._("Each count pegs toward {target}: you against me. /help explains the rest.")
            ).format(target=esc(tr.number(target))),
        ]
    )


# -- The question ----------------------------------------------------------------------------


def deal_lines(deal: Deal, tr: Translator) -> list[str]:
    """The four cards, the starter apart, and who deals when it matters."""
    heading = tr._("Your crib: {cards}") if deal.is_crib else tr._("Your hand: {cards}")
    lines = [
        esc(heading).format(cards=bold(render.cards(deal.hand, tr))),
        esc(tr._("Starter card: {card}")).format(card=bold(render.card(deal.starter, tr))),
    ]
    if deal.is_crib:
        lines.append(esc(tr._("You are the dealer, so the crib is yours.")))
    if deal.heels() is not None:
        if deal.player_is_dealer:
            note = tr._(
                "The starter is a jack: you are the dealer and peg 2 for his heels at the "
                "cut. They are not part of this count."
            )
        else:
            note = tr._(
                "The starter is a jack: I am the dealer and peg 2 for his heels at the cut. "
                "They are not part of your count."
            )
        lines.append(esc(note))
    return lines


def question(deal: Deal, tr: Translator, *, private: bool, name: str) -> str:
    """The drill question: the deal and how to answer."""
    title = tr._("Count your crib!") if deal.is_crib else tr._("Count your hand!")
    lines = [bold(replies.titled(title, tr, name=None if private else name))]
    lines += deal_lines(deal, tr)
    if private:
        prompt = esc(tr._("How many points? Send a number, or call it like {example}."))
        lines.append(prompt.format(example=code(example_call(tr))))
    else:
        lines.append(esc(tr._("Reply to this message with your count, or tap it below.")))
    return "\n".join(lines)


# -- The verdict -----------------------------------------------------------------------------


def offset_text(grade: Grade, tr: Translator, parts: tuple[int, int] | None = None) -> str:
    """Parts left out and parts counted too many (`Grade.offset`; `parts`, the points missed
    and over when a family put right counts as one, `parts_offset`), netted: the lines per
    category show 6 missed, the law settles the total, 2 short; said so, with what that
    difference becomes (taken by muggins, lost, or corrected)."""
    parts_missed, parts_over = parts or (grade.parts_missed, grade.parts_over)
    missed, over = render.points(parts_missed, tr), render.points(parts_over, tr)
    if grade.verdict is Verdict.HIGH:
        text = tr._(
            "You missed {missed}, but counted {over} too many: in all, your total is {net} too "
            "high. A count is settled on its total: it is corrected to {total}."
        )
        net = grade.over
    elif grade.muggins:
        text = tr.ngettext(
            "You missed {missed}, but counted {over} too many: in all, your total is {net} "
            "short. Muggins is settled on the total: I take that point.",
            "You missed {missed}, but counted {over} too many: in all, your total is {net} "
            "short. Muggins is settled on the total: I take those {net}.",
            grade.missed,
        )
        net = grade.missed
    else:
        text = tr.ngettext(
            "You missed {missed}, but counted {over} too many: in all, your total is {net} "
            "short, and that point is lost.",
            "You missed {missed}, but counted {over} too many: in all, your total is {net} "
            "short, and those {net} are lost.",
            grade.missed,
        )
        net = grade.missed
    return text.format(
        missed=missed,
        over=over,
        net=render.points(net, tr),
        total=render.points(grade.expected, tr),
    )


def crib_flush_trap(deal: Deal) -> bool:
    """A crib whose four cards share a suit the starter does not: its flush scores nothing."""
    suits = {card.suit for card in deal.hand}
    return deal.is_crib and len(suits) == 1 and deal.starter.suit not in suits


def starter_flush_trap(deal: Deal) -> bool:
    """A hand with three cards of the starter's suit: four of a suit among the five, but no
    flush, the starter alone cannot make the fourth."""
    suits = [card.suit for card in deal.hand]
    return not deal.is_crib and suits.count(deal.starter.suit) == HAND_SIZE - 1


def flush_rule(tr: Translator, *, crib: bool) -> str:
    """The flush rule a count broke when it scored a flush that is not there: a crib's four of
    a suit without the starter's (`crib`, a `crib_flush_trap`), or a hand's three of a suit
    with the starter's (a `starter_flush_trap`). The one wording of the drills, /score, the
    command line and the table."""
    if crib:
        return tr._("A crib flush needs the starter's suit too: four alone score nothing.")
    return tr._(
        "A hand flush needs its four cards of one suit: the starter alone does not make one."
    )


def _counted_crib_flush(grade: Grade) -> bool:
    """Whether a count too high may hold a four-card flush (a crib's four, a hand's three and
    the starter): a flush called, or a plain total at least 4 over."""
    if grade.itemized:
        return any(c.category is Category.FLUSH and c.over for c in grade.categories)
    return grade.verdict is Verdict.HIGH and grade.answered - grade.expected >= CRIB_FLUSH


def verdict(
    grade: Grade,
    score: Score,
    answer: Answer,
    tr: Translator,
    *,
    private: bool,
    name: str,
    crib_flush: bool = False,
    hand_flush: bool = False,
) -> list[str]:
    """What the bot says to an answer: verdict, the called count, what was missed
    (`crib_flush`: the deal is a `crib_flush_trap`, `hand_flush` a `starter_flush_trap`, its
    `flush_rule` said when the count may have scored that flush)."""
    count = render.called_count_text(score, tr)
    mark = calls_view.verdict_mark(grade.verdict, muggins=grade.muggins)
    # A part worth no number said with it (« paire 7 »): the lines below say so and which
    # total was graded; its family's points would be a number the player never said.
    bad_part = any(off.reason is OffReason.BAD_POINTS for off in answer.off)
    # a family called wrong (« double 12 » on a double double run) is put right below; as
    # said, not as the reading split it (« paires : 12 au lieu de 4 »), nor netted so
    put_right: tuple[PartCheck, ...] = ()
    if grade.verdict is not Verdict.EXACT and grade.itemized and grade.mixed_up and not bad_part:
        put_right = tuple(part for part in part_checks(answer, score) if part.wrong)
    wrong = frozenset(
        part.family for part in put_right if split_by_reading(part, lone_double=answer.lone_double)
    )
    parts = parts_offset(grade, wrong)
    netted = (  # `offset_text` says what the shortfall becomes
        grade.verdict is not Verdict.EXACT
        and not bad_part
        and all(parts)
        and parts[0] - parts[1] == grade.expected - grade.answered
    )
    lines: list[str] = []
    match grade.verdict:
        case Verdict.EXACT:
            if grade.expected == 0:
                head = esc(tr._("Right: nineteen, as they say. Not a single point!"))
            else:
                head = esc(tr._("Right: {count}.")).format(count=esc(count))
            lines.append(f"{mark} {head}")
        case Verdict.LOW if netted:  # « je prends les points oubliés » above 6 missed: which?
            text = calls_view.counted_text(grade.answered, grade.expected, tr)
            said = bold(tr._("Muggins!")) + " " if grade.muggins else ""
            lines.append(f"{mark} {said}{esc(text)}")
        case Verdict.LOW:
            text = calls_view.short_text(
                grade.answered,
                grade.expected,
                grade.missed,
                tr,
                muggins=grade.muggins,
                nineteen=answer.nineteen,
            )
            said = bold(tr._("Muggins!")) + " " if grade.muggins else ""
            lines.append(f"{mark} {said}{esc(text)}")
        case Verdict.HIGH:
            excess = grade.settlement.excess
            text = calls_view.over_text(grade.answered, grade.expected, excess, tr)
            lines.append(f"{mark} " + bold(tr._("Too high.")) + f" {esc(text)}")
        case _:
            assert_never(grade.verdict)
    if not private:  # in a group, the player's name before the verdict
        lines[0] = replies.titled_html(lines[0], tr, name=name)
    lines += [esc(line) for line in calls_view.off_lines(answer, tr)]
    if grade.verdict is not Verdict.EXACT:
        lines.append(esc(tr._("The count: {count}.")).format(count=esc(count)))
        lines += [f"{BULLET} {esc(line)}" for line in render.breakdown_lines(score, tr)]
    if grade.itemized and grade.mixed_up and not bad_part:
        if grade.verdict is Verdict.EXACT:
            lines.append(esc(tr._("The total is right, but not the details:")))
        lines.append(answer_as_read(answer, tr))
        lines += [
            category_line(c, tr)
            for c in grade.categories
            if (c.expected or c.claimed) and category_family(c.category) not in wrong
        ]
        lines += [  # « double 12 » on a double double run: what it is
            esc(referee_view.put_right_text(part, tr, lone_double=answer.lone_double))
            for part in put_right
        ]
    # (a count of 0 missed everything: the breakdown above says it all)
    elif grade.inferred and grade.answered and (missed := missed_parts(score, grade)):
        combos, points = zip(*missed, strict=True)
        lines.append(
            esc(tr._("You probably missed: {kinds}.")).format(
                kinds=bold(calls_view.combo_list(combos, points, tr))
            )
        )
    # under « flush : 4 de trop », which it explains
    if (crib_flush or hand_flush) and _counted_crib_flush(grade):
        lines.append(esc(flush_rule(tr, crib=crib_flush)))
    if netted:  # last, over the pegs line: what the missed and the extra come to
        lines.append(esc(offset_text(grade, tr, parts)))
    return lines


def count_verdict_text(
    counted: CountedHand,
    answer: Answer,
    game: Game | None,
    tr: Translator,
    *,
    private: bool,
    name: str,
    crib_flush: bool = False,
    hand_flush: bool = False,
) -> str:
    """The whole reply to a counted hand or crib: the `verdict`, what it pegs each side and
    the race game after it (if it pegs one)."""
    lines = verdict(
        counted.grade,
        counted.score,
        answer,
        tr,
        private=private,
        name=name,
        crib_flush=crib_flush,
        hand_flush=hand_flush,
    )
    lines.append(pegs_line(counted.pegs, tr, counted=counted.grade))
    if game is not None:
        lines += game_lines(game, tr)
    return "\n".join(lines)


def deal_verdict_text(
    deal: Deal,
    counted: CountedHand,
    answer: Answer,
    game: Game | None,
    tr: Translator,
    *,
    private: bool,
    name: str,
) -> str:
    """`count_verdict_text` for the deal counted: a crib's four of a suit that the starter's
    suit does not join, a hand's three that the starter's does, is explained when the count
    may have scored it."""
    return count_verdict_text(
        counted,
        answer,
        game,
        tr,
        private=private,
        name=name,
        crib_flush=crib_flush_trap(deal),
        hand_flush=starter_flush_trap(deal),
    )


def referee_text(deal: Deal, judgement: Judgement, tr: Translator) -> str:
    """/score CARDS = CALL: the referee (`referee.referee_html`), and the `flush_rule` when
    the call may have scored a flush the hand or crib does not hold, as the drills say it."""
    text = referee_view.referee_html(deal, judgement, tr)
    grade = judgement.grade
    crib = crib_flush_trap(deal)
    if grade is not None and (crib or starter_flush_trap(deal)) and _counted_crib_flush(grade):
        text += "\n" + esc(flush_rule(tr, crib=crib))
    return text


def pegs_line(pegs: Grade | Pegs, tr: Translator, *, counted: Grade | None = None) -> str:
    """Who pegs what for this hand, the one place a verdict says it (the verdict above says
    what was counted, what it makes and the law); his heels included when the dealer pegs
    it, and then said, so « ça fait 4 points » above and « Vous marquez 6 points » here agree
    (`counted`: the hand's grade, without his heels)."""
    player, bot = (
        (pegs.player, pegs.bot) if isinstance(pegs, Pegs) else (pegs.player_points, pegs.bot_points)
    )
    if counted is not None and player > counted.player_points:
        line = tr._("You peg {player} with the 2 for his heels, I peg {bot}.")
    elif counted is not None and bot > counted.bot_points:
        line = tr._("You peg {player}, I peg {bot} with the 2 for his heels.")
    else:
        return pegged_line(player, bot, tr)
    return esc(line.format(player=render.points(player, tr), bot=render.points(bot, tr)))


def pegged_line(player: int, bot: int, tr: Translator) -> str:
    """The points each side pegs on the board for an answer (a show, a pegging question)."""
    return esc(
        tr._("You peg {player}, I peg {bot}.").format(
            player=render.points(player, tr), bot=render.points(bot, tr)
        )
    )


def game_lines(game: Game, tr: Translator) -> list[str]:
    """The board, and the winner with the margin once the game is over."""
    board = esc(tr._("Hand race to {target}: you {player}, me {bot}.")).format(
        target=tr.number(game.target),
        player=bold(tr.number(game.player_score)),
        bot=bold(tr.number(game.bot_score)),
    )
    lines = [board]
    outcome = game_outcome(game.target, game.margin_rule, game.player_score, game.bot_score)
    if outcome is None:
        return lines
    player, bot = tr.number(game.player_score), tr.number(game.bot_score)
    if game.player_score >= game.target:
        lines.append(
            "🏆 "
            + bold(tr._("You win the hand race, {player} to {bot}!")).format(player=player, bot=bot)
        )
    else:
        lines.append(
            "🤖 "
            + bold(tr._("I win the hand race, {bot} to {player}.")).format(player=player, bot=bot)
        )
    games = tr.number(outcome.games)
    if outcome.margin == "skunk":
        lines.append(esc(tr._("Skunk! It counts as {games} games.").format(games=games)))
    elif outcome.margin == "double_skunk":
        lines.append(esc(tr._("Double skunk! It counts as {games} games.").format(games=games)))
    elif outcome.margin == "lurch":
        lines.append(esc(tr._("Lurched! It counts as {games} games.").format(games=games)))
    lines.append(esc(tr._("The next hand starts a new race.")))
    return lines


def points_held_text(game: Game | None, tr: Translator) -> str:
    """« combien j'ai de points? » typed at a hand or crib to count (HTML): the hand's points
    are the player's to count, so how to count (as « comment on compte? » gets), then their
    score in the hand race (`race_score_line`), the other points they may mean (it got how to
    count alone)."""
    how = esc(calls_unread.how_to_count_text(tr))
    return how if game is None else how + "\n" + race_score_line(game, tr)


def race_score_line(game: Game, tr: Translator) -> str:
    """The player's score in the hand race, said to them (HTML): « Dans la course des mains à
    121, vous avez 2 points, et moi 0 point. »."""
    said = tr._("In the hand race to {target}, you have {player}, and I have {bot}.").format(
        target=tr.number(game.target),
        player=render.points(game.player_score, tr),
        bot=render.points(game.bot_score, tr),
    )
    return esc(said)


# -- Answer errors ---------------------------------------------------------------------------


def answer_error(
    error: AnswerError,
    tr: Translator,
    *,
    dealt: Collection[Card] = (),
    muggins: bool | None = None,
) -> str:
    """A short hint for an answer that could not be read (the question stays open); `dealt`:
    the cards of the question, told apart from other cards typed as the count; `muggins`: the
    drill's setting, for what « je ne sais pas » is told a short count costs."""
    reason = error.reason
    token = code(error.token) if error.token else ""
    hint = esc(tr._("Send a number from 0 to {max}, or call the count like {example}.")).format(
        max=tr.number(MAX_COUNT), example=code(example_call(tr))
    )
    if reason in calls_unread.ASKING and asks_how(error.text):  # « ? »: how to count
        return esc(calls_unread.how_to_count_text(tr))
    if reason in (AnswerErrorReason.EMPTY, AnswerErrorReason.NOT_A_NUMBER):
        return hint
    if calls_unread.typed_cards(error, tuple(dealt)):
        strangers = cards_not_dealt(error.text, dealt, tr)
        if strangers:
            return cards_not_dealt_text(strangers, tr)
        return esc(calls_unread.typed_cards_text(tr))
    if reason is AnswerErrorReason.TOO_LONG:
        return esc(tr._("That is a long answer!")) + " " + hint
    if reason in (
        AnswerErrorReason.DONT_KNOW,
        AnswerErrorReason.UNKNOWN_WORD,
        AnswerErrorReason.LONE_FIFTEEN,
        AnswerErrorReason.MUGGINS,
        AnswerErrorReason.TWO_COUNTS,
        AnswerErrorReason.NOT_WHOLE,
        AnswerErrorReason.FIFTEEN_OR_TOTAL,
        AnswerErrorReason.FIFTEENS_NO_TOTAL,
        AnswerErrorReason.NUMBERS_ONLY,
    ):
        return esc(calls_unread.error_text(error, tr, muggins=muggins))
    if reason in (AnswerErrorReason.NEGATIVE, AnswerErrorReason.TOO_LARGE):
        return esc(calls_unread.error_text(error, tr)) + " " + hint  # what to send instead
    if calls_unread.double_alone(error):  # « 15-2 15-4 double 12 »: which double?
        return esc(calls_unread.which_double_text(tr))
    if reason is AnswerErrorReason.UNEXPECTED and token:
        return esc(tr._("I can't place “{token}” in a count.")).format(token=token) + " " + hint
    if reason is AnswerErrorReason.FIFTEENS:
        return esc(tr._("Fifteens are called 2, 4, 6…: {example}.")).format(
            example=code(tr._("15-2 15-4 15-6"))
        )
    if reason is AnswerErrorReason.BAD_POINTS and error.kind is not None and error.values:
        return esc(calls_view.bad_points_text(error.kind, error.values[0], tr))
    if reason is AnswerErrorReason.MISSING_POINTS and error.kind is not None:
        text = tr._("How many points? Put a number after {combination}, for example {example}.")
        name = render.kind_name(error.kind, tr)
        worth = calls_view.POINT_VALUES.get(error.kind, (2,))[0]  # « suite 3 », not « flush 4 »
        return esc(text).format(
            combination=bold(name), example=code(esc(f"{name} {tr.number(worth)}"))
        )
    if reason is AnswerErrorReason.TOTAL_MISMATCH and len(error.values) == 2:
        said, computed = error.values
        return esc(tr._("You said {said}, but your combinations add up to {computed}.")).format(
            said=tr.number(said), computed=tr.number(computed)
        )
    if reason is AnswerErrorReason.AMBIGUOUS and len(error.values) == 2:
        first, second = sorted(error.values)
        text = tr._(
            "I can read that as {first} or as {second}. Add your total at the end, like {example}."
        )
        return esc(text).format(
            first=tr.number(first), second=tr.number(second), example=code(f"= {second}")
        )
    if reason is AnswerErrorReason.HEELS and names_nibs(error):
        return esc(calls_unread.nibs_text(tr))
    if reason is AnswerErrorReason.HEELS:
        return esc(
            tr._(
                "His heels (2 for a jack turned as the starter) go to the dealer at the cut: "
                "they are not part of the count."
            )
        )
    return hint


# -- Stats -----------------------------------------------------------------------------------


def cards_not_dealt(text: str, dealt: Collection[Card], tr: Translator) -> list[Card]:
    """The cards typed in `text` (read as /score reads them) when one of them is not among the
    cards `dealt` in the question, else none: the player did not list the cards shown (« 5C
    5K 5T VP 5P » for 4♦ 4♥ 5♦ 9♦ 10♥), perhaps a hand of their own, which /score counts."""
    try:
        typed = card_input.read_cards(calls_unread.spades_said(text), tr)
    except CardError:
        return []
    return typed if dealt and any(card not in dealt for card in typed) else []


def cards_not_dealt_text(typed: Sequence[Card], tr: Translator) -> str:
    """The reply to cards typed as a count that are not the cards dealt: the points of the
    cards shown are wanted; /score counts other cards (the ones typed, when they are a hand
    and its starter)."""
    cards = " ".join(card_code(card, tr.lang) for card in typed)
    example = "/score " + (cards if len(typed) == HAND_SIZE + 1 else example_hand(tr))
    return esc(
        tr._(
            "Those are not the cards dealt: send the points of the cards above, a number "
            "like {number}. To count cards of your own: {example}"
        )
    ).format(number=tr.number(12), example=code(example))


# -- /score ----------------------------------------------------------------------------------


def score_text(deal: Deal, score: Score, tr: Translator) -> str:
    """The /score lookup: the cards, each combination, the call and the total."""
    lines = referee_view.cards_lines(deal, tr)
    lines += [f"{BULLET} {esc(line)}" for line in render.breakdown_lines(score, tr)]
    lines.append(esc(render.called_count_text(score, tr)))
    lines.append(bold(tr._("Total: {total}").format(total=render.points(score.total, tr))))
    if deal.heels() is not None:
        lines.append(
            esc(
                tr._("The starter is a jack: 2 for his heels go to the dealer, outside this count.")
            )
        )
    if crib_flush_trap(deal):
        lines.append(esc(flush_rule(tr, crib=True)))
    return "\n".join(lines)
