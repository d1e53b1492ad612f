"""Reading the words a player types to ask for help (no I/O, no wording): « aide » or "help"
typed alone with courtesy around it, the list of commands asked for (« les commandes »), the
words after /help that may name something, whether they ask what a word means or how, a
wish to play typed alone (« je veux jouer »), and the language the words after /lang name
(« /langue en français »).

`bot.views.commands` and `bot.views.guide` word the help these readings lead to.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from bot.drills.command_table import N, find_command
from bot.drills.table_moves import (
    EVENING_WORDS,
    GREETING_WORDS,
    Chatter,
    wishes_good_game,
)
from bot.engine.card_parsing import unaccented

HELP_WORDS: Final = frozenset({"aide", "help", "au secours"})
"""« aide » or "help" typed alone in a private chat, without the slash: /help."""


HELP_COURTESY: Final = frozenset(
    {"svp", "stp", "s.v.p", "merci", "please", "thanks", "s'il", "vous", "plaît", "plait"}
    | {"moi", "me", "-moi", "-me"}
    | {"commande", "commandes", "command", "commands", "liste", "list", "menu"}
    | {"crible", "cribbage"}
)
"""Said after /help that names nothing: courtesy, the « moi » of « aide-moi » (« /aide
svp » was « Il n'y a pas de commande /svp »), the commands themselves and the game's name
(« /aide commandes » was « Je ne connais ni commande ni mot du jeu « commandes » »)."""
HELP_PUNCTUATION: Final = ",.;:!?"


DIFFERENCE_WORDS: Final = frozenset({"différence", "difference", "différences", "differences"})
"""« quelle est la différence entre fadoq et standard? », "what's the difference between…":
a question on the first word named after them."""
HELP_LEADING: Final = frozenset(
    {"le", "la", "les", "l'", "un", "une", "des", "du", "au", "c'est", "c", "quoi", "qu'est-ce"}
    | {"qu'est", "que", "ce", "veut", "dire", "comment", "a", "an", "the", "what", "what's"}
    | {"whats", "is", "are", "does", "mean", "how", "to", "do", "i"}
    | {"mon", "ma", "mes", "votre", "vos", "my", "your", "on", "you", "we"}
    | {"cest", "est", "qu", "quest", "quest-ce", "qu'un", "qu'une", "quun", "quune"}
    | DIFFERENCE_WORDS
    | {"quelle", "quel", "entre", "between", "the"}
)
"""Words that only lead a question after /help (« /aide c'est quoi le go? », « /aide la carte
de départ », « /aide mes statistiques », "/help what is a skunk", "/help how to play"): passed
over before the word asked about (« /aide le skunk » was « Je ne connais ni commande ni mot du
jeu « le » »), with or without the apostrophe (« /aide c est quoi le crib » was « … mot du
jeu « est » »); « qu'un » too (« qu'est-ce qu'un skunk? » was « Je réponds aux comptes… »)."""


_ELIDED: Final = re.compile(r"[ld]'(?=\w)")
"""An article or « de » elided onto the word after it (« l'écart », « l'as », « d'écart »)."""


def help_words(args: Sequence[str]) -> list[str]:
    """The words after /help that may name something (a command, a topic, « tout »): those
    of `HELP_COURTESY` and punctuation dropped, an elided article left off (« l'écart »:
    « écart »; it named nothing), then those of `HELP_LEADING` before the first other one,
    the others as typed."""
    kept: list[str] = []
    for arg in args:
        word = arg.strip(HELP_PUNCTUATION)
        folded = word.casefold().replace("\u2019", "'")  # a phone's curly apostrophe (U+2019)
        if (elided := _ELIDED.match(folded)) is not None:  # « l'écart », « l'as »: « écart »
            word, folded = word[elided.end() :], folded[elided.end() :]
        if word and folded not in HELP_COURTESY and (kept or folded not in HELP_LEADING):
            kept.append(word)
    return kept


HELP_WHAT: Final = frozenset(
    {"quoi", "qu'est-ce", "qu'est", "dire", "signifie", "what", "what's", "whats", "mean", "means"}
    | DIFFERENCE_WORDS
)
"""Words that ask what a word means after /help (« /aide c'est quoi le crib », « /aide que
veut dire crib », "/help what is the crib"): a word of the game is answered before a command
of the same name (« /aide c'est quoi le crib » got /crib's lines, not what the crib is)."""


HELP_HOW: Final = frozenset({"comment", "how"})
"""Words that ask how, in a text typed with nothing asked (« comment on compte? », "how do
you count?")."""


def asks_what(args: Sequence[str]) -> bool:
    """Whether the words after /help ask what a word means (`HELP_WHAT`, any case, a phone's
    curly apostrophe, punctuation around)."""
    return any(
        arg.strip(HELP_PUNCTUATION).casefold().replace("\u2019", "'") in HELP_WHAT for arg in args
    )


MENU_WORDS: Final = frozenset({"menu", "commande", "commandes", "command", "commands"})
"""Typed alone, with courtesy around (« menu », « commandes », "commands please"): /help
(they answered « Je réponds aux comptes et aux commandes … /aide explique le reste »)."""


MENU_ARTICLES: Final = frozenset(
    {"le", "la", "les", "des", "de", "du", "vos", "votre", "mes", "tes", "toutes", "tous"}
    | {"the", "of", "your", "my", "all"}
)
"""Around `MENU_WORDS` (« les commandes », « la liste des commandes », "the commands"): the
list still asked for (« les commandes » was « Je réponds aux comptes et aux commandes … »)."""


_HELP_SPLIT: Final = re.compile(r"[\s,.;:!?]+|-(?=\w)")
"""Between the words of a text that may ask for help (« aide-moi » is « aide », « moi »)."""


def asks_for_help(text: str) -> bool:
    """Whether a text is only « aide » or "help", with courtesy around it (« aide-moi »,
    « Aide svp », "help me please"; a question or exclamation mark allowed: « aide moi » was
    « Je réponds aux comptes et aux commandes… »), or asks for the list (`MENU_WORDS`, with
    its articles: `MENU_ARTICLES`)."""
    folded = text.casefold().replace("\u2019", "'")  # a phone's curly apostrophe
    words = [w for w in _HELP_SPLIT.split(folded) if w]
    said = [w for w in words if w not in HELP_COURTESY]
    if all(w in MENU_ARTICLES for w in said):  # « menu », « les commandes »: the list asked for
        return any(w in MENU_WORDS for w in words)
    return " ".join(said) in HELP_WORDS


WHAT_IS_IT: Final = frozenset(
    {"c'est quoi", "c est quoi", "cest quoi", "c quoi", "quoi", "qu'est ce que c'est"}
    | {"qu'est ce que c'est ça", "c'est quoi ça", "c'est quoi ca", "qu'est ce que c'est ca"}
    | {"comment ça marche", "comment ca marche", "ça marche comment", "ca marche comment"}
    | {"comment ça fonctionne", "comment ca fonctionne", "comment", "ça sert à quoi"}
    | {"ca sert a quoi", "à quoi ça sert", "a quoi ca sert", "what is it", "what's it"}
    | {"what is this", "what's this", "what is that", "what's that", "what", "how"}
    | {"how does it work", "how does this work", "what does it do", "what is it for"}
)
"""A question on a command typed after it, alone (« /rappel c'est quoi? », « /quiz comment ça
marche? », "/daily what is it?"; courtesy, case and end marks left out): its usage, as
« aide » after it gives it."""


def asks_what_it_is(text: str) -> bool:
    """Whether the words after a command only ask what it is or how it works (`WHAT_IS_IT`,
    split as `asks_for_help` splits them: « qu'est-ce » is « qu'est ce »)."""
    folded = text.casefold().replace("\u2019", "'")
    words = [w for w in _HELP_SPLIT.split(folded) if w and w not in HELP_COURTESY]
    return " ".join(words) in WHAT_IS_IT


PLAY_WORDS: Final = frozenset({"jouer", "joue", "jouons", "jouez", "partie", "play", "game"})
"""The words of a wish to play (« je veux jouer », « une partie? », "let's play")."""
PLAY_FILLERS: Final = frozenset(
    {"je", "j", "veux", "voudrais", "aimerais", "veut", "voudrait", "aimerait", "on", "une"}
    | {"un", "faire", "au", "a", "de", "du", "crible", "cribbage", "peut", "peux", "pourrait"}
    | {"est", "ce", "qu", "que", "avec", "vous", "toi", "moi", "encore", "nouvelle", "autre"}
    | {"ok", "alors", "bon", "allez", "maintenant", "oui", "contre", "muggins", "svp", "stp"}
    | {"s", "il", "plait", "petite", "let", "us", "i", "want", "wanna", "to", "we", "can"}
    | {"could", "please", "you", "with", "me", "another", "new", "now", "yes", "like"}
    | {"would", "d", "do", "shall", "the", "some", "against", "quick", "just", "so"}
)
"""The words around a wish to play, saying nothing else (« j'aimerais jouer au crible svp »,
"can we play a game?")."""


def _plain_words(text: str) -> list[str]:
    """The words of `text`: accents, case and apostrophes left out (« J'aimerais » is « j »,
    « aimerais »), digits kept."""
    return re.findall(r"[a-z0-9]+", unaccented(text.casefold()))


def wants_to_play(text: str) -> bool:
    """Whether `text`, typed alone with nothing asked, only wishes to play (« je veux
    jouer », « on joue? », « une partie », "I want to play", « bonjour, on joue? »): a word of
    `PLAY_WORDS`, the others of `PLAY_FILLERS` or a greeting; not a good game wished
    (« bonne partie! »), a number (« jouer 61 ») or « ne … pas »."""
    words = _plain_words(text)
    if wishes_good_game(text) or not any(word in PLAY_WORDS for word in words):
        return False
    allowed = PLAY_WORDS | PLAY_FILLERS | GREETING_WORDS  # « bonjour, on joue? »
    return all(word in allowed for word in words)


def greeting_in(text: str) -> Chatter | None:
    """The greeting a text opens with, to say back (« bonjour, je veux jouer »: GREETING;
    « bonsoir »: EVENING), else None."""
    words = set(_plain_words(text))
    if words & EVENING_WORDS:
        return Chatter.EVENING
    return Chatter.GREETING if words & GREETING_WORDS else None


def typed_command_word(text: str) -> str | None:
    """The one word `text` is, courtesy and end marks left out (« main », « Main! », « défi
    svp », "hand"), that may be a command's name typed without its slash; None for a text of
    more words or none, or with a digit."""
    words = [w.strip(HELP_PUNCTUATION) for w in text.split()]
    said = [w for w in words if w and w.casefold() not in HELP_COURTESY]
    if len(said) != 1 or any(c.isdigit() for c in said[0]):
        return None
    return said[0].casefold()


COMMAND_ARGS_MOST: Final = 5
"""The most words read after a command's name typed without its slash (« score 5H 5D 5C JS 5S »);
a longer text is a sentence, not a command."""


def typed_command_line(text: str) -> tuple[str, str] | None:
    """A command's name typed without its slash, then what follows it (« jouer 61 », « rois
    partie », "score 5H 5D 5C JS 5S"): the name, casefolded, and the rest as typed, courtesy
    left out; None for one word (`typed_command_word` reads it), more than `COMMAND_ARGS_MOST`
    after it, or a question (« ? »)."""
    if "?" in text:
        return None
    words = [w for w in text.split() if w.strip(HELP_PUNCTUATION).casefold() not in HELP_COURTESY]
    if not 2 <= len(words) <= 1 + COMMAND_ARGS_MOST:
        return None
    name = words[0].strip(HELP_PUNCTUATION).casefold()
    return (name, " ".join(words[1:])) if name and not name[0].isdigit() else None


def command_asked(text: str, commands: Iterable[N]) -> N | None:
    """The command a text typed alone asks about, as `/help <command>` names it (« c'est quoi
    la variante? », « c'est quoi le défi », "what is the daily?": it got « Je réponds aux
    comptes et aux commandes… »); None for a text that asks nothing, or about no command."""
    args = text.split()
    asked = {a.strip(HELP_PUNCTUATION).casefold().replace("\u2019", "'") for a in args}
    if not asked & (HELP_WHAT | HELP_HOW):
        return None
    typed = help_words(args)
    return find_command(typed[0], commands) if typed else None


NEW_WORDS: Final = frozenset(
    {"nouveau", "nouvelle", "nouveaux", "nouvelles", "debutant", "debutante", "debute"}
    | {"debuter", "commencer", "commence", "commencons", "new", "beginner", "begin", "start"}
)
"""The words of a newcomer saying so (« je suis nouvelle », « par où commencer? », "I'm new
here", "where do I start?")."""
NEW_FILLERS: Final = frozenset(
    {"je", "j", "suis", "ai", "par", "ou", "on", "est", "ce", "que", "qu", "ici", "comment"}
    | {"dois", "faut", "il", "juste", "une", "un", "moi", "svp", "d", "abord", "au", "crible"}
    | {"i", "m", "am", "im", "here", "where", "do", "should", "how", "to", "just", "a", "the"}
    | {"please", "first", "at", "cribbage", "what", "this", "bot", "muggins", "avec", "vous"}
)
"""The words around them, saying nothing else."""


def says_new(text: str) -> bool:
    """Whether `text`, typed alone with nothing asked, says the player is new here or asks
    where to start (« je suis nouvelle », « par où commencer? », « je débute », "I'm new
    here"): a word of `NEW_WORDS`, the others of `NEW_FILLERS` or a greeting; not with a
    number (« je commence à 5 ») or a game (« nouvelle partie »: `wants_to_play`)."""
    words = _plain_words(text)
    if not any(word in NEW_WORDS for word in words):
        return False
    return all(word in NEW_WORDS | NEW_FILLERS | GREETING_WORDS for word in words)


LANGUAGE_FILLERS: Final = frozenset({"le", "la", "en", "in", "to", "the", "mode", "langue"})
"""Around the language named after /lang (« /langue en français », "/lang in English")."""


def language_chosen(args: Sequence[str], names: Mapping[str, str]) -> str | None:
    """The language the words after /lang choose (`names`: each word, with its code), or
    None: the one named (« en français » is French, though « en » alone is English), else a
    code alone (« fr », « en svp »); courtesy, articles and end marks left out (« /langue
    Français! », « le français svp »). None for no language, or two."""
    words = [unaccented(a.strip(HELP_PUNCTUATION).casefold()) for a in args]
    words = [w for w in words if w and w not in HELP_COURTESY]
    named = {names[w] for w in words if w in names and w not in names.values()}
    if named:
        others = [w for w in words if w not in names and w not in LANGUAGE_FILLERS]
        return named.pop() if len(named) == 1 and not others else None
    codes = [names.get(w) for w in words]
    return codes[0] if len(codes) == 1 else None


LANGUAGE_NAMED: Final = frozenset({"francais", "french", "english", "anglais"})
"""The words that name a language (not its code: « en » alone is no choice)."""


def language_named(text: str, names: Mapping[str, str]) -> str | None:
    """The language a text typed alone chooses (« en français svp », "english"), as /lang
    reads the words after it (`language_chosen`), when it names one (`LANGUAGE_NAMED`); None
    for a code alone (« en », a word of French) or any other text."""
    args = text.split()
    if not any(unaccented(a.strip(HELP_PUNCTUATION).casefold()) in LANGUAGE_NAMED for a in args):
        return None
    return language_chosen(args, names)


BOT_ASKED: Final = frozenset({"what", "who", "quoi", "qui", "que", "qu", "quest"})
"""The question words of « c'est quoi ce bot? », "who are you?"."""
BOT_NAMED: Final = frozenset({"you", "this", "bot", "tu", "vous", "toi", "ce", "robot"})
"""What the question is about: the bot (« tu », « ce bot », "this"; not « muggins », the
rule, nor « ça », which may be anything)."""
BOT_WORDS: Final = frozenset(
    {"can", "do", "does", "are", "is", "it", "for", "the", "thing", "fais", "faites", "faire"}
    | {"peux", "pouvez", "es", "etes", "est", "c", "sert", "a", "s", "le", "muggins"}
)
"""The other words of such a question (« ça sert à quoi? », "what does this bot do")."""


def asks_what_bot(text: str) -> bool:
    """Whether `text`, typed alone with nothing asked, asks what the bot is or does (« c'est
    quoi ce bot? », « qui êtes-vous? », « tu fais quoi », "what can you do?"), to be told the
    welcome: a question word, a word naming the bot, and nothing else but `BOT_WORDS` (« c'est
    quoi le crib » asks about the crib)."""
    words = _plain_words(text)
    if not set(words) & BOT_ASKED or not set(words) & BOT_NAMED:
        return False
    return all(word in BOT_ASKED | BOT_NAMED | BOT_WORDS for word in words)
