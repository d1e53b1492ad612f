"""/classement (/top) in a club's group, asked by someone of the group who is not (yet) a
member of its club."""

from __future__ import annotations

import pytest
from test_club_board_again import GERARD, ZOE, ask, mixed_club
from test_club_handlers import GROUP, in_group

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

PAUL = 77
"""In the group, never pressed the button of /defi: not a member of the club."""


@pytest.mark.parametrize(
    ("lang", "command", "today", "not_on", "hint"),
    [
        (
            "fr",
            "/classement",
            "jour",
            "Paul n'est pas encore à ce classement.",
            "Seuls les membres du club y figurent\u00a0: chacun le devient avec le bouton de"
            " /defi.",
        ),
        (
            "en",
            "/top",
            "today",
            "Paul is not on this board yet.",
            "Only the club's members are on it: each player becomes one with the button of /daily.",
        ),
    ],
)
async def test_someone_of_the_group_not_in_the_club_is_told_how_to_join(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    today: str,
    not_on: str,
    hint: str,
) -> None:
    """Played: Paul, in the club's group, typed /classement and read « Paul n'est pas encore à
    ce classement. », nothing about how to get on it (the button of /defi makes him a member;
    playing alone does not put him there)."""
    await mixed_club(bot_driver, local_app, local_api, db)
    await db.clubs.update_club(GROUP, {"lang": lang})
    (board,) = texts(
        await bot_driver.send(**in_group(command, PAUL, language_code=lang, first_name="Paul"))
    )
    assert f"{not_on} {hint}" in board
    # A member who has not played today is on no board yet either, but is a member.
    (board,) = texts(
        await bot_driver.send(**in_group(f"{command} {today}", GERARD, first_name="Gérard"))
    )
    assert "Gérard" in board and hint not in board


async def test_the_line_pointing_to_the_board_above_says_it_too(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await mixed_club(bot_driver, local_app, local_api, db)
    await ask(bot_driver, "/classement", ZOE)
    calls = await bot_driver.send(**in_group("/classement", PAUL, first_name="Paul"))
    (paul,) = [call for call in calls if call.method == "sendMessage"]
    assert paul.params["text"].endswith(
        " Vous n'y êtes pas encore\u00a0: seuls les membres du club y figurent, et le bouton de"
        " /defi vous en fait membre."
    )
    member = await ask(bot_driver, "/classement", GERARD)
    assert member.params["text"].endswith(" Vous n'y êtes pas encore.")


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/classement jour",
            "Gérard n'est pas encore à ce classement. Jouer le défi du jour (/defi) y fait entrer.",
        ),
        (
            "en",
            "/top today",
            "Gérard is not on this board yet. Playing today's challenge (/daily) puts a member"
            " on it.",
        ),
    ],
)
async def test_a_member_not_on_the_board_is_told_what_puts_them_there(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    said: str,
) -> None:
    """Played: Gérard, a member who had not played today, read « Gérard n'est pas encore à ce
    classement. » and nothing of why: the day's challenge is what puts a member there."""
    await mixed_club(bot_driver, local_app, local_api, db)
    await db.clubs.update_club(GROUP, {"lang": lang})
    (board,) = texts(
        await bot_driver.send(**in_group(command, GERARD, language_code=lang, first_name="Gérard"))
    )
    assert said in board
