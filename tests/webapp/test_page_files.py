"""The page's files: Telegram's part (ready, expand, the height seen, the safe areas) in a file
of its own, `telegram.js`, loaded before the page that uses it."""

from __future__ import annotations

from webapp_helpers import Page

from bot.webapp.server import static_file

TELEGRAM_CALLS = (
    "web_app_ready",
    "web_app_expand",
    "web_app_request_viewport",
    "web_app_request_safe_area",
    "TelegramWebviewProxy",
    "viewport_changed",
    "--tg-safe-area-inset-",
)


async def test_telegram_s_part_of_the_page_is_a_file_of_its_own(page: Page) -> None:
    """app.js held the page, its calls, the Kings grid and Telegram's sheet, some 670 lines;
    what speaks to Telegram is now telegram.js, served with the page's headers and loaded
    first (app.js calls it once the page is loaded), app.js keeping none of it."""
    html = (await page.get("/app/")).body.decode()
    scripts = [line for line in html.splitlines() if "<script" in line]
    assert scripts == [
        '<script src="telegram.js" defer></script>',
        '<script src="app.js" defer></script>',
        '<script src="kings.js" defer></script>',
        '<script src="table.js" defer></script>',
    ]
    response = await page.get("/app/telegram.js")
    assert response.code == 200
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    telegram, app = static_file("telegram.js").decode(), static_file("app.js").decode()
    for call in TELEGRAM_CALLS:
        assert call in telegram and call not in app, call
    assert "MugginsTelegram.join()" in app


KINGS_PARTS = (
    "function kingsView",
    "function kingsGrid",
    "function kingsRack",
    "kings/move",
    "kings/stop",
)


async def test_the_kings_grid_is_a_file_of_its_own(page: Page) -> None:
    """app.js held the page and the whole Kings game (grid, rack, preview, hint, stop), 683
    lines; the Kings game is now kings.js, served with the page's headers and loaded after
    app.js (whose helpers it draws with), app.js keeping none of it."""
    response = await page.get("/app/kings.js")
    assert response.code == 200
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    kings, app = static_file("kings.js").decode(), static_file("app.js").decode()
    for part in KINGS_PARTS:
        assert part in kings and part not in app, part
    assert "M.kingsView()" in app and "M.kingsView = kingsView" in kings
