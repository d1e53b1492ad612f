"""« /aide jouer » typed in a club's group answered the private /jouer help's eight long
lines, starting « /jouer : une partie complète contre moi… » (in a group, /jouer opens a
table of members), down to /course. In a group it is now the member's name and the group's
/jouer help, as « /jouer aide » there gives it; in private it is unchanged."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import member_in_group, one_group_reply

ASKED = {
    "fr": (
        "/aide jouer",
        "Dans un groupe : /jouer en réponse au message d'un membre",
        "contre moi",
    ),
    "en": ("/help play", "In a group: /play in reply to a member's message", "against me"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_help_on_play_in_a_group_is_the_groups(bot_driver: Driver, lang: str) -> None:
    typed, usage, bot_game = ASKED[lang]
    said = await one_group_reply(await member_in_group(bot_driver, lang), typed)
    first = said.split("\n")[0]
    assert first.startswith("Marie") and usage in first, said
    assert bot_game not in said, said
    assert len(said.split("\n")) <= 3, said


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_help_on_play_in_private_is_unchanged(bot_driver: Driver, lang: str) -> None:
    typed, usage, bot_game = ASKED[lang]
    said = html_to_text(
        "\n".join(texts(await bot_driver.send(typed, user_id=503, language_code=lang)))
    )
    said = said.replace("\u00a0", " ")
    assert bot_game in said.split("\n")[0] and usage in said, said
