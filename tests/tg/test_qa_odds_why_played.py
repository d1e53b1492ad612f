"""« pourquoi tu as joué ça? » at the play of a game against the bot got the play's rules
(« Au jeu, une carte marque 2 si elle fait 15 ou 31… »). It gets the bot's last card and how
its level chose it (`drills.table_why_played`, `views.table_why_played`)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import BOT_SEAT, Step, Table
from bot.drills.table_why_played import PlayedBy, asks_why_played, last_played
from bot.i18n import I18n, render
from bot.tg.local import Driver
from bot.tg.local_checks import html_to_text
from bot.views.table_why_played import why_played_text
from tests.tg.odds_helpers import plain
from tests.tg.test_table_handlers import Player, shown, state

I18N = I18n.load()


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("pourquoi tu as joué ça?", True),
        ("Pourquoi t'as joué le 7?", True),
        ("pourquoi avez-vous joué cette carte?", True),
        ("why did you play that?", True),
        ("pourquoi?", False),
        ("pourquoi 15 %?", False),
    ],
)
def test_why_played_asked(typed: str, asked: bool) -> None:
    assert asks_why_played(typed) is asked


@pytest.mark.parametrize(
    ("level", "how"),
    [
        ("facile", "Au niveau facile, je joue une carte au hasard"),
        ("normal", "Au niveau normal, je joue la carte qui marque le plus de points"),
        ("expert", "Au niveau expert, je joue la carte qui me rapporte le plus de points"),
    ],
)
async def test_why_the_bot_played_its_card(bot_driver: Driver, level: str, how: str) -> None:
    user = {"facile": 9_790, "normal": 9_791, "expert": 9_792}[level]
    player = Player(bot_driver, user, "fr")
    await player.send("/images off")
    await player.send(f"/jouer 121 {level}")
    for _ in range(60):
        _, game, table, waiting = await state(player.db, user, user)
        if waiting.step is Step.PLAY and table.deal.laid_by(BOT_SEAT):
            break
        await player.move()
    else:
        raise AssertionError("the bot laid no card")
    card = render.card(
        Table.from_json(game.state).deal.laid_by(BOT_SEAT)[-1], I18N.translator("fr")
    )
    await player.send("pourquoi tu as joué ça?")
    reply = shown(bot_driver.api, user)[-2:]
    said = plain(reply)
    assert f"J'ai joué {card}. {how}" in said, said
    assert "Au jeu, une carte marque 2" not in said, said
    assert (await state(player.db, user, user))[3].step is Step.PLAY  # the play goes on


async def test_near_the_end_the_expert_plays_to_win(bot_driver: Driver) -> None:
    user = 9_793
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 121 expert")
    for _ in range(60):
        _, _game, table, waiting = await state(player.db, user, user)
        if waiting.step is Step.PLAY and table.deal.laid_by(BOT_SEAT):
            break
        await player.move()
    table.scores[:] = [85, 70]  # 36 from the end: within reach
    played = last_played(table)
    assert played is not None and played.by is PlayedBy.TO_WIN
    text = html_to_text(why_played_text(played, I18N.translator("fr")))
    assert "Près de la fin de la partie, je joue la carte qui me donne les meilleures" in text


async def test_why_the_bot_played_once_the_game_is_over(bot_driver: Driver) -> None:
    """Asked once the game is over it got « Je réponds aux comptes et aux commandes »."""
    user = 9_794
    player = Player(bot_driver, user, "fr")
    await player.send("/images off")
    await player.send("/jouer 61 expert")
    await player.finish()
    games = await player.db.table.list_table_games(user)
    card = render.card(
        Table.from_json(games[0].state).deal.laid_by(BOT_SEAT)[-1], I18N.translator("fr")
    )
    said = plain(await player.replies_to("pourquoi tu as joué ça?"))
    assert said.startswith(f"J'ai joué {card}. "), said
    assert "Je réponds aux comptes" not in said, said
