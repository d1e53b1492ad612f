"""In private, during the night, Ann typed « j'ai gagné! » (no points), and Dan, whose
opponent had written the score, answered « oui c'est correct » to it: each read « Je réponds
aux comptes et aux commandes : /main vous donne une main… », nothing of their game. Now each
reads their table: how to write the score, or the score written and where to confirm it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("lang", "result", "yes", "how", "confirm", "generic"),
    [
        ("fr", "J'ai gagné!", "oui c'est correct", "le sien d'abord : /soiree 121 98",
         "Confirmez-le avec le bouton, dans le groupe.", "Je réponds aux"),
        ("en", "I won", "yes that's right", "their own first: /night 121 98",
         "Confirm it with the button, in the group.", "I answer"),
    ],
)  # fmt: skip
async def test_a_result_or_a_yes_without_points(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, result: str, yes: str, how: str,
    confirm: str, generic: str,
) -> None:  # fmt: skip
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    told = len(hall.told(a))
    await hall.private(result, a)
    said = " ".join(hall.told(a)[told:])
    assert how in said and generic not in said, said
    await hall.private("121 98", a)
    told = len(hall.told(b))
    await hall.private(yes, b)
    said = " ".join(hall.told(b)[told:])
    assert "121" in said and "98" in said and confirm in said, said
    assert generic not in said, said
    (t,) = await hall.tables(night)
    assert not t.confirmed  # a yes typed is no ✅: the score is shown to them, not confirmed
    told = len(hall.told(a))
    await hall.private(yes, a)  # her own score: no ✅ of hers waits
    assert all(confirm not in text for text in hall.told(a)[told:])
