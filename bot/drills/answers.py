"""Reading a player's count, the way club players call it aloud, in French or English.

`parse_answer(text)` returns an `Answer` (`bot.drills.answer_claims`): the **claim** (`total`,
the points the player announces), the parts read (`calls`, each a combination and its
points), the points per family (`claims`) and the parts that did not add up (`off`). It
raises `AnswerError` when the call cannot be read (an unknown word comes with the nearest
known one in `suggestion`); nothing is graded or pegged on such a call. `bot.engine.laws`
settles the claim against the show; `bot.drills.grading` explains it.

Case, accents, ligatures (`œ`) and punctuation are ignored, so `Quinze-deux`, `quinze 2`
and `15-2` read the same.

**Plain number.** `12`, `douze`, `twelve`, `12 points`, `ça fait 12`, `ça va faire 12`,
`j'ai 12`, `= 12`, `that's 12`, `that'll be 12`, `pour 12`, `for 12`, `soit 12`, `euh 12`,
`ok 12`, `bon 12` (a word that agrees, said first), `12 en toute`, `12 pour moé`, `12 avec le
valet` (the count, the jack in it), `8 pis le valet 9` (the count so far, then what it adds),
`12 👍` (emoji and smileys are skipped). Number words go from zero to thirty-one in both
languages (`vingt-neuf`, `twenty-nine`). `rien`, `rien du tout`, `nothing`, `zip`, `nil`, `0`
are 0; `19`,
`dix-neuf`, `nineteen` are the players' way of announcing a zero hand: a claim of 0
(`nineteen`), whatever the hand. A count above 29 is `too_large`, a negative one `negative`.
« Quinze » / `fifteen` alone is refused (`lone_fifteen`): 15 points, or one fifteen called
for 2? The player is asked, never guessed for (`15`, `quinze points`, `ça fait quinze` are 15;
`un quinze`, `a fifteen` are 2).

**A called count.** Items in the order the player says them:

| family   | words (en / fr)                                                                |
|----------|--------------------------------------------------------------------------------|
| fifteen  | fifteen(s), quinze(s), 15 (before a number), short `f` `q`                     |
| pair     | pair, paire, two kings, deux rois (2); pairs, paires (2 each); short `p`       |
| pair royal | pair royal, paire royale, brelan, three of a kind, trips, triple, three     |
|          | tens, trois valets, trois dix (6)                                              |
| double pair royal | double pair royal, four of a kind, carré, quads, four 5s (12)         |
| run      | run, suite, séquence, série (3, 4 or 5; a run alone is 3; `a four-card run` 4) |
| runs     | runs, suites (`two runs of three` 6, `deux suites de 4` 8); short `r` `s`      |
| double run | double run / suite (8; `double run of four` 10)                              |
| triple run | triple run / suite (15)                                                      |
| double double run | double double run / suite, quadruple run (16)                         |
| flush    | flush, couleur (4; `flush of 5`, `four flush`, `flush de 5 cartes`,            |
|          | `4 cartes de la même couleur`, `four cards of one suit`)                      |
| nobs     | nobs, his knob, jack, valet (1: `un pour le valet`, `one for his nobs`)        |

A number said with an item is read the way players call: as the **running total** when that
makes sense for the item (`fifteen 2, fifteen 4 and a pair is 6`, `15 for 2, 15 for 4 and a
pair for 6`, `quinze 8, paire 10`), else as the item's own points (`fifteen 4, run 3, nobs 1`,
`4 for the flush`, `15:4 r:3`); said before « pour » / "for", a number the item can never
be worth alone is the count so far with it (« quinze 4, 6 pour la paire »). A total never
goes back: a number below the count so far, said
with « paire » or « suite », is the plural's points, the two sound the same (« quinze 16, paire
12, valet 1 » is 29). The word « quinze » after a fifteen is another fifteen (« quinze, quinze
» 4, « quinze 2, quinze » 4), never a total of 15; « 15 » in digits after a fifteen
(« 15-2 15 ») is asked back (`fifteen_or_total`): the next fifteen typed halfway, or a total
of 15? Fifteens count on by twos (`fifteen 2, 4, 6, 8`, `quinze deux, quatre, six`);
`fifteen eight` at the start is four fifteens; `fifteen for two, fifteen for two` is two. A
count before a plural name multiplies it (`two runs of three`, `trois quinzes`, `2 pairs`).
Cards of one rank named by their number are each a pair family item (« deux rois et trois
dix » 8, « quinze 4, deux 5 pour 6 »), but a fifteen's points and
numbers going on by twos stay fifteens (« quinze deux, quatre »). A bare number after an item,
or `is/makes/=/fait/font/donne/total N`, states the total so far; a bare number below the count
so far, said last or before the total it makes, is points added without a name (« quinze 8 et
2 », "fifteen 8 and 2 is 10": the pair's 2). Fillers are skipped: and, et,
pis, plus, ça, the, le, la, a, une (before a name), points, j'ai, I have, my count…

**The claim** is the last total the player states, plus the parts called after it (the sum
of the parts when no total is stated; « …, c'est tout », "…, that's all" state it). A part
that cannot be worth the number said (`a pair 4`), or a stated total that is not the sum of
the parts before it, is kept in `off`: the stated total is what is graded, and the reply
says which part looked off. `bot.drills.answer_reader` reads the parts so, in order.

His heels (`2 for his heels`, `deux pour le valet`, and `his nibs`, its other name) is refused
(`heels`): it goes to the dealer at the cut and is not part of a count.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Final

from bot.drills.answer_asides import counts_offered, lone_fifteen, not_whole, says_dont_know
from bot.drills.answer_claims import Answer, Claims
from bot.drills.answer_items import MAX_FIFTEENS, Item, Parser, Part, cards_named
from bot.drills.answer_lexer import Token, TokenType, lex
from bot.drills.answer_reader import read_parts
from bot.drills.answer_words import (
    DOUBLES,
    MUGGINS_WORD,
    NIBS,
    AnswerError,
    AnswerErrorReason,
    Word,
    normalize,
    suggest,
)
from bot.engine.laws import MAX_SHOW, NINETEEN
from bot.engine.show import Kind

__all__ = [
    "MAX_ANSWER_CHARS",
    "MAX_COUNT",
    "MAX_FIFTEENS",
    "NINETEEN",
    "AnswerError",
    "AnswerErrorReason",
    "as_typed",
    "claimed_points",
    "looks_like_answer",
    "names_nibs",
    "parse_answer",
    "suggest",
]

MAX_ANSWER_CHARS = 300
MAX_COUNT = MAX_SHOW


# -- Reading ---------------------------------------------------------------------------------


def _heels_check(items: Sequence[Item]) -> None:
    for item in items:
        heels = item.word is Word.HEELS
        two_for_the_jack = item.word is Word.NOBS and item.number == 2 and item.mode == "points"
        if heels or two_for_the_jack:
            raise AnswerError(AnswerErrorReason.HEELS, item.text, position=item.position)


def names_nibs(error: AnswerError) -> bool:
    """Whether a count was refused for « his nibs » (`heels`), his heels by another name that
    players mistake for his nobs: the reply says which is which."""
    return error.reason is AnswerErrorReason.HEELS and any(
        word in NIBS for word in normalize(error.token).split()
    )


def _jacks_only(parts: Sequence[Part]) -> Item | None:
    """The second jack when the call is jacks named and nothing else (« V et V », « valet,
    valet »): cards, not his nobs called twice (the hand holds one jack of the starter's
    suit at most, and a count of 2 was graded on them); None for any other call."""
    if len(parts) < 2:
        return None
    for part in parts:
        if not isinstance(part, Item) or part.word is not Word.NOBS or part.number is not None:
            return None
    second = parts[1]
    return second if isinstance(second, Item) else None


def _itemized(text: str, tokens: list[Token]) -> Answer:
    said_last = tokens[-1].type is TokenType.IS
    if said_last:
        tokens = tokens[:-1]  # « quinze 2, paire 4 au total », "… 4 in total": said once more
    parser = Parser(tokens)
    answer = _items_read(text, parser, said_last)
    if not parser.flush_length_read or _adds_up(answer):
        return answer
    count_so_far = Parser(tokens)  # « suite de 3 5, couleur 9 »: the 5 is no flush's length
    count_so_far.flush_lengths = False
    try:
        again = _items_read(text, count_so_far, said_last)
    except AnswerError:
        return answer
    return again if _adds_up(again) else answer


def _items_read(text: str, parser: Parser, said_last: bool) -> Answer:
    """The called count the `parser` reads (`said_last`: a total said once more at the end)."""
    parts = parser.parts()
    jack = _jacks_only(parts)
    if jack is not None:  # « V et V »: two jacks typed, no count
        raise AnswerError(
            AnswerErrorReason.UNEXPECTED, as_typed(text, jack.text), position=jack.position
        )
    _heels_check([p for p in parts if isinstance(p, Item)])
    answer = read_parts(parts)
    # « quinze 2, quinze 4, c'est tout », "… that's all": the count so far is the total
    return replace(answer, total_said=True) if said_last else answer


def _plain(tokens: list[Token]) -> Answer | None:
    """A lone number (optionally after `=`/`is`, or « pour » / "for": « pour 29 »), the plain
    answer, else None."""
    rest = list(tokens)
    if rest and rest[0].type in (TokenType.IS, TokenType.FOR, TokenType.COLON):
        rest = rest[1:]  # « ça fait 12 », « pour 12 », « mon compte : 12 »
    elif len(rest) == 2 and rest[1].type is TokenType.IS:
        rest = rest[:1]  # "12 total", « 12 au total »: the total said after it
    if [t.value for t in rest if t.type is TokenType.NUM] == [NINETEEN, 0] and len(rest) == 2:
        rest = rest[:1]  # "nineteen! (no points)": the players' joke for a zero hand
    if len(rest) != 1 or rest[0].type is not TokenType.NUM:
        return None
    value = rest[0].value
    if value == NINETEEN:
        return Answer(0, nineteen=True)
    if value > MAX_COUNT:
        raise AnswerError(AnswerErrorReason.TOO_LARGE, rest[0].text, values=(value,))
    return Answer(value)


def _hedged(text: str, tokens: Sequence[Token]) -> Answer | None:
    """« je dirais 6 », « j'en ai 6 », "I'd say 6": one number hedged, read as the total;
    None when no hedge is said. A hedge word in anything else stays an unknown word."""
    hedges = [t for t in tokens if t.type is TokenType.HEDGE]
    if not hedges:
        return None
    plain = _plain([t for t in tokens if t.type not in (TokenType.HEDGE, TokenType.OF)])
    if plain is None:
        word = hedges[0].text
        raise AnswerError(
            AnswerErrorReason.UNKNOWN_WORD, as_typed(text, word), suggestion=suggest(word)
        )
    return plain


def _hedge_after_a_call(tokens: list[Token]) -> list[Token]:
    """The tokens without the hedge said after a called count (« quinze 2, quinze 4 et la
    paire, ça fait 6, je crois », "… makes 6 I think"); a hedge before the count or inside it
    stays (an unknown word), and one around a plain number is `_hedged`'s."""
    end = len(tokens)
    while end and tokens[end - 1].type is TokenType.HEDGE:
        end -= 1
    called = tokens[:end]
    if end == len(tokens) or not any(t.type is TokenType.WORD for t in called):
        return tokens
    if any(t.type is TokenType.HEDGE for t in called):
        return tokens
    return called


def as_typed(text: str, word: str) -> str:
    """The word as the player typed it (case and accents), for quoting it back."""
    for typed in text.split():
        stripped = typed.strip(".,;:!?()«»\"'\u2019")
        if normalize(stripped) == word:
            return stripped
    return word


def parse_answer(text: str) -> Answer:
    """Read a count: a plain number or a called count; `AnswerError` if it cannot be read.

    Reading is a pure function of the text, and players send the same few texts ("12",
    "quinze 2, quinze 4…") over and over: the last `READ_CACHE_SIZE` readings are kept (an
    `Answer` is immutable; an error is raised afresh each time)."""
    try:
        return _parse(text)
    except AnswerError as error:
        error.text = text
        raise


READ_CACHE_SIZE = 1024
"""Answers kept read (texts of at most `MAX_ANSWER_CHARS`)."""


def refuse_unreadable(text: str) -> None:
    """`AnswerError` for what no answer can be: too long, empty, or « je ne sais pas »."""
    if len(text) > MAX_ANSWER_CHARS:
        raise AnswerError(AnswerErrorReason.TOO_LONG, values=(len(text),))
    if not text.strip():
        raise AnswerError(AnswerErrorReason.EMPTY)
    if says_dont_know(text):
        raise AnswerError(AnswerErrorReason.DONT_KNOW)


def _same_rank(tokens: Sequence[Token]) -> bool:
    """Whether cards of one rank are named by their number (`three tens`, « trois cinq »)."""
    return any(cards_named(tokens, i) for i in range(len(tokens)))


def _numbers_joined(tokens: Sequence[Token]) -> bool:
    """Numbers and nothing else, joined by « pis », « et », "and" (« 19 pis 2 », « 12 et 2 »):
    not digits a space apart (« 1 2 » may be 12) nor fifteens counted on (« deux, quatre »)."""
    numbers = all(t.type is TokenType.NUM for t in tokens)
    return numbers and len(tokens) > 1 and all(t.joined for t in tokens[:-1])


@lru_cache(maxsize=READ_CACHE_SIZE)
def _parse(text: str) -> Answer:
    answer = _parse_read(text)
    if _adds_up(answer):
        return answer
    return _triple_settled(text, answer) or answer


_LONE_TRIPLE: Final = re.compile(r"\btriples?\b", re.IGNORECASE)


def _triple_settled(text: str, answer: Answer) -> Answer | None:
    """The count with « triple » said alone for the triple run (« 15-6 pis la triple 21 »,
    "triple 15, 15-2, 17"): read as a three of a kind, the default, it does not add up to
    what was said, and as the triple run it does; None otherwise (« 15-2 triple 8 »: the
    three of a kind)."""
    kinds = {call.kind for call in answer.calls}
    if len(_LONE_TRIPLE.findall(text)) != 1 or Kind.PAIR_ROYAL not in kinds:
        return None
    if Kind.TRIPLE_RUN in kinds:  # « suite triple »: the triple is named already
        return None
    try:
        run = _parse(_LONE_TRIPLE.sub("triple run", text))
    except AnswerError:
        return None
    if Kind.TRIPLE_RUN not in {call.kind for call in run.calls} or not _adds_up(run):
        return None
    return run


def _parse_read(text: str) -> Answer:
    """`_parse` before « triple » alone is settled."""
    refuse_unreadable(text)
    if lone_fifteen(text):  # 15 points, or a fifteen called for 2: asked, never guessed
        raise AnswerError(AnswerErrorReason.LONE_FIFTEEN, text.strip(" .!?"))
    if MUGGINS_WORD.search(text):  # the other player's count is where muggins is called
        raise AnswerError(AnswerErrorReason.MUGGINS)
    if not_whole(text):  # « 12,5 »: a decimal, not « 12 ou 5 »
        raise AnswerError(AnswerErrorReason.NOT_WHOLE)
    offered = counts_offered(text)
    if offered is not None:  # « 12 ou 14 (ou 16) »: the player chooses, never the grader
        raise AnswerError(AnswerErrorReason.TWO_COUNTS, values=offered)
    try:
        tokens = lex(text)
    except AnswerError as error:
        settled = _double_settled(text) if error.token in DOUBLES else None
        if settled is not None:
            return settled
        if error.reason in (AnswerErrorReason.UNKNOWN_WORD, AnswerErrorReason.UNEXPECTED):
            error.token = as_typed(text, error.token)  # « 5C », not « 5c »
        raise
    if not tokens:
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    paired = _pr_as_pair(tokens)
    if paired is None:
        return _read(text, tokens)
    try:
        answer = _read(text, tokens)
    except AnswerError:
        answer = None
    if answer is not None and _adds_up(answer):
        return answer
    try:
        pair = _read(text, paired)
    except AnswerError:
        pair = None
    if pair is None or not _adds_up(pair):
        return _read(text, tokens)  # as « pour », its error or its reading
    return pair


_LONE_DOUBLE: Final = re.compile(r"\b(doubles?)\b", re.IGNORECASE)
_DOUBLES_NAMED: Final = ("double run", "double pair", "double pair royal", "double double run")
"""What « double » alone may stand for: a double run, two pairs, a double pair royal, a double
double run."""
_DOUBLE_KINDS: Final = frozenset(
    {Kind.DOUBLE_RUN, Kind.PAIR, Kind.DOUBLE_PAIR_ROYAL, Kind.DOUBLE_DOUBLE_RUN}
)
"""The calls « double » alone is read as."""


def _double_settled(text: str) -> Answer | None:
    """The count with « double » said alone (« 15-6 double 10, 16 ») read as the one double
    whose reading adds up to the total said after it (a double run of four's 10 there); None
    when no total is said, or no double or more than one adds up (« 15-2 15-4 double 12 »: a
    double run and the count so far, or a double pair royal's 12? asked back)."""
    if len(_LONE_DOUBLE.findall(text)) != 1 or any(n in text.casefold() for n in _DOUBLES_NAMED):
        return None  # a double named here already: no reading to try again
    readings: dict[Claims | None, Answer] = {}
    for named in _DOUBLES_NAMED:
        try:
            answer = _parse(_LONE_DOUBLE.sub(named, text))
        except AnswerError:
            continue
        # the total said after it, or a part called after it with the count so far (« la
        # double 16, le valet 17 »); the double last, its number may be its points or the
        # count so far (« 15-2 15-4 double 12 »): still asked
        confirmed = answer.total_said or (
            bool(answer.calls) and answer.calls[-1].kind not in _DOUBLE_KINDS
        )
        if confirmed and _adds_up(answer):
            readings[answer.claims] = answer
    if len(readings) != 1:
        return None
    return replace(next(iter(readings.values())), lone_double=True)


_PR: Final = "pr"
_PR_PAIR: Final = Token(TokenType.WORD, _PR, word=Word.PAIR)


def _pr_as_pair(tokens: Sequence[Token]) -> list[Token] | None:
    """The tokens with « pr » before a number read as a pair ("15-2, 15-4, pr 6": texted,
    "pr" is pair as well as « pour »); None when no « pr » is followed by a number."""
    said = [
        i
        for i, token in enumerate(tokens[:-1])
        if token.type is TokenType.FOR and token.text == _PR and tokens[i + 1].type is TokenType.NUM
    ]
    if not said:
        return None
    return [_PR_PAIR if i in said else token for i, token in enumerate(tokens)]


def _adds_up(answer: Answer) -> bool:
    """Whether a called count's parts make the total said, every point named."""
    return not answer.off and not answer.unnamed


def _read(text: str, tokens: list[Token]) -> Answer:
    """`parse_answer` once the text is lexed."""
    tokens = _hedge_after_a_call(tokens)
    hedged = _hedged(text, tokens)
    if hedged is not None:
        return hedged
    plain = _plain(tokens)
    if plain is not None:
        return plain
    if not any(t.type is TokenType.WORD or t.fifteen for t in tokens) and not _same_rank(tokens):
        if _numbers_joined(tokens):
            # « 19 pis 2 »: numbers and no name, which one is the count? Asked, never guessed
            raise AnswerError(AnswerErrorReason.NUMBERS_ONLY, values=tuple(t.value for t in tokens))
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    return _itemized(text, tokens)


def claimed_points(text: str) -> int:
    """The points a call claims (0 for « dix-neuf »); `AnswerError` if it cannot be read."""
    return parse_answer(text).total


def reads_as(parse: Callable[[str], object], error: type[ValueError], text: str) -> bool:
    """True when `parse` reads the text, False when it raises `error` (group chatter)."""
    try:
        parse(text)
    except error:
        return False
    return True


def looks_like_answer(text: str) -> bool:
    """True when the text reads as an answer in a group chat, where chatter is ignored: not
    cards named and nothing else (« deux rois », "three tens"), which members say about
    their own game as often as they call a pair with it (a reply to the question, or a
    private chat, still reads them as a count). « Quinze » alone reads as an answer, to be
    asked back (15 points, or one fifteen?) where hints are given (a private chat, a reply
    to the question); it is never graded. « 15-2 15 » is asked back too (`fifteen_or_total`)."""
    if lone_fifteen(text):
        return True
    try:
        parse_answer(text)
    except AnswerError as error:  # « 15-2 15 »: a count, asked back (another fifteen, or 15?)
        return error.reason is AnswerErrorReason.FIFTEEN_OR_TOTAL
    tokens = lex(text)
    return not _cards_only(tokens) and not _interjection(tokens)


def _interjection(tokens: Sequence[Token]) -> bool:
    """Whether the tokens are « Pantoute! » alone: a zero to the question, but said to the
    group as often as "not at all!" to someone else."""
    return [t.text for t in tokens] == ["pantoute"]


def _cards_only(tokens: Sequence[Token]) -> bool:
    """Whether the tokens are only cards of one rank named by their number (« deux rois »)."""
    i = 0
    while cards_named(tokens, i):
        i += 2
    return 0 < i == len(tokens)
