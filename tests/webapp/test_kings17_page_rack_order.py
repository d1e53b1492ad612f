"""The Mini App's Kings rack in the chat's order, by rank (« 5* 6 6 8 D* », not as drawn,
« 6 D* 8 5* 6 »), and a move's tiles named by their index in that order: the tile tapped is
the tile played, and the hint places the tiles it names."""

from __future__ import annotations

from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.storage import Question
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tiles


async def _planted(app: App, user: int, rack: str) -> Question:
    game = KingsGame(
        Grid({}, 15), tuple(tiles("7 7 7 7 7 7 7 7")), (tuple(tiles(rack)), tuple(tiles("A A")))
    )
    question, _ = await app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.NORMAL).to_dict(),
        expected={},
    )
    return question


async def test_the_pages_rack_is_by_rank_and_its_indices_name_those_tiles(
    page: Page, local_app: App
) -> None:
    question = await _planted(local_app, 871, "6 Qd 8 5d 6")
    code, state = await page.call("state", user_id=871)
    assert code == 200
    rack = state["kings"]["game"]["rack"]
    assert [(t["label"], t["dark"]) for t in rack] == [
        ("5", True),
        ("6", False),
        ("6", False),
        ("8", False),
        ("D", True),
    ]
    # the two 6s, tiles 1 and 2 as the page shows them, laid on H8 and I8: a pair
    body = {
        "question": question.id,
        "placements": [{"tile": 1, "row": 7, "col": 7}, {"tile": 2, "row": 7, "col": 8}],
    }
    code, preview = await page.call("kings/preview", body, user_id=871)
    assert code == 200, preview
    assert preview["points"] == 12, preview  # a pair, 2, and the first move's bonus, 10


async def test_the_hint_places_the_tiles_it_names_on_the_pages_rack(
    page: Page, local_app: App
) -> None:
    question = await _planted(local_app, 872, "K 2 9d 7 3")
    code, state = await page.call("state", user_id=872)
    assert code == 200
    rack = state["kings"]["game"]["rack"]
    assert [t["label"] for t in rack] == ["2", "3", "7", "9", "R"]
    code, hint = await page.call("kings/hint", {"question": question.id}, user_id=872)
    assert code == 200 and hint["placements"], hint
    code, preview = await page.call(
        "kings/preview", {"question": question.id, "placements": hint["placements"]}, user_id=872
    )
    assert code == 200, preview
    said = hint["lines"][0].replace("\u00a0", " ")
    assert f"pour {preview['points']} points" in said, (said, preview)
    for placed in hint["placements"]:
        tile = rack[placed["tile"]]
        label = ("6" if tile["label"] == "9" else "9") if placed["turned"] else tile["label"]
        cell = "ABCDEFGHIJKLMNO"[placed["col"]] + str(placed["row"] + 1)
        assert f"{cell} {label}{'*' if tile['dark'] else ''}" in said, (said, placed)
