"""At /jouer's show, a call with a part the cards do not hold (« … et un pour le valet » for a
jack not of the starter's suit) got « Vous avez dit 9, il n'y a que 8. » and nothing on which
part was off, while /main names it: the call as read and each part against the show
(« 🔺 un pour le valet : 1 dans votre compte au lieu de 0 »), /main's own lines."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.drills.table_turn import show_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

NOBS = {"fr": "un pour le valet", "en": "one for his nobs"}
START = {"fr": "/jouer 61 facile", "en": "/play 61 easy"}
PART = {
    "fr": "🔺 un pour le valet\u00a0: 1 dans votre compte au lieu de 0 (1 de trop)",
    "en": "🔺 his nobs: 1 in your count, there are 0 (1 too many)",
}
AS_READ = {"fr": "Votre compte, tel que je l'ai lu\u00a0:", "en": "Your call as I read it:"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_part_counted_too_many_is_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    user = 22_300 + (lang == "en")
    tr = I18n.load().translator(lang)
    player = Player(bot_driver, user, lang)
    await player.send(START[lang])
    for _ in range(8):  # the first count of the player's whose jack (if any) scores nothing
        await player.reach(Step.COUNT)
        _, _, table, waiting = await state(db, user, user)
        deal = table.deal
        assert deal.starter is not None and waiting.what is not None
        held = show_cards(deal, PLAYER_SEAT, waiting.what)
        score = score_hand(held, deal.starter, crib=waiting.what == "crib")
        if not any(c.kind.name == "NOBS" for c in score.combos):
            break
        await player.move()
    else:
        raise AssertionError("no count without his nobs")
    call = render.called_count_text(score, tr) if score.combos else ""
    typed = f"{call} et {NOBS[lang]}" if call and lang == "fr" else f"{call}, {NOBS[lang]}"
    count = len(shown(local_api, user))
    await player.send(typed.strip(", "))
    told = "\n".join(shown(local_api, user)[count:])
    assert PART[lang] in told, (typed, told)
    assert AS_READ[lang] in told, told
