"""What the Mini App's tests share: a signing client of the server, the page's form of a move,
a Kings game one move from its end."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import tornado.httpclient
import tornado.httpserver
import tornado.netutil

from bot.drills.kings_play import KingsMatch, Level, hint
from bot.drills.kings_rack import rack_order
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid, normal
from bot.storage import Question
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.webapp.auth import sign
from bot.webapp.server import INIT_DATA_HEADER, make_app
from tests.engine.kings_helpers import tile, tiles


@dataclass
class Page:
    """The server's address and a client that signs its calls as a given user."""

    base: str
    token: str

    def init_data(self, user_id: int, *, age: int = 0, lang: str = "fr") -> str:
        return sign(self.token, user_id, int(time.time()) - age, language_code=lang)

    async def call(
        self,
        path: str,
        body: dict[str, Any] | None = None,
        *,
        user_id: int | None = None,
        init_data: str | None = None,
    ) -> tuple[int, dict[str, Any]]:
        headers = {}
        if init_data is None and user_id is not None:
            init_data = self.init_data(user_id)
        if init_data is not None:
            headers[INIT_DATA_HEADER] = init_data
        request = tornado.httpclient.HTTPRequest(
            f"{self.base}/app/api/{path}",
            method="GET" if body is None else "POST",
            headers=headers,
            body=None if body is None else json.dumps(body),
        )
        client = tornado.httpclient.AsyncHTTPClient()
        response = await client.fetch(request, raise_error=False)
        return response.code, json.loads(response.body or b"{}")

    async def get(self, path: str) -> tornado.httpclient.HTTPResponse:
        client = tornado.httpclient.AsyncHTTPClient()
        return await client.fetch(f"{self.base}{path}", raise_error=False)


def best_body(match: KingsMatch, question: int) -> tuple[dict[str, Any], int]:
    """The best move of the rack as the page sends it (indices in the rack as the page shows
    it, `rack_order`; a 6 or 9 maybe turned), and its points."""
    best = hint(match)
    assert best is not None
    rack = rack_order(match.game.racks[0])  # as the page shows it
    used: set[int] = set()
    placements = []
    for p in best.move:
        index = next(i for i, t in enumerate(rack) if i not in used and normal(t) == normal(p.tile))
        used.add(index)
        turned = rack[index].rank != p.tile.rank
        placements.append({"tile": index, "row": p.row, "col": p.col, "turned": turned})
    return {"question": question, "placements": placements}, best.total


async def last_move_game(app: App, user: int) -> Question:
    """The player's Kings step with the bag empty: K by the lone 5 (I8, 15 for 2) keeps a Q, then
    the bot lays its last tile, a 10, and the game is over (final score: player -8, bot 4)."""
    game = KingsGame(Grid({(7, 7): tile("5")}, 15), (), (tuple(tiles("K Q")), tuple(tiles("10"))))
    question, _ = await app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    return question


@asynccontextmanager
async def serving(application: App) -> AsyncIterator[Page]:
    """The Mini App's server for `application` on a free port of this machine."""
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = tornado.httpserver.HTTPServer(make_app(application))
    server.add_sockets(sockets)
    port = sockets[0].getsockname()[1]
    try:
        yield Page(f"http://127.0.0.1:{port}", application.bot.token)
    finally:
        server.stop()
        await server.close_all_connections()
