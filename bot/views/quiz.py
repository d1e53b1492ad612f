"""The rules quiz's wording: polls from the bank and from the engine, the series summary, the
/stats line, errors. The bank's own text is bilingual data; everything else is translated here.

Polls are plain text (Telegram quiz polls: question <= 300 characters, options <= 100,
explanation <= 200 with at most 2 line feeds); the summary and stats lines are Telegram HTML.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.quiz import (
    GENERATED_HAND,
    GENERATED_PEG,
    MAX_EXPLANATION_CHARS,
    MAX_EXPLANATION_LINE_FEEDS,
    MAX_QUESTION_CHARS,
    SERIES_MAX,
    BankQuestion,
    PollText,
    by_id,
    question_at,
    seed_of,
)
from bot.drills.quiz_generated import HandQuiz, PegQuiz, Trap, hand_quiz, peg_quiz
from bot.engine.pegging import pile_count
from bot.i18n import Translator, render
from bot.storage.repo_quiz import QuizPollRecord, QuizScore, QuizStats
from bot.views import replies
from bot.views.markup import BULLET, bold, code, esc

SCORES_SHOWN = 10

_TOPIC_NAMES: dict[str, Callable[[Translator], str]] = {
    "values": lambda tr: tr._("card values"),
    "deal": lambda tr: tr._("the deal and the cut"),
    "crib": lambda tr: tr._("the crib"),
    "starter": lambda tr: tr._("the starter and his heels"),
    "fifteen_31": lambda tr: tr._("the count: fifteen and thirty-one"),
    "go": lambda tr: tr._("the go"),
    "play_pairs": lambda tr: tr._("pairs in the play"),
    "play_runs": lambda tr: tr._("runs in the play"),
    "foreign_card": lambda tr: tr._("the foreign card"),
    "last_card": lambda tr: tr._("the last card"),
    "show_order": lambda tr: tr._("the order of the show"),
    "show_combos": lambda tr: tr._("counting the show"),
    "nobs": lambda tr: tr._("his nobs"),
    "flush": lambda tr: tr._("flushes in hand and crib"),
    "game": lambda tr: tr._("the board and the game"),
    "skunk": lambda tr: tr._("lurch and skunk"),
    "muggins": lambda tr: tr._("muggins"),
    "players": lambda tr: tr._("three and four players"),
    "fadoq": lambda tr: tr._("the FADOQ rules"),
    "tournament": lambda tr: tr._("the Jeux des 50 ans et plus tournament"),
    "kings": lambda tr: tr._("Kings Cribbage"),
    "impossible": lambda tr: tr._("impossible scores"),
}


def topic_name(topic: str, tr: Translator) -> str:
    """A quiz topic, as the stats and the summary name it."""
    name = _TOPIC_NAMES.get(topic)
    return name(tr) if name is not None else topic


# The rules' sources as players name them (the seed documents of /work/shared/rules): the full
# name, then a short one for an explanation with little room left.
_SOURCE_NAMES: dict[str, Callable[[Translator], tuple[str, str]]] = {
    "000": lambda tr: (tr._("the classic rules"), tr._("the classic rules")),
    "001": lambda tr: (
        tr._("a summary of the classic rules"),
        tr._("a summary of the rules"),
    ),
    "002": lambda tr: (
        tr._("the FADOQ tournament rules (Rive-Sud-Suroît)"),
        tr._("the FADOQ rules"),
    ),
    "003": lambda tr: (
        tr._("the rules of the Jeux des 50 ans et plus (Gaspésie-Îles-de-la-Madeleine)"),
        tr._("the rules of the Jeux des 50 ans et plus"),
    ),
    "004": lambda tr: (tr._("the Kings Cribbage rules"), tr._("the Kings Cribbage rules")),
}


UNREAD_SHOWN: Final = 30
"""The most of the words after /quiz quoted back as not understood."""
SOURCE_TOPICS: Final = frozenset({"fadoq", "tournament", "kings"})
"""Topics whose name already says which rules they come from."""


def source_names(rule: str, tr: Translator) -> tuple[str, str]:
    """The source of a rule id as a player names it: (full name, short name)."""
    return _SOURCE_NAMES[seed_of(rule)](tr)


def source_lines(rule: str, tr: Translator) -> tuple[str, str]:
    """ "According to the classic rules.": the full line, then the short one."""
    full, short = source_names(rule, tr)
    return (
        tr._("According to {source}.").format(source=full),
        tr._("According to {source}.").format(source=short),
    )


# -- Polls -----------------------------------------------------------------------------------


def bank_poll(question: BankQuestion, tr: Translator) -> PollText:
    """A bank question in the translator's language (its explanation names its source)."""
    text = question.poll(tr.lang)
    return PollText(
        text.question, text.options, _explanation([text.explanation], question.rule, tr)
    )


def _fits(text: str) -> bool:
    return len(text) <= MAX_EXPLANATION_CHARS and text.count("\n") <= MAX_EXPLANATION_LINE_FEEDS


def _explanation(parts: Sequence[str], rule: str, tr: Translator) -> str:
    """The parts on their own lines, dropping the last ones past Telegram's limits, then the
    source of the rule (its short name if the full one does not fit)."""
    full, short = source_lines(rule, tr)
    kept: list[str] = []
    for part in parts:
        if _fits("\n".join([*kept, part, short])) or (not kept and _fits(part)):
            kept.append(part)
    for line in (full, short):
        if _fits("\n".join([*kept, line])):
            return "\n".join([*kept, line])
    return "\n".join(kept)


def _trap_note(trap: Trap, tr: Translator) -> str:
    if trap is Trap.NOBS:
        return tr._("The jack of the starter's suit scores 1: his nobs.")
    if trap is Trap.DOUBLE_RUN:
        return tr._("A double run is two runs and a pair: count every run.")
    return tr._("A crib flush needs the starter's suit too: four alone score nothing.")


def hand_poll(quiz: HandQuiz, tr: Translator) -> PollText:
    """ "How many points does this hand score?" with the cards, the options and the count."""
    if quiz.crib:
        ask = tr._("How many points does this crib score?")
    else:
        ask = tr._("How many points does this hand score?")
    cards = tr._("{cards}, starter {starter}").format(
        cards=render.cards(quiz.hand, tr), starter=render.card(quiz.starter, tr)
    )
    call = render.called_count_text(quiz.score, tr)
    if quiz.score.total:
        count = tr._("{total}: {count}.").format(
            total=render.points(quiz.score.total, tr), count=call
        )
    else:  # the call says it: « 0 point : dix-neuf! (0 point) » said it twice
        count = call
    explanation = _explanation([count, _trap_note(quiz.trap, tr)], quiz.rule, tr)
    options = tuple(render.points(c.points, tr) for c in quiz.choices)
    return PollText(f"{ask}\n{cards}", options, explanation)


def peg_poll(quiz: PegQuiz, tr: Translator) -> PollText:
    """ "What does this card peg?" for the card just laid on the pile, with the play's call
    (never « the last card »: the rules' name of the point for the last card of the play)."""
    last = render.card(quiz.pile[-1], tr)
    ask = tr._("The play since the count was reset: {cards} (count {count}).").format(
        cards=render.cards(quiz.pile, tr), count=tr.number(pile_count(quiz.pile))
    )
    question = tr._("What does the card just played, {card}, peg?").format(card=last)
    call = render.play_call_text(quiz.score, tr) or tr._("nothing (no fifteen, pair or run)")
    note = tr._("Pairs and runs use the latest cards only, in any order, with no foreign card.")
    explanation = _explanation(
        [tr._("{card}: {call}.").format(card=last, call=call), note], quiz.rule, tr
    )
    options = tuple(render.points(c.points, tr) for c in quiz.choices)
    return PollText(f"{ask}\n{question}", options, explanation)


def numbered(text: PollText, position: int, size: int, tr: Translator) -> PollText:
    """The poll with "3/10" before its question when it is part of a series (if it fits)."""
    if size <= 1:
        return text
    prefix = tr._("{position}/{size}").format(position=tr.number(position), size=tr.number(size))
    question = f"{prefix} · {text.question}"
    if len(question) > MAX_QUESTION_CHARS:
        return text
    return PollText(question, text.options, text.explanation)


# -- Messages --------------------------------------------------------------------------------


def usage(
    tr: Translator,
    unread: str | None = None,
    *,
    too_many: int | None = None,
    too_few: bool = False,
    name: str | None = None,
) -> str:
    """How to ask for a quiz (after a bad argument), under the words not understood
    (`unread`, escaped here; None: the usage was asked for, « /quiz aide »), or under how
    many questions a series has at most when more were asked (`too_many`: « /quiz 50 » was
    read, and « Je ne comprends pas « 50 » » said it was not), or at least when none were
    (`too_few`: « /quiz 0 », answered the same way); in a group, after the member's `name`
    in bold."""
    lines = [
        esc(tr._("{one} asks one rules question; {series} runs a series of 1 to {most}.")).format(
            one=code("/quiz"), series=code("/quiz 10"), most=esc(tr.number(SERIES_MAX))
        ),
        esc(tr._("{kings} asks about Kings Cribbage, the tile game.")).format(
            kings=code(tr._("/quiz kings"))
        ),
    ]
    if too_many is not None:
        line = tr._("{n} is too many: a series has at most {most} questions.")
        lines.insert(0, esc(line.format(n=tr.number(too_many), most=tr.number(SERIES_MAX))))
    elif too_few:
        line = tr._("{n} is too few: a series has 1 to {most} questions.")
        lines.insert(0, esc(line.format(n=tr.number(0), most=tr.number(SERIES_MAX))))
    elif unread is not None:
        lines.insert(0, replies.not_understood(unread[:UNREAD_SHOWN], tr))
    text = "\n".join(lines)
    return text if name is None else replies.titled_html(text, tr, name=name)


def series_intro(
    size: int,
    tr: Translator,
    *,
    group_starter: str | None = None,
    replaced: tuple[int, int] | None = None,
    topic: str | None = None,
    all_of_topic: bool = False,
) -> str:
    """The message before the first poll of a series (of the Kings Cribbage questions when
    `topic` is "kings": « Quiz des règles » opened them; `all_of_topic`: more were asked than
    it has, and each comes once, as a line says with how many there are). In a group
    (`group_starter`: the name of the member who started it), everyone may answer but only the
    starter's answer brings the next poll, and the message says so. `replaced`: the series
    this one replaces (its polls sent, its size), stopped at the question it stood at
    (`question_at`) and said in a first line (its poll closed without a word, she could
    believe both ran)."""
    if topic == "kings":
        heading = tr.ngettext(
            "Kings Cribbage quiz: {n} question.", "Kings Cribbage quiz: {n} questions.", size
        )
    else:
        heading = tr.ngettext("Rules quiz: {n} question.", "Rules quiz: {n} questions.", size)
    heading = heading.format(n=tr.number(size))
    if group_starter is None:
        how = tr._("Answer each poll: the next one comes as soon as you have answered.")
    else:
        how = tr._(
            "Everyone may answer each poll; the next one comes as soon as {name} has answered."
        ).format(name=group_starter)
    lines = [bold(heading), esc(how)]
    if all_of_topic:
        only = tr.ngettext(
            "There is only {n} Kings Cribbage question: it is asked once.",
            "There are only {n} Kings Cribbage questions: each is asked once.",
            size,
        )
        lines.insert(1, esc(only.format(n=tr.number(size))))
    if replaced is not None:
        sent, old_size = replaced
        stopped = tr._("The previous series stopped at question {asked} of {size}.").format(
            asked=tr.number(question_at(sent)), size=tr.number(old_size)
        )
        lines.insert(0, esc(stopped))
    return "\n".join(lines)


def left_series_stopped(name: str, sent: int, size: int, tr: Translator) -> str:
    """Before a group's new series: another member's series, left without an answer past the
    time a group waits on it (`name`: its starter, '' when unknown; `sent` of its `size` polls
    sent), is stopped and its poll closed, at the question it stood at (`question_at`). HTML.
    Its poll closed without a word: coming back, its starter found no quiz to answer."""
    asked, total = tr.number(question_at(sent)), tr.number(size)
    if name:
        text = tr._(
            "{name}'s quiz, left without an answer at question {asked} of {size}, is stopped."
        )
        return esc(text.format(name=name, asked=asked, size=total))
    text = tr._("A quiz left without an answer at question {asked} of {size} is stopped.")
    return esc(text.format(asked=asked, size=total))


def rules_alias_line(tr: Translator) -> str:
    """The line before /regles' (/rules') poll or series (HTML): a newcomer sends it for the
    rules, and a poll came with no word of what it was; then where a word of the game is
    explained (« elles sont expliquées dans /guide » named a command that does not exist)."""
    return esc(tr._("A quiz on the rules. What a word of the game means: {example}.")).format(
        example=code(tr._("/help skunk"))
    )


def series_stopped(
    sent: int, size: int, tr: Translator, *, name: str | None = None, topic: str | None = None
) -> str:
    """/cancel during a series of `size`, `sent` of its polls sent: it stopped at the question
    it stood at (`question_at`), and the command that asks that kind again (/quiz kings for a
    `topic` "kings" series: /quiz never asks its questions); in a group, after the member's
    `name` in bold (HTML)."""
    asked = question_at(sent)
    again = code(tr._("/quiz kings")) if topic == "kings" else code("/quiz")
    text = esc(
        tr._("Quiz stopped at question {asked} of {size}. Send {quiz} to start again.")
    ).format(asked=tr.number(asked), size=tr.number(size), quiz=again)
    return text if name is None else replies.titled_html(text, tr, name=name)


def no_series(tr: Translator, *, name: str | None = None) -> str:
    """« /quiz stop » with no series of the player's running in the chat (HTML; in a group,
    after the member's `name` in bold)."""
    text = esc(tr._("No quiz series is running: {series} starts one.")).format(
        series=code("/quiz 10")
    )
    return text if name is None else replies.titled_html(text, tr, name=name)


def series_left(name: str, sent: int, size: int, tr: Translator) -> str:
    """Its starter left the group: their series stops (its last poll is closed) at the
    question it stood at (`question_at`, `sent` of its polls sent), and the group may start
    another."""
    asked = question_at(sent)
    return esc(
        tr._(
            "{name} left the group: their quiz stops at question {asked} of {size}."
            " Send {quiz} to start another."
        )
    ).format(
        name=esc(name) if name else "?",
        asked=tr.number(asked),
        size=tr.number(size),
        quiz=code("/quiz"),
    )


def series_running(
    name: str,
    sent: int,
    size: int,
    tr: Translator,
    *,
    asker: str | None = None,
    lead: str | None = None,
) -> str:
    """/quiz in a group while another member's series runs there (`name`: theirs, '' when
    unknown; `sent` of its polls sent, named as the question it stands at, `question_at`): a
    group plays one series at a time; its starter can stop it, or the player can play in
    private. HTML, under `lead` (HTML: /regles' line saying the rules are in /guide), after the
    `asker`'s name in bold (it answers him: « la vôtre »)."""
    asked = question_at(sent)
    if name:
        running = tr._("{name}'s quiz is under way here: question {asked} of {size}.").format(
            name=name, asked=tr.number(asked), size=tr.number(size)
        )
        stop = tr._(
            "One series at a time in a group: {name} can stop it with /cancel,"
            " or you can play yours with me in private."
        ).format(name=name)
    else:
        running = tr._("A quiz is under way here: question {asked} of {size}.").format(
            asked=tr.number(asked), size=tr.number(size)
        )
        stop = tr._(
            "One series at a time in a group: whoever started it can stop it with /cancel,"
            " or you can play yours with me in private."
        )
    text = esc(f"{running} {stop}")
    if lead is not None:
        text = f"{lead}\n{text}"
    return text if asker is None else replies.titled_html(text, tr, name=asker)


def others_poll(name: str, tr: Translator, *, answered: bool, asker: str | None = None) -> str:
    """/cancel in a group under another member's lone poll (`name`: who asked for it), with
    nothing of the player's own to stop: it is hers, and he may answer it (or `answered` it).
    HTML, after the `asker`'s name in bold."""
    if answered:
        text = tr._(
            "Nothing of yours to cancel: the quiz above is {name}'s question,"
            " and you have answered it."
        )
    else:
        text = tr._(
            "Nothing of yours to cancel: the quiz above is {name}'s question."
            " You can answer it too."
        )
    said = esc(text.format(name=name))
    return said if asker is None else replies.titled_html(said, tr, name=asker)


def own_series_waits(
    sent: int, size: int, tr: Translator, *, name: str | None = None, asked_since: bool = False
) -> str:
    """/quiz alone while the player's own series waits on its poll (`sent` of its `size` polls
    sent; HTML, after her `name` in bold in a group): a lone poll went out under it, the series
    sat unanswered above and the lone answer did not move it on. `asked_since`: a question
    asked after the poll (a /main hand) waits too, and /cancel drops it before the series."""
    if asked_since:
        text = tr._(
            "Your quiz is under way: question {asked} of {size}, in the poll above."
            " Tap an answer there. A question asked since waits too: /cancel drops it first,"
            " then a second /cancel stops the series."
        )
    else:
        text = tr._(
            "Your quiz is under way: question {asked} of {size}, in the poll above."
            " Tap an answer there; /cancel stops the series."
        )
    text = text.format(asked=tr.number(question_at(sent)), size=tr.number(size))
    return esc(text) if name is None else replies.titled_html(esc(text), tr, name=name)


def series_still_waits(sent: int, size: int, tr: Translator) -> str:
    """After a question asked since her series' poll was dropped (« /main », « /annuler »):
    the series waits on that poll still (`sent` of its `size` polls sent), and the next
    /cancel stops it (HTML). « Main abandonnée. » alone let her believe the quiz went too."""
    text = tr._(
        "Your quiz still waits: question {asked} of {size}, in the poll above."
        " Tap an answer there; /cancel stops the series."
    )
    return esc(text.format(asked=tr.number(question_at(sent)), size=tr.number(size)))


def tap_the_poll(
    *,
    in_series: bool,
    tr: Translator,
    asked_before: bool = False,
    said_back: str | None = None,
    game: bool = False,
) -> str:
    """A text typed while a quiz poll is the last thing asked: its answer is a tap.
    `asked_before`: a question asked before the poll (a /main hand) waits under it, and takes
    typed answers again once the poll is tapped (once the series is over); « 12 » typed for
    that hand was told of the poll alone, and she could believe the hand gone. `said_back`:
    the words answering a greeting, thanks or goodbye (« Bonjour! »), said first (plain
    text; « bonjour » got the tap alone). `game`: what waits before the poll is a game's step
    (/kings play, /play), said so (« la question posée avant ce sondage » did not tell a player
    her game was there still)."""
    stop = tr._("/cancel stops the series.") if in_series else tr._("/cancel stops the quiz.")
    if asked_before and game:
        waits = (
            tr._("Your game waits for your move when the series is over.")
            if in_series
            else tr._("Your game waits for your move after that.")
        )
        stop = f"{waits} {stop}"
    elif asked_before and in_series:
        waits = tr._(
            "The question asked before this poll waits for your answer when the series is over."
        )
        stop = f"{waits} {stop}"
    elif asked_before:
        waits = tr._("The question asked before it waits for your answer after that.")
        stop = f"{waits} {stop}"
    tap = tr._("Tap one of the answers in the quiz above. {stop}").format(stop=stop)
    return esc(tap if said_back is None else f"{said_back} {tap}")


def poll_stopped(tr: Translator, *, name: str | None = None) -> str:
    """/cancel while a lone quiz poll waits: it no longer counts (HTML; in a group, after the
    member's `name` in bold)."""
    text = esc(
        tr._("Quiz stopped: that question no longer counts. Send {quiz} for another.")
    ).format(quiz=code("/quiz"))
    return text if name is None else replies.titled_html(text, tr, name=name)


def answered_poll_stays(tr: Translator, *, name: str | None = None) -> str:
    """/cancel in a group under the lone poll the member asked for, which others have answered
    (their answers count, so it is kept): it stays open, she may answer it, and /quiz asks
    another (« Rien à abandonner : aucune question n'attend » denied the poll above). HTML;
    after her `name` in bold."""
    text = esc(
        tr._(
            "Your quiz question above already has answers from other members: it stays open."
            " Answer it if you like; {quiz} asks another."
        )
    ).format(quiz=code("/quiz"))
    return text if name is None else replies.titled_html(text, tr, name=name)


def series_summary(
    scores: Sequence[QuizScore],
    owner_id: int,
    size: int,
    missed: Sequence[QuizPollRecord],
    tr: Translator,
    *,
    topic: str | None = None,
    asked: Mapping[str, str] | None = None,
) -> str:
    """The end of a series: the player's score, or in a group where others answered too,
    everyone's; the rules to review (`missed`: the polls missed by anyone who answered), and
    the command for another round (of the same `topic`, when one was asked by name); a Kings
    poll missed by its question (`asked`, by ref), not « Kings Cribbage » alone."""
    mine = next((s for s in scores if s.user_id == owner_id), None)
    correct = mine.correct if mine is not None else 0
    others = [s for s in scores if s.user_id != owner_id]
    if others:  # the starter's score alone would read as everyone's
        heading = tr.ngettext("Quiz over: {n} question.", "Quiz over: {n} questions.", size)
        lines = [bold(heading.format(n=tr.number(size)))]
    else:
        lines = [
            bold(
                tr._("Quiz over: {correct} out of {size}.").format(
                    correct=tr.number(correct), size=tr.number(size)
                )
            )
        ]
    if others:
        lines.append(esc(tr._("Scores:")))
        for score in scores[:SCORES_SHOWN]:
            lines.append(
                f"{BULLET} "
                + esc(
                    tr._("{name}: {correct} out of {answered}").format(
                        name=score.name or "?",
                        correct=tr.number(score.correct),
                        answered=tr.number(score.answered),
                    )
                )
            )
    if not missed:  # the command too: the player who did best is the likeliest to go again
        lines.append(esc(tr._("No rule to review: well done!")))
        lines.append(_another_round(size, topic, tr))
        return "\n".join(lines)
    lines.append(esc(tr._("Rules to review:")))
    seen: set[str] = set()
    for poll in missed:
        item = topic_name(poll.topic, tr)
        item = (asked or {}).get(poll.ref, item) if poll.topic == "kings" else item
        if poll.topic not in SOURCE_TOPICS:
            source = source_names(poll.rule, tr)[1]
            item = tr._("{topic} ({source})").format(topic=item, source=source)
        if item in seen:
            continue
        seen.add(item)
        lines.append(f"{BULLET} " + esc(item))
    lines.append(_another_round(size, topic, tr))
    return "\n".join(lines)


def _another_round(size: int, topic: str | None, tr: Translator) -> str:
    """The command that asks the same kind of series again (HTML)."""
    if topic == "kings":
        return esc(tr._("Another round: /quiz kings {size}").format(size=str(size)))
    return esc(tr._("Another round: /quiz {size}").format(size=str(size)))


def stats_lines(stats: QuizStats, tr: Translator) -> list[str]:
    """The quiz line of /stats: answered, correct, weakest topic."""
    if not stats.answered:
        return [esc(tr._("Rules quiz: nothing answered yet, try /quiz."))]
    answered = tr.ngettext("{n} answer", "{n} answers", stats.answered)
    correct = tr.ngettext("{n} right", "{n} right", stats.correct)
    text = tr._("Rules quiz: {answered}, {correct} ({percent})").format(
        answered=answered.format(n=tr.number(stats.answered)),
        correct=correct.format(n=tr.number(stats.correct)),
        percent=tr.percent(stats.accuracy),
    )
    if stats.weakest_topic is not None:
        # not « sujet le plus faible : le compte : quinze et trente et un », two colons
        text = tr._("{quiz}; your weakest topic is {topic}").format(
            quiz=text, topic=topic_name(stats.weakest_topic, tr)
        )
    return [esc(text)]


@dataclass(frozen=True, slots=True)
class QuizPoll:
    """A poll ready to send: its text, the right option, and what it asks about."""

    text: PollText
    correct: int
    topic: str
    rule: str


def build_poll(
    ref: str, bank: Sequence[BankQuestion], rng: random.Random, tr: Translator
) -> QuizPoll:
    """The poll for a question ref: a bank id, or a fresh engine question."""
    if ref == GENERATED_HAND:
        hand = hand_quiz(rng)
        return QuizPoll(hand_poll(hand, tr), hand.correct, hand.topic, hand.rule)
    if ref == GENERATED_PEG:
        peg = peg_quiz(rng)
        return QuizPoll(peg_poll(peg, tr), peg.correct, peg.topic, peg.rule)
    question = by_id(bank)[ref]
    return QuizPoll(bank_poll(question, tr), question.correct, question.topic, question.rule)
