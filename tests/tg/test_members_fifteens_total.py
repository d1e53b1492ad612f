"""The fifteens typed as a count at a members' table, with no total said (« quinze 2 quinze
4 »): played, the game pegged 4 at once (« Marie compte 4. ») and the rest of her count was
left to muggins while she was still counting. She is asked whether that is all; the total she
sends then is counted."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due, show_cards
from bot.engine.show import hand_points
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import group_texts, live
from tests.tg.test_members_typed import at_step

ASKED = {
    "fr": "Ça fait 4 pour les quinze. Est-ce tout votre compte? Envoyez votre total en un seul "
    "nombre\u00a0: 4 si c'est tout.",
    "en": "That makes 4 for the fifteens. Is that your whole count? Send your total as one "
    "number: 4 if that is all.",
}
CALL = {"fr": "Quinze-deux, quinze-quatre", "en": "fifteen two, fifteen four"}
COUNTS = {"fr": "Marie compte {n}.", "en": "Marie counts {n}."}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_fifteens_with_no_total_are_asked_before_anything_is_pegged(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    counter, _ = await at_step(bot_driver, db, lang, 4700 if lang == "fr" else 4710)
    game, table = await live(db, counter.user)
    start = len(local_api.calls)
    said = html_to_text("\n".join(texts(await counter.private(CALL[lang]))))
    assert said == ASKED[lang]
    assert group_texts(local_api, start) == []  # nothing said in the group
    again, _ = await live(db, counter.user)
    assert again.state == game.state  # nothing counted, the count still waits
    waiting = due(table)[0]
    assert table.deal.starter is not None
    what = waiting.what or "hand"
    cards = show_cards(table.deal, waiting.seat, what)
    points = hand_points(cards, table.deal.starter, crib=what == "crib")
    start = len(local_api.calls)
    await counter.private(str(points))
    name = counter.name
    told = "\n".join(group_texts(local_api, start))
    assert COUNTS[lang].replace("Marie", name).format(n=points) in told, told
