"""The end of the player's last /play game, as the page's state says it until another begins."""

from __future__ import annotations

import pytest
from webapp_helpers import Page

from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver


@pytest.mark.parametrize(
    ("lang", "cancel", "said"),
    [
        (
            "fr",
            "/annuler",
            [
                "Partie abandonnée; aucune donne n'a été jouée, elle ne compte donc pas.",
                "Planche\u00a0: vous\u00a00, moi\u00a00 (partie de\u00a0121).",
            ],
        ),
        (
            "en",
            "/cancel",
            [
                "Game abandoned; no deal was played, so it does not count.",
                "Board: you 0, me 0 (game of 121).",
            ],
        ),
    ],
)
async def test_a_play_game_abandoned_in_the_chat_says_so_on_the_page(
    page: Page, driver: Driver, local_api: LocalBotApi, lang: str, cancel: str, said: list[str]
) -> None:
    """/annuler, then « Oui, l'abandonner »: the open page said « La partie est finie : le
    résultat est dans la conversation. », and, opened again, nothing of it (only « Une partie de
    121 ou de 61 ? »); it now says the game was abandoned and the board where it stood, as the
    Kings tab says a game stopped, until another game begins."""
    user = 860 if lang == "fr" else 861
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    await driver.send(cancel, user_id=user, language_code=lang)
    asked = local_api.last_message(user)
    assert asked is not None
    await driver.press_button(asked, 1, user_id=user, language_code=lang)  # yes, abandon it
    code, state = await page.call("state", init_data=page.init_data(user, lang=lang))
    assert code == 200 and state["play"]["game"] is None
    assert state["play"]["result"] == said
    assert state["play"]["new"]  # the next game is offered with it
    code, state = await page.call("play/begin", {"target": 61, "level": "easy"}, user_id=user)
    assert code == 200 and state["play"]["game"] is not None
    assert "result" not in state["play"]
