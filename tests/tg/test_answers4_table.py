"""Counts typed at a members' table the way club players type them on a phone (answers4):
« 15-2 15 » (another fifteen typed halfway, or a total of 15?) and « 12 14 » (two counts) are
asked back, nothing pegged; « kinze 2 kinze 4 » is read as « quinze 2 quinze 4 »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import group_texts, live
from tests.tg.test_members_typed import at_step

ASKED = {
    "fr": {
        "15-2 15": "«\u00a015\u00a0» après un quinze\u00a0: un autre quinze (ça fait 4) ou un "
        "total de 15?",
        "12 14": "12 ou 14? Envoyez un seul compte, celui que vous annoncez.",
        "kinze 2 kinze 4": "Ça fait 4 pour les quinze.",
    },
    "en": {
        "15-2 15": "“15” after a fifteen: another fifteen (that makes 4) or a total of 15?",
        "12 14": "12 or 14? Send one count, the one you call.",
        "kinze 2 kinze 4": "That makes 4 for the fifteens.",
    },
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_counts_typed_halfway_are_asked_back_and_nothing_is_pegged(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    counter, _ = await at_step(bot_driver, db, lang, 4780 if lang == "fr" else 4790)
    game, _ = await live(db, counter.user)
    for typed, asked in ASKED[lang].items():
        start = len(local_api.calls)
        said = html_to_text("\n".join(texts(await counter.private(typed))))
        assert said.startswith(asked), said
        assert group_texts(local_api, start) == []  # nothing said in the group
    again, _ = await live(db, counter.user)
    assert again.state == game.state  # nothing counted, the count still waits
