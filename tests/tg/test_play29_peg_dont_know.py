"""« aucune idée », « je sais pas » or « quelle carte je joue? » typed at /jeu jouer got
« Touchez un des boutons de carte sous la question. »: a player who does not know which card
to lay was told only where to tap. Now what a card pegs and that the verdict tells which card
was best and why (as « comment? » gets), the question still waiting."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

HELP = {
    "fr": "Au jeu, une carte marque 2 si elle fait 15 ou 31",
    "en": "In the play, a card pegs 2 for making fifteen or 31",
}


@pytest.mark.parametrize(
    ("lang", "peg", "typed"),
    [
        ("fr", "/jeu jouer", "aucune idée"),
        ("fr", "/jeu jouer", "je sais pas"),
        ("fr", "/jeu jouer", "quelle carte je joue?"),
        ("en", "/peg play", "I don't know"),
        ("en", "/peg play", "which card should I play?"),
    ],
)
async def test_not_knowing_which_card_gets_the_help(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, peg: str, typed: str
) -> None:
    first = 29_600 + 40 * len(lang + typed)
    for user in range(first, first + 40):  # a position where a card can be laid, not a go
        await bot_driver.send(peg, user, language_code=lang)
        if _card_buttons(local_api, user) > 1:
            break
    else:
        raise AssertionError("only go positions")
    sent = [html_to_text(t) for t in texts(await bot_driver.send(typed, user, language_code=lang))]
    assert sent and sent[0].startswith(HELP[lang]), sent
    again = [html_to_text(t) for t in texts(await bot_driver.send(typed, user, language_code=lang))]
    assert again == sent  # nothing laid: the question still waits


def _card_buttons(api: LocalBotApi, chat: int) -> int:
    """How many buttons the last message (the question) has."""
    message = api.last_message(chat) or {}
    markup = message.get("reply_markup") or {}
    return sum(len(row) for row in markup.get("inline_keyboard", []))
