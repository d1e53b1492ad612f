"""The players' guide wrote the over-count law's command « /variant over acc », where /variant
itself tells an English player « To change it: /variant over opponent. » (« acc » named
nothing they had read, tests/views/test_daily5_variant_over_word.py): the guide now writes
the words the bot says, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import I18n
from bot.views.variant import over_law_line

GUIDE = (Path(__file__).resolve().parents[2] / "docs" / "guide.md").read_text()
I18N = I18n.load()


def told(lang: str) -> str:
    """The command /variant's menu tells to give a count too high to the opponent."""
    found = re.search(r"<code>([^<]+)</code>", over_law_line(False, I18N.translator(lang)))
    assert found is not None
    return found.group(1)


def test_the_guide_writes_the_over_count_command_as_the_bot_tells_it() -> None:
    for lang in ("en", "fr"):
        assert f"`{told(lang)}`" in GUIDE, told(lang)
    assert "`/variant over acc`" not in GUIDE
