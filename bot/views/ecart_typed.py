"""A lay-away typed at the discard challenge (/ecart, the daily challenge's écart part): the
cards read in the reader's notation, or why they cannot be laid away (Telegram HTML).

The card reader skips the words around the cards (« le 5♥ et le V♣ », "the 5♥ and the
J♣"); a pair is laid away by its rank typed twice (« 5 5 », `each_of_a_rank`) or by « les
deux 9 », "both 9s", « les neufs » (`both_of_a_rank`, the words read by
`bot.drills.ecart_typed`). The challenge's other messages are
`bot.views.ecart`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from bot.drills.ecart import Challenge, check_discard
from bot.drills.ecart_typed import (
    RANK_PUNCTUATION,
    all_but_said,
    both_rank,
    cards_named,
    kept_said,
    lay_away_said,
    other_notation_reading,
    pairs_named,
    ranks_not_held,
    says_the_pair,
    split_glued_ranks,
    suit_said,
)
from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards, parse_rank
from bot.engine.cards import ACE, JACK, KING, QUEEN, Card, Suit, card_code
from bot.i18n import Translator, card_input, render
from bot.views.ecart import tap_or_type_line
from bot.views.markup import code, esc


def not_in_deal_line(strangers: Sequence[Card], tr: Translator) -> str:
    """Typed cards that are not in the deal (HTML)."""
    return esc(
        tr.ngettext(
            "{cards} is not in your deal.", "{cards} are not in your deal.", len(strangers)
        ).format(cards=render.cards(strangers, tr))
    )


def each_of_a_rank(
    text: str, challenge: Challenge, tr: Translator, *, count: int | None = None
) -> list[Card] | None:
    """« 5 5 », « le 5 et le 5 », "6 and 6": a rank typed alone as many times as the deal
    holds it names each of those cards (the pair laid away), where typed once it asks which
    (`RANK_HELD_TWICE`). None when the text says anything else, or not a whole lay-away (or
    not `count` cards: the four kept)."""
    held: dict[int, list[Card]] = {}
    for card in challenge.cards:
        held.setdefault(card.rank, []).append(card)
    words = text.split()
    ranks = [parse_rank(word.strip(RANK_PUNCTUATION), lang=tr.lang) for word in words]
    typed = Counter(r for r in ranks if r is not None and len(held.get(r, ())) > 1)
    if not typed or any(n != len(held[r]) for r, n in typed.items()):
        return None
    left = {rank: list(held[rank]) for rank in typed}
    codes = [
        card_code(left[rank].pop(0), tr.lang) if rank is not None and rank in typed else word
        for word, rank in zip(words, ranks, strict=True)
    ]
    try:
        return parse_cards(
            " ".join(codes),
            lang=tr.lang,
            count=challenge.lay_away if count is None else count,
            among=challenge.cards,
        )
    except CardError:
        return None


_NONE_OF: Final[dict[int, Callable[[Translator], str]]] = {
    ACE: lambda tr: tr.pgettext("no ace", "You have no ace in this deal."),
    JACK: lambda tr: tr.pgettext("no jack", "You have no jack in this deal."),
    QUEEN: lambda tr: tr.pgettext("no queen", "You have no queen in this deal."),
    KING: lambda tr: tr.pgettext("no king", "You have no king in this deal."),
}
_ONLY_ONE: Final[dict[int, Callable[[Translator], str]]] = {
    ACE: lambda tr: tr.pgettext("only one ace", "You have only one ace in this deal: {card}."),
    JACK: lambda tr: tr.pgettext("only one jack", "You have only one jack in this deal: {card}."),
    QUEEN: lambda tr: tr.pgettext(
        "only one queen", "You have only one queen in this deal: {card}."
    ),
    KING: lambda tr: tr.pgettext("only one king", "You have only one king in this deal: {card}."),
}
_MANY_OF: Final[dict[int, Callable[[Translator, int], str]]] = {
    ACE: lambda tr, n: tr.npgettext(
        "many aces",
        "You have {count} ace: {cards}. Type the two to lay away, like {example}.",
        "You have {count} aces: {cards}. Type the two to lay away, like {example}.",
        n,
    ),
    JACK: lambda tr, n: tr.npgettext(
        "many jacks",
        "You have {count} jack: {cards}. Type the two to lay away, like {example}.",
        "You have {count} jacks: {cards}. Type the two to lay away, like {example}.",
        n,
    ),
    QUEEN: lambda tr, n: tr.npgettext(
        "many queens",
        "You have {count} queen: {cards}. Type the two to lay away, like {example}.",
        "You have {count} queens: {cards}. Type the two to lay away, like {example}.",
        n,
    ),
    KING: lambda tr, n: tr.npgettext(
        "many kings",
        "You have {count} king: {cards}. Type the two to lay away, like {example}.",
        "You have {count} kings: {cards}. Type the two to lay away, like {example}.",
        n,
    ),
}
"""A rank written with a letter, named in words where the deal holds none, one, or three or
four of it (« qu'un
roi », « qu'une dame », « aucune dame »: one message each, for the French gender); a number
stays digits (« qu'un 5 »)."""


_RANK_WORDS: Final[dict[int, Callable[[Translator], str]]] = {
    ACE: lambda tr: tr.pgettext("rank word", "ace"),
    JACK: lambda tr: tr.pgettext("rank word", "jack"),
    QUEEN: lambda tr: tr.pgettext("rank word", "queen"),
    KING: lambda tr: tr.pgettext("rank word", "king"),
}
"""A rank written with a letter, as a word without its article (« ni roi ni 5 »); a number
stays digits."""


def rank_word(rank: int, tr: Translator) -> str:
    """A rank as said without its article: « roi », "king", « 5 »."""
    return _RANK_WORDS[rank](tr) if rank in _RANK_WORDS else tr.number(rank)


def ranks_not_held_line(ranks: Sequence[int], challenge: Challenge, tr: Translator) -> str:
    """Two or more ranks typed alone that the deal lacks (« R 5 »), all named, and the deal's
    cards (plain text): « Vous n'avez ni roi ni 5 dans cette donne. Vos cartes : … »"""
    words = [rank_word(rank, tr) for rank in ranks]
    if len(words) == 2:
        line = tr._("You have no {first} and no {second} in this deal.").format(
            first=words[0], second=words[1]
        )
    else:
        line = tr._("None of these ranks is in this deal: {ranks}.").format(ranks=", ".join(words))
    cards = tr._("Your cards: {cards}.").format(cards=render.cards(challenge.cards, tr))
    return f"{line} {cards}"


def rank_held_line(rank: int, held: Sequence[Card], tr: Translator) -> str:
    """The deal holds no card or one card of `rank` (plain text): « Vous n'avez aucune dame dans
    cette donne. », « Vous n'avez qu'un roi dans cette donne : R♦. »"""
    if not held:
        if rank in _NONE_OF:
            return _NONE_OF[rank](tr)
        return tr._("You have no {rank} in this deal.").format(rank=render.rank_text(rank, tr))
    card = render.card(held[0], tr)
    if rank in _ONLY_ONE:
        return _ONLY_ONE[rank](tr).format(card=card)
    line = tr._("You have only one {rank} in this deal: {card}.")
    return line.format(rank=render.rank_text(rank, tr), card=card)


def both_of_a_rank(
    text: str, challenge: Challenge, tr: Translator, *, bare: bool = False
) -> tuple[Card, ...] | str | None:
    """« les deux 9 », "both 9s", "the two nines": the two cards of that rank in the deal; or,
    when it does not hold exactly two, or only one card goes to the crib (the five-card
    deal), why (HTML). None when the text says anything else. Said without « les » or "both"
    (« deux 9 », which may be a two and a nine) only when `bare`."""
    rank = both_rank(text, tr.lang, bare=bare)
    return None if rank is None else both_held(rank, challenge, tr)


def both_held(rank: int, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str:
    """The two cards of `rank` in the deal, laid away together; or, when it does not hold
    exactly two, or only one card goes to the crib (the five-card deal), why (HTML)."""
    held = tuple(card for card in challenge.cards if card.rank == rank)
    shown = render.rank_text(rank, tr)
    if len(held) >= 2 and challenge.lay_away == 1:
        line = tr._(
            "Only one card goes to the crib in this deal: type the one to lay away among "
            "{cards}, like {example}."
        )
        return esc(line).format(
            cards=esc(render.cards(held, tr)), example=code(render.card(held[0], tr))
        )
    if len(held) == 2:
        return held
    if len(held) < 2:
        return esc(rank_held_line(rank, held, tr))
    example = code(render.cards(held[:2], tr))
    if rank in _MANY_OF:
        line = _MANY_OF[rank](tr, len(held))
    else:
        line = tr.ngettext(  # three or four: never one, but French wants its plural forms
            "You have {count} card of rank {rank}: {cards}. "
            "Type the two to lay away, like {example}.",
            "You have {count} cards of rank {rank}: {cards}. "
            "Type the two to lay away, like {example}.",
            len(held),
        )
    return esc(line).format(
        count=tr.number(len(held)),
        rank=esc(shown),
        cards=esc(render.cards(held, tr)),
        example=example,
    )


_NO_SUIT: Final[dict[Suit, Callable[[Translator], str]]] = {
    Suit.CLUBS: lambda tr: tr.pgettext("no club", "You have no clubs in this deal."),
    Suit.HEARTS: lambda tr: tr.pgettext("no heart", "You have no hearts in this deal."),
    Suit.DIAMONDS: lambda tr: tr.pgettext("no diamond", "You have no diamonds in this deal."),
    Suit.SPADES: lambda tr: tr.pgettext("no spade", "You have no spades in this deal."),
}
_ONE_OF_SUIT: Final[dict[Suit, Callable[[Translator], str]]] = {
    Suit.CLUBS: lambda tr: tr.pgettext("one club", "You have only one club in this deal: {card}."),
    Suit.HEARTS: lambda tr: tr.pgettext(
        "one heart", "You have only one heart in this deal: {card}."
    ),
    Suit.DIAMONDS: lambda tr: tr.pgettext(
        "one diamond", "You have only one diamond in this deal: {card}."
    ),
    Suit.SPADES: lambda tr: tr.pgettext(
        "one spade", "You have only one spade in this deal: {card}."
    ),
}
_SUIT_PLURALS: Final[dict[Suit, Callable[[Translator], str]]] = {
    Suit.CLUBS: lambda tr: tr.pgettext("suit plural", "clubs"),
    Suit.HEARTS: lambda tr: tr.pgettext("suit plural", "hearts"),
    Suit.DIAMONDS: lambda tr: tr.pgettext("suit plural", "diamonds"),
    Suit.SPADES: lambda tr: tr.pgettext("suit plural", "spades"),
}
"""A suit said for the lay-away (« les deux trèfles »): the deal holds none, only one (one
message each, as the ranks have), or more than go to the crib."""


def suit_held(suit: Suit, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str:
    """The deal's cards of `suit`, laid away together when they are as many as go to the
    crib; or, when it holds fewer or more, which it holds and how to type them (HTML)."""
    held = tuple(card for card in challenge.cards if card.suit is suit)
    if len(held) == challenge.lay_away:
        return held
    if not held:
        return esc(_NO_SUIT[suit](tr))
    if len(held) < challenge.lay_away:
        return esc(_ONE_OF_SUIT[suit](tr).format(card=render.card(held[0], tr)))
    line = tr.ngettext(
        "Your {suits}: {cards}. Type the card to lay away, like {example}.",
        "Your {suits}: {cards}. Type the {n} cards to lay away, like {example}.",
        challenge.lay_away,
    )
    return esc(line).format(
        suits=esc(_SUIT_PLURALS[suit](tr)),
        cards=esc(render.cards(held, tr)),
        n=tr.number(challenge.lay_away),
        example=code(render.cards(held[: challenge.lay_away], tr)),
    )


def the_pair(text: str, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str | None:
    """« la paire », "the pair": the deal's only pair (`both_held`); or, when it holds none or
    more than one, which it holds (HTML). None when the text says anything else."""
    if not says_the_pair(text):
        return None
    ranks = Counter(card.rank for card in challenge.cards)
    paired = list(dict.fromkeys(card.rank for card in challenge.cards if ranks[card.rank] > 1))
    if len(paired) == 1:
        return both_held(paired[0], challenge, tr)
    if not paired:
        return esc(tr._("You have no pair in this deal."))
    pairs = [[card for card in challenge.cards if card.rank == rank] for rank in paired]
    line = tr._("You have more than one pair: {pairs}. Type the one to lay away, like {example}.")
    return esc(line).format(
        pairs=esc(", ".join(render.cards(pair, tr) for pair in pairs)),
        example=code(render.cards(pairs[0][:2], tr)),
    )


def read_discard(text: str, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str:
    """The lay-away typed in `text`, in the reader's notation, or why it cannot be one (HTML);
    the card reader skips the words around the cards (« le 5♥ et le V♣ », "the 5♥ and the
    J♣"), a pair is laid away by its rank typed twice (`each_of_a_rank`) or by « les deux 9 »
    (`both_of_a_rank`)."""
    text = all_but_said(text) or text  # « je garde tout sauf le 2 »: the 2
    kept = kept_said(text)
    if kept is not None:  # « je garde 5 5 10 V »: was « Carte inconnue « garde » »
        return read_kept(kept, challenge, tr)
    text = lay_away_said(text)  # « je jette le 5 pis le valet svp »: the cards
    both = the_pair(text, challenge, tr)  # « la paire »
    if both is None:  # « les deux 9 »: was « Carte inconnue « les » »
        both = both_of_a_rank(text, challenge, tr)
    suit = suit_said(text) if both is None else None
    if suit is not None:  # « les deux trèfles »: was « Carte inconnue « les » » too
        both = suit_held(suit, challenge, tr)
    if both is not None:  # "the two 9s": not the two and the nine of spades
        return both if isinstance(both, str) else check_discard(challenge, both)
    try:
        cards = card_input.read_cards(text, tr, count=challenge.lay_away, among=challenge.cards)
    except CardError as error:
        glued = split_glued_ranks(text, tr.lang)  # « R5 »: a king and a five, not a suit « 5 »
        if glued != text:
            return read_discard(glued, challenge, tr)
        both = both_of_a_rank(text, challenge, tr, bare=True)  # « deux 9 », not a two and a nine
        if isinstance(both, str):
            return both
        whole = list(both) if both is not None else each_of_a_rank(text, challenge, tr)
        held_twice = error.reason is CardErrorReason.RANK_HELD_TWICE
        missing = ranks_not_held(text, challenge.cards, tr.lang)
        if error.reason is CardErrorReason.RANK_NOT_HELD and len(missing) > 1:  # « R 5 »
            return esc(ranks_not_held_line(missing, challenge, tr))  # was « pas de « R » »
        twice = parse_rank(error.token.strip(RANK_PUNCTUATION), lang=tr.lang)
        held = [card for card in challenge.cards if card.rank == twice]
        if error.reason is CardErrorReason.DUPLICATE and twice is not None and len(held) == 1:
            return esc(rank_held_line(twice, held, tr))  # « V V »: was « V♦ est en double »
        said = cards_named(text, challenge.cards, tr.lang) or 0  # « 5 10 V »: three
        if held_twice and whole is None and said > challenge.lay_away:  # (« 5 »: which five)
            wrong = CardError(CardErrorReason.WRONG_COUNT, expected=(challenge.lay_away,), got=said)
            return card_input.card_error(wrong, tr)  # the count before the suit
        if whole is None or (both is None and not held_twice):
            return card_input.card_error(error, tr) + kept_named_line(text, challenge, tr)
        cards = whole
    strangers = [c for c in cards if c not in challenge.cards]
    if strangers:  # « 2C 3C » in French: 2♥ 3♥, or the deal's 2♣ 3♣ in English codes
        meant = other_notation_reading(text, challenge, tr.lang)
        if meant is None:
            return not_in_deal_line(strangers, tr)
        cards = meant
    return check_discard(challenge, cards)


def read_kept(text: str, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str:
    """The lay-away of the four cards said kept in `text` (« 5 5 10 V » after « je garde »):
    the deal's other cards; or why those are not four of its cards (HTML)."""
    kept_count = challenge.size - challenge.lay_away
    text = pairs_named(text, challenge.cards, tr.lang)  # « les 5, le valet et la dame »
    try:
        kept = card_input.read_cards(text, tr, count=kept_count, among=challenge.cards)
    except CardError as error:
        missing = ranks_not_held(text, challenge.cards, tr.lang)
        if len(missing) > 1:  # « je garde R D 5 5 »
            return esc(ranks_not_held_line(missing, challenge, tr))
        if missing:  # « je garde 5 5 10 R »: not « plus d'un « 5 » »
            return esc(rank_held_line(missing[0], (), tr))
        if error.reason is CardErrorReason.WRONG_COUNT:  # « je garde 5♥ 5♦ 10 »
            return esc(kept_count_line(kept_count, error.got, tr))
        said = cards_named(text, challenge.cards, tr.lang)  # « je garde 5 10 V »: three
        if error.reason is CardErrorReason.RANK_HELD_TWICE and said not in (None, kept_count):
            return esc(kept_count_line(kept_count, said or 0, tr))  # the count before the suit
        whole = each_of_a_rank(text, challenge, tr, count=kept_count)
        if whole is None:
            named = next(
                (
                    n
                    for n in range(1, challenge.size + 1)
                    if each_of_a_rank(text, challenge, tr, count=n)
                ),
                None,
            )
            if named is not None:  # « je garde 5 5 10 »: both fives, three cards in all
                return esc(kept_count_line(kept_count, named, tr))
            return card_input.card_error(error, tr)
        kept = whole
    strangers = [c for c in kept if c not in challenge.cards]
    if strangers:
        return not_in_deal_line(strangers, tr)
    return check_discard(challenge, [c for c in challenge.cards if c not in kept])


def kept_named_line(text: str, challenge: Challenge, tr: Translator) -> str:
    """After « Il faut 2 cartes, pas 4 »: when the cards typed are the four a hand keeps (« 5 9
    V R », « je garde » left out), how to say them kept, to copy (HTML, a space first); else
    nothing."""
    kept_count = challenge.size - challenge.lay_away
    try:
        kept = card_input.read_cards(text, tr, count=kept_count, among=challenge.cards)
    except CardError:
        return ""
    if any(card not in challenge.cards for card in kept):
        return ""
    said = tr._("I keep {cards}").format(cards=render.cards(kept, tr))
    line = tr._("To keep these four cards, type: {said}")
    return " " + esc(line).format(said=code(said))


def kept_count_line(kept: int, named: int, tr: Translator) -> str:
    """Cards said kept (« je garde 5 5 10 ») that are not the `kept` ones a hand keeps: how
    many it keeps and how many were `named` (plain text)."""
    return tr._("You keep {kept} cards: you named {named}.").format(
        kept=tr.number(kept), named=tr.number(named)
    )


def not_a_card_note(typed: str, challenge: Challenge, tr: Translator) -> str:
    """« moi », « pas moi », "me" typed at a deal (HTML): no card, and what the deal waits for
    and how to answer it (the deal's own words, an example from its cards)."""
    what = tr._("“{typed}” is not a card.").format(typed=typed.strip())
    return esc(what) + " " + tap_or_type_line(challenge.lay_away, tr, challenge.cards)
