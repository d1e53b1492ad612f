"""`chatter_of`: what a text typed at a step says when it plays no move."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter, chatter_of


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("bonjour", Chatter.GREETING),
        ("Allô!", Chatter.GREETING),
        ("Bon matin", Chatter.GREETING),
        ("salut Muggins", Chatter.GREETING),
        ("hi", Chatter.GREETING),
        ("Good morning", Chatter.GREETING),
        ("merci beaucoup", Chatter.THANKS),
        ("Thank you!", Chatter.THANKS),
        ("go", Chatter.OTHER),
        ("ok", Chatter.OTHER),
        ("bonjour 5", None),
        ("piqe", None),
        ("5 de coeur", None),
        ("a", None),
        ("quinze 2", None),
        ("", None),
    ],
)
def test_chatter_of(text: str, kind: Chatter | None) -> None:
    assert chatter_of(text) is kind
