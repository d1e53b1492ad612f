"""The over-count law is a named, visible choice (issue 43, finding 3): /variante shows
« un compte trop haut est corrigé, sans pénalité » (the seeds' law, the default) or « … donne
les points en trop à l'adversaire (règle de l'ACC, la fédération américaine de cribbage) », a
button and `/variante trop …` change it, and a correction says which law applied."""

from __future__ import annotations

import pytest
from test_handlers import plant
from tg_checks import callback_datas

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts

LAWS = {
    "fr": (
        "un compte trop haut est corrigé, sans pénalité",
        "donne les points en trop à l'adversaire"
        " (règle de l'ACC, la fédération américaine de cribbage)",
    ),
    "en": (
        "a count too high is corrected, with no penalty",
        "gives the extra points to the opponent"
        " (the rule of the ACC, the American Cribbage Congress)",
    ),
}

NOTED_ACC = {
    "fr": "(Un compte trop haut donne les points en trop à l'adversaire\u00a0:"
    " règle de l'ACC, la fédération américaine de cribbage.)",
    "en": "(A count too high gives the extra points to the opponent:"
    " the rule of the ACC, the American Cribbage Congress.)",
}


@pytest.mark.parametrize(("lang", "command"), [("fr", "/variante"), ("en", "/variant")])
async def test_the_law_is_shown_and_chosen_in_variant(
    bot_driver: Driver, db: Database, lang: str, command: str
) -> None:
    user = 4360 if lang == "fr" else 4361
    seeds, acc = LAWS[lang]
    calls = await bot_driver.send(command, user, language_code=lang)
    text = html_to_text("\n".join(texts(calls)))
    assert seeds.capitalize() in text, text
    assert "var:ovr:acc" in list(callback_datas(calls))
    last = bot_driver.api.last_message(user)
    assert last is not None
    message_id = last["message_id"]
    done = html_to_text(
        "\n".join(
            texts(await bot_driver.press("var:ovr:acc", message_id, user, language_code=lang))
        )
    )
    assert acc in done, done
    again = html_to_text("\n".join(texts(await bot_driver.send(command, user, language_code=lang))))
    assert acc in again
    back = "/variante trop corrigés" if lang == "fr" else "/variant over corrected"
    assert back in again, again  # the hint is spelled right, and is what the player sends
    done = html_to_text("\n".join(texts(await bot_driver.send(back, user, language_code=lang))))
    assert seeds.capitalize() in done
    there = "/variante trop adversaire" if lang == "fr" else "/variant over opponent"
    assert there in done, done  # the way back, in turn, is shown and read
    done = html_to_text("\n".join(texts(await bot_driver.send(there, user, language_code=lang))))
    assert acc in done, done


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_every_correction_says_which_law_applied(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 4362 if lang == "fr" else 4363
    seeds, _ = LAWS[lang]
    await plant(db, user, "5H 5S 10D 2C 3S")  # 10
    text = html_to_text("\n".join(texts(await bot_driver.send("14", user, language_code=lang))))
    assert f"({seeds.capitalize()}.)" in text, text  # a sentence of its own (was lowercase)
    await bot_driver.send("/variante trop adversaire", user, language_code=lang)
    await plant(db, user, "5H 5S 10D 2C 3S")
    text = html_to_text("\n".join(texts(await bot_driver.send("14", user, language_code=lang))))
    noted = NOTED_ACC[lang]  # after a correction, in brackets: no brackets inside them
    assert noted in text and "))" not in text, text
