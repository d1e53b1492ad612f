"""With nothing asked, `replies.nothing_pending` (now `chatter.chatter_with_nothing_asked`)
said back a greeting, an evening greeting and a goodbye with its own copy of three of
`chatter.said_back`'s words, and thanks
(« merci ») got « Je réponds aux comptes et aux commandes… » where a count waiting greets back
« De rien! »: the words said back are `said_back`'s, thanks included (said alone, as a
goodbye: the talk is over)."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter
from bot.i18n import I18n, Translator
from bot.views.chatter import chatter_with_nothing_asked, said_back
from bot.views.markup import esc
from bot.views.replies import nothing_pending

GENERAL = {
    "fr": "Je réponds aux comptes et aux commandes : /main vous donne une main, /aide explique"
    " le reste.",
    "en": "I answer counts and commands: /hand deals you a hand, /help explains the rest.",
}


def translator(lang: str) -> Translator:
    return I18n.load().translator(lang)


def shown(chatter: Chatter | None, lang: str) -> str:
    tr = translator(lang)
    said = (
        nothing_pending(reads_as_count=False, tr=tr)
        if chatter is None
        else chatter_with_nothing_asked(chatter, tr)
    )
    return said.replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("lang", "chatter", "expected"),
    [
        ("fr", Chatter.THANKS, "De rien!"),
        ("en", Chatter.THANKS, "You're welcome!"),
        ("fr", Chatter.GOODNIGHT, "À bientôt!"),
        ("en", Chatter.GOODNIGHT, "See you soon!"),
        ("fr", Chatter.GREETING, "Bonjour! " + GENERAL["fr"]),
        ("en", Chatter.EVENING, "Good evening! " + GENERAL["en"]),
        ("fr", None, GENERAL["fr"]),
        ("fr", Chatter.OTHER, GENERAL["fr"]),
    ],
)
def test_what_the_player_sees(lang: str, chatter: Chatter | None, expected: str) -> None:
    assert shown(chatter, lang) == esc(expected)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("chatter", list(Chatter))
def test_the_words_said_back_are_said_backs(lang: str, chatter: Chatter) -> None:
    back = said_back(chatter, translator(lang))
    said = shown(chatter, lang)
    if back is None:
        assert said == esc(GENERAL[lang])
    else:
        assert said.startswith(esc(back)), said
