"""« c'est bon ça? » or « et si je donne? » typed right after « mes chances? » at a step of
/jouer got the step's help (« Au jeu, une carte marque 2 si elle fait 15 ou 31… »). They get
whether the game's chances are good, or the same board's chances in the other role, as after
/chances (`odds.chances_at_step`, `odds_game.game_follow_text`)."""

from __future__ import annotations

from bot.content_odds import shipped_odds
from bot.drills.table_state import PLAYER_SEAT, Step
from bot.tg.local import Driver
from tests.tg.odds_helpers import plain
from tests.tg.test_table_handlers import Player, shown, state


async def test_follow_ups_after_the_game_s_chances(bot_driver: Driver) -> None:
    user = 9_795
    player = Player(bot_driver, user, "fr")
    await player.send("/images off")
    await player.send("/jouer 61 expert")
    await player.reach(Step.PLAY)
    table = (await state(player.db, user, user))[2]
    deal = table.deal
    dealer = deal.dealer == PLAYER_SEAT
    me, them = deal.start
    await player.send("mes chances?")
    good = plain(await player.replies_to("c'est bon ça?"))
    assert "Pour comparer : au début d'une partie de 61, le donneur gagne" in good, good
    assert "Au jeu, une carte marque 2" not in good, good
    other = plain(await player.replies_to("et si je reçois?" if dealer else "et si je donne?"))
    chance = round(100 * shipped_odds().chance(me, them, dealer=not dealer, target=61))
    role = "receveur" if dealer else "donneur"
    said = f"Vous êtes {role}, à {me} contre {them} : vous gagnez {chance} % des parties de 61."
    assert said in other, other
    assert (await state(player.db, user, user))[3].step is Step.PLAY
    assert shown(bot_driver.api, user)[-1].endswith("jouez une carte.")  # the step again
