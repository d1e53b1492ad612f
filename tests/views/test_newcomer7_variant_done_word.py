"""« /variante standard » confirmed « C'est fait : vous jouez la variante Standard. », a capital
in the middle of the sentence (French writes « la variante standard »; the button and the title
keep their capital, FADOQ is an acronym everywhere)."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import FADOQ_NAME, STANDARD_NAME
from bot.i18n import I18n
from bot.views.variant import done_text, variant_button


@pytest.mark.parametrize(
    ("lang", "name", "said"),
    [
        ("fr", STANDARD_NAME, "vous jouez la variante <b>standard</b>."),
        ("en", STANDARD_NAME, "you play the <b>standard</b> variant."),
        ("fr", FADOQ_NAME, "vous jouez la variante <b>FADOQ</b>."),
        ("en", FADOQ_NAME, "you play the <b>FADOQ</b> variant."),
    ],
)
def test_the_variant_is_named_as_a_sentence_names_it(lang: str, name: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    assert said in done_text(name, tr).split("\n")[0]
    assert variant_button(name, "", tr)[:1].isupper()
