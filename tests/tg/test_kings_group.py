"""/kings play (/rois partie) in a group: the bot, in privacy mode (docs/operations.md), only
receives the commands and the replies to its own messages, so each step says to reply."""

from __future__ import annotations

import random

import pytest
from test_kings_handlers import match_of, pending, plain

from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import move_text
from bot.storage import Database
from bot.tg.local import Driver

GROUP = -100_425


@pytest.mark.parametrize(
    ("lang", "command", "first", "next_step", "typed_alone"),
    [
        (
            "fr",
            "/rois partie",
            "À vous : le premier coup pose de 2 à 5 jetons en ligne, n'importe où; "
            "répondez à ce message avec votre coup.",
            "À vous : répondez à ce message avec votre coup (H8 → 5 6 4). "
            "/rois aide pour le reste.",
            "écrivez votre coup",
        ),
        (
            "en",
            "/kings play",
            "Your move: the first move lays 2 to 5 tiles in a line, anywhere; "
            "reply to this message with it.",
            "Your move: reply to this message with it (H8 → 5 6 4). /kings help for the rest.",
            "type it",
        ),
    ],
)
async def test_in_a_group_each_step_says_to_reply_with_the_move(
    bot_driver: Driver,
    db: Database,
    lang: str,
    command: str,
    first: str,
    next_step: str,
    typed_alone: str,
) -> None:
    """Before: « écrivez votre coup (H8 → 5 6 4) », and a move typed in the group, not as a
    reply, never reached the bot: nothing happened. Now the step says to reply, and a reply
    plays the move."""
    user = 660 if lang == "fr" else 661
    text = plain(await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group"))
    assert first in text.split("\n"), text
    question = await pending(db, user, GROUP)
    match = match_of(question)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    move = move_text(choice.move)
    calls = await bot_driver.send(
        move, user, GROUP, language_code=lang, chat_type="group", reply_to=question.message_id
    )
    text = plain(calls)
    assert next_step in text.split("\n"), text
    assert typed_alone not in text
    # in the private chat, nothing to reply to: the move is typed
    private = plain(await bot_driver.send(command, user, language_code=lang))
    assert "répondez" not in private and "reply to" not in private


@pytest.mark.parametrize(
    ("lang", "command", "not_yours", "over"),
    [
        (
            "fr",
            "/rois partie",
            "Cette partie n'est pas la vôtre : /rois partie en commence une.",
            "Ce tour de la partie est déjà joué.",
        ),
        (
            "en",
            "/kings play",
            "This game is not yours: /kings play starts one.",
            "This step of the game is over.",
        ),
    ],
)
async def test_a_reply_to_a_step_not_ones_own_or_played_speaks_of_the_game(
    bot_driver: Driver, db: Database, lang: str, command: str, not_yours: str, over: str
) -> None:
    """Another member replying a move to Gaston's step, and Gaston replying to a step he has
    played: « Cette question n'est pas à vous. » / « Cette question a déjà reçu sa réponse. »
    (a game step is no question to them); now the words the game's buttons say."""
    user, other = (662, 663) if lang == "fr" else (664, 665)
    await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group")
    step = await pending(db, user, GROUP)
    match = match_of(step)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    move = move_text(choice.move)
    calls = await bot_driver.send(
        move, other, GROUP, language_code=lang, chat_type="group", reply_to=step.message_id
    )
    assert plain(calls) == not_yours
    await bot_driver.send(
        move, user, GROUP, language_code=lang, chat_type="group", reply_to=step.message_id
    )
    calls = await bot_driver.send(
        move, user, GROUP, language_code=lang, chat_type="group", reply_to=step.message_id
    )
    assert plain(calls) == over


@pytest.mark.parametrize(
    ("lang", "command", "reply"),
    [
        ("fr", "/rois compte", "Répondez à ce message avec le nombre de points."),
        ("en", "/kings count", "Reply to this message with the number of points."),
    ],
)
async def test_in_a_group_the_move_to_count_says_to_reply_with_the_points(
    bot_driver: Driver, db: Database, lang: str, command: str, reply: str
) -> None:
    """« Combien de points rapporte ce coup, bonus compris? » in a group, where a number typed
    without replying never reaches the bot: now it says to reply, and a reply is graded."""
    user = 666 if lang == "fr" else 667
    text = plain(await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group"))
    assert text.split("\n")[-1] == reply, text
    question = await pending(db, user, GROUP)
    total = question.expected["total"]
    calls = await bot_driver.send(
        str(total), user, GROUP, language_code=lang, chat_type="group", reply_to=question.message_id
    )
    assert ("Exact" if lang == "fr" else "Right") in plain(calls)
    private = plain(await bot_driver.send(command, user, language_code=lang))
    assert reply not in private


@pytest.mark.parametrize(
    ("lang", "command", "asked", "private_ask"),
    [
        (
            "fr",
            "/rois meilleur",
            "Choisissez un coup : touchez son bouton.",
            "Choisissez un coup : touchez son bouton ou écrivez sa lettre.",
        ),
        (
            "en",
            "/kings best",
            "Choose a move: press its button.",
            "Choose a move: press its button or type its letter.",
        ),
    ],
)
async def test_in_a_group_the_best_move_is_chosen_by_its_buttons(
    bot_driver: Driver, lang: str, command: str, asked: str, private_ask: str
) -> None:
    """« touchez son bouton ou écrivez sa lettre » in a group, where a letter typed without
    replying never reaches the bot: the group is asked for the buttons only."""
    user = 668 if lang == "fr" else 669
    text = plain(await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group"))
    assert text.split("\n")[-1] == asked, text
    private = plain(await bot_driver.send(command, user, language_code=lang))
    assert private.split("\n")[-1] == private_ask, private


@pytest.mark.parametrize(
    ("lang", "command", "good"),
    [("fr", "/rois partie", "Zoé — Un bon coup : "), ("en", "/kings play", "Zoé — A good move: ")],
)
async def test_in_a_group_the_hint_names_the_player_it_is_for(
    bot_driver: Driver, db: Database, lang: str, command: str, good: str
) -> None:
    """Two members playing at once in the group: the Hint button's « Un bon coup : … » named
    no one, and either could take it for theirs. Now it starts with the player's name, as
    the group's other replies do; in the private chat it stays as it was."""
    zoe, gaston = (670, 671) if lang == "fr" else (672, 673)
    group = {"language_code": lang, "chat_type": "group"}
    await bot_driver.send(command, zoe, GROUP, first_name="Zoé", **group)
    await bot_driver.send(command, gaston, GROUP, first_name="Gaston", **group)
    step = await pending(db, zoe, GROUP)
    calls = await bot_driver.press(
        f"kp:{step.id}:hint", step.message_id, zoe, GROUP, first_name="Zoé", **group
    )
    assert plain(calls).startswith(good), plain(calls)
    await bot_driver.send(command, zoe, language_code=lang, first_name="Zoé")
    step = await pending(db, zoe)
    calls = await bot_driver.press(f"kp:{step.id}:hint", step.message_id, zoe, language_code=lang)
    assert plain(calls).startswith(good.split(": ", 1)[1]), plain(calls)


@pytest.mark.parametrize(
    ("lang", "command", "typed", "good", "below"),
    [
        ("fr", "/rois partie", "indice", "Zoé — Un bon coup : ", "déjà plus bas"),
        ("en", "/kings play", "hint", "Zoé — A good move: ", "already below"),
    ],
)
async def test_a_hint_asked_in_words_is_not_sent_again_by_the_button(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, good: str, below: str
) -> None:
    """Played in a group: « indice » replied to the step, then the Hint button, sent « Un bon
    coup : … » twice to the whole group. Now the button's second hint is a toast pointing to
    the one below, as for a second tap; a hint asked again in words is still answered."""
    zoe = 690 if lang == "fr" else 691
    group = {"language_code": lang, "chat_type": "group", "first_name": "Zoé"}
    await bot_driver.send(command, zoe, GROUP, **group)
    step = await pending(db, zoe, GROUP)
    calls = await bot_driver.send(typed, zoe, GROUP, reply_to=step.message_id, **group)
    assert plain(calls).startswith(good), plain(calls)
    calls = await bot_driver.press(f"kp:{step.id}:hint", step.message_id, zoe, GROUP, **group)
    assert plain(calls) == "", plain(calls)
    toasts = [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]
    assert len(toasts) == 1 and below in toasts[0], toasts
    calls = await bot_driver.send(typed, zoe, GROUP, reply_to=step.message_id, **group)
    assert plain(calls).startswith(good), plain(calls)
    assert (await pending(db, zoe, GROUP)).id == step.id


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/rois partie",
            {
                "pass": "Zoé — Vous avez encore un coup permis",
                "stop": "Zoé : Arrêter cette partie?",
                "keep": "Zoé — La partie continue : à vous de jouer.",
                "end": "Zoé : Partie arrêtée.",
                "/rois arrêter": "Zoé — Aucune partie de Kings Cribbage n'attend votre coup",
                "over": "Zoé : Cette partie a été arrêtée. /rois partie en commence une nouvelle.",
            },
        ),
        (
            "en",
            "/kings play",
            {
                "pass": "Zoé — You still have a legal move",
                "stop": "Zoé: Stop this game?",
                "keep": "Zoé — The game goes on: your move.",
                "end": "Zoé: Game stopped.",
                "/kings stop": "Zoé — No Kings Cribbage game is waiting for your move",
                "over": "Zoé: This game was stopped. /kings play starts a new one.",
            },
        ),
    ],
)
async def test_in_a_group_what_the_game_buttons_answer_names_the_player(
    bot_driver: Driver, db: Database, lang: str, command: str, said: dict[str, str]
) -> None:
    """With Zoé and Gaston playing at once in the group, « Arrêter cette partie? », « La partie
    continue », « Partie arrêtée. Score au moment de l'arrêt : vous 0, moi 0. », the pass
    refused, « /rois arrêter » with no game left and « La partie est terminée » (a move replied
    to the stopped game) named no one: whose game was it? Now each starts with the player's
    name."""
    zoe, gaston = (674, 675) if lang == "fr" else (676, 677)
    group = {"language_code": lang, "chat_type": "group", "first_name": "Zoé"}
    await bot_driver.send(command, gaston, GROUP, language_code=lang, chat_type="group")
    await bot_driver.send(command, zoe, GROUP, **group)
    step = await pending(db, zoe, GROUP)
    match = match_of(step)
    assert choose_move(match.game.grid, match.game.rack(), random.Random(0)) is not None
    for action in ("pass", "stop", "keep", "stop", "end"):
        calls = await bot_driver.press(
            f"kp:{step.id}:{action}", step.message_id, zoe, GROUP, **group
        )
        assert plain(calls).startswith(said[action]), plain(calls)
    stop = next(key for key in said if key.startswith("/"))
    calls = await bot_driver.send(stop, zoe, GROUP, **group)
    assert plain(calls).startswith(said[stop]), plain(calls)
    move = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert move is not None
    calls = await bot_driver.send(
        move_text(move.move), zoe, GROUP, reply_to=step.message_id, **group
    )
    assert plain(calls) == said["over"], plain(calls)


@pytest.mark.parametrize(
    ("lang", "command", "word", "kings_help"),
    [("fr", "/rois partie", "aide", "/rois aide"), ("en", "/kings play", "Help?", "/kings help")],
)
async def test_in_a_group_help_replied_to_a_step_gives_the_kings_help(
    bot_driver: Driver, db: Database, lang: str, command: str, word: str, kings_help: str
) -> None:
    """Played: « aide » replied to a game step in the group answered « Commencez par une
    case, par exemple H8 → 5 6 4. » (read as a move; only the private chat read « aide »).
    Now the Kings help, as /rois aide gives it in the group; the step still waits."""
    user = 674 if lang == "fr" else 675
    group = {"language_code": lang, "chat_type": "group"}
    await bot_driver.send(command, user, GROUP, **group)
    step = await pending(db, user, GROUP)
    calls = await bot_driver.send(word, user, GROUP, reply_to=step.message_id, **group)
    expected = await bot_driver.send(kings_help, user, GROUP, **group)
    assert plain(calls) == plain(expected), plain(calls)
    assert (await pending(db, user, GROUP)).id == step.id
