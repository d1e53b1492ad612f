"""A member of a round robin typing in private « c'est quand la fin du tournoi? » got « Je
réponds aux comptes et aux commandes… », and « combien de parties il me reste? » during their
game « Votre partie de club continue; ce n'est pas votre tour. »: neither was answered. Both
get /tournoi's answer now, the standings with the closing day, then their games to play;
« c'est quoi le tournoi? » still gets the help, and a member in no tournament the usual
reply."""

from __future__ import annotations

import pytest

from bot.drills.tournament_args import asks_about_tournament
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import Member, live
from tests.tg.test_member_tournament import robin_game_at_a_count, robin_of_two

WAITS = {"fr": "J'attends votre compte.", "en": "I'm waiting for your count."}
CLOSES = {"fr": "Se termine le ", "en": "Closes on "}
ASKED = {
    "fr": ("c'est quand la fin du tournoi?", "combien de parties il me reste?"),
    "en": ("When does the tournament end?", "how many games do I have left?"),
}


def said(calls: list) -> str:  # type: ignore[type-arg]
    return html_to_text("\n".join(texts(calls))).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("c'est quand la fin du tournoi?", True),
        ("où en est le tournoi", True),
        ("qui gagne le tournoi?", True),
        ("combien de parties il me reste?", True),
        ("When does the tournament end?", True),
        ("how many games do I have left?", True),
        ("c'est quoi le tournoi?", False),
        ("bon tournoi à tous!", False),
        ("tournoi", False),
        ("on joue combien de parties?", False),
    ],
)
def test_a_question_about_the_tournament(text: str, asks: bool) -> None:
    assert asks_about_tournament(text) is asks


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_tournament_asked_in_private_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    end, left = ASKED[lang]
    told = said(await marie.private(end))
    assert CLOSES[lang] in told and "Jean" in told, told
    game, counter, waiting = await robin_game_at_a_count(bot_driver, db, marie, jean)
    told = said(await waiting.private(left))
    assert CLOSES[lang] in told and "pas votre tour" not in told and "not your turn" not in told, (
        told
    )
    told = said(await counter.private(end))  # at their count: answered, then the count asked
    assert CLOSES[lang] in told, told
    assert told.endswith(WAITS[lang]), told
    after, _ = await live(db, marie.user)
    assert after.state == game.state


async def test_the_help_and_no_tournament_are_left_as_they_were(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, _jean = await robin_of_two(bot_driver, local_api, db, "fr")
    assert "Se termine le " not in said(await marie.private("c'est quoi le tournoi?"))
    lise = Member(bot_driver, 503, "Lise", "fr")
    await lise.private("/start")
    assert "Je réponds aux comptes" in said(await lise.private("c'est quand la fin du tournoi?"))
