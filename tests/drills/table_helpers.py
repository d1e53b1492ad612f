"""Helpers for whole games: a person who plays a whole game, and the record checked against the
engine (plays, shows and scores recomputed)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_show import accept, call_muggins, count
from bot.drills.table_state import Seat, Step, Table
from bot.drills.table_turn import status
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.pegging import simulate_play
from bot.engine.show import hand_points
from bot.engine.variants import Rules


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def play_whole_game(seed: int, level: Level = Level.NORMAL) -> tuple[Table, list[str]]:
    """The person plays greedily and counts right; the table is stored and read back at
    every step, which must change nothing."""
    rng = random.Random(seed)
    table = new_table(rng, f"g{seed}", Rules(muggins=True), [Seat(7), Seat(None, level)])
    steps = []
    while (waiting := advance(table, rng)) is not None:
        stored = json.loads(json.dumps(table.to_json()))
        table = Table.from_json(stored)
        assert status(table) == waiting
        steps.append(waiting.step.value)
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, deal.hands[0][:2])
        elif waiting.step is Step.PLAY:
            # the record of the play is up to date whenever the person is asked for a card
            laid = sum(len(cards) for cards in deal.laid)
            assert sum("card" in p for p in deal.plays) == laid
            lay_card(table, 0, waiting.legal[-1])
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            count(table, 0, hand_points(held, deal.starter, crib=waiting.what == "crib"))
        else:
            call = deal.call
            assert call is not None
            if call.missed:
                call_muggins(table, 0, call.missed)
            else:
                accept(table, 0)
    return table, steps


def play_sloppily(seed: int, target: int, muggins: bool, acc: bool = True) -> Table:
    """A person who miscounts one time in three (short or over) and calls muggins on a
    guess, against the easy bot, to the end."""
    rng = random.Random(seed)
    rules = Rules(target=target, muggins=muggins, excess_to_opponent=acc)
    table = new_table(rng, f"s{seed}", rules, [Seat(7), Seat(None, Level.EASY)])
    while (waiting := advance(table, rng)) is not None:
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, rng.sample(deal.hands[0], 2))
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, rng.choice(waiting.legal))
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            points = hand_points(held, deal.starter, crib=waiting.what == "crib")
            count(table, 0, max(0, points + rng.choice([0, 0, 0, 0, -2, -1, 1, 3])))
        elif rng.random() < 0.5:
            call_muggins(table, 0, rng.randint(1, 6))
        else:
            accept(table, 0)
    return table


def scripted(order: list[Card]) -> Any:
    def choose(view: Any, legal: Sequence[Card]) -> Card:
        return order.pop(0)

    return choose


def recompute(record: dict[str, Any]) -> None:
    """Check a game's record against the engine: plays, shows and scores."""
    target = record["rules"]["target"]
    scores = {"player": 0, "bot": 0}
    for deal in record["deals"]:
        names = ("player", "bot") if deal["dealer"] == "bot" else ("bot", "player")
        dealer = names[1]
        scores[dealer] = min(target, scores[dealer] + deal["heels"])
        kept = {
            n: [c for c in cards(" ".join(deal["hands"][n])) if str(c) not in deal["discards"][n]]
            for n in names
        }
        laid: dict[str, list[Card]] = {n: [] for n in names}
        for p in deal["plays"]:
            if "card" in p:
                laid[p["by"]].append(cards(p["card"])[0])
        game_over = max(deal["scores"].values()) >= target  # the play may stop mid-way
        if deal["plays"] and all(len(laid[n]) == 4 for n in names) and not game_over:
            played = simulate_play(
                [kept[names[0]], kept[names[1]]],
                dealer=1,
                policies=[scripted(list(laid[names[0]])), scripted(list(laid[names[1]]))],
            )
            for i, n in enumerate(names):
                total = sum(p["points"] for p in deal["plays"] if p["by"] == n)
                assert total == played.points[i]
        for p in deal["plays"]:
            scores[p["by"]] = min(target, scores[p["by"]] + p["points"])
        starter = cards(deal["starter"])[0] if deal["starter"] else None
        crib = cards(" ".join(deal["discards"]["player"] + deal["discards"]["bot"]))
        for show in deal["shows"]:
            assert starter is not None
            held = crib if show["what"] == "crib" else kept[show["by"]]
            assert show["points"] == hand_points(held, starter, crib=show["what"] == "crib")
            other = "bot" if show["by"] == "player" else "player"
            scores[show["by"]] = min(target, scores[show["by"]] + show["pegged"])
            extra = show["muggins"]["awarded"] if show["muggins"] else 0
            if record["rules"].get("excess_to_opponent", True):  # the ACC's rule
                extra += max(0, show["claimed"] - show["points"])
            if scores[show["by"]] < target:
                scores[other] = min(target, scores[other] + extra)
        assert deal["scores"] == scores
