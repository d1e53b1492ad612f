"""The Mini App in a real headless Chromium against the real server, with signed initData:
a Kings move placed by tapping, an illegal one refused with its rule, a /play deal laid away,
played and counted by tapping, then the same game continued in the chat. Screenshots go to
tests/artifacts/ (see `browser.ARTIFACTS`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from urllib.parse import quote

import pytest
from browser import Browser, chromium_or_skip
from webapp_helpers import Page, best_body, last_move_game

from bot.drills.kings_play import KingsMatch, bot_score, player_joker
from bot.drills.table_state import Step, Table
from bot.drills.table_turn import show_score, status
from bot.engine.kings_notation import cell_name
from bot.i18n import render
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver, texts
from bot.views.kings_play import forgotten_line, joker_lines
from bot.views.table import pile_under_way

HOLD_FIRST_PREVIEW = """
var real = window.fetch, held = false;
window.fetch = function (url, options) {
  var hold = !held && String(url).indexOf("kings/preview") >= 0;
  if (hold) { held = true; }
  return real(url, options).then(function (response) {
    if (!hold) { return response; }
    return new Promise(function (ok) {
      setTimeout(function () { window.heldPreviewCame = true; ok(response); }, 1500);
    });
  });
};
"""
"""Hold the answer to the first preview asked for 1.5 s, as a slow connection may."""


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    paths = chromium_or_skip()
    opened = Browser(*paths)
    try:
        yield opened
    finally:
        await opened.close()


def url(page: Page, user_id: int, lang: str = "fr") -> str:
    """The page as Telegram opens it: initData in the fragment (`tgWebAppData`)."""
    return f"{page.base}/app/#tgWebAppData={quote(page.init_data(user_id, lang=lang))}"


async def test_a_kings_move_by_taps_and_an_illegal_one_refused(
    browser: Browser, page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    db: Database = local_app.bot_data.db
    await driver.send("/kings play", user_id=901, language_code="fr")
    question = await db.questions.pending_question(901, 901)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    await browser.open(url(page, 901))
    assert await browser.attribute("button[data-cell='H8']", "aria-label") == "H8"
    # one tile alone on A1 for a first move: a move still being made, said plainly (not in
    # red); played as it is, refused with its rule, and nothing is played
    await browser.tap("button[data-tile='0']")
    await browser.tap("button[data-cell='A1']")
    assert "2 à 5 jetons" in await browser.text("#hint")
    assert not await browser.all("#error")
    await browser.tap("#confirm")
    assert await browser.attribute("#error", "data-rule") == "R-004-04"
    assert "2 à 5 jetons" in await browser.text("#error")
    still = await db.questions.pending_question(901, 901)
    assert still is not None and still.id == question.id and still.state == "pending"
    await browser.screenshot("kings-illegal")
    await browser.tap("button[data-cell='A1']")  # taken back
    # the best move of the rack, tile by tile: its points shown, then played; the answer to
    # the first tap's preview (one tile: refused) is held until after the others came back
    await browser.run(browser.web.execute_script, HOLD_FIRST_PREVIEW)
    body, points = best_body(match, question.id)
    for placed in body["placements"]:
        await browser.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await browser.tap(f"button[data-tile='{placed['tile']}']")
        await browser.tap(f"button[data-cell='{cell_name((placed['row'], placed['col']))}']")
    # each tap asks for a preview, and a part of the move may be worth points already: the
    # preview of the whole move is the one that stays, whatever order the answers came in
    said = f"Ce coup vaut {points} points :"  # (not « vaut 36 : », 36 what?)
    assert await browser.until(lambda: any(p.text == said for p in browser._all(".box p")))
    await browser.until(lambda: browser.web.execute_script("return window.heldPreviewCame"))
    await asyncio.sleep(0.2)  # the held answer handled: a late answer must not undo the last
    assert said in [p.text for p in await browser.all(".box p")]
    assert not await browser.all("#error") and not await browser.all("#hint")
    # the counts write a dark tile 6*: the page says so (the chat has its own legend)
    assert "un * après un jeton marque un jeton foncé" in await browser.text("#dark-mark")
    await browser.screenshot("kings-preview")
    sent = len(local_api.calls)
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    after = await db.questions.pending_question(901, 901)
    assert after is not None and after.id != question.id
    played = KingsMatch.from_dict(dict(after.deal))
    assert played.game.scores[0] == points
    placed_cells = await browser.all("button.tile[data-cell]")
    assert len(placed_cells) == len(played.game.grid.tiles)
    assert any("Votre coup" in text for text in texts(local_api.calls[sent:]))
    await browser.screenshot("kings-after-move")


async def _table(db: Database, user: int) -> tuple[int, Table]:
    game = await db.table.active_table_game(user)
    assert game is not None
    return game.step, Table.from_json(game.state)


async def test_a_play_deal_by_taps_then_continued_in_the_chat(
    browser: Browser, page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    db: Database = local_app.bot_data.db
    await driver.send("/play 121 expert", user_id=902, language_code="fr")
    step, table = await _table(db, 902)
    hand = table.deal.hands[0]
    await browser.open(url(page, 902))
    await browser.tap("#tab-play")
    for card in hand[:2]:
        await browser.tap(f".cards button[data-card='{card}']")
        await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    await browser.screenshot("play-lay-away")
    await browser.tap("#lay-away")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    step, table = await _table(db, 902)
    assert table.deal.discards[0] == list(hand[:2])
    counted = False
    for _ in range(12):
        waiting = status(table)
        assert waiting is not None
        if counted:
            break  # the next step is made in the chat
        if waiting.step is Step.PLAY:
            card = waiting.legal[0]
            await browser.tap(f".cards button[data-card='{card}']")
        elif waiting.step is Step.COUNT:
            points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
            for digit in str(points):
                await browser.tap(f".pad button[data-key='{digit}']")
            assert await browser.text("#entry") == str(points)
            await browser.screenshot("play-count")
            await browser.tap("#send")
            counted = True
        else:
            await browser.tap_text("Exact")
        await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
        step, table = await _table(db, 902)
    assert counted
    await browser.screenshot("play-after-count")
    # the same game, its next step answered in the chat, by its buttons there
    waiting = status(table)
    assert waiting is not None
    question = await db.questions.pending_question(902, 902)
    assert question is not None and question.deal["step"] == step
    assert question.message_id is not None
    if waiting.step is Step.COUNT:
        points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
        calls = await driver.send(str(points), user_id=902, language_code="fr")
    else:
        if waiting.step is Step.VERDICT:
            actions = ["a"]
        elif waiting.step is Step.PLAY:
            actions = [f"c{waiting.legal[0]}"]
        else:
            actions = ["s0", "s1", "ok"]
        calls = []
        for action in actions:
            calls += await driver.press(f"pl:{question.id}:{action}", question.message_id, 902)
    assert texts(calls)
    later, _ = await _table(db, 902)
    assert later > step
    # the open page shows it by itself, without a reload
    await browser.wait_for(f"#app[data-step='{later}']")
    await browser.screenshot("play-continued-in-chat")


async def test_a_page_opened_too_long_ago_says_so_in_french(
    browser: Browser, page: Page, driver: Driver
) -> None:
    stale = quote(page.init_data(903, age=2 * 24 * 3600, lang="fr"))
    await browser.open(f"{page.base}/app/#tgWebAppData={stale}")
    said = await browser.text("#refused")
    assert said.startswith("Cette page est trop ancienne."), said
    assert await browser.run(lambda: browser.web.title) == "Muggins"


async def test_a_double_tap_lays_one_card_and_alarms_nobody(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    db: Database = local_app.bot_data.db
    await driver.send("/jouer 121 expert", user_id=904, language_code="fr")
    for action in ("s0", "s1", "ok"):  # the lay-away made in the chat
        question = await db.questions.pending_question(904, 904)
        assert question is not None and question.message_id is not None
        await driver.press(f"pl:{question.id}:{action}", question.message_id, 904)
    step, table = await _table(db, 904)
    waiting = status(table)
    assert waiting is not None and waiting.step is Step.PLAY
    held = len(table.deal.held(0))
    await browser.open(url(page, 904))
    await browser.tap("#tab-play")
    card = f".cards button[data-card='{waiting.legal[0]}']"
    await browser.wait_for(card)
    await browser.run(
        browser.web.execute_script,
        f'var b = document.querySelector("{card}"); b.click(); b.click();',
    )
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    await asyncio.sleep(0.5)  # a second move, had it been sent, has had its answer
    assert not await browser.all("#error")
    _, table = await _table(db, 904)
    assert len(table.deal.held(0)) == held - 1


async def test_on_a_phone_a_refusal_is_in_sight_and_tiles_of_a_gone_rack_come_back(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=905, language_code="fr")
    question = await local_app.bot_data.db.questions.pending_question(905, 905)
    assert question is not None
    await browser.open(url(page, 905))
    await browser.tap("button[data-tile='0']")
    await browser.tap("button[data-cell='H8']")  # one tile alone: a first move lays 2 to 5
    await browser.wait_for("#hint")  # said plainly while the move is being made
    await browser.tap("#confirm")  # played as it is: refused
    await browser.wait_for("#error")
    seen = "var r = document.getElementById('error').getBoundingClientRect();"
    seen += "return r.top >= 0 && r.bottom <= window.innerHeight;"
    assert await browser.until(lambda: browser.web.execute_script(seen))
    await browser.screenshot("kings-refused-on-a-phone")
    # the grid slid by a finger: its top left corner stays blank, above the letters and numbers
    corner = """var f = document.getElementById('frame'); f.scrollIntoView();
    f.scrollTop = 300; f.scrollLeft = 300;
    var r = f.getBoundingClientRect();
    return document.elementFromPoint(r.left + 8, r.top + 8).closest('th').textContent;"""
    assert await browser.run(browser.web.execute_script, corner) == ""
    # the move is played meanwhile by another page: the tile placed here is of a rack gone,
    # it goes back (the rack shows whole again), and no « take my tiles back » is left
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    assert (await page.call("kings/move", body, user_id=905))[0] == 200
    await browser.tap("#hint-button")  # the error above stays until the server's answer
    said = await browser.text_reading("#error", "La partie a avancé")
    assert said == "La partie a avancé : la voici."  # (a no-break space reads as a space)
    assert not await browser.all(".rack button.used")
    assert not await browser.all("button.mine")
    assert "Reprendre mes jetons" not in await browser.text("#app")


async def test_a_tap_on_a_game_abandoned_in_the_chat_says_it_is_over(
    browser: Browser, page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await driver.send("/jouer 121 expert", user_id=906, language_code="fr")
    _, table = await _table(local_app.bot_data.db, 906)
    await driver.send("/annuler", user_id=906, language_code="fr")
    asked = local_api.last_message(906)
    assert asked is not None
    await browser.open(url(page, 906))
    await browser.tap("#tab-play")
    card = f".cards button[data-card='{table.deal.hands[0][0]}']"
    await browser.wait_for(card)
    # the page looks again every 3 s: the game is abandoned and the card tapped at once
    await driver.press_button(asked, 1, 906)  # « Oui » : abandoned
    # the page, still showing the cards, is tapped before it looked again
    await browser.run(browser.web.execute_script, f'document.querySelector("{card}").click();')
    said = await browser.text_reading("#result", "Partie abandonnée")  # (a no-break space
    assert said.startswith(  # abandoned at the first lay-away: no deal played, not counted
        "Partie abandonnée; aucune donne n'a été jouée, elle ne compte donc pas."
    )  # (a no-break space reads as a space)
    assert not await browser.all("#error")  # no « La partie a avancé : la voici. » with no game


@pytest.mark.parametrize(
    ("lang", "play", "ask", "target", "level", "started"),
    [
        ("fr", "/jouer", "en combien de points?", "Partie de 61", "Facile", "niveau facile"),
        ("en", "/play", "how many points?", "Game of 61", "Easy", "at easy level"),
    ],
)
async def test_after_play_in_the_chat_the_page_offers_the_same_choices_and_begins_the_game(
    browser: Browser,
    page: Page,
    driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
    play: str,
    ask: str,
    target: str,
    level: str,
    started: str,
) -> None:
    user = 907 if lang == "fr" else 908
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(play, user_id=user, language_code=lang)  # the chat asks the target
    await browser.open(url(page, user, lang))
    # no game of either kind: the page opens on the game /play begins, not on « no Kings game »
    assert await browser.attribute("#tab-play", "aria-selected") == "true"
    assert (await browser.text("#ask-target")).endswith(ask)
    await browser.tap_text(target)
    assert await browser.attribute("button[data-target='61']", "aria-pressed") == "true"
    await browser.screenshot(f"play-choose-{lang}")
    sent = len(local_api.calls)
    await browser.tap_text(level)
    await browser.wait_for(".cards button[data-card]")
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None and game.level == "easy"
    assert Table.from_json(game.state).rules.target == 61
    assert any(started in text for text in texts(local_api.calls[sent:]))
    assert not await browser.all("#error")
    await browser.screenshot(f"play-begun-{lang}")


ONE_ROW = """var tabs = Array.from(document.querySelectorAll('.tabs [role=tab]'));
var boxes = tabs.map(function (t) { return t.getBoundingClientRect(); });
var width = document.documentElement.clientWidth;
return [boxes.length, boxes.every(function (b) { return b.top === boxes[0].top; }),
  boxes.every(function (b) { return b.left >= 0 && b.right <= width; }),
  document.documentElement.scrollWidth <= width];"""
"""The tabs: how many, all on one row, each whole in sight, and no page wider than the screen."""


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_on_a_phone_of_360_pixels_the_tabs_hold_on_one_row(
    browser: Browser, page: Page, driver: Driver, lang: str
) -> None:
    await browser.run(browser.web.set_window_size, 360, 640)
    user = 909 if lang == "fr" else 910
    await driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user_id=user, language_code=lang
    )
    await browser.open(url(page, user, lang))
    assert await browser.run(browser.web.execute_script, "return window.innerWidth") == 360
    assert await browser.run(browser.web.execute_script, ONE_ROW) == [2, True, True, True]
    await browser.screenshot(f"tabs-on-a-phone-{lang}")
    await browser.tap("#tab-play")
    await browser.wait_for("#tab-play[aria-selected='true']")
    assert await browser.run(browser.web.execute_script, ONE_ROW) == [2, True, True, True]


async def test_each_card_laid_says_who_laid_it(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    db: Database = local_app.bot_data.db
    fr = local_app.bot_data.i18n.translator("fr")
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=911, language_code="fr")
    for action in ("s0", "s1", "ok"):  # the lay-away made in the chat
        question = await db.questions.pending_question(911, 911)
        assert question is not None and question.message_id is not None
        await driver.press(f"pl:{question.id}:{action}", question.message_id, 911)
    await browser.open(url(page, 911))
    await browser.tap("#tab-play")
    for _ in range(3):  # three of the player's cards: the bot's answers are laid meanwhile
        step, table = await _table(db, 911)
        waiting = status(table)
        assert waiting is not None and waiting.step is Step.PLAY
        await browser.tap(f".cards button[data-card='{waiting.legal[0]}']")
        await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
        _, table = await _table(db, 911)
        after = status(table)
        if after is None or after.step is not Step.PLAY:
            break
        pile, _ = pile_under_way(table.deal)
        shown = [
            (box.get_attribute("data-card"), box.text, box.get_attribute("aria-label"))
            for box in await browser.all("#pile [data-card]")
        ]
        said = [
            (str(card), f"{label}\n{who}", f"{label}, {who}")
            for card, by in pile
            for label, who in [(render.card(card, fr), "Vous" if by == 0 else "Moi")]
        ]
        assert shown == said
        if any(by == 0 for _, by in pile) and any(by == 1 for _, by in pile):
            await browser.run(
                browser.web.execute_script, "document.getElementById('pile').scrollIntoView()"
            )
            await browser.screenshot("play-pile-who-laid")


@pytest.mark.parametrize(
    ("lang", "count", "cards"), [("fr", "Compte :", "Vos cartes"), ("en", "Count:", "Your cards")]
)
async def test_the_play_step_says_the_count_once(
    browser: Browser, page: Page, driver: Driver, local_app: App, lang: str, count: str, cards: str
) -> None:
    """Played: « Compte : 0 » under the pile, then « Compte : 0. Vos cartes : … » (the chat's
    line) over the card buttons: the count and the cards are now said once."""
    db: Database = local_app.bot_data.db
    user = 915 if lang == "fr" else 916
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    for action in ("s0", "s1", "ok"):  # the lay-away made in the chat
        question = await db.questions.pending_question(user, user)
        assert question is not None and question.message_id is not None
        await driver.press(f"pl:{question.id}:{action}", question.message_id, user)
    _, table = await _table(db, user)
    waiting = status(table)
    assert waiting is not None and waiting.step is Step.PLAY
    _, running = pile_under_way(table.deal)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await browser.wait_for("#count")
    lines = (await browser.text("#app")).replace("\u00a0", " ").splitlines()
    assert [line for line in lines if count in line] == [f"{count} {running}"]
    assert [line for line in lines if cards in line] == [cards]


@pytest.mark.parametrize(("lang", "heading"), [("fr", "Carte de départ"), ("en", "Starter")])
async def test_the_starter_is_shown_once_in_the_play(
    browser: Browser, page: Page, driver: Driver, local_app: App, lang: str, heading: str
) -> None:
    """Played: after the lay-away made on the page, the play showed the starter under the
    « Carte de départ » heading and again in a line « Carte de départ : 6♣ »: now once."""
    db: Database = local_app.bot_data.db
    user = 917 if lang == "fr" else 918
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    step, table = await _table(db, user)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    for card in table.deal.hands[0][:2]:
        await browser.tap(f".cards button[data-card='{card}']")
        await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    step, _ = await _table(db, user)
    await browser.tap("#lay-away")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    _, table = await _table(db, user)
    assert table.deal.starter is not None
    lines = (await browser.text("#app")).replace("\u00a0", " ").splitlines()
    assert [line for line in lines if line.startswith(heading)] == [heading], lines


async def test_a_count_sent_on_the_page_is_said_right_or_short_there(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    db: Database = local_app.bot_data.db
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=912, language_code="fr")
    await browser.open(url(page, 912))
    await browser.tap("#tab-play")
    for _ in range(30):
        step, table = await _table(db, 912)
        waiting = status(table)
        assert waiting is not None
        if waiting.step is Step.COUNT:
            break
        if waiting.step is Step.LAY_AWAY:
            for card in table.deal.hands[0][:2]:
                await browser.tap(f".cards button[data-card='{card}']")
                await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
            step, _ = await _table(db, 912)
            await browser.tap("#lay-away")
        elif waiting.step is Step.PLAY:
            await browser.tap(f".cards button[data-card='{waiting.legal[0]}']")
        else:
            await browser.tap_text("Exact")
        await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    assert waiting.step is Step.COUNT
    # the last move, and the bot's answer, were told on the page as in the chat
    assert await browser.all(".good p")
    await browser.screenshot("play-before-count-said")
    points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
    for digit in str(points):
        await browser.tap(f".pad button[data-key='{digit}']")
    await browser.tap("#send")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    said = [p.text for p in await browser.all(".good p")]
    assert any(line.startswith(f"Vous avez dit {points} : exact.") for line in said), said
    await browser.screenshot("play-count-said")


async def test_a_joker_called_on_the_page_is_judged_there(
    browser: Browser, page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    db: Database = local_app.bot_data.db
    fr = local_app.bot_data.i18n.translator("fr")
    await driver.send("/rois partie", user_id=913, language_code="fr")
    question = await db.questions.pending_question(913, 913)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    assert (await page.call("kings/move", body, user_id=913))[0] == 200  # the bot answered
    question = await db.questions.pending_question(913, 913)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    missed = forgotten_line(match.last, bot_score(match), fr)  # the line it left out, if any
    verdict = joker_lines(player_joker(match)[1], fr, missed)  # 5 points lost, or those forgot
    await browser.open(url(page, 913))
    sent = len(local_api.calls)
    await browser.tap_text("Joker!")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    shown = [p.text for p in await browser.all(".good p")]  # (a no-break space reads as a space)
    assert shown == [line.replace("\u00a0", " ") for line in verdict]
    assert any(verdict[0] in text for text in texts(local_api.calls[sent:]))


async def test_the_pad_of_a_muggins_claim_speaks_of_the_points_missed(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    await driver.send("/jouer 121 expert", user_id=914, language_code="fr")
    for _ in range(40):  # to the bot's first count, by the page's own calls
        game = (await page.call("state", user_id=914))[1]["play"]["game"]
        key = {"game": game["id"], "step": game["step"]}
        if game["waiting"] == "verdict":
            break
        if game["waiting"] == "lay_away":
            for card in game["hand"][:2]:
                await page.call("play/select", {**key, "card": card["card"]}, user_id=914)
            key["step"] = (await page.call("state", user_id=914))[1]["play"]["game"]["step"]
            assert (await page.call("play/layaway", key, user_id=914))[0] == 200
        elif game["waiting"] == "play":
            card = next(c["card"] for c in game["hand"] if c["legal"])
            assert (await page.call("play/lay", {**key, "card": card}, user_id=914))[0] == 200
        else:  # the player's count
            _, table = await _table(local_app.bot_data.db, 914)
            waiting = status(table)
            assert waiting is not None
            points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
            assert (await page.call("play/count", {**key, "points": points}, user_id=914))[0] == 200
    assert game["waiting"] == "verdict"
    await browser.open(url(page, 914))
    await browser.tap("#tab-play")
    await browser.tap("#muggins")
    await browser.wait_for("#entry")
    assert (await browser.text(".pad")).split() == [str(n) for n in (*range(1, 10), 0)]
    said = [p.text.strip() for p in await browser.all("p")]  # a blank to fill, not a dash
    assert "Combien de points ai-je oubliés?" in said and "Points que j'ai oubliés :" in said
    assert await browser.attribute(".pad", "aria-label") == "Points que j'ai oubliés"
    assert await browser.text("#send") == "Réclamer ces points"


SQUARES = """var cell = document.querySelector("button[data-cell='H8']");
var square = cell.getBoundingClientRect(), row = cell.closest('tr').getBoundingClientRect();
var below = document.querySelector("button[data-cell='H9']").getBoundingClientRect();
return [Math.round(square.width) === Math.round(square.height),
  Math.round(row.height - square.height), Math.round(below.top - square.bottom)];"""
"""The square H8: as high as wide, its row no higher, and H9 right under it."""


async def test_the_squares_of_the_kings_grid_touch_as_on_the_board(
    browser: Browser, page: Page, driver: Driver
) -> None:
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=915, language_code="fr")
    await browser.open(url(page, 915))
    assert await browser.run(browser.web.execute_script, SQUARES) == [True, 0, 0]
    await browser.tap("button[aria-label='Plus grand']")  # zoomed in: the same
    assert await browser.run(browser.web.execute_script, SQUARES) == [True, 0, 0]
    await browser.screenshot("kings-grid-on-a-phone")


@pytest.mark.parametrize(
    ("lang", "final", "won"),
    [
        ("fr", "Score final : vous \u22128, moi 4.", "Je gagne celle-ci."),
        ("en", "Final score: you \u22128, me 4.", "I win this one."),
    ],
)
async def test_a_game_ended_by_a_move_on_the_page_says_its_result_there(
    browser: Browser,
    page: Page,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
    final: str,
    won: str,
) -> None:
    """The bag is empty: the player lays K by the 5 (15 for 2) and keeps a Q; the bot lays its
    last tile, a 10, and the game is over. The page says it as the chat does: the bot's move,
    the tiles left, the final score and who won, not « the result is in the chat »."""
    user = 916 if lang == "fr" else 917
    question = await last_move_game(local_app, user)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("button[data-tile='1']")  # the K: the rack shows Q K, by rank
    await browser.tap("button[data-cell='I8']")
    await browser.wait_for("#confirm:not([disabled])")
    sent = len(local_api.calls)
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    shown = [p.text for p in await browser.all("#result p")]
    chat = [line for text in texts(local_api.calls[sent:]) for line in text.splitlines()]
    chat = [line.replace("\u00a0", " ").replace("\u202f", " ") for line in chat]
    assert final in shown and won in shown, shown
    assert shown[0].startswith("Mon coup" if lang == "fr" else "I played"), shown
    assert all(line in chat for line in shown), (shown, chat)
    assert not await browser.all("#over")  # no « the result is in the chat »
    await browser.screenshot(f"kings-result-{lang}")
    # a new game begun from the page: a fresh grid, without the last game's move nor result
    await browser.tap_text("Commencer une partie" if lang == "fr" else "Start a game")
    await browser.wait_for("#app[data-ready] #confirm")
    assert not await browser.all(".lines.good") and not await browser.all("#result")


async def test_a_game_ended_by_a_move_typed_in_the_chat_says_its_result_on_the_open_page(
    browser: Browser, page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """The same last move, typed in the chat while the page shows the game: the page, looking
    again, says the result as the chat did, not « the result is in the chat »."""
    await last_move_game(local_app, 919)
    await browser.open(url(page, 919))
    await browser.wait_for("button[data-tile='0']")
    sent = len(local_api.calls)
    await driver.send("I8 K", user_id=919, language_code="fr")
    await browser.wait_for("#result p")
    shown = [p.text for p in await browser.all("#result p")]
    chat = [line for text in texts(local_api.calls[sent:]) for line in text.splitlines()]
    chat = [line.replace("\u00a0", " ").replace("\u202f", " ") for line in chat]
    assert shown[0].startswith("Mon coup") and shown[-1] == "Je gagne celle-ci.", shown
    assert "Score final : vous \u22128, moi 4." in shown
    assert all(line in chat for line in shown), (shown, chat)
    assert not await browser.all("#over")


async def test_a_game_stopped_in_the_chat_says_so_on_the_open_page(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    """The Stop button in the chat, then « Oui, l'arrêter », while the page shows the game:
    the page said « La partie est terminée : le résultat est dans la conversation », and the
    chat had no result; both say the game stopped and the score it stopped at."""
    await driver.send("/rois partie", user_id=920, language_code="fr")
    question = await local_app.bot_data.db.questions.pending_question(920, 920)
    assert question is not None
    await browser.open(url(page, 920))
    await browser.wait_for("button[data-tile='0']")
    await driver.press(f"kp:{question.id}:stop", question.message_id or 0, 920)
    confirm = driver.api.last_message(920)
    assert confirm is not None
    await driver.press_button(confirm, 1, user_id=920, language_code="fr")
    await browser.wait_for("#result p")
    shown = [p.text for p in await browser.all("#result p")]
    assert shown == ["Partie arrêtée."]  # before any move: no score to say
    assert not await browser.all("#over")
    # Played: under it, « Commencer une partie (ou reprendre la mienne) », as if the game
    # stopped could be taken up again; it cannot (a game set aside has « La reprendre »)
    assert await browser.text("#app .row button.primary") == "Commencer une partie"


CLICK = """document.querySelector("button[data-cell='%s']").click();"""
"""A tap on a square of the grid wherever it is scrolled (a finger slides the grid first)."""
IN_SIGHT = """var r = document.querySelector(arguments[0]).getBoundingClientRect();
return r.top > -1 && r.top < window.innerHeight;"""
"""The top of the first element `arguments[0]` (CSS) finds is on the screen (to the pixel)."""


async def test_on_a_phone_the_move_played_and_the_bots_answer_come_into_sight(
    browser: Browser, page: Page, driver: Driver, local_app: App
) -> None:
    """At 360 by 640 « Jouer ce coup » is at the foot of a long page: the scores, the move
    counted and the bot's answer were drawn at its top, out of sight, and nothing seemed to
    happen; the page now brings them into sight."""
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=918, language_code="fr")
    question = await local_app.bot_data.db.questions.pending_question(918, 918)
    assert question is not None
    await browser.open(url(page, 918))
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    for placed in body["placements"]:
        await browser.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await browser.tap(f"button[data-tile='{placed['tile']}']")
        cell = cell_name((placed["row"], placed["col"]))
        await browser.run(browser.web.execute_script, CLICK % cell)
    await browser.tap("#confirm")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    assert (await browser.text(".lines.good")).startswith("Votre coup")
    for seen in ("#scores", ".lines.good"):  # « Vous 36, moi 21 », then « Votre coup… »
        assert await browser.run(browser.web.execute_script, IN_SIGHT, seen), seen
    await browser.screenshot("kings-move-in-sight")
