"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), written from the
paper's steps 1-8 with the Illinois algorithm of step 5.

A player's try at a question is one game between the player and the question, as Lichess
rates its puzzles: the player wins by answering right at the first try. Both sides move.

    player = Rating()                                        # 1500, RD 350, volatility 0.06
    player = update(player, [Result(question, score=1.0)])   # one rating period

Pure: floats in, floats out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

SCALE: Final = 173.7178
"""Glicko-2's scale factor between the Glicko scale and its own."""
BASE: Final = 1500.0
START_RD: Final = 350.0
START_VOLATILITY: Final = 0.06
TAU: Final = 0.5
"""The system constant: how much the volatility may change (the paper uses 0.5)."""
EPSILON: Final = 0.000001
MIN_RD: Final = 45.0
"""Deviation floor, so a rating never freezes (Lichess keeps its puzzle ratings above 45)."""
MAX_ITERATIONS: Final = 100


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko rating, deviation (RD) and volatility, on the usual 1500 scale."""

    rating: float = BASE
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    @property
    def mu(self) -> float:
        """The rating on the Glicko-2 scale."""
        return (self.rating - BASE) / SCALE

    @property
    def phi(self) -> float:
        """The deviation on the Glicko-2 scale."""
        return self.rd / SCALE


@dataclass(frozen=True, slots=True)
class Result:
    """One game of a rating period: the opponent and the score (1 win, 0.5 draw, 0 loss)."""

    opponent: Rating
    score: float


def g(phi: float) -> float:
    """Step 3's g: how much an opponent's uncertainty dampens the game's weight."""
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def expected(mu: float, opponent_mu: float, opponent_phi: float) -> float:
    """Step 3's E: the expected score against that opponent."""
    return 1 / (1 + math.exp(-g(opponent_phi) * (mu - opponent_mu)))


def new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float = TAU) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    for _ in range(MAX_ITERATIONS):
        if abs(big_b - big_a) <= EPSILON:
            break
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def update(player: Rating, results: Sequence[Result], *, tau: float = TAU) -> Rating:
    """The player's rating after one rating period with these games (steps 2-8).

    With no game, only the deviation grows (step 6 alone).
    """
    mu, phi, sigma = player.mu, player.phi, player.volatility
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(phi_star * SCALE, START_RD), sigma)
    v_inverse = 0.0
    improvement = 0.0
    for result in results:
        opponent_phi = result.opponent.phi
        e = expected(mu, result.opponent.mu, opponent_phi)
        weight = g(opponent_phi)
        v_inverse += weight * weight * e * (1 - e)
        improvement += weight * (result.score - e)
    v = 1 / v_inverse
    delta = v * improvement
    sigma_new = new_volatility(sigma, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * improvement
    return Rating(mu_new * SCALE + BASE, phi_new * SCALE, sigma_new)


def play(player: Rating, question: Rating, *, won: bool) -> tuple[Rating, Rating]:
    """One try as one game: the player's and the question's new ratings, each floored at
    `MIN_RD` so both keep learning."""
    score = 1.0 if won else 0.0
    new_player = update(player, [Result(question, score)])
    new_question = update(question, [Result(player, 1.0 - score)])
    return floor_rd(new_player), floor_rd(new_question)


def floor_rd(rating: Rating) -> Rating:
    """The rating with its deviation no lower than `MIN_RD`."""
    if rating.rd >= MIN_RD:
        return rating
    return Rating(rating.rating, MIN_RD, rating.volatility)
