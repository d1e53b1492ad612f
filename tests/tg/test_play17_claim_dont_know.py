"""« je sais pas » typed at « Muggins! Combien de points ai-je oubliés? » was answered « Tapez le
nombre de points que j'ai oubliés, par exemple 2, ou touchez-le. »: the number the player just
said they do not know. It says how to find it now (as « aide » there does) and how to take the
muggins back when unsure: « Exact » keeps my count (`typed_at_step`: a yes at the claim)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state


@pytest.mark.parametrize(
    ("lang", "command", "muggins", "typed", "said", "right"),
    [
        (
            "fr",
            "/jouer 61 facile",
            "muggins",
            "je sais pas",
            "Comptez mes cartes vous-même\u00a0: les points oubliés, c'est votre total moins mon "
            "compte. Touchez ce nombre, ou tapez-le, par exemple 2. Vous hésitez? Tapez "
            "«\u00a0exact\u00a0» et mon compte reste.",
            "exact",
        ),
        (
            "en",
            "/play 61 easy",
            "muggins",
            "I don't know",
            "Count my cards yourself: the points I missed are your total less my count. Tap that "
            "number, or type it, like 2. Not sure? Type “right” and my count stands.",
            "right",
        ),
    ],
)
async def test_i_dont_know_at_the_claim_says_how_to_find_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    muggins: str,
    typed: str,
    said: str,
    right: str,
) -> None:
    user = 17_400 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    await player.send(muggins)
    assert (await state(db, user, user))[3].step is Step.CLAIM
    count = len(shown(local_api, user))
    await player.send(typed)
    replies = shown(local_api, user)[count:]
    assert replies and replies[0].split("\n")[0] == said, replies
    assert (await state(db, user, user))[3].step is Step.CLAIM
    await player.send(right)  # the way out it names takes the muggins back
    assert (await state(db, user, user))[3].step is not Step.CLAIM
