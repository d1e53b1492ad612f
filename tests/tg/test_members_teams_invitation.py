"""A table of four names its teams as the seats fill (played: « À la table : Marie, Jean,
Lise. 1 place libre. » over « Les partenaires sont face à face : places 1 et 3 contre 2 et
4. »: nobody is numbered at the table, so nobody could tell who played with whom before the
game started)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, chat_texts

N = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "typed", "teams"),
    [
        (
            "fr",
            "/jouer équipes",
            [
                f"Équipes, les partenaires face à face{N}: Marie et une place libre contre deux"
                " places libres.",
                f"Équipes, les partenaires face à face{N}: Marie et une place libre contre Jean"
                " et une place libre.",
                f"Équipes, les partenaires face à face{N}: Marie et Lise contre Jean et une place"
                " libre.",
            ],
        ),
        (
            "en",
            "/play teams",
            [
                "Teams, partners sitting across: Marie and a free seat against two free seats.",
                "Teams, partners sitting across: Marie and a free seat against Jean and a free"
                " seat.",
                "Teams, partners sitting across: Marie and Lise against Jean and a free seat.",
            ],
        ),
    ],
)
async def test_the_invitation_of_four_names_the_teams_as_they_form(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, teams: list[str]
) -> None:
    marie, jean, lise = (
        Member(bot_driver, 931 + i, n, lang) for i, n in enumerate(["Marie", "Jean", "Lise"])
    )
    for m in (marie, jean, lise):
        await m.private("/start")
    said = []
    start = len(local_api.calls)
    await marie.say(typed)
    said.append(chat_texts(local_api, start, GROUP)[-1])
    for m in (jean, lise):
        start = len(local_api.calls)
        await m.press_in_group("mj:")
        said.append(chat_texts(local_api, start, GROUP)[-1])
    assert [
        next(line for line in s.split("\n") if line.startswith(teams[0][:5])) for s in said
    ] == teams
