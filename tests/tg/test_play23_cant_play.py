"""« je peux pas » (« je peux pas jouer », "I can't") typed at the play of /jouer got « Carte
inconnue « peux » : vouliez-vous dire « deux »? », while « go » and « passe » got what a go is:
it is the same thing said. Now it gets the same answer (a card still fits: « Vous pouvez encore
jouer une carte : je dis « go » pour vous… »), the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_typed import says_cant_play
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state

GO = {
    "fr": "Vous pouvez encore jouer une carte\u00a0: je dis «\u00a0go\u00a0» pour vous quand",
    "en": "You can still play a card: I say “go” for you when",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "je peux pas"),
        ("fr", "/jouer 61 facile", "Je ne peux pas jouer!"),
        ("fr", "/jouer 61 facile", "j'peux pas"),
        ("en", "/play 61 easy", "I can't"),
        ("en", "/play 61 easy", "can't play"),
    ],
)
async def test_i_cannot_play_is_a_go(
    bot_driver: Driver,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
) -> None:
    user = 23_400 + len(typed) + (50 if lang == "en" else 0)
    said = await Player(bot_driver, user, lang).at_play_then(command, typed)
    assert said.startswith(GO[lang]), said
    assert (await state(db, user, user))[3].step is Step.PLAY


def test_what_says_i_cannot_play() -> None:
    for text in ("je peux pas", "j'peux pas", "je ne peux pas", "peux pas", "I can't", "cannot"):
        assert says_cant_play(text), text
    for text in ("je peux", "deux", "pas le 5", "je peux pas le 5", "can 5"):
        assert not says_cant_play(text), text
