"""Why `/night round` draws nothing (`views.night_replies.draw_refused_line`) and why a
player's score is not written (`views.night_score_replies.entry_refused_line`), in both
languages."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.drills.night_state import DrawRefusal, EntryRefusal
from bot.i18n import I18n
from bot.views.night_list import (
    no_night_of_yours_line,
)
from bot.views.night_replies import (
    draw_refused_line,
    place_words,
    unknown_player_line,
)
from bot.views.night_score_replies import entry_refused_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("refusal", "en", "fr"),
    [
        (DrawRefusal.ODD_TEAMS, "Teams are of two", "deux"),
        (DrawRefusal.TOO_FEW, "A night needs at least two players", "deux"),
        (DrawRefusal.ALL_DRAWN, "Every round is drawn", "ronde"),
    ],
)
def test_each_refusal_says_why(refusal: DrawRefusal, en: str, fr: str) -> None:
    assert en in draw_refused_line(refusal, I18N.translator("en"))
    assert fr in draw_refused_line(refusal, I18N.translator("fr")).lower()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Teams are of two: one player has no partner. Add one: /night add Rita Cormier"),
        ("fr", "Les équipes sont de deux : un joueur n'a pas de partenaire. Ajoutez-en un :"
               " /soiree ajouter Rita Cormier"),
    ],
)  # fmt: skip
def test_an_odd_doubles_list_says_how_to_pair_everyone(lang: str, said: str) -> None:
    """It said « ajoutez un joueur, ou retirez-en un », and no command removes a player: the
    organizer was left looking for one. Now it says the command that adds the partner (the
    round's refusal also names the player alone and /night remove: `test_night_remove`)."""
    text = draw_refused_line(DrawRefusal.ODD_TEAMS, I18N.translator(lang))
    assert text.replace("\u00a0", " ") == said


def test_the_refusals_differ() -> None:
    for lang in ("en", "fr"):
        lines = {draw_refused_line(r, I18N.translator(lang)) for r in DrawRefusal}
        assert len(lines) == len(DrawRefusal)


@pytest.mark.parametrize(
    ("refusal", "en"),
    [
        (EntryRefusal.NOT_PLAYING, "You are not a player in this club night"),
        (EntryRefusal.NO_GAME, "no game waiting"),
        (EntryRefusal.UNFINISHED, "one score of 61 exactly and the other below it: for example"),
    ],
)
def test_each_score_refusal_says_why(refusal: EntryRefusal, en: str) -> None:
    assert en in entry_refused_line(refusal, 61, I18N.translator("en"))


def test_a_member_on_no_list_is_told_in_plain_english() -> None:
    """Before: « You play in no club night now. » (« Vous ne jouez dans aucune soirée »)."""
    assert no_night_of_yours_line(I18N.translator("en")).startswith(
        "You are not in any club night right now. At the hall, press ✅"
    )


@pytest.mark.parametrize(
    ("rank", "en", "fr"),
    [
        (1, "1st place", "1re place"),
        (2, "2nd place", "2e place"),
        (3, "3rd place", "3e place"),
        (4, "4th place", "4e place"),
        (11, "11th place", "11e place"),
        (21, "21st place", "21e place"),
        (22, "22nd place", "22e place"),
    ],
)
def test_a_nights_place_in_stats_is_said_as_a_rank(rank: int, en: str, fr: str) -> None:
    """/stats wrote a night's place « place 3 of 5 » in English; it is a rank in both."""
    assert place_words(rank, I18N.translator("en")) == en
    assert place_words(rank, I18N.translator("fr")) == fr


@dataclass(frozen=True)
class Listed:
    number: int
    name: str


PLAYERS = [Listed(1, "Rita Cormier"), Listed(2, "Gaston Roy"), Listed(3, "Gaétan Roy")]


@pytest.mark.parametrize(
    ("words", "fr"),
    [
        (["9"], "joueur 9\u00a0: la liste va de 1 à 3."),
        (["Roy"], "Gaston Roy (numéro 2) ou Gaétan Roy (numéro 3)"),
        (["Rtia"], "Rita Cormier (numéro 1)"),
        (["1", "Ben"], "«\u00a01 Ben\u00a0»"),
        (["Zoé"], "«\u00a0Zoé\u00a0»"),
    ],
)
def test_a_player_not_on_the_list_is_named_back(words: list[str], fr: str) -> None:
    """A number past the list is said so; a name is quoted, with the players it may mean."""
    assert fr in unknown_player_line(PLAYERS, words, I18N.translator("fr"))


@pytest.mark.parametrize("words", [["Rtia"], ["Roy"], ["Zoé"]])
def test_a_name_not_on_the_list_is_quoted_as_a_word_not_understood(words: list[str]) -> None:
    """In English, « I do not understand “121 95”. » beside « "Rtia" is not on the list »: two
    kinds of quotation marks in one group; now “Rtia”, as every other reply quotes."""
    en = I18N.translator("en")
    said = unknown_player_line(PLAYERS, words, en)
    assert f"“{words[0]}”" in said and '"' not in said, said
