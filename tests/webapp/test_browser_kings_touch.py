"""A Kings move still being made, tiles left on the rack: a later move begun away from the
tiles on the grid (its line laid from its far end), a run laid from its middle (« 4 5 », the
3 to come): told what it needs, not refused in red."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.drills.kings_rack import rack_order
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import cell_name
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles

CLICK = """document.querySelector("button[data-cell='%s']").click();"""
"""A tap on a square of the grid wherever it is scrolled (a finger slides the grid first)."""
RACK = "K Q J 3 A"
HINT = {
    "fr": (
        "Après le premier coup, un coup doit toucher un jeton déjà sur la grille : "
        "continuez votre ligne jusqu'à l'un d'eux."
    ),
    "en": (
        "After the first move, a move must touch a tile already on the grid: carry your "
        "line on up to one of them."
    ),
}
REFUSED = {
    "fr": "Après le premier coup, un jeton doit toucher un jeton déjà sur la grille.",
    "en": "After the first move, a tile must touch a tile already on the grid.",
}


async def _stored(app: App, user: int, rack: str = RACK, *, first: bool = False) -> None:
    """A game at the player's turn, a lone 5 on H8 (none when `first`), `rack` to play."""
    game = KingsGame(
        Grid({} if first else {(7, 7): tile("5")}, 15),
        tuple(tiles("7 7 7 7 7 7")),
        (tuple(tiles(rack)), tuple(tiles("10 K 10 K Q"))),
    )
    await app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.NORMAL).to_dict(),
        expected={},
    )


async def _place(web: Browser, rank: str, cell: tuple[int, int], rack: str = RACK) -> None:
    """The rack's tile of `rank` placed on `cell`, as the page shows the rack."""
    index = [str(t) for t in rack_order(tuple(tiles(rack)))].index(str(tile(rank)))
    await web.tap(f"button[data-tile='{index}']")
    await web.run(web.web.execute_script, CLICK % cell_name(cell))
    await web.wait_for(f"button[data-cell='{cell_name(cell)}'].mine")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_later_move_begun_away_from_the_tiles_gets_a_hint_not_a_refusal(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """A lone 5 on H8; the player lays K Q J leftwards of it from its far end, the K on E8
    first: the page said in red « Après le premier coup, un jeton doit toucher un jeton déjà
    sur la grille », as if the player had done wrong. It now says plainly what the move
    needs; « Jouer ce coup » tapped with the one tile still gets the rule's refusal, and the
    Q and the J placed, the move is counted."""
    user = 967 if lang == "fr" else 968
    await _stored(local_app, user)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await _place(browser, "K", (7, 4))
    hint = await browser.text_reading("#hint", HINT[lang][:12])
    assert hint.replace("\u00a0", " ") == HINT[lang]
    assert not await browser.all("#error") and not await browser.all(".alert")
    await browser.screenshot(f"kings-later-move-begun-away-{lang}")
    await browser.wait_for("#confirm:not([disabled])")
    await browser.run(browser.web.execute_script, "document.getElementById('confirm').click();")
    said = await browser.text_reading("#error", REFUSED[lang][:12])
    assert said.replace("\u00a0", " ") == REFUSED[lang]
    assert await browser.attribute("#error", "data-rule") == "R-004-06"
    await _place(browser, "Q", (7, 5))
    await _place(browser, "J", (7, 6))
    await browser.wait_for("#confirm:not([disabled])")
    assert not await browser.all("#hint") and not await browser.all("#error")
    assert "9 points" in await browser.text("#app")


RUN = "4 5 3 10 K"
SCORE_MORE = {
    "fr": (
        "Chaque main qu'un coup forme ou allonge doit rapporter des points : ajoutez-y des "
        "jetons pour qu'elle en rapporte, ou reprenez les vôtres."
    ),
    "en": (
        "Every line a move makes or lengthens must score: add tiles to it so that it does, "
        "or take yours back."
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_run_laid_from_its_middle_gets_a_hint_not_a_refusal(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """A first move, the run 3 4 5 laid from its middle: the 4 on G8, the 5 on H8, and the
    page said in red « Chaque main qu'un coup forme ou allonge doit rapporter au moins un
    point », though the 3 was on its way. It now says plainly what the line needs; the 3 on
    F8, the move is counted."""
    user = 969 if lang == "fr" else 970
    await _stored(local_app, user, RUN, first=True)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await _place(browser, "4", (7, 6), RUN)
    await _place(browser, "5", (7, 7), RUN)
    hint = await browser.text_reading("#hint", SCORE_MORE[lang][:12])
    assert hint.replace("\u00a0", " ") == SCORE_MORE[lang]
    assert not await browser.all("#error") and not await browser.all(".alert")
    await browser.screenshot(f"kings-run-from-its-middle-{lang}")
    await _place(browser, "3", (7, 5), RUN)
    await browser.wait_for("#confirm:not([disabled])")
    assert not await browser.all("#hint") and not await browser.all("#error")
    assert "13 points" in await browser.text("#app")


TAKEN = {
    "fr": "Il y a déjà un jeton sur cette case : touchez une case vide.",
    "en": "A tile is already on that cell: tap an empty one.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_cell_with_a_tile_tapped_says_so_and_the_tile_stays_chosen(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """A tile chosen, the player's finger lands on the lone 5 of H8 rather than beside it:
    nothing happened, not a word, and they tapped again and again. The page now says a tile
    is already there; the tile stays chosen, and goes where they tap next."""
    user = 971 if lang == "fr" else 972
    await _stored(local_app, user)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    index = [str(t) for t in rack_order(tuple(tiles(RACK)))].index(str(tile("K")))
    await browser.tap(f"button[data-tile='{index}']")
    await browser.run(browser.web.execute_script, CLICK % "H8")
    said = await browser.text_reading("#error", TAKEN[lang][:12])
    assert said.replace("\u00a0", " ") == TAKEN[lang]
    await browser.screenshot(f"kings-cell-taken-{lang}")
    assert await browser.attribute(f"button[data-tile='{index}']", "aria-pressed") == "true"
    await browser.run(browser.web.execute_script, CLICK % "I8")
    await browser.wait_for("button[data-cell='I8'].mine")
    assert not await browser.all("#error")
