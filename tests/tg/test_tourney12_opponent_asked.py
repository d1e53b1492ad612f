"""A member of a round robin typing in private « contre qui je joue? » ("who do I play
against?") got « Je réponds aux comptes et aux commandes : /main vous donne une main… », and
during their game, waiting on the other player, « Votre partie de club continue; ce n'est pas
votre tour. »: whom they play was not said. Both get /tournoi's answer now (their games to
play, or the game under way and against whom); a remark about an opponent is no question."""

from __future__ import annotations

import pytest

from bot.drills.tournament_args import asks_about_tournament
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_member_tournament import robin_game_at_a_count, robin_of_two

ASKED = {"fr": "Contre qui je joue?", "en": "Who do I play against?"}
GAMES = {"fr": "Vos 2 parties à jouer, dans le groupe : Jean", "en": "Your 2 games to play"}
PLAYING = {"fr": "est en cours dans le groupe", "en": "is under way in the group"}


def said(calls: list) -> str:  # type: ignore[type-arg]
    return html_to_text("\n".join(texts(calls))).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("contre qui je joue?", True),
        ("Je joue contre qui", True),
        ("c'est contre qui ma prochaine partie?", True),
        ("qui est mon prochain adversaire?", True),
        ("who do I play against?", True),
        ("Who am I playing next?", True),
        ("who's my opponent?", True),
        ("mon adversaire a oublié son crib", False),
        ("contre qui", False),
        ("my opponent is slow", False),
    ],
)
def test_whom_one_plays_asked(text: str, asks: bool) -> None:
    assert asks_about_tournament(text) is asks


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_whom_one_plays_is_answered_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    told = said(await marie.private(ASKED[lang]))
    assert GAMES[lang] in told and "Jean" in told, told
    _game, counter, waiting = await robin_game_at_a_count(bot_driver, db, marie, jean)
    told = said(await waiting.private(ASKED[lang]))
    assert PLAYING[lang] in told and counter.name in told, told
    assert "pas votre tour" not in told and "not your turn" not in told, told
