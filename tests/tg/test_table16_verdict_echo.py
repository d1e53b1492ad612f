"""My count said back at « Mon compte est-il bon? »: at my count of 4, « 4 » typed was read as
a muggins claim of 4 (« Lu comme un muggins : vous dites que j'ai oublié 4 points. », then
« Pas de muggins »). A player who types the number I just counted is saying « oui, 4 »: it now
accepts my count, and says so once (« Vous comptez 4, comme moi. » then « Compte accepté. »; it
said « … mon compte est bon. » before « Compte accepté. », the same thing twice), and so does
« 4, c'est bon »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/jouer 61 facile", "Vous comptez {n}, comme moi."),
        ("en", "/play 61 easy", "You count {n}, as I did."),
    ],
)
async def test_my_count_typed_back_accepts_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    said: str,
) -> None:
    user = 16_160 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    n = await player.my_count(command)
    assert n > 0
    replies = await player.replies_to(str(n))
    assert replies and replies[0].split("\n")[0] == said.format(n=n), replies
    text = "\n".join(replies)
    assert "Pas de muggins" not in text and "No muggins" not in text, replies
    accepted = "Compte accepté." if lang == "fr" else "Count accepted."
    assert replies[0].split("\n")[1:2] == [accepted], replies
    assert "mon compte est bon" not in text and "my count stands" not in text, replies


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/jouer 61 facile", "{n}, c'est bon", "Vous comptez {n}, comme moi."),
        ("fr", "/jouer 61 facile", "Exact, {n}!", "Vous comptez {n}, comme moi."),
        ("en", "/play 61 easy", "{n}, that's right", "You count {n}, as I did."),
    ],
)
async def test_my_count_said_back_with_a_yes_accepts_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
) -> None:
    """« 10, c'est bon » at my count of 10 was answered « Tapez « exact » (ou touchez ✓
    Exact) si mon compte est bon… », the step asked again: it accepts my count now."""
    user = 16_170 + len(typed) + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    n = await player.my_count(command)
    assert n > 0
    replies = await player.replies_to(typed.format(n=n))
    assert replies and replies[0].startswith(said.format(n=n)), replies
