"""The file shape the crib and the pegging tables share: for each role (the dealer, the
pone), one value per key, written under the key's code; with a format version and metadata."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Final, TypeVar

K = TypeVar("K", bound=Hashable)
ROLES: Final = ("dealer", "pone")


def roles_to_json(
    version: int,
    roles: tuple[Mapping[K, float], Mapping[K, float]],
    meta: Mapping[str, Any],
    keys: Sequence[K],
    code: Callable[[K], str],
    digits: int,
) -> dict[str, Any]:
    """A JSON-ready dict: format, metadata, and the dealer's and the pone's tables by key
    code (in the order of `keys`), rounded to `digits`."""
    data: dict[str, Any] = {"format": version, "meta": dict(meta)}
    for role, table in zip(ROLES, roles, strict=True):
        data[role] = {code(k): round(table[k], digits) for k in keys}
    return data


def roles_from_json(
    data: Mapping[str, Any],
    version: int,
    keys: Sequence[K],
    parse: Callable[[str], K],
    names: tuple[str, str],
) -> tuple[dict[K, float], dict[K, float], dict[str, Any]]:
    """The dealer's and the pone's tables and the metadata of `roles_to_json` output;
    ValueError if the format is not `version` or a table lacks a key (`names`: what the
    tables and their keys are called in the message, e.g. "crib tables", "rank pairs")."""
    what, keys_name = names
    if data.get("format") != version:
        raise ValueError(f"unsupported {what} format: {data.get('format')!r}")
    dealer, pone = ({parse(c): float(v) for c, v in data[role].items()} for role in ROLES)
    for role, table in zip(ROLES, (dealer, pone), strict=True):
        if set(table) != set(keys):
            raise ValueError(f"the {role} table must have the {len(keys)} {keys_name}")
    return dealer, pone, dict(data.get("meta", {}))
