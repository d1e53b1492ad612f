"""The rules quiz: the hand-written bank (data from `content/quiz_bank.json`), series plans
and reading /quiz's words (the questions the engine generates are `bot.drills.quiz_generated`).

Pure: no I/O, no text of its own (the bank's bilingual text is data; `bot.views.quiz` words
everything else), randomness from a passed `random.Random`. Every poll obeys Telegram's quiz
limits (`poll_problems`): question <= 300 characters, 2 to 10 distinct options of <= 100
characters, explanation <= 200 characters with at most 2 line feeds, a valid correct option.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.answer_words import NUMBER_WORDS, normalize
from bot.drills.command_table import typed_name

LANGS: Final = ("fr", "en")
MAX_QUESTION_CHARS: Final = 300
MIN_OPTIONS: Final = 2
MAX_OPTIONS: Final = 10
MAX_OPTION_CHARS: Final = 100
MAX_EXPLANATION_CHARS: Final = 200
MAX_EXPLANATION_LINE_FEEDS: Final = 2
SEEDS: Final = ("000", "001", "002", "003", "004")
SOURCE_LINE_CHARS: Final = 40
"""Room a bank explanation leaves for the line naming its source (its short name fits)."""
RULE_ID: Final = re.compile(r"R-(\d{3})-(\d{2})")

TOPICS: Final = (
    "values",
    "deal",
    "crib",
    "starter",
    "fifteen_31",
    "go",
    "play_pairs",
    "play_runs",
    "foreign_card",
    "last_card",
    "show_order",
    "show_combos",
    "nobs",
    "flush",
    "game",
    "skunk",
    "muggins",
    "players",
    "fadoq",
    "tournament",
    "kings",
    "impossible",
)
"""The quiz topics, in teaching order (their names are worded in `bot.views.quiz`)."""

GENERATED_HAND: Final = "gen:hand"
GENERATED_PEG: Final = "gen:peg"
GENERATED: Final = (GENERATED_HAND, GENERATED_PEG)
SERIES_MAX: Final = 30
GENERATED_EVERY: Final = 4
"""In a series, every GENERATED_EVERY-th question comes from the engine."""


class QuizError(ValueError):
    """A bank entry or a poll that Telegram (or the quiz) cannot take."""


# -- The bank --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PollText:
    """One language of a quiz poll: the question, its options and the explanation."""

    question: str
    options: tuple[str, ...]
    explanation: str


@dataclass(frozen=True, slots=True)
class BankQuestion:
    """A hand-written question: topic, seed document, rule ids, correct option, both languages."""

    id: str
    topic: str
    seed: str
    rule: str
    also: tuple[str, ...]
    correct: int
    texts: Mapping[str, PollText]

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule it asks about first, then the other rules it also covers."""
        return (self.rule, *self.also)

    def text(self, lang: str) -> PollText:
        """The question in `lang` ("fr" or "en")."""
        return self.texts[lang]

    def poll(self, lang: str) -> PollText:
        """The poll in `lang` as the bank words it (`bot.views.quiz` adds the source's name: rule
        ids stay in the data, never in a message)."""
        return self.texts[lang]


def seed_of(rule: str) -> str:
    """The source document a rule id comes from ("R-002-17" -> "002")."""
    match = RULE_ID.fullmatch(rule)
    if match is None:
        raise QuizError(f"bad rule id {rule!r}")
    return match[1]


def poll_problems(text: PollText, correct: int) -> list[str]:
    """What Telegram would refuse in this quiz poll (empty when it is fine)."""
    problems: list[str] = []
    if not 1 <= len(text.question) <= MAX_QUESTION_CHARS:
        problems.append(f"question has {len(text.question)} characters")
    if not MIN_OPTIONS <= len(text.options) <= MAX_OPTIONS:
        problems.append(f"{len(text.options)} options")
    for option in text.options:
        if not 1 <= len(option) <= MAX_OPTION_CHARS:
            problems.append(f"option {option!r} has {len(option)} characters")
    if len(set(text.options)) != len(text.options):
        problems.append("duplicate options")
    if len(text.explanation) > MAX_EXPLANATION_CHARS:
        problems.append(f"explanation has {len(text.explanation)} characters")
    if text.explanation.count("\n") > MAX_EXPLANATION_LINE_FEEDS:
        problems.append("explanation has more than 2 line feeds")
    if not 0 <= correct < len(text.options):
        problems.append(f"correct option {correct} out of range")
    return problems


def _poll_text(data: object, where: str) -> PollText:
    """A PollText from its JSON object."""
    if not isinstance(data, dict):
        raise QuizError(f"{where}: expected an object")
    question, options, explanation = (
        data.get("question"),
        data.get("options"),
        data.get("explanation"),
    )
    if not isinstance(question, str) or not isinstance(explanation, str):
        raise QuizError(f"{where}: question and explanation must be strings")
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise QuizError(f"{where}: options must be a list of strings")
    return PollText(question, tuple(options), explanation)


def question_from_json(data: object) -> BankQuestion:
    """A bank question from its JSON object; QuizError names what is wrong."""
    if not isinstance(data, dict):
        raise QuizError("a bank question must be an object")
    qid = data.get("id")
    if not isinstance(qid, str) or not qid:
        raise QuizError("a bank question needs an id")
    topic, seed, rule = data.get("topic"), data.get("seed"), data.get("rule")
    also = data.get("also", [])
    correct = data.get("correct_option_id")
    if topic not in TOPICS:
        raise QuizError(f"{qid}: unknown topic {topic!r}")
    if seed not in SEEDS:
        raise QuizError(f"{qid}: unknown seed {seed!r}")
    if not isinstance(also, list) or not all(isinstance(r, str) for r in also):
        raise QuizError(f"{qid}: also must be a list of rule ids")
    for rule_id in [rule, *also]:
        if not isinstance(rule_id, str) or RULE_ID.fullmatch(rule_id) is None:
            raise QuizError(f"{qid}: bad rule id {rule_id!r}")
    assert isinstance(rule, str)
    if rule[2:5] != seed:
        raise QuizError(f"{qid}: rule {rule} is not from seed {seed}")
    if not isinstance(correct, int) or isinstance(correct, bool):
        raise QuizError(f"{qid}: correct_option_id must be an integer")
    texts = {lang: _poll_text(data.get(lang), f"{qid}/{lang}") for lang in LANGS}
    sizes = {len(t.options) for t in texts.values()}
    if len(sizes) != 1:
        raise QuizError(f"{qid}: the languages have different numbers of options")
    question = BankQuestion(qid, topic, seed, rule, tuple(also), correct, texts)
    for lang in LANGS:
        problems = poll_problems(_with_room_for_source(question.poll(lang)), correct)
        if problems:
            raise QuizError(f"{qid}/{lang}: " + "; ".join(problems))
    return question


def _with_room_for_source(text: PollText) -> PollText:
    """The poll as Telegram would check it once the view adds a line naming the source."""
    room = "\n" + "x" * SOURCE_LINE_CHARS
    return PollText(text.question, text.options, text.explanation + room)


def bank_from_json(data: object) -> tuple[BankQuestion, ...]:
    """The bank from the JSON document {"questions": [...]}; ids must be unique."""
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        raise QuizError('the bank must be an object with a "questions" list')
    bank = tuple(question_from_json(item) for item in data["questions"])
    ids = [q.id for q in bank]
    if len(set(ids)) != len(ids):
        raise QuizError("duplicate question ids")
    return bank


def by_id(bank: Sequence[BankQuestion]) -> dict[str, BankQuestion]:
    """The bank indexed by question id."""
    return {q.id: q for q in bank}


# -- Series ----------------------------------------------------------------------------------


SEPARATE_TOPICS: Final = frozenset({"kings"})
"""Topics asked only by name (`/quiz kings`: Kings Cribbage is another game, a tile game),
never in a default series or a lone /quiz."""


def topic_bank(bank: Sequence[BankQuestion], topic: str | None) -> list[BankQuestion]:
    """The questions of `topic`, or (None) of every topic but the separate ones."""
    if topic is None:
        return [q for q in bank if q.topic not in SEPARATE_TOPICS]
    return [q for q in bank if q.topic == topic]


def plan_series(
    rng: random.Random, bank: Sequence[BankQuestion], size: int, *, topic: str | None = None
) -> tuple[str, ...]:
    """`size` question refs: bank ids without repeats (until the bank runs out), and every
    GENERATED_EVERY-th one an engine question (hand or peg, alternately). With `topic`, only
    that topic's bank questions (no engine question: those are card hands), each once: at
    most as many as the topic has (fewer than `size` then); without it, no question of a
    separate topic (`SEPARATE_TOPICS`)."""
    if not 1 <= size <= SERIES_MAX:
        raise QuizError(f"a series has 1 to {SERIES_MAX} questions")
    chosen = topic_bank(bank, topic)
    if not chosen:
        raise QuizError(f"no question on topic {topic!r}")
    if topic is not None:
        size = min(size, len(chosen))
    pool: list[str] = []
    refs: list[str] = []
    generated = 0
    for position in range(1, size + 1):
        if topic is None and position % GENERATED_EVERY == 0:
            refs.append(GENERATED[generated % len(GENERATED)])
            generated += 1
            continue
        if not pool:
            pool = [q.id for q in chosen]
            rng.shuffle(pool)
        refs.append(pool.pop())
    return tuple(refs)


def single_ref(
    rng: random.Random,
    bank: Sequence[BankQuestion],
    *,
    topic: str | None = None,
    last: str | None = None,
) -> str:
    """One question ref for a lone /quiz: mostly the bank, sometimes the engine; with
    `topic`, one of that topic's bank questions. Never `last` (the question asked just
    before) while another is left: the same question twice in a row reads as a fault."""
    if topic is None and rng.randrange(GENERATED_EVERY) == 0:
        return rng.choice(GENERATED)
    ids = [q.id for q in topic_bank(bank, topic)]
    others = [ref for ref in ids if ref != last]
    return rng.choice(others or ids)


def question_at(sent: int) -> int:
    """The question a series stands at, `sent` of its polls sent: the last one sent, else the
    first (its poll not sent yet, or refused by Telegram: « question 0 sur 3 » named a question
    that never was, while the group read « question 1 sur 3 » of the same series)."""
    return max(sent, 1)


def series_topic(plan: Sequence[str], bank: Sequence[BankQuestion]) -> str | None:
    """The topic a series was asked for by name (`/quiz kings 5`: every question of one
    separate topic), or None for a general series."""
    topics = {q.id: q.topic for q in bank}
    asked = {topics.get(ref) for ref in plan}
    if len(asked) != 1:
        return None
    (topic,) = asked
    return topic if topic in SEPARATE_TOPICS else None


TOPIC_WORDS: Final = {"kings": "kings", "rois": "kings", "roi": "kings", "king": "kings"}
"""Topics asked by name: `/quiz kings` (`/quiz rois`, the singular too: « /quiz roi » got « Je
ne comprends pas « roi » »), optionally with a series size."""


QUESTION_WORDS: Final = frozenset({"question", "questions"})
"""« /quiz 10 questions »: the word after the number says nothing more."""
_LONGEST_NUMBER: Final = max(map(len, NUMBER_WORDS))
_WORD_HYPHEN: Final = re.compile(r"(?<=[a-z])-(?=[a-z])")


def _plain_args(args: Sequence[str]) -> list[str]:
    """/quiz's words with a number in words as digits (« dix » -> "10", « vingt et un » ->
    "21", « dix-sept » -> "17") and « questions » left out."""
    spaced = _WORD_HYPHEN.sub(" ", normalize(" ".join(args)))  # « dix-sept », never « -3 »
    words = [w for w in spaced.split() if w not in QUESTION_WORDS]
    plain: list[str] = []
    i = 0
    while i < len(words):
        for size in range(min(_LONGEST_NUMBER, len(words) - i), 0, -1):
            phrase = tuple(words[i : i + size])
            if phrase in NUMBER_WORDS:
                plain.append(str(NUMBER_WORDS[phrase]))
                i += size
                break
        else:
            plain.append(words[i])
            i += 1
    return plain


def read_quiz_args(args: Sequence[str]) -> tuple[str | None, int] | None:
    """What `/quiz` asks for: the topic, if one is named before or after the number
    (`/quiz kings 5`, `/quiz 5 rois`), and the number of questions (1 without a number, at
    most `SERIES_MAX`), in digits or words (« /quiz dix questions »); None if unreadable."""
    topic, rest = _topic_and_rest(args)
    if not rest:
        return topic, 1
    if len(rest) != 1 or not rest[0].isdecimal() or not 1 <= int(rest[0]) <= SERIES_MAX:
        return None
    return topic, int(rest[0])


STOP_WORDS: Final = frozenset({"stop", "arrete", "arreter", "arret", "fin", "terminer", "end"})
"""`/quiz stop` (« /quiz arrête »): the series stopped, as /cancel stops it."""


def asks_to_stop(args: Sequence[str]) -> bool:
    """Whether `/quiz <args>` asks to stop the series (one of `STOP_WORDS`, any case or
    accents: « Je ne comprends pas « stop » » answered it, and the series went on)."""
    return len(args) == 1 and normalize(args[0]).strip(".!") in STOP_WORDS


RULES_ALIASES: Final = frozenset({"regles", "rules"})
"""/quiz's names a newcomer types for the rules themselves (the command table's aliases),
also read as the quiz's own name after /quiz (« /quiz règles 10 »)."""


def typed_as_rules(text: str | None) -> bool:
    """Whether the message `text` calls /quiz by one of `RULES_ALIASES` (any case or accents,
    with or without « @botname »): « /regles » sent a poll with no word of what it was."""
    return typed_name(text) in RULES_ALIASES


def series_too_long(args: Sequence[str]) -> int | None:
    """The number of questions `/quiz` asks for when it is past `SERIES_MAX` (« /quiz 50 »,
    « /quiz rois 40 »): read, but too many (« Je ne comprends pas « 50 » » said it was not
    read); None for any other words."""
    _, rest = _topic_and_rest(args)
    if len(rest) == 1 and rest[0].isdecimal() and int(rest[0]) > SERIES_MAX:
        return int(rest[0])
    return None


def series_too_short(args: Sequence[str]) -> bool:
    """Whether `/quiz` asks for no question at all (« /quiz 0 », « /quiz rois zéro »): read,
    but too few (« Je ne comprends pas « 0 » » said it was not read)."""
    _, rest = _topic_and_rest(args)
    return len(rest) == 1 and rest[0].isdecimal() and int(rest[0]) == 0


def _topic_and_rest(args: Sequence[str]) -> tuple[str | None, list[str]]:
    """/quiz's topic, named before or after the rest (`/quiz kings 5`, `/quiz 5 rois`), and
    the rest of its words (`_plain_args`), the rules quiz's own name left out (`RULES_ALIASES`:
    « /quiz règles » got « Je ne comprends pas « règles » »)."""
    words = _plain_args(args)
    if words and len(words) <= 2 and words[0] in RULES_ALIASES:  # « /quiz règles 10 »
        words = words[1:]
    elif len(words) == 2 and words[1] in RULES_ALIASES:  # « /quiz 10 règles »
        words = words[:1]
    if len(words) == 2 and words[1].casefold() in TOPIC_WORDS:
        words = [words[1], words[0]]
    topic = TOPIC_WORDS.get(words[0].casefold()) if words else None
    return topic, words[1:] if topic is not None else words
