"""Monique wrote « 121 90 » for round 1; Lise forgot to press ✅. The organizer drew round 2,
Lise beat Réjean and typed « 121 95 » in private: it was read as her claim for round 1,
« Lise a plutôt inscrit : Monique 95, Lise 121 », round 1 disputed and the organizer invited
to set it to round 2's score, while round 2 had none. A score that is not the one written
across is now her next game's, and she is reminded that round 1 waits for her ✅; the same
score still confirms round 1."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

REMINDED = {
    "fr": "a inscrit le pointage : {score}. Confirmez-le avec le bouton, dans le groupe.",
    "en": "wrote the score: {score}. Confirm it with the button, in the group.",
}


async def _two_rounds(hall: Hall) -> int:
    """Four players, round 1 drawn, its first table's score written by its first side and
    not confirmed, round 2 drawn: the user who did not confirm it."""
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    first = await hall.table(night, 1, 1)
    writer, late = users[first.a[0]], users[(first.b or ("",))[0]]
    assert writer is not None and late is not None
    await hall.private("121 90", writer)
    await hall.order("ronde", "round")
    return late


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_score_of_the_next_round_is_not_a_claim_on_the_last(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    late = await _two_rounds(hall)
    night = await hall.db.nights.open_night(-100_800)
    assert night is not None
    await hall.private("121 95", late)
    round1 = await hall.table(night, 1, 1)
    assert round1.score == (121, 90) and not round1.disputed and not round1.confirmed
    (round2,) = [t for t in await hall.tables(night) if t.round == 2 and t.entered_by == late]
    assert round2.score is not None and sorted(round2.score) == [95, 121]
    assert REMINDED[lang].split(":")[0] in hall.told(late)[-1], hall.told(late)[-1]
    await hall.private("90 121", late)  # the same score as written: round 1 confirmed
    assert (await hall.table(night, 1, 1)).confirmed
