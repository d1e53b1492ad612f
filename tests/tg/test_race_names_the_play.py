"""/course after a pegging question: the race shows its points, so what the race is says
that /jeu pegs it too (it named only /main and /crib: « where do these points come from? »)."""

from __future__ import annotations

import re

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "peg", "race", "named"),
    [
        ("fr-CA", "/jeu compte", "/course", "(/main, /crib) et chaque question sur le jeu (/jeu)"),
        ("en", "/peg count", "/race", "(/hand, /crib) and each play question (/peg)"),
    ],
)
async def test_the_race_says_the_play_pegs_it(
    bot_driver: Driver, code: str, peg: str, race: str, named: str
) -> None:
    await bot_driver.send(peg, user_id=31, language_code=code)
    verdict = texts(await bot_driver.send("0", user_id=31, language_code=code))
    assert any(re.search(r"121", text) for text in verdict), verdict  # the race, shown
    said = "\n".join(texts(await bot_driver.send(race, user_id=31, language_code=code)))
    assert named in said, said
