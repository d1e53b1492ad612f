"""A move at a table, as a step's button asks for it (`move_of`) or as the player types it
(`typed_move`), and what a step shows the one who acts (`step_cards`). The chat
(`bot.tg.handlers.steps`) and the web app's table make the same moves."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Final

from bot.drills.answer_asides import claim_words_dropped
from bot.drills.answer_claims import OffReason
from bot.drills.answer_words import MUGGINS_WORD, REFUSAL_WORDS
from bot.drills.answers import AnswerError, AnswerErrorReason, looks_like_answer, parse_answer
from bot.drills.step_asked import plain_said
from bot.drills.table import lay_away_cards, lay_card, picked, select_card
from bot.drills.table_show import accept, call_muggins, count, open_claim
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import show_cards
from bot.engine.card_parsing import CardError, CardErrorReason, parse_card, unaccented
from bot.engine.cards import Card, hand_order
from bot.engine.show import Kind
from bot.engine.variants import discards_per_player

Move = Callable[[Table], object]
"""A move on the stored game (its result, if any, is narrated from the game, not returned)."""

TAP: Final = "s"
"""The action word of a tap on a card of the lay-away (`s<index>`)."""

AGREED: Final = frozenset(
    {"ok", "okay", "oui", "yes", "exact", "exacte", "right", "correct", "correcte", "bon"}
    | {"c'est bon", "c'est exact", "d'accord", "daccord", "accepte", "accepter", "accept"}
    | {"parfait", "good", "fine", "that's right", "✓"}
    | {"c'est correct", "c'est ca", "c'est beau", "ouin", "ouais", "j'accepte", "jaccepte"}
    | {"oui c'est bon", "oui exact", "oui c'est ca", "oui c'est correct", "ok c'est bon"}
    | {"yep", "yeah", "that's correct", "that is right", "all right", "alright", "yes right"}
    | {"c'est juste", "juste", "bien compte", "c'est bien compte", "tout est bon", "c'est ben bon"}
    | {"c'est ben correct", "looks good", "looks right", "looks fine", "all good", "sounds right"}
    | {"well counted", "that's it", "spot on"}
)
"""What a player types to accept the bot's count (accents, case, commas and end marks left
out; « c'est beau », « ouin », « c'est ben correct »: as said in Québec)."""


def agrees(text: str) -> bool:
    """The text accepts the bot's count: « Exact! », "ok", « d'accord », « oui, c'est ça »..."""
    return plain_said(text.replace(",", " "), " !.") in AGREED


NO_WORDS: Final = frozenset(
    {"non", "nan", "no", "nope", "nah"}
    | {"c'est pas bon", "c'est pas ca", "c'est faux", "pas bon", "pas ca", "c'est pas correct"}
    | {"ce n'est pas bon", "ce n'est pas ca", "non c'est pas bon", "non c'est pas ca"}
    | {"non c'est faux", "non pas bon", "non ce n'est pas bon", "non c'est pas correct"}
    | {"wrong", "that's wrong", "that is wrong", "not right", "that's not right", "no wrong"}
    | {"no that's wrong", "no that is wrong", "no not right", "no it's wrong", "it's wrong"}
)
"""A no typed alone, or said in a few words (« c'est pas bon », "that's wrong"; accents, case,
commas and end marks left out): at the bot's count, that it is wrong (the bot only ever leaves
points out)."""


def says_no(text: str) -> bool:
    """The text is a no alone: « non », "No!", "nope", « c'est pas bon », "that's wrong"."""
    return plain_said(text.replace(",", " "), " !.") in NO_WORDS


ABANDON_YES: Final = frozenset(
    {"oui", "d'accord", "daccord", "abandonner", "oui l'abandonner", "je l'abandonne"}
    | {"yes", "abandon", "abandon it", "yes abandon it"}
)
ABANDON_NO: Final = frozenset(
    {"non", "continuer", "on continue", "non on continue", "je continue"}
    | {"no", "keep playing", "no keep playing", "play on"}
)
"""What a player types to answer « Abandonner votre partie? » (the buttons' words too; accents,
case, commas and end marks left out)."""


def abandon_answer(text: str) -> bool | None:
    """A typed answer to « abandon your game? »: True yes, False no, None neither."""
    said = plain_said(text.replace(",", " "), " !.")
    if said in ABANDON_YES:
        return True
    return False if said in ABANDON_NO else None


YES_ALONE: Final = frozenset({"ouin", "ouais", "ok", "okay", "yep", "yeah"})
"""A yes said otherwise than « oui » (« ouin », « ouais »: as said in Québec), read as a yes to
« Abandonner votre partie? »; not « c'est bon » nor « exact », which may mean to play on."""
ANSWER_FILLERS: Final = frozenset({"ben", "bin", "bien", "mais", "eh", "euh", "heu", "ah", "well"})
"""Said before a yes or a no (« ben oui », « mais non », "well, yes"; accents and case left
out)."""
ANSWER_AFTER: Final = frozenset({"merci", "svp", "stp", "please", "thanks"})
"""Said after a yes or a no (« oui merci », « non merci », "no thanks")."""


def _answer_core(text: str) -> str:
    """`text` without what is said around a yes or a no (`ANSWER_FILLERS`, `ANSWER_AFTER`)
    and a word said twice (« oui oui », « non non »): « ben oui » is « oui »."""
    words = text.replace(",", " ").split()
    while len(words) > 1 and unaccented(words[0].casefold()) in ANSWER_FILLERS:
        words = words[1:]
    while len(words) > 1 and unaccented(words[-1].casefold()).strip(" !.") in ANSWER_AFTER:
        words = words[:-1]
    if len(words) == 2 and words[0].casefold() == words[1].casefold().strip(" !."):
        words = words[1:]
    return " ".join(words)


def yes_or_no_said(text: str, answer: Callable[[str], bool | None]) -> bool | None:
    """A typed answer to a yes-or-no question: its own words (`answer`: « oui », « non »,
    its buttons' words), or a yes or a no said otherwise (« ouin », « ouais », « ok », "yep":
    `YES_ALONE`; « nan », "nope": `says_no`), with what is said around it (« ben oui »,
    « oui oui », « non merci »): True yes, False no, None neither."""
    text = _answer_core(text)
    said = answer(text)
    if said is not None:
        return said
    if " ".join(unaccented(text.casefold()).strip(" !.,").split()) in YES_ALONE:
        return True
    return False if says_no(text) else None


ABANDON_WORDS: Final = frozenset(
    {"abandonner", "j'abandonne", "jabandonne", "je veux abandonner", "abandonner la partie"}
    | {"j'abandonne la partie", "je lache", "je laisse tomber", "j'arrete", "arreter la partie"}
    | {"abandon", "abandon the game", "abandon my game", "i give up", "give up", "i quit"}
    | {"i want to abandon", "quit the game", "stop the game"}
    | {"stop", "arrete", "arreter", "on arrete", "je veux arreter", "j'arrete la partie"}
    | {"arrete la partie", "j'arrete de jouer", "je veux arreter de jouer", "quit"}
    | {"stop playing", "i want to stop", "i want to quit"}
    | {"je veux arreter la partie", "on arrete ca", "on arrete la partie"}
)
"""What a player types at a step of the game to stop it (accents, case, commas and end marks
left out): « Abandonner votre partie? » is asked, as /cancel asks it."""


def asks_to_abandon(text: str) -> bool:
    """The text asks to abandon the game: « abandonner », « j'abandonne », "I give up"."""
    return plain_said(text.replace(",", " "), " !.") in ABANDON_WORDS


GO_WORDS: Final = frozenset({"go", "passe", "je passe", "pass", "i pass"})
"""A « go » typed at the play (the game says it for the player when no card fits)."""


class GoTyped(Exception):
    """« Go » typed while the player still has a card to lay (else it is said for them)."""


class Chatter(StrEnum):
    """A text typed at a step that is said to the bot, not played: a greeting (« bonjour »,
    « allô », "hi"; « bonsoir », "good evening": `EVENING`), a good night or see-you
    (« bonne nuit », « à demain »: `GOODNIGHT`), thanks (« merci »), or a word of the game out
    of its step (« go » at the lay-away, « ok » at the play, « je réfléchis »)."""

    GREETING = "greeting"
    EVENING = "evening"
    GOODNIGHT = "goodnight"
    THANKS = "thanks"
    OTHER = "other"


PAUSE_WORDS: Final = frozenset(
    {"reflechis", "reflechit", "instant", "moment", "minute", "seconde", "sec", "penser"}
    | {"thinking", "think", "second", "hold", "hang", "mo"}
)
"""The words of a pause asked at the table (« je réfléchis », « un instant », « laissez-moi
penser », "just a sec", "hold on"): the step waits."""
GOODNIGHT_WORDS: Final = frozenset(
    {"nuit", "demain", "revoir", "aurevoir", "bientot", "tantot", "bye", "goodbye", "night"}
    | {"tomorrow", "later", "reviens", "tard", "pause", "brb"}
)
"""The words of a good night, a see-you or a goodbye (« bonne nuit », « à demain »,
« au revoir », "good night", "goodbye"), or of a break (« je reviens », « plus tard »,
« pause », "brb"): read before a greeting (« bonne » greets), the game waits."""
GREETING_WORDS: Final = frozenset(
    {"bonjour", "bonsoir", "salut", "allo", "alo", "coucou", "bjr", "slt", "matin", "bonne"}
    | {"hello", "hi", "hey", "hiya", "howdy", "morning", "afternoon", "evening", "hallo"}
)
"""The words of a greeting (accents and case left out; « bon matin », "good morning" with
`CHATTER_FILLERS`)."""
EVENING_WORDS: Final = frozenset({"bonsoir", "evening"})
"""The greetings of the evening (« bonsoir », "good evening"), greeted back in kind."""
THANKS_WORDS: Final = frozenset({"merci", "mercy", "thanks", "thank", "thx", "ty"})
OTHER_WORDS: Final = frozenset(
    {"go", "passe", "pass", "ok", "okay", "oui", "yes", "non", "no", "lol", "haha", "hmm"}
    | {"attends", "attendez", "wait", "daccord", "bravo", "oups", "oops", "wow"}
    | REFUSAL_WORDS
    | PAUSE_WORDS
)
"""Words said at the table that play no card and call no count where they are typed (a
« go » at the lay-away, « ok » at the play, « je réfléchis », « bonne nuit »)."""
CHATTER_FILLERS: Final = frozenset(
    {"muggins", "bot", "toi", "vous", "tout", "le", "monde", "mon", "ami", "encore", "re"}
    | {"beaucoup", "bien", "bon", "good", "there", "you", "all", "my", "friend", "again"}
    | {"so", "much", "very", "a", "lot", "je", "i", "pour", "for", "ca", "va", "la"}
    | {"un", "une", "petit", "petite", "just", "juste", "svp", "please", "plz", "on", "me"}
    | {"see", "let", "laissez", "laisse", "moi", "y", "pense", "am", "im", "au", "plus"}
)
"""Words that go with a greeting, thanks or a pause (« salut Muggins », « merci beaucoup »,
"hello there", « bon matin », « un instant svp », "just a sec", « au revoir »), saying nothing
alone."""
CHATTER_MAX_WORDS: Final = 6


def chatter_of(text: str) -> Chatter | None:
    """What `text` says to the bot when it reads as no move of the step it was typed at
    (`typed_move` refused it): a greeting, thanks, another word said at the table, or None
    when it has a word that is none of these (« bonjour 5 », « piqe »: a mistyped card or
    count, told as such). Accents, case, apostrophes and end marks left out."""
    plain = unaccented(text.casefold()).replace("'", "").replace("\u2019", "")
    words = re.findall(r"[a-z0-9]+", plain)
    if not words or len(words) > CHATTER_MAX_WORDS:
        return None
    known = GREETING_WORDS | GOODNIGHT_WORDS | THANKS_WORDS | OTHER_WORDS | CHATTER_FILLERS
    if any(word not in known for word in words):
        return None
    if any(word in GOODNIGHT_WORDS for word in words):  # « bonne nuit »: no « Bonjour! »
        return Chatter.GOODNIGHT
    if any(word in EVENING_WORDS for word in words):  # « bonsoir »: greeted back in kind
        return Chatter.EVENING
    if any(word in GREETING_WORDS for word in words):
        return Chatter.GREETING
    if any(word in THANKS_WORDS for word in words):
        return Chatter.THANKS
    return Chatter.OTHER if any(word in OTHER_WORDS for word in words) else None


GOOD_GAME_WISHES: Final = frozenset(
    {("bonne", "partie"), ("belle", "partie"), ("bonne", "game"), ("bon", "match")}
    | {("beau", "match"), ("good", "game"), ("nice", "game"), ("great", "game"), ("gg",)}
)
"""A good game wished (« bonne partie », "good game", "gg"), as words following each other."""
GOOD_GAME_WORDS: Final = frozenset(word for wish in GOOD_GAME_WISHES for word in wish)


def wishes_good_game(text: str) -> bool:
    """Whether `text` wishes a good game (« bonne partie! », « merci, belle partie », "gg"),
    with only thanks or fillers around it (« bonne partie 5 » is none). Accents, case,
    apostrophes and end marks left out."""
    plain = unaccented(text.casefold()).replace("'", "").replace("\u2019", "")
    words = re.findall(r"[a-z0-9]+", plain)
    if not words or len(words) > CHATTER_MAX_WORDS:
        return False
    known = GOOD_GAME_WORDS | THANKS_WORDS | CHATTER_FILLERS | {"a", "vous", "aussi", "too"}
    if any(word not in known for word in words):
        return False
    pairs = set(pairwise(words)) | {(word,) for word in words}
    return bool(pairs & GOOD_GAME_WISHES)


ReadCards = Callable[[str, int, Sequence[Card]], list[Card]]
"""How a player's text reads as so many cards, in their notation, given the cards they hold
(which may read a rank alone); `CardError` when it does not."""


def move_of(action: str, table: Table, seat: int) -> Move:
    """The move a step's button asks for at `seat`: `s<i>` taps card i of the lay-away, `ok`
    lays the chosen cards away, `c<card>` lays a card, `a` accepts the bot's count, `m` calls
    muggins on it, `n<k>` claims k missed points."""
    if action.startswith(TAP):
        card = table.deal.hands[seat][int(action[1:])]
        return lambda t: select_card(t, seat, card)
    if action == "ok":
        return lambda t: lay_away_cards(t, seat, picked(t, seat))
    if action.startswith("c"):
        card = parse_card(action[1:])
        return lambda t: lay_card(t, seat, card)
    if action == "a":
        return lambda t: accept(t, seat)
    if action == "m":
        return lambda t: open_claim(t, seat)
    claim = int(action[1:])
    return lambda t: call_muggins(t, seat, claim)


def step_cards(table: Table, waiting: Waiting) -> tuple[tuple[Card, ...], Card | None]:
    """The cards a step shows the one who acts (and the starter), in `hand_order` as every
    line of a game shows them: the hand dealt for the lay-away, the cards still held for the
    play, the hand or crib to count, the count answered (a verdict, a claim)."""
    deal, seat = table.deal, waiting.seat
    if waiting.step is Step.LAY_AWAY:
        return hand_order(deal.hands[seat]), None
    if waiting.step is Step.PLAY:
        return hand_order(deal.held(seat)), deal.starter
    if waiting.step is Step.COUNT:
        return hand_order(show_cards(deal, seat, waiting.what or "hand")), deal.starter
    call = deal.call
    return hand_order(call.cards if call is not None else ()), deal.starter


class NotHeld(Exception):
    """Typed cards that are not in the player's hand (`strangers`; `held`: their cards)."""

    def __init__(self, strangers: Sequence[Card], held: Sequence[Card]) -> None:
        super().__init__(f"not held: {' '.join(map(str, strangers))}")
        self.strangers = tuple(strangers)
        self.held = tuple(held)


class PlayCall(StrEnum):
    """What a text typed at the play calls that is no card: a count (« quinze 2 », « 15-2 »,
    « ça fait 15 »: the play's points are pegged for the player) or « Muggins! » (called on
    the bot's count of a hand or a crib, after the play)."""

    COUNT = "count"
    MUGGINS = "muggins"


_MISREAD: Final = frozenset(
    {CardErrorReason.UNKNOWN_RANK, CardErrorReason.UNKNOWN_SUIT, CardErrorReason.SUIT_MISSING}
)
"""The card errors of a word that is no card (a rank alone not held is one of the player's
cards misnamed: told as such)."""


PLAY_COUNT_MAX: Final = 31
"""The count of the play goes up to 31 (a hand's count, to 29)."""


PLAY_COUNT_FOR: Final = re.compile(r"^(?P<count>.+?)\s+(?:for|pour)\s+(?P<points>.+)$", re.I)
"""A count of the play and the points it pegs (« 31 pour 2 », "thirty-one for two")."""


def _play_count(text: str) -> bool:
    """Whether `text` says the count of the play past what a hand counts (« j'ai 31 », "that's
    30", « trente et un »: « Carte inconnue « 31 » » where « j'ai 15 » was a count), or with
    the points it pegs (« 31 pour 2 »: « Carte inconnue « pour » »)."""
    try:
        parse_answer(text)
    except AnswerError as error:
        too_large = error.reason is AnswerErrorReason.TOO_LARGE
        if too_large and bool(error.values) and error.values[0] <= PLAY_COUNT_MAX:
            return True
        pegs = PLAY_COUNT_FOR.match(text.strip(" !.,"))
        return pegs is not None and _play_count(pegs["count"]) and _reads(pegs["points"])
    return False


def _reads(text: str) -> bool:
    """Whether `text` reads as a number of points."""
    try:
        parse_answer(text)
    except AnswerError:
        return False
    return True


LAST_OR_GO_CALLS: Final = frozenset(
    {"derniere carte", "la derniere carte", "derniere", "la derniere", "un pour la derniere"}
    | {"un pour la derniere carte", "1 pour la derniere", "un pour le go", "1 pour le go"}
    | {"last card", "the last card", "last", "one for last", "one for the last card"}
    | {"1 for last", "one for the go", "1 for the go", "one for go"}
)
"""The point of the last card or of the go called aloud at the play (« dernière carte », « un
pour le go », "one for last"; accents, case and end marks left out): pegged for the player,
as a count called is."""


def _calls_last_or_go(text: str) -> bool:
    """Whether `text` calls the last card or the go (`LAST_OR_GO_CALLS`)."""
    return plain_said(text.replace(",", " "), " !.") in LAST_OR_GO_CALLS


def play_call(text: str, error: CardError) -> PlayCall | None:
    """What `text`, refused as a card at the play with `error`, calls aloud: a count (of a
    hand, or of the play up to 31; the last card or the go: « dernière carte » was « Carte
    inconnue « dernière » »), « Muggins! », or None (a mistyped card, told as such)."""
    if error.reason not in _MISREAD:
        return None
    if MUGGINS_WORD.search(text):
        return PlayCall.MUGGINS
    called = looks_like_answer(text) or _play_count(text) or _calls_last_or_go(text)
    return PlayCall.COUNT if called else None


class VerdictRead(StrEnum):
    """How a number typed at « Mon compte est-il bon? » without « Muggins! » was read: the
    points the player says I missed (« deux », 2: a muggins claim), or their own count of my
    cards (« quinze 2 », "fifteen two": the call of a count), set against mine."""

    MISSED = "missed"
    COUNT = "count"


class CountBelowMine(Exception):
    """A count of the bot's cards typed at its count that is less than it (`said` <
    `claimed`): muggins is called on points missed, not on a count too high."""

    def __init__(self, said: int, claimed: int) -> None:
        super().__init__(f"said {said} < claimed {claimed}")
        self.said = said
        self.claimed = claimed


def verdict_read(text: str) -> VerdictRead | None:
    """How a text typed at the bot's count reads when it says a number without « Muggins! »:
    the call of a count (`COUNT`), or a number alone (`MISSED`); None for any other text
    (« Muggins 2 », « exact », words that are no count)."""
    if MUGGINS_WORD.search(text) or agrees(text):
        return None
    try:
        answer = parse_answer(text)
    except AnswerError:
        return None
    return VerdictRead.COUNT if answer.calls else VerdictRead.MISSED


PLAYED_WORDS: Final = re.compile(
    r"^\s*(?:j'?ai|je\s+joue|je\s+mets|i\s+have"
    r"|(?:i\s+|i'?ll\s+|i\s+will\s+)?(?:play|lay|throw|put))"
    r"(?:\s+(?:un|une|le|la|mon|ma|a|an|the|my))?\s+(?=\S)",
    re.IGNORECASE,
)
"""The words said before a card laid at the play (« j'ai 4 », « je joue le 4 », "I have a
4", "play the 9", "I'll play the queen", "throw the jack"), left out to read the card."""


def played_words(text: str) -> str:
    """The card a text typed at the play names, the words said before it left out (« j'ai
    4 »: « 4 », where the j read as a jack); the text as typed without them."""
    return PLAYED_WORDS.sub("", text.replace("\u2019", "'"), count=1) or text


@dataclass(frozen=True, slots=True)
class TypedMove:
    """A move the player typed at `seat`: cards laid away or a card laid (`cards`), a count
    or a claim of missed points (`number`), « Muggins! » alone (a verdict, no number), or the
    bot's count accepted (`agreed`). It is a `Move`: called on the table, it plays itself."""

    step: Step
    seat: int
    cards: tuple[Card, ...] = ()
    number: int | None = None
    agreed: bool = False

    def __call__(self, table: Table) -> None:
        if self.agreed:
            accept(table, self.seat)
        elif self.step is Step.LAY_AWAY:
            lay_away_cards(table, self.seat, self.cards)
        elif self.step is Step.PLAY:
            lay_card(table, self.seat, self.cards[0])
        elif self.number is None:
            open_claim(table, self.seat)
        elif self.step is Step.COUNT:
            count(table, self.seat, self.number)
        else:
            call_muggins(table, self.seat, self.number)


def _held(cards: list[Card], held: Sequence[Card]) -> tuple[Card, ...]:
    strangers = [c for c in cards if c not in held]
    if strangers:
        raise NotHeld(strangers, held)
    return tuple(cards)


def count_said(text: str) -> int:
    """The total of a count typed at a table. A call with a part that does not add up
    (« quinze 3 », « une paire 8 », « quinze 2 quinze 4 fait 10 ») is an `AnswerError` saying
    which: a game pegs the count said, and muggins takes what it leaves out, so the player
    says it again rather than have a total they did not mean graded. The fifteens called
    and no total said (« quinze 2 quinze 4 ») is asked back too: it is how a count starts,
    and pegged at once its 4 left the pair to muggins while the player was still counting."""
    answer = parse_answer(text)
    if not answer.off and answer.fifteens_only:
        raise AnswerError(AnswerErrorReason.FIFTEENS_NO_TOTAL, text, values=(answer.total,))
    if not answer.off:
        return answer.total
    off = answer.off[0]
    if off.reason is OffReason.TOTAL_MISMATCH:
        raise AnswerError(AnswerErrorReason.TOTAL_MISMATCH, text, values=(off.said, off.computed))
    if off.kind is None or off.kind is Kind.FIFTEEN:
        raise AnswerError(AnswerErrorReason.FIFTEENS, text)
    raise AnswerError(AnswerErrorReason.BAD_POINTS, text, kind=off.kind, values=(off.said,))


def _lay_away_typed(table: Table, seat: int, text: str, read: ReadCards) -> list[Card]:
    """The cards a text lays away: all of them, or the ones missing after the cards tapped
    (one tapped, the other typed: both, where « Il faut 2 cartes, pas 1 » was told). Too few
    or too many cards, one of them not held (« 7♠ » alone): `NotHeld` says so, not how many
    cards it takes."""
    hand = table.deal.hands[seat]
    due = discards_per_player(table.rules)
    tapped = picked(table, seat)
    try:
        return read(text, due, hand)
    except CardError as error:
        if error.reason is CardErrorReason.WRONG_COUNT and error.got:
            with suppress(CardError):
                _held(read(text, error.got, hand), hand)
        missing = due - len(tapped)
        if not tapped or error.reason is not CardErrorReason.WRONG_COUNT or error.got != missing:
            raise
        typed = [card for card in read(text, missing, hand) if card not in tapped]
        if len(typed) != missing:  # the tapped card typed again
            raise error from None
        return [*tapped, *typed]


def typed_move(table: Table, waiting: Waiting, text: str, read: ReadCards) -> TypedMove | None:
    """The move `text` types at the step waited on: cards held (`NotHeld` names the others),
    a count, « Muggins! » with or without the number missed (0 missed, « dix-neuf », accepts the
    bot's count); at the bot's count, the call of a count (« quinze 2 ») is the player's count
    of its cards: the same accepts it, more claims the difference, less is `CountBelowMine`.
    None for « Muggins! » alone while the claim waits (ask how many again). `CardError`,
    `AnswerError` when the text does not read (a word said at the table, « non », "no", is no
    count: `chatter_of`); `GoTyped` for « go » at the play."""
    step, seat = waiting.step, waiting.seat
    if step is Step.LAY_AWAY:
        hand = table.deal.hands[seat]
        return TypedMove(step, seat, _held(_lay_away_typed(table, seat, text, read), hand))
    if step is Step.PLAY:
        if " ".join(unaccented(text.casefold()).strip(" !.,").split()) in GO_WORDS:
            raise GoTyped(text)
        held = table.deal.held(seat)
        # the play counts a card by its rank: a rank alone lays the first card of it held
        ranks = [c for i, c in enumerate(held) if all(o.rank != c.rank for o in held[:i])]
        return TypedMove(step, seat, _held(read(played_words(text), 1, ranks), held))
    if step is Step.VERDICT and agrees(text):
        return TypedMove(step, seat, agreed=True)
    if chatter_of(text) is not None and not MUGGINS_WORD.search(text):
        # « non », "no", « bonjour »: no count ("no" reads 0 in a count, a zero claimed)
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER, text)
    if step is Step.COUNT:
        return TypedMove(step, seat, number=count_said(text))
    call = table.deal.call
    if step is Step.VERDICT and call is not None and verdict_read(text) is VerdictRead.COUNT:
        said = parse_answer(text).total  # « quinze 2 »: the player's count of my cards
        if said < call.claimed:
            raise CountBelowMine(said, call.claimed)
        if said == call.claimed:
            return TypedMove(step, seat, agreed=True)
        return TypedMove(step, seat, number=said - call.claimed)
    words = claim_words_dropped(MUGGINS_WORD.sub(" ", text))  # « Muggins! tu as oublié 2 »
    if not words and MUGGINS_WORD.search(text):
        return TypedMove(step, seat) if step is Step.VERDICT else None
    if step is Step.VERDICT and not words:
        raise AnswerError(AnswerErrorReason.EMPTY)
    missed = parse_answer(words or text).total
    if missed == 0:  # « dix-neuf », 0: nothing missed, the count accepted (no muggins for 0)
        return TypedMove(step, seat, agreed=True)
    return TypedMove(step, seat, number=missed)
