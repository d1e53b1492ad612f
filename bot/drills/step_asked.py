"""A question typed at a member's private step that the members' table answers itself, not a
move: the score asked (« quel est le pointage? », « c'est quoi le score? », "what's the
score?"), the starter (« c'est quoi la carte de départ? », "what's the starter?") or who
deals (« qui donne? », "whose crib?"), read as cards or a count before (« Carte inconnue
« quel » »). Read by `bot.tg.handlers.members_play`, which answers with the board, the starter
or the dealer; who deals, by /jouer's steps too (`bot.tg.handlers.table`)."""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Final

from bot.engine.card_parsing import unaccented

C_EST: Final = re.compile(r"^c est\b")
"""« c est quoi la carte de départ? », the apostrophe left out (it was « Carte inconnue
« c » »)."""


def plain_said(text: str, ends: str = " ?!.") -> str:
    """`text` as the table's word sets and patterns hold it: accents and case left out, the
    typographic apostrophe as ', `ends` stripped and spaces single."""
    plain = unaccented(text.casefold().replace("\u2019", "'")).strip(ends)
    return " ".join(plain.split())


def _asks(question: re.Pattern[str], text: str) -> bool:
    """Whether `text` is the `question`, accents, case, spaces and end marks left out, and
    « c est » typed without its apostrophe read as « c'est »."""
    return question.match(C_EST.sub("c'est", plain_said(text))) is not None


SCORE_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quoi|quel|combien)\b.*\b(?:pointage|score)s?$"
    r"|^(?:le |la |the )?(?:pointage|score)s?$"
    r"|^(?:what'?s|what is|how'?s|how is) (?:the|my|our) score\b"
    r"|^(?:c'?est )?qui (?:qui )?(?:mene|gagne|a gagne|est en avance)\b"
    r"|^combien (?:de points )?(?:il )?(?:me|m'|nous) (?:reste|manque)"
    r"|^(?:il )?(?:me|nous) (?:reste|manque) combien\b"
    r"|^combien (?:de points )?(?:(?:il )?(?:me |nous )?faut(?:-il)? )?(?:pour|avant de) gagner\b"
    r"|^(?:who'?s|who is) (?:winning|ahead|leading)\b|^who (?:has )?won\b"
    r"|^how many (?:more )?points (?:do i need|to go|left|to win)\b"
    r"|^(?:on en est|on est(?: rendus?)?) ou\b|^en est ou$"
    r"|^ou (?:on en est|en est-?on|on est rendus?|est-ce qu'on en est)\b"
    r"|^where (?:are we|do we stand|do things stand)\b"
)
"""The score asked: « quel est le pointage? », « c'est quoi le score? », « le pointage? »,
"what's the score?", "what's my score?"; who leads (« qui mène? », « qui gagne? », "who's
winning?") and the points left (« combien il me reste? », « il me manque combien de
points? », « combien de points pour gagner? », "how many points do I need?") and where the
game stands (« on en est où? », « où en est-on? », « on est rendus où? », "where are we?"),
which the board answers; who won (« qui a gagné? », "who won?"), which the result answers
once the game is over (the count of the play is `table_typed.asks_count`'s)."""


POINTS_HELD: Final = re.compile(
    r"^(?:combien (?:de points )?(?:j'?ai|j ai|on a|vous avez|nous avons|ai-je|avez-vous)"
    r"|(?:j'?ai|j ai|on a|vous avez) combien|combien (?:ai|j'ai)-je)(?: (?:de |en )?points?)?$"
    r"|^combien de points (?:j'?ai|j ai|on a|vous avez|ai-je|avez-vous)(?: en tout)?$"
    r"|^(?:c'?est quoi |quels sont )?mes points$"
    r"|^how many points (?:do i have|have i got|do we have|have we got)\b"
)
"""The points a player holds asked (« combien j'ai de points? », « j'ai combien de points? »,
« combien de points j'ai? », "how many points do I have?"): the score, as the board says it
(it got the play's or the lay-away's help); at their count, the hand's points
(`asks_points_held`)."""


CARDS_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quoi|quelles?)(?: sont| c'est)? mes cartes$"
    r"|^(?:j'?ai|j ai) (?:quoi|quelles cartes)(?: comme cartes| en main| dans (?:les|mes) mains)?$"
    r"|^(?:qu'?est-?ce que|qu'est ce que) j'?ai(?: comme cartes| en main| dans (?:les|mes) mains)$"
    r"|^(?:mes cartes|ma main)$"
    r"|^what (?:are|r) my cards\b|^(?:what|which) cards (?:do i have|have i got|am i holding)\b"
    r"|^(?:my cards|my hand)$"
)
"""The cards held asked: « c'est quoi mes cartes? », « quelles sont mes cartes? », « j'ai
quoi comme cartes? », « mes cartes? », "what are my cards?" (the step's message out of
sight: it was how to type a card, or « Carte inconnue « quelles » »)."""


def asks_cards(text: str) -> bool:
    """Whether `text` asks which cards the player holds (`CARDS_QUESTION`)."""
    return _asks(CARDS_QUESTION, text)


def asks_points_held(text: str) -> bool:
    """Whether `text` asks how many points the player has (`POINTS_HELD`)."""
    return _asks(POINTS_HELD, text)


def asks_score(text: str) -> bool:
    """Whether `text` asks the score (`SCORE_QUESTION`, `POINTS_HELD`), accents, case and end
    marks left out."""
    return _asks(SCORE_QUESTION, text) or asks_points_held(text)


STARTER_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quoi|quelle?|c'est quoi)\b.*\b(?:carte de depart|depart|coupe)$"
    r"|^(?:la )?carte de depart$"
    r"|^(?:what'?s|what is|which is) the (?:starter|cut card|cut)\b|^(?:the )?starter$"
)
"""The starter asked: « c'est quoi la carte de départ? », « quelle est la carte de départ? »,
« la carte de départ? », "what's the starter?"."""


def asks_starter(text: str) -> bool:
    """Whether `text` asks the starter (`STARTER_QUESTION`), accents, case and end marks left
    out."""
    return _asks(STARTER_QUESTION, text)


DEALER_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:a )?qui\b.*\b(?:donne|donneur|donneuse|brasse|crib)$"
    r"|^(?:le |la )?(?:crib|donne) (?:est )?a qui$"
    r"|^(?:who'?s|who is|who) (?:deals?|dealing|the dealer|has the crib)\b"
    r"|^whose (?:crib|deal)\b"
)
"""Who deals asked, or whose crib: « qui donne? », « c'est qui qui donne? », « qui est le
donneur? », « à qui le crib? », « le crib est à qui? », "who deals?", "whose crib is it?"
(« c'est à qui? » alone asks whose turn it is: `table_typed.chatter_at_count`)."""


def asks_dealer(text: str) -> bool:
    """Whether `text` asks who deals or whose crib it is (`DEALER_QUESTION`), accents, case
    and end marks left out."""
    return _asks(DEALER_QUESTION, text)


GAME_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quel|a quel) niveau\b|^(?:ton |votre |le )?niveau$"
    r"|^(?:what|which) level\b|^(?:your |the )?level$"
    r"|^(?:c'?est )?(?:une )?partie (?:de|en) combien\b"
    r"|^on joue (?:en|a|jusqu'a) combien\b|^(?:c'?est |on joue )?en combien de points\b"
    r"|^how long is (?:the|this|our) game\b|^how many points is (?:the|this|our) game\b"
    r"|^(?:what|which) game is (?:this|it)\b|^what are we playing to\b"
)
"""The game asked, its level or length: « c'est quel niveau? », « partie de combien? », « on
joue en combien? », "what level are you?", "how long is the game?" (« what » read as a card:
« Carte inconnue « what » »)."""


def asks_game(text: str) -> bool:
    """Whether `text` asks the game's level or length (`GAME_QUESTION`), accents, case and
    end marks left out."""
    return _asks(GAME_QUESTION, text)


class Asked(StrEnum):
    """What a question typed about the table asks: the score, the starter, who deals, or the
    game itself (its length, and against the bot its level)."""

    SCORE = "score"
    STARTER = "starter"
    DEALER = "dealer"
    GAME = "game"


def table_asked(text: str) -> Asked | None:
    """What `text` asks about the table (`asks_score`, `asks_starter`, `asks_dealer`,
    `asks_game`), or None."""
    if asks_dealer(text):
        return Asked.DEALER
    if asks_starter(text):
        return Asked.STARTER
    if asks_game(text):
        return Asked.GAME
    return Asked.SCORE if asks_score(text) else None
