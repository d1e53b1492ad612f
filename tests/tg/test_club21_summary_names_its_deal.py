"""The next deal's message opened with the last deal's summary, « Tous les comptes de cette
donne étaient complets. » ("Every count of this deal was complete."), just above « Donne 2 :
Marie donne. »: a member read « cette donne » as the deal just dealt, not yet counted. The
line now names the deal it speaks of (« … de la donne 1 … »)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GroupWatch, Member, group_texts, play_on, two_at_a_table


@pytest.mark.parametrize(
    ("lang", "opens", "said", "before"),
    [
        ("fr", "/jouer 61", "Tous les comptes de la donne 1 étaient complets.", "Donne 2 :"),
        ("en", "/play 61", "Every count of deal 1 was complete.", "Deal 2:"),
    ],
)
async def test_the_summary_names_the_deal_it_speaks_of(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    opens: str,
    said: str,
    before: str,
) -> None:
    base = 21_200 if lang == "fr" else 21_210
    members: dict[int, Member] = await two_at_a_table(
        bot_driver, (base, "Marie"), (base + 1, "Robert"), lang, opens
    )
    watch = GroupWatch(bot_driver)
    await play_on(members, watch, until="deal")
    start = len(local_api.calls)
    await play_on(members, watch, until="lay_away")  # the next dealer deals
    texts = [t.replace("\u00a0", " ") for t in group_texts(local_api, start)]
    heads = [t for t in texts if before in t]
    assert heads, group_texts(local_api, start)
    assert said in heads[-1], heads[-1]
    assert heads[-1].index(said) < heads[-1].index(before)
