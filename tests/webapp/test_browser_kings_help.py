"""The Kings tab on a small phone with large text, once the player has made a move: the grid
on the first screen, the how-to folded behind « ? Aide »."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_kings_fit import TEXT
from webapp_helpers import Page, best_body

from bot.drills.kings_play import KingsMatch
from bot.tg.context import App
from bot.tg.local_driver import Driver

ABOVE = """var frame = document.getElementById("frame").getBoundingClientRect();
var lines = document.querySelectorAll(".box.lines");
return frame.top - lines[lines.length - 1].getBoundingClientRect().bottom;"""
"""The room between the bot's move (the last lines above the grid) and the grid's top."""

WORDS = {
    "fr": ("/rois partie", "? Aide", "Cacher l'aide", "Touchez un de vos jetons"),
    "en": ("/kings play", "? Help", "Hide the help", "Tap one of your tiles"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_how_to_folds_away_after_the_first_move_and_the_grid_is_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """At 320 px with the text at 130 % the heading, the scores, the bot's move, « Touchez un
    de vos jetons… » and « Dans les décomptes, un * … » came above the grid, which began
    below the first screen at every step, some 390 px of them between the bot's move and the
    grid. After the player's first move they fold away behind « ? Aide » on the zoom's row
    (tapped, they come back, « Cacher l'aide » folds them): the zoom's row alone is left."""
    start, show, hide, how = WORDS[lang]
    user = 9_820 if lang == "fr" else 9_821
    db = local_app.bot_data.db
    await driver.send(start, user_id=user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    assert (await page.call("kings/move", body, user_id=user))[0] == 200
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": TEXT % 26},
    )
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, user, lang))
    await browser.wait_for("#frame")
    await browser.screenshot(f"kings-help-folded-{lang}")
    room = await browser.run(browser.web.execute_script, ABOVE)
    assert room < 120, room  # the zoom's row alone (with the how-to and the * note: 500 px)
    assert not await browser.all("#how-kings") and not await browser.all("#dark-mark")
    assert await browser.text("#help-kings") == show
    await browser.tap("#help-kings")
    assert (await browser.text("#how-kings")).startswith(how)
    assert "*" in await browser.text("#dark-mark")
    assert await browser.text("#help-kings") == hide
    await browser.tap("#help-kings")
    assert not await browser.all("#how-kings")
