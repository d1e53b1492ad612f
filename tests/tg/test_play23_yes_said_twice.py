"""« ouin, c'est ça » (« ouais c'est beau », « ok, exact », "yeah, that's right") typed at « Mon
compte est-il bon? » got « Tapez « exact » (ou touchez ✓ Exact) si mon compte est bon… », while
« ouin » and « c'est ça » alone each accept it: a yes said twice is a yes. Now the count is
accepted."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_typed import agrees_said
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player

ACCEPTED = {"fr": "Compte accepté.", "en": "Count accepted."}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "ouin c'est ça"),
        ("fr", "/jouer 61 facile", "Ouais, c'est beau!"),
        ("fr", "/jouer 61 facile", "ok, exact"),
        ("en", "/play 61 easy", "yeah, that's right"),
        # « Tapez « exact »… » (play27)
        ("fr", "/jouer 61 facile", "c'est juste"),
        ("fr", "/jouer 61 facile", "Bien compté!"),
        ("en", "/play 61 easy", "Looks good!"),
    ],
)
async def test_a_yes_said_twice_accepts_my_count(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, typed: str
) -> None:
    user = 23_600 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    said = "\n".join(await player.replies_to(typed))
    assert ACCEPTED[lang] in said, said
    assert "Tapez" not in said and "Type" not in said, said


def test_what_a_yes_said_twice_is() -> None:
    for text in ("ouin c'est ça", "oui, c'est beau", "yeah right", "exact", "ouin"):
        assert agrees_said(text), text
    for text in ("ouin 5", "non c'est pas ça", "oui mais non", "ouin ouin ouin 5"):
        assert not agrees_said(text), text
