"""kings16: at « /rois compte », a player who adds up the hands of the move and says the total
(« 6+2+2=10 », « 6 + 2 = 8 », « 6 pis 2 pis 2 = 10 ») got « Répondez par le nombre de points,
par exemple 12. », though the total was there after « = ». Now that total is his count, graded
as « 10 » alone is. A sum without its total (« 6 pis 2 pis 2 ») is asked for it, as « 6 2 2 »
is; an « = » after words that are no counts (« quinze = 10 ») stays unread."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import count_said, counts_listed
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("6+2+2=10", 10),
        ("6 + 2 = 8", 8),
        ("6 pis 2 pis 2 = 10", 10),
        ("6, 2 et 2 = dix", 10),
        ("12", 12),
        ("douze", 12),
        ("= 12", None),
        ("quinze = 10", None),
        ("6 2 2", None),
        ("6+2+2=", None),
    ],
)
def test_count_said(text: str, said: int | None) -> None:
    assert count_said(text) == said


def test_pis_lists_counts() -> None:
    assert counts_listed("6 pis 2 pis 2")


@pytest.mark.parametrize(("lang", "command"), [("fr", "/rois compte"), ("en", "/kings count")])
async def test_a_sum_with_its_total_is_graded(
    bot_driver: Driver, db: Database, lang: str, command: str
) -> None:
    user = 16_031 if lang == "fr" else 16_032
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_COUNT
    total = question.expected["total"]
    assert isinstance(total, int)
    typed = f"{total - 2}+2={total}"
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    right = "Exact : ce coup vaut" if lang == "fr" else "Right: this move scores"
    assert text.splitlines()[0] == f"<b>{right} {total} points.</b>", text
    assert (await db.questions.pending_question(user, user)) is None
