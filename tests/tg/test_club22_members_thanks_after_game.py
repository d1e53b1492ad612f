"""« bonne partie » typed in private once a game between members ended got « Je réponds aux
comptes et aux commandes : /main vous donne une main… » (only /jouer's and Kings' games were
answered in kind): now « Merci, bonne partie à vous aussi! », as after a game against me;
while the game goes on, the step still answers."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import GroupWatch, play_on, two_at_a_table

SAID = {
    ("fr", "bonne partie"): "Merci, bonne partie à vous aussi!",
    ("fr", "Merci, belle partie!"): "Merci, bonne partie à vous aussi!",
    ("en", "good game"): "Thanks, good game to you too!",
    ("en", "gg"): "Thanks, good game to you too!",
}


@pytest.mark.parametrize(("lang", "typed"), list(SAID))
async def test_a_good_game_wished_once_it_ended(bot_driver: Driver, lang: str, typed: str) -> None:
    base = 22_300 + 10 * list(SAID).index((lang, typed))
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Robert"), lang, opens)
    await play_on(members, GroupWatch(bot_driver))
    for member in members.values():
        said = html_to_text("\n".join(texts(await member.private(typed))))
        assert said == SAID[lang, typed], said
