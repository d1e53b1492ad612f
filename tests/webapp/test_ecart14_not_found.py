"""A path the Mini App's server does not know answered tornado's « 404: Not Found » page, in
English to a French member (the API's unknown call with no text at all, which the page then
showed as « something went wrong on my side »): every unknown path is answered in the
members' language, as the other refusals are, the page's in the bot's default language (no
initData comes with a page's address), the API's in the player's."""

from __future__ import annotations

import pytest
import tornado.httpclient
from webapp_helpers import Page

from bot.webapp.server import INIT_DATA_HEADER

GONE_FR = "Cette page n'existe pas. Ouvrez la table depuis la conversation du robot dans Telegram."


@pytest.mark.parametrize("path", ["/app/secret.py", "/app/nope", "/app/app.jss", "/app/x/y"])
async def test_an_unknown_page_is_said_in_french(page: Page, path: str) -> None:
    response = await page.get(path)
    assert response.code == 404
    assert response.headers["Content-Type"].startswith("text/html")
    assert "default-src 'none'" in response.headers["Content-Security-Policy"]
    html = response.body.decode()
    assert '<html lang="fr">' in html and GONE_FR in html, html
    assert "Not Found" not in html


async def test_anywhere_else_on_the_mini_apps_own_server_too(page: Page) -> None:
    response = await page.get("/favicon.ico")
    assert response.code == 404 and GONE_FR in response.body.decode()


async def test_a_page_address_posted_to_is_said_in_french(page: Page) -> None:
    client = tornado.httpclient.AsyncHTTPClient()
    response = await client.fetch(f"{page.base}/app/", method="POST", body="", raise_error=False)
    assert response.code == 405
    assert GONE_FR in response.body.decode() and "Method Not Allowed" not in response.body.decode()


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Je n'ai pas pu lire"), ("en", "I could not read")]
)
async def test_an_unknown_call_is_said_in_the_players_language(
    page: Page, lang: str, said: str
) -> None:
    for body in (None, {}):
        code, answer = await page.call("kings/nope", body, init_data=page.init_data(851, lang=lang))
        assert code == 404 and answer["error"] == "not_found", answer
        assert answer["text"].startswith(said), answer
        assert "state" in answer  # the page shows the games as they are


async def test_an_unknown_call_without_init_data_is_refused_in_french(page: Page) -> None:
    code, answer = await page.call("nope", {})
    assert code == 401
    assert answer["text"] == "Ouvrez cette page depuis la conversation du robot dans Telegram."


async def test_an_api_method_it_does_not_take_is_said_in_french(page: Page) -> None:
    client = tornado.httpclient.AsyncHTTPClient()
    response = await client.fetch(
        f"{page.base}/app/api/state",
        method="PUT",
        body="{}",
        headers={INIT_DATA_HEADER: page.init_data(852)},
        raise_error=False,
    )
    assert response.code == 405
    assert "Method Not Allowed" not in response.body.decode()
    assert "Je n'ai pas pu lire" in response.body.decode()
