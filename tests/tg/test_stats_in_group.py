"""/stats typed in a club's group: the member's name and headline there, and a button to the
whole report in the private chat (`/start stats`)."""

from __future__ import annotations

import pytest
from test_handlers import GROUP, one_text, plant

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts


@pytest.mark.parametrize(
    ("code", "typed", "head", "where", "button", "report"),
    [
        (
            "fr",
            "/statistiques",
            "<b>Zoé</b>\u00a0: <b>2</b> mains et cribs comptés",
            "Le détail de vos progrès est dans notre conversation privée\u00a0: le bouton",
            "Voir mes progrès",
            (
                "<b>Vos progrès</b>",
                "Points oubliés par main ou crib, en moyenne",
                "Quiz des règles",
            ),
        ),
        (
            "en",
            "/stats",
            "<b>Zoé</b>: <b>2</b> hands and cribs counted",
            "Your progress in detail is in our private chat: the button below opens it.",
            "See my progress",
            ("<b>Your progress</b>", "Points missed per hand or crib, on average", "Rules quiz"),
        ),
    ],
)
async def test_stats_in_a_group_names_the_member_and_opens_the_report_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    code: str,
    typed: str,
    head: str,
    where: str,
    button: str,
    report: tuple[str, ...],
) -> None:
    """Played: /statistiques in the club's group posted the member's whole report there (a
    dozen lines of accuracy, points missed, level, quiz and clubs): long, their own business,
    and it pushed the club's talk up the screen. The group now reads two lines, the member's
    name and how many hands they counted, with a button whose link (`/start stats`) shows
    the report in the private chat, in the member's language."""
    user = 51
    await plant(db, user, "5H 5D 5C JS 5S")
    await bot_driver.send("28", user_id=user, language_code=code)
    await plant(db, user, "6H 7D 7C 8S 2D", kind="crib")
    await bot_driver.send("16", user_id=user, language_code=code)
    private_before = len(local_api.messages(user))

    said = one_text(
        await bot_driver.send(
            typed,
            user_id=user,
            chat_id=GROUP,
            chat_type="supergroup",
            language_code=code,
            first_name="Zoé",
        )
    )
    first, second = said.split("\n")  # two lines, no more
    assert first == head and second.startswith(where), said
    assert not any(words in said for words in report[1:]), said  # no report in the group
    message = local_api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    assert (link["text"], link["url"]) == (button, "https://t.me/muggins_bot?start=stats")
    assert len(local_api.messages(user)) == private_before  # nothing in private until they come

    shown = "\n".join(
        texts(await bot_driver.send("/start stats", user_id=user, language_code=code))
    )
    assert shown.startswith(report[0]), shown
    assert all(words in shown for words in report), shown
    assert "Zoé" not in shown  # their own chat: no name before the title


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("fr", "<b>Bob</b> — Le détail de vos progrès est dans notre conversation privée\u00a0:"),
        ("en", "<b>Bob</b> — Your progress in detail is in our private chat: the button below"),
    ],
)
async def test_stats_in_a_group_before_any_count_is_one_line(
    bot_driver: Driver, code: str, said: str
) -> None:
    """A member who has counted nothing yet gets one line, their name first (no « 0 mains »)."""
    text = one_text(
        await bot_driver.send(
            "/stats",
            user_id=52,
            chat_id=GROUP,
            chat_type="supergroup",
            language_code=code,
            first_name="Bob",
        )
    )
    assert "\n" not in text and text.startswith(said), text
