"""With nothing pending, « 15-2 15 », « une paire 4 » or « quinze 3 » got « Rien à compter pour
l'instant… », but « 12 ou 14 », « 30 », « muggins » and « je sais pas » (a count, or what is said
of one) got « Je réponds aux comptes et aux commandes… »: now every count typed with nothing to
count gets « Rien à compter pour l'instant : /main vous donne une main. »; chatter still gets
the other reply."""

from __future__ import annotations

import pytest

from bot.drills.unasked import typed_count
from bot.tg.local import Driver, texts

NOTHING_TO_COUNT = {
    "fr": "Rien à compter pour l'instant\u00a0: /main vous donne une main.",
    "en": "Nothing to count right now: /hand deals you a hand.",
}
COUNTS = {
    "fr": ["12 ou 14", "30", "muggins", "je sais pas", "15-2 15", "une paire 4", "quinze 3"],
    "en": ["12 or 14", "30", "Muggins!", "I don't know", "15-2 15", "a pair 4", "fifteen 3"],
}
CHATTER = {"fr": ["bonjour", "merci beaucoup", "deux rois"], "en": ["hello", "thanks a lot"]}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_what_reads_as_a_count(lang: str) -> None:
    assert all(typed_count(text) for text in COUNTS[lang])
    assert not any(typed_count(text) for text in CHATTER[lang])
    assert not typed_count("") and not typed_count("12 " * 200)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_with_nothing_to_count(bot_driver: Driver, lang: str) -> None:
    user = 72_072 + (1 if lang == "en" else 0)
    for text in COUNTS[lang]:
        calls = await bot_driver.send(text, user_id=user, language_code=lang)
        assert texts(calls) == [NOTHING_TO_COUNT[lang]], text
    for text in CHATTER[lang]:
        calls = await bot_driver.send(text, user_id=user, language_code=lang)
        assert texts(calls) != [NOTHING_TO_COUNT[lang]], text
