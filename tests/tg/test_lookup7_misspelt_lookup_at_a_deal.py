"""/ecart's own cards typed with a misspelt card word and the role (« /ecart cinq de coeur
valet de pik … donneur ») while an /ecart deal waited for its lay-away were read as that
deal's lay-away: « Aucune de ces valeurs n'est dans cette donne : 5, valet, 3, 4 ». A role
said makes it a lookup, and the misspelt word is asked about (typed right, it is looked up)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

LINE = "/ecart cinq de coeur valet de pik dame de trefle 2 de coeur 3 de pique 4 de coeur donneur"


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("2D 9H 10D 10S QH 8C"))[:size], dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


async def test_a_lookup_with_its_role_at_a_deal(bot_driver: Driver) -> None:
    user = {"user_id": 1790, "language_code": "fr"}
    await bot_driver.send("/ecart 5", **user)
    [said] = texts(await bot_driver.send(LINE, **user))
    assert "vouliez-vous dire «\u00a0pique\u00a0»?" in html_to_text(said), said
    fixed = LINE.replace("pik", "pique")
    [said] = texts(await bot_driver.send(fixed, **user))
    assert html_to_text(said).startswith("Le bon écart pour 5♥ V♠ D♣ 2♥ 3♠ 4♥"), said
