"""Pictures drawn off the event loop: `render` (a renderer's call) and `render_spec` (a
picture's description, `bot.pictures.specs`), each on a thread of its own
(`asyncio.to_thread`), one at a time (`DRAWING`: Pillow's font engine is not thread-safe);
`render_document`, a night's printable sheets (`/soiree feuilles`) from their description.
The handlers' pictures (`bot.tg.pictures`) and the sender (`bot.tg.sender`, which
draws the photos queued as descriptions just before sending them) share them, and with them
the renderers' caches of drawn parts (fonts, card faces, boards)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Mapping
from functools import partial
from typing import Final, ParamSpec, TypeVar

from bot.i18n import I18n
from bot.pictures import specs
from bot.views import night_sheets

P = ParamSpec("P")
T = TypeVar("T")

DRAWING: Final = threading.Lock()
"""Held while a picture is drawn: Pillow's font engine is used by one thread at a time."""


async def render(draw: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """`draw(*args, **kwargs)` drawn off the event loop, on a thread (`asyncio.to_thread`)."""
    return await asyncio.to_thread(_drawn, partial(draw, *args, **kwargs))


async def render_spec(spec: Mapping[str, object]) -> bytes:
    """The PNG of a picture's description, drawn off the event loop (`specs.draw`: a
    `ValueError` for a description it cannot read)."""
    return await render(specs.draw, spec)


NIGHT_SHEETS: Final = "night_sheets"
"""The kind of a document's description: a club night's sheets (`night_sheets.sheets_json`)."""


def night_sheets_spec(sheets: dict[str, object], lang: str) -> dict[str, object]:
    """The description of a night's PDF: its sheets (JSON) and the language of its words."""
    return {"kind": NIGHT_SHEETS, "lang": lang, "sheets": sheets}


async def render_document(spec: Mapping[str, object], i18n: I18n) -> bytes:
    """The PDF a document's description describes, drawn on a thread (seconds for a big
    night); `ValueError`, `KeyError` or `TypeError` for a description it cannot read."""
    sheets = spec.get("sheets")
    if spec.get("kind") != NIGHT_SHEETS or not isinstance(sheets, dict):
        raise ValueError(f"no document of kind {spec.get('kind')!r}")
    tr = i18n.translator(str(spec["lang"]))
    return await asyncio.to_thread(
        night_sheets.night_pdf, night_sheets.sheets_from_json(sheets), tr
    )


def _drawn(draw: Callable[[], T]) -> T:
    with DRAWING:
        return draw()
