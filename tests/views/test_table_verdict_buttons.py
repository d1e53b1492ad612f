"""/play, at the bot's count: the question said « Acceptez-le, ou criez « Muggins! » » while
the buttons under it read « ✓ Exact » and « Muggins! » (on the Mini App's page « Exact » and
« Muggins! »): no button said « accepter ». The question now names both buttons by their words."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views import table_replies, table_show
from bot.webapp.words import page_words

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Mon compte est-il bon? Touchez «\u00a0Exact\u00a0», ou «\u00a0Muggins!\u00a0» "
            "si j'ai oublié des points.",
        ),
        ("en", "Is my count right? Tap “Right”, or “Muggins!” if I missed points."),
    ],
)
def test_the_question_at_the_bots_count_names_its_buttons(lang: str, line: str) -> None:
    tr = I18N.translator(lang)
    [said] = [html_to_text(text) for text in table_show.verdict_question_lines(tr)]
    assert said == line
    page = page_words(tr)
    for label in (
        table_replies.right_button(tr),
        table_replies.muggins_button(tr),
        page["right"],
        page["muggins"],
    ):
        quoted = f"«\u00a0{label}\u00a0»" if lang == "fr" else f"“{label}”"
        assert quoted in said, (label, said)
