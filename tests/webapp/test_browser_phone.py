"""A /play game by touch on a phone (360 by 640): what a tap made happen stays in sight."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import show_score, status
from bot.engine.card_parsing import parse_card
from bot.engine.cards import DECK
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local_driver import Driver
from bot.views.table import pile_under_way

IN_SIGHT = """var r = document.querySelector('.lines.good').getBoundingClientRect();
return r.top > -1 && r.top < window.innerHeight;"""
"""The top of what the last tap made happen is on the screen."""


async def _tap_step(web: Browser, table: Table, lang: str) -> Step:
    """The player's step of `table` made by touch, as a player would (a right count)."""
    waiting = status(table)
    assert waiting is not None
    if waiting.step is Step.LAY_AWAY:
        for card in table.deal.hands[0][:2]:
            await web.tap(f".cards button[data-card='{card}']")
            await web.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
        await web.tap("#lay-away")
    elif waiting.step is Step.PLAY:
        await web.tap(f".cards button[data-card='{waiting.legal[0]}']")
    elif waiting.step is Step.COUNT:
        points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
        for digit in str(points):
            await web.tap(f".pad button[data-key='{digit}']")
        await web.tap("#send")
    else:
        assert waiting.step is Step.VERDICT, waiting.step
        await web.tap_text("Exact" if lang == "fr" else "Right")
    return waiting.step


async def _play_on_a_phone(web: Browser, driver: Driver, user: int, lang: str) -> None:
    """A phone's screen (360 by 640) and a game of 121 against the expert started in the chat."""
    await web.run(web.web.set_window_size, 360, 640)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)


async def _open_the_table(web: Browser, page: Page, user: int, lang: str) -> None:
    """The Mini App opened by `user`, on its /play tab."""
    await web.open(url(page, user, lang))
    await web.tap("#tab-play")


async def _first_card_at_the_lay_away(
    web: Browser, page: Page, driver: Driver, app: App, user: int, lang: str
) -> str:
    """A game begun on a phone, the table opened at its lay-away: the player's first card,
    its button in sight."""
    await _play_on_a_phone(web, driver, user, lang)
    game = await app.bot_data.db.table.active_table_game(user)
    assert game is not None
    card = Table.from_json(game.state).deal.hands[0][0]
    await _open_the_table(web, page, user, lang)
    await web.wait_for(f".cards button[data-card='{card}']")
    return str(card)


async def _one_point_from_winning(db: Database, user: int) -> None:
    """The player's game against the bot set at 120 to 0: their next point wins it."""
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    table.scores = [120, 0]
    table.deal.start = [120, 0]
    table.deal.scores = [120, 0]
    await db.table.update_table_state(game.id, game.step, table.to_json())


async def _tap_until(
    web: Browser,
    db: Database,
    user: int,
    lang: str,
    done: Callable[[Table | None], bool],
    tries: int,
) -> bool:
    """The player's steps made by touch until `done` says so of the game (None: it is over),
    each tap waited for; False when `tries` steps did not get there."""
    for _ in range(tries):
        game = await db.table.active_table_game(user)
        table = None if game is None else Table.from_json(game.state)
        if done(table):
            return True
        assert game is not None and table is not None
        await _tap_step(web, table, lang)
        await web.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
    return False


async def _at_the_count(web: Browser, db: Database, user: int, lang: str) -> tuple[int, int]:
    """The game played by touch to the player's count: its step and the right count."""

    def players_count(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert waiting is not None
        return waiting.step is Step.COUNT

    assert await _tap_until(web, db, user, lang, players_count, 20), "no count came"
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    waiting = status(table)
    assert waiting is not None
    return game.step, show_score(table.deal, waiting.seat, waiting.what or "hand").total


@pytest.mark.parametrize(("lang", "odds"), [("fr", "Vos chances de gagner"), ("en", "chances")])
async def test_the_end_of_a_deal_played_at_the_bottom_of_a_phone_is_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    odds: str,
) -> None:
    """The first deal played by touch to its last count: each tap (a card, a count, « Exact »)
    is at the bottom of the page, and what it made happen (the bot's card, the count graded,
    the deal's end and the chances) was drawn at the top, out of sight; the player saw the next
    deal's cards with no word of the last. Now it is brought into sight after each move."""
    user = 940 if lang == "fr" else 941
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    for _ in range(20):
        game = await db.table.active_table_game(user)
        assert game is not None
        table = Table.from_json(game.state)
        if len(table.deals) > 1:
            break
        done = await _tap_step(browser, table, lang)
        await browser.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
        if done is not Step.LAY_AWAY:
            assert await browser.run(browser.web.execute_script, IN_SIGHT), done
    else:
        pytest.fail("the first deal did not end")
    assert odds in await browser.text(".lines.good")
    await browser.screenshot(f"play-deal-end-on-a-phone-{lang}")


def _hands(table: Table, player: str, bot: str) -> None:
    """The deal's six cards of each seat set to `player` and `bot` (a lay-away made, its first
    two); the stock, the rest."""
    cards = [[parse_card(c) for c in player.split()], [parse_card(c) for c in bot.split()]]
    table.deal.hands = cards
    table.deal.discards = [
        None if d is None else cards[seat][:2] for seat, d in enumerate(table.deal.discards)
    ]
    table.deal.stock = [c for c in DECK if c not in cards[0] and c not in cards[1]]


@pytest.mark.parametrize(("lang", "why"), [("fr", "dépasser 31"), ("en", "past 31")])
async def test_a_card_that_cannot_be_laid_says_why(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    why: str,
) -> None:
    """The player holds a jack and an ace at a count of 30 (the bot holds only tens): the
    jack was greyed, a tap on it did nothing, and only a screen reader said why; now the page
    says under the cards that a dashed card would take the count past 31."""
    user = 942 if lang == "fr" else 943
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    _hands(table, "2S 3S KS QS JS AS", "TS TH TD TC KC QC")
    await db.table.update_table_state(game.id, game.step, table.to_json())
    await _open_the_table(browser, page, user, lang)

    def at_30(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert waiting is not None
        return waiting.step is Step.PLAY and "JS" not in [str(c) for c in waiting.legal]

    assert await _tap_until(browser, db, user, lang, at_30, 8), "no count of 30 came"
    assert await browser.attribute(".cards button[data-card='JS']", "disabled") == "true"
    assert why in await browser.text("#cannot-lay")
    await browser.screenshot(f"play-cannot-lay-{lang}")


SERVER_DOWN = """
window.serverDown = true;
var real = window.fetch;
window.fetch = function (url, options) {
  if (window.serverDown) { return Promise.reject(new TypeError("Failed to fetch")); }
  return real(url, options);
};
"""
"""The bot out of reach (restarting, no network) until `serverDown` is set to false."""


async def test_a_page_opened_while_the_bot_is_out_of_reach_says_so_then_comes_back(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
) -> None:
    """Opened while the bot could not be reached, the page showed its inner names
    (« tab_kings », « tab_play ») and nothing else; now it says, in both languages as it
    knows no other yet, that the bot is not answering and that it tries again by itself,
    and it does: the table comes as soon as the bot answers."""
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=944, language_code="fr")
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": SERVER_DOWN},
    )
    await browser.open(url(page, 944))
    said = await browser.text("#app")
    assert "tab_" not in said, said
    assert "ne répond pas" in said and "not answering" in said, said
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.wait_for(".cards button[data-card]")
    assert await browser.text("#tab-play") == "Cribbage"
    assert "tab_" not in await browser.text("#app")


@pytest.mark.parametrize(("lang", "won"), [("fr", "Vous avez gagné"), ("en", "You win")])
async def test_a_play_game_won_on_the_page_says_its_result_and_not_that_it_is_elsewhere(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    won: str,
) -> None:
    """At 120 of 121, the player's next point wins, made by a tap: the page said who won and
    by how much, then « La partie est finie : le résultat est dans la conversation », the
    result being right above; now it says the result alone (as the Kings tab does)."""
    user = 945 if lang == "fr" else 946
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _one_point_from_winning(db, user)
    await _open_the_table(browser, page, user, lang)
    over = await _tap_until(browser, db, user, lang, lambda table: table is None, 12)
    assert over, "the game did not end"
    said = await browser.text("#said")
    assert won in said, said
    assert not await browser.all("#over")
    await browser.screenshot(f"play-won-on-the-page-{lang}")


@pytest.mark.parametrize(("lang", "none"), [("fr", "Aucune pour l'instant."), ("en", "None yet.")])
async def test_a_count_with_no_card_laid_yet_says_so(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    none: str,
) -> None:
    """The player to lay the first card of a count: under « Cartes jouées » the page showed
    nothing at all, a heading over an empty space; now it says « Aucune pour l'instant. »"""
    user = 947 if lang == "fr" else 948
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)

    def count_begins(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert table is not None and waiting is not None
        return waiting.step is Step.PLAY and not pile_under_way(table.deal)[0]

    began = await _tap_until(browser, db, user, lang, count_begins, 30)
    assert began, "no count began on the player's turn"
    pile = await browser.wait_for("#pile")
    assert await browser.run(lambda: pile.text) == none


@pytest.mark.parametrize(
    ("lang", "unreached"),
    [("fr", "La page n'arrive pas à me joindre"), ("en", "The page cannot reach me")],
)
async def test_a_tap_that_cannot_reach_the_bot_says_so_and_not_that_the_bot_failed(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    unreached: str,
) -> None:
    """The phone loses its network (or the bot restarts) while the player chooses the cards
    for the crib: the tap said « Désolé, quelque chose n'a pas fonctionné de mon côté »,
    as if the bot had failed; it now says that the page cannot reach the bot and to tap again
    in a moment, and the same tap, once the bot answers, works."""
    user = 949 if lang == "fr" else 950
    card = await _first_card_at_the_lay_away(browser, page, driver, local_app, user, lang)
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap(f".cards button[data-card='{card}']")
    said = await browser.text("#error")
    assert said.startswith(unreached), said
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap(f".cards button[data-card='{card}']")
    await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    assert not await browser.all("#error")


SLOW_POSTS = """
var real = window.fetch;
window.fetch = function (url, options) {
  var post = options && options.method === "POST";
  return real(url, options).then(function (response) {
    if (!post) { return response; }
    return new Promise(function (ok) { setTimeout(function () { ok(response); }, 3000); });
  });
};
"""
"""Every move's answer held 3 seconds, as on a slow network."""


@pytest.mark.parametrize(("lang", "wait"), [("fr", "Un instant…"), ("en", "One moment…")])
async def test_on_a_slow_network_a_tap_says_it_is_on_its_way(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    wait: str,
) -> None:
    """On a slow network a card tapped for the crib showed nothing for seconds, and the
    player tapped again (ignored) or thought the page stuck; the page now says « Un
    instant… » where they tap until the answer comes, then the card is chosen."""
    user = 951 if lang == "fr" else 952
    card = await _first_card_at_the_lay_away(browser, page, driver, local_app, user, lang)
    await browser.run(browser.web.execute_script, SLOW_POSTS)
    await browser.tap(f".cards button[data-card='{card}']")
    assert await browser.text("#wait") == wait
    await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    assert not await browser.all("#wait")


TABS_WHOLE = """var tabs = Array.from(document.querySelectorAll('.tabs [role=tab]'));
var width = document.documentElement.clientWidth;
return [tabs.map(function (t) { return t.scrollWidth <= t.clientWidth; }),
  document.documentElement.scrollWidth <= width];"""
"""Each tab's label inside its button (not running past its edge), and no page wider than
the screen."""


@pytest.mark.parametrize(("width", "font"), [(360, 26), (320, 20)])
async def test_the_tabs_labels_are_whole_with_large_text_or_a_narrow_screen(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    width: int,
    font: int,
) -> None:
    """The phone's text made larger (130 %, as many players set it) on a screen of 360 px:
    « Kings Cribbage » took two lines and most of the row, and « Cribbage » ran past the
    edge of its button, cut off (« Cribbag »), the page sliding sideways. The tabs now split
    the row in halves and both labels are whole; so on a screen of 320 px."""
    user = 953 if width == 360 else 954
    await browser.run(browser.web.set_window_size, width, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.run(
        browser.web.execute_script, f"document.documentElement.style.fontSize = '{font}px';"
    )
    assert await browser.run(browser.web.execute_script, TABS_WHOLE) == [[True, True], True]
    await browser.screenshot(f"tabs-large-text-{width}")
