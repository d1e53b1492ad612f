"""In a group, Gisèle sent a lone /quiz; Robert's « /cancel » read « Rien à abandonner : aucune
question n'attend » while her poll stood open above it. He now reads, in his own language (a
member's own reply in a group: tests/tg/test_own_commands_in_group.py), whose poll it is and
that he may answer it; once he has, that he did. Her poll stays open."""

from __future__ import annotations

import pytest
from members_helpers import GROUP, Member
from test_quiz_handlers import last_poll

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "cancel", "said", "answered"),
    [
        (
            "fr",
            "/annuler",
            "le sondage ci-dessus est la question de Gisèle. Vous pouvez y répondre aussi.",
            "le sondage ci-dessus est la question de Gisèle, et vous y avez déjà répondu.",
        ),
        (
            "en",
            "/cancel",
            "the quiz above is Gisèle's question. You can answer it too.",
            "the quiz above is Gisèle's question, and you have answered it.",
        ),
    ],
)
async def test_cancel_under_anothers_lone_poll_names_her_and_invites_him(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, cancel: str, said: str, answered: str
) -> None:
    admin = Member(bot_driver, 9_170, "Admin", "fr")
    local_api.member_status[(GROUP, admin.user)] = "administrator"
    await admin.say("/club lang fr")  # the club's language: Robert's reply stays in his
    gisele = Member(bot_driver, 9_173, "Gisèle", "fr")
    robert = Member(bot_driver, 9_174, "Robert", lang)
    await gisele.db.clubs.join_club(GROUP, gisele.user, name="Gisèle")
    await gisele.say("/quiz")
    poll = last_poll(local_api, GROUP)
    calls = await robert.say(cancel)
    assert not [c for c in calls if c.method == "stopPoll"]
    (text,) = texts(calls)
    reply = html_to_text(text).replace("\u00a0", " ")
    assert reply.startswith("Robert"), reply
    assert said in reply, reply
    await bot_driver.answer_poll(poll["id"], 0, robert.user, first_name="Robert")
    (text,) = texts(await robert.say(cancel))
    assert answered in html_to_text(text).replace("\u00a0", " "), text


async def test_an_asker_unknown_here_is_named_as_telegram_says(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """No board name nor answer of hers: the name getChatMember gives (the fake's "Player")."""
    await Member(bot_driver, 9_175, "Gisèle", "fr").say("/quiz")
    (text,) = texts(await Member(bot_driver, 9_176, "Robert", "en").say("/cancel"))
    assert "the quiz above is Player's question" in html_to_text(text), text
