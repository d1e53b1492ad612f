"""The /play lay-away by touch on a phone (360 by 640), in both languages: a third card tapped
is refused with the words of the chat's drills, and the six cards are shown once."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.table import picked
from bot.drills.table_state import PLAYER_SEAT, Table
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver, texts

IN_SIGHT = """var r = document.getElementById('error').getBoundingClientRect();
return r.top >= 0 && r.bottom <= window.innerHeight;"""
"""The whole of the refusal is on the screen."""

UNTAP_FIRST = {
    "fr": (
        "2 cartes sont déjà choisies : touchez-en une de nouveau pour la remettre dans "
        "votre main, puis choisissez-en une autre."
    ),
    "en": (
        "2 cards are already chosen: tap one of them again to put it back in your hand, "
        "then choose another."
    ),
}


async def _lay_away_on_a_phone(
    web: Browser, page: Page, driver: Driver, db: Database, user: int, lang: str
) -> Table:
    """A game of 121 begun in the chat, its lay-away open on a phone's page."""
    await web.run(web.web.set_window_size, 360, 640)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    await web.open(url(page, user, lang))
    await web.tap("#tab-play")
    await web.wait_for("#lay-away")
    return await _table(db, user)


async def _table(db: Database, user: int) -> Table:
    game = await db.table.active_table_game(user)
    assert game is not None
    return Table.from_json(game.state)


def _card(card: object) -> str:
    return f".cards button[data-card='{card}']"


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_third_card_for_the_crib_is_refused_with_how_to_change(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """Two cards chosen, a third tapped: the oldest one was let go without a word (the crib
    changed under the player's finger). Now the third is refused, the two stay chosen, and
    the page says, in sight on a phone, to untap one first; done so, the third is chosen."""
    db = local_app.bot_data.db
    user = 960 if lang == "fr" else 961
    table = await _lay_away_on_a_phone(browser, page, driver, db, user, lang)
    hand = table.deal.hands[PLAYER_SEAT]
    for card in hand[:2]:
        await browser.tap(_card(card))
        await browser.wait_for(_card(card) + "[aria-pressed='true']")
    await browser.tap(_card(hand[2]))
    said = await browser.text_reading("#error", UNTAP_FIRST[lang][:8])
    assert said.replace("\u00a0", " ") == UNTAP_FIRST[lang]
    assert await browser.until(lambda: browser.web.execute_script(IN_SIGHT))
    await browser.screenshot(f"play-third-card-refused-{lang}")
    assert picked(await _table(db, user), PLAYER_SEAT) == list(hand[:2])
    assert [await browser.attribute(_card(c), "aria-pressed") for c in hand[:3]] == [
        "true",
        "true",
        "false",
    ]
    # one untapped first, then the third: chosen, and the refusal is gone
    await browser.tap(_card(hand[0]))
    await browser.wait_for(_card(hand[0]) + "[aria-pressed='false']")
    await browser.tap(_card(hand[2]))
    await browser.wait_for(_card(hand[2]) + "[aria-pressed='true']")
    assert not await browser.all("#error")
    assert picked(await _table(db, user), PLAYER_SEAT) == [hand[1], hand[2]]


@pytest.mark.parametrize(("lang", "cards"), [("fr", "Vos cartes :"), ("en", "Your cards:")])
async def test_the_lay_away_shows_the_six_cards_once(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
    cards: str,
) -> None:
    """At the lay-away the page said « Vos cartes : 5♥ 7♣ … » over the buttons of the same
    six cards, in the same order: the line only made a phone's page longer. Now the buttons
    alone show them; the chat, which has no other list, keeps its line."""
    db = local_app.bot_data.db
    user = 962 if lang == "fr" else 963
    await _lay_away_on_a_phone(browser, page, driver, db, user, lang)
    chat = " ".join(texts(local_api.calls)).replace("\u00a0", " ")
    assert cards in chat
    text = (await browser.text("#app")).replace("\u00a0", " ")
    assert cards not in text
    assert len(await browser.all(".cards button[data-card]")) == 6
    await browser.screenshot(f"play-lay-away-on-a-phone-{lang}")


SLOW_SELECTS = """
var real = window.fetch;
window.fetch = function (url, options) {
  if (String(url).indexOf("play/select") < 0) { return real(url, options); }
  return real(url, options).then(function (response) {
    return new Promise(function (ok) { setTimeout(function () { ok(response); }, 800); });
  });
};
"""
"""Each card tapped for the crib answered in 0.8 s, as over a phone's network."""


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_two_cards_tapped_quickly_for_the_crib_are_both_chosen(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """Over a phone's network, the second of two cards tapped one after the other for the
    crib was dropped without a word (the first was still on its way): the player saw one card
    chosen and had to tap the other again. Now both are chosen, in the order tapped; a second
    tap on the card on its way (a shaky finger) still does not undo it."""
    db = local_app.bot_data.db
    user = 964 if lang == "fr" else 965
    table = await _lay_away_on_a_phone(browser, page, driver, db, user, lang)
    hand = table.deal.hands[PLAYER_SEAT]
    await browser.run(browser.web.execute_script, SLOW_SELECTS)
    first, second = _card(hand[0]), _card(hand[3])
    await browser.run(
        browser.web.execute_script,
        f'document.querySelector("{first}").click(); document.querySelector("{first}").click();'
        f'document.querySelector("{second}").click();',
    )
    await browser.wait_for(second + "[aria-pressed='true']")
    assert await browser.attribute(first, "aria-pressed") == "true"
    assert picked(await _table(db, user), PLAYER_SEAT) == [hand[0], hand[3]]
    assert not await browser.all("#error")


LOOK = """var b = document.getElementById('lay-away'), s = getComputedStyle(b);
return [b.disabled, s.backgroundColor, s.borderStyle];"""
"""Whether « Lay these two away » can be tapped, and how it looks."""
GREEN = "rgb(0, 74, 31)"


async def test_the_lay_away_button_looks_unready_until_two_cards_are_chosen(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """« Mettre ces deux cartes au crib » was drawn solid green, white letters, before any
    card was chosen, as ready as once two were: a tap on it did nothing, with no word why
    (so « Envoyer mon compte » before a number, « Jouer ce coup » before a tile). A main
    button that cannot be tapped yet is now white with a dashed grey border; green once it can."""
    db = local_app.bot_data.db
    table = await _lay_away_on_a_phone(browser, page, driver, db, 992, "fr")
    assert await browser.run(browser.web.execute_script, LOOK) == [
        True,
        "rgb(255, 255, 255)",
        "dashed",
    ]
    for card in table.deal.hands[PLAYER_SEAT][:2]:
        await browser.tap(_card(card))
        await browser.wait_for(_card(card) + "[aria-pressed='true']")
    await browser.wait_for("#lay-away:not([disabled])")
    assert await browser.run(browser.web.execute_script, LOOK) == [False, GREEN, "solid"]
