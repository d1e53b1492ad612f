"""« /tournoi équipe @partenaire » typed as the doubles hint reads it: before, « Lise propose
à @partenaire de faire équipe. @partenaire, appuyez sur ✅ pour confirmer. », a request
nobody could confirm; now what the word stands for, and how to name the partner."""

from __future__ import annotations

import pytest
from test_tournament_doubles import open_doubles

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member

SAID = {
    "fr": "« @partenaire » tient la place du nom de votre partenaire : tapez /tournoi équipe @ puis"
    " choisissez son nom dans la liste, ou envoyez /tournoi équipe en réponse à l'un de ses"
    " messages.",
    "en": "“@Partner” stands for your partner's name: type /tournament team @ and pick their"
    " name from the list, or send /tournament team in reply to one of their messages.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "/tournoi équipe @partenaire"), ("en", "/tournament team @Partner")],
)
async def test_the_hints_partner_word_is_explained_not_asked(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str
) -> None:
    lise = Member(bot_driver, 603, "Lise", lang)
    await lise.private("/start")
    tid = await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    start = len(local_api.calls)
    await lise.say(typed)
    (told,) = [html_to_text(t) for t in local_api.sent_texts(GROUP)[-1:]]
    assert told.replace("\u00a0", " ") == SAID[lang], told
    assert not any(
        c.method == "sendMessage" and "✅" in str(c.params) for c in local_api.calls[start:]
    )
    tournament = await db.tournaments.get_tournament(tid)
    assert tournament is not None
    assert not (await db.tournaments.board(tournament)).teams
