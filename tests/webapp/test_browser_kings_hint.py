"""The Mini App's Kings tab has the chat's « Hint »: a good move said and placed on the grid."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page, best_body

from bot.drills.kings_play import KingsMatch, Level, hint
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.local import Driver
from bot.views.kings_play import hint_lines
from tests.engine.kings_helpers import tile, tiles

BUTTON = {"fr": "Indice : un bon coup", "en": "Hint: a good move"}
"""As the page reads (the browser gives a no-break space as a space)."""


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_hint_on_the_page_places_the_good_move_to_play(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """The chat's step has « Indice » (« Un bon coup : D8 R, E8 5*… pour 28 points. »); the
    page had none, and a player stuck on the grid had to go back to the chat and read cell
    names there. The page now has it: the same words, the tiles placed on the grid, worth
    the same points, played with « Jouer ce coup »."""
    user = 934 if lang == "fr" else 935
    db = local_app.bot_data.db
    await driver.send("/kings play", user_id=user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    said = hint_lines(hint(match), match.game.rack(), local_app.bot_data.i18n.translator(lang))
    _, points = best_body(match, question.id)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    assert await browser.text("#hint-button") == BUTTON[lang]
    await browser.tap("#hint-button")
    await browser.wait_for("#tip p")
    shown = [p.text for p in await browser.all("#tip p")]
    assert shown == [line.replace("\u00a0", " ") for line in said], shown
    await browser.wait_for("#confirm:not([disabled])")
    placed = await browser.all("#frame button.tile.mine")
    assert len(placed) == len(hint(match).move)  # type: ignore[union-attr]
    await browser.screenshot(f"kings-hint-{lang}")
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    after = await db.questions.pending_question(user, user)
    assert after is not None and after.id != question.id
    assert KingsMatch.from_dict(dict(after.deal)).game.scores[0] == points


@pytest.mark.parametrize(
    ("bag", "line"),
    [
        # kings20: as the step says it (was « … passez (et changez des jetons s'il en reste
        # dans le sac). », another wording of it).
        (
            "3 4",
            "Vous n'avez aucun coup permis\u00a0: passez, en gardant vos jetons ou en les "
            "changeant contre des jetons du sac.",
        ),
        # Nothing left to change: the step says only to pass.
        ("", "Vous n'avez aucun coup permis et le sac est vide\u00a0: passez."),
    ],
    ids=["bag", "empty-bag"],
)
async def test_the_hint_with_no_move_says_to_pass_and_places_nothing(
    page: Page, local_app: App, bag: str, line: str
) -> None:
    """Neither a 10 nor a K scores next to the lone 2: the page's hint says to pass, as the
    chat's does (offering to change tiles only while the bag has some), places nothing, and
    the step is left as it was (nothing played)."""
    game = KingsGame(
        Grid({(7, 7): tile("2")}, 15),
        tuple(tiles(bag)),
        (tuple(tiles("10")), tuple(tiles("K"))),
    )
    db = local_app.bot_data.db
    question, _ = await db.questions.replace_question(
        user_id=936,
        chat_id=936,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    code, answer = await page.call("kings/hint", {"question": question.id}, user_id=936)
    assert code == 200, answer
    assert answer["placements"] == []
    assert answer["lines"] == [line]
    still = await db.questions.get_question(question.id)
    assert still is not None and still.state == "pending"


ALL_IN_SIGHT = """var frame = document.getElementById("frame"), box = frame.getBoundingClientRect();
var left = frame.querySelector("tbody th").getBoundingClientRect().right;
var top = frame.querySelector("thead th").getBoundingClientRect().bottom;
var right = box.left + frame.clientLeft + frame.clientWidth;
var bottom = box.top + frame.clientTop + frame.clientHeight;
return Array.from(frame.querySelectorAll("button.mine")).map(function (b) {
  var r = b.getBoundingClientRect();
  return [b.getAttribute("data-cell"),
    r.left >= left - 1 && r.right <= right + 1 && r.top >= top - 1 && r.bottom <= bottom + 1];
});"""
"""Each tile placed on the grid, and whether it is whole in sight in the grid's frame (not
under the letters or the numbers, nor past the frame's edges)."""


async def test_on_a_narrow_phone_the_hint_s_tiles_are_all_in_sight_on_the_grid(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """On a phone of 320 px (its scrollbars drawn over the page) the grid shows five columns
    around its middle (F to J): the hint « D8 6*, E8 6*, F8 3*, G8 2*, H8 D* » was placed
    with its first two tiles off to the left, and the player saw three tiles of a move of
    five. The grid now slides to show the whole move the hint placed."""
    await driver.send("/rois partie", user_id=937, language_code="fr")
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, 937))
    await browser.tap("#hint-button")
    await browser.wait_for("#frame button.mine")
    seen = await browser.run(browser.web.execute_script, ALL_IN_SIGHT)
    assert len(seen) >= 2 and all(whole for _, whole in seen), seen
