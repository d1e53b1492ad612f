"""« t'es là? » ("are you there?") typed in private at a member's step of a game between
members was read as cards: at the lay-away « Vous avez plus d'une carte « t » : ajoutez la
couleur (10♦ ou 10♣). » (« t », a ten), at the play « Carte inconnue « es » : la valeur doit
être A, 2 à 10, V, D ou R. ». It asks whether the bot is there: it is answered as talk at the
table, with what the step waits for (`table_typed.asks_presence`); nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_typed import asks_presence
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_club26_members_talk import WAITS
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    "typed",
    [
        "t'es là?",
        "T'es-tu là?",
        "es-tu là?",
        "Êtes-vous là?",
        "allô, t'es là?",
        "y'a quelqu'un?",
        "are you there?",
        "you there?",
        "anybody there?",
    ],
)
def test_presence_asked(typed: str) -> None:
    assert asks_presence(typed)


@pytest.mark.parametrize("typed", ["10♣ V♦", "t 5", "là", "tu es chanceux"])
def test_other_texts_do_not_ask_presence(typed: str) -> None:
    assert not asks_presence(typed)


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
async def test_presence_asked_at_a_step_says_what_it_waits_for(
    bot_driver: Driver, db: Database, step: str
) -> None:
    base = {"lay_away": 29_000, "play": 29_010, "count": 29_020}[step]
    due, _ = await at_step(bot_driver, db, "fr", base, step)
    before, _ = await live(db, due.user)
    said = html_to_text("\n".join(texts(await due.private("t'es là?")))).replace("\u00a0", " ")
    assert said.endswith(WAITS["fr"][step]), said
    after, _ = await live(db, due.user)
    assert after.state == before.state
