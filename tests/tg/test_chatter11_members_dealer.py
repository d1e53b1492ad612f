"""« qui donne? » ("who deals?") typed at a member's private step said « Carte inconnue
« qui » »: it now says who deals this deal and whose the crib is, then what the step waits
for. Nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": ("Donne 1 : vous donnez, le crib est à vous.", "Donne 1 : {name} donne, c'est son crib."),
    "en": ("Deal 1: you deal, the crib is yours.", "Deal 1: {name} deals, the crib is theirs."),
}


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
@pytest.mark.parametrize(("lang", "asked"), [("fr", "qui donne?"), ("en", "whose crib is it?")])
async def test_who_deals_is_said(
    bot_driver: Driver, db: Database, lang: str, asked: str, step: str
) -> None:
    base = {"lay_away": 11_300, "play": 11_320, "count": 11_340}[step] + (0 if lang == "fr" else 10)
    player, other = await at_step(bot_driver, db, lang, base, step)
    before, table = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    assert "inconnue" not in said and "Unknown" not in said, said
    assert len(table.deals) == 1
    mine, theirs = SAID[lang]
    dealer = before.user_at(table.deal.dealer)
    first = mine if dealer == player.user else theirs.format(name=other.name)
    assert said.startswith(first), said
    after, _ = await live(db, player.user)
    assert after.state == before.state


WAITING = {
    "fr": ("Votre partie de club continue; ce n'est pas votre tour.", "Planche : "),
    "en": ("Your club game goes on; it is not your turn.", "Board: "),
}


TURN = {"fr": "Au tour de {name} de compter sa main.", "en": "Next: {name} counts their hand."}
WHERE = {"fr": "on en est où?", "en": "where are we?"}


@pytest.mark.parametrize(
    ("lang", "dealer", "score"),
    [("fr", "qui donne?", "quel est le pointage?"), ("en", "who deals?", "what's the score?")],
)
async def test_asked_while_another_member_counts(
    bot_driver: Driver, db: Database, lang: str, dealer: str, score: str
) -> None:
    """The member not due (the other counts) asked who deals or the score: it said « Votre
    partie de club continue; ce n'est pas votre tour. » alone; the answer comes first now."""
    counter, other = await at_step(bot_driver, db, lang, 11_380 + (0 if lang == "fr" else 10))
    before, table = await live(db, other.user)
    waiting, board = WAITING[lang]
    where = WHERE[lang]
    said = html_to_text("\n".join(texts(await other.private(dealer)))).replace("\u00a0", " ")
    mine, theirs = SAID[lang]
    dealt = before.user_at(table.deal.dealer) == other.user
    assert said.startswith(mine if dealt else theirs.format(name=counter.name)), said
    assert said.endswith(waiting), said
    said = html_to_text("\n".join(texts(await other.private(score)))).replace("\u00a0", " ")
    assert said.startswith(board) and said.endswith(waiting), said
    # « on en est où? »: the board, whose turn it is (it said « ce n'est pas votre tour »
    # without whose it was), then that it is not theirs
    turn = TURN[lang].format(name=counter.name)
    assert said.endswith(turn + " " + waiting), said
    said = html_to_text("\n".join(texts(await other.private(where)))).replace("\u00a0", " ")
    assert said.startswith(board) and said.endswith(turn + " " + waiting), said
    said = html_to_text("\n".join(texts(await other.private("12")))).replace("\u00a0", " ")
    assert said == waiting, said
    after, _ = await live(db, other.user)
    assert after.state == before.state


@pytest.mark.parametrize(
    ("lang", "typed", "back"),
    [
        ("fr", "bonjour", "Bonjour!"),
        ("fr", "au revoir", "À bientôt!"),
        ("fr", "merci", "De rien!"),
        ("en", "good evening", "Good evening!"),
        ("en", "goodbye", "See you soon!"),
    ],
)
async def test_greeted_back_while_another_member_counts(
    bot_driver: Driver, db: Database, lang: str, typed: str, back: str
) -> None:
    """« bonjour » in private while another member is due got « Votre partie de club continue;
    ce n'est pas votre tour. » alone: greeted back in kind first now."""
    base = 11_440 + 2 * len(typed) + (0 if lang == "fr" else 1_000)
    _, other = await at_step(bot_driver, db, lang, base)
    said = html_to_text("\n".join(texts(await other.private(typed)))).replace("\u00a0", " ")
    assert said == back + " " + WAITING[lang][0], said
