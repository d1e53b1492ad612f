"""« 5C 5K VP DT 2C mon partenaire donne » typed alone (no /ecart) was told « Pour le meilleur
écart de ces cartes, tapez : /ecart 5C 5K VP DT 2C donneur »: copied, it reads « Vous êtes
le donneur », not her partner's deal. The command to copy says the partner deals."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

SAID = {
    "fr": (
        "5C 5K VP DT 2C mon partenaire donne",
        "Pour le meilleur écart de ces cartes, tapez : /ecart 5C 5K VP DT 2C mon partenaire donne",
        "/ecart 5C 5K VP DT 2C mon partenaire donne",
        "Votre partenaire donne : le crib est à votre équipe",
    ),
    "en": (
        "5H 5D JS QC 2H my partner deals",
        "For the best lay-away of these cards, type: /discard 5H 5D JS QC 2H my partner deals",
        "/discard 5H 5D JS QC 2H my partner deals",
        "Your partner deals: the crib is your team's",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_command_to_copy_keeps_the_partner(bot_driver: Driver, lang: str) -> None:
    typed, told, command, partner = SAID[lang]
    [reply] = texts(await bot_driver.send(typed, user_id=1741, language_code=lang))
    assert html_to_text(reply).replace("\u00a0", " ") == told, reply
    [looked_up] = texts(await bot_driver.send(command, user_id=1741, language_code=lang))
    assert partner in html_to_text(looked_up).replace("\u00a0", " "), looked_up
