"""The Kings page's pass buttons, as the chat's game keyboard has them: shown only when the
player has no legal move (a pass is refused otherwise), the exchange saying how many tiles it
exchanges when the bag has fewer than the rack, and none when the bag is empty."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles

ROW = """return Array.from(document.querySelectorAll("#kings-actions button:not(#confirm)"))
  .map(function (b) { return b.textContent.replace(/\\u00a0/g, " "); });"""
"""The labels of the buttons under the rack, in order."""


async def _stored(app: App, user: int, rack: str, bag: str) -> int:
    """A game at the player's turn, a lone 2 on the grid, `rack` to play, `bag` left."""
    game = KingsGame(
        Grid({(7, 7): tile("2")}, 15),
        tuple(tiles(bag)),
        (tuple(tiles(rack)), tuple(tiles("10 K 10 K Q"))),
    )
    question, _ = await app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.NORMAL).to_dict(),
        expected={},
    )
    return question.id


STUCK = "A 6 10 Q K"
"""No tile of it, nor any line of them, scores next to the lone 2: no legal move."""


@pytest.mark.parametrize(
    ("lang", "rack", "bag", "shown"),
    [
        ("fr", "A 3 6 10 Q", "7 7 7 7 7 7", ["Indice : un bon coup"]),
        (
            "fr",
            STUCK,
            "7 7 7 7 7 7",
            ["Indice : un bon coup", "Passer", "Passer et changer tous mes jetons"],
        ),
        (
            "fr",
            STUCK,
            "7 7",
            ["Indice : un bon coup", "Passer", "Passer et changer 2 de mes jetons"],
        ),
        ("fr", STUCK, "", ["Indice : un bon coup", "Passer"]),
        (
            "en",
            STUCK,
            "7",
            ["Hint: a good move", "Pass", "Pass and exchange 1 of my tiles"],
        ),
    ],
)
async def test_the_pass_buttons_show_only_when_the_player_has_no_move(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
    rack: str,
    bag: str,
    shown: list[str],
) -> None:
    """The page had « Passer » and « Passer et changer mes jetons » under every step, with a
    move to make (a tap was refused: « Vous avez encore un coup permis… ») and with an empty
    bag (nothing to exchange); with two tiles in the bag, « changer mes jetons » exchanged two
    of five. Now, as the chat's keyboard: no pass while a move exists, « Passer et changer
    tous mes jetons », « … 2 de mes jetons », or « Passer » alone."""
    user = 9_600 + len(shown) * 10 + len(bag) + (lang == "en")
    await _stored(local_app, user, rack, bag)
    await browser.run(browser.web.set_window_size, 360, 740)
    await browser.open(url(page, user, lang))
    await browser.wait_for("#kings-actions")
    assert await browser.run(browser.web.execute_script, ROW) == shown
    await browser.screenshot(f"kings-pass-{lang}-{len(bag)}-{len(shown)}")


async def test_a_pass_on_the_page_with_no_move_passes_and_exchanges(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
) -> None:
    """« Passer et changer 2 de mes jetons » tapped: the pass is played (the bot answers), the
    player's rack has the two tiles of the bag in place of two of theirs."""
    user = 9_690
    question = await _stored(local_app, user, STUCK, "7 7")
    await browser.open(url(page, user))
    await browser.tap_text("Passer et changer 2 de mes jetons")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question}'])")
    stored = await local_app.bot_data.db.questions.latest_question_of_kind(user, user, KINGS_PLAY)
    assert stored is not None
    match = KingsMatch.from_dict(dict(stored.deal))
    assert sorted(t.rank for t in match.game.racks[0]).count(7) == 2


@pytest.mark.parametrize(
    ("lang", "bag", "said"),
    [
        (
            "fr",
            "7 7",
            "Vous n'avez aucun coup permis : passez, en gardant vos jetons ou en les changeant "
            "contre des jetons du sac.",
        ),
        ("fr", "", "Vous n'avez aucun coup permis et le sac est vide : passez."),
        (
            "en",
            "7",
            "You have no legal move: pass, keeping your tiles or exchanging them for tiles "
            "from the bag.",
        ),
    ],
)
async def test_a_player_with_no_move_is_told_so_above_the_grid(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
    bag: str,
    said: str,
) -> None:
    """With no legal move the chat says « Vous n'avez aucun coup permis : passez… »; the page
    said only « Touchez un de vos jetons, puis une case vide », and a player tapped tile
    after square, each move refused, the pass buttons far below under the grid. The page now
    says the chat's words where it says what to do."""
    user = 9_670 + len(bag) + (lang == "en") * 5
    await _stored(local_app, user, STUCK, bag)
    await browser.run(browser.web.set_window_size, 360, 740)
    await browser.open(url(page, user, lang))
    assert (await browser.text("#ask-kings")).replace("\u00a0", " ") == said


@pytest.mark.parametrize(("lang", "how"), [("fr", "Touchez un de vos jetons"), ("en", "Tap one")])
async def test_a_player_with_no_move_is_not_told_to_place_a_tile(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
    how: str,
) -> None:
    """Under « Vous n'avez aucun coup permis : passez… » the page went on with « Touchez un de
    vos jetons, puis une case vide… », the one contradicting the other. With no move, the
    page says to pass only; the grid and the tiles stay to be looked at."""
    user = 9_660 + (lang == "en")
    await _stored(local_app, user, STUCK, "7 7")
    await browser.open(url(page, user, lang))
    await browser.wait_for("#ask-kings")
    assert how not in await browser.text("#app")
    assert await browser.all("button[data-tile='0']")


@pytest.mark.parametrize(
    ("exchange", "said"),
    [(True, "Vous passez et changez 2 jetons."), (False, "Vous passez.")],
)
async def test_a_pass_on_the_page_is_said_there_as_in_the_chat(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    exchange: bool,
    said: str,
) -> None:
    """« Passer et changer 2 de mes jetons » tapped: the chat said « Vous passez et échangez 2
    jetons. », the page nothing of it, only the bot's answer, the rack changed unannounced (was
    the pass taken?). The page now says the pass above the bot's answer, as the chat does."""
    user = 9_650 + exchange
    await _stored(local_app, user, STUCK, "7 7")
    await browser.open(url(page, user))
    label = "Passer et changer 2 de mes jetons" if exchange else "Passer"
    await browser.tap_text(label)
    assert await browser.text_reading("#said", said) == said
