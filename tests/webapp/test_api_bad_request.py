"""What the page sends that the server cannot read (a body that is not JSON, a number that is
not one, a card that is no card): a 400 that says so in the player's language, with the game
as it stands, never an empty text that the page showed as « something went wrong on my side »,
the bot's fault."""

from __future__ import annotations

import json

import pytest
import tornado.httpclient
from webapp_helpers import Page

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local_driver import Driver
from bot.webapp.server import INIT_DATA_HEADER

UNREADABLE = {
    "fr": "Je n'ai pas pu lire ce que la page m'a envoyé\u00a0: fermez-la et rouvrez-la, "
    "puis réessayez.",
    "en": "I could not read what the page sent: close it and open it again, then try again.",
}
BODIES = [
    ("play/lay", b"not json"),
    ("play/lay", b"[1]"),
    ("play/lay", b"{}"),
    ("play/lay", json.dumps({"game": "x", "step": "y"}).encode()),
    ("play/count", json.dumps({"game": 1, "step": 1, "points": 1000}).encode()),
    ("play/begin", json.dumps({"target": 7, "level": "easy"}).encode()),
    ("kings/move", b"{}"),
    ("kings/pass", json.dumps({"question": "a"}).encode()),
    ("kings/begin", b"{" + b"1" * 20000 + b"}"),
]


async def _post(page: Page, path: str, body: bytes, user: int, lang: str) -> tuple[int, dict]:
    request = tornado.httpclient.HTTPRequest(
        f"{page.base}/app/api/{path}",
        method="POST",
        headers={INIT_DATA_HEADER: page.init_data(user, lang=lang)},
        body=body,
    )
    response = await tornado.httpclient.AsyncHTTPClient().fetch(request, raise_error=False)
    return response.code, json.loads(response.body)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_what_the_server_cannot_read_is_said_in_the_players_language(
    page: Page, driver: Driver, local_app: App, lang: str
) -> None:
    user = 870 if lang == "fr" else 871
    db: Database = local_app.bot_data.db
    await driver.send("/play 61 easy", user_id=user, language_code=lang)
    before = await db.table.active_table_game(user)
    assert before is not None
    for path, body in BODIES:
        code, answer = await _post(page, path, body, user, lang)
        assert (code, answer["error"], answer["text"]) == (400, "bad_request", UNREADABLE[lang])
        assert answer["state"]["play"]["game"]["step"] == before.step, path
    after = await db.table.active_table_game(user)
    assert after is not None and (after.step, after.state) == (before.step, before.state)


@pytest.mark.parametrize("path", ["kings/move", "kings/preview", "kings/hint", "kings/stop"])
async def test_a_kings_step_number_past_what_is_stored_is_unreadable_not_a_fault(
    page: Page, driver: Driver, local_app: App, caplog: pytest.LogCaptureFixture, path: str
) -> None:
    """A step number too large for the database (2**63) reached it: an OverflowError logged
    with its traceback, and « Désolé, quelque chose n'a pas fonctionné de mon côté »."""
    await driver.send("/kings play", user_id=872, language_code="en")
    db: Database = local_app.bot_data.db
    before = await db.questions.pending_question(872, 872)
    assert before is not None
    body = {"question": 2**63, "placements": [{"tile": 0, "row": 7, "col": 7}]}
    code, answer = await _post(page, path, json.dumps(body).encode(), 872, "en")
    assert (code, answer["error"], answer["text"]) == (400, "bad_request", UNREADABLE["en"])
    assert answer["state"]["kings"]["game"]["question"] == before.id
    assert not [r for r in caplog.records if r.levelname == "ERROR"], caplog.text
    after = await db.questions.pending_question(872, 872)
    assert after is not None and (after.id, after.state) == (before.id, before.state)
