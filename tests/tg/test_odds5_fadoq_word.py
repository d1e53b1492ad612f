"""« /chances 118 118 fadoq », typed by a member of a FADOQ club who plays the standard game
here (or wants the rule's chances for a game at the club), was answered « Je ne comprends pas
« fadoq » » and the usage: `muggins odds` has `--fadoq`, the chat had no way to ask. Now the
word (« règle fadoq », "FADOQ rule") gives the rule's chances, said to be the rule's."""

from __future__ import annotations

import pytest

from bot.content_odds import shipped_odds
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

NBSP = "\u00a0"
NNBSP = "\u202f"


def one_text(calls: list[object]) -> str:
    sent = texts(calls)  # type: ignore[arg-type]
    assert len(sent) == 1, sent
    return html_to_text(sent[0]).replace(NNBSP, NBSP)


@pytest.mark.parametrize(
    ("lang", "typed", "me", "opponent", "dealer", "target", "threshold"),
    [
        ("fr", "/chances 118 118 fadoq", 118, 118, True, 121, 116),
        ("fr", "/chances 118 118 receveur, règle FADOQ", 118, 118, False, 121, 116),
        ("fr", "/chances 58 57 61 fadoq", 58, 57, True, 61, 56),
        ("en", "/odds 118 118 FADOQ rule", 118, 118, True, 121, 116),
    ],
)
async def test_the_word_fadoq_gives_the_rule_s_chances(
    bot_driver: Driver,
    lang: str,
    typed: str,
    me: int,
    opponent: int,
    dealer: bool,
    target: int,
    threshold: int,
) -> None:
    text = one_text(await bot_driver.send(typed, user_id=9_560, language_code=lang))
    chance = shipped_odds().chance(me, opponent, dealer=dealer, target=target, fadoq=threshold)
    percent = f"{round(chance * 100)}{NBSP}%" if lang == "fr" else f"{round(chance * 100)}%"
    first, *rest = text.split("\n")
    role = {("fr", True): "donneur", ("fr", False): "receveur", ("en", True): "the dealer"}
    assert role[lang, dealer] in first, text
    assert f" {percent} " in first, text
    rule = "règle FADOQ" if lang == "fr" else "FADOQ rule"
    assert len(rest) == 1, text
    assert rule in rest[0], text
    assert str(threshold) in rest[0], text


async def test_a_standard_answer_still_says_no_rule(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send("/chances 118 118", user_id=9_561, language_code="fr"))
    assert "\n" not in text, text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/chances aide", "Ajoutez fadoq pour les chances de la règle FADOQ"),
        ("en", "/odds help", "Add fadoq for the chances under the FADOQ rule"),
    ],
)
async def test_the_help_says_the_word(bot_driver: Driver, lang: str, typed: str, said: str) -> None:
    """« /chances aide » said nothing of the word: a member could not find it."""
    text = one_text(await bot_driver.send(typed, user_id=9_562, language_code=lang))
    assert said in text, text
