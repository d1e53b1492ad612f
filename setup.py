"""Packaging beyond what pyproject.toml can say: the catalogs and the data ship in the wheel.

`locales/` and `content/` stay at the repository's top level (translators and `muggins
crib-tables --write` work there) and are installed as `bot/locales/` and `bot/content/`, read
with `importlib.resources` (see `bot.resources`). Everything else is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

DATA_PACKAGES = {"bot.locales": "locales", "bot.content": "content"}

setup(
    packages=[*find_namespace_packages(include=["bot", "bot.*"]), *DATA_PACKAGES],
    package_dir=DATA_PACKAGES,
    package_data={"bot.locales": ["*/LC_MESSAGES/*.po"], "bot.content": ["*.json"]},
)
