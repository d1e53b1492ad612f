"""The club night's ranking rule, four lines on a phone, was written under every standings
post: a night of four rounds put it in the group five times (the presentation, the standings
after rounds 1 to 3, the close), and a member asking « /soiree » saw it again. It is written
out where a member reads it on purpose: the presentation, « /soiree classement » and the
close; the standings after a round end on one line, the ranking in short and where to read
the whole rule. No message is added to the group."""

from __future__ import annotations

import random

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, chat_key
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, GROUP, Hall, plain, play_round

WHOLE = {
    "fr": "Un joueur ou une équipe en retard perd sa première partie",
    "en": "A late player or team loses their first game",
}
"""The last sentence of the rule written out (in every format)."""
SHORT = {
    "fr": "La règle au complet : /soiree classement.",
    "en": "The whole rule: /night standings.",
}


def posts(api: LocalBotApi) -> list[str]:
    """The messages sent to the group (as read: not the presentation's edits as players join)."""
    sent = api.calls_to("sendMessage")
    return [plain(str(c.params["text"])) for c in sent if chat_key(c.params["chat_id"]) == GROUP]


@pytest.mark.parametrize(
    ("lang", "words", "short"),
    [
        ("fr", ("4 acc", "ronde", "classement"),
         "Classement : les points de match (2 par victoire, 3 par skunk), puis le "
         "différentiel."),
        ("en", ("4 acc", "round", "standings"),
         "Ranked by game points (2 for a win, 3 for a skunk), then the spread."),
        ("fr", ("fadoq", "ronde", "classement"),
         "Classement : le total des points. À égalité, on partage la place."),
        ("en", ("jeux50", "round", "standings"),
         "Ranked by points; on equal totals, fewer points against ranks first."),
    ],
)  # fmt: skip
async def test_the_rule_is_written_out_once_and_referred_to_after_each_round(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: tuple[str, str, str],
    short: str,
) -> None:
    opening, draw, standings = words
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(opening)
    start = len(posts(local_api)) - 1  # the presentation
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(3)
    rounds = 0
    while await hall.db.nights.open_night(GROUP) is not None:
        rounds += 1
        await hall.say(f"{hall.cmd} {draw}")
        before = len(hall.group())
        await play_round(hall, night, rounds, rng)
        posted = hall.group(before)
        if await hall.db.nights.open_night(GROUP) is None:  # the last round closed it
            break
        (after_round,) = [m for m in posted if m.startswith("🃏")]  # the standings post
        assert after_round.splitlines()[-1] == f"{short} {SHORT[lang]}", after_round
        assert WHOLE[lang] not in after_round
        await hall.say(hall.cmd, ANN)  # /soiree alone: the short line too
        shown = hall.group()[-1]
        assert f"{short} {SHORT[lang]}" in shown and WHOLE[lang] not in shown, shown
    await hall.say(f"{hall.cmd} {standings}", BEN)  # asked for: written out
    asked = hall.group()[-1]
    assert WHOLE[lang] in asked and SHORT[lang] not in asked, asked
    group = posts(local_api)[start:]
    whole = [m for m in group if WHOLE[lang] in m]
    # the presentation, the close's final standings, the standings asked for
    assert len(whole) == 3, [m[:40] for m in whole]
    assert whole[0] == group[0] and "🥇" in whole[1]
    short_posts = [m for m in group if SHORT[lang] in m]
    assert len(short_posts) == 2 * (rounds - 1)  # after each round but the last, and /soiree
