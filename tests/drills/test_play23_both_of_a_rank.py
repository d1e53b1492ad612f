"""« les deux 5 » ("both 5s", « la paire de 5 », « mes valets ») typed at the lay-away of
/jouer got « Carte inconnue « les » : la valeur doit être A, 2 à 10, V, D ou R. », where
/ecart's drill lays both away. Now the two cards of that rank held are laid away."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import TypedMove
from bot.drills.table_state import PLAYER_SEAT, Seat, Step, Table, Waiting
from bot.drills.table_typed import typed_at_step
from bot.engine.card_parsing import CardError
from bot.engine.cards import Card
from bot.engine.variants import Rules
from bot.i18n import I18n, card_input

TR = {lang: I18n.load().translator(lang) for lang in ("fr", "en")}


def _with_a_pair(count: int = 2) -> tuple[Table, Waiting, int]:
    """A game at the player's first lay-away whose hand holds `count` cards of one rank."""
    for seed in range(500):
        rng = random.Random(seed)
        table = new_table(rng, "p", Rules(), [Seat(7), Seat(None, Level.EASY)])
        waiting = advance(table, rng)
        assert waiting is not None and waiting.step is Step.LAY_AWAY
        ranks = [c.rank for c in table.deal.hands[PLAYER_SEAT]]
        for rank in ranks:
            if ranks.count(rank) == count and 2 <= rank <= 9:
                return table, waiting, rank
    raise AssertionError("no such hand")


def _typed(table: Table, waiting: Waiting, text: str, lang: str) -> TypedMove | None:
    tr = TR[lang]
    return typed_at_step(
        table, waiting, text, lambda t, n, held: card_input.read_cards(t, tr, n, among=held)
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "les deux {r}"),
        ("fr", "je jette les deux {r}"),
        ("fr", "la paire de {r}"),
        ("en", "both {r}s"),
        ("fr", "{r} {r}"),  # « Vous avez plus d'un « 2 » : ajoutez la couleur » (play27)
        ("fr", "je jette le {r} et le {r}"),
        ("en", "{r}, {r}"),
        ("en", "{r} and {r}"),
    ],
)
def test_both_cards_of_a_rank_are_laid_away(lang: str, said: str) -> None:
    table, waiting, rank = _with_a_pair()
    move = _typed(table, waiting, said.format(r=rank), lang)
    assert move is not None and move.step is Step.LAY_AWAY
    pair = [c for c in table.deal.hands[PLAYER_SEAT] if c.rank == rank]
    assert sorted(move.cards, key=str) == sorted(pair, key=str)


def test_both_of_a_rank_held_three_times_is_still_refused() -> None:
    table, waiting, rank = _with_a_pair(3)
    with pytest.raises(CardError):
        _typed(table, waiting, f"les deux {rank}", "fr")


def test_cards_typed_are_read_as_before() -> None:
    table, waiting, _ = _with_a_pair()
    hand: list[Card] = table.deal.hands[PLAYER_SEAT]
    move = _typed(table, waiting, f"{hand[0]} {hand[1]}", "en")
    assert move is not None and set(move.cards) == {hand[0], hand[1]}
