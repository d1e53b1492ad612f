"""« on attend qui? », « on attend après qui? », "who are we waiting for?" typed in private
by the member a game between members was not waiting on got « Votre partie de club continue;
ce n'est pas votre tour. » alone: not read as whose turn it is, as « c'est à qui? » is. It is
now (`kings_args.asks_turn`): whose step it is follows, as the group reads it."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_turn
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

ASKED = [
    "on attend qui?",
    "On attend après qui?",
    "on attend apres qui là",
    "qui on attend?",
    "c'est qui qu'on attend?",
    "qui est-ce qu'on attend?",
    "Who are we waiting for?",
    "who are we waiting on",
    "who we waiting for",
    "waiting for who?",
]


@pytest.mark.parametrize("typed", ASKED)
def test_who_the_game_waits_on_asks_whose_turn(typed: str) -> None:
    assert asks_turn(typed)


@pytest.mark.parametrize("typed", ["on attend", "on attend 5 minutes", "who are you", "wait"])
def test_other_waiting_words_are_not_asked(typed: str) -> None:
    assert not asks_turn(typed)


@pytest.mark.parametrize(
    ("lang", "base", "asked", "want"),
    [
        ("fr", 27_200, "on attend qui?", "Au tour de {name} de compter sa main."),
        ("fr", 27_210, "on attend après qui?", "Au tour de {name} de compter sa main."),
        ("en", 27_220, "who are we waiting for?", "Next: {name} counts their hand."),
    ],
)
async def test_who_we_wait_on_asked_while_waiting(
    bot_driver: Driver, db: Database, lang: str, base: int, asked: str, want: str
) -> None:
    due, other = await at_step(bot_driver, db, lang, base)
    before, _ = await live(db, due.user)
    said = html_to_text("\n".join(texts(await other.private(asked)))).replace("\u00a0", " ")
    assert said.endswith(" " + want.format(name=due.name)), said
    after, _ = await live(db, due.user)
    assert after.state == before.state
