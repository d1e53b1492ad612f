"""Why the cards of `/ecart <cards> [role]` do not read (`unread_text`), and the word its
reply asks about (`asked_typo`): a card word misspelt (« carro »: « carreau »), as /score asks,
or a role word (« doneur »: « donneur », wherever it is said after the cards: « je suis le
doneur »), which « oui » typed next puts in the line (`bot.tg.handlers.card_meant`).
The same question answers a role misspelt under « Qui donne? » (`role_typo_text`)."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Final, NamedTuple

from bot.drills.ecart import DEAL_SIZES
from bot.drills.ecart_args import ROLE_PUNCTUATION
from bot.engine.card_parsing import CardError, CardErrorReason, unaccented
from bot.i18n import Translator, card_input
from bot.views.ecart import lookup_example, words_after_line
from bot.views.markup import esc
from bot.views.score_args import words_after

ROLE_NAMES: Final = {"fr": ("donneur", "receveur"), "en": ("dealer", "pone")}
"""The role words /ecart's example teaches, in each language: a word near one is that role
misspelt (« doneur »), not a card."""
TOKEN_SHOWN: Final = 24
"""At most this many characters of the misspelt word are repeated, as for a card."""


class Typo(NamedTuple):
    """A word typed (`token`, as typed) and the word it was meant to be (`word`); `role`: a
    role word (« donneur »), else a card word (« carreau »)."""

    token: str
    word: str
    role: bool


def role_meant(token: str, lang: str) -> str | None:
    """The role word a typed word that is none was meant to be (« doneur » -> « donneur »,
    « Receveu, » -> « receveur »); None when it is near none (or a role word itself)."""
    word = unaccented(token.strip().strip(ROLE_PUNCTUATION).casefold())
    names = ROLE_NAMES.get(lang, ())
    if len(word) < 4 or not word.isalpha() or word in names:
        return None
    near = difflib.get_close_matches(word, names, n=1, cutoff=0.75)
    return near[0] if near else None


def role_typo(words: Sequence[str], tr: Translator) -> Typo | None:
    """The first of `words` that is a role word misspelt (« je suis le doneur »: « doneur »,
    meant « donneur »), None when none is."""
    for word in words:
        meant = role_meant(word, tr.lang)
        if meant is not None:
            return Typo(word.strip(ROLE_PUNCTUATION), meant, role=True)
    return None


def asked_typo(error: CardError, tr: Translator, cards: str = "") -> Typo | None:
    """The word `unread_text` asks about: a role word misspelt where the cards stop
    (« doneur ») or among the words after them (« je suis le doneur »), else a card word
    misspelt (« carro »: « carreau »); None when it asks nothing (« … 3P merci »)."""
    token = error.token.strip()
    meant = role_meant(token, tr.lang) if error.reason is CardErrorReason.UNKNOWN_RANK else None
    if meant is not None:
        return Typo(token, meant, role=True)
    after = words_after(cards, tr.lang, DEAL_SIZES)
    if after is not None:
        return role_typo(after[1].split(), tr)
    near = card_input.meant_word(error, tr)
    return None if near is None else Typo(token, near, role=False)


def role_typo_line(typo: Typo, tr: Translator) -> str:
    """« Mot inconnu « doneur » : vouliez-vous dire « donneur »? » (HTML): a role word is no
    card, but it is asked about as a card word misspelt is."""
    shown = typo.token if len(typo.token) <= TOKEN_SHOWN else typo.token[: TOKEN_SHOWN - 1] + "…"
    said = tr._("Unknown word “{token}”: did you mean “{word}”?")
    return esc(said.format(token=shown, word=typo.word))


def unread_text(error: CardError, tr: Translator, cards: str = "") -> str:
    """`/ecart <cards>` with cards that do not read: why (a role word misspelt named, words
    after the five or six `cards` as typed that are no card: « … 3P donneur merci »), and an
    example (HTML)."""
    example = esc(tr._("For example: {example}")).format(example=lookup_example(tr))
    typo = asked_typo(error, tr, cards)
    if typo is not None and typo.role:
        return role_typo_line(typo, tr) + "\n" + example
    after = words_after(cards, tr.lang, DEAL_SIZES)
    if after is not None:
        return words_after_line(*after, tr) + "\n" + example
    return card_input.card_error(error, tr) + "\n" + example
