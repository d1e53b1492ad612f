"""A duplicate tournament's game against the bot, resigned or played to the end, through the
fake Bot API with its sender (each chat delivered on its own).

- The group's standings reached Telegram before the member's own « Partie 1 du tournoi
  enregistrée » in private (the private chat had more to send first: the buttons taken off,
  the game's end): the member read the group's post first. The post now waits for their
  private messages (`Outgoing.after`).
- After a member's last game, resigned, they read « Partie abandonnée; elle compte comme
  perdue. /jouer en commence une autre. » and the end of a last game played « /jouer pour une
  autre partie. »: an invitation where nothing of the tournament is left to play. Now the
  line recorded says their games are all played and when the final standings come; the
  question before resigning says what the game counts.
"""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_tournament_handlers import (
    ANN,
    GROUP,
    create,
    join,
    plain,
    private_texts,
    start_tournament_game,
)

RECORDED = {"en": "Tournament game 1 recorded", "fr": "Partie 1 du tournoi enregistrée"}
STANDINGS = {"en": "Standings", "fr": "Classement"}


def sent(api: LocalBotApi, start: int = 0) -> list[tuple[int, str]]:
    """The messages sent from the call `start` on, in the order Telegram got them: (chat,
    text as read)."""
    return [
        (int(str(call.params["chat_id"])), plain(str(call.params.get("text", ""))))
        for call in api.calls[start:]
        if call.method == "sendMessage"
    ]


async def resign(driver: Driver, api: LocalBotApi, lang: str) -> str:
    """/abandon (/resign) in private, then « yes »; the question asked."""
    await driver.send("/abandon" if lang == "fr" else "/resign", user_id=ANN, language_code=lang)
    asked = api.last_message(ANN)
    assert asked is not None
    (yes,) = [b for b in inline_buttons(asked) if str(b["callback_data"]).endswith(":y")]
    await driver.press(
        str(yes["callback_data"]), int(asked["message_id"]), user_id=ANN, language_code=lang
    )
    return plain(str(asked["text"]))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("resigned", [True, False])
async def test_the_member_reads_their_game_recorded_before_the_group_reads_the_standings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, resigned: bool
) -> None:
    await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    for _ in range(3):
        await player.move()
    start = len(local_api.calls)
    if resigned:
        await resign(bot_driver, local_api, lang)
    else:
        await player.finish()
    said = sent(local_api, start)
    mine = [i for i, (chat, text) in enumerate(said) if chat == ANN and RECORDED[lang] in text]
    posted = [i for i, (chat, text) in enumerate(said) if chat == GROUP and STANDINGS[lang] in text]
    assert mine and posted, said
    assert mine[0] < posted[0], said
    assert all(i < posted[0] for i, (chat, _) in enumerate(said) if chat == ANN), said


@pytest.mark.parametrize(
    ("lang", "asked", "abandoned", "all_played", "play"),
    [
        (
            "fr",
            "Abandonner cette partie du tournoi? Vos points jusqu'ici comptent, et 61 pour moi.",
            "Partie abandonnée.",
            "Vous avez joué toutes vos parties : le classement final sera annoncé dans le groupe"
            " à la fermeture du tournoi, au plus tard à la fin du",
            "/jouer",
        ),
        (
            "en",
            "Abandon this tournament game? Your points so far count, and 61 for me.",
            "Game abandoned.",
            "You have played all your games: the final standings are posted in the group when"
            " the tournament closes, at the end of",
            "/play",
        ),
    ],
)
async def test_a_last_game_resigned_does_not_invite_to_play_on(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    asked: str,
    abandoned: str,
    all_played: str,
    play: str,
) -> None:
    await create(bot_driver, local_api, db, "1 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    for _ in range(3):
        await player.move()
    start = len(private_texts(local_api, ANN))
    assert await resign(bot_driver, local_api, lang) == asked
    told = private_texts(local_api, ANN)[start:]
    assert abandoned in told, told
    (recorded,) = [t for t in told if RECORDED[lang] in t]
    assert all_played in recorded, recorded
    assert not [t for t in told if play in t], told


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer"), ("en", "/play")])
async def test_a_last_game_played_does_not_invite_to_play_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str
) -> None:
    await create(bot_driver, local_api, db, "1 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    await player.finish()
    end, recorded = private_texts(local_api, ANN)[-2:]
    assert "Total" in end, end
    assert play not in end and play not in recorded, (end, recorded)
    assert ("toutes vos parties" if lang == "fr" else "all your games") in recorded


@pytest.mark.parametrize(
    ("lang", "lead"),
    [("fr", "P42 a abandonné sa partie 1."), ("en", "P42 abandoned game 1.")],
)
async def test_the_group_reads_that_the_game_was_abandoned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, lead: str
) -> None:
    """The standings after a game abandoned (0 points for the member, 61 for the bot) said
    « P42 vient de terminer sa partie 1. », as if it had been played out."""
    await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    for _ in range(3):
        await player.move()
    start = len(local_api.calls)
    await resign(bot_driver, local_api, lang)
    (posted,) = [text for chat, text in sent(local_api, start) if chat == GROUP]
    assert lead in posted.splitlines(), posted


@pytest.mark.parametrize(
    ("lang", "play", "other"),
    [
        (
            "fr",
            "/jouer 61 facile",
            "Vous avez une autre partie en cours, qui ne compte pas au tournoi : finissez-la ou"
            " abandonnez-la (/abandon), puis /jouer commence la partie 1 du tournoi.",
        ),
        (
            "en",
            "/play 61 easy",
            "You have another game under way, which does not count in the tournament: finish it"
            " or resign it (/resign), then /play starts tournament game 1.",
        ),
    ],
)
async def test_the_tournament_game_asked_during_another_game_says_that_one_does_not_count(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str, other: str
) -> None:
    """« ▶️ Partie 1 du tournoi » pressed with an ordinary game under way showed that game
    under « Votre partie reprend où elle en était. » alone: the member played it for the
    tournament's."""
    await bot_driver.send(play, user_id=ANN, language_code=lang)
    await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)  # its game's button under the standings
    offer = local_api.last_message(ANN)
    assert offer is not None
    start = len(private_texts(local_api, ANN))
    await bot_driver.press_button(offer, 1, user_id=ANN, language_code=lang)
    told = private_texts(local_api, ANN)[start:]
    assert told and told[0].startswith(other), told
    assert await db.tournaments.tournament_games() == []  # no tournament game started


@pytest.mark.parametrize(
    ("lang", "command", "told", "admins"),
    [
        (
            "fr",
            "/tournoi",
            "Toutes les parties sont jouées : les gagnants seront annoncés dans le groupe quand"
            " un administrateur fermera le tournoi, ou à la fin de sa dernière journée.",
            "/tournoi fermer",
        ),
        (
            "en",
            "/tournament",
            "Every game is played: the winners are announced in the group when an administrator"
            " closes the tournament, or at the end of its closing day.",
            "/tournament close",
        ),
    ],
)
async def test_in_private_every_game_played_says_when_the_winners_come(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    told: str,
    admins: str,
) -> None:
    """/tournoi in private once every game is played read « Un administrateur peut fermer le
    tournoi dès maintenant… : /tournoi fermer. », a group administrator's command, to a
    member who can do nothing with it."""
    await create(bot_driver, local_api, db, "1 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    await player.finish()
    await bot_driver.send(command, user_id=ANN, language_code=lang)
    shown = private_texts(local_api, ANN)[-1]
    assert told in shown.splitlines(), shown
    assert admins not in shown, shown
