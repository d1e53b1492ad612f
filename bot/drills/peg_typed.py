"""What a text typed at /peg play (/jeu jouer, « Quelle carte jouez-vous? ») lays, read as
/play reads a card typed at its play (`bot.drills.table_moves.typed_move`): the words said
before it left out (« je joue le 5 »), a rank alone the first card of it held (« 5 »,
« le valet »), a card with its suit (« 5♥ », « 7 de trèfle »), « go » (« passe ») at a go.
Pure: the cards are read by the `ReadCards` given (the player's notation)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.drills.ecart_args import ONE_OF_EACH_RANK
from bot.drills.peg_best import PlayPosition
from bot.drills.table_moves import GO_WORDS, ReadCards, played_words
from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards, parse_rank, unaccented
from bot.engine.cards import LANGUAGES, Card


class PlayTyped(StrEnum):
    """What a text typed at a play question is: a card (or go) to lay, « go » while a card
    fits, a card held that would pass 31, a card not held, a rank not held, or nothing to lay
    (point at the buttons)."""

    LAY = "lay"
    GO_REFUSED = "go_refused"
    PAST_31 = "past_31"
    NOT_HELD = "not_held"
    RANK_NOT_HELD = "rank_not_held"
    NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class TypedPlay:
    """A text typed at a play question read: `card` laid (None with LAY: go), or refused;
    `error` the card error of a rank not held (« 7 » without a 7)."""

    what: PlayTyped
    card: Card | None = None
    error: CardError | None = None


def says_go(text: str) -> bool:
    """« go », « passe », "pass" typed (accents, case and end marks left out)."""
    return " ".join(unaccented(text.casefold()).strip(" !.,").split()) in GO_WORDS


def reads_as_play(text: str) -> bool:
    """Whether a text reads as a card laid at a play question (or « go »), without the
    position: one card or rank in either language's notation, the words said before it left
    out (« je joue le 4 »). In a group, anything else is chatter (`TextAnswers.reads`)."""
    if says_go(text):
        return True
    words = played_words(text)
    for lang in LANGUAGES:
        try:
            parse_cards(words, lang=lang, count=1, among=ONE_OF_EACH_RANK)
            return True
        except CardError:
            if len(words.split()) == 1 and parse_rank(words, lang=lang):
                return True
    return False


def typed_play(position: PlayPosition, text: str, read: ReadCards) -> TypedPlay:
    """The card `text` lays at `position`, or why it lays none: at a go (no card fits) only
    « go » lays (None); elsewhere « go » is refused, and one card read among those held is
    laid when it fits under 31."""
    if position.is_go:
        return TypedPlay(PlayTyped.LAY) if says_go(text) else TypedPlay(PlayTyped.NOTHING)
    if says_go(text):
        return TypedPlay(PlayTyped.GO_REFUSED)
    # the play counts a card by its rank: a rank alone lays the first card of it held
    hand = position.hand
    ranks = [c for i, c in enumerate(hand) if all(o.rank != c.rank for o in hand[:i])]
    try:
        cards = read(played_words(text), 1, ranks)
    except CardError as error:
        if error.reason is CardErrorReason.RANK_NOT_HELD:
            return TypedPlay(PlayTyped.RANK_NOT_HELD, error=error)
        return TypedPlay(PlayTyped.NOTHING)
    card = cards[0]
    if card in position.legal():
        return TypedPlay(PlayTyped.LAY, card)
    if card in hand:
        return TypedPlay(PlayTyped.PAST_31, card)
    return TypedPlay(PlayTyped.NOT_HELD, card)
