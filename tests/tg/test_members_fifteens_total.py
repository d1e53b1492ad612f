"""Counts typed at a members' table. The fifteens with no total said (« quinze 2 quinze 4
»): played, the game pegged 4 at once (« Marie compte 4. ») and the rest of her count was left
to muggins while she was still counting; she is asked whether that is all, and the total she
sends then is counted. « Je sais pas »: the drills' « envoyez 0 : je vous montrerai tout le
compte. /annuler passe à autre chose » told her to hand the others every point."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due, show_cards
from bot.engine.show import hand_points
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import group_texts, live
from tests.tg.test_members_typed import at_step

ASKED = {
    "fr": "Ça fait 4 pour les quinze. Envoyez tout votre compte en un seul nombre\u00a0: 4 si "
    "c'est tout.",
    "en": "That makes 4 for the fifteens. Send your whole count as one number: 4 if that is all.",
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


DONT_KNOW = {
    "fr": "Pas de souci! Comptez ce que vous voyez, même un seul quinze, et envoyez ce "
    "total\u00a0: les autres joueurs peuvent crier muggins sur les points oubliés.",
    "en": "No problem! Count what you can see, even a single fifteen, and send that total: the "
    "other players can call muggins on the points you leave out.",
}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "je sais pas"), ("en", "I don't know")])
async def test_i_dont_know_at_a_members_count_says_what_a_short_count_costs(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str
) -> None:
    counter, _ = await at_step(bot_driver, db, lang, 4720 if lang == "fr" else 4730)
    game, table = await live(db, counter.user)
    assert table.rules.muggins  # a club plays with muggins unless it says otherwise
    said = html_to_text("\n".join(texts(await counter.private(typed))))
    assert said == DONT_KNOW[lang]
    assert "/annuler" not in said and "/cancel" not in said
    again, _ = await live(db, counter.user)
    assert again.state == game.state


async def test_fifteens_typed_in_the_group_get_the_hint_to_answer_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« quinze 2 quinze 4 » typed in the group at one's count was left unanswered once the
    fifteens alone were asked back in private: it is her count, and she is told where to
    send it, as « 4 » is."""
    counter, _ = await at_step(bot_driver, db, "fr", 4740)
    game, _ = await live(db, counter.user)
    said = texts(await counter.say("quinze 2 quinze 4"))
    assert said == [
        counter.name + ", répondez-moi en privé\u00a0: c'est là que votre tour vous attend."
    ]
    again, _ = await live(db, counter.user)
    assert again.state == game.state
