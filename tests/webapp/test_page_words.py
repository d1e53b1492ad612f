"""The words sent with the state are the page's words: each one the page shows, none it does
not (a word nobody reads still costs a translation and a catalog entry)."""

from __future__ import annotations

import re

from bot.i18n import I18n
from bot.webapp.server import static_file
from bot.webapp.words import page_words


def keys_the_page_reads() -> set[str]:
    """The keys the page's scripts look up: `w("key")`, the number pads' two keys, the tabs'
    `w("tab_" + tab)` and `ui.words.key`."""
    js = "".join(static_file(name).decode() for name in ("app.js", "kings.js", "table.js"))
    keys = set(re.findall(r'\bw\("(\w+)"[,)]', js))
    pads = re.findall(r'numberPad\(function.*?\},\s*\d+,\s*"(\w+)",\s*"(\w+)"\)', js, re.S)
    assert pads, "the number pads' keys are found"
    for entry, send in pads:
        keys |= {entry, send}
    tabs = re.search(r'\[((?:"\w+",?\s*)+)\]\.map\(function \(tab\)', js)
    assert tabs is not None and 'w("tab_" + tab)' in js
    keys |= {f"tab_{tab}" for tab in re.findall(r'"(\w+)"', tabs[1])}
    keys |= set(re.findall(r"\bui\.words\.(\w+)", js))
    return keys


def test_every_word_sent_is_read_by_the_page() -> None:
    """Seen: « Board », « empty » and « chosen » were sent (and translated) but the page never
    showed them."""
    sent = set(page_words(I18n.load().translator("fr")))
    assert sorted(sent - keys_the_page_reads()) == []
    assert sorted(keys_the_page_reads() - sent) == []
