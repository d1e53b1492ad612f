"""« je sais pas » / "I don't know" at « Mon compte est-il bon? » was answered the generic
« Tapez « exact » (ou touchez ✓ Exact) si mon compte est bon… »: it says now how to check my
count (my cards are shown: count them; « exact » if I am right, « Muggins! » if I missed
points); the step still waits."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        (
            "fr",
            "/jouer 61 facile",
            "je sais pas",
            "Pas de souci! Comptez vous-même mes cartes, montrées plus haut\u00a0: si "
            "vous trouvez comme moi, tapez «\u00a0exact\u00a0»; si j'ai oublié des "
            "points, touchez «\u00a0Muggins!\u00a0».",
        ),
        (
            "en",
            "/play 61 easy",
            "I don't know",
            "No problem! Count my cards yourself, shown above: if you find what I found, type "
            "“right”; if I missed points, tap “Muggins!”.",
        ),
    ],
)
async def test_dont_know_at_my_count_says_how_to_check_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
) -> None:
    user = 18_100 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    reply = await player.typed_at(Step.VERDICT, typed)  # the step still waits
    assert reply.split("\n")[0] == said, reply
