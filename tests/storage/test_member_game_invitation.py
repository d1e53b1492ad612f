"""Whom a table's invitation names (`MemberGame.names_one`, `MemberGame.is_invited`, issue 21):
moved from the handlers, which call them (the ✖ under an invitation: the member it names
declines it; its « Décliner » button is shown only when it names one)."""

from __future__ import annotations

import pytest

from bot.storage.repo_members import MemberGame
from tests.member_games import member_game

HOST = 100
MARIE = 200


def _table(invited_user: int | None, invited_name: str | None) -> MemberGame:
    return member_game(
        ("Paul",),
        first_user=HOST,
        players=2,
        status="open",
        invited_user=invited_user,
        invited_name=invited_name,
    )


@pytest.mark.parametrize(
    ("invited_user", "invited_name", "names_one"),
    [(None, None, False), (MARIE, "Marie", True), (None, "@marie", True), (MARIE, None, True)],
)
def test_an_invitation_names_one_member_by_id_or_by_name(
    invited_user: int | None, invited_name: str | None, names_one: bool
) -> None:
    assert _table(invited_user, invited_name).names_one is names_one


def test_an_open_table_invites_nobody_though_anyone_may_sit() -> None:
    assert not _table(None, None).is_invited(MARIE, "marie")


@pytest.mark.parametrize(
    ("user_id", "username", "invited"),
    [(MARIE, None, True), (MARIE, "autre", True), (300, "marie", False), (HOST, None, False)],
)
def test_an_invitation_by_id_is_that_member_s_whatever_their_username(
    user_id: int, username: str | None, invited: bool
) -> None:
    assert _table(MARIE, "Marie").is_invited(user_id, username) is invited


@pytest.mark.parametrize(
    ("username", "invited"), [("Marie", True), ("marie", True), ("marie2", False), (None, False)]
)
def test_an_invitation_by_username_is_the_member_of_that_username(
    username: str | None, invited: bool
) -> None:
    assert _table(None, "@marie").is_invited(MARIE, username) is invited


def test_a_display_name_alone_invites_nobody_who_could_prove_it() -> None:
    game = _table(None, "Marie")
    assert game.names_one and not game.is_invited(MARIE, "Marie")
