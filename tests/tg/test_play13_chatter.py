"""A greeting or a word of chatter typed at a step of /jouer (« bonjour », « salut », "hi",
« merci », « go » at the lay-away) is no bad card nor an unknown count word: the reply greets
back and says what the step waits for, then shows the step again."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

STEPS_FR = {
    Step.LAY_AWAY: "J'attends les cartes que vous écartez au crib.",
    Step.PLAY: "C'est à vous de jouer une carte.",
    Step.COUNT: "J'attends votre compte.",
}
STEPS_EN = {
    Step.LAY_AWAY: "I'm waiting for the cards you lay away in the crib.",
    Step.PLAY: "It's your turn to play a card.",
    Step.COUNT: "I'm waiting for your count.",
}


@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY, Step.COUNT])
@pytest.mark.parametrize(
    ("lang", "command", "typed", "first"),
    [
        ("fr", "/jouer 61 facile", "bonjour", "Bonjour! "),
        ("fr", "/jouer 61 facile", "Allô!", "Bonjour! "),
        ("fr", "/jouer 61 facile", "salut Muggins", "Bonjour! "),
        ("fr", "/jouer 61 facile", "hi", "Bonjour! "),
        ("fr", "/jouer 61 facile", "merci", "Avec plaisir! "),
        ("en", "/play 61 easy", "hi", "Hello! "),
        ("en", "/play 61 easy", "hello there", "Hello! "),
        ("en", "/play 61 easy", "thanks", "You're welcome! "),
    ],
)
async def test_chatter_at_a_step_is_answered_with_what_the_step_waits_for(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    step: Step,
    lang: str,
    command: str,
    typed: str,
    first: str,
) -> None:
    """« bonjour » at the lay-away got « Carte inconnue « bonjour » : la valeur doit être A, 2
    à 10, V, D ou R. », at the count « Je ne connais pas le mot « bonjour » »: now « Bonjour!
    J'attends les cartes que vous écartez au crib. », then the step again."""
    user = 9_400 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    waits = (STEPS_FR if lang == "fr" else STEPS_EN)[step]
    assert said.split("\n")[0] == first + waits, said
    assert "inconnue" not in said and "Unknown" not in said, said
    assert "mot" not in said.split("\n")[0] and "word" not in said.split("\n")[0], said
    assert (await state(db, user, user))[3].step is step  # still asked


@pytest.mark.parametrize(
    ("lang", "command", "waits"),
    [
        ("fr", "/jouer 61 facile", "J'attends les cartes que vous écartez au crib."),
        ("en", "/play 61 easy", "I'm waiting for the cards you lay away in the crib."),
    ],
)
async def test_go_at_the_lay_away_is_no_unknown_card(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    waits: str,
) -> None:
    """« go » typed at the lay-away got « Carte inconnue « go » »: now what the step waits for."""
    user = 9_500 if lang == "fr" else 9_501
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.LAY_AWAY)
    await player.send("go")
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0] == waits, said
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY


@pytest.mark.parametrize(
    ("lang", "typed", "error"),
    [("fr", "bonjour 5", "Carte inconnue"), ("fr", "piqe", "Carte inconnue")],
)
async def test_a_mistyped_card_is_still_refused_as_a_card(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
    error: str,
) -> None:
    """Chatter is words alone: a text with a number or a card word is still read as cards."""
    user = 9_510 + len(typed)
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    await player.reach(Step.LAY_AWAY)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert error in said.split("\n")[0], said


@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY])
@pytest.mark.parametrize(
    ("lang", "command", "typed", "how"),
    [
        ("fr", "/jouer 61 facile", "je sais pas", {Step.LAY_AWAY: "Gardez", Step.PLAY: "Au jeu"}),
        ("fr", "/jouer 61 facile", "aucune idée", {Step.LAY_AWAY: "Gardez", Step.PLAY: "Au jeu"}),
        ("en", "/play 61 easy", "I don't know", {Step.LAY_AWAY: "Keep", Step.PLAY: "In the play"}),
        # « Carte inconnue « quoi » » (play27)
        ("fr", "/jouer 61 facile", "je joue quoi?", {Step.LAY_AWAY: "Gardez", Step.PLAY: "Au jeu"}),
        ("fr", "/jouer 61 facile", "Quelle carte?", {Step.LAY_AWAY: "Gardez", Step.PLAY: "Au jeu"}),
        (
            "en",
            "/play 61 easy",
            "what should I play?",
            {Step.LAY_AWAY: "Keep", Step.PLAY: "In the play"},
        ),
    ],
)
async def test_i_dont_know_at_the_lay_away_or_the_play_gets_the_step_s_help(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    step: Step,
    lang: str,
    command: str,
    typed: str,
    how: dict[Step, str],
) -> None:
    """« je sais pas » at the lay-away got « Carte inconnue « sais » : la valeur doit être A, 2
    à 10, V, D ou R. »: now how to choose (« Gardez les cartes qui marquent ensemble… »), as
    « aide » does, then the step again."""
    user = 9_600 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.startswith(how[step]), said
    assert (await state(db, user, user))[3].step is step


@pytest.mark.parametrize("claim_first", [False, True])
@pytest.mark.parametrize(
    ("lang", "command", "typed", "accepted"),
    [
        ("fr", "/jouer 61 facile", "dix-neuf", "Compte accepté."),
        ("fr", "/jouer 61 facile", "0", "Compte accepté."),
        ("en", "/play 61 easy", "nineteen", "Count accepted."),
    ],
)
async def test_no_points_missed_at_the_bot_s_count_accepts_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    claim_first: bool,
    lang: str,
    command: str,
    typed: str,
    accepted: str,
) -> None:
    """« dix-neuf » (or 0) typed at « Mon compte est-il bon? », or after « Muggins! » at
    « Combien de points ai-je oubliés? », got « Muggins! Vous en réclamez 0, vous en marquez
    0 »: a muggins called for nothing. Now the count is accepted, as ✓ Exact does."""
    user = 9_700 + len(typed) + (50 if lang == "en" else 0) + (20 if claim_first else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    if claim_first:
        await player.send("Muggins!")
        assert (await state(db, user, user))[3].step is Step.CLAIM
    before = len(shown(local_api, user))
    await player.send(typed)
    said = "\n".join(shown(local_api, user)[before:])
    assert accepted in said, said
    assert "Muggins" not in said.split("\n")[0], said
