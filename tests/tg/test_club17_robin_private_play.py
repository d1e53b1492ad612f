"""A member of a round robin (or of a doubles team) typing /jouer in private, where their
duplicate tournament's game would be offered, read only « Une partie complète contre moi : en
combien de points? »: nothing said that their tournament's games are played in the group, and
a whole game against the bot, which the tournament does not count, could be played for one of
them. The game's choice now comes under a line saying where those games are played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, chat_texts

ADMIN = 41
SAID = {
    "fr": (
        "/tournoi 1 ronde 61",
        "/jouer",
        "Vos parties du tournoi du club Club se jouent dans son groupe, entre membres : envoyez"
        " /jouer là-bas. Une partie ici, contre moi, ne compte pas au tournoi.",
        "Une partie complète contre moi",
    ),
    "en": (
        "/tournament 1 robin 61",
        "/play",
        "Your games in the tournament of the club Club are played in its group, between"
        " members: send /play there. A game here, against me, does not count in the"
        " tournament.",
        "A whole game against me",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_play_in_private_says_where_the_robins_games_are(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    creates, play, where, choice = SAID[lang]
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, language_code=lang)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    marie, jean = Member(bot_driver, 501, "Marie", lang), Member(bot_driver, 502, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    before = len(local_api.calls)
    await marie.private(play)  # no tournament yet: the choice alone
    (alone,) = chat_texts(local_api, before, 501)
    assert alone.startswith(choice), alone
    await admin.say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, jean):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    before = len(local_api.calls)
    await marie.private(play)
    said = [t.replace("\u00a0", " ") for t in chat_texts(local_api, before, 501)]
    assert said[0] == where and said[-1].startswith(choice), said


def test_a_doubles_team_is_told_how_its_games_are_played() -> None:
    from bot.i18n import I18n
    from bot.views.tournament_robin import games_in_the_group

    i18n = I18n.load()
    fr = games_in_the_group("Les <Dames>", i18n.translator("fr"), team=True)
    assert fr.replace("\u00a0", " ") == (
        "Les parties de votre équipe au tournoi du club <b>Les &lt;Dames&gt;</b> se jouent dans"
        " son groupe : l'un de vous y envoie /tournoi partie. Une partie ici, contre moi, ne"
        " compte pas au tournoi."
    )
    en = games_in_the_group("Club", i18n.translator("en"), team=True)
    assert "one of you sends /tournament play there" in en
