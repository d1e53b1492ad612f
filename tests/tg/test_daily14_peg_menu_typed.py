"""/jeu's menu answered by typing (daily14): « 2 » under its three buttons got « Rien à
compter pour l'instant : /main vous donne une main. », where « 2 » at /jouer's choice chooses
its second button. Now the menu's place or words typed next deal that question
(`peg.typed_at_menu`, among `Subscriptions.unanswered` as `wiring.register` lists it)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

USER = 72


@pytest.mark.parametrize(
    ("lang", "menu", "typed", "question"),
    [
        ("fr", "/jeu", "2", "Combien de points chacun a-t-il marqués pendant ce jeu?"),
        ("fr", "/jeu", "un tour", "Combien de points chacun a-t-il marqués pendant ce jeu?"),
        ("fr", "/jeu", "1", "Combien de points pour votre carte?"),
        ("fr", "/jeu", "3", "Vos cartes\u00a0:"),
        ("en", "/peg", "2", "How many points did you and your opponent each peg in this play?"),
    ],
)
async def test_the_menu_s_choice_typed_deals_it(
    bot_driver: Driver, lang: str, menu: str, typed: str, question: str
) -> None:
    await bot_driver.send(menu, user_id=USER, language_code=lang)
    said = "\n".join(texts(await bot_driver.send(typed, user_id=USER, language_code=lang)))
    assert question in said, said
    assert "Rien à compter" not in said and "Nothing to count" not in said, said


async def test_a_number_after_a_question_is_not_the_menu_s(bot_driver: Driver) -> None:
    await bot_driver.send("/jeu", user_id=USER, language_code="fr")
    await bot_driver.send("/main", user_id=USER, language_code="fr")
    await bot_driver.send("/annuler", user_id=USER, language_code="fr")
    [said] = texts(await bot_driver.send("2", user_id=USER, language_code="fr"))
    assert "Rien à compter" in said, said
