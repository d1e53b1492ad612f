"""The wording of the win chances, shared by the chat (/odds, /chances), `muggins odds` and
/play's line after each deal.

`chance_line` is the answer « Vous êtes donneur, à 95 contre 110 : vous gagnez 15 % des parties
de 121. »; `read_request` reads what the player typed after /odds (two scores, then in any order
the role and the game's length) and says what is wrong in one message when it cannot.
Percentages are formatted by Babel for the reader's locale (`Translator.percent`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills import ecart_args
from bot.drills.help_asked import asks_for_help, asks_what_it_is
from bot.engine.card_parsing import unaccented
from bot.engine.odds import DEFAULT_TARGET, TARGETS
from bot.i18n import Translator
from bot.views.markup import code, esc
from bot.views.odds_lengths import other_length_text

DEALER_WORDS: Final = (
    ecart_args.DEALER_WORDS
    | {"d", "deals", "donner", "crib", "cribe", "kitty"}
    | {"brasse", "brasses", "brasser"}
)
PONE_WORDS: Final = ecart_args.PONE_WORDS | {
    "r",
    "p",
    "reçoit",
    "recoit",
    "non-dealer",
    "nondealer",
}
"""The role words /ecart takes (« donneur », « je reçois », "pone"), a letter alone, the
forms said of the opponent (« il reçoit », "he deals"), the crib, the dealer's (« mon
crib », "his crib": the opponent deals), the pone's other English name ("non-dealer"), and
the shuffle, the dealer's in Québec's words (« c'est moi qui brasse », « il brasse », « ma
brasse »: one deal)."""
ME_WORDS: Final = frozenset(
    {"moi", "je", "j'ai", "jai", "j", "nous", "on", "ma", "mon", "me", "i", "i'm", "im", "we"}
    | {"us", "my", "our"}
)
THEM_WORDS: Final = frozenset(
    {"lui", "il", "elle", "eux", "ils", "elles", "adversaire", "l'adversaire", "sa", "son"}
    | {"leur", "him", "he", "she", "her", "his", "they", "them", "their", "opponent", "opp"}
    | {"he's", "hes", "she's", "shes", "they're", "theyre"}
    | ecart_args.ROLE_OTHERS  # « l'autre joueur donne », "the other player deals", as /ecart's
)
"""Who a score or a role is said of: « moi 90 lui 100 », « j'ai 95, il a 110 », « il donne »
(then the opponent deals), « on a 95 » (Québec's « nous »), « j ai » (a phone's), « ma
donne », "me 90 him 100", "he deals", "my deal", "I'm at 100, he's at 115"."""
FILLER_WORDS: Final = (ecart_args.ROLE_SUBJECTS - ME_WORDS) | frozenset(
    {"est", "is", "ai", "ont", "have", "has", "et", "pis", "puis", "and", "then", "c"}
)
"""Said around a score or a role (« c'est lui qui donne », "he is the dealer", « c est lui
qui donne » typed on a phone without its apostrophe): skipped."""
NEGATION_WORDS: Final = ecart_args.ROLE_NEGATIONS_ONLY
"""A negation of the role (« je ne donne pas », « c'est pas moi qui donne », "not my deal"): the
role said with it is the other one."""
NEGATION_FILLERS: Final = ecart_args.ROLE_NEGATIONS - NEGATION_WORDS - ME_WORDS
"""Said with a negation (« ce n'est pas », "it's not", "I do not"): skipped."""
GAME_WORDS: Final = frozenset(
    {"partie", "une", "de", "en", "points", "point", "pts", "pt", "game", "of"}
    | {"pour", "dans", "for", "in"}
)
"""Said around a score or the game's length, as the usage text says it (« 61 pour une partie
de 61 »: « partie de 61 », « 61 points », "61 for a game of 61", "in a game of 61", "90
points"): skipped."""
FADOQ_WORDS: Final = frozenset({"fadoq"})
"""The FADOQ rule named (« /chances 118 118 fadoq », "FADOQ rule"): its chances, as
`muggins odds --fadoq`."""
STANDARD_WORDS: Final = frozenset({"standard", "standards", "normal", "normale", "classique"}) | {
    "regular"
}
"""The standard rule named (« /chances 118 118 standard », « règle normale », "regular"): its
chances, for a player who plays the FADOQ rule too (it was « Je ne comprends pas
« standard » »)."""
FADOQ_FILLERS: Final = frozenset({"règle", "regle", "rule", "the", "la"})
"""Said with the rule's name (« la règle FADOQ », "the FADOQ rule"): skipped."""
COURTESY_WORDS: Final = frozenset(
    {"svp", "stp", "s.v.p", "merci", "please", "thanks", "s'il", "vous", "plaît", "plait"}
)
"""A club player's courtesy (« /chances 95 110 svp », « … s'il vous plaît », "please"):
skipped, where it was « Je ne comprends pas « svp » »."""
SHOWN_MIN: Final = 0.01
"""A chance below 1 % is « moins de 1 % », above 99 % « plus de 99 % » (`percent_text`)."""
WORD_CHARS: Final = 20
"""At most this many characters of an unread word are quoted back."""
SCORE_SEPARATOR: Final = re.compile(r"(?<=\d)(?:\s*[,/:]\s*|[-\u2013]\s*|\s+[-\u2013]\s+)(?=\d)")
"""What players put between two scores ("95-110", "95 - 110", "95,110", "95/110"): a space.
Not a dash after a space and before a number (« 95 -5 »): a minus sign, said to be no score
(`range_problem`)."""
MINUS_SIGNS: Final = "-\u2013\u2212"
"""A dash, an en dash or a minus sign before a number: the number is negative."""
WORD_DASH: Final = re.compile(r"(?<=\d)\s*[-\u2013]\s*(?=[^\W\d_])")
"""A dash between a score and a word (« 95-110-donneur », as the scores are joined): a space."""
NON_ROLE: Final = re.compile(r"\b(non)\s+(?=(?:donneur|dealer)\b)", re.IGNORECASE)
"""« non donneur », "non dealer" typed as two words: joined by a dash, the pone's name
(« non-donneur », "non-dealer"); « non » alone says nothing."""
GLUED_POINTS: Final = re.compile(r"(?<=\d)(?=(?:pts?|points?)\b)", re.IGNORECASE)
"""The unit glued to a number (« 95pts », « 61points »): a space before it, the unit then
skipped as when typed apart (`GAME_WORDS`)."""
LINKING_WORDS: Final = frozenset({"à", "a", "contre", "vs", "versus", "to", "against", "at"})
"""Words players put between two scores ("95 à 110", "95 vs 110") or before one (« je suis à
100 », "I'm at 100"): skipped."""
NUMBER_WORD_PARTS: Final = frozenset(
    {"zero", "un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"}
    | {"dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "vingt", "vingts"}
    | {"trente", "quarante", "cinquante", "soixante", "septante", "huitante", "octante"}
    | {"nonante", "cent", "cents"}
    | {"one", "two", "three", "four", "five", "seven", "eight", "nine", "ten", "eleven"}
    | {"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"}
    | {"nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty"}
    | {"ninety", "hundred"}
)
"""The words a score is spelt with (« quatre-vingt-quinze », « cent », "ninety-five", "a
hundred"), accents taken off (« zéro »): the scores are asked in digits."""
NUMBER_WORD_LINKS: Final = frozenset({"et", "and"})
"""Said inside a number in words (« soixante-et-onze », "a hundred and five")."""


@dataclass(frozen=True, slots=True)
class Request:
    """What the player asks: my score, the opponent's, whether I deal, the game's length."""

    me: int
    opponent: int
    dealer: bool = True
    target: int = DEFAULT_TARGET
    fadoq: bool = False
    """The FADOQ rule was named (« fadoq »): its chances are asked."""
    standard: bool = False
    """The standard rule was named (« standard »): its chances are asked, whatever the
    player's /variant."""


class RequestError(ValueError):
    """What the player typed cannot be read; `message` says why, in the player's language;
    `reason` is one of `UNREAD` (`word`: the word that does not read, as typed; `read`: the
    scores read before it), `ROLES`, `LENGTHS`, `SCORES` (missing, or one side's said twice),
    `RANGE`, `RULES`."""

    def __init__(self, message: str, reason: str, *, word: str = "", read: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason
        self.word = word
        self.read = read


UNREAD: Final = "unread"
ROLES: Final = "roles"
LENGTHS: Final = "lengths"
SCORES: Final = "scores"
RANGE: Final = "range"
RULES: Final = "rules"


@dataclass(frozen=True, slots=True)
class Said:
    """What the words of a request say: the two scores (None: missing), the role (None: not
    said; `role`, the words that said it, as typed) and the game's length (None: not said;
    `length`, as typed), and the words after the last number (as typed), which said nothing;
    `fadoq`, whether the FADOQ rule was named, `standard` the standard rule."""

    me: int | None
    opponent: int | None
    dealer: bool | None
    role: str | None
    target: int | None
    length: str | None
    trailing: tuple[str, ...]
    fadoq: bool = False
    standard: bool = False


def percent_text(chance: float, tr: Translator, *, certain: bool = False) -> str:
    """A chance in whole percent for the reader's locale (Babel), « moins de 1 % » below 1 %
    and « plus de 99 % » above 99 %: before a game is over no side is certain (any deal may
    score nothing), and the table holds whole basis points, so its 0 and 1 are roundings.
    Only a `certain` chance (a game won or lost) shows 0 % or 100 %."""
    if certain:
        return tr.percent(chance)
    if chance < SHOWN_MIN:
        return tr._("under {percent}").format(percent=tr.percent(SHOWN_MIN))
    if chance > 1.0 - SHOWN_MIN:
        return tr._("over {percent}").format(percent=tr.percent(1.0 - SHOWN_MIN))
    return tr.percent(chance)


def usage_text(tr: Translator) -> str:
    """How to ask (plain text)."""
    return tr._(
        "Send your score, then your opponent's, for example /odds 95 110 (you deal). "
        "Add pone if you do not deal, and 61 for a game of 61."
    )


def ask_text(tr: Translator, *, question_waits: bool = False) -> str:
    """/odds typed alone, no game under way (HTML): how to ask. The scores may come on the
    command's line or in the next message (« 95 110 » alone is read: `typed_scores`), so the
    reply no longer says they must share the command's line; but with a question waiting in
    the chat the next message answers it, so then they are asked on the command's line."""
    if question_waits:
        return esc(
            tr._(
                "A question above is waiting for your answer: send the scores with the "
                "command, for example /odds 95 110."
            )
        )
    return esc(usage_text(tr)) + "\n" + esc(follow_ups_line(tr))


def follow_ups_line(tr: Translator) -> str:
    """What may be asked once the chances are told (plain text; /help all has no room for it:
    « /odds help » and /odds alone say it)."""
    return tr._("Once told, ask “why?”, “is that good?” or “what if I deal?”")


def asks_how_to_ask(words: Sequence[str]) -> bool:
    """« aide », "help" or a question mark alone after /odds: answered with `help_text`."""
    typed = " ".join(words)
    asked = asks_for_help(typed) or asks_what_it_is(typed)  # « /chances c'est quoi? »
    return bool(typed) and (asked or not typed.strip(" !?."))


def help_text(tr: Translator) -> str:
    """« /chances aide »: how to ask, and the FADOQ rule's word, and nothing about words not
    understood (HTML)."""
    fadoq = tr._(
        "Add fadoq for the chances under the FADOQ rule (no go or last card from 116), "
        "for example /odds 118 118 fadoq."
    )
    return "\n".join(esc(line) for line in (usage_text(tr), fadoq, follow_ups_line(tr)))


def score_range_text(target: int, tr: Translator) -> str:
    """The scores a game allows (plain text)."""
    return tr._("Scores go from 0 to {last} in a game of {target}.").format(
        last=tr.number(target - 1), target=tr.number(target)
    )


def negative_score_text(score: int, target: int, tr: Translator) -> str:
    """/odds 95 -5: a negative number, which no score is (plain text)."""
    line = tr._("{score} is not a score: a score is never negative.")
    return line.format(score=tr.number(score)) + " " + score_range_text(target, tr)


def range_problem(me: int, opponent: int, target: int, tr: Translator) -> str | None:
    """Why these scores are not a game's (a negative number, or a score past the end, said
    as plain text), or None when they are."""
    negative = next((score for score in (me, opponent) if score < 0), None)
    if negative is not None:
        return negative_score_text(negative, target, tr)
    past = next((score for score in (me, opponent) if score >= target), None)
    if past is not None:
        return past_end_text(past, target, tr)
    return None


def past_end_text(score: int, target: int, tr: Translator) -> str:
    """/odds 121 0, /odds 95 110 61: a score at or past the game's end, named, then the range
    (plain text)."""
    line = tr._(
        "At {score}, the game is already over: it ends as soon as a player reaches {target}."
    )
    return (
        line.format(score=tr.number(score), target=tr.number(target))
        + " "
        + score_range_text(target, tr)
    )


def both_roles_text(first: str, second: str, tr: Translator) -> str:
    """/odds 95 110 dealer pone: two roles that say opposite things (plain text)."""
    return tr._(
        "You wrote both “{first}” and “{second}”: keep only one, dealer if you deal, "
        "pone if your opponent deals."
    ).format(first=first[:WORD_CHARS], second=second[:WORD_CHARS])


def both_targets_text(first: str, second: str, tr: Translator) -> str:
    """/odds 95 110 61 121: two game lengths (plain text)."""
    return tr._(
        "You wrote both “{first}” and “{second}”: a game is played to 61 or to 121, keep only one."
    ).format(first=first[:WORD_CHARS], second=second[:WORD_CHARS])


def both_rules_text(first: str, second: str, tr: Translator) -> str:
    """/odds 118 118 fadoq standard: two rules (plain text)."""
    return tr._(
        "You wrote both “{first}” and “{second}”: keep only one, fadoq for the FADOQ rule, "
        "standard for the usual one."
    ).format(first=first[:WORD_CHARS], second=second[:WORD_CHARS])


def no_role_text(word: str, me: int, opponent: int, tr: Translator) -> str:
    """/odds 95 110 moi: a « moi » or « lui » after the scores, of no role (« moi, je donne »?
    « les scores sont les miens »?): not answered as the dealer, asked (plain text)."""
    return tr._(
        "I read {me} for you and {opponent} for your opponent, but “{word}” does not say who "
        "deals: add dealer if you deal, pone if your opponent deals."
    ).format(me=tr.number(me), opponent=tr.number(opponent), word=word[:WORD_CHARS])


def unread_text(word: str, scores: Sequence[int | None], tr: Translator) -> str:
    """A word /odds does not read (plain text): a number after both scores is one too many,
    said with the scores read (« 95,5 110 » reads 95 and 5: « 110 » was « not understood »)."""
    me, opponent = scores
    if me is not None and opponent is not None and (length := other_length_text(word, tr)):
        return length  # « /chances 50 40 91 »: a game of 91, no number too many
    if me is not None and opponent is not None and word.strip(".,;:!?" + MINUS_SIGNS).isdecimal():
        return tr._(
            "I read {me} for you and {opponent} for your opponent: “{word}” is one number too many."
        ).format(me=tr.number(me), opponent=tr.number(opponent), word=word[:WORD_CHARS])
    if spelt_number(word):  # « quatre-vingt-quinze »: read as no score
        return tr._("Write the scores in digits: I do not read “{word}” written in words.").format(
            word=word[:WORD_CHARS]
        )
    return tr._("I cannot read “{word}”.").format(word=word[:WORD_CHARS])


def spelt_number(word: str) -> bool:
    """A number written in words (« quatre-vingt-quinze », « Cent », "ninety-five"), whole or
    the first word of it (« quatre » of « quatre vingt quinze »)."""
    parts = unaccented(word.casefold().strip(ecart_args.ROLE_PUNCTUATION)).split("-")
    return all(part in NUMBER_WORD_PARTS | NUMBER_WORD_LINKS for part in parts) and any(
        part in NUMBER_WORD_PARTS for part in parts
    )


def one_score_text(me: int | None, opponent: int | None, tr: Translator) -> str:
    """/odds 95: the one score read, and whose is missing (plain text)."""
    if me is not None:
        return tr._("I read {score} for you: your opponent's score is missing.").format(
            score=tr.number(me)
        )
    return tr._("I read {score} for your opponent: your score is missing.").format(
        score=tr.number(opponent or 0)
    )


def read_request(words: Sequence[str], tr: Translator) -> Request:
    """Two scores, mine then the opponent's, and optionally the role (dealer/pone,
    donneur/receveur) and 61 or 121; the scores as players write them too: "95-110",
    "95,110", "95 à 110", "95 vs 110", « moi 90 lui 100 », « lui 100, moi 90 », « j'ai 95, il
    a 110 »; a role said of the opponent is theirs (« il donne »: I am the pone). The role not
    said is the dealer's, the length 121."""
    said = read_words(words, tr)
    me, opponent = said.me, said.opponent
    target = DEFAULT_TARGET if said.target is None else said.target
    if me is None or opponent is None:  # « /chances 95 »: what was read said first
        read = [] if me is None and opponent is None else [one_score_text(me, opponent, tr)]
        raise RequestError(" ".join([*read, usage_text(tr)]), SCORES)
    problem = range_problem(me, opponent, target, tr)
    if problem is not None:
        raise RequestError(problem, RANGE)
    subjects = [word for word in said.trailing if subject_of(word)]
    if said.dealer is None and subjects:  # « 95 110 moi »: as `muggins odds` refuses it
        raise RequestError(no_role_text(subjects[-1], me, opponent, tr), ROLES)
    return Request(me, opponent, said.dealer is not False, target, said.fadoq, said.standard)


HAND_MOST: Final = 29
"""The most a hand counts: two scores both at most this, typed alone, may be a count
(« 12 14 »: twelve or fourteen?), not a question of chances."""


def typed_request(text: str, tr: Translator) -> Request | None:
    """Scores typed alone with nothing asked (« j'ai 95 il a 110 », « 95 110 » sent after
    /chances alone, which got « Je réponds aux comptes et aux commandes »): the request the
    whole text reads as, as /chances reads its words, when it cannot be a count: a score above
    what a hand counts, or the scores said of a side (« moi 12 lui 20 »); else None."""
    words = text.split()
    try:
        request = read_request(words, tr)
    except RequestError:
        return None
    said_of = any(subject_of(word) for word in words)
    if max(request.me, request.opponent) <= HAND_MOST and not said_of:
        return None
    return request


def subject_of(word: str) -> bool:
    """« moi », « lui », "me": who a score or a role is said of."""
    return word.casefold().strip(ecart_args.ROLE_PUNCTUATION) in ME_WORDS | THEM_WORDS


def read_words(words: Sequence[str], tr: Translator) -> Said:
    """What the words of `/odds` (and `muggins odds`) say, as `read_request` reads them,
    nothing assumed: a role or a length not said is None. A word that does not read, a score
    said twice of one side, two roles or two lengths are a `RequestError`."""
    joined = WORD_DASH.sub(" ", SCORE_SEPARATOR.sub(" ", " ".join(words)))
    joined = NON_ROLE.sub(r"\1-", joined)
    joined = GLUED_POINTS.sub(" ", joined)
    spaced = joined.replace("\u2019", "'").split()
    skipped = (
        LINKING_WORDS | FILLER_WORDS | GAME_WORDS | NEGATION_FILLERS | FADOQ_FILLERS
    ) | COURTESY_WORDS
    fadoq: str | None = None  # the FADOQ rule's name, as typed
    standard: str | None = None  # the standard rule's name, as typed
    scores: list[int | None] = [None, None]  # mine, the opponent's
    said_of: int | None = None  # 0: the words since the last score or role are of me, 1: them
    subject = ""  # the word that said so, as typed
    negated = ""  # a negation since the last score or role (« pas », "not"), as typed
    dealer, target = True, DEFAULT_TARGET
    role: str | None = None  # the first role word, as typed
    length: str | None = None  # the first game length, as typed
    after_role = False  # the word before was a role not negated (« je donne pas »: « pas »)
    for word in spaced:
        folded = word.casefold().strip(ecart_args.ROLE_PUNCTUATION).lstrip(MINUS_SIGNS)
        if not folded or folded in skipped:  # « ? » alone: the chances asked as a question
            continue
        if folded in NEGATION_WORDS and after_role:  # « je donne pas »: the role turned round
            dealer, role, after_role = not dealer, f"{role} {word}", False
            continue
        after_role = False
        if folded in NEGATION_WORDS:
            negated = negated or word
        elif folded in ME_WORDS | THEM_WORDS:
            said_of, subject = int(folded in THEM_WORDS), word
        # isdecimal, not isdigit: « ² » (a key of the French keyboard) is a digit int() refuses.
        elif folded.isdecimal() and None in scores:
            side = scores.index(None) if said_of is None else said_of
            if scores[side] is not None:
                raise RequestError(usage_text(tr), SCORES)
            score = int(folded)  # "-5" is a score below the board: said so below
            negative = word.startswith(tuple(MINUS_SIGNS))
            scores[side], said_of, negated = -score if negative else score, None, ""
        elif folded in DEALER_WORDS | PONE_WORDS:
            said = ((folded in DEALER_WORDS) != (said_of == 1)) != bool(negated)
            named = subject if said_of is not None else ""
            phrase = " ".join(part for part in (negated, named, word) if part)
            if role is not None and said != dealer:
                raise RequestError(both_roles_text(role, phrase, tr), ROLES)
            after_role = not negated and role is None and not word.endswith((",", ";", "."))
            role, dealer, said_of, negated = role or phrase, said, None, ""
        elif folded in FADOQ_WORDS | STANDARD_WORDS:
            other = standard if folded in FADOQ_WORDS else fadoq
            if other is not None:  # « fadoq standard »: named as typed
                raise RequestError(both_rules_text(other, word, tr), RULES)
            fadoq, standard = (word, standard) if folded in FADOQ_WORDS else (fadoq, word)
        elif folded.isdecimal() and int(folded) in TARGETS and said_of is None:
            if length is not None and int(folded) != target:
                raise RequestError(both_targets_text(length, word, tr), LENGTHS)
            length, target = length or word, int(folded)
        else:
            unread = unread_text(word, scores, tr)
            read = sum(score is not None for score in scores)
            raise RequestError(
                unread + " " + usage_text(tr), UNREAD, word=word[:WORD_CHARS], read=read
            )
    numbers = (i for i, word in enumerate(spaced) if word.strip(".,;:!?" + MINUS_SIGNS).isdecimal())
    last = max(numbers, default=-1)
    return Said(
        scores[0],
        scores[1],
        None if role is None else dealer,
        role,
        None if length is None else target,
        length,
        tuple(word for word in spaced[last + 1 :] if said_something(word)),
        fadoq is not None,
        standard is not None,
    )


def said_something(word: str) -> bool:
    """A word after the scores that may say who a role is of (not punctuation alone, nor the
    FADOQ rule's name: « 95 110 fadoq » says no role, nor courtesy: « 95 110 svp »)."""
    folded = word.casefold().strip(ecart_args.ROLE_PUNCTUATION)
    rules = FADOQ_WORDS | STANDARD_WORDS | FADOQ_FILLERS
    return bool(folded) and folded not in rules | COURTESY_WORDS


def chance_line(request: Request, chance: float, tr: Translator) -> str:
    """« Vous êtes donneur, à 95 contre 110 : vous gagnez 15 % des parties de 121. » (plain
    text): who deals is said of the player, the player's score comes first, and the game's
    length is always named."""
    if request.dealer:
        line = tr._(
            "You are the dealer, at {me} to {opponent}: you win {percent} of games to {target}."
        )
    else:
        line = tr._(
            "You are the pone, at {me} to {opponent}: you win {percent} of games to {target}."
        )
    return line.format(
        me=tr.number(request.me),
        opponent=tr.number(request.opponent),
        percent=percent_text(chance, tr),
        target=tr.number(request.target),
    )


def fadoq_line(threshold: int, tr: Translator) -> str:
    """Said under the chances of a player who plays the FADOQ rule: they are that rule's
    (plain text)."""
    return tr._(
        "These chances are for the FADOQ rule: from {threshold}, a go or the last card no "
        "longer pegs its point."
    ).format(threshold=tr.number(threshold))


def chance_text(
    request: Request, chance: float, tr: Translator, *, fadoq: int | None = None
) -> str:
    """The chat's answer to /odds (HTML); `fadoq`, the FADOQ rule's threshold when the chance
    is that rule's (`fadoq_line`)."""
    lines = [chance_line(request, chance, tr)]
    if fadoq is not None:
        lines.append(fadoq_line(fadoq, tr))
    return "\n".join(esc(line) for line in lines)


def game_text(request: Request, chance: float, tr: Translator, *, fadoq: int | None = None) -> str:
    """/odds alone during a game against the bot: that game's chances as its deal began, and
    how to ask for other scores (HTML)."""
    return "\n".join(
        [
            esc(tr._("Your game against me, as this deal began:")),
            chance_text(request, chance, tr, fadoq=fadoq),
            esc(tr._("For other scores: {example}")).format(
                example=code(other_scores(request, tr))
            ),
        ]
    )


def other_scores(request: Request, tr: Translator) -> str:
    """An /odds to try for another score, in the game's length (« /chances 95 110 » means
    nothing in a game of 61)."""
    return tr._("/odds 95 110") if request.target == DEFAULT_TARGET else tr._("/odds 40 50 61")


def error_text(error: RequestError) -> str:
    """The chat's answer to a request it cannot read (HTML)."""
    return esc(error.message)


def chance_json(request: Request, chance: float, *, fadoq: int | None = None) -> dict[str, object]:
    """`muggins odds --json`: the chance to win, the position it is for and the rule (the
    FADOQ rule's threshold, or null for the standard game)."""
    return {
        "win": round(chance, 4),
        "lose": round(1.0 - chance, 4),
        "me": request.me,
        "opponent": request.opponent,
        "dealer": request.dealer,
        "target": request.target,
        "fadoq": fadoq,
    }


# -- /help and the menu ------------------------------------------------------------------------


def menu_line(tr: Translator) -> str:
    """/odds in the menu."""
    return tr._("Your chances of winning at a score")


def help_lines(tr: Translator) -> list[str]:
    """/odds in /help (HTML)."""
    return [
        esc(tr._("/odds: your chances of winning at a score, for example {example}")).format(
            example=code(tr._("/odds 95 110"))
        ),
        esc(tr._("/odds alone, during a game against me: that game's chances")),
    ]
