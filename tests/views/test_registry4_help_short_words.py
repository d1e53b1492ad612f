"""/aide's short help described two commands alike: « /quiz : les règles » under S'exercer and
« /variante : les règles (standard ou FADOQ) » under Jouer; a member who wants the rules could
not tell which one to type. Each command's words are now its own: « /quiz : des questions sur
les règles »."""

from __future__ import annotations

import re

import pytest

from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.commands import help_short


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("in_group", [False, True])
def test_no_two_commands_of_the_short_help_are_described_alike(lang: str, in_group: bool) -> None:
    text = html_to_text(help_short(I18n.load().translator(lang), in_group=in_group))
    said: dict[str, str] = {}
    for line in text.splitlines():
        for part in line.split(" · "):
            found = re.match(r"^/(\w+)\s?: (.+?)(?: \(.*\))?$", part)
            if found is None:
                continue
            command, words = found.groups()
            assert words not in said.values(), (command, words, said)
            said[command] = words
    assert "quiz" in said and ("variant" in said or "variante" in said)
