"""« une paire de valets pis un pour le valet, 3 » at /jouer's count of a crib V♥ with the
starter V♦ got « 🔺 un pour le valet : 1 dans votre compte au lieu de 0 (1 de trop) » and
nothing on why (« pourquoi? » then listed the pair alone): a player who thinks any jack
counts is left wondering. Now the line says « (Seul le valet de la couleur de la carte de
départ compte.) », at /jouer's show as at /main."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Category
from bot.drills.grading import CategoryGrade
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.views.show_read_back import category_line
from tests.tg.test_play22_show_names_the_part import test_a_part_counted_too_many_is_named
from tests.tg.test_table_handlers import shown

WHY = {
    "fr": "(Seul le valet de la couleur de la carte de départ compte.)",
    "en": "(Only the jack of the starter's suit counts.)",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_jack_of_another_suit_is_told_why(lang: str) -> None:
    tr = I18n.load().translator(lang)
    line = category_line(CategoryGrade(Category.NOBS, expected=0, claimed=1), tr)
    assert line.endswith(" " + WHY[lang]), line


@pytest.mark.parametrize(
    "grade",
    [
        CategoryGrade(Category.NOBS, expected=1, claimed=0),  # missed: no reason to give
        CategoryGrade(Category.NOBS, expected=1, claimed=1),
        CategoryGrade(Category.PAIRS, expected=0, claimed=2),
    ],
)
def test_no_reason_otherwise(grade: CategoryGrade) -> None:
    assert WHY["fr"] not in category_line(grade, I18n.load().translator("fr"))


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_at_the_show(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await test_a_part_counted_too_many_is_named(bot_driver, local_api, db, lang)
    told = "\n".join(shown(local_api, 22_300 + (lang == "en")))
    assert WHY[lang] in told.replace("\u00a0", " "), told
