"""What a text typed in a private chat with nothing asked reads as: a count (or what is said of
one: two counts offered, a count too high, « muggins », « je sais pas »), to be told there is
nothing to count now, or chatter, to be told what the bot answers (a greeting or goodbye
answered in kind). No I/O."""

from __future__ import annotations

import re
from typing import Final

from bot.drills.answer_asides import asks_how
from bot.drills.answer_words import AnswerErrorReason
from bot.drills.answers import AnswerError, looks_like_answer, parse_answer
from bot.drills.table_moves import Chatter, chatter_of
from bot.engine.card_parsing import unaccented

NOT_A_COUNT: Final = frozenset(
    {
        AnswerErrorReason.EMPTY,
        AnswerErrorReason.TOO_LONG,
        AnswerErrorReason.NOT_A_NUMBER,
        AnswerErrorReason.UNKNOWN_WORD,
        AnswerErrorReason.UNEXPECTED,
    }
)
"""The reasons a text is not read that say it is no count at all (« bonjour », « merci »):
any other reason is a count, or a word about one, that a question would have answered with a
hint (« 12 ou 14 », « 30 », « muggins », « je sais pas »)."""


def typed_count(text: str) -> bool:
    """Whether `text`, typed with nothing asked, is a count or a word about one: what a hand
    to count would have graded or hinted at. Cards named and nothing else (« deux rois ») are
    chatter, as in a group (`looks_like_answer`)."""
    try:
        parse_answer(text)
    except AnswerError as error:
        return error.reason not in NOT_A_COUNT
    return looks_like_answer(text)


ANSWERED_IN_KIND: Final = frozenset(
    {Chatter.GREETING, Chatter.EVENING, Chatter.GOODNIGHT, Chatter.THANKS}
)
"""Thanks too: « merci » after a verdict got « Je réponds aux comptes et aux commandes… »;
« De rien! » now, as under a count waiting (after a game ended,
`after_game.thanked_after_game` thanks back first)."""


def chatter_typed(text: str) -> Chatter | None:
    """The greeting, thanks or goodbye `text` is, typed alone with nothing asked (« bonjour »,
    « bonsoir », « bonne nuit », « merci », "bye"), to be answered in kind (they got « Je
    réponds aux comptes et aux commandes … » and nothing else); None for any other text."""
    chatter = chatter_of(text)
    return chatter if chatter in ANSWERED_IN_KIND else None


WORKS_WORDS: Final = frozenset({"marche", "fonctionne", "work", "works"})
"""« comment ça marche », "how does it work": how the bot works asked, not how one is."""


def lost_typed(text: str) -> bool:
    """Whether `text`, typed alone with nothing asked, says the player is lost (« ? »,
    « je comprends pas », « hein? », « comment ça marche? », "how does it work?"), to be shown
    /help (it was told « Je réponds aux comptes et aux commandes … »). A « comment » or "how"
    that asks anything else (« comment ça va », "how are you") is no lost player."""
    if text.strip() and set(text) <= {"?", " "}:
        return True
    if not asks_how(text):
        return False
    words = re.findall(r"[a-z]+", unaccented(text.casefold()))
    asks_a_how = bool(words) and words[0] in {"comment", "how"}
    return not asks_a_how or any(word in WORKS_WORDS for word in words)


ANOTHER_DEAL_SAID: Final = frozenset(
    {"encore", "encore un", "encore une", "un autre", "une autre", "suivant", "suivante"}
    | {"au suivant", "le suivant", "la suivante", "on continue", "continue", "continuer"}
    | {"une autre main", "encore une main", "main suivante", "la main suivante", "autre main"}
    | {"un autre crib", "encore un crib", "crib suivant", "le crib suivant", "autre crib"}
    | {"un autre ecart", "encore un ecart", "ecart suivant", "une autre donne", "donne suivante"}
    | {"une autre question", "question suivante", "la prochaine", "prochaine main"}
    | {"again", "another", "another one", "one more", "next", "next one", "more", "go on"}
    | {"another hand", "next hand", "another crib", "next crib", "another deal", "next deal"}
    | {"another discard", "next discard", "another question", "next question", "keep going"}
    | {"nouvelle main", "une nouvelle main", "une nouvelle", "un nouveau crib", "prochaine"}
    | {"on passe a une autre", "passe a une autre", "skip", "skip it"}
    | {"new hand", "a new hand", "a new one", "new one", "next please"}
)
"""What a player types for another deal once a hand, crib, pegging or lay-away question is
answered (« encore », « une autre main », « suivant », "next"), accents left out, after
`ANOTHER_ASKED` (« donne-moi une autre main »)."""
ANOTHER_ASKED: Final = ("donne moi ", "donnez moi ", "je veux ", "j'en veux ", "give me ")
"""Said before the deal asked for (« donne-moi une autre main », "give me another one")."""


ANOTHER_COURTESY: Final = frozenset({"svp", "please", "merci", "thanks"})


def another_said(text: str) -> str:
    """`text` as the readers of « encore » hold their phrases: accents, case, end marks and
    courtesy (`ANOTHER_COURTESY`) left out, then the asking (`ANOTHER_ASKED`: « donne-moi »)
    (« Une autre main svp! »: « une autre main »)."""
    plain = unaccented(text.casefold().replace("\u2019", "'"))
    words = plain.translate(str.maketrans(",.!?;:-", "       ")).split()
    said = " ".join(word for word in words if word not in ANOTHER_COURTESY)
    for asked in ANOTHER_ASKED:
        said = said.removeprefix(asked)
    return said


def asks_another_deal(text: str) -> bool:
    """A text asking for another question of the drill just answered (`ANOTHER_DEAL_SAID`,
    read as `another_said` holds it: « Encore! », « Une autre main svp », « donne-moi une
    autre main »)."""
    return another_said(text) in ANOTHER_DEAL_SAID
