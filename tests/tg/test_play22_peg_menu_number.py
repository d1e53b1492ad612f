"""« /jeu 2 » got « Je ne connais pas 2 : choisissez compte, tour ou jouer. »: a member may
mean the second choice of the menu, so 1, 2, 3 are read as its choices in the order shown
(its lines and its buttons: compte, tour, jouer)."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegKind, read_peg_kind
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown


def test_numbers_are_the_menu_s_choices() -> None:
    assert read_peg_kind(["1"]) is PegKind.COUNT
    assert read_peg_kind(["2"]) is PegKind.ROUND
    assert read_peg_kind(["3"]) is PegKind.PLAY
    for args in (["0"], ["4"], ["12"], ["²"], ["-1"]):
        assert read_peg_kind(args) is None


@pytest.mark.parametrize(("lang", "command"), [("fr", "/jeu 2"), ("en", "/peg 2")])
async def test_peg_two_deals_a_round(
    bot_driver: Driver, local_api: LocalBotApi, *, lang: str, command: str
) -> None:
    user = 22_400 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(command)
    question = await player.db.questions.pending_question(user, user)
    told = shown(local_api, user)
    assert question is not None and question.kind == PegKind.ROUND.value, told
    assert not any(line.startswith(("Je ne connais pas", "I don't know")) for line in told)
