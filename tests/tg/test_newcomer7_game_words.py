"""« /aide skunk » (« /aide go », « /aide donneur », « /aide nobs », "/help skunk") answered
« Il n'y a pas de commande /skunk », a slash she never typed, over the list of commands. A word
of the game now gets a short explanation of the term in the player's language, with the club's
words (the glossary's: donneur, receveur, carte de départ, « un pour le valet »); a word that
is neither a command nor a word of the game is named as typed, then the commands."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from bot.views import commands as words
from bot.views.guide import GAME_WORDS, game_word, game_word_lines

TERMS = [
    ("fr", "/aide skunk", "Skunk", "90 points ou moins"),
    ("en", "/help skunk", "Skunk", "90 points or less"),
    ("fr", "/aide double skunk", "Skunk", "quatre parties"),
    ("fr", "/aide go", "Go", "un point pour le go"),
    ("en", "/help go", "Go", "one point for the go"),
    ("fr", "/aide donneur", "Donneur", "Le crib est à lui"),
    ("en", "/help dealer", "Dealer", "The crib is theirs"),
    ("fr", "/aide receveur", "Receveur", "L'adversaire du donneur"),
    ("en", "/help pone", "Pone", "The dealer's opponent"),
    ("fr", "/aide nobs", "Un pour le valet", "vaut un point"),
    ("en", "/help his nobs", "One for his nobs", "worth one point"),
    ("fr", "/aide talon", "Deux pour le valet", "deux points au donneur"),
    ("en", "/help heels", "Two for his heels", "two points at once"),
    ("fr", "/aide carte de départ", "Carte de départ", "cinquième carte"),
    ("en", "/help starter", "Starter", "fifth card"),
    ("fr", "/aide dernière carte", "Dernière carte", "marque un point"),
    ("en", "/help last card", "Last card", "scores one point"),
    ("fr", "/aide Brelan", "Paires", "un brelan"),
    ("en", "/help pairs", "Pairs", "pair royal"),
    ("fr", "/aide suite", "Suites", "D-R-A"),
    ("en", "/help run", "Runs", "Q-K-A"),
    ("fr", "/aide flush", "Flush", "5 points"),
    ("en", "/help flush", "Flush", "5 points"),
    ("fr", "/aide 31", "31", "exactement 31"),
    ("en", "/help thirty-one", "Thirty-one", "31 exactly"),
    ("fr", "/aide 19?", "19", "le maximum est 29"),
    ("en", "/help nineteen", "Nineteen", "the most is 29"),
    ("fr", "/aide skunk svp", "Skunk", "deux parties"),
    ("en", "/help go", "Go", "from 116"),
]


@pytest.mark.parametrize(("lang", "typed", "title", "said"), TERMS)
async def test_a_word_of_the_game_is_explained(
    bot_driver: Driver, lang: str, typed: str, title: str, said: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_771, language_code=lang))
    assert len(sent) == 1, sent
    assert sent[0].startswith(f"<b>{title}</b>\n"), sent[0]
    text = html_to_text(sent[0])
    assert said in text, text
    assert "commande" not in text.split("\n")[1] and "/skunk" not in text, text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/aide bonjour", "Je ne connais ni commande ni mot du jeu «\u00a0bonjour\u00a0»."),
        ("en", "/help hello", "I know no command or word of the game “hello”."),
        ("fr", "/aide /truc", "Je ne connais ni commande ni mot du jeu «\u00a0/truc\u00a0»."),
    ],
)
async def test_an_unknown_word_is_named_as_typed_then_the_commands(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_772, language_code=lang))
    first, _, rest = html_to_text(text).partition("\n\n")
    assert first.startswith(said), first
    tr = I18n.load().translator(lang)
    assert rest == html_to_text(words.help_short(tr)), rest


def test_every_term_has_its_words_and_lines_in_both_languages() -> None:
    i18n = I18n.load()
    for term in set(GAME_WORDS.values()):
        shown = {lang: game_word_lines(term, i18n.translator(lang)) for lang in ("fr", "en")}
        assert all(len(lines) >= 2 for lines in shown.values()), term
        if term not in {"skunk", "flush", "go"}:  # the same word in both (the club says it)
            assert shown["fr"] != shown["en"], term
    assert game_word(["Dernière", "carte"]) == "last" and game_word(["go?"]) is None
