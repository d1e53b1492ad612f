"""A first Kings Cribbage game begun on the page by a new player, on a phone (360 by 640):
what the page says before the first tap, and where it leaves the player after a move."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page, best_body

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_notation import cell_name
from bot.tg.context import App

FIRST_MOVE = {
    "fr": "À vous : le premier coup pose de 2 à 5 jetons en ligne, n'importe où.",
    "en": "Your move: the first move lays 2 to 5 tiles in a line, anywhere.",
}
CLICK = """document.querySelector("button[data-cell='%s']").click();"""
"""A tap on a square of the grid wherever it is scrolled (a finger slides the grid first)."""
IN_SIGHT = """var r = document.querySelector(arguments[0]).getBoundingClientRect();
return r.top > -1 && r.top < window.innerHeight;"""
"""The top of the first element `arguments[0]` (CSS) finds is on the screen."""


async def _play_best_move(web: Browser, app: App, user: int) -> int:
    """The best move of the player's rack placed tile by tile and played; its step's id."""
    question = await app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    for placed in body["placements"]:
        await web.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await web.tap(f"button[data-tile='{placed['tile']}']")
        await web.run(web.web.execute_script, CLICK % cell_name((placed["row"], placed["col"])))
    await web.wait_for("#confirm:not([disabled])")
    await web.run(web.web.execute_script, "document.getElementById('confirm').click();")
    await web.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    return question.id


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_new_player_is_told_the_first_move_before_the_first_tap(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """A player who never played begins a game with the page's button: the page showed the
    scores and an empty grid, and the rule of the first move (2 to 5 tiles in a line) came
    only as a red refusal once a tile was placed; the chat says it at once. The page now says
    it too, above the grid, in the player's language, and no more after the first move."""
    user = 960 if lang == "fr" else 961
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await browser.tap("#app .row button.primary")  # « Commencer une partie »
    assert await browser.text("#ask-kings") == FIRST_MOVE[lang]
    assert not await browser.all("#error")
    await _play_best_move(browser, local_app, user)
    assert not await browser.all("#ask-kings")
    await browser.screenshot(f"kings-first-move-said-{lang}")


SCROLL_Y = "return Math.round(window.scrollY);"


async def test_a_player_looking_at_the_scores_keeps_their_place_when_the_move_is_answered(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
) -> None:
    """A screen tall enough for the whole page but for a few lines, the player at its top,
    reading, when the answer to « Jouer ce coup » comes (a slow network, or a tall phone): the
    page jumped down to put the scores at its very top, the tabs and the heading gone, though
    the scores, the move counted and the bot's answer were all on the screen; it now stays
    where the player is. (A player scrolled down to the buttons still has them brought into
    sight: test_on_a_phone_the_move_played_and_the_bots_answer_come_into_sight.)"""
    user = 962
    # some lines shorter than the page (1800 px held it whole once the count's lines folded)
    await browser.run(browser.web.set_window_size, 1100, 1700)
    await browser.open(url(page, user))
    await browser.tap("#tab-kings")
    await browser.tap("#app .row button.primary")
    await browser.wait_for("#ask-kings")
    await browser.run(browser.web.execute_script, "window.scrollTo(0, 0);")
    await _play_best_move(browser, local_app, user)
    assert (await browser.text(".lines.good")).startswith("Votre coup")
    room = await browser.run(
        browser.web.execute_script,
        "return document.documentElement.scrollHeight - window.innerHeight;",
    )
    assert room > 0, "the page fits the screen: nothing to scroll"
    assert await browser.run(browser.web.execute_script, SCROLL_Y) == 0
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "#tab-kings")
    await browser.screenshot("kings-move-answered-in-place")


@pytest.mark.parametrize(
    ("lang", "first"),
    [
        ("fr", "Touchez d'abord un de vos jetons, sous la grille, puis la case."),
        ("en", "First tap one of your tiles, under the grid, then the cell."),
    ],
)
async def test_a_square_tapped_before_a_tile_says_to_tap_a_tile_first(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
    first: str,
) -> None:
    """A new player taps the square where they want to play, as on a board: nothing
    happened, not a word, and they tapped again and again; the page now says to tap one of
    their tiles first, and the tile then goes where they tap."""
    user = 963 if lang == "fr" else 964
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await browser.tap("#app .row button.primary")
    await browser.wait_for("#ask-kings")
    await browser.run(browser.web.execute_script, CLICK % "H8")
    assert await browser.text("#error") == first
    assert await browser.attribute("button[data-cell='H8']", "class") == "centre"  # still empty
    await browser.tap("button[data-tile='0']")
    await browser.run(browser.web.execute_script, CLICK % "H8")
    await browser.wait_for("button[data-cell='H8'].mine")
    assert (await browser.all("#error")) == [] or first not in await browser.text("#error")


HINT = {
    "fr": (
        "Le premier coup pose de 2 à 5 jetons en ligne : placez-en un autre à côté, "
        "dans la même rangée ou la même colonne."
    ),
    "en": (
        "The first move lays 2 to 5 tiles in a line: place another one beside it, "
        "in the same row or column."
    ),
}
REFUSED = {
    "fr": "Le premier coup pose de 2 à 5 jetons en ligne.",
    "en": "The first move lays 2 to 5 tiles in a line.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_first_tile_of_a_first_move_gets_a_hint_not_a_refusal(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """The first tile of a first move placed, the move not finished: the page showed the red
    refusal « Le premier coup pose de 2 à 5 jetons » as if the player had done wrong. It now
    says plainly, in sight, what the move needs; « Jouer ce coup » tapped with the one tile
    still gets the rule's refusal, and nothing is played."""
    user = 965 if lang == "fr" else 966
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await browser.tap("#app .row button.primary")
    await browser.wait_for("#ask-kings")
    question = await local_app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    await browser.tap("button[data-tile='0']")
    await browser.run(browser.web.execute_script, CLICK % "H8")
    hint = await browser.text_reading("#hint", HINT[lang][:12])
    assert hint.replace("\u00a0", " ") == HINT[lang]
    assert not await browser.all("#error") and not await browser.all(".alert")
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "#hint")
    await browser.screenshot(f"kings-first-tile-hint-{lang}")
    await browser.wait_for("#confirm:not([disabled])")
    await browser.run(browser.web.execute_script, "document.getElementById('confirm').click();")
    said = await browser.text_reading("#error", REFUSED[lang][:12])
    assert said.replace("\u00a0", " ") == REFUSED[lang]
    assert await browser.attribute("#error", "data-rule") == "R-004-04"
    assert not await browser.all("#hint")
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "#error")
    after = await local_app.bot_data.db.questions.pending_question(user, user)
    assert after is not None and after.id == question.id and after.state == "pending"
    await browser.screenshot(f"kings-first-tile-played-refused-{lang}")
