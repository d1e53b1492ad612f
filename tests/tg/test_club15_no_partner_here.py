"""Lise, with no team in the group's doubles tournament, types « /tournoi partie » in the group
(or presses the presentation's button) and read « … : dans le groupe, répondez à un de ses
messages par /tournoi équipe. »: « dans le groupe » is odd when the reply is in the group. It
says « répondez ici » there now; in private, where the group is elsewhere, it still says it."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.views.tournament_doubles import no_partner
from tests.tg.members_helpers import Member, notices
from tests.tg.test_tournament_doubles import group_texts, open_doubles, plain

HERE = {
    "fr": "Dans un tournoi en double, on participe avec un ou une partenaire : répondez ici à un"
    " de ses messages par /tournoi équipe.",
    "en": "In a doubles tournament, you take part with a partner: reply here to one of their"
    " messages with /tournament team.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_partner_in_the_group_says_here(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    lise = Member(bot_driver, 605, "Lise", lang)
    await lise.private("/start")
    tid = await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await lise.say("/tournoi partie" if lang == "fr" else "/tournament play")
    assert group_texts(local_api)[-1] == HERE[lang]
    tournament = await db.tournaments.get_tournament(tid)
    assert tournament is not None and tournament.message_id is not None
    pressed = await lise.press(f"tj:{tid}", tournament.message_id)
    assert plain(notices(pressed)[0]) == HERE[lang]
    assert len(notices(pressed)[0]) <= 200


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_in_private_the_group_is_named(lang: str) -> None:
    text = no_partner(I18n.load().translator(lang))
    assert ("dans le groupe" if lang == "fr" else "in the group") in text
