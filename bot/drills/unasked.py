"""What a text typed in a private chat with nothing asked reads as: a count (or what is said of
one: two counts offered, a count too high, « muggins », « je sais pas »), to be told there is
nothing to count now, or chatter, to be told what the bot answers (a greeting or goodbye
answered in kind). No I/O."""

from __future__ import annotations

from typing import Final

from bot.drills.answer_words import AnswerErrorReason
from bot.drills.answers import AnswerError, looks_like_answer, parse_answer
from bot.drills.table_moves import Chatter, chatter_of

NOT_A_COUNT: Final = frozenset(
    {
        AnswerErrorReason.EMPTY,
        AnswerErrorReason.TOO_LONG,
        AnswerErrorReason.NOT_A_NUMBER,
        AnswerErrorReason.UNKNOWN_WORD,
        AnswerErrorReason.UNEXPECTED,
    }
)
"""The reasons a text is not read that say it is no count at all (« bonjour », « merci »):
any other reason is a count, or a word about one, that a question would have answered with a
hint (« 12 ou 14 », « 30 », « muggins », « je sais pas »)."""


def typed_count(text: str) -> bool:
    """Whether `text`, typed with nothing asked, is a count or a word about one: what a hand
    to count would have graded or hinted at. Cards named and nothing else (« deux rois ») are
    chatter, as in a group (`looks_like_answer`)."""
    try:
        parse_answer(text)
    except AnswerError as error:
        return error.reason not in NOT_A_COUNT
    return looks_like_answer(text)


def only_question_marks(text: str) -> bool:
    """Whether `text` is only « ? » (one or more, spaces around): a newcomer lost, to be shown
    /help (it was told « Je réponds aux comptes et aux commandes … »)."""
    return bool(text.strip()) and set(text) <= {"?", " "}


ANSWERED_IN_KIND: Final = frozenset({Chatter.GREETING, Chatter.EVENING, Chatter.GOODNIGHT})
"""Thanks are not: « merci » with no game just ended keeps the general reply
(`after_game.thanked_after_game` thanks back after a game)."""


def chatter_typed(text: str) -> Chatter | None:
    """The greeting or goodbye `text` is, typed alone with nothing asked (« bonjour »,
    « bonsoir », « bonne nuit », "bye"), to be answered in kind (they got « Je
    réponds aux comptes et aux commandes … » and nothing else); None for any other text."""
    chatter = chatter_of(text)
    return chatter if chatter in ANSWERED_IN_KIND else None
