"""A doubles team asked between a French reader and an English reader, in a club set to each
member's language: « Marie propose à Helen de faire équipe. Helen, appuyez sur ✅ pour
confirmer. » under « ✅ On joue ensemble » came only in the tournament's most read language,
French to Helen. As an invitation to a club game between them, the request, its button and
« Marie et Helen font équipe » now come in both languages, the asker's first."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, inline_buttons, last_button
from tests.tg.test_tournament_doubles import open_doubles, plain, reply_to


async def test_a_request_between_two_languages_is_in_both(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, helen = Member(bot_driver, 601, "Marie", "fr"), Member(bot_driver, 602, "Helen", "en")
    for m in (marie, helen):
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await helen.say("Hello", message_id=8000)
    await marie.say("/tournoi equipe", reply_to=reply_to(helen, 8000))
    data, message_id = last_button(local_api, GROUP, "td:")
    shown = local_api.message(GROUP, message_id)
    assert shown is not None
    text = plain(shown["text"])
    assert text == (
        "Marie propose à Helen de faire équipe. Helen, appuyez sur ✅ pour confirmer.\n\n"
        "Marie asks Helen to play as a team. Helen, press ✅ to confirm."
    ), text
    (label,) = [b["text"] for b in inline_buttons(shown)]
    assert label == "✅ On joue ensemble / ✅ We play together", label
    await helen.press(data, message_id)
    made = local_api.message(GROUP, message_id)
    assert made is not None
    assert plain(made["text"]) == (
        "Marie et Helen font équipe dans le tournoi.\n"
        "Marie and Helen play as a team in the tournament."
    ), made["text"]
