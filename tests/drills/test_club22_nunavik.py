"""« /fuseau Nunavik » (Québec north of the 55th parallel) and the rest of the Nord-du-Québec:
Eastern time, as Kuujjuaq already was (it said « Je ne connais pas le fuseau horaire »)."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import find_timezone


@pytest.mark.parametrize(
    "typed", ["Nunavik", "nunavik", "Nord-du-Québec", "Jamésie", "Baie-James", "Salluit"]
)
def test_the_nunavik_is_on_eastern_time(typed: str) -> None:
    assert find_timezone(typed).name == "America/Toronto"
