"""« /tournoi participer » (« /tournament join », « /tournoi inscription ») typed in the group
by a member who wants to take part was answered « Seuls les administrateurs du groupe peuvent
créer, fermer ou annuler un tournoi. » above the standings: a refusal of what they did not ask.
They are told how to take part, under the ✅ that does it (or that they take part already; in
doubles, how a team registers)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member

ADMIN = 41
ADMINS_ONLY = ("Seuls les administrateurs", "Only the group's administrators")


def plain(text: str) -> str:
    return text.replace("\u00a0", " ")


async def _open(driver: Driver, api: LocalBotApi, db: Database, creates: str) -> str:
    await driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN))
    api.member_status[(GROUP, ADMIN)] = "administrator"
    await Member(driver, ADMIN, "Admin", "fr").say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    return tournament.id


@pytest.mark.parametrize(
    ("lang", "word", "take_part"),
    [
        ("fr", "/tournoi participer", "Appuyez sur le bouton pour participer"),
        ("en", "/tournament join", "Press the button to take part"),
        ("fr", "/tournoi inscription", "Appuyez sur le bouton pour participer"),
    ],
)
async def test_a_member_asking_to_join_is_told_how(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, word: str, take_part: str
) -> None:
    tid = await _open(bot_driver, local_api, db, "/tournoi fadoq ronde 61")
    rita = Member(bot_driver, 971, "Rita", lang)
    await rita.private("/start")
    await rita.say(word)
    answer = local_api.messages(GROUP)[-1]
    said = plain(str(answer["text"]))
    assert take_part in said and not any(w in said for w in ADMINS_ONLY), said
    assert [b.get("callback_data") for b in inline_buttons(answer)] == [f"tj:{tid}"]
    await rita.press(f"tj:{tid}", int(answer["message_id"]))
    await rita.say(word)  # in it now: told so
    said = plain(str(local_api.messages(GROUP)[-1]["text"]))
    assert said.startswith(("Vous participez déjà", "You take part already")), said


async def test_in_doubles_how_a_team_registers(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await _open(bot_driver, local_api, db, "/tournoi fadoq équipes 61")
    rita = Member(bot_driver, 971, "Rita", "fr")
    await rita.say("/tournoi participer")
    said = plain(str(local_api.messages(GROUP)[-1]["text"]))
    assert said.startswith("Pour participer, inscrivez une équipe de deux"), said
