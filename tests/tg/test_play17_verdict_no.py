"""« non » at « Mon compte est-il bon? » was answered « Dites-moi si mon compte est bon. », the
question the player had just answered. A no there says my count is wrong, and the bot can only
have left points out: it says how to call muggins now, « Non? Alors touchez « Muggins! »… »; the
step still waits (muggins stays the player's own call)."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import says_no
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
            "non",
            "Non? Alors touchez «\u00a0Muggins!\u00a0» et dites-moi combien de points j'ai "
            "oubliés.",
        ),
        (
            "en",
            "/play 61 easy",
            "No!",
            "No? Then tap “Muggins!” and tell me how many points I missed.",
        ),
    ],
)
async def test_a_no_to_my_count_says_how_to_call_muggins(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
) -> None:
    user = 17_500 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    reply = await player.typed_at(Step.VERDICT, typed)  # the step still waits
    assert reply.split("\n")[0] == said, reply


def test_what_says_no() -> None:
    for text in ("non", "Non!", "no", "Nope.", "nan"):
        assert says_no(text), text
    for text in ("oui", "non 2", "bonjour", "muggins", "no 4"):
        assert not says_no(text), text
