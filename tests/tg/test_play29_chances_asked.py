"""« mes chances? » (« c'est quoi mes chances? », "what are my chances?") or « pourquoi 76 %? »
typed at a /jouer step, right after the deal's « Vos chances de gagner : 76 % », got the
step's help (« Gardez les cartes qui marquent ensemble… »). Now the game's chances as /chances
tells them (« Vous êtes donneur, à 0 contre 0 : vous gagnez 54 % des parties de 61. »), or,
the percentage asked why, what each side needs and what a deal brings; then the step again,
nothing played."""

from __future__ import annotations

import pytest

from bot.drills.odds_asked import asks_chances, asks_why_percent
from bot.drills.table_state import Step
from bot.engine.cards import card_code
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_play26_score_starter_asked import COMMANDS
from tests.tg.test_table_handlers import Player, state


@pytest.mark.parametrize(
    "typed",
    [
        "mes chances?",
        "c'est quoi ça, mes chances?",
        "Quelles sont mes chances de gagner ?",
        "j'ai des chances de gagner?",
        "what are my chances?",
        "pourquoi 76 %?",
    ],
)
def test_the_chances_asked(typed: str) -> None:
    assert asks_chances(typed)


@pytest.mark.parametrize("typed", ["quelle chance!", "pas de chance", "t'es chanceux", "5 6"])
def test_no_chances_asked(typed: str) -> None:
    assert not asks_chances(typed)


def test_why_the_percentage() -> None:
    assert asks_why_percent("Pourquoi 76\u00a0%?") and asks_why_percent("why 91%?")
    assert not asks_why_percent("pourquoi?") and not asks_why_percent("mes chances?")


SAID = {
    "fr": "Vous êtes {role}, à {me} contre {bot} : vous gagnez ",
    "en": "You are the {role}, at {me} to {bot}: you win ",
}
ROLES = {("fr", True): "donneur", ("fr", False): "receveur", ("en", True): "dealer"}
ROLES["en", False] = "pone"


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.LAY_AWAY, "c'est quoi mes chances?"),
        ("fr", Step.PLAY, "mes chances de gagner?"),
        ("en", Step.LAY_AWAY, "what are my chances?"),
    ],
)
async def test_the_chances_asked_at_a_step(
    bot_driver: Driver, db: Database, *, lang: str, step: Step, typed: str
) -> None:
    user = 29_400 + len(typed) + (50 if lang == "en" else 0) + (7 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send(COMMANDS[lang])
    reply = await player.typed_at(step, typed)
    table = (await state(db, user, user))[2]
    start, dealer = table.deal.start, table.deal.dealer == 0
    said = reply.split("\n")[1].replace("\u00a0", " ")
    role = ROLES[lang, dealer]
    assert said.startswith(SAID[lang].format(role=role, me=start[0], bot=start[1])), said


async def test_why_the_percentage_at_a_step(bot_driver: Driver) -> None:
    player = Player(bot_driver, 29_500, "fr")
    await player.send(COMMANDS["fr"])
    reply = await player.typed_at(Step.LAY_AWAY, "pourquoi 76 %?")
    assert reply.startswith("Pourquoi "), reply
    assert "Il vous manque 61 points pour sortir." in reply.replace("\u00a0", " "), reply


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_alone_right_after_the_chances(bot_driver: Driver, lang: str) -> None:
    """« pourquoi? » alone right after « mes chances? » at the lay-away got the lay-away's
    advice (« Gardez les cartes qui marquent ensemble… »): it now explains the chances, as
    « pourquoi 56 %? » does; once a card is tapped, the game moved on, it is the step's again."""
    player = Player(bot_driver, 29_600 + len(lang), lang)
    await player.send(COMMANDS[lang])
    await player.typed_at(Step.LAY_AWAY, {"fr": "mes chances?", "en": "my chances?"}[lang])
    why = {"fr": "pourquoi?", "en": "why?"}[lang]
    reply = await player.typed_at(Step.LAY_AWAY, why)
    assert reply.startswith({"fr": "Pourquoi ", "en": "Why "}[lang]), reply
    needs = {
        "fr": "Il vous manque 61 points pour sortir.",
        "en": "You need 61 more points to go out.",
    }[lang]
    assert needs in reply.replace("\u00a0", " "), reply
    # the bot is « moi » in its own game, as everywhere else in it (it was « votre adversaire »)
    mine = {"fr": "Il me manque 61 points.", "en": "I need 61 more points."}[lang]
    assert mine in reply.replace("\u00a0", " "), reply
    assert {"fr": "adversaire", "en": "opponent"}[lang] not in reply, reply
    hand = (await state(player.db, player.user, player.user))[2].deal.hands[0]
    await player.send(card_code(hand[0]))  # one card typed: tapped, the game moved on
    reply = await player.typed_at(Step.LAY_AWAY, why)
    assert needs not in reply.replace("\u00a0", " "), reply
