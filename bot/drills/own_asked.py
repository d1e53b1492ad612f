"""A player asking in words for their own standing or progress (no I/O, no wording): « mon
classement? », « c'est quoi mon classement? », « je suis où dans le classement? », "my
ranking", /top's (/classement); « mes stats », « mes progrès », « mon score », "my progress",
/stats's. Typed with nothing asked they got « Je réponds aux comptes et aux commandes… »,
at a count « Je ne connais pas le mot « quoi » »."""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Final

from bot.drills.step_asked import asks_score
from bot.drills.table_moves import GREETING_WORDS
from bot.engine.card_parsing import unaccented


class OwnPage(StrEnum):
    """The command whose page is asked for: the club's standing (/top), the progress (/stats),
    or the settings."""

    STANDING = "top"
    PROGRESS = "stats"
    SETTINGS = "settings"
    """No command: each setting has its own (`practice.settings_line`)."""


STANDING_WORDS: Final = frozenset(
    {"classement", "classements", "rang", "palmares", "leaderboard", "ranking", "rank"}
    | {"standing", "standings"}
)
"""The words of a standing asked (« mon classement », « mon rang », "my ranking")."""
PROGRESS_WORDS: Final = frozenset(
    {"stats", "stat", "statistiques", "statistique", "progres", "progression", "resultats"}
    | {"score", "scores", "pointage", "progress", "statistics", "results"}
)
"""The words of a progress asked (« mes stats », « mes progrès », « mon score », "my stats")."""
SETTINGS_WORDS: Final = frozenset(
    {"reglages", "reglage", "parametres", "parametre", "preferences", "settings", "options"}
)
"""The words of the settings asked (« réglages », « mes paramètres », "my settings"), a word
alone too: no command has that name (« /réglages » is told each setting's command)."""
OWN_WORDS: Final = frozenset({"mon", "ma", "mes", "my", "je", "j", "suis", "moi", "am", "i", "me"})
"""Words that make the page asked for the player's own (« mon classement », « où je suis »):
« c'est quoi le classement? » asks what /top is (`help_asked.command_asked` answers it)."""
OWN_FILLERS: Final = frozenset(
    {"le", "la", "les", "l", "du", "de", "des", "dans", "au", "a", "en", "c", "est", "quoi"}
    | {"quel", "quelle", "quels", "quelles", "sont", "ou", "voir", "montre", "montrez"}
    | {"montrer", "donne", "donnez", "affiche", "afficher", "svp", "stp", "merci", "s", "il"}
    | {"vous", "plait", "club", "clubs", "veux", "voudrais", "aimerais", "peux", "pouvez"}
    | {"qu", "ce", "que", "comment", "va", "vont", "alors", "et", "rendu", "rendue"}
    | {"the", "what", "whats", "is", "are", "where", "on", "in", "show", "see", "please"}
    | {"how", "doing", "can", "could", "let", "want", "to", "of", "so", "far", "ok", "bon"}
    | {"dernier", "derniers", "jour", "semaine", "mois", "vois", "voit", "trouve", "trouver"}
    | {"changer", "change", "modifier"}
)
"""The other words of such a request (« c'est quoi mon classement? », « montrez-moi mes
stats svp », "where am I on the leaderboard?")."""


def own_page_asked(text: str) -> OwnPage | None:
    """The page `text` asks for: the settings (« réglages », « mes paramètres svp »: a word of
    `SETTINGS_WORDS`, not the club's), else a request of two words or more (« mon
    classement? », « mes stats », « où je suis dans le classement », "my progress"): a word
    of `STANDING_WORDS` (the standing first: « mon score au classement ») or of
    `PROGRESS_WORDS`, a word of `OWN_WORDS`, and nothing else but `OWN_FILLERS` or a greeting;
    None for any other text, a number (« mon score est 12 »), a word alone (« classement »:
    `help_asked.typed_command_word` reads it), or a game's score asked (« quel est mon
    score? », "what's my score?": the game set aside's board, `table.score_asked_aside`)."""
    words = re.findall(r"[a-z0-9]+", unaccented(text.casefold()))
    said, known = set(words), OWN_WORDS | OWN_FILLERS | GREETING_WORDS
    if said & SETTINGS_WORDS and said <= known | SETTINGS_WORDS and "club" not in said:
        return OwnPage.SETTINGS  # not « les réglages du club »: /club's
    pages = STANDING_WORDS | PROGRESS_WORDS
    if len(words) < 2 or not said & OWN_WORDS or not said <= known | pages or asks_score(text):
        return None  # « quel est mon score? »: a game's board (`step_asked.asks_score`)
    if said & STANDING_WORDS:
        return OwnPage.STANDING
    return OwnPage.PROGRESS if said & PROGRESS_WORDS else None
