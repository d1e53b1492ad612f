"""« c'est quoi mes cartes? », « quelles sont mes cartes? » ("what are my cards?") typed in
private by a member of a game between members, their step's message scrolled out of sight,
got « Comment écrire les cartes… » (how to type a card) or « Carte inconnue « quelles » :
la valeur doit être A, 2 à 10, V, D ou R. », and while the game waited on another member
« ce n'est pas votre tour » alone. Their cards are said now, then what the step waits for
(at their step: the step's own lines, its buttons still above); nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import asks_cards
from bot.drills.table_turn import due
from bot.engine.cards import hand_order
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    "typed",
    [
        "c'est quoi mes cartes?",
        "Quelles sont mes cartes?",
        "c quoi mes cartes",
        "j'ai quoi comme cartes?",
        "qu'est-ce que j'ai dans les mains?",
        "mes cartes?",
        "What are my cards?",
        "what cards do I have",
    ],
)
def test_the_cards_held_asked(typed: str) -> None:
    assert asks_cards(typed)


@pytest.mark.parametrize("typed", ["c'est quoi les cartes?", "mes cartes sont bonnes", "5♥"])
def test_other_card_words_are_not_the_cards_asked(typed: str) -> None:
    assert not asks_cards(typed)


@pytest.mark.parametrize(
    ("step", "typed", "waits"),
    [
        ("lay_away", "c'est quoi mes cartes?", "Écartez 2 cartes dans"),
        ("play", "quelles sont mes cartes?", "À vous : jouez une carte."),
    ],
)
async def test_the_cards_asked_at_ones_step_are_said(
    bot_driver: Driver, db: Database, step: str, typed: str, waits: str
) -> None:
    member, _ = await at_step(bot_driver, db, "fr", 28_800 + len(typed), step)
    before, table = await live(db, member.user)
    seat = before.seat_of(member.user)
    assert seat is not None
    tr = bot_driver.application.bot_data.i18n.translator("fr")
    cards = render.cards(hand_order(table.deal.held(seat)), tr)
    said = html_to_text("\n".join(texts(await member.private(typed)))).replace("\u00a0", " ")
    assert f"Vos cartes : {cards}" in said and waits in said, said
    after, _ = await live(db, member.user)
    assert after.state == before.state


async def test_the_cards_asked_while_waiting_are_said(bot_driver: Driver, db: Database) -> None:
    _, other = await at_step(bot_driver, db, "fr", 28_850, "play")
    game, table = await live(db, other.user)
    seat = game.seat_of(other.user)
    assert seat is not None and all(w.seat != seat for w in due(table))
    tr = bot_driver.application.bot_data.i18n.translator("fr")
    cards = render.cards(hand_order(table.deal.held(seat)), tr)
    said = html_to_text("\n".join(texts(await other.private("c'est quoi mes cartes?"))))
    assert said.replace("\u00a0", " ") == (
        f"Vos cartes : {cards} Votre partie de club continue; ce n'est pas votre tour."
    ), said
