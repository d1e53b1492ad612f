"""The organizer's « corriger » on a round that is not there yet. Before, « /soiree corriger
1 1 121 95 » before the first round answered « Dites la ronde, la table, puis les deux
pointages » to an organizer who had said them, and « corriger 3 1 121 95 » in round 1
answered « Il n'y a pas de table 1 à la ronde 3 », as if round 3 had been drawn without it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, Hall


@pytest.mark.parametrize(
    ("lang", "before", "later", "missing"),
    [
        ("fr", "Aucune ronde n'est encore tirée : /soiree ronde tire la première.",
         "La ronde 3 n'est pas encore tirée : la ronde en cours est la ronde 1.",
         "Il n'y a pas de table 4 à la ronde 1."),
        ("en", "No round is drawn yet: /night round draws the first.",
         "Round 3 is not drawn yet: the round under way is round 1.",
         "There is no table 4 in round 1."),
    ],
)  # fmt: skip
async def test_a_correction_of_a_round_not_drawn(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, before: str, later: str, missing: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    fix = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {fix} 1 1 121 95")
    assert hall.group()[-1] == before
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {fix} 3 1 121 95")
    assert hall.group()[-1] == later
    await hall.say(f"{hall.cmd} {fix} 1 4 121 95")
    assert hall.group()[-1] == missing


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Il n'y a pas de joueur 9 : la liste va de 1 à 2."),
        ("en", "There is no player 9: the list goes from 1 to 2."),
    ],
)
async def test_a_number_past_the_list(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """« /soiree retard 9 » with two players listed answered « Quel joueur? Donnez son numéro
    sur la liste, ou son nom. » to an organizer who had given a number; « echanger 1 9 » too."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'retard' if lang == 'fr' else 'late'} 9")
    assert hall.group()[-1] == said
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {'echanger' if lang == 'fr' else 'swap'} 1 9")
    assert hall.group()[-1] == said


@pytest.mark.parametrize(
    ("lang", "how", "decide"),
    [
        ("fr", "Dites la ronde, la table, puis les deux pointages : /soiree corriger 3 2 61 38",
         "/soiree corriger 1 1 61 38 (ronde, table, puis les deux pointages)."),
        ("en", "Say the round, the table, then both scores: /night correct 3 2 61 38",
         "/night correct 1 1 61 38 (round, table, then both scores)."),
    ],
)  # fmt: skip
async def test_a_night_of_61_gives_examples_of_61(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, how: str, decide: str
) -> None:
    """A night of 61: « corriger » without its numbers, and a disagreement, showed the example
    « 121 95 », which that night refuses (« Une partie finie a un pointage de 61 … »)."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq 61")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {'corriger' if lang == 'fr' else 'correct'}")
    assert hall.group()[-1] == how
    await hall.say(f"{hall.cmd} 61 40", ANN)
    await hall.press_confirm(await hall.table(night, 1, 1), BEN, yes=False)  # ✋
    disputed = next(t for t in reversed(hall.group()) if t.startswith("✋"))
    assert disputed.endswith(decide), disputed


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", ["/soiree corriger 3 2 61 38 : à la ronde 3, table 2, le pointage est 61 à 38.",
                "Les joueurs inscrivent leur pointage : /soiree 61 38 (le leur d'abord)."]),
        ("en", ["/night correct 3 2 61 38: the score of round 3, table 2 is 61 to 38.",
                "Players write their score: /night 61 38 (their own first)."]),
    ],
)  # fmt: skip
async def test_the_help_of_a_night_of_61(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, lines: list[str]
) -> None:
    """« /soiree aide » during a night of 61 gave « /soiree 121 98 » and « corriger 3 2 121
    95 » as examples, scores that night refuses."""
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("fadoq 61")
    await hall.say(f"{hall.cmd} {'aide' if lang == 'fr' else 'help'}", ADMIN)
    shown = hall.group()[-1].splitlines()
    assert all(line in shown for line in lines), shown


@pytest.mark.parametrize(
    ("lang", "words", "said"),
    [
        ("fr", "1 1 1211 95", "Je ne comprends pas « 1211 ». Dites la ronde, la table, puis les "
         "deux pointages : /soiree corriger 3 2 121 98"),
        ("fr", "1 1 121 95 3", "Je ne comprends pas « 1 1 121 95 3 ». Dites la ronde, la table, "
         "puis les deux pointages : /soiree corriger 3 2 121 98"),
        ("en", "1 one 121 95", "I do not understand “one”. Say the round, the table, then both "
         "scores: /night correct 3 2 121 98"),
    ],
)  # fmt: skip
async def test_a_correction_not_read_quotes_what(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: str, said: str
) -> None:
    """« /soiree corriger 1 1 1211 95 » (121 and 1 run together) was answered with the example
    alone: the organizer was not told which word was wrong."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {'corriger' if lang == 'fr' else 'correct'} {words}")
    assert hall.group()[-1] == said
    assert (await hall.table(night, 1, 1)).score is None
