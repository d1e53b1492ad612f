"""A club night's round post names each Telegram player as a mention, so Telegram tells
everyone where they sit, also a member who never opened a private chat with the bot (their
private notice is refused, 403): before, such a member learned their table from nobody."""

from __future__ import annotations

import re

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, GROUP, NAMES, Hall, plain

PLAYERS = [ANN, BEN, CAT, DAN, EVE, FAY]
UNOPENED = {BEN, EVE}


@pytest.mark.parametrize(("lang", "word"), [("fr", "ronde"), ("en", "round")])
async def test_every_player_learns_their_table(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    word: str,
) -> None:
    monkeypatch.setitem(NAMES, BEN, "Ben <&> Roy")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("acc")
    for user in PLAYERS:
        await hall.join(night, user)
    local_api.unopened.update(UNOPENED)
    sent = len(local_api.sent_texts(GROUP))
    await hall.say(f"{hall.cmd} {word}")
    posts = local_api.sent_texts(GROUP)[sent:]
    assert len(posts) == 1, posts
    post = posts[0]
    mentioned = {int(u) for u in re.findall(r'<a href="tg://user\?id=(\d+)">', post)}
    assert mentioned == set(PLAYERS), post
    assert "Ben &lt;&amp;&gt; Roy</a>" in post
    text = plain(post)
    for user in PLAYERS:  # each at one table of the post
        assert text.count(NAMES[user]) == 1, text
    refused = {c.params.get("chat_id") for c, _ in local_api.refused}
    assert refused == UNOPENED  # their private notices could not reach them


@pytest.mark.parametrize(
    ("lang", "word", "said"),
    [
        ("fr", "ronde", "Ronde 1 — table {n}, contre {other}"),
        ("en", "round", "Round 1 — table {n}, against {other}"),
    ],
)
async def test_who_opens_the_private_chat_after_the_draw_gets_their_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, word: str, said: str
) -> None:
    """A member who pressed ✅ but Start only once the round was drawn (their notice was
    refused): the private chat's first message says where they sit, under « I won » /
    « I lost », not only that their table will come at the next round."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("acc")
    for user in (ANN, BEN):
        await hall.join(night, user)
    local_api.unopened.add(BEN)
    await hall.say(f"{hall.cmd} {word}")
    local_api.unopened.discard(BEN)
    calls = await hall.private(f"/start ns{night.id}", BEN)
    (t,) = await hall.tables(night)
    sent = [c for c in calls if c.method == "sendMessage"]
    assert len(sent) == 1
    text = plain(str(sent[0].params["text"]))
    assert said.format(n=t.table, other=NAMES[ANN]) in text, text
    buttons = str(sent[0].params.get("reply_markup"))
    assert f"nw:{night.id}:1:{t.table}:w" in buttons, buttons


async def test_a_private_chat_refused_once_is_open_again_once_the_member_writes(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The round's notice to a member who never opened a private chat is refused (403) and
    their chat marked inactive; once they open it (Start: Telegram sends no `my_chat_member`
    for a first start), it is marked active again."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("acc")
    for user in (ANN, BEN):
        await hall.join(night, user)
    local_api.unopened.add(BEN)
    await hall.say(f"{hall.cmd} ronde")
    assert not await db.chats.is_chat_active(BEN)
    local_api.unopened.discard(BEN)
    await hall.private("/start", BEN)
    assert await db.chats.is_chat_active(BEN)


@pytest.mark.parametrize(
    ("lang", "word", "said", "how"),
    [
        ("fr", "ronde", "Ronde 1 — table {n}, contre {other}", "/soiree 121"),
        ("en", "round", "Round 1 — table {n}, against {other}", "/night 121"),
    ],
)
async def test_a_plain_start_during_the_night_says_where_the_member_sits(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    word: str,
    said: str,
    how: str,
) -> None:
    """At the hall a member presses Start (a plain /start, not the ✅'s link) once the round is
    drawn: after the welcome, their table and how to write the score, in their language,
    under « I won » / « I lost ». Before, only the coach's welcome: nothing about the night."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("acc")
    for user in (ANN, BEN):
        await hall.join(night, user)
    local_api.unopened.add(BEN)
    await hall.say(f"{hall.cmd} {word}")
    local_api.unopened.discard(BEN)
    calls = await hall.private("/start", BEN)
    (t,) = await hall.tables(night)
    sent = [c for c in calls if c.method == "sendMessage"]
    assert len(sent) == 2, [c.params.get("text") for c in sent]
    text = plain(str(sent[1].params["text"]))
    assert said.format(n=t.table, other=NAMES[ANN]) in text, text
    assert how in text, text
    buttons = str(sent[1].params.get("reply_markup"))
    assert f"nw:{night.id}:1:{t.table}:w" in buttons, buttons
    await hall.say(f"{hall.cmd} 121 90", ANN)  # Ann wrote the score: Ben's table waits still
    sent = [c for c in await hall.private("/start", BEN) if c.method == "sendMessage"]
    assert len(sent) == 2 and "nw:" not in str(sent[1].params.get("reply_markup"))
    (t,) = await hall.tables(night)
    await hall.press_confirm(t, BEN)
    sent = [c for c in await hall.private("/start", BEN) if c.method == "sendMessage"]
    assert len(sent) == 1  # the game is scored: the welcome alone


async def test_a_swap_tells_only_the_players_whose_table_changed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """`/soiree echanger`: every player of the round got their table again in private, the
    same table and opponent for most (and a late player's note lost); now the swapped players
    and their new opponents, and nobody else."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("acc")
    for user in PLAYERS:
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    first, second, third = [t.model for t in await hall.tables(night)]
    assert second.b is not None
    told = {user: len(hall.told(user)) for user in PLAYERS}
    await hall.say(f"/soiree echanger {first.a[0][1:]} {second.a[0][1:]}")
    again = {user for user in PLAYERS if len(hall.told(user)) > told[user]}
    seated = [first.a, first.b, second.a, second.b]
    assert again == {users[side[0]] for side in seated if side is not None}
    assert not again & {users[side[0]] for side in (third.a, third.b) if side is not None}
    moved = users[first.a[0]]
    assert moved is not None
    assert hall.told(moved)[-1].startswith("Ronde 1 — table 2, contre ")


async def test_in_doubles_the_private_chat_speaks_of_the_other_team(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A doubles player's score in private: « Votre adversaire doit maintenant le confirmer »
    and « Combien de points votre adversaire a-t-il faits? », one opponent where there are
    two; now the other team."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("1 fadoq doubles")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    (table,) = await hall.tables(night)
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    writer = users[table.a[0]]
    assert writer is not None
    notice = [m for m in local_api.messages(writer) if m.get("reply_markup")][-1]
    await bot_driver.press_button(notice, 1, writer, language_code="fr")  # 🏆 J'ai gagné
    asked = local_api.messages(writer)[-1]["text"]
    assert asked == "Votre équipe a gagné. Combien de points l'autre équipe a-t-elle faits?"
    await hall.private("121 98", writer)
    assert hall.told(writer)[-1] == (
        "C'est inscrit. Un joueur de l'autre équipe doit maintenant le confirmer avec le"
        " bouton, dans le groupe."
    )
