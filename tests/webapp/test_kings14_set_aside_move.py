"""A move sent from the Mini App's Kings tab (still open) after /main set the game aside was
refused with « La partie a avancé : la voici. », though the game had not moved: it waits, set
aside. The refusal now says so, « Cette partie a été mise de côté par un autre exercice. », the
page showing the game with « La reprendre »; nothing is played."""

from __future__ import annotations

from bot.tg.context import App
from bot.tg.local import Driver
from tests.webapp.test_api import _kings
from tests.webapp.webapp_helpers import Page, best_body


async def test_a_move_on_a_game_set_aside_says_it_is_set_aside(
    page: Page, driver: Driver, local_app: App
) -> None:
    qid, match = await _kings(driver, local_app, 14_801)
    await driver.send("/main", user_id=14_801, language_code="fr")
    body, _ = best_body(match, qid)
    for path in ("kings/preview", "kings/move"):
        code, answer = await page.call(path, body, user_id=14_801)
        assert code == 409, answer
        said = answer["text"].replace("\u00a0", " ")
        assert said == "Cette partie a été mise de côté par un autre exercice.", answer
        assert answer["state"]["kings"]["game"]["pending"] is False
    question = await local_app.bot_data.db.questions.get_question(qid)
    assert question is not None and question.deal == match.to_dict()
