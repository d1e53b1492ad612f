"""A number of 28 digits or more, typed by a player (« /chances 10000000000000000000000000000
5 », the fuzz's digits), made Babel fail in the default decimal context (28 digits): the
update got no answer. Every digit is written, grouped as the language groups them."""

from __future__ import annotations

import pytest

from bot.i18n import I18n

I18N = I18n.load()


@pytest.mark.parametrize("digits", [27, 28, 29, 60, 400])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_huge_integers_are_written_whole(lang: str, digits: int) -> None:
    n = 10 ** (digits - 1) + 7
    text = I18N.translator(lang).number(n)
    assert "".join(ch for ch in text if ch.isdigit()) == str(n)


@pytest.mark.parametrize(("lang", "expected"), [("fr", "\u22121\u202f000"), ("en", "\u22121,000")])
def test_grouping_and_the_minus_sign_are_kept(lang: str, expected: str) -> None:
    assert I18N.translator(lang).number(-1000).replace("\u00a0", "\u202f") == expected


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_huge_decimal_keeps_its_rounded_decimals(lang: str) -> None:
    text = I18N.translator(lang).decimal(10.0**40 + 0.5, 2)
    assert (
        text.replace(",", "").replace(".", "").replace("\u202f", "").replace("\u00a0", "")[-2:]
        == "00"
    )
