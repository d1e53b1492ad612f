"""« c'est quand mon tour? » ("when is my turn?") typed in private by a member of a game
between members was not read as whose turn it is: at their lay-away « Carte inconnue « c » :
la valeur doit être A, 2 à 10, V, D ou R. », at their count « Je ne connais pas le mot
« quand ». Comptez comme ceci : … », and while the game waited on another member
« Votre partie de club continue; ce n'est pas votre tour. » alone, where « c'est à qui? »
says whose turn it is. It is read as « c'est à qui? » now (`kings_args.asks_turn`)."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_turn
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.test_members_typed import at_step

ASKED = [
    "c'est quand mon tour?",
    "C'est quand mon tour de jouer?",
    "quand est-ce que c'est mon tour?",
    "quand c'est à moi?",
    "c'est quand à moi?",
    "quand est-ce que je joue?",
    "When is my turn?",
    "when's my turn",
    "when do I play?",
]


@pytest.mark.parametrize("typed", ASKED)
def test_when_my_turn_asks_whose_turn(typed: str) -> None:
    assert asks_turn(typed)


@pytest.mark.parametrize("typed", ["quand", "c'est quand le tournoi?", "when is the game over"])
def test_other_when_questions_are_not_asked(typed: str) -> None:
    assert not asks_turn(typed)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "c'est quand mon tour?",
            "Votre partie de club continue; ce n'est pas votre tour. "
            "Au tour de {name} de jouer une carte.",
        ),
        (
            "en",
            "when is my turn?",
            "Your club game goes on; it is not your turn. {name}'s turn to play a card.",
        ),
    ],
)
async def test_when_my_turn_asked_while_waiting_says_whose(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    due, other = await at_step(bot_driver, db, lang, 28_700 + len(typed), "play")
    answer = html_to_text("\n".join(texts(await other.private(typed)))).replace("\u00a0", " ")
    assert answer == said.format(name=due.name), answer


async def test_when_my_turn_asked_at_ones_lay_away_says_it_waits(
    bot_driver: Driver, db: Database
) -> None:
    due, _ = await at_step(bot_driver, db, "fr", 28_750, "lay_away")
    answer = html_to_text("\n".join(texts(await due.private("c'est quand mon tour?"))))
    assert answer == "J'attends les cartes que vous écartez au crib.", answer
