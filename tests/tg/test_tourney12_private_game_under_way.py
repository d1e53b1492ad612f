"""/tournament in private while the member's tournament game is under way did not name it:
in a duplicate tournament, the standings alone with « ▶️ Reprendre la partie 1 du tournoi »
under them, nothing saying a game was in progress nor against whom; in a round robin, the
standings and « Pour inviter Jean : … répondez par /jouer 61 » while they were playing Jean
in the group. Now the game under way is named, against whom, and the way back to it."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import GroupWatch, chat_texts, play_on
from tests.tg.test_member_tournament import reply_of, robin_of_two
from tests.tg.test_tournament_handlers import (
    create,
    join,
    plain,
    private_texts,
    start_tournament_game,
)


@pytest.mark.parametrize(
    ("lang", "said", "button"),
    [
        (
            "fr",
            "Votre partie 1 du tournoi est en cours, contre moi : le bouton ci-dessous vous y"
            " ramène.",
            "▶️ Reprendre la partie 1 du tournoi",
        ),
        (
            "en",
            "Your tournament game 1 is under way, against me: the button below takes you back"
            " to it.",
            "▶️ Resume tournament game 1",
        ),
    ],
)
async def test_a_duplicate_game_under_way_is_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, said: str, button: str
) -> None:
    await create(bot_driver, local_api, db, "fadoq", lang)
    await join(bot_driver, local_api, db, 42, lang)
    player = await start_tournament_game(bot_driver, local_api, 42, lang)
    for _ in range(3):
        await player.move()
    await player.send("/tournoi" if lang == "fr" else "/tournament")
    last = local_api.last_message(42)
    assert last is not None
    assert private_texts(local_api, 42)[-1].endswith(said)
    assert inline_buttons(last)[0]["text"] == button


@pytest.mark.parametrize(
    ("lang", "said", "invite"),
    [
        (
            "fr",
            "Votre partie contre Jean est en cours dans le groupe; vous jouez vos tours ici,"
            " avec moi : /jouer vous ramène à votre tour.",
            "Pour inviter Jean",
        ),
        (
            "en",
            "Your game against Jean is under way in the group; you play your turns here with"
            " me: /play brings back your turn.",
            "To invite Jean",
        ),
    ],
)
async def test_a_round_robin_game_under_way_is_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, said: str, invite: str
) -> None:
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")
    await play_on({501: marie, 502: jean}, GroupWatch(bot_driver), until="count")
    start = len(local_api.calls)
    await marie.private("/tournoi" if lang == "fr" else "/tournament")
    (told,) = [plain(t) for t in chat_texts(local_api, start, 501)]
    assert told.endswith(said)
    assert invite not in told  # not how to invite the member they are playing
