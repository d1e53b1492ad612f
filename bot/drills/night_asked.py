"""What a player of a night types about it without a score: a question about their table,
opponent, round or the standings (`asks_about_night`, `asks_standings`), a yes to a score
awaiting their ✅ or a result without its points (`game_words`). Pure: no I/O, no text; /soiree's
words and the scores are read by `bot.drills.night_args`."""

from __future__ import annotations

import re
import unicodedata
from typing import Final

NIGHT_ASKED: Final = re.compile(
    r"\b(tables?|adversaires?|partenaire|contre qui|avec qui|ronde|classement|rang|position"
    r"|opponents?|partner|who (do|am|will|shall) (i|we)|who is my|who's my|whos my|round"
    r"|standings|ranking|where (am i|do i stand))\b"
)
"""What a player asks about the night (`asks_about_night`): their table, opponent, round or
place in the standings."""
NIGHT_QUESTION: Final = re.compile(
    r"^(c'est |cest |c )?(quoi|quelle?s?|qui|où|ou|contre qui|avec qui|à quelle|a quelle"
    r"|on est|je suis|j'suis|est-ce|est ce|what|which|who|where|am i|is it)\b"
)
"""How such a question begins, when it has no « ? » (« quelle table », "which table am I at")."""


def asks_about_night(text: str) -> bool:
    """A question typed about the night under way by one of its players (« c'est quoi ma
    table? », « contre qui je joue? », « je suis où dans le classement? », "which table am I
    at?"): it names their table, opponent, round or the standings and asks, ending with « ? »
    or begun as a question; no number in it (a score is `said_scores`')."""
    folded = " ".join(text.casefold().replace("\u2019", "'").split())
    if any(c.isdigit() for c in folded) or NIGHT_ASKED.search(folded) is None:
        return False
    return folded.endswith("?") or NIGHT_QUESTION.match(folded) is not None


STANDINGS_ASKED: Final = re.compile(
    r"\b(classement|rang|position|standings|ranking|where do i stand)\b"
)
"""A question about the night naming the standings (`asks_standings`)."""


def asks_standings(text: str) -> bool:
    """A question about the night (`asks_about_night`) that asks for the standings (« je suis
    où dans le classement? », "where do I stand?"): answered as « /soiree classement », that
    there are none yet before a score counts (before: the round's tables alone)."""
    folded = " ".join(text.casefold().replace("\u2019", "'").split())
    return asks_about_night(text) and STANDINGS_ASKED.search(folded) is not None


AGREED: Final = re.compile(
    r"^(oui|ouais|ok|okay|d'accord|dac|c'est (correct|juste|bon|beau|ça|ca)|correct|exact"
    r"|yes|yep|yeah|right|that's right|thats right|agreed|confirmed?|confirmé|confirme)\b"
)
"""A yes typed (« oui c'est correct », "yes that's right"): to a score awaiting their ✅."""
RESULT: Final = re.compile(r"^((j'ai|on a|nous avons|) ?(gagné|gagne|perdu)|(i|we|) ?(won|lost))\b")
"""A game's result typed without its score (« j'ai gagné! », "I lost")."""


def game_words(text: str) -> str | None:
    """What a message without a number says of a player's game: "agreed" (« oui c'est
    correct », "yes"), "result" (« j'ai gagné », "I lost": a score without its points), or
    None (a number in it: `said_scores`')."""
    folded = " ".join(text.casefold().replace("\u2019", "'").split())
    if any(c.isdigit() for c in folded):
        return None
    if AGREED.match(folded):
        return "agreed"
    return "result" if RESULT.match(folded) and len(folded.split()) <= RESULT_WORDS else None


RESULT_WORDS: Final = 5
"""The most words of a result typed (« j'ai gagné contre Gaston Roy »), not a sentence that
begins as one (« perdu mon téléphone dans le stationnement »)."""


SPELLED: Final = {
    121: (("cent", "vingt", "un"), ("hundred", "twenty", "one")),
    61: (("soixante", "un"), ("sixty", "one")),
}
"""A night's points said in words, French and English, as `spelled_target` reads them (« cent
vingt et un », « cent-vingt-et-un », "one hundred and twenty-one", « soixante et un »)."""
SPELLED_JOINS: Final = frozenset({"et", "and"})


def spelled_target(text: str, target: int) -> bool:
    """Whether a message without a digit says the game's `target` in words (« cent vingt et un
    à quatre-vingt-dix-huit »): a score written in words, which is not read (before: not a
    word in reply, or « Seuls les administrateurs du groupe mènent la soirée. » after the
    command); the player is told to write it in figures."""
    if any(c.isdigit() for c in text):
        return False
    plain = unicodedata.normalize("NFKD", text.casefold())
    folded = "".join(c for c in plain if not unicodedata.combining(c))
    words = [w for w in re.findall(r"[^\W\d_]+", folded) if w not in SPELLED_JOINS]
    words = ["un" if w == "une" else w for w in words]
    return any(
        words[i : i + len(said)] == list(said)
        for said in SPELLED.get(target, ())
        for i in range(len(words))
    )
