"""« /tournoi équipes 61 » (a kind said, no format) got « Dites quel tournoi : fadoq, jeux50
ou un nombre de parties. »: between teams (or members), a number is how many times they meet,
not games against the bot; the reply says so in words a member understands."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.tournament_args import BadWords, read_wanted
from bot.i18n import I18n
from bot.views.tournament_replies import bad_words_note

I18N = I18n.load()
TODAY = date(2026, 12, 1)


def _refused(words: list[str]) -> BadWords:
    with pytest.raises(BadWords) as caught:
        read_wanted(words, TODAY)
    return caught.value


@pytest.mark.parametrize(
    ("lang", "words", "said"),
    [
        (
            "fr",
            ["équipes", "61"],
            "Dites quel tournoi\u00a0: fadoq (chaque équipe rencontre une fois chaque autre"
            " équipe), jeux50 (deux fois) ou combien de fois les équipes se rencontrent (1 à 4).",
        ),
        (
            "en",
            ["teams", "61"],
            "Say which tournament: fadoq (each team meets each other team once), jeux50"
            " (twice) or how many times the teams meet (1 to 4).",
        ),
        (
            "fr",
            ["ronde"],
            "Dites quel tournoi\u00a0: fadoq (chaque membre rencontre une fois chaque autre"
            " membre), jeux50 (deux fois) ou combien de fois les membres se rencontrent (1 à 4).",
        ),
        ("fr", ["61"], "Dites quel tournoi\u00a0: fadoq, jeux50 ou un nombre de parties."),
        ("en", ["61"], "Say which tournament: fadoq, jeux50 or a number of games."),
    ],
)
def test_which_tournament_in_a_members_words(lang: str, words: list[str], said: str) -> None:
    assert bad_words_note(_refused(words), I18N.translator(lang)) == said
