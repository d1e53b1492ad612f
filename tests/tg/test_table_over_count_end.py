"""/play under the ACC's over-count rule (/variante trop adversaire): a player who went out
with a count too high read « Corrigé à 8. (un compte trop haut est corrigé, sans pénalité) »,
the other rule's words, since the game was over before the points too many could go to the
bot. It now says the game ended before they went to the bot, as a muggins cut short does."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step, Table
from bot.drills.table_turn import show_score
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

TARGET = 61


@pytest.mark.parametrize(
    ("lang", "variant", "command", "said", "other_rule"),
    [
        (
            "fr",
            "/variante trop adversaire",
            "/jouer 61 facile",
            "Corrigé à {points}; la partie s'est terminée avant que les 2 points de trop "
            "me reviennent.",
            "sans pénalité",
        ),
        (
            "en",
            "/variant over acc",
            "/play 61 easy",
            "Corrected to {points}; the game ended before the 2 points too many went to me.",
            "no penalty",
        ),
    ],
)
async def test_going_out_with_a_count_too_high_under_the_acc_rule(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    variant: str,
    command: str,
    said: str,
    other_rule: str,
) -> None:
    user = 9_310 if lang == "fr" else 9_311
    player = Player(bot_driver, user, lang)
    await player.send(variant)
    await player.send(command)
    for _ in range(600):
        _, game, table, waiting = await state(db, user, user)
        what = waiting.what or "hand"
        points = show_score(table.deal, PLAYER_SEAT, what).total if waiting.what else 0
        if waiting.step is Step.COUNT and points > 0 and table.scores[1] < TARGET - 1:
            table.scores[PLAYER_SEAT] = TARGET - points  # this count takes the player out
            assert await db.table.update_table_state(game.id, game.step, table.to_json())
            await player.send(str(points + 2))
            assert await db.table.active_table_game(user) is None  # the player went out
            told = shown(local_api, user)[-1]  # the show, then the end of the game
            assert said.format(points=points) in told, told
            assert other_rule not in told, told
            finished = await db.table.get_table_game(game.id)
            assert finished is not None
            assert Table.from_json(finished.state).scores == [TARGET, table.scores[1]]
            return
        await player.move()
    raise AssertionError("no count of the player's reached")
