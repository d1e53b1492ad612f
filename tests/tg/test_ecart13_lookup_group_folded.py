"""« /ecart 5C 5K VP DT 2C 3P donneur » in a club's group posted about sixteen lines there
(the best lay-away, the next five, the play's line, the crib model's paragraph); now the
answer stays in sight (the best lay-away and what it is worth) and the rest waits in a quote
that expands in place, as /ecart's verdict there; in private, all of it in sight as before.
Through the fake Bot API (its check: valid Telegram HTML under 4096 characters)."""

from __future__ import annotations

import re

import pytest

from bot.tg.local import ApiCall, Driver, texts
from bot.tg.local_checks import html_to_text

GROUP = -100_414
TYPED = {"fr": "/ecart 5C 5K VP DT 2C 3P donneur", "en": "/discard 5H 5D JS QC 2H 3S dealer"}
LAY_AWAY = {
    "fr": "Jetez 2♥ 3♠ au crib, gardez 5♥ 5♦ V♠ D♣.",
    "en": "Lay away 2♥ 3♠, keep 5♥ 5♦ J♠ Q♣.",
}
WORTH = {"fr": "19,56 points en moyenne", "en": "19.56 points on average"}
DETAILS = {"fr": "Détails", "en": "Details"}
NEXT = {"fr": "Ensuite", "en": "Next"}


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


def outside_quotes(html: str) -> str:
    return re.sub(r"<blockquote expandable>.*?</blockquote>", "", html, flags=re.S)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_lookup_is_folded_in_a_group(bot_driver: Driver, lang: str) -> None:
    rita = {
        "user_id": 988,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": lang,
        "first_name": "Rita",
    }
    text = one_text(await bot_driver.send(TYPED[lang], **rita))
    assert len(text) < 4096
    assert text.count("<blockquote expandable>") == 1 and text.count("</blockquote>") == 1, text
    shown = html_to_text(outside_quotes(text)).strip().split("\n")
    assert shown[0].startswith("Rita"), shown
    assert LAY_AWAY[lang] in shown[1] or LAY_AWAY[lang] in shown[0], shown
    assert any(WORTH[lang] in line for line in shown), shown
    assert shown[-1] == DETAILS[lang], shown
    assert len([line for line in shown if line]) <= 5, shown
    assert NEXT[lang] not in outside_quotes(text), text
    [quote] = re.findall(r"<blockquote expandable>(.*?)</blockquote>", text, flags=re.S)
    assert NEXT[lang] in quote and "2." in quote, quote


async def test_the_lookup_is_whole_in_private(bot_driver: Driver) -> None:
    text = one_text(await bot_driver.send(TYPED["fr"], user_id=989, language_code="fr"))
    assert "blockquote" not in text, text
    assert LAY_AWAY["fr"] in html_to_text(text) and NEXT["fr"] in text, text
    assert len(text.split("\n")) >= 12, text


async def test_the_role_pressed_in_a_group_is_folded(bot_driver: Driver) -> None:
    """« /ecart 5C 5K VP DT 2C 3P » (no role) in a group, then « L'autre joueur donne »
    pressed: the question's message becomes the lookup, folded there too."""
    rita = {
        "user_id": 991,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": "fr",
        "first_name": "Rita",
    }
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", **rita)
    asked = bot_driver.api.messages(GROUP)[-1]
    calls = await bot_driver.press("e:r:p:5H,5D,JS,QC,2H,3S:991", int(asked["message_id"]), **rita)
    [edited] = [c for c in calls if c.method == "editMessageText"]
    text = str(edited.params["text"])
    assert text.count("<blockquote expandable>") == 1, text
    shown = html_to_text(outside_quotes(text)).strip().split("\n")
    assert shown[1] == "Jetez 2♥ 3♠ au crib, gardez 5♥ 5♦ V♠ D♣.", shown
    assert shown[-1] == "Détails" and len(shown) == 4, shown
