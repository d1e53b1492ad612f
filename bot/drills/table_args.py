"""The words of /play (/jouer): against the bot (`read_args`: target and level; `choice_words`:
those typed at its choice; `asks_help`: /play help; `asks_check`: /play check; `asks_again`:
another game asked for), in a group between members (`read_group_args`: the table's size, the
target, an invited @username), and who a name means (`is_named`). Pure: words in,
what they ask for out."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.answer_asides import asks_how
from bot.drills.step_asked import plain_said
from bot.drills.table_bot import Level

TARGET_WORDS: Final = {"61": 61, "121": 121}
CHOICE_TARGETS: Final = (121, 61)
"""The games /play offers, in the order of its buttons."""
LEVEL_WORDS: Final = {
    "easy": Level.EASY,
    "facile": Level.EASY,
    "débutant": Level.EASY,
    "debutant": Level.EASY,
    "beginner": Level.EASY,
    "normal": Level.NORMAL,
    "moyen": Level.NORMAL,
    "medium": Level.NORMAL,
    "intermédiaire": Level.NORMAL,
    "intermediaire": Level.NORMAL,
    "intermediate": Level.NORMAL,
    "expert": Level.EXPERT,
    "difficile": Level.EXPERT,
    "dure": Level.EXPERT,
    "dur": Level.EXPERT,
    "hard": Level.EXPERT,
    "difficult": Level.EXPERT,
    "moyenne": Level.NORMAL,
    "normale": Level.NORMAL,
}
"""The levels' names, and the words a player may say for them (« difficile », « dure »: expert;
« moyenne », « normale », as « partie » is feminine). Kings Cribbage reads the same words
(`kings_play.LEVEL_WORDS`: « /rois partie dure »)."""
TEAM_WORDS: Final = frozenset(
    {"4", "four", "quatre", "teams", "team", "équipes", "equipes", "équipe", "equipe"}
)
CHECK_WORDS: Final = frozenset({"check", "verify", "vérifier", "verifier"})
"""/play check (/jouer vérifier): the keys and seals of the deals of one's game."""
HELP_WORDS: Final = frozenset({"aide", "help", "?"})
"""/play help (/jouer aide): what /play is, as /help play says it."""
THREE_WORDS: Final = frozenset({"3", "three", "trois"})
TWO_WORDS: Final = frozenset({"2", "two", "deux"})
SIZE_FILLERS: Final = frozenset({"en", "par", "à", "a", "joueurs", "in", "players"})
"""The little words of a table's size as it is said (« en équipes », « à trois », "3 players"),
read past when a size is said."""
USERNAME: Final = re.compile(r"^@([A-Za-z0-9_]{3,32})$")
"""A member named by their Telegram @username (an invitation, a doubles partner)."""
ARG_CHARS: Final = 24
"""A word not understood is quoted back cut to this many characters."""


def asks_help(args: Sequence[str]) -> bool:
    """/play help (/jouer aide, /jouer ?): a word asking what /play is, alone."""
    return len(args) == 1 and args[0].casefold().strip() in HELP_WORDS


HEX_WORD: Final = re.compile(r"^[0-9a-f]{6,64}$")
"""A deal's key or code as pasted after /play check (« /jouer vérifier edfd8d265e47 »)."""


def asks_check(args: Sequence[str]) -> bool:
    """/play check (/jouer vérifier): a check word first, alone or followed by the keys and
    codes the player pasted from a deal (read past: the check shows every deal's)."""
    return (
        bool(args)
        and args[0].casefold().strip() in CHECK_WORDS
        and all(HEX_WORD.match(arg.casefold().strip(" .,«»\"'")) for arg in args[1:])
    )


def read_args(args: Sequence[str]) -> tuple[int | None, Level | None, str | None]:
    """/play against the bot: the target and level asked for, or the first word not
    understood."""
    target: int | None = None
    level: Level | None = None
    for arg in args:
        word = arg.lower().strip()
        if word in TARGET_WORDS:
            target = TARGET_WORDS[word]
        elif (named := level_named(word)) is not None:
            level = named
        else:
            return target, level, arg[:ARG_CHARS]
    return target, level, None


LEVEL_TYPO_CUTOFF: Final = 0.85
"""How alike a word must be to a level's (difflib's ratio): « facil », « expet », « moyenn »
are read as « facile », « expert », « moyen »; « bonjour », « vite » nothing."""


def level_named(word: str) -> Level | None:
    """The level a word (lower case) names (`LEVEL_WORDS`), or one letter off it (« facil »
    was « Je ne comprends pas « facil » »); None for any other word, and for words under four
    letters (« du », « de »)."""
    if word in LEVEL_WORDS:
        return LEVEL_WORDS[word]
    if len(word) < 4:
        return None
    near = difflib.get_close_matches(word, LEVEL_WORDS, n=1, cutoff=LEVEL_TYPO_CUTOFF)
    return LEVEL_WORDS[near[0]] if near else None


@dataclass(frozen=True, slots=True)
class GroupArgs:
    """What `/play …` in a group asks for."""

    players: int
    target: int
    username: str | None
    unknown: str | None
    level: bool
    typed_target: bool = False
    """The target was typed (`61`), not the default."""
    surplus: str | None = None
    """An @member named who cannot be invited: one member is invited, to a game of two, so a
    second @member, or one at a table of three or four (where anyone takes a seat), is told
    as not understood rather than dropped without a word."""


def read_group_args(args: Sequence[str]) -> GroupArgs:
    """The table's size, the target, an invited @username, and the first word not understood
    (`level`: a bot level was named: a game against the bot; `surplus`: an @member who cannot
    be invited)."""
    players, target, username, level = 2, 121, None, False
    surplus: str | None = None
    sizes = TEAM_WORDS | THREE_WORDS | TWO_WORDS
    sized = any(a.casefold().strip() in sizes for a in args)
    for arg in args:
        word = arg.casefold().strip()
        found = USERNAME.match(arg.strip())
        if sized and word in SIZE_FILLERS:
            continue
        if word in TEAM_WORDS:
            players = 4
        elif word in THREE_WORDS:
            players = 3
        elif word in TWO_WORDS:
            players = 2
        elif word in TARGET_WORDS:
            target = TARGET_WORDS[word]
        elif word in LEVEL_WORDS:
            level = True
        elif found is not None and username is None:
            username = found[1]
        elif found is not None:
            surplus = surplus or arg.strip()[:ARG_CHARS]
        else:
            return GroupArgs(players, target, username, arg[:ARG_CHARS], level)
    if username is not None and players != 2:  # nobody is invited: the first one named
        surplus, username = f"@{username}"[:ARG_CHARS], None
    typed = any(a.casefold().strip() in TARGET_WORDS for a in args)
    return GroupArgs(players, target, username, None, level, typed, surplus)


def is_named(user: int, username: str | None, named_id: int | None, named: str | None) -> bool:
    """Whether the member `user` (Telegram @`username`, if any) is the one an invitation or a
    doubles request names: by id when known, else by @username; anyone when it names nobody
    (an open table). A name that is neither (a stored display name) matches nobody: no one
    can prove to be it."""
    if named_id is not None:
        return named_id == user
    if named is None:
        return True
    return (
        named.startswith("@")
        and username is not None
        and username.casefold() == named[1:].casefold()
    )


CHOICE_FILLERS: Final = frozenset(
    {"points", "pts", "partie", "une", "un", "de", "du", "le", "la", "niveau", "en", "svp"}
    | {"merci", "game", "a", "of", "level", "please", "thanks"}
)
"""The words said around a target or a level typed at /play's choice (« 61 points », « une
partie de 61 », « le niveau facile », "a game of 61")."""


def choice_words(text: str) -> list[str]:
    """The words of a text typed at /play's choice that may name a target or a level: end
    marks and `CHOICE_FILLERS` left out, « normale » said « normal »."""
    words = text.casefold().translate(str.maketrans(",.!?;:", "      ")).split()
    return ["normal" if word == "normale" else word for word in words if word not in CHOICE_FILLERS]


AGAIN_SAID: Final = frozenset(
    {"rejouer", "encore", "une autre", "une autre partie", "autre partie", "on rejoue"}
    | {"encore une", "encore une partie", "revanche", "la revanche", "une revanche"}
    | {"on en fait une autre", "on en joue une autre", "on recommence", "recommencer"}
    | {"nouvelle partie", "une nouvelle partie", "on en refait une", "on s'en fait une autre"}
    | {"again", "play again", "another", "another game", "another one", "rematch", "one more"}
    | {"new game", "a new game", "let's play again", "play another", "shall we play again"}
)
"""What a player types for another game once one is over (« rejouer », « une autre », « on en
fait une autre? », "again")."""


def asks_again(text: str) -> bool:
    """A text asking for another game (`AGAIN_SAID`, end marks and « svp » / "please" read
    past: « Encore! », « une autre partie svp »)."""
    words = text.casefold().translate(str.maketrans(",.!?;:", "      ")).split()
    said = " ".join(word for word in words if word not in {"svp", "please", "merci", "thanks"})
    return said in AGAIN_SAID


HOW_MANY_SAID: Final = frozenset(
    {"combien", "ça", "ca", "fait", "c'est", "c\u2019est", "de", "points", "pts", "on", "joue"}
    | {"how", "many", "much", "is", "it", "that", "points", "do", "we", "play"}
)
"""The words of « ça fait combien? », « combien de points? », "how many points?": asked at
/play's choice, how many points the game is played to."""


def asks_how_many(text: str) -> bool:
    """« combien? », « ça fait combien? », "how many?" typed at /play's choice (« en combien de
    points? »): nothing but `HOW_MANY_SAID`, with « combien » or "how many" / "how much" in it."""
    words = text.casefold().translate(str.maketrans(",.!?;:", "      ")).split()
    asked = "combien" in words or ("how" in words and ("many" in words or "much" in words))
    return asked and all(word in HOW_MANY_SAID for word in words)


CHOICE_QUESTION: Final = re.compile(
    r"^(?:c'?est |c est |c )?(?:quoi|koi|quelle?) (?:est )?la difference\b|^(?:la )?difference$"
    r"|^(?:lequel|laquelle|quoi|lesquels?) (?:je |que je |on )?(?:prends?|choisis|choisir)\b"
    r"|^(?:lequel|laquelle)$|^(?:je )?(?:prends|choisis) (?:lequel|quoi)\b"
    r"|^(?:what'?s|what is) the difference\b|^(?:the )?difference$"
    r"|^which (?:one|level|game)\b|^what (?:should|do) i (?:choose|pick|take)\b"
)
"""A question about /play's choice of a game (« c'est quoi la différence? », « c est quoi la
différence », « lequel je prends? », "what's the difference?", "which one?")."""


HELP_ALONE: Final = frozenset({"", "aide", "aidez-moi", "aide-moi", "help", "help me"})
"""« aide », « ? », "help" typed alone: the whole /help (`guide`), not the choice's."""


def asks_about_choice(text: str) -> bool:
    """Whether `text`, typed under /play's choice, asks what it is about (`CHOICE_QUESTION`),
    or says the player is lost (`answer_asides.asks_how`: « comment? », « je comprends pas »);
    accents, case and end marks left out. Not « combien? » (`asks_how_many`), nor « aide » or
    « ? » alone (`HELP_ALONE`: /help answers them)."""
    said = plain_said(text)
    if asks_how_many(text) or said in HELP_ALONE:
        return False
    return CHOICE_QUESTION.match(said) is not None or asks_how(text)


CHOICE_TARGET: Final = "target"
CHOICE_LEVEL: Final = "level"
"""What is kept with /play's choice shown (`records.PLAY_CHOICE`): the target pressed or typed
while the level is asked, the level typed while the target is asked."""


def choice_at_place(
    words: Sequence[str], target: int | None, level: Level | None
) -> tuple[int, Level | None] | tuple[int | None, Level] | None:
    """A lone « 1 », « 2 » or « 3 » typed at /play's choice shown (`target` and `level` kept
    with it, `kept_choice`), read as the place of its button: the level when the target is
    kept (« 2 »: normal, as the buttons Facile, Normal, Expert stand), else the target (« 1 »:
    121, « 2 »: 61); None for anything else (before: « 2 » at the level got « Rien à compter
    pour l'instant »)."""
    if len(words) != 1 or not words[0].isdecimal():
        return None
    place = int(words[0]) - 1
    if target is not None:
        levels = list(Level)
        return (target, levels[place]) if 0 <= place < len(levels) else None
    return (CHOICE_TARGETS[place], level) if 0 <= place < len(CHOICE_TARGETS) else None


def kept_choice(shown: object) -> tuple[int | None, Level | None]:
    """The target and the level kept with /play's choice shown (`{"target": 61}`,
    `{"level": "easy"}`), each None when none is kept (or it does not read)."""
    if not isinstance(shown, dict):
        return None, None
    target = shown.get(CHOICE_TARGET)
    level = shown.get(CHOICE_LEVEL)
    return (
        target if isinstance(target, int) and target in TARGET_WORDS.values() else None,
        Level(level) if level in {lv.value for lv in Level} else None,
    )
