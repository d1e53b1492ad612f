"""The muggins claim on the /play page: the player who tapped « Muggins! » can still say that
the bot's count was right after all."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser  # noqa: F401  (the fixture)
from test_browser_phone import _open_the_table, _play_on_a_phone, _tap_until
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import status
from bot.tg.context import App
from bot.tg.local_driver import Driver


def _at(step: Step) -> object:
    def reached(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert waiting is not None, "the game ended first"
        return waiting.step is step

    return reached


@pytest.mark.parametrize(
    ("lang", "muggins", "after_all", "accepted"),
    [
        ("fr", "Muggins!", "Finalement, votre compte est bon", "Compte accepté."),
        ("en", "Muggins!", "Your count is right after all", "Count accepted."),
    ],
)
async def test_at_the_muggins_claim_the_bot_s_count_is_right_after_all(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    muggins: str,
    after_all: str,
    accepted: str,
) -> None:
    """« Muggins! » tapped on the bot's count, then the player counts its cards again and
    finds them right: the chat takes a 0 typed (« Pas de muggins : mon compte était bon »),
    the page had only its pad of 1 to 99 and « Réclamer ces points », and the player had to
    claim points they knew were not missed. The page now has « Finalement, votre compte est
    bon »: the count accepted, as « Exact » accepts it, and nothing pegged for a claim."""
    user = 9_710 if lang == "fr" else 9_711
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    assert await _tap_until(browser, db, user, lang, _at(Step.VERDICT), 40), "no count of mine"
    await browser.tap_text(muggins)
    await browser.wait_for(".pad")
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    assert (waiting := status(table)) is not None and waiting.step is Step.CLAIM
    await browser.screenshot(f"play-claim-{lang}")
    await browser.tap_text(after_all)
    await browser.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
    assert accepted in await browser.text_reading("#said", accepted)
    after = await db.table.get_table_game(game.id)
    assert after is not None and after.step > game.step
    show = Table.from_json(after.state).deals[len(table.deals) - 1].shows[-1]
    assert show.muggins is None  # accepted, no claim
