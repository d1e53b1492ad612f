"""docs/odds.md quoted /odds' FADOQ line as « Ces chances suivent la règle FADOQ : ni go ni
dernière carte à partir de 116. », a sentence the bot never says (« … : à partir de 116, le go
et la dernière carte ne rapportent plus de point. »): the page quotes the bot's own words."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import I18n
from bot.views.odds import fadoq_line

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "odds.md").read_text()


def test_the_fadoq_line_is_quoted_as_the_bot_says_it() -> None:
    said = fadoq_line(116, I18n.load().translator("fr")).replace("\u00a0", " ")
    quoted = [
        q.replace("\u00a0", " ")
        for q in re.findall(r"« (Ces chances[^»]*) »", " ".join(PAGE.split()))
    ]
    assert quoted, "the page quotes the line"
    assert all(q == said for q in quoted), (quoted, said)
