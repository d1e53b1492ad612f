"""The challenge a lay-away question's deal holds (`challenge_in`, read by the /ecart handler
and the daily challenge's écart part): read back as stored, none when the deal holds none,
and a malformed one refused (the handler logs it and answers « the deal is over »)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import CHALLENGE_KEY, Challenge, ChallengeError, challenge_in
from bot.engine.card_parsing import parse_cards


def test_the_stored_challenge_is_read_back() -> None:
    challenge = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=False)
    deal = {CHALLENGE_KEY: challenge.to_dict(), "selected": [0]}
    assert challenge_in(deal) == challenge
    assert CHALLENGE_KEY == "ecart"  # the key stored questions hold it under


@pytest.mark.parametrize("deal", [{}, {"ecart": None}, {"ecart": ["5H"]}, {"cards": ["5H"]}])
def test_a_deal_without_a_challenge_holds_none(deal: dict[str, object]) -> None:
    assert challenge_in(deal) is None


@pytest.mark.parametrize(
    "stored",
    [
        {"cards": ["KD", "5H"], "role": "dealer"},  # two cards
        {"cards": ["KD", "5H", "9S", "JD", "2C", "ZZ"], "role": "dealer"},
        {"cards": ["KD", "5H", "9S", "JD", "2C", "3C"], "role": "banker"},
        {"role": "dealer"},
    ],
)
def test_a_malformed_challenge_is_refused(stored: dict[str, object]) -> None:
    with pytest.raises(ChallengeError):
        challenge_in({"ecart": stored})
