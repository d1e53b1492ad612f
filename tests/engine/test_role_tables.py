"""The file shape shared by the crib and the pegging tables, on a three-key table."""

from __future__ import annotations

import json

import pytest

from bot.engine.role_tables import roles_from_json, roles_to_json

KEYS = (3, 1, 2)
NAMES = ("test tables", "numbers")


def code(key: int) -> str:
    return f"n{key}"


def parse(text: str) -> int:
    return int(text.removeprefix("n"))


def test_keys_in_order_values_rounded_roles_dealer_first() -> None:
    dealer = {1: 1 / 3, 2: 2.0, 3: -0.123456}
    pone = {1: 0.0, 2: 0.5, 3: 7.77777}
    data = roles_to_json(2, (dealer, pone), {"seed": 9}, KEYS, code, 2)
    assert json.dumps(data) == (
        '{"format": 2, "meta": {"seed": 9}, "dealer": {"n3": -0.12, "n1": 0.33, "n2": 2.0}, '
        '"pone": {"n3": 7.78, "n1": 0.0, "n2": 0.5}}'
    )
    assert roles_from_json(data, 2, KEYS, parse, NAMES) == (
        {3: -0.12, 1: 0.33, 2: 2.0},
        {3: 7.78, 1: 0.0, 2: 0.5},
        {"seed": 9},
    )


def test_no_meta_reads_as_empty() -> None:
    data = {"format": 1, "dealer": {"n1": 1, "n2": 2, "n3": 3}, "pone": {"n1": 0, "n2": 0, "n3": 0}}
    assert roles_from_json(data, 1, KEYS, parse, NAMES)[2] == {}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"format": 3}, "unsupported test tables format: 3"),
        (
            {"format": 1, "dealer": {"n1": 1, "n2": 2, "n3": 3}, "pone": {"n1": 0, "n3": 0}},
            "the pone table must have the 3 numbers",
        ),
        (
            {"format": 1, "dealer": {"n1": 1, "n2": 2, "n4": 3}, "pone": {}},
            "the dealer table must have the 3 numbers",
        ),
    ],
)
def test_wrong_format_or_missing_key_is_refused(data: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        roles_from_json(data, 1, KEYS, parse, NAMES)
