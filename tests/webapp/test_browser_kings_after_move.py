"""The Kings tab on a small phone with large text, just after the player's move: the scores,
the move counted and the bot's answer said, and the grid and the rack still within reach."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_kings_fit import TEXT
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles

WHERE = """var seen = window.MugginsTelegram.seenHeight();
var top = function (css) { return document.querySelector(css).getBoundingClientRect().top; };
return [seen, top("#scores"), top("#said"), top("#frame"),
  document.querySelector(".rack").getBoundingClientRect().bottom];"""
"""The height seen, the tops of the scores, of the move counted and of the grid, and the
rack's bottom, on the screen as it is."""
CLICK = """document.querySelector("button[data-cell='%s']").click();"""
WORDS = {
    "fr": ("Mon coup", "Horizontale A12-D12", "Voir le détail", "Cacher le détail"),
    "en": ("I played", "Across A12-D12", "See the details", "Hide the details"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_after_a_move_the_grid_and_the_rack_are_within_reach(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """At 320 px with the text at 130 % the player lays a K at I8 (quinze 2) and the bot
    answers with a carré down column A (42 points). The move counted, line by line, and the
    bot's, line by line, came above the grid: its top was some two screens below the scores,
    the rack three. The lines of each count (« • Horizontale A12-D12 : … ») now fold behind
    « Voir le détail » (tapped, they come back; « Cacher le détail » folds them):
    « Ai-je oublié des points? Criez Joker! » goes above the « Joker! » button, under the rack.
    The scores, « Votre coup », « Mon coup », their totals and the grid's top are on the
    screen, the rack one slide below."""
    bot_said, line, show, hide = WORDS[lang]
    user = 7_700 + (lang == "en")
    game = KingsGame(
        Grid({(7, 7): tile("5"), (11, 1): tile("5"), (11, 2): tile("5d"), (11, 3): tile("5")}),
        tuple(tiles("2 2 3 3 4 4 A A 7 7")),
        (tuple(tiles("K 9 9 9 9")), tuple(tiles("5d 8 8 8 8"))),
    )
    question, _ = await local_app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": TEXT % 26},
    )
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, user, lang))
    await browser.tap("button[data-tile='4']")  # the K: the rack shows 9 9 9 9 K, by rank
    await browser.run(browser.web.execute_script, CLICK % "I8")
    await browser.wait_for("#confirm:not([disabled])")
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    assert bot_said in await browser.text_reading("#app", bot_said)
    await browser.screenshot(f"kings-after-move-{lang}")
    seen, scores, said, grid, rack = await browser.run(browser.web.execute_script, WHERE)
    assert 0 <= scores < said < seen, (scores, said, seen)
    assert grid < seen, (grid, seen)  # was some 1230 px down, two screens
    assert rack < 2 * seen, (rack, seen)  # was some 1800 px down, three screens
    assert line not in await browser.text("#app")
    await browser.tap_text(show)
    assert line in await browser.text_reading("#app", line)
    await browser.tap_text(hide)
    await browser.wait_for("#details[aria-expanded='false']")
    assert line not in await browser.text("#app")


async def test_the_line_a_joker_caught_is_not_folded(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
) -> None:
    """The bot laid a K by the 5 (15 for 2) and said 0; « Joker! » on the page: under « Joker!
    Bien vu… » the line the bot left out stays in sight, not folded with a count's lines (the
    player sees what they caught), and nothing is left to unfold."""
    from tests.tg.test_kings_joker import plant_short_count

    user = 7_710
    await plant_short_count(local_app.bot_data.db, user)
    question = await local_app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    await browser.open(url(page, user))
    await browser.tap_text("Joker!")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    shown = [p.text for p in await browser.all("#said p")]  # (a no-break space reads as a space)
    assert shown == [
        "Joker! Bien vu : j'ai oublié 2 points, ils sont à vous.",
        "• Horizontale H8-I8 : 5 R — quinze 2",
    ]
    assert not await browser.all("#details")
