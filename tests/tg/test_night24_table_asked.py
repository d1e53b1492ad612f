"""A player typed « c'est quoi ma table? » (« contre qui je joue? », "which table am I at?") in
her private chat with Muggins during the night: she read « Je réponds aux comptes et aux
commandes : /main vous donne une main… », and in the group « /soiree c'est quoi la prochaine
table? » was answered « Seuls les administrateurs du groupe mènent la soirée. ». Both are now
answered as /soiree is: her table and opponent in private, the round's tables in the group."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "asked", "mine", "generic"),
    [
        ("fr", "c'est quoi ma table?", "Ronde 1 — table 1, contre {other}", "Je réponds aux"),
        ("fr", "Contre qui je joue", "Ronde 1 — table 1, contre {other}", "Je réponds aux"),
        ("en", "which table am I at?", "Round 1 — table 1, against {other}", "I answer"),
    ],
)
async def test_her_table_asked_in_private(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, asked: str, mine: str, generic: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _night, a, b = await hall.one_table("fadoq")
    told = len(hall.told(a))
    await hall.private(asked, a)
    said = "\n".join(hall.told(a)[told:])
    assert mine.format(other=NAMES[b]) in said, said
    assert generic not in said, said


@pytest.mark.parametrize(
    ("lang", "asked", "tables", "refused"),
    [
        ("fr", "c'est quoi la prochaine table?", "Ronde 1 sur 6", "Seuls les administrateurs"),
        ("en", "who do I play?", "Round 1 of 6", "Only the group's administrators"),
    ],
)
async def test_the_table_asked_in_the_group(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, asked: str, tables: str, refused: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _night, a, b = await hall.one_table("fadoq")
    posted = len(hall.group())
    await hall.say(f"{hall.cmd} {asked}", b)
    said = "\n".join(hall.group(posted))
    assert tables in said and NAMES[a] in said and NAMES[b] in said, said
    assert refused not in said, said
