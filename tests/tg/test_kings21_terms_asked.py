"""kings21: at a Kings game step « c'est quoi le support? », « c'est quoi une main? » and
« c'est quoi H8? » got « Je n'ai pas compris votre coup. C'est à vous de jouer. », and « c'est
quoi le sac? » the scores (« Vous 0, moi 0. Jetons dans le sac : 94 »), nothing said of what a
bag is; under /rois compte they got « Répondez par le nombre de points ». Now the bag, the
rack, a line (« une main ») and a cell are told what they are, the step or question waiting."""

from __future__ import annotations

import pytest

from bot.drills.kings_terms import Term, asked_term
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("c'est quoi le sac?", Term.BAG),
        ("Le sac?", Term.BAG),
        ("what does the bag mean", Term.BAG),
        ("c'est quoi le support", Term.RACK),
        ("c est quoi le support?", Term.RACK),  # the apostrophe left out
        ("support?", Term.RACK),
        ("what is a rack?", Term.RACK),
        ("c'est quoi une main?", Term.LINE),
        ("qu'est-ce qu'une ligne", None),
        ("c'est quoi H8?", Term.CELL),
        ("what's a cell?", Term.CELL),
        ("c'est quoi une quinzaine?", None),
        ("H8 → 5 6 4", None),
        ("sac", None),
        ("c'est quoi la main qui rapporte le plus?", None),
    ],
)
def test_the_word_asked(text: str, term: Term | None) -> None:
    assert asked_term(text) is term


STEP = {
    "fr": {
        "c'est quoi le sac?": "Le sac contient les jetons que personne n'a encore pigés",
        "c'est quoi le support?": "Votre support, ce sont vos cinq jetons",
        "c'est quoi une main?": "Une main, ici, c'est une rangée de 2 à 5 jetons",
        "c'est quoi H8?": "Une case se nomme par sa colonne",
    },
    "en": {
        "what is the bag?": "The bag holds the tiles nobody has drawn yet",
        "what is the rack?": "Your rack is your five tiles",
        "what is a line?": "A line is 2 to 5 tiles side by side",
        "what is H8?": "A cell is named by its column",
    },
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_word_asked_at_a_step(bot_driver: Driver, db: Database, lang: str) -> None:
    user = 21_200 if lang == "fr" else 21_201
    question = await plant(db, user, LAID, "A 5 6 4 K")
    for typed, said in STEP[lang].items():
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        assert text.startswith(said), (typed, text)
        assert "compris" not in text and "understand" not in text, text
        assert "Jetons dans le sac" not in text and "Tiles in the bag" not in text, text
    assert (await db.questions.pending_question(user, user)) == question


async def test_a_word_asked_under_a_count(bot_driver: Driver, db: Database) -> None:
    user = 21_210
    await bot_driver.send("/rois compte", user, language_code="fr")
    asked = await db.questions.pending_question(user, user)
    lines = plain(await bot_driver.send("c'est quoi le support?", user)).splitlines()
    assert lines[0].startswith("Votre support, ce sont vos cinq jetons"), lines
    assert lines[-1] == "Répondez par le nombre de points, par exemple 12.", lines
    assert (await db.questions.pending_question(user, user)) == asked
