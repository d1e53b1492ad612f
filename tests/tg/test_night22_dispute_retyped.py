"""Ann wrote « /soiree 121 90 », Ben « /soiree 121 100 »: disputed, the organizer is sent
« Garder 121 à 90 » in private. Ben then typing another claim of his (« /soiree 121 105 »)
replaced Ann's score with his, the dispute gone, and the organizer's button only toasted
« Ce pointage a changé ou est déjà confirmé ». A disputed score now stays disputed until the
organizer decides: Ben is told so, and the organizer's button keeps 121 à 90."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, Hall, answers

SAID = {
    "fr": "Votre adversaire a inscrit un autre pointage : l'organisateur décide.",
    "en": "Your opponent wrote another score: the organizer decides.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("private", [False, True])
async def test_the_opponents_other_claim_leaves_the_dispute_to_the_organizer(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    await hall.say(f"{hall.cmd} 121 100", b)
    copy = local_api.last_message(ADMIN)
    assert copy is not None and inline_buttons(copy)
    posted = len(hall.group())
    if private:
        await hall.private(f"{hall.cmd} 105 121", b)
        assert hall.told(b)[-1] == SAID[lang], hall.told(b)[-1]
        assert hall.group()[posted:] == []
    else:
        await hall.say(f"{hall.cmd} 105 121", b)
        assert hall.group()[posted:] == [SAID[lang]], hall.group()[posted:]
    (t,) = await hall.tables(night)
    assert t.disputed and t.score == (121, 90) and not t.confirmed
    data = str(inline_buttons(copy)[0]["callback_data"])
    calls = await bot_driver.press(
        data, copy["message_id"], user_id=ADMIN, chat_id=ADMIN, language_code=lang
    )
    assert not any("chang" in said for said in answers(calls)), answers(calls)
    (t,) = await hall.tables(night)
    assert t.confirmed and t.score == (121, 90)
