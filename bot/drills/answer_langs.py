"""Which language the readers' words belong to (`bot.drills.answer_words`): a suggestion for a
misspelt word is made only in the player's language, and quoted back with its accents."""

from __future__ import annotations

from typing import Final

FRENCH_ONLY = frozenset(
    {"alors", "aucun", "aucune", "avec", "brelan", "brelans", "carre", "carres", "carte"}
    | {"cartes", "cinq", "compte", "couleur", "dames", "derniere", "des", "deux", "dix", "donc"}
    | {"donne", "douze", "egal", "egale", "est", "fait", "font", "huit", "jai", "les", "moins"}
    | {"mon", "neuf", "onze", "paire", "paires", "pare", "passe", "pis", "pour", "puis"}
    | {"main", "crible", "merci", "svp", "stp", "vaut", "soit", "euh", "heu"}
    | {"ben", "bin", "moi", "pantoute", "fais", "fai", "faisait", "fesait", "reponse"}
    | {"moe", "voila"}
    | {"voyons", "voir", "attends", "attendez", "pareils", "pareilles", "pareil", "pareille"}
    | {"quatorze", "quatre", "quinze", "quinzes", "rien", "rois", "royale", "seize", "sept"}
    | {"serie", "series", "ses", "son", "suite", "suites", "talon", "talons", "treize"}
    | {"trente", "trois", "une", "valet", "valets", "vingt"}
)
"""Words of the readers' vocabularies that only a French speaker would write."""
ENGLISH_ONLY = frozenset(
    {"aces", "and", "card", "cards", "count", "eight", "eighteen", "eights", "eleven"}
    | {"equals", "fifteen", "fifteens", "five", "fives", "flushes", "for", "four", "fours"}
    | {"fourteen", "gives", "got", "have", "heel", "heels", "his", "ive", "jack", "jacks"}
    | {"kind", "kings", "knob", "knobs", "last", "make", "makes", "minus", "nib", "nibs", "nine"}
    | {"nines"}
    | {"nineteen", "nob", "nobs", "none", "nothing", "one", "pair", "pairs", "quads"}
    | {"queens", "right", "royal", "run", "runs", "seven", "sevens", "seventeen", "sixes"}
    | {"sixteen", "straight", "straights", "ten", "tens", "that", "the", "thirteen", "thirty"}
    | {"three", "threes", "trips", "twelve", "twenty", "two", "twos", "with"}
    | {"hand", "worth", "please", "thanks", "its", "thats", "zip", "nil", "zilch", "answer"}
)
"""Words of the readers' vocabularies that only an English speaker would write (a word in
neither set, "flush", "double", "six", is both languages')."""


ACCENTED: Final = {
    **{"carre": "carré", "carres": "carrés", "carree": "carrée", "carrees": "carrées"},
    **{"sequence": "séquence", "sequences": "séquences"},
    **{"serie": "série", "series": "séries", "egal": "égal", "egale": "égale", "zero": "zéro"},
    "derniere": "dernière",
}
"""The reader's words (unaccented) that a French player writes with accents: a suggestion is
quoted back as « carré », not « carre »."""


def speaks(word: str, lang: str) -> bool:
    """Whether a reader's word (a suggestion) belongs to language `lang` ("fr", "en"): a
    French player is not told "did you mean makes?", nor an English one "font"."""
    other = ENGLISH_ONLY if lang == "fr" else FRENCH_ONLY
    return word not in other
