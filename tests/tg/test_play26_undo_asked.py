"""« je me suis trompé », « annuler », "oops, undo" typed at a /jouer step got « Carte inconnue
« me » » (« … « annuler » »). Now what a player is told at the table: a card played stays
played (at the lay-away, a chosen card tapped again goes back to the hand; at the play before
their first card, the cards laid away stay in the crib), and what the step waits for; nothing
is played."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_typed import asks_undo
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, button_data, state

SAID = {
    (Step.PLAY, "fr"): "Les cartes écartées restent dans le crib, comme à la table. C'est à "
    "vous de jouer une carte.",
    (Step.PLAY, "en"): "The cards laid away stay in the crib, as at the table. It's your turn "
    "to play a card.",
    (Step.COUNT, "fr"): "Ce qui est fait reste fait, comme à la table. J'attends votre compte.",
    (Step.LAY_AWAY, "fr"): "Rien n'est encore écarté. J'attends les cartes que vous écartez au "
    "crib.",
}


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.PLAY, "je me suis trompé"),
        ("fr", Step.PLAY, "Oups, je me suis trompée!"),
        ("fr", Step.PLAY, "annuler"),
        ("en", Step.PLAY, "oops, undo"),
        ("fr", Step.LAY_AWAY, "je me suis trompé"),
        ("fr", Step.COUNT, "je me suis trompé"),
    ],
)
async def test_a_mistake_said_at_a_step(
    bot_driver: Driver, *, lang: str, step: Step, typed: str
) -> None:
    user = 26_600 + len(typed) + (50 if lang == "en" else 0) + (7 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    reply = await player.typed_at(step, typed)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == SAID[step, lang], said


@pytest.mark.parametrize(
    "text",
    ["je me suis trompé", "jme suis trompé", "oups", "annuler", "undo", "I made a mistake"],
)
def test_a_mistake_said(text: str) -> None:
    assert asks_undo(text)


@pytest.mark.parametrize("text", ["5♥", "quinze 2", "je jette le 9 pis le 7", "abandonner", "go"])
def test_no_mistake_said(text: str) -> None:
    assert not asks_undo(text)


async def test_a_mistake_said_with_a_card_chosen(bot_driver: Driver, db: Database) -> None:
    user = 26_690
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    question = (await state(db, user, user))[0]
    tap = next(d for d in button_data(bot_driver.api, user, question) if d.endswith(":s0"))
    await player.press(tap, question.message_id)
    reply = await player.typed_at(Step.LAY_AWAY, "je me suis trompé")
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == (
        "Rien n'est encore écarté : touchez une carte choisie pour la remettre dans votre "
        "main. J'attends les cartes que vous écartez au crib."
    ), said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Une carte jouée reste jouée, comme à la table. C'est à vous de jouer une carte."),
        ("en", "A card played stays played, as at the table. It's your turn to play a card."),
    ],
)
async def test_a_mistake_said_after_a_card_played(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """Once the player has laid a card in the play, it is the card that stays played (the
    lay-away's line is for the play's start only)."""
    player = Player(bot_driver, 26_700 + (1 if lang == "en" else 0), lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.reach(Step.PLAY)
    for _ in range(20):  # on to a step of the play with a card of the player's laid
        table, waiting = (await state(db, player.user, player.user))[2:]
        if waiting.step is Step.PLAY and table.deal.laid[0]:
            break
        await player.move()
    else:
        raise AssertionError("no card of the player's laid at a step of the play")
    reply = await player.typed_at(Step.PLAY, "je me suis trompé" if lang == "fr" else "undo")
    assert reply.split("\n")[0].replace("\u00a0", " ") == said
