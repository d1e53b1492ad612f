"""/variante said « Pour changer » on two lines and « Pour en changer » on the third, and
« /variante muggins non » confirmed without the « C'est fait » the other changes begin with:
one way everywhere."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import Muggins, Over, Rules, ShortGame
from bot.i18n import I18n
from bot.views.variant import choice_text, menu_lines

I18N = I18n.load()


@pytest.mark.parametrize(("lang", "words"), [("fr", "Pour changer"), ("en", "To change it")])
@pytest.mark.parametrize("variant", ["standard", "fadoq"])
def test_every_setting_says_how_to_change_it_alike(lang: str, words: str, variant: str) -> None:
    rules = Rules(variant, True, "from_end", False)
    lines = menu_lines(rules, I18N.translator(lang))
    settings = lines[-(3 if variant == "fadoq" else 2) :]
    assert all(f"{words}\u00a0:" in s or f"{words}:" in s for s in settings), settings


@pytest.mark.parametrize(("lang", "done"), [("fr", "C'est fait."), ("en", "Done.")])
@pytest.mark.parametrize(
    "choice", [Muggins(False), Muggins(True), Over(True), Over(False), ShortGame("off")]
)
def test_every_change_begins_with_done(lang: str, done: str, choice: object) -> None:
    text = choice_text(
        choice,  # type: ignore[arg-type]
        I18N.translator(lang),
        short_game="from_end",
        over_to_opponent=False,
        muggins=True,
    )
    assert text.startswith(done), text
