"""« aide » / "help" typed alone (no slash) while a count, a lay-away (/ecart, /defi) or a step
of /jouer waits: it got the whole /aide menu, which buried the question (nothing said it still
waited); now how to answer that question, and one line saying it still waits, with where every
command is."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition
from bot.storage import Database
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_table_handlers import Player, button_data, state

WAITING = {
    "fr": "Votre question ci-dessus attend toujours votre réponse. "
    "Toutes les commandes\u00a0: /aide.",
    "en": "Your question above is still waiting for your answer. Every command: /help.",
}
MENU = {"fr": "/aide tout", "en": "/help all"}


@pytest.mark.parametrize(
    ("command", "code", "typed", "told"),
    [
        ("/main", "fr", "aide", "2 par quinze"),
        ("/crib", "fr", "Aide!", "annoncez-le comme quinze 2, quinze 4 et une paire, ça fait 6"),
        (
            "/jeu compte",
            "fr",
            "aide",
            "Envoyez un nombre, ou annoncez-le\u00a0: quinze 2, 31 pour 2",
        ),
        ("/jeu tour", "fr", "aide", "Envoyez deux nombres, vos points d'abord, puis ceux de"),
        ("/hand", "en", "help", "2 for each fifteen"),
        ("/crib", "en", "Help?", "call it like fifteen 2, fifteen 4 and a pair makes 6"),
        ("/peg count", "en", "help", "Send a number, or call it: fifteen two, thirty-one for two"),
        ("/peg round", "en", "help", "Send two numbers, your points first, then your"),
        ("/ecart", "fr", "aide", "Gardez les cartes qui marquent ensemble"),
        ("/ecart", "en", "help", "Keep the cards that score together"),
        ("/defi", "fr", "aide", "2 par quinze"),
        ("/daily", "en", "help", "2 for each fifteen"),
        ("/main", "fr", "?", "2 par quinze"),  # « ? » got « Envoyez un nombre de 0 à 29… »
        ("/ecart", "fr", " ? ", "Gardez les cartes"),  # « Il faut 2 cartes, pas 0. »
        ("/jeu tour", "fr", "??", "Au jeu, une carte marque 2"),
        ("/hand", "en", "?", "2 for each fifteen"),
    ],
)
async def test_help_typed_at_a_count_says_how_and_that_the_question_waits(
    bot_driver: Driver, db: Database, command: str, code: str, typed: str, told: str
) -> None:
    user = 9_100
    await bot_driver.send(command, user_id=user, language_code=code)
    asked = await db.questions.pending_question(user, user)
    (reply,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert told in reply, reply
    assert reply.endswith(WAITING[code]), reply
    assert MENU[code] not in reply  # not the whole menu
    still = await db.questions.pending_question(user, user)
    assert asked is not None and still is not None and still.id == asked.id
    assert await db.stats.attempts(user) == []


@pytest.mark.parametrize(("code", "typed"), [("fr", "aide"), ("en", "help"), ("fr", "/aide")])
async def test_help_with_nothing_pending_is_the_menu(
    bot_driver: Driver, code: str, typed: str
) -> None:
    """Nothing waits (the count dropped): « aide » with or without the slash is /aide."""
    user = 9_101
    await bot_driver.send("/hand", user_id=user, language_code=code)
    await bot_driver.send("/cancel", user_id=user, language_code=code)
    (reply,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert MENU[code] in reply
    assert WAITING[code] not in reply


GAME_WAITS = {"fr": "Votre partie vous attend\u00a0:", "en": "Your game is waiting for you:"}
STEP_HELP = {
    ("fr", "lay_away"): "Touchez les 2 cartes à jeter au crib",
    ("fr", "play"): "Au jeu, une carte marque 2",
    ("fr", "count"): "2 par quinze",
    ("fr", "verdict"): "si mon compte est bon",
    ("en", "lay_away"): "Tap the 2 cards to lay away in the crib",
    ("en", "play"): "In the play, a card pegs 2",
    ("en", "count"): "2 for each fifteen",
    ("en", "verdict"): "if my count is right",
}


@pytest.mark.parametrize(("code", "typed"), [("fr", "aide"), ("en", "help")])
async def test_help_typed_at_each_step_of_a_game_against_the_bot(
    bot_driver: Driver, db: Database, code: str, typed: str
) -> None:
    """« aide » at a step of /jouer (the lay-away, the play, the player's count, the bot's
    count) got the whole /aide menu; now how to answer that step, then the step again with
    its buttons (« Votre partie vous attend : »), and the game is where it was."""
    user = 9_102 if code == "fr" else 9_103
    player = Player(bot_driver, user, code)
    await player.send("/jouer 61 facile")
    helped: set[str] = set()
    for _ in range(600):
        if await db.table.active_table_game(user) is None or len(helped) == 4:
            break
        _, _, table, waiting = await state(db, user, user)
        step = waiting.step.value
        if step in {"lay_away", "play", "count", "verdict"} and step not in helped:
            (reply,) = texts(await player.send(typed))
            first, second, *_ = reply.split("\n")
            assert STEP_HELP[code, step] in first, reply
            assert second == GAME_WAITS[code], reply
            assert MENU[code] not in reply
            question, _, after, still = await state(db, user, user)
            assert still == waiting and after.deal == table.deal
            if step != "count":  # asked again with its buttons (a count has none)
                assert button_data(bot_driver.api, user, question), reply
            helped.add(step)
        await player.move()
    assert len(helped) == 4, helped


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [("fr", "aide", "Touchez une des réponses du sondage ci-dessus."), ("en", "help", "Tap one")],
)
async def test_help_typed_at_a_quiz_poll_says_to_tap_an_answer(
    bot_driver: Driver, code: str, typed: str, told: str
) -> None:
    """A quiz poll asked last: « aide » got the whole /aide menu; now what the poll takes."""
    user = 9_104
    await bot_driver.send("/quiz", user_id=user, language_code=code)
    (reply,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert reply.startswith(told), reply
    assert MENU[code] not in reply


STILL = {
    "fr": "Votre dernière question attend encore votre réponse\u00a0: répondez-y, ou /annuler "
    "pour la laisser.",
    "en": "Your last question is still waiting for its answer: answer it, or /cancel it.",
}


@pytest.mark.parametrize(
    ("command", "code", "typed", "menu"),
    [
        ("/main", "fr", "/aide", MENU["fr"]),
        ("/hand", "en", "/help", MENU["en"]),
        ("/main", "fr", "/aide tout", "/main"),
        ("/hand", "en", "/help ecart", "/ecart"),
    ],
)
async def test_slash_help_while_a_question_waits_says_it_still_waits(
    bot_driver: Driver, db: Database, command: str, code: str, typed: str, menu: str
) -> None:
    """/aide (with the slash) while a question waits gave the menu and nothing about the
    question now above it; the menu now ends with the line /start says in that case."""
    user = 9_105
    await bot_driver.send(command, user_id=user, language_code=code)
    asked = await db.questions.pending_question(user, user)
    replies = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    # every command: the commands, how to answer, then the question's line
    assert len(replies) == (3 if typed == "/aide tout" else 1)
    assert menu in replies[0]
    assert replies[-1].endswith(STILL[code]), replies
    still = await db.questions.pending_question(user, user)
    assert asked is not None and still is not None and still.id == asked.id


GAME_STILL = {
    "fr": "Votre partie contre moi vous attend ci-dessus; /jouer la montre de nouveau.",
    "en": "Your game against me is waiting for you above; /play shows it again.",
}


@pytest.mark.parametrize(
    ("command", "code", "typed"),
    [("/jouer 61 facile", "fr", "/aide"), ("/play 61 easy", "en", "/help")],
)
async def test_slash_help_while_a_game_step_waits_does_not_offer_cancel(
    bot_driver: Driver, db: Database, command: str, code: str, typed: str
) -> None:
    """/aide while a step of a game against the bot waited ended on « répondez-y, ou /annuler
    pour la laisser », and /annuler there offers to resign the game (a loss): now the line
    says the game waits above and /jouer shows it again; the step is still the one asked."""
    user = 9_106
    await bot_driver.send(command, user_id=user, language_code=code)
    asked = await db.questions.pending_question(user, user)
    replies = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert len(replies) == 1 and MENU[code] in replies[0]
    assert replies[0].endswith(GAME_STILL[code]) and STILL[code] not in replies[0], replies
    still = await db.questions.pending_question(user, user)
    assert asked is not None and still is not None and still.id == asked.id


@pytest.mark.parametrize(
    ("command", "code", "typed", "unread", "example"),
    [
        ("/jeu tour", "fr", "aide", "7 8 9", " 5 3."),
        ("/peg round", "en", "help", "7 8 9", " 5 3."),
        ("/jeu compte", "fr", "aide", "bof", "dernière carte 1."),
        ("/peg count", "en", "help", "bof", "one for last."),
    ],
)
async def test_help_at_the_play_says_what_to_send_as_the_question_s_own_hint(
    bot_driver: Driver, command: str, code: str, typed: str, unread: str, example: str
) -> None:
    """The help at a round said « Envoyez deux nombres : vos points d'abord, puis ceux de votre
    adversaire. » and a round's unread answer « Envoyez deux nombres, vos points d'abord,
    puis ceux de l'adversaire, par exemple 5 3. »; at a card, « Envoyez les points que marque
    votre carte : un nombre, ou annoncez-les comme… » and « Envoyez un nombre, ou annoncez-le :
    … »: two wordings of one thing each; now one."""
    user = 9_106
    await bot_driver.send(command, user_id=user, language_code=code)
    (told,) = texts(await bot_driver.send(unread, user_id=user, language_code=code))
    (helped,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    hint = told.split(". ")[-1]
    assert hint.endswith(example), told
    assert hint in helped, (told, helped)


@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("fr", "comment?"),
        ("fr", "je comprends pas"),
        ("en", "I don't understand"),
        ("fr", "?"),
        ("fr", "quoi?"),  # « Carte inconnue « quoi » »
        ("fr", "Hein?"),
        ("fr", "pardon?"),
        ("en", "what?"),
    ],
)
async def test_asking_how_at_the_lay_away_and_the_play_of_a_game(
    bot_driver: Driver, db: Database, code: str, typed: str
) -> None:
    """« comment? » and « je comprends pas » at /jouer's lay-away or play were read as cards:
    « Carte inconnue « comment » »; now how to answer the step, then the step again."""
    user = 9_107
    player = Player(bot_driver, user, code)
    await player.send("/jouer 61 facile")
    helped: set[str] = set()
    for _ in range(600):
        if await db.table.active_table_game(user) is None or len(helped) == 2:
            break
        _, _, table, waiting = await state(db, user, user)
        step = waiting.step.value
        if step in {"lay_away", "play"} and step not in helped:
            reply = "\n".join(texts(await player.send(typed)))
            assert STEP_HELP[code, step] in reply.split("\n")[0], reply
            assert "inconnue" not in reply and "Unknown" not in reply
            _, _, after, still = await state(db, user, user)  # the step asked again
            assert still == waiting and after.deal == table.deal, reply
            helped.add(step)
        await player.move()
    assert helped == {"lay_away", "play"}


@pytest.mark.parametrize(("code", "typed"), [("fr", "/aide"), ("en", "/help")])
async def test_slash_help_in_a_group_names_whose_question_waits(
    bot_driver: Driver, code: str, typed: str
) -> None:
    """In a club's group, « Votre dernière question attend encore… » after /aide was anyone's
    question: now after the member's name, as the group's question is."""
    user, group = 9_108, -100_9108
    await bot_driver.send(
        "/hand", user_id=user, chat_id=group, language_code=code, chat_type="supergroup"
    )
    (reply,) = texts(
        await bot_driver.send(
            typed, user_id=user, chat_id=group, language_code=code, chat_type="supergroup"
        )
    )
    last = html_to_text(reply).split("\n")[-1]
    assert last.startswith("Player"), reply
    assert last.endswith(STILL[code]), reply


@pytest.mark.parametrize(
    ("command", "code", "told"),
    [
        ("/main", "fr", "2 par quinze"),  # got « Envoyez un nombre de 0 à 29… »
        ("/jeu compte", "fr", "Au jeu, une carte marque 2"),  # « Envoyez un nombre… »
        ("/jeu tour", "fr", "Au jeu, une carte marque 2"),  # « Envoyez deux nombres… »
        ("/ecart", "fr", "Gardez les cartes"),  # « Il faut 2 cartes, pas 0. »
        ("/hand", "en", "2 for each fifteen"),
        ("/discard", "en", "Keep the cards"),
    ],
)
async def test_a_question_mark_replied_to_a_question_in_a_group_says_how(
    bot_driver: Driver, db: Database, command: str, code: str, told: str
) -> None:
    """« ? » in reply to one's question in a group: as « comment? » there, how to answer."""
    user, group = 9_109, -100_9109
    await bot_driver.send(
        command, user_id=user, chat_id=group, language_code=code, chat_type="supergroup"
    )
    asked = await db.questions.pending_question(user, group)
    assert asked is not None
    (reply,) = texts(
        await bot_driver.send(
            "?",
            user_id=user,
            chat_id=group,
            language_code=code,
            chat_type="supergroup",
            reply_to=asked.message_id,
        )
    )
    assert told in reply, reply
    still = await db.questions.pending_question(user, group)
    assert still is not None and still.id == asked.id


async def test_help_at_a_card_to_lay_says_what_to_tap(bot_driver: Driver, db: Database) -> None:
    """/jeu jouer: « aide » got the whole /aide menu, « comment? » « Touchez un des boutons de
    carte sous la question », also where no card fits and the only button is « Go »; now what
    a card pegs and what to tap, or, at a go, to tap « Go »."""
    seen = set()
    for user in range(9_110, 9_130):
        await bot_driver.send("/jeu jouer", user_id=user, language_code="fr")
        question = await db.questions.pending_question(user, user)
        assert question is not None
        go = PlayPosition.from_dict(question.deal).is_go
        told = "touchez «\u00a0Go\u00a0» sous la question" if go else "Au jeu, une carte marque 2"
        (helped,) = texts(await bot_driver.send("aide", user_id=user, language_code="fr"))
        assert told in helped and helped.endswith(WAITING["fr"]), helped
        (how,) = texts(await bot_driver.send("comment?", user_id=user, language_code="fr"))
        assert told in how, how
        (other,) = texts(await bot_driver.send("bof", user_id=user, language_code="fr"))
        assert ("Go" in other) is go, other
        seen.add(go)
    assert seen == {True, False}
