"""kings6: the « Passer » buttons under a Kings game step, in French and English: shown when
the player has no legal move (the only time a pass is taken), with the step saying so."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database, Question
from bot.tg.handlers import kings
from bot.tg.local import ApiCall, Driver
from tests.engine.kings_helpers import grid, tiles
from tests.tg.kings_helpers import plain


def labels(calls: list[ApiCall]) -> list[str]:
    """The labels of the buttons of the last message sent with buttons."""
    sent = [c for c in calls if c.method in ("sendMessage", "sendPhoto")]
    markup = next(c.params["reply_markup"] for c in reversed(sent) if "reply_markup" in c.params)
    assert isinstance(markup, dict)
    return [str(b["text"]) for row in markup["inline_keyboard"] for b in row]


async def plant(db: Database, user: int, g: Grid, rack: str, bag: str) -> Question:
    game = KingsGame(g, tuple(tiles(bag)), (tuple(tiles(rack)), tuple(tiles("A A A A A"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)
STUCK = "A 3 7 J K"
"""No two to five of these score in a line (no fifteen, pair or run): no first move."""
SEVENS = "7 7 7 7 7 7 7 7 7 7"

WORDS = {
    "fr": {
        "command": "/rois partie",
        "pass": "Passer",
        "swap": "Passer et changer tous mes jetons",
        "stuck": "Vous n'avez aucun coup permis : passez, en gardant vos jetons ou en les "
        "changeant contre des jetons du sac.",
        "stuck_empty": "Vous n'avez aucun coup permis et le sac est vide : passez.",
    },
    "en": {
        "command": "/kings play",
        "pass": "Pass",
        "swap": "Pass and exchange all my tiles",
        "stuck": "You have no legal move: pass, keeping your tiles or exchanging them for "
        "tiles from the bag.",
        "stuck_empty": "You have no legal move and the bag is empty: pass.",
    },
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_pass_button_while_a_move_exists(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """Played: « Passer » and « Passer et tout échanger » stood under every step, the first
    one included; pressed, they only answered « Vous avez encore un coup permis : on ne passe
    que si aucun coup n'est possible. » Now they show only when the player cannot move."""
    words = WORDS[lang]
    user = 7700 if lang == "fr" else 7701
    await plant(db, user, LAID, "5 10 6 9 K", SEVENS)
    calls = await bot_driver.send(words["command"], user, language_code=lang)
    shown = labels(calls)
    assert words["pass"] not in shown and words["swap"] not in shown, shown
    assert words["stuck"] not in plain(calls)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_with_no_move_the_step_says_so_and_shows_the_pass_buttons(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    words = WORDS[lang]
    user = 7702 if lang == "fr" else 7703
    await plant(db, user, Grid(), STUCK, SEVENS)
    calls = await bot_driver.send(words["command"], user, language_code=lang)
    shown = labels(calls)
    assert words["pass"] in shown and words["swap"] in shown, shown
    assert words["stuck"] in plain(calls).split("\n"), plain(calls)
    step = await db.questions.pending_question(user, user)
    assert step is not None
    calls = await bot_driver.press(
        f"kp:{step.id}:swap", step.message_id or 0, user, language_code=lang
    )
    said = "Vous passez et changez 5 jetons." if lang == "fr" else "You pass and exchange 5 tiles."
    assert said in plain(calls), plain(calls)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_with_no_move_and_an_empty_bag_only_pass_is_shown(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """« Passer et tout échanger » with the bag empty exchanged nothing: a second « Passer »."""
    words = WORDS[lang]
    user = 7704 if lang == "fr" else 7705
    await plant(db, user, Grid(), STUCK, "")
    calls = await bot_driver.send(words["command"], user, language_code=lang)
    shown = labels(calls)
    assert words["pass"] in shown and words["swap"] not in shown, shown
    assert words["stuck_empty"] in plain(calls).split("\n"), plain(calls)


@pytest.mark.parametrize(
    ("lang", "prompt"),
    [
        ("fr", "À vous : écrivez votre coup (H8 → 5 6 4). /rois aide pour le reste."),
        ("en", "Your move: type it (H8 → 5 6 4). /kings help for the rest."),
    ],
)
async def test_a_step_with_a_move_does_not_offer_to_pass(
    bot_driver: Driver, db: Database, lang: str, prompt: str
) -> None:
    """The step said « écrivez votre coup (H8 → 5 6 4) ou « passe » », and « passe » typed
    was answered « Vous avez encore un coup permis : on ne passe que si aucun coup n'est
    possible »: a step shows only when the player has a move (else it says they have none),
    so it no longer offers the pass."""
    user = 7706 if lang == "fr" else 7707
    await plant(db, user, LAID, "5 10 6 9 K", SEVENS)
    calls = await bot_driver.send(WORDS[lang]["command"], user, language_code=lang)
    assert prompt in plain(calls).split("\n"), plain(calls)


@pytest.mark.parametrize(
    ("lang", "typed", "refused"),
    [
        (
            "fr",
            "passe",
            "Vous avez encore un coup permis : on ne passe que si aucun coup n'est possible. "
            "Touchez « Indice » pour en voir un.",
        ),
        (
            "en",
            "pass",
            "You still have a legal move: pass only when none is possible. Tap Hint to see one.",
        ),
    ],
)
async def test_a_pass_refused_points_to_the_hint_button(
    bot_driver: Driver, db: Database, lang: str, typed: str, refused: str
) -> None:
    """« passe » typed with a move on the rack ended « … Essayez : indice. », which a player
    read as a word to guess; now it names the button."""
    user = 7708 if lang == "fr" else 7709
    await plant(db, user, LAID, "5 10 6 9 K", SEVENS)
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == refused


@pytest.mark.parametrize(
    ("lang", "label", "said"),
    [
        ("fr", "Passer et changer 2 de mes jetons", "Vous passez et changez 2 jetons."),
        ("en", "Pass and exchange 2 of my tiles", "You pass and exchange 2 tiles."),
    ],
)
async def test_with_two_tiles_in_the_bag_the_exchange_button_says_two(
    bot_driver: Driver, db: Database, lang: str, label: str, said: str
) -> None:
    """With 2 tiles left in the bag, « Passer et tout échanger » exchanged 2 of the 5: the
    button now says how many it exchanges."""
    user = 7710 if lang == "fr" else 7711
    await plant(db, user, Grid(), STUCK, "7 7")
    calls = await bot_driver.send(WORDS[lang]["command"], user, language_code=lang)
    assert label in labels(calls), labels(calls)
    step = await db.questions.pending_question(user, user)
    assert step is not None
    calls = await bot_driver.press(
        f"kp:{step.id}:swap", step.message_id or 0, user, language_code=lang
    )
    assert said in plain(calls), plain(calls)
