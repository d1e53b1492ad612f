"""What a player's input at a table's step is, before it is played: whether a text reads as an
answer to a step (`reads_count_or_cards`, `reads_at_play`), whether a tap of the lay-away
chooses a card more than are due (`one_too_many`), which card a text typed alone at the
lay-away chooses (`card_to_tap`) or names again once chosen (`chosen_again`), and whether a
text a member typed in the group is a move their private step would take (`would_play`) or a
call made at the play (`play_call_at`), and the move a text types at a step (`typed_at_step`:
at my count, my count typed back accepts it, `echoes_my_count`, another number said with a yes
(or a no) is the player's count of my cards, `count_said_with_a_yes`; `verdict_read_at` says
how a number there was read).
Pure: the cards are read by the `ReadCards` given (the player's language)."""

from __future__ import annotations

import re
from contextlib import suppress
from typing import Final

from bot.drills.answer_words import MUGGINS_WORD
from bot.drills.answers import AnswerError, AnswerErrorReason, looks_like_answer, parse_answer
from bot.drills.ecart_args import reads_cards
from bot.drills.ecart_typed import both_rank, kept_said, lay_away_said, rank_typed_twice
from bot.drills.kings_questions import asks_turn
from bot.drills.step_asked import plain_said
from bot.drills.table import picked
from bot.drills.table_moves import (
    Chatter,
    CountBelowMine,
    GoTyped,
    NotHeld,
    PlayCall,
    ReadCards,
    TypedMove,
    VerdictRead,
    abandon_answer,
    agrees,
    asks_to_abandon,
    chatter_of,
    play_call,
    says_no,
    typed_move,
    verdict_read,
    yes_or_no_said,
)
from bot.drills.table_state import Step, Table, TableError, Waiting
from bot.engine.card_parsing import CardError, unaccented
from bot.engine.cards import LANGUAGES, Card
from bot.engine.variants import discards_per_player


def reads_count_or_cards(text: str) -> bool:
    """A typed step at a table: a count (a number or the call) or one or two cards, in either
    language's notation (ranks alone too, « V 4 », read among the cards held)."""
    return looks_like_answer(text) or reads_cards(text)


def reads_at_play(text: str) -> bool:
    """A text typed at a step of /play that is the game's: a count, a number, cards,
    « Muggins! », a yes or no to « Abandon your game? » (« ouin » too), or a word asking it
    (« abandonner »)."""
    return (
        bool(MUGGINS_WORD.search(text))
        or reads_count_or_cards(text)
        or abandon_said(text) is not None
        or asks_to_abandon(text)
    )


def abandon_said(text: str) -> bool | None:
    """A typed answer to « Abandonner votre partie? » (`table_moves.abandon_answer`: « oui »,
    « non », its buttons' words), or a yes or a no said otherwise, with what is said around
    it (`table_moves.yes_or_no_said`: « ben oui », « ouin », « non merci »: it was read as a
    card, « Carte inconnue « ben » »): True yes, False no, None neither."""
    return yes_or_no_said(text, abandon_answer)


YES_FIRST: Final = frozenset({"oui", "ouin", "ouais", "ok", "okay", "yes", "yep", "yeah"})
"""A yes said before another (« ouin, c'est ça », « ok, exact », "yeah, that's right")."""


def agrees_said(text: str) -> bool:
    """The text accepts my count (`table_moves.agrees`: « exact », « c'est ça », « ouin »), a yes
    said before another too (`YES_FIRST`: « ouin, c'est ça », « ouais c'est beau »)."""
    if agrees(text):
        return True
    first, _, rest = text.replace(",", " ").strip().partition(" ")
    plain = unaccented(first.casefold()).strip(" !.")
    return plain in YES_FIRST and bool(rest.strip()) and agrees(rest)


COUNT_QUESTION: Final = re.compile(
    r"^(?:(?:c'?est|c est) )?(?:quoi|combien) le compte"
    r"|^(?:quel est |c'?est quoi )?le compte$"
    r"|^on est (?:a|rendu a) combien"
    r"|^(?:combien|combien ca fait)$"
    r"|^(?:what'?s|what is) the count|^(?:the )?count$"
)
"""The count of the play asked (« c'est quoi le compte? », « on est à combien? », "what's the
count?")."""


def asks_count(text: str) -> bool:
    """Whether `text` asks the count of the play (`COUNT_QUESTION`), accents, case and end
    marks left out."""
    return COUNT_QUESTION.match(plain_said(text)) is not None


WHAT_TO_PLAY: Final = re.compile(
    r"^(?:je |j'|on )?(?:joue|jette|ecarte|mets|garde)s? quoi$"
    r"|^(?:qu'?est-ce (?:que|qu') ?(?:je|j'|on) ?)(?:joue|jette|ecarte|mets|garde)s?$"
    r"|^quoi (?:jouer|jeter|ecarter|mettre|garder)$"
    r"|^(?:je |on )?(?:joue|jette|ecarte|mets|garde)s? (?:laquelle|lesquelles|lequel|lesquels)$"
    r"|^(?:quelle|quelles) cartes?(?: (?:je|on) (?:joue|jette|ecarte|mets|garde)s?)?$"
    r"|^what (?:do|should|shall|can) (?:i|we) (?:play|throw|lay away|keep|discard)$"
    r"|^which cards?(?: (?:do|should|shall) (?:i|we) (?:play|throw|lay away|keep|discard))?$"
)
"""The card to lay asked (« je joue quoi? », « quoi jeter? », « quelle carte? », "what should I
play?", "which card?"; accents, case and end marks left out): at a step that takes cards, how
to choose them, as « je sais pas » gets it (it was « Carte inconnue « quoi » »)."""


def asks_what_to_play(text: str) -> bool:
    """Whether `text` asks which card to lay or lay away (`WHAT_TO_PLAY`)."""
    return WHAT_TO_PLAY.match(plain_said(text)) is not None


TALK_WORDS: Final = frozenset(
    {"euh", "heu", "hum", "hmmm", "um", "uh", "joue", "chanceux", "chanceuse", "joli"}
    | {"jolie", "mal", "played", "lucky", "nice"}
)
"""What a player says at the table that is no move (« euh », « bien joué », « t'es chanceux »,
« pas mal », "well played", "lucky"; accents and case left out), with `TALK_FILLERS`."""
TALK_FILLERS: Final = frozenset(
    {"bien", "beau", "coup", "pas", "tes", "t", "es", "tu", "vous", "etes", "quel", "quelle"}
    | {"un", "une", "well", "youre", "you", "are", "so", "one", "shot", "very", "que"}
)
TALK_MAX_WORDS: Final = 4


def table_talk(text: str) -> bool:
    """Whether `text` is talk at the table, no move (`TALK_WORDS`: « euh », « bien joué »,
    « t'es chanceux », "well played"; « beau coup! »), in a few words."""
    words = re.findall(r"[a-z]+", unaccented(text.casefold()).replace("'", " "))
    if not words or len(words) > TALK_MAX_WORDS:
        return False
    if any(word not in TALK_WORDS | TALK_FILLERS for word in words):
        return False
    return any(word in TALK_WORDS for word in words) or words == ["beau", "coup"]


PRESENCE_QUESTION: Final = re.compile(
    r"^(?:allo )?(?:t'?es|t es|tu es|es-?tu|t'?es-?tu|etes-?vous|vous etes) "
    r"(?:encore |toujours )?la$"
    r"|^(?:allo )?(?:y'?a|y a|il y a) (?:quelqu'?un|qqn)(?: la)?$"
    r"|^(?:hello )?(?:are you|r u|you|u) (?:still )?there$|^(?:anybody|anyone) (?:there|home)$"
)
"""Whether the bot is there, asked (« t'es là? », « êtes-vous là? », « y'a quelqu'un? »,
"are you there?"), as `step_asked.plain_said` holds it, commas read as spaces."""


def asks_presence(text: str) -> bool:
    """Whether `text` asks if the bot is there (`PRESENCE_QUESTION`; « t'es là? » was read as
    cards: « Vous avez plus d'une carte « t » »)."""
    return PRESENCE_QUESTION.match(plain_said(text.replace(",", " "))) is not None


def chatter_at_count(text: str) -> Chatter | None:
    """What a text that is no count says at a step that asks one (`table_moves.chatter_of`:
    « bonjour », « merci »), whose turn asked too (« c'est à qui? », "whose turn?":
    `kings_questions.asks_turn`; when a step waits, it is always the player's turn), or whether
    the bot is there (« t'es là? »: `asks_presence`)."""
    chatter = chatter_of(text)
    if chatter is None and (asks_turn(text) or asks_presence(text)):
        return Chatter.OTHER
    return chatter


def chatter_at_step(text: str) -> Chatter | None:
    """What a text that is no move says at a step (`chatter_at_count`: « bonjour », « merci »,
    « ok », « c'est à qui? »), a yes or a no said where none is asked too (« ouin », « ouais »,
    « d'accord », "yep", « nan »: read as a card, « Carte inconnue « ouin » ») and talk at the
    table (`table_talk`: « euh », « bien joué »: « Carte inconnue « euh » »)."""
    chatter = chatter_at_count(text)
    if chatter is None and (agrees(text) or says_no(text) or table_talk(text)):
        return Chatter.OTHER
    return chatter


UNDO_WORDS: Final = frozenset(
    {"je me suis trompe", "je me suis trompee", "jme suis trompe", "jme suis trompee"}
    | {"me suis trompe", "me suis trompee", "je me suis mepris", "oups", "oops", "erreur"}
    | {"annuler", "annule", "je veux annuler", "reprendre", "je reprends", "je veux reprendre"}
    | {"je veux reprendre ma carte", "reprendre ma carte", "retour", "defaire"}
    | {"undo", "take it back", "take back", "i made a mistake", "my mistake", "mistake"}
    | {"cancel", "cancel that", "wrong card", "mauvaise carte", "je voulais pas"}
    | {"je voulais pas jouer ca", "i didnt mean that", "i didn't mean that"}
    | {"laisse faire", "oublie ca", "non finalement", "finalement non", "never mind"}
    | {"nevermind", "forget it", "no wait", "wait no"}
)
"""What a player types to take back a move (« je me suis trompé », « annuler », « oups »,
"undo"; at the muggins claim, « laisse faire », "never mind"; accents, case, punctuation left
out, « oups » said before another too)."""


def asks_undo(text: str) -> bool:
    """Whether `text` asks to take back a move (`UNDO_WORDS`: « je me suis trompé »,
    « oups, annuler », "oops, undo"), accents, case, commas and end marks left out."""
    plain = unaccented(text.casefold().replace("\u2019", "'")).replace(",", " ")
    said = " ".join(plain.strip(" !.?").split())
    for opener in ("oups ", "oops ", "ah ", "oh "):  # « oups, je me suis trompée! »
        if said.startswith(opener) and said[len(opener) :].strip(" !.?") in UNDO_WORDS:
            return True
    return said in UNDO_WORDS


CHEATING_WORDS: Final = frozenset(
    {"tricheur", "tricheuse", "triche", "triches", "trichez", "tricher", "truque"}
    | {"truquee", "truques", "arrange", "arrangee", "cheat", "cheats", "cheater", "cheating"}
    | {"cheated", "rigged", "fixed"}
)
"""The words of a player who says the bot cheats (« tricheur! », « c'est truqué », "you
cheat!", "rigged"; accents and case left out)."""
CHEATING_MAX_WORDS: Final = 6


def says_cheating(text: str) -> bool:
    """Whether `text` says the bot cheats (`CHEATING_WORDS`: « tricheur! », « tu triches »,
    « c'est truqué », "you cheat", "rigged"), in a few words."""
    words = re.findall(r"[a-z]+", unaccented(text.casefold()))
    return 0 < len(words) <= CHEATING_MAX_WORDS and any(w in CHEATING_WORDS for w in words)


MUGGINS_MAX_WORDS: Final = 4


def calls_muggins(text: str) -> bool:
    """« Muggins! », « je crie muggins », "muggins on Ann": muggins called in a few words
    (accents, case and end marks left out)."""
    said = plain_said(text)
    return bool(MUGGINS_WORD.search(said)) and len(said.split()) <= MUGGINS_MAX_WORDS


def one_too_many(table: Table, seat: int, index: int) -> bool:
    """Whether tapping card `index` of the lay-away would choose a card more than are due
    (the lay-away is chosen already and the card is not one of them): refused, as on the web
    app's page, instead of letting the oldest choice go without a word."""
    hand = table.deal.hands[seat]
    if not 0 <= index < len(hand):
        return False
    chosen = picked(table, seat)
    return hand[index] not in chosen and len(chosen) >= discards_per_player(table.rules)


def card_to_tap(table: Table, waiting: Waiting, text: str, read: ReadCards) -> int | None:
    """At the lay-away, with no card tapped yet and more than one due, a text that names one
    card held (« 4♠ », « le valet »): its index in the hand, chosen as its button chooses it
    (the other typed next lays both away); else None."""
    if waiting.step is not Step.LAY_AWAY or picked(table, waiting.seat):
        return None
    if discards_per_player(table.rules) < 2:
        return None
    hand = table.deal.hands[waiting.seat]
    try:
        (card,) = read(lay_away_said(text), 1, hand)  # « je jette le valet »: the valet
    except (CardError, ValueError):
        return None
    return hand.index(card) if card in hand else None


def chosen_again(table: Table, waiting: Waiting, text: str, read: ReadCards) -> Card | None:
    """At the lay-away of two cards, one chosen already, a text that names that card alone
    again (« 2 » typed twice, « je jette le 2 »): that card, to say it is chosen already
    (it was « Il faut 2 cartes, pas 1 »); else None."""
    if waiting.step is not Step.LAY_AWAY or discards_per_player(table.rules) != 2:
        return None
    chosen = picked(table, waiting.seat)
    if len(chosen) != 1:
        return None
    try:
        (card,) = read(lay_away_said(text), 1, table.deal.hands[waiting.seat])
    except (CardError, ValueError):
        return None
    return card if card in chosen else None


def would_play(table: Table, waiting: Waiting, text: str, read: ReadCards) -> bool:
    """Whether `text` is a move the step `waiting` would take (played on a copy of `table`):
    cards that fit, a count, « quinze 2 quinze 4 » at a count (its total is asked then)."""
    try:
        move = typed_move(table, waiting, text, read)
        if move is None:
            return False
        move(Table.from_json(table.to_json()))
    except AnswerError as error:
        return error.reason is AnswerErrorReason.FIFTEENS_NO_TOTAL
    except (CardError, GoTyped, NotHeld, TableError):
        return False
    return True


def play_call_at(table: Table, waiting: Waiting, text: str, read: ReadCards) -> PlayCall | None:
    """A count or « Muggins! » typed for a step of the play (`table_moves.play_call`), else
    None (another step, or a text that is no call)."""
    if waiting.step is not Step.PLAY:
        return None
    try:
        typed_move(table, waiting, text, read)
    except CardError as error:
        return play_call(text, error)
    except (AnswerError, GoTyped, NotHeld, TableError):
        return None
    return None


def echoes_my_count(table: Table, waiting: Waiting, text: str) -> bool:
    """Whether `text`, at my count (« Mon compte est-il bon? »), is a number equal to my count,
    alone (« 4 » at my 4, « quatre ») or with a yes (« 4, c'est bon »): the player says it
    back, « oui, 4 », rather than claiming that I missed as many points as I counted."""
    call = table.deal.call
    if waiting.step is not Step.VERDICT or call is None or call.claimed <= 0:
        return False
    if verdict_read(text) is VerdictRead.MISSED:
        return parse_answer(text).total == call.claimed
    return _said_with_a_yes(text) == call.claimed


POINTS_WORDS: Final = frozenset({"point", "points", "pts", "pt"})
"""The word said after a count (« oui, 9 points »), read with it."""


def _said_with_a_yes(text: str, *, or_a_no: bool = False) -> int | None:
    """The number said in `text` with words that accept my count around it (« 10, c'est bon »,
    « Exact, 10! »): one word of the text reads as a number alone and the others as a yes
    (`table_moves.agrees`), or, `or_a_no`, as a no (« non, 5 »: `table_moves.says_no`); the
    word « points » after the number read with it (« non, 12 points »); else None."""
    said = text.replace(",", " , ").replace("!", " ! ").split()
    for i, word in enumerate(said):
        after = i + 2 if said[i + 1 : i + 2] and said[i + 1].casefold() in POINTS_WORDS else i + 1
        rest = " ".join(said[:i] + said[after:]).replace(" , ", ", ").replace(" ! ", "! ")
        if not word.isdigit() and verdict_read(word) is not VerdictRead.MISSED:
            continue
        if agrees(rest) or (or_a_no and says_no(rest)):
            return parse_answer(word).total
    return None


def count_said_with_a_yes(table: Table, waiting: Waiting, text: str) -> int | None:
    """The player's count of my cards said with a yes at my count (« oui, 5 », "yes, 5",
    « 5, c'est bon »), or with a no (« non, 5 », "no, 5": my count is wrong, my cards make 5):
    what they say my cards make, as « oui, 4 » at my 4 says my count back; not the points I
    missed, which « Muggins » or a number alone says. None at any other step, or for a text
    that is no number with a yes or a no."""
    if waiting.step is not Step.VERDICT or table.deal.call is None:
        return None
    return _said_with_a_yes(text, or_a_no=True)


def verdict_read_at(table: Table, waiting: Waiting, text: str) -> tuple[VerdictRead, int] | None:
    """How a number typed at my count without « Muggins! » was read (`table_moves.verdict_read`),
    and the number said: my count said back (`echoes_my_count`), or any number said with a yes
    (`count_said_with_a_yes`), is the player's count of my cards; None at any other step, or
    for a text that says no such number."""
    call = table.deal.call
    if waiting.step is not Step.VERDICT or call is None:
        return None
    if echoes_my_count(table, waiting, text):
        return VerdictRead.COUNT, call.claimed
    said = count_said_with_a_yes(table, waiting, text)
    if said is not None:
        return VerdictRead.COUNT, said
    read = verdict_read(text)
    return None if read is None else (read, parse_answer(text).total)


def both_held(table: Table, seat: int, text: str) -> tuple[Card, ...] | None:
    """At a lay-away of two cards, the two cards of a rank that `text` names together (« les
    deux 5 », « la paire de 5 », « mes valets », "both 5s": `ecart_typed.both_rank`; « 2 2 »,
    « 5 et 5 »: `ecart_typed.rank_typed_twice`, read in either language) when `seat` holds
    exactly two of it; else None (the text is read as cards)."""
    if discards_per_player(table.rules) != 2:
        return None
    hand = table.deal.hands[seat]
    for lang in LANGUAGES:
        rank = both_rank(text, lang)
        rank = rank_typed_twice(text, lang) if rank is None else rank
        held = tuple(card for card in hand if card.rank == rank)
        if rank is not None and len(held) == 2:
            return held
    return None


CALL_WORDS: Final = frozenset(
    {"quinze", "fifteen", "paire", "pair", "trente", "thirty", "suite", "run", "trente-et-un"}
    | {"thirty-one"}
)
"""What a player says a card makes as they lay it (« quinze 2 », « trente et un », "a pair")."""
CALL_FILLERS: Final = frozenset(
    {"pour", "for", "et", "and", "un", "une", "a", "de", "of", "ca", "fait", "makes", "deux"}
    | {"two", "quatre", "four", "six", "huit", "eight", "trois", "three", "one"}
)


def _announces(words: list[str]) -> bool:
    """Whether `words` say what a card makes (« pour 31 », « quinze 2 », « 15 pour 2 », « trente
    et un pour deux »): a number after « pour », a number for another, or a call word."""
    if len(words) == 2 and words[0] in {"pour", "for"} and words[1].isdigit():
        return True
    if len(words) == 3 and words[0].isdigit() and words[1] in {"pour", "for"}:
        return words[2].isdigit() or words[2] in CALL_FILLERS
    return any(w in CALL_WORDS for w in words) and all(
        w in CALL_WORDS | CALL_FILLERS or w.isdigit() for w in words
    )


def cards_before_call(text: str) -> list[str]:
    """At the play, what may be the card of a text that says after it what it makes (« je joue
    le 8 pour 31 »: « je joue le 8 », or « je joue le » before « 8 pour 31 »; « le 5, quinze
    2 »: « le 5 »), the longest said after first; none when nothing is said after a card (the
    game pegs the points: what is said is not checked). The card reader picks the one that
    reads."""
    tokens = text.split()
    heads = []
    for k in range(1, len(tokens)):
        rest = unaccented(" ".join(tokens[k:]).casefold()).replace("\u2019", "'")
        words = re.findall(r"[a-z0-9-]+", rest)
        head = " ".join(tokens[:k]).rstrip(" ,;:-")
        if head and words and _announces(words):
            heads.append(head)
    return heads


CANT_PLAY: Final = frozenset(
    {"je peux pas", "je ne peux pas", "j'peux pas", "jpeux pas", "peux pas", "je peux rien"}
    | {"je peux pas jouer", "je ne peux pas jouer", "peux pas jouer", "je peux rien jouer"}
    | {"i can't", "i cant", "can't", "cant", "i cannot", "cannot", "i can't play"}
    | {"i cant play", "can't play", "cant play", "i cannot play"}
)
"""« je peux pas » ("I can't") said at the play: a go, said the way a player says it."""


def says_cant_play(text: str) -> bool:
    """Whether `text` says the player cannot lay a card (`CANT_PLAY`: « je peux pas », « je ne
    peux pas jouer », "I can't"), accents, case and end marks left out."""
    plain = unaccented(text.casefold().replace("\u2019", "'")).strip(" !.,")
    return " ".join(plain.split()) in CANT_PLAY


def _kept_typed(table: Table, seat: int, kept: str, read: ReadCards) -> TypedMove:
    """The lay-away of the cards said kept (« 10 V D R » after « je garde », as /ecart reads
    it: `ecart_typed.kept_said`): the seat's other cards; `CardError` when `kept` is not as
    many of its cards as it keeps."""
    hand = table.deal.hands[seat]
    cards = read(kept, len(hand) - discards_per_player(table.rules), hand)
    return TypedMove(Step.LAY_AWAY, seat, tuple(card for card in hand if card not in cards))


def typed_at_step(table: Table, waiting: Waiting, text: str, read: ReadCards) -> TypedMove | None:
    """The move `text` types at the step waited on (`table_moves.typed_move`, and its errors),
    my count said back at it accepting it (`echoes_my_count`), another number said with a yes
    there claiming what it is more than mine (`count_said_with_a_yes`; less is
    `CountBelowMine`, as « quinze 2 » at my 4), and a yes to my count at the
    muggins claim too (« Muggins! » pressed, then « c'est bon » or « je me suis trompé »:
    taken back), a yes said twice
    at my count (« ouin, c'est ça »: `agrees_said`); « je peux pas »
    at the play is a go typed (`says_cant_play`: `GoTyped`); at the lay-away, the verb said
    before the cards and the crib or courtesy after them are left out (« je jette le 9 pis le
    7 au crib svp »: `ecart_typed.lay_away_said`, as /ecart's drill reads it), both cards
    of a rank said together are laid away (« les deux 5 »: `both_held`), and the cards said
    kept lay away the others (« je garde 10 V D R »: `_kept_typed`)."""
    if waiting.step is Step.PLAY and says_cant_play(text):
        raise GoTyped(text)
    if waiting.step is Step.PLAY:  # « je joue le 8 pour 31 »: the card
        for head in cards_before_call(text):
            with suppress(CardError):
                return typed_move(table, waiting, head, read)
    if waiting.step is Step.LAY_AWAY and (kept := kept_said(text)) is not None:
        return _kept_typed(table, waiting.seat, kept, read)  # « je garde 10 V D R »
    if waiting.step is Step.LAY_AWAY:  # « je jette le 9 pis le 7 au crib »: the cards
        text = lay_away_said(text)
        pair = both_held(table, waiting.seat, text)
        if pair is not None:  # « les deux 5 », "both 5s"
            return TypedMove(Step.LAY_AWAY, waiting.seat, pair)
    if echoes_my_count(table, waiting, text):
        return TypedMove(Step.VERDICT, waiting.seat, agreed=True)
    said = count_said_with_a_yes(table, waiting, text)
    call = table.deal.call
    if said is not None and call is not None:  # « oui, 5 » at my 4: my cards make 5
        if said < call.claimed:
            raise CountBelowMine(said, call.claimed)
        if said == call.claimed:
            return TypedMove(Step.VERDICT, waiting.seat, agreed=True)
        return TypedMove(Step.VERDICT, waiting.seat, number=said - call.claimed)
    if waiting.step is Step.CLAIM and (agrees(text) or asks_undo(text)):  # « c'est bon »
        return TypedMove(Step.CLAIM, waiting.seat, agreed=True)
    if waiting.step is Step.VERDICT and agrees_said(text):  # « ouin, c'est ça »
        return TypedMove(Step.VERDICT, waiting.seat, agreed=True)
    return typed_move(table, waiting, text, read)
