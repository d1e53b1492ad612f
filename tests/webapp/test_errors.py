"""The API's refusals: `request_int`, what the page's numbers must be (a tile's index, a cell,
a step, a count; JSON's true and false refused as numbers, which Python reads as 1 and 0), and
`not_current`, a game or step the page names that is not the player's current one."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.webapp.errors import BAD_REQUEST, CONFLICT, FORBIDDEN, ApiError, not_current, request_int


@pytest.mark.parametrize(
    ("value", "within", "expected"),
    [(0, range(5), 0), (4, range(5), 4), (29, range(1, 30), 29), (123456789, None, 123456789)],
)
def test_a_number_in_range_is_read(value: object, within: range | None, expected: int) -> None:
    assert request_int(value, within) == expected


@pytest.mark.parametrize(
    ("value", "within"),
    [
        (True, None),
        (False, range(5)),
        (5, range(5)),
        (-1, range(5)),
        (0, range(1, 30)),
        (2.0, None),
        ("2", None),
        (None, None),
        ([2], None),
    ],
)
def test_anything_else_is_a_bad_request(value: object, within: range | None) -> None:
    with pytest.raises(ApiError) as refused:
        request_int(value, within)
    assert (refused.value.status, refused.value.code) == (BAD_REQUEST, "bad_request")


@pytest.mark.parametrize(
    ("owner", "status", "code", "text"),
    [
        (None, CONFLICT, "moved_on", "moved on"),  # gone: ended, or never was
        (7, CONFLICT, "moved_on", "moved on"),  # the player's own, a step they already left
        (8, FORBIDDEN, "not_yours", "not yours"),
    ],
)
def test_a_step_not_current_is_another_players_or_moved_on(
    owner: int | None, status: int, code: str, text: str
) -> None:
    refusal = not_current(owner, 7, I18n.load().translator("en"))
    assert (refusal.status, refusal.code) == (status, code)
    assert text in refusal.text
