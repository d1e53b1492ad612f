"""The quiz line of /stats read aloud: one colon, not « sujet le plus faible : le compte :
quinze et trente et un »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.repo_quiz import QuizStats
from bot.views.quiz import stats_lines, topic_name

I18N = I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_weakest_topic_with_a_colon_in_its_name_leaves_one_colon(lang: str) -> None:
    tr = I18N.translator(lang)
    (line,) = stats_lines(QuizStats(8, 5, "fifteen_31"), tr)
    assert topic_name("fifteen_31", tr) in line, line
    assert line.count(":") == 2, line  # « Quiz sur les règles : … » and the topic's own


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_weakest_topic_still_named(lang: str) -> None:
    tr = I18N.translator(lang)
    (line,) = stats_lines(QuizStats(8, 5, "go"), tr)
    assert line.endswith(topic_name("go", tr)), line
    assert line.count(":") == 1, line
