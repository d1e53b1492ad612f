"""A hand 3H 5H 9H KS, the starter 8H, counted « quinze 2 couleur 6 »: the drill said only
« flush : 4 de trop » with no why, though three hearts and a heart starter look like a flush.
It now says the hand flush rule (the four hand cards of one suit; the starter alone does not
make one), as it says the crib flush rule for a crib's four without the starter's suit; and
/score CARDS = CALL says it too."""

from __future__ import annotations

import pytest
from test_handlers import one_text, plant

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, html_to_text
from bot.views import show

I18N = I18n.load()
RULE = {
    "fr": "Un flush dans la main exige ses quatre cartes de la même couleur\u00a0: "
    "la carte de départ seule n'en fait pas un.",
    "en": "A hand flush needs its four cards of one suit: the starter alone does not make one.",
}


@pytest.mark.parametrize(
    ("kind", "cards", "said", "told"),
    [
        ("hand", "3H 5H 9H KS 8H", {"fr": "quinze 2 couleur 6", "en": "fifteen 2 flush 6"}, True),
        ("hand", "3H 5H 9H KS 8H", {"fr": "6", "en": "6"}, True),  # 4 over: may be the flush
        ("hand", "3H 5H 9H KS 8H", {"fr": "3", "en": "3"}, False),  # 1 over: not the flush
        ("hand", "3H 5H 9H KH 8S", {"fr": "6", "en": "6"}, False),  # the four: a flush of 4
        ("crib", "3H 5H 9H KS 8H", {"fr": "6", "en": "6"}, False),  # a crib: not this rule
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_hand_flush_rule_is_said_when_the_starter_made_the_fourth(
    bot_driver: Driver,
    db: Database,
    kind: str,
    cards: str,
    said: dict[str, str],
    told: bool,
    lang: str,
) -> None:
    user = 5211 if lang == "fr" else 5212
    await bot_driver.send(
        "/images non" if lang == "fr" else "/pictures off", user, language_code=lang
    )
    await plant(db, user, cards, kind=kind)
    text = html_to_text(one_text(await bot_driver.send(said[lang], user, language_code=lang)))
    assert (RULE[lang] in text) == told, text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_referee_says_the_hand_flush_rule(lang: str) -> None:
    tr = I18N.translator(lang)
    read = parse_cards("3H 5H 9H KS 8H")
    deal = Deal(DrillKind.HAND, tuple(read[:4]), read[4], player_is_dealer=True)
    judgement = judge(deal.score(), "quinze 2 couleur 6" if lang == "fr" else "fifteen 2 flush 6")
    text = html_to_text(show.referee_text(deal, judgement, tr))
    assert RULE[lang] in text, text
