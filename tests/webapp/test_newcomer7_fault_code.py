"""A fault before the API reads the request (a 500 that Tornado answers through
`ApiHandler.write_error`) was labelled "bad_request", the code of a page that sent what the
server cannot read, under « something went wrong on my side »: the page could not tell the
bot's fault from its own. A fault is "server" now; a method the API does not take (405)
stays "bad_request"."""

from __future__ import annotations

import json

import pytest
import tornado.httpclient
from webapp_helpers import Page

from bot.tg.context import App
from bot.webapp import server, words
from bot.webapp.errors import fault_code
from bot.webapp.server import INIT_DATA_HEADER


async def test_a_fault_before_the_call_is_the_servers(
    page: Page, local_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> None:
        raise RuntimeError("the disk went away")

    monkeypatch.setattr(server, "verify", broken)
    request = tornado.httpclient.HTTPRequest(
        f"{page.base}/app/api/state", headers={INIT_DATA_HEADER: page.init_data(880, lang="fr")}
    )
    response = await tornado.httpclient.AsyncHTTPClient().fetch(request, raise_error=False)
    answer = json.loads(response.body)
    assert response.code == 500
    assert answer["error"] == "server", answer
    assert answer["text"] == words.went_wrong(server.default_words(local_app)), answer


async def test_a_method_the_api_does_not_take_stays_a_bad_request(page: Page) -> None:
    request = tornado.httpclient.HTTPRequest(f"{page.base}/app/api/state", method="DELETE")
    response = await tornado.httpclient.AsyncHTTPClient().fetch(request, raise_error=False)
    assert response.code == 405
    assert json.loads(response.body)["error"] == "bad_request"


@pytest.mark.parametrize(
    ("status", "code"),
    [(500, "server"), (503, "server"), (405, "bad_request"), (400, "bad_request")],
)
def test_the_code_of_a_status(status: int, code: str) -> None:
    assert fault_code(status) == code
