"""`request_int`: what the page's numbers must be (a tile's index, a cell, a step, a count),
JSON's true and false refused as numbers (Python reads them as 1 and 0)."""

from __future__ import annotations

import pytest

from bot.webapp.errors import BAD_REQUEST, ApiError, request_int


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
