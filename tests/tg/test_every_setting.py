"""No combination of settings crashes a command (issue 37): every /variant reading by every
/game target by every /play argument, in both languages, answers with the game's first step,
never with "something went wrong". Then a FADOQ game of 61 played to its end.

The driver raises `HandlerError` on any handler error, so a crash fails the test by itself;
the assertions check what a player sees instead.
"""

from __future__ import annotations

import itertools

import pytest

from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi, texts
from tests.tg.test_handlers import callback_datas
from tests.tg.test_table_handlers import Player, shown

LANGS = ("en", "fr")
VARIANTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "standard": (("/variant standard",), ("/variante classique",)),
    "fadoq": (("/variant fadoq",), ("/variante fadoq",)),
    "fadoq-61-off": (
        ("/variant fadoq", "/variant 61 off"),
        ("/variante fadoq", "/variante 61 non"),
    ),
    "muggins-off": (("/variant muggins off",), ("/variante muggins non",)),
}
RACE_TARGETS = (61, 121)
PLAY_TARGETS = ("61", "121")
LEVELS = {"en": ("easy", "normal", "expert"), "fr": ("facile", "moyen", "expert")}
WENT_WRONG = ("something went wrong", "quelque chose n'a pas fonctionné")


def _user(*parts: int) -> int:
    """A fresh user for each combination."""
    return 10_000 + int("".join(str(p) for p in parts))


def _sane(calls: list[ApiCall]) -> list[str]:
    said = texts(calls)
    assert said, "no reply"
    for text in said:
        assert not any(w in text.lower() for w in WENT_WRONG), text
    return said


@pytest.mark.parametrize("race_target", RACE_TARGETS)
@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("lang", LANGS)
async def test_every_variant_game_target_and_play_argument_answers(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, variant: str, race_target: int
) -> None:
    commands = VARIANTS[variant][LANGS.index(lang)]
    game_command = "/game" if lang == "en" else "/partie"
    play_command = "/play" if lang == "en" else "/jouer"
    combos = itertools.product(PLAY_TARGETS, LEVELS[lang])
    for n, (target, level) in enumerate(combos):
        user = _user(LANGS.index(lang), list(VARIANTS).index(variant), race_target, n)
        for command in commands:
            _sane(await bot_driver.send(command, user_id=user, language_code=lang))
        await bot_driver.send(game_command, user_id=user, language_code=lang)
        menu = local_api.last_message(user)
        assert menu is not None
        datas = list(callback_datas([ApiCall("sendMessage", menu)]))
        wanted = f"g:{race_target}:skunk"
        _sane(await bot_driver.press_button(menu, datas.index(wanted) + 1, user_id=user))
        _sane(await bot_driver.send("/peg", user, language_code=lang))
        calls = await bot_driver.send(f"{play_command} {target} {level}", user, language_code=lang)
        said = _sane(calls)
        assert any(d.startswith("pl:") and d.endswith(":s0") for d in callback_datas(calls)), said


@pytest.mark.parametrize(
    ("lang", "commands", "rule_line"),
    [
        ("fr", ("/variante fadoq", "/jouer 61 facile"), "Règle FADOQ\u00a0: à partir de 56"),
        ("en", ("/variant fadoq", "/play 61 easy"), "FADOQ rule: from 56"),
    ],
)
async def test_a_fadoq_game_of_61_is_played_to_its_end(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    commands: tuple[str, str],
    rule_line: str,
) -> None:
    """The FADOQ rule reads « five points from the end » in a game of 61: from 56."""
    user = 9_100 if lang == "fr" else 9_101
    player = Player(bot_driver, user, lang)
    await player.send("/images off" if lang == "fr" else "/pictures off")
    for command in commands:
        await player.send(command)
    assert any(rule_line in text for text in shown(local_api, user))
    await player.finish()
    games = await db.table.list_table_games(user)
    assert len(games) == 1 and games[0].status in {"won", "lost"}
    table = Table.from_json(games[0].state)
    assert table.finished and max(table.scores) == 61
    assert table.rules.fadoq116 is not None and table.rules.fadoq116.threshold == 56


async def test_the_reading_of_61_can_be_off(bot_driver: Driver, db: Database) -> None:
    """`/variante 61 non`: a FADOQ player's game of 61 has no 116 rule at all."""
    user = 9_102
    for command in ("/variante fadoq", "/variante 61 non", "/jouer 61 facile"):
        _sane(await bot_driver.send(command, user, language_code="fr"))
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    assert table.rules.target == 61 and table.rules.fadoq116 is None
