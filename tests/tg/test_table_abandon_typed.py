"""/annuler (or /abandon) during a game against the bot asks « Abandonner votre partie? Elle
comptera comme perdue. » under two buttons; a player who typed « oui » was told « Carte
inconnue « oui » » at the play (and at my count « oui » accepted the count instead). The typed
yes or no now answers that question, while it is the last thing asked."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_table_handlers import Player, shown

ABANDONED = {"fr": "Partie abandonnée", "en": "Game abandoned"}
PLAY_ON = {"fr": "On continue.", "en": "We play on."}


@pytest.mark.parametrize(
    ("lang", "command", "cancel", "yes"),
    [
        ("fr", "/jouer 61 facile", "/annuler", "Oui"),
        ("fr", "/jouer 61 facile", "/abandon", "oui, l'abandonner"),
        ("en", "/play 61 easy", "/cancel", "yes"),
    ],
)
@pytest.mark.parametrize("step", [Step.PLAY, Step.VERDICT])
async def test_a_typed_yes_abandons_the_game(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    cancel: str,
    yes: str,
    step: Step,
) -> None:
    user = 9_320 + len(cancel) + (step is Step.VERDICT) * 10
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(cancel)
    await player.send(yes)
    assert await db.table.active_table_game(user) is None
    assert shown(local_api, user)[-1].startswith(ABANDONED[lang])


@pytest.mark.parametrize(
    ("lang", "command", "cancel", "no", "yes"),
    [
        ("fr", "/jouer 61 facile", "/annuler", "non", "oui"),
        ("en", "/play 61 easy", "/cancel", "No", "yes"),
    ],
)
async def test_a_typed_no_plays_on_and_a_later_yes_is_no_abandon(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    cancel: str,
    no: str,
    yes: str,
) -> None:
    """« non » shows the step again; the question is answered, so a « oui » typed after it (at
    my count: accepting it) abandons nothing, nor does one typed after a move."""
    user = 9_340 if lang == "fr" else 9_341
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.send(cancel)
    await player.send(no)
    assert shown(local_api, user)[-1].startswith(PLAY_ON[lang])
    await player.send(yes)
    assert await db.table.active_table_game(user) is not None
    await player.send(cancel)
    await player.move()  # the game moves on: the question above is about a step gone
    await player.reach(Step.VERDICT)
    await player.send(yes)  # accepts my count
    assert await db.table.active_table_game(user) is not None
    assert not shown(local_api, user)[-1].startswith(ABANDONED[lang])


@pytest.mark.parametrize(
    ("lang", "command", "cancel", "answer"),
    [
        ("fr", "/jouer 61 facile", "/annuler", "non"),
        ("fr", "/jouer 61 facile", "/annuler", "Oui"),
        ("en", "/play 61 easy", "/cancel", "no"),
    ],
)
async def test_a_typed_answer_takes_the_question_s_buttons_off(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    cancel: str,
    answer: str,
) -> None:
    """After /annuler and a typed « non », « Abandonner votre partie? » kept its buttons, and
    « Oui, l'abandonner » pressed later still abandoned the game played on: the typed answer
    now takes them off, as a press does."""
    user = 9_342 + len(answer) + (lang == "en") * 10
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.send(cancel)
    asked = next(
        message
        for message in reversed(local_api.messages(user))
        if any(str(b["callback_data"]).startswith("px:") for b in inline_buttons(message))
    )
    await player.send(answer)
    after = local_api.message(user, int(asked["message_id"]))
    assert after is not None and inline_buttons(after) == [], after
