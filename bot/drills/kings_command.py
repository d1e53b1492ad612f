"""The words after /kings (/rois), read: the action they name (« compte », "best", « partie »,
« aide », « arrêter »…) and the level of a new game (« /rois partie facile », « /rois expert »),
the words said around them read past."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.kings_play import LEVEL_WORDS, Level

ACTIONS: Final = {
    "count": "count",
    "compte": "count",
    "compter": "count",
    "counting": "count",
    "best": "best",
    "meilleur": "best",
    "play": "play",
    "partie": "play",
    "jouer": "play",
    "joue": "play",
    "game": "play",
    "help": "help",
    "aide": "help",
    "rules": "help",
    "règles": "help",
    "regles": "help",
    "stop": "stop",
    "arret": "stop",
    "arrêt": "stop",
    "arreter": "stop",
    "arrêter": "stop",
    "fin": "stop",
    "abandon": "stop",
    "abandonner": "stop",
    "resign": "stop",
}
"""/kings <word>: the action it names (English and French; « jouer », the word of /jouer, as
« partie »; « règles », "rules", as « aide »); « stop » (or the word of /abandon, /resign)
asks before it ends the game, as the game's own button does."""


BEFORE_ACTION: Final = frozenset({"nouvelle", "une", "un", "autre", "new", "a", "another"})
"""Words said before the action (« /rois nouvelle partie », « /rois une autre partie »,
"/kings a new game"): read past."""
NEW_WORDS: Final = frozenset({"nouvelle", "autre", "new", "another"})
"""The words of `BEFORE_ACTION` that ask for another game (« /rois nouvelle partie », « une
autre partie », "/kings new game"), not the one under way back (« /rois une partie »)."""
LEVEL_FILLERS: Final = frozenset({"niveau", "au", "en", "mode", "level", "at", "on"})
"""Words said before the level (« /rois partie niveau facile », « au niveau expert », "level
easy"): read past."""


AROUND_GAME: Final = frozenset(
    BEFORE_ACTION
    | {word for word, action in ACTIONS.items() if action == "play"}
    | {"contre", "avec", "toi", "vous", "against", "with", "you"}
)
"""Words said around a game after its verb (« /rois jouer une partie », « partie contre toi »,
"/kings play a game against you"): read past, the level still read."""
PLEASE_WORDS: Final = frozenset({"svp", "stp", "s.v.p.", "s.v.p", "please", "pls"})
PLEASE_SAID: Final = (
    ("s'il", "vous", "plaît"),
    ("s'il", "vous", "plait"),
    ("s'il", "te", "plaît"),
    ("s'il", "te", "plait"),
)
"""« svp », « s'il vous plaît », "please", said after the words (« /rois partie svp »): read
past, as a game step reads « indice svp »."""


def _said(args: Sequence[str]) -> list[str]:
    """The words after /kings, folded (a phone's curly apostrophe straight), without the
    « svp » or « s'il vous plaît » said around them."""
    said = [arg.casefold().replace("\u2019", "'").rstrip("!,.") or arg for arg in args]
    said = [word for word in said if word not in PLEASE_WORDS]
    while any(tuple(said[-len(tail) :]) == tail for tail in PLEASE_SAID):
        said = said[:-3]
    return said


@dataclass(frozen=True, slots=True)
class Command:
    """What the words after /kings ask: the action (None: the first word names none), the
    level of a new game (None: not said), and the word not understood (the action's, or the
    level's after « partie »: the game under way then stays), as typed, folded."""

    action: str | None
    level: Level | None = None
    unknown: str | None = None
    near: str | None = None
    """The action word nearest to an unknown first word (`near_action`), to ask about."""


def read_command(args: Sequence[str]) -> Command:
    """/kings [count|best|play|help|stop] [level] (/rois compte, meilleur, partie, aide,
    arrêter): nothing is the help; a level alone (« /rois facile ») is a game at that level."""
    said = _said(args)
    while len(said) > 1 and said[0] in BEFORE_ACTION and said[1] not in LEVEL_WORDS:
        said = said[1:]  # « /rois nouvelle partie », "a new game": the action after
    said = said[:1] + [word for word in said[1:] if word not in LEVEL_FILLERS]
    if said and said[0] in LEVEL_WORDS:
        said = ["play", *said]
    if not said:
        return Command("help")
    action = ACTIONS.get(said[0])
    if action is None:
        return Command(None, unknown=said[0], near=near_action(said[0]))
    if action == "play":  # « jouer une partie contre toi »: the level only is read after
        said = said[:1] + [word for word in said[1:] if word not in AROUND_GAME]
    level = LEVEL_WORDS.get(said[1]) if len(said) > 1 else None
    if action == "play" and len(said) > 1 and level is None:
        return Command(action, unknown=said[1])
    return Command(action, level)


NEAR_CUTOFF: Final = 0.75
"""How alike an unknown word must be to an action word (difflib's ratio) to be asked about:
« meileur » is « meilleur », « comptes » « compte », « parti » « partie »."""
NEAR_SHORTEST: Final = 4
"""Shorter words are asked about by none: too many are near (« 3 », « fn »)."""
QUIZ_WORDS: Final = frozenset({"quiz", "quizz", "question", "questions"})
"""« /rois quiz »: the Kings quiz is /quiz rois (the help says so); named back, as a near word."""


def near_action(word: str) -> str | None:
    """The action word (`ACTIONS`) nearest to a word /kings did not know, to ask « did you mean
    /kings meilleur? » (never done unasked, as a misspelt card is asked about), or « quiz »
    for the words of `QUIZ_WORDS`; None when none is near."""
    if word in QUIZ_WORDS:
        return "quiz"
    if len(word) < NEAR_SHORTEST:
        return None
    near = difflib.get_close_matches(word, list(ACTIONS), n=1, cutoff=NEAR_CUTOFF)
    return near[0] if near else None


def new_game_said(args: Sequence[str]) -> bool:
    """Whether the words after /kings ask for a new game by name (« /rois nouvelle partie »,
    « une autre partie », « jouer une nouvelle partie », "/kings new game"): said before the
    action or around the game after it, where `read_command` reads past them."""
    said = _said(args)
    before = []
    while len(said) > 1 and said[0] in BEFORE_ACTION and said[1] not in LEVEL_WORDS:
        before.append(said[0])
        said = said[1:]
    if not said or ACTIONS.get(said[0]) != "play":
        return False
    after = [word for word in said[1:] if word in AROUND_GAME]  # « jouer une nouvelle partie »
    return not NEW_WORDS.isdisjoint(before + after)
