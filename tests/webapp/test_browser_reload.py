"""The Mini App reloaded in the middle of a game (a pull on the page, Telegram opening it
again): it comes back on the game the player was looking at, as it stands on the server."""

from __future__ import annotations

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _one_point_from_winning, _open_the_table, _tap_step, _tap_until
from webapp_helpers import Page, best_body

from bot.drills.kings_play import KingsMatch
from bot.drills.table_state import Step, Table
from bot.engine.cards import hand_order
from bot.engine.kings_notation import cell_name
from bot.tg.context import App
from bot.tg.local_driver import Driver

CLICK = """document.querySelector("button[data-cell='%s']").click();"""
"""A tap on a square of the grid wherever it is scrolled (a finger slides the grid first)."""


async def test_a_reload_during_a_play_game_comes_back_on_the_play_table(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """A Kings game set aside, a /play game under way on its tab: the reload opened the Kings
    tab (the page always began there when a Kings game existed), the /play cards out of sight;
    it now opens on the /play table, the same cards, the same step."""
    user = 930
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None
    hand = Table.from_json(game.state).deal.hands[0]
    await browser.open(url(page, user))
    await browser.tap("#tab-play")
    await browser.wait_for(f".cards button[data-card='{hand[0]}']")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-play", "aria-selected") == "true"
    shown = [b.get_attribute("data-card") for b in await browser.all(".cards button[data-card]")]
    assert shown == [str(card) for card in hand_order(hand)]  # as a hand is held
    assert await browser.attribute("#app", "data-step") == str(game.step)
    # and the Kings tab, chosen, is the one a reload keeps
    await browser.tap("#tab-kings")
    await browser.wait_for("#tab-kings[aria-selected='true']")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-kings", "aria-selected") == "true"
    assert await browser.all("button[data-cell='H8']")


async def test_a_reload_during_a_kings_game_says_the_move_played_again(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """A move played on the page: « Votre coup : … » and its lines, then the bot's answer.
    A reload drew the bot's answer only, the player's move and its count gone; it now says
    the same lines as before the reload. So with the verdict of a « Joker » called there."""
    user = 931
    db = local_app.bot_data.db
    await driver.send("/rois partie", user_id=user, language_code="fr")
    question = await db.questions.pending_question(user, user)
    assert question is not None
    await browser.open(url(page, user))
    await browser.wait_for("#app[data-ready]")
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    for placed in body["placements"]:
        await browser.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await browser.tap(f"button[data-tile='{placed['tile']}']")
        await browser.tap(f"button[data-cell='{cell_name((placed['row'], placed['col']))}']")
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    before = await browser.texts("#said p")
    assert before and before[0].startswith("Votre coup"), before
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-kings", "aria-selected") == "true"
    assert await browser.texts("#said p") == before
    joker = await db.questions.pending_question(user, user)
    assert joker is not None
    if not KingsMatch.from_dict(dict(joker.deal)).last:
        return  # the bot passed: no count to call Joker on
    await browser.tap_text("Joker!")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{joker.id}'])")
    verdict = await browser.texts("#said p")
    assert verdict and verdict[0].startswith("Joker"), verdict
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.texts("#said p") == verdict


async def test_what_a_card_laid_made_happen_survives_the_other_tab_and_a_reload(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """A card laid on the /play table: the page says what it made happen (the card, the bot's
    answer, a go, the points). A look at the Kings tab and back, or a reload, showed the
    cards and the count with none of it, and the player did not know what the bot had
    answered; it is now said again while the game is at the same step."""
    user = 932
    db = local_app.bot_data.db
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.tap("#tab-play")
    for _ in range(3):  # the lay-away, then a card
        game = await db.table.active_table_game(user)
        assert game is not None
        step = await _tap_step(browser, Table.from_json(game.state), "fr")
        await browser.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
        if step is Step.PLAY:
            break
    said = await browser.texts("#said p")
    assert said and said[0].startswith("Vous : "), said
    await browser.tap("#tab-kings")
    await browser.wait_for("#tab-kings[aria-selected='true']")
    await browser.tap("#tab-play")
    await browser.wait_for("#tab-play[aria-selected='true']")
    assert await browser.texts("#said p") == said
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.texts("#said p") == said


async def test_tiles_placed_and_not_played_come_back_after_a_reload(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """Tiles placed on the grid, the move not played yet, then a reload (a pull on the page,
    Telegram opening it again): the tiles were back on the rack and the move was to place
    again, tile by tile; they now come back where they were, with the move's worth, and
    « Jouer ce coup » plays them."""
    user = 933
    db = local_app.bot_data.db
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    question = await db.questions.pending_question(user, user)
    assert question is not None
    await browser.open(url(page, user))
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    cells = []
    for placed in body["placements"]:
        await browser.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await browser.tap(f"button[data-tile='{placed['tile']}']")
        cells.append(cell_name((placed["row"], placed["col"])))
        await browser.run(browser.web.execute_script, CLICK % cells[-1])
    await browser.wait_for("#confirm:not([disabled])")
    worth = await browser.text(".lines.good")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#confirm:not([disabled])")
    mine = [b.get_attribute("data-cell") for b in await browser.all("button.mine")]
    assert sorted(mine) == sorted(cells)
    assert await browser.text(".lines.good") == worth
    await browser.run(browser.web.execute_script, "document.getElementById('confirm').click();")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    assert (await browser.text("#said")).startswith("Votre coup")


async def test_a_play_game_won_on_the_page_keeps_its_result_after_a_reload(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """At 120 of 121 the player's next point wins, made by a tap: the page said who won, but
    a reload (or a look at the Kings tab and back) showed only « Une partie de 121 ou de 61 ? »,
    the result gone. It now says the result, the final board with it, until the player begins
    another game (as the Kings tab keeps its own)."""
    user = 934
    db = local_app.bot_data.db
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    await _one_point_from_winning(db, user)
    await _open_the_table(browser, page, user, "fr")
    over = await _tap_until(browser, db, user, "fr", lambda table: table is None, 12)
    assert over, "the game did not end"
    won = (await browser.text_reading("#said", "Vous avez gagné")).replace("\u00a0", " ")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-play", "aria-selected") == "true"
    result = [text.replace("\u00a0", " ") for text in await browser.texts("#result p")]
    assert result and result[0].startswith("Planche : vous 121, moi "), result
    assert won.splitlines()[-2] in result, (won, result)  # « Vous avez gagné, 121 à 0 ! »
    assert "/jouer" not in " ".join(result)  # the page offers the next game by itself
    assert await browser.all("button[data-target]")
    await browser.tap("#tab-kings")
    await browser.wait_for("#tab-kings[aria-selected='true']")
    await browser.tap("#tab-play")
    await browser.wait_for("#tab-play[aria-selected='true']")
    assert [text.replace("\u00a0", " ") for text in await browser.texts("#result p")] == result
    await browser.tap("button[data-target='121']")
    await browser.tap("button[data-level='expert']")
    await browser.wait_for(".cards button[data-card]")
    assert not await browser.all("#result")
