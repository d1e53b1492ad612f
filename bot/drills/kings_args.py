"""The words of /kings, read: a count of points, a candidate's letter, and what a
player types in a game step (a move, perhaps with its count, or pass, exchange, Joker, hint)."""

from __future__ import annotations

import difflib
import re
from enum import StrEnum
from typing import Final

from bot.drills.answer_asides import says_dont_know
from bot.drills.answers import NINETEEN, AnswerError, AnswerErrorReason, parse_answer
from bot.drills.kings_command import ACTIONS
from bot.drills.kings_questions import (
    BEST_QUESTION,
    JOKER_QUESTION,
    JOKER_WORDS,
    MUGGINS_WORDS,
    PASS_QUESTION,
    asks_counting,
    asks_dark,
    asks_turn,
    without_please,
    words,
)
from bot.drills.table_moves import Chatter, asks_to_abandon, chatter_of, yes_or_no_said
from bot.engine.card_parsing import unaccented
from bot.engine.kings_notation import (
    ACROSS_WORDS,
    AND_WORDS,
    CELL_LINK_WORDS,
    DARK_MARK,
    DOWN_WORDS,
    LINK_WORDS,
    RANK_WORDS,
    way_tail,
    without_verb,
)

MAX_POINTS: Final = 999
"""The most points a count is read as (a move scores far less; « 1234 » is no count)."""
CLAIM: Final = re.compile(r"^(.*?)=(.*)$", re.DOTALL)
"""A move and its count after « = », read as a count alone is: « = 12 », « = douze »."""
CLAIM_SAID: Final = re.compile(
    r"^(.*\S)\s+(?:pour|for|ça fait|ca fait|ça vaut|ca vaut|vaut|makes)\s+(\S.*)$",
    re.DOTALL | re.IGNORECASE,
)
"""A move and its count said as the hint says it (« F2 5 pour 6 points », "F2 5 for 6
points", « F2 5 ça fait 6 », "F2 5 makes 6"): read as after « = » when the text starts as
a move does (`claim_parts`)."""
CLAIM_POINTS: Final = re.compile(
    r"^(.*?\S)[\s,:;(]+(\S+\s*(?:points?|pts?))\)?$", re.DOTALL | re.IGNORECASE
)
"""A move and its count said with its unit, no word before it (« F2 5, 6 points », « F2 5
(6 points) »): read as after « pour », when the text starts as a move does."""
MOVE_START: Final = re.compile(r"^[a-o][-\u2010\u2011\u2013]?\d{1,2}\b")
"""A move's start cell, typed first (« h8 → 5 6 4 »), or with a hyphen (« h-8 → 5 6 4 »)."""
CELL_SAID_LAST: Final = re.compile(r"^(.+) (\S+) [a-o]\d{1,2}$")
"""Tiles, a little word and the cell, as said (« 5 6 4 en h8 », "5 6 4 at h8")."""


def _counted(text: str) -> re.Match[str] | None:
    """A move and its count said after it in words (`CLAIM_SAID`, `CLAIM_POINTS`)."""
    return CLAIM_SAID.match(text) or CLAIM_POINTS.match(text)


def move_start(text: str) -> bool:
    """A text written as a move is, its cell first (« H8 → 5 6 4 », « H-8 → 5 6 4 », « en H8
    → 5 6 4 ») or said after its tiles (« 5 6 4 en H8 »: the tiles only, then « en » and the
    cell, so « rendez-vous à B12 » is no move), its way perhaps said after the cell (« 5 6 4
    en H8 vers le bas », `way_tail`), its count perhaps after it (« = 9 », « pour 9 »,
    `_counted`). The forms `kings_notation` reads; in a group, what a text replying to nothing
    must be to be read as a move."""
    spoken = without_verb(without_please(words(text)).split())  # « je mets le 5 en F2 »
    if len(spoken) > 1 and spoken[0].upper() in CELL_LINK_WORDS:  # « en F2 le 5 »
        spoken = spoken[1:] if MOVE_START.match(spoken[1]) is not None else spoken
    folded = " ".join(spoken)
    if MOVE_START.match(folded) is not None:
        return True
    before = folded.split("=")[0]
    counted = _counted(before)  # « 5 6 4 en h8 pour 9 »: the move before its count
    move = (before if counted is None else counted[1]).split()
    move = move[: way_tail([word.upper() for word in move])]  # « … en h8 vers le bas »
    said = CELL_SAID_LAST.match(" ".join(move))
    if said is None or said[2].upper() not in CELL_LINK_WORDS:
        return False
    known = RANK_WORDS.keys() | ACROSS_WORDS | DOWN_WORDS | AND_WORDS | LINK_WORDS
    tiles = [t.upper().removesuffix(DARK_MARK) for t in re.split(r"[\s,;]+", said[1]) if t]
    return bool(tiles) and all(t in known for t in tiles)


PASS_WORDS: Final = frozenset(
    {"pass", "passe", "je passe", "passer", "i pass"}
    | {"passe mon tour", "je passe mon tour", "passer mon tour", "pass my turn", "i pass my turn"}
)
"""The pass, as players say it: « je passe », « je passe mon tour », "I pass"."""
NEW_GAME_WORDS: Final = frozenset(
    {"nouvelle partie", "une nouvelle partie", "une autre partie", "autre partie"}
    | {"recommencer", "recommence", "on recommence", "je recommence", "je veux recommencer"}
    | {"new game", "a new game", "another game", "restart", "start again", "start over"}
)
"""Another game asked for at a step, in a step's answer only (`said_to_step`): in a club's
group « nouvelle partie » is chatter."""
HINT_WORDS: Final = frozenset(
    {"hint", "a hint", "hints", "indice", "un indice", "indices", "des indices", "help me"}
    | {
        f"{aide}{svp}"
        for aide in ("aide-moi", "aide moi", "aidez-moi", "aidez moi")
        for svp in ("", " svp", " s'il vous plaît", " s'il vous plait")
    }
)
"""Asked for a good move: « indice », « aide-moi » (typed with or without its hyphen, and
« svp »), "help me"; in the plural too (« indices », "hints": one asks for hints)."""
HELP_WORDS: Final = frozenset(
    {"aide", "help", "règles", "regles", "les règles", "les regles", "rules", "the rules"}
    | {"how to play"}
)
"""The rules asked for in a game step: the Kings help, as /kings help (in a private chat
« aide » alone is read before the step, `kings.help_in_game`; in a group it comes as a reply
to the step)."""
HELP_QUESTION: Final = re.compile(
    r"^(comment|how)\b[^0-9]*?\b(joue|jouer|jouez|marche|fonctionne|play|works?)"
    r"( (ce jeu|à ce jeu|a ce jeu|ça|ca|this game|the game|it))?$"
)
"""How to play asked in words (« comment on joue », « comment ça marche », "how do I play",
"how does it work"): the Kings help, as « règles »; not a tile's move asked about (« comment
on joue le 5 »)."""
EXCHANGE_WORDS: Final = ("exchange", "échange", "echange", "échanger", "echanger")
CHANGE_WORDS: Final = frozenset({"change", "changer", "changez", "swap"})
"""« change 5 R », « changer tout », "swap 5 K": the exchange said with the verb of its
button (« Passer et changer tous mes jetons »); an exchange when the words after it name
tiles, « tout », "all" or nothing (« change de place » is none)."""
PASS_THEN: Final = re.compile(
    r"^(je passe|passe|passer|i pass|pass)( mon tour| my turn)? (et|and) "
)
"""The pass said before the exchange (« passe et change », « Passer et changer tous mes
jetons », "pass and exchange"): skipped."""
EXCHANGE_SUBJECTS: Final = ("je ", "j'", "i ")
"""Said before the verb (« je change 5 R », « j'échange 6 »): skipped."""
STOP_WORDS: Final = frozenset(
    [word for word, action in ACTIONS.items() if action == "stop"]
    + ["j'abandonne", "i resign", "i give up", "quit", "i quit", "quitter", "je quitte"]
    + ["annuler", "annule", "cancel"]
)
"""« stop », « arrêter », « abandon », « je quitte », "I give up"… typed alone in a game step:
the stop asked, as /kings stop does; « annuler », "cancel" too, as /annuler (/cancel) does."""
STOP_YES: Final = frozenset(
    {"oui", "oui l'arreter", "l'arreter", "oui arreter", "d'accord", "daccord"}
    | {"yes", "yes stop it", "stop it"}
)
STOP_NO: Final = frozenset(
    {"non", "non on continue", "on continue", "continuer", "je continue", "non merci"}
    | {"no", "no go on", "go on", "keep playing", "no thanks"}
)
"""What a player types to answer « Arrêter cette partie? » (the words of its buttons « Oui,
l'arrêter » / « Non, on continue » too; accents, case, commas and end marks left out)."""


def stop_answer(text: str) -> bool | None:
    """A typed answer to « Stop this game? »: True yes, False no, None neither (a move, a
    word of the game: read as the step reads it); said as players say it too (« ben oui »,
    « ouais », « non non », `table_moves.yes_or_no_said`); « ok » (« ok, je joue ») is neither."""
    ok = text.strip(" !.").casefold() in {"ok", "okay"}
    return None if ok else yes_or_no_said(text, _stop_said)


def _stop_said(text: str) -> bool | None:
    said = " ".join(unaccented(words(text).replace(",", " ")).split())
    return True if said in STOP_YES else False if said in STOP_NO else None


ALL_WORDS: Final = frozenset(
    {("all",), ("tout",), ("tous",), ("jetons",), ("tous", "jetons"), ("tout", "jetons")}
    | {("everything",), ("tiles",), ("all", "tiles")}
)
"""« exchange all » (« échange tout », « changer mes jetons », « tous mes jetons », "all my
tiles", read without their little words, `EXCHANGE_LITTLE_WORDS`): the whole rack, as
« exchange » alone."""
EXCHANGE_LITTLE_WORDS: Final = frozenset(
    {"le", "la", "les", "mon", "ma", "mes", "un", "une", "de", "des", "du", "et", "pis"}
    | {"the", "my", "and"}
)
"""The little words of an exchange said as players say it (« échanger le 4 et le roi », « je
change mon roi », "exchange my king and the 4"): skipped, as « l' » before a tile (« l'as »).
Not « a », the ace."""


class Said(StrEnum):
    """What a text typed in a game step is."""

    JOKER = "joker"
    ABOUT_JOKER = "about-joker"
    """« Joker? », « c'est quoi un joker »: what the Joker is asked, not called."""
    ABOUT_COUNTING = "about-counting"
    """« c'est quoi une quinzaine? », « comment on compte? »: how a hand counts."""
    ABOUT_PASS = "about-pass"
    """« comment on passe? », « je peux passer? »: when and how a pass is made."""
    ABOUT_DARK = "about-dark"
    """« c'est quoi un jeton foncé », « l'étoile? »: what a dark tile is."""
    HINT = "hint"
    HELP = "help"
    PASS = "pass"
    EXCHANGE = "exchange"
    STOP = "stop"
    NEW_GAME = "new-game"
    """« nouvelle partie », « recommencer »: another game asked (how to start one is said)."""
    MOVE = "move"


def points_said(text: str) -> int | None:
    """The number of points a plain count says, read as the counting drills read one
    (`parse_answer`): « 12 », « douze », "twelve", « 12 points », « ça fait 12 », « j'ai 12 »,
    "that's 12", « je dirais 12 ». Without the bounds of a cribbage hand: « dix-neuf » is 19
    (no zero hand here) and a count over 29 is read (a Kings move may score more). None for
    anything else: no number, two (« 12 ou 14 »), « quinze » alone (15 points, or one fifteen
    for 2?), or the combinations called (« quinze 2, paire 4 »: the drills' words know no
    Kings bonus, and « couleur » is no flush here)."""
    try:
        answer = parse_answer(text)
    except AnswerError as error:
        # a plain number over a hand's 29 (a total of called parts has no token)
        plain = error.reason is AnswerErrorReason.TOO_LARGE and error.token and error.values
        return error.values[0] if plain and error.values[0] <= MAX_POINTS else None
    if answer.itemized:
        return None
    return NINETEEN if answer.nineteen else answer.total


def negative_count(text: str) -> bool:
    """A count below zero (« -3 », « moins 3 »), read as the counting drills read one: no
    move scores that."""
    try:
        parse_answer(text)
    except AnswerError as error:
        return error.reason is AnswerErrorReason.NEGATIVE
    return False


def negative_in_step(text: str) -> bool:
    """A count below zero typed in a game step, alone (« -3 », « moins 3 ») or after a
    move's « = » (« H8 → 5 6 4 = -3 »): no move scores that, to be said before anything
    else (a cell asked for, a count after « = »)."""
    said = claim_parts(text)
    if said is not None:
        return negative_count(said[1])
    return not move_start(text) and negative_count(text)


def claim_parts(text: str) -> tuple[str, str] | None:
    """A move and the words of its count: after « = » (« H8 → 5 6 4 = 12 »), or after
    « pour » / "for" as the hint says it (« F2 5 pour 6 points »: when the text starts as a
    move, `move_start`); None for a text with neither."""
    said = CLAIM.match(text) or (_counted(text) if move_start(text) else None)
    return None if said is None else (said[1], said[2])


def called_count(text: str) -> bool:
    """A count called as a hand is (« quinze 2, quinze 4 et une paire ça fait 6 »): the
    combinations of one line, not the move's total (`points_said` reads none of it)."""
    try:
        return parse_answer(text).itemized
    except AnswerError:
        return False


def gives_up(text: str) -> bool:
    """« Je ne sais pas », "no idea", or the hint or a pass asked (« indice », « passe ») at a
    count question, which has neither."""
    return says_dont_know(text) or without_please(words(text)) in HINT_WORDS | PASS_WORDS


def asks_hint(text: str) -> bool:
    """« indice », « aide-moi svp », "hint": a good move asked for."""
    return without_please(words(text)) in HINT_WORDS


HINT_NEAR_WORDS: Final = ("indice", "hint")
"""The hint's words a typo is measured against (« index », « indise », "hitn")."""
HINT_NEAR_CUTOFF: Final = 0.7
"""How alike (difflib's ratio) a word must be to a hint word: « index » is 0.73 of « indice »."""


def near_hint(text: str) -> bool:
    """A word typed at a game step that is the hint misspelt (« index », « un indise »,
    "hitn": its first two letters must match, so « hein », « nice » are none), not the hint
    itself (`asks_hint`, its plural too: « indices », "hints")."""
    said = words(text).split()
    if said and said[0] in ("un", "a") and len(said) == 2:
        said = said[1:]
    if len(said) != 1 or said[0] in HINT_WORDS:
        return False
    word = said[0]
    return any(
        word[:2] == hint[:2]
        and difflib.SequenceMatcher(None, word, hint).ratio() >= HINT_NEAR_CUTOFF
        for hint in HINT_NEAR_WORDS
    )


def step_chatter(text: str) -> Chatter | None:
    """What a text that is no move says at a game step (`table_moves.chatter_of`: a greeting,
    thanks, a word said at the table), whose turn asked (`asks_turn`) a word at the table too
    (answered « it is your turn », not « not understood »); None: not understood."""
    said = chatter_of(text)
    return Chatter.OTHER if said is None and asks_turn(text) else said


POLITE_MOVE: Final = re.compile(
    r"^\s*(?:please,?\s+)?(?P<said>.+?)"
    r"(?:,?\s+(?:svp|s\.v\.p\.?|stp|s['\u2019]?il[\s-](?:vous|te)[\s-]pla[iî]t|please))?[\s.!]*$",
    re.IGNORECASE | re.DOTALL,
)
"""A move said politely (« F2 5 svp », « je mets le 5 en F2, s'il vous plaît », « F2 5 = 6
points s'il-vous-plaît », "please, 5 at F2"), as typed: the move is `said`."""


def said_in_step(text: str) -> Said:
    """What a text typed in a game step is (anything not a game word is read as a move); a
    game's word said with « svp », "please", as the word alone."""
    folded = without_please(words(text))
    if folded in JOKER_WORDS:  # « Joker? » asks what it is: the help, not a call (5 points)
        return Said.ABOUT_JOKER if text.rstrip(" \u00a0").endswith("?") else Said.JOKER
    if JOKER_QUESTION.search(folded) is not None:  # « c'est quoi un joker »: as « joker? »
        return Said.ABOUT_JOKER
    if folded in HINT_WORDS:
        return Said.HINT
    if folded in HELP_WORDS or HELP_QUESTION.match(folded) is not None:
        return Said.HELP
    if folded in PASS_WORDS:
        return Said.PASS
    if folded in STOP_WORDS:
        return Said.STOP
    return Said.EXCHANGE if _exchange_named(folded) is not None else Said.MOVE


def said_to_step(text: str) -> Said:
    """What a text answering a game step is (in private, or a reply to the step in a group):
    as `said_in_step`, « muggins » what the Joker is, « c'est quoi un jeton foncé » what a
    dark tile is, « c'est quoi une quinzaine » how a hand counts, « nouvelle partie » another
    game, « je veux arrêter » (`table_moves.asks_to_abandon`) the stop, and « je sais pas »
    (« je sais pas quoi jouer », "I don't know") or a good move asked (« c'est quoi le
    meilleur coup? », `BEST_QUESTION`) the hint asked, as « indice » is. Not in a group's
    chatter replying to nothing (`reads_step`): there « je sais pas » is no word to the bot.
    A text with a number or a cell in it (« je sais pas, H8 → 5 6 4 ») is read as the move
    it may be."""
    said = said_in_step(text)
    if said is Said.MOVE and words(text) in MUGGINS_WORDS:  # cribbage's call: told the Joker
        return Said.ABOUT_JOKER
    if said is Said.MOVE and without_please(words(text)) in NEW_GAME_WORDS:
        return Said.NEW_GAME
    if said is Said.MOVE and asks_to_abandon(text):  # « je veux arrêter », as /jouer reads it
        return Said.STOP
    if said is Said.MOVE and PASS_QUESTION.match(without_please(words(text))) is not None:
        return Said.ABOUT_PASS
    if said is Said.MOVE and asks_dark(text):
        return Said.ABOUT_DARK
    if said is Said.MOVE and asks_counting(text):
        return Said.ABOUT_COUNTING
    asked = BEST_QUESTION.match(unaccented(without_please(words(text)))) is not None
    stuck = not any(ch.isdigit() for ch in text) and (says_dont_know(text) or asked)
    return Said.HINT if said is Said.MOVE and stuck else said


def reads_step(text: str) -> bool:
    """A move, a count, or one of the game's words (in a group, anything else is chatter)."""
    return said_in_step(text) is not Said.MOVE or move_start(text)


def chatter(text: str) -> bool:
    """A text at a game step that is surely no move (« quoi? », "what?", « bonjour »): a
    question, or words with no number and no cell; read after the game's words, a count and
    tiles without their cell (« A R », `kings_rack.tiles_without_cell`)."""
    if move_start(text):
        return False
    return text.rstrip(" \u00a0").endswith("?") or not any(ch.isdigit() for ch in text)


def split_claim(text: str) -> tuple[str, int | None]:
    """A move and the points claimed for it (« H8 → 5 6 4 = 12 », « … = douze », « F2 5 pour 6
    points »), or the move alone; without the « svp » said around them (`POLITE_MOVE`)."""
    polite = POLITE_MOVE.match(text)
    text = text if polite is None else polite["said"]
    said = claim_parts(text)
    claimed = None if said is None else points_said(said[1])
    return (text, None) if said is None or claimed is None else (said[0], claimed)


def count_alone(text: str) -> bool:
    """A count typed alone in a game step (« 12 », « douze »), with no move before it: a
    count goes after its move (« H8 → 5 6 4 = 12 »); « A1 A », a move, is none."""
    return not move_start(text) and points_said(text) is not None


def called_alone(text: str) -> bool:
    """A count called as a hand is, typed alone in a game step (« quinze 2, quinze 4 et une
    paire, ça fait 6 », `called_count`): told as a count alone (`count_alone`) is, not read
    as a move missing its cell."""
    return not move_start(text) and called_count(text)


def claim_unread(text: str) -> bool:
    """An « = » with no count after it (« H8 → 5 6 4 = 9 jetons »): it cannot be read."""
    return "=" in text and split_claim(text)[1] is None


def _exchange_named(folded: str) -> list[str] | None:
    """The words after the verb of an exchange (« échange 5 R », « je change 5 R »: `5`,
    `R`), `folded` by `words`; None when the text is no exchange. Said after the pass
    (« passe et change », the words of its button), the exchange still."""
    folded = PASS_THEN.sub("", folded, count=1)
    for subject in EXCHANGE_SUBJECTS:
        if folded.startswith(subject) and folded != subject.strip():
            folded = folded.removeprefix(subject)
            break
    verb, *said = folded.split() or [""]
    said = [word.strip(",").removeprefix("l'") for word in said]
    named = [word for word in said if word and word not in EXCHANGE_LITTLE_WORDS]
    if folded.startswith(EXCHANGE_WORDS):
        return named
    if verb not in CHANGE_WORDS or (said and not named):  # « change la », « change de »
        return None
    if tuple(named) in ALL_WORDS or all(word.upper() in RANK_WORDS for word in named):
        return named
    return None
