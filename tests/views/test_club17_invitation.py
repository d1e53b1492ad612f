"""A table's invitation in the group (`invitation_lines`, `invitation_buttons`): its words in
the table's language(s), the round robin's game it is, and its buttons as (label, callback
data). Built in members_table's handler before."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.drills.table_state import rules_json
from bot.drills.tournament import Kind
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.storage.repo_tournament import Tournament
from bot.views.members_news import Voice, invitation_buttons, invitation_lines
from tests.member_games import member_game as stored_game
from tests.tournaments import open_tournament

I18N = I18n.load()
FR, EN = Voice((I18N.translator("fr"),)), Voice((I18N.translator("en"),))
BOTH = Voice((I18N.translator("fr"), I18N.translator("en")))
ROBIN = open_tournament(kind=Kind.ROUND_ROBIN, games=1, target=61, chat_id=-1)


def member_game(names: list[str], **kwargs: Any) -> Any:
    """A table of `names` (`tests.member_games`) to 61, muggins played."""
    rules = dict(rules_json(Rules(target=61, muggins=True)))
    return replace(stored_game(names, **kwargs), rules=rules)


@dataclass(frozen=True)
class Meeting:
    tournament: Tournament
    meeting: int
    times: int


def test_an_open_table_of_three_can_start_with_the_bot() -> None:
    game = member_game(["Ann"], players=3)
    lines = invitation_lines(game, EN)
    assert "Ann" in lines[0]
    rows = invitation_buttons(game, EN)
    assert [[data for _, data in row] for row in rows] == [["mj:g", "mg:g"], ["mx:g"]]
    assert rows[1][0][0] == "✖ Withdraw"


def test_an_invitation_naming_a_member_can_be_declined() -> None:
    game = member_game(["Ann"], players=2, invited_user=101, invited_name="Ben")
    rows = invitation_buttons(game, FR)
    assert rows == [[("✅ J'accepte", "mj:g"), ("✖ Non merci", "mx:g")], [("✖ Retirer", "mx:g")]]


def test_in_both_languages_each_label_says_both() -> None:
    game = member_game(["Ann"], players=2, invited_user=101, invited_name="Ben")
    (join, _decline), (withdraw,) = invitation_buttons(game, BOTH)
    assert join == ("✅ J'accepte / ✅ I accept", "mj:g")
    assert withdraw == ("✖ Retirer / ✖ Withdraw", "mx:g")
    fr, en = invitation_lines(game, FR), invitation_lines(game, EN)
    assert invitation_lines(game, BOTH) == [*fr, "", *en]  # one block after the other


def test_a_round_robin_game_is_said_under_the_first_line() -> None:
    game = member_game(["Ann"], players=2, invited_user=101, invited_name="Ben")
    plain = invitation_lines(game, EN)
    robin = invitation_lines(game, EN, Meeting(ROBIN, 1, 1))
    assert robin[0] == plain[0] and robin[2:] == plain[1:]
    assert "Tournament game" in robin[1], robin[1]
