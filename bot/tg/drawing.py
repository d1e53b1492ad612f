"""Pictures drawn off the event loop: `render` (a renderer's call) and `render_spec` (a
picture's description, `bot.pictures.specs`), each on a thread of its own
(`asyncio.to_thread`), one at a time (`DRAWING`: Pillow's font engine is not thread-safe).
The handlers' pictures (`bot.tg.handlers.pictures`) and the sender (`bot.tg.sender`, which
draws the photos queued as descriptions just before sending them) share them, and with them
the renderers' caches of drawn parts (fonts, card faces, boards)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Mapping
from functools import partial
from typing import Final, ParamSpec, TypeVar

from bot.pictures import specs

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


def _drawn(draw: Callable[[], T]) -> T:
    with DRAWING:
        return draw()
