"""/entraineur (/coach) in a club's group: it posted the member's whole report there, a chart,
her ratings, her weakest spots with her own misses, her reviews and settings, in the club's
chat (up to twenty messages a minute, and her misses read by everyone). Now the group gets her
name, one line and a button that opens the report in private (`/start coach`), as /stats does;
the report itself is unchanged in private."""

from __future__ import annotations

import pytest
from test_coach_handlers import seed

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, inline_buttons, texts

GROUP = -100_4450
NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "typed", "said", "label", "title"),
    [
        (
            "fr",
            "/entraineur",
            f"Zoé{NBSP}: Votre entraîneur\nVotre bilan complet est dans notre conversation"
            f" privée{NBSP}: le bouton ci-dessous l'ouvre.",
            "Voir mon bilan",
            "Votre entraîneur",
        ),
        (
            "en",
            "/coach",
            "Zoé: Your coach\nYour full report is in our private chat: the button below opens it.",
            "See my report",
            "Your coach",
        ),
    ],
)
async def test_coach_in_a_group_is_one_short_line_and_a_button_to_the_report_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    typed: str,
    said: str,
    label: str,
    title: str,
) -> None:
    user = 4451
    await seed(db, user, nobs_misses=3, right=3)  # weak at nobs, rated: a chart and a button
    calls = await bot_driver.send(
        typed,
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        first_name="Zoé",
        language_code=lang,
    )
    assert [c.method for c in calls if c.method.startswith("send")] == ["sendMessage"], calls
    (text,) = texts(calls)
    assert html_to_text(text) == said
    message = local_api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    assert (link["text"], link["url"]) == (label, "https://t.me/muggins_bot?start=coach")
    report = texts(await bot_driver.send("/start coach", user_id=user, language_code=lang))
    (private,) = report
    assert html_to_text(private).startswith(f"{title}\n"), private  # in private: no name
    assert "2♣ 4♦ 6♠" in private  # her own miss, in private only
