"""The Mini App's API against the real server: initData checked first (forged, stale: 401),
only the caller's games (another's: 403), only in turn (409), the rules' refusals (422), and
nothing changed by a refused call; no hidden card of the bot in any answer."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from webapp_helpers import Page, best_body, last_move_game, serving

from bot.drills.kings_play import KingsMatch, Level
from bot.drills.table_state import Table
from bot.drills.table_turn import show_score, status
from bot.engine.cards import hand_order
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver, texts
from bot.webapp.auth import AuthError, Expired, sign, verify
from bot.webapp.table import plain
from tests.engine.kings_helpers import grid, tile, tiles

TOKEN = "123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi"
NOW = 1_800_000_000


def test_a_signed_init_data_is_verified_and_names_its_user() -> None:
    user = verify(sign(TOKEN, 42, NOW - 60, language_code="en"), TOKEN, NOW)
    assert (user.id, user.language_code, user.auth_date) == (42, "en", NOW - 60)


@pytest.mark.parametrize(
    ("init_data", "why"),
    [
        ("", "empty"),
        (sign(TOKEN, 42, NOW).replace("hash=", "hash=0"), "hash changed"),
        (sign("654321:" + "x" * 35, 42, NOW), "another bot's token"),
        (sign(TOKEN, 42, NOW).replace("%22id%22%3A42", "%22id%22%3A43"), "user changed"),
        (sign(TOKEN, 42, NOW - 24 * 3600 - 1), "older than 24 h"),
        (sign(TOKEN, 42, NOW + 3600), "from the future"),
        ("auth_date=1&auth_date=2&hash=x", "a field twice"),
    ],
)
def test_forged_or_stale_init_data_is_refused(init_data: str, why: str) -> None:
    with pytest.raises(AuthError):
        verify(init_data, TOKEN, NOW)


def test_only_telegrams_own_init_data_past_24_hours_is_expired_and_names_its_language() -> None:
    with pytest.raises(Expired) as expired:
        verify(sign(TOKEN, 42, NOW - 24 * 3600 - 1, language_code="en"), TOKEN, NOW)
    assert expired.value.language_code == "en"
    for refused in (sign(TOKEN, 42, NOW + 3600), sign("654321:" + "x" * 35, 42, NOW - 90_000)):
        with pytest.raises(AuthError) as error:  # from the future, or not Telegram's
            verify(refused, TOKEN, NOW)
        assert not isinstance(error.value, Expired)


def test_init_data_of_exactly_24_hours_passes() -> None:
    assert verify(sign(TOKEN, 42, NOW - 24 * 3600), TOKEN, NOW).id == 42


async def _kings(driver: Driver, app: App, user: int) -> tuple[int, KingsMatch]:
    await driver.send("/kings play", user_id=user, language_code="fr")
    question = await app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    return question.id, KingsMatch.from_dict(dict(question.deal))


async def play_on_the_page(page: Page, app: App, user: int) -> tuple[int, dict[str, Any]]:
    """The player's next move in their /play game, made on the page as a plain player would:
    the first two cards laid away, the first legal card laid, the true count, the bot's
    count accepted."""
    db = app.bot_data.db
    stored = await db.table.active_table_game(user)
    assert stored is not None
    table = Table.from_json(stored.state)
    waiting = status(table)
    assert waiting is not None
    key = {"game": stored.id, "step": stored.step}
    if waiting.step.value == "lay_away":
        for card in table.deal.hands[0][:2]:
            await page.call("play/select", {**key, "card": str(card)}, user_id=user)
        selected = await db.table.active_table_game(user)
        assert selected is not None
        return await page.call("play/layaway", {**key, "step": selected.step}, user_id=user)
    if waiting.step.value == "play":
        return await page.call("play/lay", {**key, "card": str(waiting.legal[0])}, user_id=user)
    if waiting.step.value == "count":
        points = show_score(table.deal, 0, waiting.what or "hand").total
        return await page.call("play/count", {**key, "points": points}, user_id=user)
    return await page.call("play/accept", key, user_id=user)


async def test_without_good_init_data_every_call_is_401_and_changes_nothing(
    page: Page, driver: Driver, local_app: App
) -> None:
    qid, match = await _kings(driver, local_app, 801)
    body, _ = best_body(match, qid)
    stale = page.init_data(801, age=24 * 3600 + 5, lang="en")
    forged = page.init_data(801).replace("hash=", "hash=f")
    # what to do, said in the player's language when the initData is Telegram's but expired,
    # else in the bot's default one (French): the page has no words of its own yet
    told = {
        None: "Ouvrez cette page depuis la conversation du robot dans Telegram.",
        stale: "This page is too old. Close it, then open it again with the button next to "
        "where you type in the bot's chat.",
        forged: "Ouvrez cette page depuis la conversation du robot dans Telegram.",
    }
    for init_data, text in told.items():
        for path, sent in (("state", None), ("kings/move", body), ("kings/pass", body)):
            code, answer = await page.call(path, sent, init_data=init_data)
            assert code == 401, (path, init_data)
            assert answer == {"ok": False, "error": "unauthorized", "text": text}
    question = await local_app.bot_data.db.questions.pending_question(801, 801)
    assert question is not None and question.id == qid


async def test_a_kings_move_by_the_page_is_the_chats_move(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    qid, match = await _kings(driver, local_app, 802)
    code, state = await page.call("state", user_id=802)
    assert code == 200
    game = state["kings"]["game"]
    assert game["question"] == qid and len(game["rack"]) == 5 and game["tiles"] == []
    body, points = best_body(match, qid)
    code, preview = await page.call("kings/preview", body, user_id=802)
    assert code == 200 and preview["points"] == points and preview["lines"]
    sent = len(local_api.calls)
    code, after = await page.call("kings/move", body, user_id=802)
    assert code == 200, after
    game = after["kings"]["game"]
    assert game["question"] != qid and len(game["tiles"]) > len(body["placements"])
    assert game["scores"][0] == points
    chat = " ".join(texts(local_api.calls[sent:]))
    assert "Votre coup" in chat  # the chat was told, as for a typed move
    # the same step again (a second page, a double tap): out of turn, nothing changed
    code, again = await page.call("kings/move", body, user_id=802)
    assert code == 409 and again["error"] == "moved_on"
    assert again["state"]["kings"]["game"]["question"] == game["question"]


async def test_an_illegal_move_is_refused_with_its_rule(
    page: Page, driver: Driver, local_app: App
) -> None:
    qid, _ = await _kings(driver, local_app, 803)
    body = {"question": qid, "placements": [{"tile": 0, "row": 0, "col": 0}]}
    # the preview of one tile is a move still being made (the page says it plainly)
    for path, error in (("kings/preview", "incomplete"), ("kings/move", "illegal")):
        code, answer = await page.call(path, body, user_id=803)
        assert code == 422 and answer["error"] == error
        assert answer["rule"] == "R-004-04" and "2 à 5 jetons" in answer["text"]
    question = await local_app.bot_data.db.questions.pending_question(803, 803)
    assert question is not None and question.id == qid and question.state == "pending"


async def test_another_players_game_is_403_and_unchanged(
    page: Page, driver: Driver, local_app: App
) -> None:
    qid, match = await _kings(driver, local_app, 804)
    body, _ = best_body(match, qid)
    code, answer = await page.call("kings/move", body, user_id=805)
    assert code == 403 and answer["error"] == "not_yours"
    assert answer["state"]["kings"]["game"] is None
    question = await local_app.bot_data.db.questions.pending_question(804, 804)
    assert question is not None and question.id == qid and question.state == "pending"
    await driver.send("/play 121 expert", user_id=806, language_code="fr")
    table_game = await local_app.bot_data.db.table.active_table_game(806)
    assert table_game is not None
    card = Table.from_json(table_game.state).deal.hands[0][0]
    code, answer = await page.call(
        "play/select",
        {"game": table_game.id, "step": table_game.step, "card": str(card)},
        user_id=807,
    )
    assert code == 403
    again = await local_app.bot_data.db.table.get_table_game(table_game.id)
    assert again is not None and again.state == table_game.state


async def test_a_play_move_out_of_turn_is_409_and_no_hidden_card_is_sent(
    page: Page, driver: Driver, local_app: App
) -> None:
    await driver.send("/play 121 expert", user_id=808, language_code="fr")
    db = local_app.bot_data.db
    stored = await db.table.active_table_game(808)
    assert stored is not None
    table = Table.from_json(stored.state)
    waiting = status(table)
    assert waiting is not None and waiting.step.value == "lay_away"
    mine = hand_order(table.deal.hands[0])  # the tiles' order
    code, state = await page.call("state", user_id=808)
    assert code == 200
    game = state["play"]["game"]
    assert [c["card"] for c in game["hand"]] == [str(c) for c in mine]
    hidden = {str(c) for c in table.deal.hands[1]} | {str(c) for c in table.deal.stock}
    text = json.dumps(state)
    assert not any(f'"{card}"' in text for card in hidden)
    key = {"game": stored.id, "step": stored.step}
    # laying a card in the play during the lay-away: not now, nothing written
    code, answer = await page.call("play/lay", {**key, "card": str(mine[0])}, user_id=808)
    assert code == 409 and answer["error"] == "not_now"
    # a step the page showed before: moved on
    code, answer = await page.call("play/layaway", {**key, "step": stored.step - 1}, user_id=808)
    assert code == 409
    again = await db.table.get_table_game(stored.id)
    assert again is not None and (again.step, again.state) == (stored.step, stored.state)
    # the lay-away by taps, then the play: each answer hides the bot's hand
    for card in mine[:2]:
        code, state = await page.call("play/select", {**key, "card": str(card)}, user_id=808)
        assert code == 200
    code, state = await page.call("play/layaway", key, user_id=808)
    assert code == 200, state
    table = Table.from_json((await db.table.get_table_game(stored.id)).state)  # type: ignore[union-attr]
    assert table.deal.discards[0] == list(mine[:2])
    bot_cards = {str(c) for c in table.deal.kept(1) if c not in table.deal.laid[1]}
    text = json.dumps(state)
    assert not any(f'"{card}"' in text for card in bot_cards)


CHAT_ONLY = ("✅", "tapez", "à voix haute")
"""What the chat's asks say that the page has not: its ✅ button, and typing."""


async def test_the_page_asks_with_its_own_words_and_refuses_counts_past_29(
    page: Page, driver: Driver, local_app: App
) -> None:
    await driver.send("/jouer 121 expert", user_id=809, language_code="fr")
    seen: set[str] = set()
    for _ in range(30):
        code, state = await page.call("state", user_id=809)
        game = state["play"]["game"]
        if code != 200 or game is None or (seen and game["waiting"] == "lay_away"):
            break  # the next deal
        waiting = game["waiting"]
        seen.add(waiting)
        assert not [line for line in game["lines"] if any(w in line for w in CHAT_ONLY)], game
        key = {"game": game["id"], "step": game["step"]}
        if waiting == "lay_away":
            for card in game["hand"][:2]:
                await page.call("play/select", {**key, "card": card["card"]}, user_id=809)
            key["step"] = (await page.call("state", user_id=809))[1]["play"]["game"]["step"]
            code, _ = await page.call("play/layaway", key, user_id=809)
        elif waiting == "play":
            legal = next(c["card"] for c in game["hand"] if c["legal"])
            code, _ = await page.call("play/lay", {**key, "card": legal}, user_id=809)
        elif waiting == "count":
            # the pad makes two digits: past 29, the chat's words, and the step waits still
            code, answer = await page.call("play/count", {**key, "points": 35}, user_id=809)
            assert (code, answer["text"]) == (422, "Une main ou un crib fait au plus 29 points.")
            code, _ = await page.call("play/count", {**key, "points": 0}, user_id=809)
        elif waiting == "verdict":
            action = "play/accept" if "claim" in seen else "play/muggins"
            code, _ = await page.call(action, key, user_id=809)
        else:
            code, answer = await page.call("play/claim", {**key, "points": 30}, user_id=809)
            assert (code, answer["text"]) == (422, "Une main ou un crib fait au plus 29 points.")
            code, _ = await page.call("play/claim", {**key, "points": 1}, user_id=809)
        assert code == 200
    assert {"lay_away", "play", "count", "verdict", "claim"} <= seen
    words = state["words"]
    said = "Touchez deux cartes, puis «\u00a0Mettre ces deux cartes au crib\u00a0»."
    assert words["ask_lay_away"] == said
    assert words["ask_count"].startswith("Votre compte? Touchez le nombre de points")


async def test_the_page_and_its_headers(page: Page) -> None:
    response = await page.get("/app/")
    assert response.code == 200
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "unsafe-inline" not in csp
    html = response.body.decode()
    assert 'src="app.js"' in html and 'src="table.js"' in html and "http" not in html
    for name in ("app.js", "kings.js", "table.js", "app.css"):
        assert (await page.get(f"/app/{name}")).code == 200
    assert (await page.get("/app/secret.py")).code == 404


async def test_a_page_move_is_stored_and_read_back_by_a_new_bot(
    page: Page, driver: Driver, local_app: App, tg_config: Config
) -> None:
    qid, match = await _kings(driver, local_app, 810)
    body, points = best_body(match, qid)
    code, after = await page.call("kings/move", body, user_id=810)
    assert code == 200
    shown = after["kings"]["game"]
    restarted = build_app(tg_config, request=LocalBotApi(), rng=random.Random(7))
    async with running(restarted), serving(restarted) as again:
        code, state = await again.call("state", user_id=810)
    assert code == 200
    game = state["kings"]["game"]
    assert game["question"] == shown["question"] and game["tiles"] == shown["tiles"]
    assert game["rack"] == shown["rack"] and game["scores"][0] == points


async def test_a_game_is_begun_from_the_page_as_in_the_chat_once(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    db = local_app.bot_data.db
    # /jouer asked in the chat « how many points? »: the page asks the same, not « no game »
    await driver.send("/jouer", user_id=811, language_code="fr")
    code, state = await page.call("state", user_id=811)
    assert code == 200 and state["play"]["game"] is None
    new = state["play"]["new"]
    assert new["ask"] == "Une partie complète contre moi\u00a0: en combien de points?"
    assert [(t["target"], t["label"], t["ask"]) for t in new["targets"]] == [
        (121, "Partie de 121", "Une partie de 121\u00a0: quel niveau pour moi?"),
        (61, "Partie de 61", "Une partie de 61\u00a0: quel niveau pour moi?"),
    ]
    assert [(lv["level"], lv["label"]) for lv in new["levels"]] == [
        ("easy", "Facile"),
        ("normal", "Normal"),
        ("expert", "Expert"),
    ]
    for bad in ({"target": 100, "level": "easy"}, {"target": 61, "level": "hard"}, {}):
        assert (await page.call("play/begin", bad, user_id=811))[0] == 400
    assert await db.table.active_table_game(811) is None
    sent = len(local_api.calls)
    code, state = await page.call("play/begin", {"target": 61, "level": "easy"}, user_id=811)
    assert code == 200, state
    game = await db.table.active_table_game(811)
    assert game is not None and (game.level, game.chat_id) == ("easy", 811)
    assert Table.from_json(game.state).rules.target == 61
    shown = state["play"]["game"]
    assert (shown["id"], shown["waiting"]) == (game.id, "lay_away")
    assert "new" not in state["play"]
    # the chat tells the game's start and asks its first step, as /jouer 61 facile does
    told = texts(local_api.calls[sent:])
    assert any("Une partie de 61 contre moi, niveau facile." in text for text in told), told
    assert (await db.questions.pending_question(811, 811)) is not None
    # a second tap (or another page): the same game goes on, none is begun over it (another
    # game asked for is told so: test_a_game_asked_for_from_a_stale_page_…)
    code, state = await page.call("play/begin", {"target": 61, "level": "easy"}, user_id=811)
    assert code == 200 and state["play"]["game"]["id"] == game.id
    code, answer = await page.call("play/begin", {"target": 121, "level": "expert"}, user_id=811)
    assert code == 409 and answer["state"]["play"]["game"]["id"] == game.id


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Une partie contre moi est déjà en cours\u00a0: la voici."),
        ("en", "A game against me is already under way: here it is."),
    ],
)
async def test_a_game_asked_for_from_a_stale_page_says_the_one_begun_in_the_chat_goes_on(
    page: Page, driver: Driver, local_app: App, lang: str, said: str
) -> None:
    """The page left on /play's choices, a game of 121 begun in the chat meanwhile: « Partie
    de 61 », « facile » tapped on the page showed the game of 121 without a word, as if the
    player's choice had been taken. The page now says that a game is already under way."""
    user = 813 if lang == "fr" else 814
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None
    init_data = page.init_data(user, lang=lang)
    asked = {"target": 61, "level": "easy"}
    code, answer = await page.call("play/begin", asked, init_data=init_data)
    assert (code, answer["error"], answer["text"]) == (409, "under_way", said)
    assert answer["state"]["play"]["game"]["id"] == game.id
    again = await local_app.bot_data.db.table.active_table_game(user)
    assert again is not None and (again.id, again.state) == (game.id, game.state)


async def test_a_game_against_the_bot_in_a_group_is_not_begun_again_from_the_page(
    page: Page, driver: Driver, local_app: App
) -> None:
    await driver.send("/jouer 121 expert", user_id=812, chat_id=-1001, language_code="fr")
    game = await local_app.bot_data.db.table.active_table_game(812)
    assert game is not None and game.chat_id == -1001
    code, state = await page.call("state", user_id=812)
    assert code == 200 and state["play"]["game"] is None
    said = "Votre partie contre moi se joue dans un groupe\u00a0: continuez-la là-bas."
    assert state["play"]["elsewhere"] == said
    code, answer = await page.call("play/begin", {"target": 61, "level": "easy"}, user_id=812)
    assert (code, answer["error"]) == (409, "elsewhere")
    again = await local_app.bot_data.db.table.active_table_game(812)
    assert again is not None and (again.id, again.state) == (game.id, game.state)


async def test_each_move_of_the_page_answers_what_happened_as_the_chat_tells_it(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await driver.send("/jouer 121 expert", user_id=813, language_code="fr")
    db = local_app.bot_data.db
    counted = False
    for _ in range(20):
        stored = await db.table.active_table_game(813)
        assert stored is not None
        table = Table.from_json(stored.state)
        waiting = status(table)
        assert waiting is not None
        sent = len(local_api.calls)
        code, answer = await play_on_the_page(page, local_app, 813)
        if waiting.step.value == "play":
            assert answer["said"][0].startswith("Vous\u00a0: "), answer  # the card laid
        elif waiting.step.value == "count":
            points = show_score(table.deal, 0, waiting.what or "hand").total
            assert any(f"Vous avez dit {points}\u00a0: exact." in line for line in answer["said"])
            counted = True
        assert code == 200, answer
        # the page's account is the chat's, as text (after the lay-away, the chat's « Carte de
        # départ : 6♣ » is not repeated: the page shows the starter under its own heading)
        told = "\n".join(texts(local_api.calls[sent:]))
        assert answer["said"] or waiting.step.value == "lay_away", answer
        assert all(line in plain(told) for line in answer["said"]), answer
        assert not any(line.startswith("Carte de départ\u00a0:") for line in answer["said"])
        if counted:
            break
    assert counted


async def test_a_pass_on_the_page_that_ends_the_game_answers_its_result(
    page: Page, local_app: App
) -> None:
    """The bag is empty and neither a 10 nor a K can make a line score next to the lone 2:
    the player's pass ends the game, and the answer holds its result as the chat says it."""
    game = KingsGame(Grid({(7, 7): tile("2")}, 15), (), (tuple(tiles("10")), tuple(tiles("K"))))
    question, _ = await local_app.bot_data.db.questions.replace_question(
        user_id=830,
        chat_id=830,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    code, answer = await page.call("kings/pass", {"question": question.id}, user_id=830)
    assert code == 200 and answer["kings"]["game"] is None
    assert answer["kings"]["result"] == [
        "Plus personne ne peut marquer\u00a0: la partie est terminée.",
        "Vos jetons restants\u00a0: 10; vous perdez 10 points.",
        "Mes jetons restants\u00a0: R; je perds 10 points.",
        "Score final\u00a0: vous \u221210, moi \u221210.",
        "Égalité.",
    ]


async def test_a_game_ended_in_the_chat_shows_its_result_on_the_page_until_another_begins(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """The bag is empty: the player types K by the 5 (15 for 2) in the chat, the bot lays its
    last tile, a 10, and the game is over. The page, opened afterwards, says the result as the
    chat did, not only « the result is in the chat »; once another game begins, it is gone."""
    await last_move_game(local_app, 831)
    sent = len(local_api.calls)
    await driver.send("I8 K", user_id=831, language_code="fr")
    chat = plain("\n".join(texts(local_api.calls[sent:]))).splitlines()
    code, state = await page.call("state", user_id=831)
    assert code == 200 and state["kings"]["game"] is None
    result = state["kings"]["result"]
    assert result[0].startswith("Mon coup"), result  # the bot's last move, then the end
    assert result[-2:] == ["Score final\u00a0: vous \u22128, moi 4.", "Je gagne celle-ci."]
    assert all(line in chat for line in result), (result, chat)
    await driver.send("/rois partie", user_id=831, language_code="fr")
    code, state = await page.call("state", user_id=831)
    assert code == 200 and state["kings"]["game"] is not None
    assert "result" not in state["kings"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["Partie arrêtée.", "/rois partie en commence une nouvelle."]),
        ("en", ["Game stopped.", "/kings play starts a new one."]),
    ],
)
async def test_a_game_stopped_in_the_chat_shows_the_score_it_stopped_at_on_the_page(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi, lang: str, said: list[str]
) -> None:
    """The Stop button, then « yes »: the page, opened afterwards, showed no result (« the
    result is in the chat », or « no game under way »); it says the game stopped and its
    score then, as the chat does."""
    await driver.send("/kings play", user_id=832, language_code=lang)
    question = await local_app.bot_data.db.questions.pending_question(832, 832)
    assert question is not None
    await driver.press(f"kp:{question.id}:stop", question.message_id or 0, 832, language_code=lang)
    confirm = local_api.last_message(832)
    assert confirm is not None
    sent = len(local_api.calls)
    await driver.press_button(confirm, 1, user_id=832, language_code=lang)
    chat = plain("\n".join(texts(local_api.calls[sent:]))).splitlines()
    code, state = await page.call("state", init_data=page.init_data(832, lang=lang))
    assert code == 200 and state["kings"]["game"] is None
    assert state["kings"]["result"] == said[:1]  # before any move: no score to say
    assert chat[:2] == said


async def test_the_move_that_ends_a_deal_on_the_page_answers_the_chances_as_the_chat_does(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """The chat says « Vos chances de gagner : 47 % » after each deal; the page said nothing of
    them."""
    await driver.send("/jouer 121 expert", user_id=814, language_code="fr")
    db = local_app.bot_data.db
    for _ in range(40):
        stored = await db.table.active_table_game(814)
        assert stored is not None
        table = Table.from_json(stored.state)
        sent = len(local_api.calls)
        code, answer = await play_on_the_page(page, local_app, 814)
        assert code == 200, answer
        after = await db.table.active_table_game(814)
        assert after is not None
        told = plain("\n".join(texts(local_api.calls[sent:])))
        chances = [x for x in answer["said"] if x.startswith("Vos chances de gagner\u00a0: ")]
        if len(Table.from_json(after.state).deals) > len(table.deals):  # deal 1 is over
            assert len(chances) == 1 and chances[0] in told, answer
            return
        assert chances == [], answer
    raise AssertionError("deal 1 never ended")


async def test_the_move_that_ends_the_game_on_the_page_answers_who_won_and_by_how_much(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """The page said only « La partie est finie : le résultat est dans la conversation. »:
    who won, the score and the skunk were told in the chat alone."""
    await driver.send("/jouer 61 facile", user_id=815, language_code="fr")
    db = local_app.bot_data.db
    answer: dict[str, Any] = {}
    for _ in range(300):
        stored = await db.table.active_table_game(815)
        if stored is None:
            break
        sent = len(local_api.calls)
        code, answer = await play_on_the_page(page, local_app, 815)
        assert code == 200, answer
    assert stored is None, "the game never ended"
    won, worth = answer["said"][-2:]
    assert re.fullmatch(r"(Vous avez gagné, 61 à \d+!|J'ai gagné, 61 à \d+\.)", won), answer
    assert worth in {
        "La victoire compte pour une partie.",
        "Un skunk\u00a0: la victoire compte pour deux parties.",
        "Un double skunk\u00a0: la victoire compte pour quatre parties.",
    }, answer
    told = plain("\n".join(texts(local_api.calls[sent:])))
    assert f"{won}\n{worth}" in told


async def test_a_right_joker_on_the_page_shows_the_line_the_bot_forgot(
    page: Page, local_app: App
) -> None:
    """The bot laid a K by the 5 (15 for 2) and said 0: « Joker! » on the page answers the
    verdict and the line it left out, as the chat does."""
    from tests.tg.test_kings_joker import plant_short_count

    await plant_short_count(local_app.bot_data.db, 831)
    question = await local_app.bot_data.db.questions.pending_question(831, 831)
    assert question is not None
    code, answer = await page.call("kings/joker", {"question": question.id}, user_id=831)
    assert code == 200
    assert answer["said"] == [
        "Joker! Bien vu\u00a0: j'ai oublié 2 points, ils sont à vous.",
        "• Horizontale H8-I8\u00a0: 5 R — quinze 2",
    ]


async def test_a_joker_before_any_count_of_the_bot_is_refused_on_the_page_and_costs_nothing(
    page: Page, local_app: App
) -> None:
    """The game's first step: no count of the bot's to judge. « Joker » is refused (422,
    why and what it is for) and the score stays 0 (it cost 5 before)."""
    from bot.drills.kings_play import KingsMatch

    db = local_app.bot_data.db
    code, _ = await page.call("kings/begin", {}, user_id=832)
    assert code == 200
    question = await db.questions.pending_question(832, 832)
    assert question is not None
    code, answer = await page.call("kings/joker", {"question": question.id}, user_id=832)
    assert (code, answer["error"]) == (422, "no_count"), answer
    assert answer["text"].startswith("Je n'ai pas encore joué\u00a0: je n'ai rien compté"), answer
    after = await db.questions.pending_question(832, 832)
    assert after is not None and after.id == question.id
    assert KingsMatch.from_dict(after.deal).game.scores == (0, 0)


async def test_the_state_says_the_players_last_move_as_the_move_answer_did(
    page: Page, local_app: App
) -> None:
    """The page shown again (a reload) reads the state: it had the bot's answer but not the
    player's move as counted (« Votre coup : … »), which only the move's answer carried."""
    from bot.drills.kings_play import KingsMatch

    db = local_app.bot_data.db
    assert (await page.call("kings/begin", {}, user_id=833))[0] == 200
    question = await db.questions.pending_question(833, 833)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    code, answer = await page.call("kings/move", body, user_id=833)
    assert code == 200 and answer["said"][0].startswith("Votre coup"), answer
    code, state = await page.call("state", user_id=833)
    assert code == 200
    assert state["kings"]["game"]["said"] == answer["said"]


@pytest.mark.parametrize(
    ("bag", "said"),
    [
        ("7 7 7 7 7 7", "Je n'ai aucun coup\u00a0: je passe et je change 5 jetons."),
        ("7 7", "Je n'ai aucun coup\u00a0: je passe et je change 2 jetons."),
        ("", "Je n'ai aucun coup\u00a0: je passe."),
    ],
)
async def test_the_page_says_the_bot_passed(
    page: Page, local_app: App, bag: str, said: str
) -> None:
    """The bot had no move and passed: the chat said so, the page said nothing (it looked
    for the pass in the game's history, which a stored game does not keep), and the player
    waited for a move that never came. The page now says the pass, and its exchange."""
    db = local_app.bot_data.db
    game = KingsGame(
        grid(["2 4"], 15),
        tuple(tiles(bag)),
        (tuple(tiles("A 2 3 4 6")), tuple(tiles("10 K 10 K Q"))),
        passes=1,
    )
    match = KingsMatch(game, Level.NORMAL, number=3)
    await db.questions.replace_question(
        user_id=834, chat_id=834, kind=KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    code, state = await page.call("state", user_id=834)
    assert code == 200
    assert state["kings"]["game"]["bot_lines"] == [said], state


async def test_the_page_says_what_a_joker_costs_under_the_bots_count(
    page: Page, local_app: App
) -> None:
    """The page showed the bot's count and a « Joker! » button, and nothing of the 5 points a
    call loses when the bot forgot nothing: the chat's line saying it is now under the count."""
    db = local_app.bot_data.db
    assert (await page.call("kings/begin", {}, user_id=835))[0] == 200
    question = await db.questions.pending_question(835, 835)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    code, answer = await page.call("kings/move", body, user_id=835)
    assert code == 200, answer
    game = answer["kings"]["game"]
    assert game["joker"], game  # the bot moved and counted
    invite = (
        "Ai-je oublié des points dans mon compte? Criez Joker! "
        "(vous perdez 5 points si je n'ai rien oublié)"
    )
    assert game["bot_lines"][-1] == invite, game["bot_lines"]
    assert game["bot_lines"].count(invite) == 1


async def test_a_joker_with_no_move_on_the_page_says_to_pass_not_to_ask_a_hint(
    page: Page, local_app: App
) -> None:
    """A player with no legal move who taps « Joker! » before any count was told « Pour un bon
    coup, demandez un indice. », and the hint then says there is none: the page, as the chat,
    says to pass."""
    from bot.engine.kings_grid import Grid
    from tests.tg.test_kings11 import plant

    question = await plant(local_app.bot_data.db, 833, Grid(), "A 3 7 J K")  # no first move
    code, answer = await page.call("kings/joker", {"question": question.id}, user_id=833)
    assert (code, answer["error"]) == (422, "no_count"), answer
    assert "Vous n'avez aucun coup permis\u00a0: passez" in answer["text"], answer
    assert "indice" not in answer["text"], answer
