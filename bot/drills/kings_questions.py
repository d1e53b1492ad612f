"""The questions of /kings, read: what a player asks at a game step in words (the Joker, a
dark tile, how a line counts, the pass, a good move, the score, whose turn, why), and the
folding every game word is read after (`words`, `without_please`)."""

from __future__ import annotations

import re
from typing import Final

JOKER_WORDS: Final = frozenset({"joker", "joker!"})

MUGGINS_WORDS: Final = frozenset({"muggins", "muggins!"})
"""The cribbage call for points forgotten: in Kings Cribbage it is « Joker », so it is told
what the Joker is (`Said.ABOUT_JOKER`), not called (a call wrongly made costs 5 points); in
a step's answer only (`said_to_step`): in a club's group it is chatter."""

JOKER_QUESTION: Final = re.compile(
    r"^(c'est quoi|c quoi|cest quoi|qu'est-ce|qu'est ce|quest-ce|quest ce|quoi|comment|"
    r"ça veut dire|ca veut dire|what|how|explain|explique)\b.*\b(?:jokers?|muggins)\b"
    r"|^(le |un |the |a )?(jokers?|muggins)\W+(c'est quoi|c quoi|cest quoi|qu'est-ce|"
    r"qu'est ce|ça veut dire|ca veut dire|ça sert à quoi|ca sert a quoi|what)\b"
)
"""The Joker asked about in words (« c'est quoi un joker », « qu'est-ce que le joker »,
"what is a joker"; the name first, « Joker? c'est quoi », « le joker, ça veut dire quoi »,
"joker? what is that"), or cribbage's muggins so asked (« c'est quoi muggins? », "what's
muggins?"), with or without its question mark: what it is, as « joker? » gets."""


DARK_NAMES: Final = (
    r"(les |des |un |une |le |la |l'|a |the )?"
    r"(jetons? fonc[ée]s?|fonc[ée]s?|[ée]toiles?|dark tiles?|dark|stars?|asterisks?"
    r"|jetons? p[âa]les?|p[âa]les?|jetons? clairs?|light tiles?|couleurs?|colou?rs?)"
)
DARK_QUESTION: Final = re.compile(
    r"^(c'est quoi|c quoi|cest quoi|qu'est-ce|qu'est ce|quest-ce|quest ce|quoi|pourquoi|"
    r"ça veut dire|ca veut dire|what|why|explain|explique)\b.*\b" + DARK_NAMES + r"\b"
)
"""A dark tile (the star that marks one), or the tiles' colours, asked about in words
(« c'est quoi un jeton foncé », « c'est quoi l'étoile », « c'est quoi la couleur », "what is
a dark tile"): what it is and what its colour is for."""
DARK_ALONE: Final = re.compile(r"^" + DARK_NAMES + r"$")
"""A dark tile named alone, as a question (« jeton foncé? », "dark tile?")."""


COUNTING_QUESTION: Final = re.compile(
    r"^((c'est quoi|c quoi|cest quoi|qu'est-ce|qu'est ce|quest-ce|quest ce|quoi|ça veut dire|"
    r"ca veut dire|what|explain|explique|combien|how much|how many)\b.*\b"
    r"(quinzaines?|(?<!la )suites?|paires?|brelans?|carr[ée]s?|fifteens?|runs?|pairs?)\b"
    r"|(une |les |a |the )?(quinzaines?|suites?|paires?|fifteens?|runs?|pairs?)\b"
    r".*\b(vaut|valent|combien|worth|how much|how many)\b"
    r"|(comment|how)\b.*\b(compte|compter|comptent|count|counts)\b.*)"
)
"""How a hand counts asked in words (« c'est quoi une quinzaine? », « une paire ça vaut
combien? », « comment on compte? », "what is a fifteen?", "how do you count?"): the counting
of the rules, not the Joker's nor the game's score (`asks_score`); « c'est quoi la suite? »
asks what comes next, not a run."""


PASS_QUESTION: Final = re.compile(
    r"^(comment|how|quand|when|je peux|puis-je|peut-on|on peut|est-ce que|can i|may i"
    r"|c'est quoi|cest quoi|c quoi|qu'est-ce|ça veut dire|ca veut dire|what is|what's|what does)"
    r"\b[^0-9]*?\b(passe|passer|pass|échange|echange|échanger|echanger|exchange|changer|change)"
    r"\b.*"
)
"""The pass or the exchange asked about (« comment on passe? », « je peux passer? », « c'est
quoi échanger? », "how do I pass?"): rule 10, not a pass made."""


BEST_QUESTION: Final = re.compile(
    r"^(c'est quoi |cest quoi |c est quoi |c quoi |quel est |quel serait |quoi est )?"
    r"(le )?meilleur coup( possible| a jouer)?$"
    r"|^(qu'est-ce que|qu'est ce que|quest-ce que|quest ce que|que) ?(je|j'|on) ?"
    r"(joue|jouerais|devrais jouer|dois jouer|peux jouer|pose|mets)$"
    r"|^(je|on) (joue|pose|mets) quoi$|^quoi (jouer|poser)$"
    r"|^(what'?s|what is|which is) (the|a|my) (best|good) move$|^best move$"
    r"|^what (do|should|shall|can) i (play|lay)$"
)
"""A good move asked in words (« c'est quoi le meilleur coup? », « qu'est-ce que je joue? »,
« je joue quoi? », "what should I play?"; accents, case and end marks left out): the hint, as
« indice » gets (it was « Je n'ai pas compris votre coup… tapez indice »)."""


def words(text: str) -> str:
    """The text folded, its words separated by single spaces, a phone's curly apostrophe
    read as a straight one, without the full stop, question or exclamation mark that ends a
    sentence (« Passe. », « Indice ? »)."""
    return " ".join(text.casefold().replace("\u2019", "'").rstrip(" .!?\u00a0").split())


SCORE_WORDS: Final = re.compile(
    r"\b(score|scores|pointage|pointages|points|le compte|qui gagne|who'?s winning|"
    r"who is winning|o[uù] en est|en est o[uù]|rendus? [àa] combien|qui m[èe]ne|en avance|"
    r"combien j'ai|who'?s (ahead|leading)|who is (ahead|leading))\b"
)
"""The game's score asked about (« combien j'ai de points? », « c'est quoi le pointage »,
« quel est le compte? », as Québec says a game's score, « qui gagne? », « qui mène? », « on
est rendus à combien? », "what's the score?", "who's ahead?")."""
BAG_WORDS: Final = re.compile(
    r"\b(sac|bag)\b|\b(jetons?|tiles?)\b.*\b(restent|reste|left)\b"
    r"|\b(reste|restent)\b.*\bjetons?\b"
)
"""The tiles left in the bag asked about (« combien il reste de jetons? », « combien de jetons
dans le sac », "how many tiles are left?"): the step's scores line says it."""
SCORE_ASKING: Final = re.compile(
    r"^(combien|quel|quelle|c'est quoi|c quoi|what|whats|how|where|on en|on est|je suis|qui|who)\b"
)


def asks_score(text: str) -> bool:
    """The game's score asked at a game step, in words and with no number (« combien j'ai de
    points? », "what's the score?"), or the tiles left in the bag (« combien il reste de
    jetons? »): a question, or said as one begins."""
    folded = text.casefold().replace("\u2019", "'").strip()
    if any(ch.isdigit() for ch in folded):
        return False
    if SCORE_WORDS.search(folded) is None and BAG_WORDS.search(folded) is None:
        return False
    return folded.endswith("?") or SCORE_ASKING.match(folded) is not None


TURN_QUESTION: Final = re.compile(
    r"^(c'est |cest |c est |c )?(à|a) qui( le tour| de jouer)?"
    r"|^(c'est |cest |c est |c |est-ce )?(à|a) moi\b"
    r"|^(c'est |est-ce )?(mon|ton|votre) tour"
    r"|^qui (joue|commence)"
    r"|^(whose|who's) (turn|move)"
    r"|^(is it|it's) (my|your) (turn|move)"
    r"|^who (plays|moves|is playing)"
    r"|^on (attend|espère|espere) (après |apres )?qui\b"
    r"|^(c'est )?qui (est-ce )?(qu'on|qu on|que l'on|on) attend\b"
    r"|^(who|whom) (are|r) (we|you) waiting (for|on)\b"
    r"|^who (we're|were|we are|we|is it|is the game) waiting (for|on)\b"
    r"|^waiting (for|on) (who|whom)\b"
    r"|^(c'est |cest |c est )?quand (est-ce que |est ce que |qu')?(c'est |cest |c est )?"
    r"(mon tour|(à|a) moi)\b"
    r"|^quand (est-ce que |est ce que )?je (joue|peux jouer)\b"
    r"|^when('s| is) (it )?my (turn|move)\b|^when (do|can) i (play|go)\b"
)
"""Whose turn it is, asked (« c'est à qui? », « à qui le tour? », « c'est mon tour? », « c'est
à moi? », « cest a qui », the apostrophe left out, "whose turn?"), or who the game waits on
(« on attend qui? », « on attend après qui? », « qui on attend? », "who are we waiting for?"),
or when one's turn comes (« c'est quand mon tour? », « quand est-ce que je joue? », "when is
my turn?"): at a game step, always the player's."""


def asks_turn(text: str) -> bool:
    """Whose turn it is asked at a game step (« c'est à qui? », "whose turn?"), as a question
    or said as one begins (« c'est à qui de jouer »)."""
    folded = words(text)
    return not any(ch.isdigit() for ch in folded) and TURN_QUESTION.match(folded) is not None


WHY_SAID: Final = frozenset(
    {"pourquoi", "pourquoi donc", "pourquoi ça", "pourquoi ca", "pourquoi pas", "comment ça"}
    | {"comment ca", "ah oui pourquoi", "mais pourquoi", "why", "why not", "how come", "but why"}
)
"""« Pourquoi? » said alone at a game step (« pourquoi pas? », "why?"), folded (`words`)."""


def asks_why(text: str) -> bool:
    """« Pourquoi? », "why?" typed alone at a game step (`WHY_SAID`): why there is no move, or
    how the counts above are made, asked; not a move nor « not understood »."""
    return words(text.replace(",", " ")) in WHY_SAID


PLEASE: Final = re.compile(
    r"^(?:please,? )?(?P<said>.+?)"
    r"(?:,? (?:svp|s\.v\.p|stp|s'?il[ -](?:vous|te)[ -]pla[iî]t|please))?$"
)
"""A game's word said politely: « indice svp », « un indice s'il vous plaît » (« s'il-vous-plaît »,
« sil vous plait » as some write it), « Indice, SVP! », "hint please", "please, a hint"."""


def without_please(folded: str) -> str:
    """A folded text (`words`) without the « svp » or "please" around it (« svp » alone
    stays)."""
    said = PLEASE.match(folded)
    return folded if said is None else said["said"]


def asks_joker(text: str) -> bool:
    """The Joker named or asked about (« joker », « Muggins! », « c'est quoi le joker »), as a
    game step reads it (`said_to_step`: a call, or what it is): at a count question, where
    there is no count of the bot's to call it on, what it is."""
    folded = without_please(words(text))
    named = folded in JOKER_WORDS or folded in MUGGINS_WORDS
    return named or JOKER_QUESTION.search(folded) is not None


def asks_dark(text: str) -> bool:
    """A dark tile asked about (« c'est quoi un jeton foncé », « l'étoile? », "what does the
    star mean?"), with no number in it (« étoile 5 » may be a move mistyped)."""
    if any(ch.isdigit() for ch in text):
        return False
    folded = without_please(words(text))
    asked = text.rstrip(" \u00a0").endswith("?") and DARK_ALONE.match(folded) is not None
    return asked or DARK_QUESTION.match(folded) is not None


def asks_counting(text: str) -> bool:
    """How a line counts asked about (« c'est quoi une quinzaine? », « comment on compte? »,
    "what is a fifteen?"): at a game step as under the drills that count a move."""
    return COUNTING_QUESTION.match(without_please(words(text))) is not None
