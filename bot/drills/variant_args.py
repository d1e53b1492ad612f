"""The presets /variant offers, and what its words and buttons choose: a preset, muggins on or
off, the over-count law, the FADOQ rule in a game of 61 (`read_args`, `BUTTONS`); the
settings a choice stores and how a player's settings read back (`changes`, `rules_of`)."""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from bot.drills.grading import (
    OVER_TO_OPPONENT,
    SETTING_MUGGINS,
    SETTING_OVER_COUNT,
    excess_to_opponent,
    muggins_on,
)
from bot.engine.variants import FADOQ_SHORT_GAME_READINGS, FadoqShortGame, fadoq_rule
from bot.engine.variants import Rules as GameRules

SETTING_VARIANT: Final = "variant"
"""users.settings key: the player's rules, a name in `bot.engine.variants.VARIANTS` (/variant)."""
SETTING_FADOQ_SHORT: Final = "fadoq_short_game"
"""users.settings key: the FADOQ rule in a game of 61 (`variants.FadoqShortGame`, /variant)."""
STANDARD_NAME: Final = "standard"
FADOQ_NAME: Final = "fadoq"
CHOICES: Final = (STANDARD_NAME, FADOQ_NAME)
"""The presets offered (keys of `VARIANTS`); the others need more than two players or are
already /game settings (61 points) or the bot's own way (muggins)."""
NAMES: Final = {
    "standard": STANDARD_NAME,
    "classique": STANDARD_NAME,
    "normal": STANDARD_NAME,
    "ordinaire": STANDARD_NAME,
    "regular": STANDARD_NAME,  # an anglophone's word: "I don't know the variant regular"
    "usual": STANDARD_NAME,
    "fadoq": FADOQ_NAME,
}
NEAR_SPELLING: Final = 0.7
"""How close a typed preset name must be to a known one to be read as it (« fadok », "fadock",
« standart »: the confirmation names the preset chosen, so a misreading shows at once)."""
MUGGINS_ARGS: Final = {"muggins", "mugins", "muggin"}
ON_OFF: Final = {
    **dict.fromkeys(("on", "oui", "yes", "active", "activé", "actif"), True),
    **dict.fromkeys(("off", "non", "no", "desactive", "désactivé", "inactif"), False),
}
SHORT_GAME_ARGS: Final = {"61"}
SHORT_GAME_READINGS: Final[dict[str, FadoqShortGame]] = {
    **dict.fromkeys(("56", "on", "oui", "yes", "fin"), "from_end"),
    **dict.fromkeys(("off", "non", "no", "aucun", "aucune", "sans", "none"), "off"),
}
OVER_ARGS: Final = {"trop", "over", "overcount", "over-count", "exces", "excès"}
"""`/variant over acc|corrected` (« /variante trop adversaire|corriges »): the over-count law."""
OVER_READINGS: Final[dict[str, bool]] = {
    **dict.fromkeys(("acc", "adversaire", "opponent", "oui", "on"), True),
    **dict.fromkeys(
        ("corrected", "corriges", "corrigés", "corrige", "corrigé", "non", "off", "seeds"), False
    ),
}


@dataclass(frozen=True, slots=True)
class Preset:
    """A preset by name (None: `typed` names none)."""

    name: str | None
    typed: str = ""


@dataclass(frozen=True, slots=True)
class Muggins:
    """Muggins on or off (None: not said, or not understood)."""

    on: bool | None


@dataclass(frozen=True, slots=True)
class Over:
    """The over-count law: the excess to the opponent, or corrected (None: not said)."""

    to_opponent: bool | None


@dataclass(frozen=True, slots=True)
class ShortGame:
    """How the FADOQ rule reads in a game of 61 (None: not said)."""

    reading: FadoqShortGame | None


Choice = Preset | Muggins | Over | ShortGame

MUGGINS_ON: Final = "mug:on"
MUGGINS_OFF: Final = "mug:off"
OVER_ACC: Final = "ovr:acc"
OVER_FIX: Final = "ovr:fix"
SHORT_GAME_ON: Final = "f61:on"
SHORT_GAME_OFF: Final = "f61:off"
BUTTONS: Final[dict[str, Choice]] = {
    **{name: Preset(name) for name in CHOICES},
    MUGGINS_ON: Muggins(True),
    MUGGINS_OFF: Muggins(False),
    SHORT_GAME_ON: ShortGame("from_end"),
    SHORT_GAME_OFF: ShortGame("off"),
    OVER_ACC: Over(True),
    OVER_FIX: Over(False),
}
"""What each /variant button chooses, by its data (after `var:`)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """A player's /variant settings as they stand."""

    variant: str
    muggins: bool = True
    short_game: FadoqShortGame = "from_end"
    over_to_opponent: bool = False

    def flips(self) -> tuple[str, str, str | None]:
        """The data of the buttons that flip muggins, the over-count law and (with FADOQ) the
        reading of a game of 61, to the other value."""
        short = SHORT_GAME_OFF if self.short_game == "from_end" else SHORT_GAME_ON
        return (
            MUGGINS_OFF if self.muggins else MUGGINS_ON,
            OVER_FIX if self.over_to_opponent else OVER_ACC,
            short if self.variant == FADOQ_NAME else None,
        )


V = TypeVar("V")


def _value(args: Sequence[str], readings: Mapping[str, V]) -> V | None:
    """The reading of the word after the first, if any."""
    return readings.get(args[1].casefold()) if len(args) > 1 else None


def _setting(args: Sequence[str]) -> tuple[Mapping[str, object], Choice] | None:
    """The setting the first word (of at least one) names: how its value reads, and what the
    words choose; None when the first word names no setting (a preset, known or not)."""
    first = args[0].casefold()
    if first in MUGGINS_ARGS:
        return ON_OFF, Muggins(_value(args, ON_OFF))
    if first in OVER_ARGS:
        return OVER_READINGS, Over(_value(args, OVER_READINGS))
    if args[0] in SHORT_GAME_ARGS:
        return SHORT_GAME_READINGS, ShortGame(_value(args, SHORT_GAME_READINGS))
    return None


def preset_name(word: str) -> str | None:
    """The preset `word` names, spelled right or nearly (None: it names none)."""
    typed = word.casefold()
    near = difflib.get_close_matches(typed, NAMES, n=1, cutoff=NEAR_SPELLING)
    return NAMES.get(typed) or (NAMES[near[0]] if near else None)


WITH_WORDS: Final = {
    "avec": "on",
    "with": "on",
    "sans": "off",
    "without": "off",
    "no": "off",
    "pas": "off",
    "plus": "off",
}
"""« sans muggins », « pas de muggins », "with muggins": the value said before the setting."""
ARTICLES: Final = frozenset({"de", "du", "le", "the"})
"""Said between the value and the setting: « pas de muggins », « sans le muggins »."""


DROPPED: Final = frozenset(
    {"svp", "stp", "s.v.p", "merci", "please", "thanks", "s'il", "vous", "plaît", "plait"}
    | {"règle", "règles", "regle", "regles", "variante", "rule", "rules", "variant"}
)
"""Courtesy and the word « règle », said around the choice and dropped wherever they are:
« /variante fadoq svp » was « Je ne comprends pas « svp » », and nothing changed."""
LEADING: Final = frozenset({"la", "le", "les", "l'", "the"})
"""Articles before the choice, dropped there: « /variante la FADOQ » was « Je ne connais pas
la variante la »."""
PUNCTUATION: Final = ",.;:!?"


def _said(args: Sequence[str]) -> list[str]:
    """The words that choose: courtesy and « règle » dropped, the leading articles too, the
    punctuation around each word taken off (a word of punctuation alone dropped)."""
    words = [arg.strip(PUNCTUATION) for arg in args]
    words = [word for word in words if word and word.casefold() not in DROPPED]
    while words and words[0].casefold() in LEADING:
        words.pop(0)
    return words


def _in_order(args: Sequence[str]) -> Sequence[str]:
    """« sans muggins » (« pas de muggins », « plus de muggins », « sans le muggins ») as
    « muggins off », "with muggins" as "muggins on"; other words as they are, but for those
    `_said` drops. « /variante pas de muggins » was « Je ne connais pas la variante pas »."""
    args = _said(args)
    folded = [arg.casefold() for arg in args]
    if (
        len(args) >= 2
        and folded[0] in WITH_WORDS
        and folded[-1] in MUGGINS_ARGS
        and all(word in ARTICLES for word in folded[1:-1])
    ):
        return [args[-1], WITH_WORDS[folded[0]]]
    return args


SHORT_WORDS: Final = frozenset({"courte", "court", "short", "shorter"})
"""A short game asked of /variant (« /variante courte », « partie courte », "/variant short
game"): its length is chosen when a game starts (/play 61), not here."""
LONG_WORDS: Final = frozenset({"longue", "long", "longer", "121"})
"""A game of 121 asked of /variant (« /variante 121 », « partie longue », "/variant long")."""
LENGTH_WORDS: Final = frozenset({"points", "point", "pts", "partie", "game"})
"""Said with 61 for a game of 61 (« /variante 61 points »); 61 alone is the FADOQ rule's
reading in a game of 61 (`SHORT_GAME_ARGS`)."""
MARGIN_WORDS: Final = {
    **dict.fromkeys(("skunk", "skunks", "skunked"), "skunk"),
    **dict.fromkeys(("lurch", "lurched"), "lurch"),
}
"""The skunk or the lurch asked of /variant (« /variante skunk »): the term of
`bot.views.guide.GAME_WORDS` that says what it is and that /play chooses it."""


def asked_length(args: Sequence[str]) -> int | None:
    """The length of game the words after /variant ask for rather than a setting (61:
    `SHORT_WORDS`, or 61 with `LENGTH_WORDS`; 121: `LONG_WORDS`), else None: « Je ne connais
    pas la variante courte » never said how to play one."""
    words = {word.casefold() for word in _said(args)}
    if words & SHORT_WORDS or ("61" in words and words & LENGTH_WORDS):
        return 61
    return 121 if words & LONG_WORDS else None


def asked_margin(args: Sequence[str]) -> str | None:
    """The skunk or the lurch asked of /variant (`MARGIN_WORDS`), else None."""
    return next(
        (MARGIN_WORDS[w.casefold()] for w in _said(args) if w.casefold() in MARGIN_WORDS), None
    )


def read_args(args: Sequence[str]) -> Choice | None:
    """What the words after /variant choose (None: nothing, the menu)."""
    args = _in_order(args)
    if not args:
        return None
    setting = _setting(args)
    return Preset(preset_name(args[0]), args[0]) if setting is None else setting[1]


def unread_word(args: Sequence[str]) -> str | None:
    """The first word after /variant that `read_args` did not understand: a value it cannot
    read (`trop bidon`), or a word past the last it reads (`standard fadoq`); None when every
    word was read, or when the first is an unknown preset (`Preset.typed` says so)."""
    args = _in_order(args)
    if not args:
        return None
    setting = _setting(args)
    if setting is None:
        if preset_name(args[0]) is None:
            return None
        return args[1] if len(args) > 1 else None
    readings, _ = setting
    if len(args) > 1 and args[1].casefold() not in readings:
        return args[1]
    return args[2] if len(args) > 2 else None


def fadoq_short_game(settings: Mapping[str, object]) -> FadoqShortGame:
    """How the player reads the FADOQ rule in a game of 61 (default: from 56)."""
    value = settings.get(SETTING_FADOQ_SHORT)
    return next((r for r in FADOQ_SHORT_GAME_READINGS if r == value), "from_end")


def current_variant(settings: Mapping[str, object]) -> str:
    """The player's variant among the choices (standard when unset or unknown)."""
    name = settings.get(SETTING_VARIANT)
    return name if isinstance(name, str) and name in CHOICES else STANDARD_NAME


def rules_of(settings: Mapping[str, object]) -> Rules:
    """The player's /variant settings as they stand."""
    on, over = muggins_on(settings), excess_to_opponent(settings)
    return Rules(current_variant(settings), on, fadoq_short_game(settings), over)


def changes(choice: Choice) -> dict[str, object]:
    """The settings a choice stores (none for a value left out or not understood)."""
    if isinstance(choice, Muggins) and choice.on is not None:
        return {SETTING_MUGGINS: choice.on}
    if isinstance(choice, Over) and choice.to_opponent is not None:
        return {SETTING_OVER_COUNT: OVER_TO_OPPONENT if choice.to_opponent else "corrected"}
    if isinstance(choice, ShortGame) and choice.reading is not None:
        return {SETTING_FADOQ_SHORT: choice.reading}
    if isinstance(choice, Preset) and choice.name is not None:
        return {SETTING_VARIANT: choice.name}
    return {}


@dataclass(frozen=True, slots=True)
class Kept:
    """What a game under way keeps from its start that the player's settings no longer give
    it: the FADOQ rule (True: with it), muggins, the over-count law (None: as the settings
    say)."""

    fadoq: bool | None = None
    muggins: bool | None = None
    over_to_opponent: bool | None = None


def kept_by_game(settings: Mapping[str, object], game: GameRules) -> Kept | None:
    """What the game under way, played by `game`'s rules, keeps that the player's settings
    would now set otherwise for a game of its length; None when they agree (« /variante
    fadoq » during a game: the menu said « Votre variante : FADOQ. » of a game without it)."""
    now = rules_of(settings)
    rule = fadoq_rule(game.target, now.short_game) if now.variant == FADOQ_NAME else None
    kept = Kept(
        fadoq=None if rule == game.fadoq116 else game.fadoq116 is not None,
        muggins=None if now.muggins == game.muggins else game.muggins,
        over_to_opponent=(
            None if now.over_to_opponent == game.excess_to_opponent else game.excess_to_opponent
        ),
    )
    return None if kept == Kept() else kept
