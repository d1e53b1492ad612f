"""« ouin » (the Québec yes), « ouais », "yep" typed at /jouer's play or lay-away, where no
yes or no is asked, got « Carte inconnue « ouin » : la valeur doit être A, 2 à 10, V, D ou
R. »: now what the step waits for, as « oui » or « ok » there."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter
from bot.drills.table_state import Step
from bot.drills.table_typed import abandon_said, chatter_at_step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_play13_chatter import STEPS_EN, STEPS_FR
from tests.tg.test_table_handlers import Player, shown, state


@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY])
@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "ouin"),
        ("fr", "/jouer 61 facile", "Ouais!"),
        ("fr", "/jouer 61 facile", "d'accord"),
        ("en", "/play 61 easy", "yep"),
    ],
)
async def test_a_yes_where_none_is_asked_says_what_the_step_waits_for(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    step: Step,
    lang: str,
    command: str,
    typed: str,
) -> None:
    user = 9_700 + 10 * len(typed) + (5 if lang == "en" else 0) + (1 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    waits = (STEPS_FR if lang == "fr" else STEPS_EN)[step]
    assert said.split("\n")[0] == waits, said
    assert "inconnue" not in said and "Unknown" not in said, said
    assert (await state(db, user, user))[3].step is step  # still asked


@pytest.mark.parametrize("text", ["ouin", "Ouais!", "yep", "oui", "ok", "d'accord"])
def test_a_yes_said_is_chatter_where_no_yes_is_asked(text: str) -> None:
    assert chatter_at_step(text) is Chatter.OTHER


@pytest.mark.parametrize("text", ["5", "ouin 5", "bonjour 5", "piqe"])
def test_a_card_or_a_mistyped_one_is_no_chatter(text: str) -> None:
    assert chatter_at_step(text) is None


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("ouin", True),
        ("ouais", True),
        ("yep", True),
        ("oui, l'abandonner", True),
        ("non", False),
        ("nan", False),
        ("nope", False),
        ("non, on continue", False),
        ("5", None),
        ("c'est bon", None),  # may mean to play on
        ("exact", None),
    ],
)
def test_abandon_said_reads_the_quebec_yes(text: str, answer: bool | None) -> None:
    assert abandon_said(text) is answer


@pytest.mark.parametrize(("lang", "command", "yes"), [("fr", "/jouer 61 facile", "ouin")])
async def test_ouin_answers_abandon_your_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, yes: str
) -> None:
    """« ouin » to « Abandonner votre partie? » got « Carte inconnue « ouin » »: it abandons."""
    user = 9_790
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.send("abandonner")
    await player.send(yes)
    assert await db.table.active_table_game(user) is None
    assert shown(local_api, user)[-1].startswith("Partie abandonnée")
