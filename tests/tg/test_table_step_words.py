"""The words around a step of /jouer asked again after a text it could not take: each reply is
the hint, « Votre partie vous attend : », then the step with its buttons under it."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state


@pytest.mark.parametrize(
    ("lang", "command", "typed", "below", "above"),
    [
        ("fr", "/jouer 61 facile", "aide", "sur les boutons ci-dessous", "ci-dessus"),
        ("en", "/play 61 easy", "help", "on the buttons below", "above"),
    ],
)
async def test_help_at_the_play_points_to_the_buttons_below_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    below: str,
    above: str,
) -> None:
    """« aide » at the play said « Touchez une de vos cartes sur les boutons ci-dessus », but
    the cards' buttons are under that very message (the step is shown again after the help):
    now « ci-dessous »."""
    user = 9_300 if lang == "fr" else 9_301
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY, most=100)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert below in said, said
    assert above not in said, said


@pytest.mark.parametrize(
    ("lang", "command", "typed", "question"),
    [
        ("fr", "/jouer 61 facile", "bof", "Mon compte est-il bon?"),
        ("fr", "/jouer 61 facile", "aide", "Mon compte est-il bon?"),
        ("en", "/play 61 easy", "meh", "Is my count right?"),
        ("en", "/play 61 easy", "help", "Is my count right?"),
    ],
)
async def test_a_word_at_the_bot_s_count_asks_the_question_once(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    question: str,
) -> None:
    """A word at the bot's count (or « aide ») got « Mon compte est-il bon? Tapez « exact »… »,
    then « Votre partie vous attend : » and the step, which asks « Mon compte est-il bon? »
    again two lines lower: now the hint says how to answer, and the question is asked once."""
    user = 9_302 if lang == "fr" else 9_303
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.count(question) == 1, said
    assert (await state(db, user, user))[3].step is Step.VERDICT  # still asked


@pytest.mark.parametrize(
    ("lang", "command", "typed", "how"),
    [
        (
            "fr",
            "/jouer 61 facile",
            "aide",
            "Comptez mes cartes vous-même\u00a0: les points oubliés, c'est votre total moins "
            "mon compte.",
        ),
        (
            "en",
            "/play 61 easy",
            "help",
            "Count my cards yourself: the points I missed are your total less my count.",
        ),
    ],
)
async def test_help_at_the_muggins_claim_says_how_to_find_the_number(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    how: str,
) -> None:
    """« aide » after « Muggins! » got « Tapez le nombre de points que j'ai oubliés… » over
    the step's « Combien de points ai-je oubliés? Touchez ou tapez le nombre. »: the same
    words twice, and nothing on how to find that number. Now how to find it."""
    user = 9_304 if lang == "fr" else 9_305
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    await player.send("Muggins!")
    assert (await state(db, user, user))[3].step is Step.CLAIM
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0].startswith(how), said
    assert (await state(db, user, user))[3].step is Step.CLAIM  # still asked


@pytest.mark.parametrize(
    ("lang", "command", "said", "waits"),
    [
        ("fr", "/jouer 61 facile", "Vous n'avez pas", "Votre partie vous attend"),
        ("en", "/play 61 easy", "You do not hold", "Your game is waiting"),
    ],
)
async def test_cards_not_held_at_the_lay_away_show_the_step_again(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    said: str,
    waits: str,
) -> None:
    """Cards typed at the lay-away that are not in the hand got « Vous n'avez pas 2♥ en main;
    vos cartes : … » alone, unlike the other refusals there: now the refusal, « Votre partie
    vous attend : », then the step with its buttons (the cards named once, by the step)."""
    user = 9_304 if lang == "fr" else 9_305
    player = Player(bot_driver, user, lang)
    await player.send(command)
    question, _, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[0]
    stranger = next(
        f"{rank}{suit}"
        for rank in "23456789"
        for suit in "CDHS"
        if all(str(card) != f"{rank}{suit}" for card in hand)
    )
    calls = await player.send(f"{stranger} {hand[0]}")
    said_now = shown(local_api, user)[-1]
    assert said in said_now and waits in said_now, said_now
    assert said_now.count("Vos cartes" if lang == "fr" else "Your cards") == 1, said_now
    assert any("reply_markup" in call.params for call in calls), said_now
    _, _, after, still = await state(db, user, user)
    assert still == waiting and after.deal == table.deal
    assert question is not None
