"""After « Qui donne? », « je sais pas » got « … ou tapez « donneur » (vous avez distribué) ou
« receveur » (c'est un autre joueur) » ("pone (another player did)"), while the two-player
button under the cards says « L'autre joueur donne » ("The other player deals"): the note
names the buttons in their own words now (« Un autre joueur donne » for five cards)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "command", "typed", "words", "not_said"),
    [
        (
            "fr",
            "/ecart 5C 5K VP DT 2C 3P",
            "je sais pas",
            ("« Je donne »", "« L'autre joueur donne »", "« donneur »", "« receveur »"),
            "un autre joueur",
        ),
        (
            "fr",
            "/ecart 5C 5K VP DT 2C",
            "je sais pas",
            ("« Je donne »", "« Un adversaire donne »"),
            "L'autre joueur",
        ),
        (
            "en",
            "/discard 5H 5D JS QC 2H 3S",
            "I don't know",
            ("“I deal”", "“The other player deals”", "“dealer”", "“pone”"),
            "another player",
        ),
    ],
)
async def test_dont_know_names_the_buttons_as_they_read(
    bot_driver: Driver,
    lang: str,
    command: str,
    typed: str,
    words: tuple[str, ...],
    not_said: str,
) -> None:
    await bot_driver.send(command, user_id=951, language_code=lang)
    (reply,) = texts(await bot_driver.send(typed, user_id=951, language_code=lang))
    reply = reply.replace("\u00a0", " ")
    for word in words:
        assert word in reply, reply
    assert not_said not in reply, reply
