"""Kings Cribbage's own words asked about in the chat (« c'est quoi le sac? », « le support? »,
« c'est quoi une main? », « c'est quoi H8? », "what is a cell?"): the bag, the rack, a line
(« une main ») and a cell, told at a game step and under the two drills, rather than « Je n'ai
pas compris votre coup » or the score (« sac » read as « combien il reste de jetons »)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum
from typing import Final

from bot.drills.kings_questions import without_please, words
from bot.drills.step_asked import asks_cards
from bot.engine.card_parsing import unaccented


class Term(StrEnum):
    """A word of Kings Cribbage a player may ask about."""

    BAG = "bag"
    RACK = "rack"
    LINE = "line"
    CELL = "cell"


NAMES: Final = {
    Term.BAG: r"sacs?|bags?",
    Term.RACK: r"supports?|chevalets?|racks?",
    Term.LINE: r"mains?|lignes?|lines?|hands?",
    Term.CELL: r"cases?|cells?|squares?|[a-o](?:1[0-5]|[1-9])",
}
ASKING: Final = (
    r"(?:c'est quoi|c est quoi|c quoi|cest quoi|qu'est-ce que c'est|qu'est-ce que|qu'est ce que"
    r"|qu'est-ce|quest-ce que|quest ce que|ça veut dire quoi|ca veut dire quoi|ça veut dire"
    r"|ca veut dire|what's|whats|what is|what are|what does|what|explain|explique"
    r"|expliquez|explique-moi|expliquez-moi)"
)
FILLERS: Final = r"(?: (?:un|une|le|la|les|des|a|an|the|mon|ma|mes|my|votre|vos|your))*"
TAIL: Final = r"(?: (?:mean|means|ça|ca|that|c'est))?"


def _question(names: str) -> re.Pattern[str]:
    return re.compile(rf"^{ASKING}{FILLERS} ?(?:l')?(?:{names}){TAIL}$")


QUESTIONS: Final = {term: _question(names) for term, names in NAMES.items()}
"""Each word asked about in full (« c'est quoi le support », "what does the bag mean")."""
ALONE: Final = {
    term: re.compile(rf"^(?:(?:le|la|les|un|une|the|a|l') ?)?(?:{names})$")
    for term, names in NAMES.items()
}
"""Each word named alone as a question (« le sac? », "rack?")."""


def asked_term(text: str) -> Term | None:
    """The Kings word asked about in `text` (« c'est quoi le sac? », « support? », « c'est quoi
    H8? »), or None: a move, a count, any other question (« c'est quoi une quinzaine »)."""
    folded = without_please(words(text))
    question = text.rstrip(" \u00a0").endswith("?")
    for term in Term:
        if QUESTIONS[term].match(folded) or (question and ALONE[term].match(folded)):
            return term
    return None


WHERE_QUESTION: Final = re.compile(
    r"^(?:ou|where) (?:est-ce que |est ce que )?(?:je|j'|on|i|can i|do i|should i|may i)"
    r" ?(?:peux |peut |dois |doit |can |)?(?:jouer|joue|poser|pose|mettre|mets|met|play|put|lay)"
    r"(?: (?:mes|les|my|the) (?:jetons|tiles))?$"
    r"|^(?:je|on) (?:peux |peut |dois |doit )?(?:jouer|joue|poser|pose|mettre|mets|met)"
    r"(?: (?:mes|les) jetons)? ou$"
)
"""Where a move may go, asked (« où je peux jouer? », « je mets mes jetons où? », "where can I
play?"; accents, case and end marks left out)."""


def asks_where(text: str) -> bool:
    """Whether `text` asks where a move may go (`WHERE_QUESTION`): at a game step, told as to
    a player who says she is lost (a move touches a tile on the grid, and how it is written)."""
    return WHERE_QUESTION.match(unaccented(without_please(words(text)))) is not None


RACK_QUESTION: Final = re.compile(
    r"^(?:c'est |c est |cest |c )?(?:quoi|koi|quels?)(?: sont| c'est)? "
    r"(?:mes|mon) (?:jetons|support)$"
    r"|^(?:j'?ai|j ai) (?:quoi|quels jetons)(?: comme jetons| sur mon support)?$"
    r"|^(?:qu'?est-?ce que|qu'est ce que) j'?ai(?: comme jetons| sur mon support)$"
    r"|^(?:montre|montrez|montre-moi|montrez-moi|montre moi|montrez moi|show|show me) "
    r"(?:mes|mon|my) (?:jetons|support|tiles|rack)$"
    r"|^(?:mes jetons|mon support)$"
    r"|^what (?:are|r) my tiles\b|^(?:what|which) tiles (?:do i have|have i got|am i holding)\b"
    r"|^(?:my tiles|my rack)$"
)
"""The tiles held asked (« c'est quoi mes jetons? », « quels sont mes jetons? », « mes
jetons? », « montrez-moi mes jetons », « c koi mes jetons », "what are my tiles?"; accents,
case and end marks left out): the rack said, not « Je n'ai pas compris votre coup »."""


def asks_rack(text: str) -> bool:
    """Whether `text` asks which tiles the player holds (`RACK_QUESTION`), or their cards as a
    cribbage player says it (« mes cartes? », `step_asked.asks_cards`)."""
    folded = unaccented(without_please(words(text)))
    return RACK_QUESTION.match(folded) is not None or asks_cards(text)


class HelpWord(StrEnum):
    """A word of the Kings Cribbage rules typed after /help (« /aide serviteur »)."""

    TILE = "tile"
    RACK = "rack"
    BAG = "bag"
    DARK = "dark"
    SERVANT = "servant"


HELP_WORDS: Final = {
    **dict.fromkeys(["jeton", "jetons", "tuile", "tuiles", "tile", "tiles"], HelpWord.TILE),
    **dict.fromkeys(["support", "supports", "chevalet", "rack", "racks"], HelpWord.RACK),
    **dict.fromkeys(["sac", "bag"], HelpWord.BAG),
    **dict.fromkeys(["fonce", "fonces", "etoile", "etoiles", "dark", "star"], HelpWord.DARK),
    **dict.fromkeys(["serviteur", "servante", "servant"], HelpWord.SERVANT),
}
"""The words of the Kings rules after /help (`help_word`), unaccented and lowercase (« /aide
valet » is the cribbage jack, « /aide quinzaine » how a line counts: not here)."""


def help_word(typed: Sequence[str]) -> HelpWord | None:
    """The Kings word the words after /help name (« serviteur », « jeton », « support »; a
    dark tile, « jeton foncé », by its second word), else None."""
    plain = [unaccented(word).casefold() for word in typed]
    if len(plain) > 1 and HELP_WORDS.get(plain[1]) is HelpWord.DARK:
        return HelpWord.DARK
    return HELP_WORDS.get(plain[0]) if plain else None
