"""Fixtures for the i18n tests: the repository's catalogs, loaded once."""

from __future__ import annotations

import pytest

from bot.i18n import I18n, Translator


@pytest.fixture(scope="session")
def i18n() -> I18n:
    return I18n.load()


@pytest.fixture(scope="session")
def fr(i18n: I18n) -> Translator:
    return i18n.translator("fr")


@pytest.fixture(scope="session")
def en(i18n: I18n) -> Translator:
    return i18n.translator("en")


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest, i18n: I18n) -> Translator:
    """Each language in turn."""
    return i18n.translator(request.param)
