"""A game between members is quiet in the group (issue 40, findings 5 and 6), through the fake
Bot API: one message per deal edited as the deal goes, a new message only when someone must be
told (≤ 3 a deal at two, ≤ 4 at four), never more than 20 edits a minute in a group (a fake
clock, players one second apart), and a player's private step edited into what happened.

Measured (this file, `pytest tests/tg/test_members_quiet.py -q -s`): before, a game of 61 at
two made 5.5 new group messages a deal (33 in 6 deals) and 60 text edits; at four, 6.75."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator

import pytest

from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import html_to_text
from bot.tg.members_pace import GAP, Pacing
from tests.tg.members_helpers import GROUP, GroupWatch, Member, live, play_on

NEW = frozenset({"sendMessage", "sendPhoto"})
EDITS = frozenset({"editMessageText", "editMessageCaption"})


class FakeClock:
    """Time that moves only when the test says; a sleeper wakes once its time has come."""

    def __init__(self) -> None:
        self.time = 1000.0
        self.moved = asyncio.Event()
        self.stopped = False

    def now(self) -> float:
        return self.time

    async def sleep(self, seconds: float) -> None:
        until = self.time + seconds
        while self.time < until and not self.stopped:
            await self.moved.wait()

    async def advance(self, seconds: float) -> None:
        self.time += seconds
        self.moved.set()
        self.moved = asyncio.Event()
        for _ in range(50):  # let the woken flushes send their edits
            await asyncio.sleep(0)

    def stop(self) -> None:
        """The test is over: every sleeper wakes (the application stops without waiting)."""
        self.stopped = True
        self.moved.set()


class Tally:
    """The game's group calls, deal by deal and second by second (on the fake clock)."""

    def __init__(self, api: LocalBotApi, clock: FakeClock, step: float) -> None:
        self.api = api
        self.clock = clock
        self.step = step
        self.marks: list[tuple[int, int, float]] = []  # (deals, first call, time)

    async def tick(self, table: Table) -> None:
        self.marks.append((len(table.deals), len(self.api.calls), self.clock.now() + self.step))
        await self.clock.advance(self.step)  # the edits it lets out are at the new time

    async def drain(self) -> None:
        """The game is over: time goes on until the last queued edits are out."""
        deals = self.marks[-1][0]
        for _ in range(100):
            self.marks.append((deals, len(self.api.calls), self.clock.now() + GAP))
            await self.clock.advance(GAP)

    def _group(self, start: int, end: int, methods: frozenset[str]) -> int:
        return sum(
            1
            for c in self.api.calls[start:end]
            if c.method in methods and c.params.get("chat_id") == GROUP
        )

    def new_per_deal(self) -> list[int]:
        """New group messages while each deal was on (its shows, the next dealer's call,
        the next deal's message, the end)."""
        firsts: dict[int, int] = {}
        for deals, call, _ in self.marks:
            firsts.setdefault(deals, call)
        bounds = [*sorted(firsts.values()), len(self.api.calls)]
        return [self._group(a, b, NEW) for a, b in itertools.pairwise(bounds)]

    def edit_times(self) -> list[float]:
        """The fake time of each group edit."""
        times = []
        for (_, start, at), (_, end, _) in zip(
            self.marks, [*self.marks[1:], (0, len(self.api.calls), 0.0)], strict=True
        ):
            times += [at] * self._group(start, end, EDITS)
        return times


def most_in_a_minute(times: list[float]) -> int:
    """The most edits in any 60 seconds."""
    return max((sum(1 for t in times if s <= t < s + 60) for s in times), default=0)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeClock]:
    fake = FakeClock()
    monkeypatch.setattr("bot.tg.members_pace.PACING", Pacing(fake, GAP))
    yield fake
    fake.stop()


async def _two(driver: Driver) -> list[Member]:
    marie, jean = Member(driver, 801, "Marie", "fr"), Member(driver, 802, "Jean", "fr")
    for m in (marie, jean):
        await m.private("/start")
    await jean.say("Bonjour")
    await marie.say(
        "/play 61",
        reply_to={
            "message_id": 1,
            "date": 0,
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": 802, "is_bot": False, "first_name": "Jean"},
            "text": "Bonjour",
        },
    )
    await jean.press_in_group("mj:")
    return [marie, jean]


async def _four(driver: Driver, db: Database) -> list[Member]:
    names = ["Marie", "Jean", "Lise", "Paul"]
    members = [Member(driver, 811 + i, n, "fr") for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say("/play équipes 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    game = await db.members.live_member_game(811)
    if game is None or not game.is_active:
        await members[0].press_in_group("mg:")
    return members


async def _play(
    driver: Driver, api: LocalBotApi, members: list[Member], clock: FakeClock, step: float
) -> Tally:
    tally = Tally(api, clock, step)
    watch = GroupWatch(driver)
    await play_on({m.user: m for m in members}, watch, short=0.2, tick=tally.tick)
    await tally.drain()
    return tally


async def test_two_players_three_new_group_messages_a_deal_at_most(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: FakeClock
) -> None:
    members = await _two(bot_driver)
    game, _ = await live(db, 801)
    tally = await _play(bot_driver, local_api, members, clock, 1.0)
    per_deal = tally.new_per_deal()
    times = tally.edit_times()
    print(f"two: new per deal {per_deal}, {len(times)} edits, {most_in_a_minute(times)} a minute")
    assert len(per_deal) >= 3 and max(per_deal) <= 3
    assert 0 < most_in_a_minute(times) <= 20
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"


async def test_four_players_four_new_group_messages_a_deal_at_most(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: FakeClock
) -> None:
    members = await _four(bot_driver, db)
    _game, table = await live(db, 811)
    assert len(table.seats) == 4
    tally = await _play(bot_driver, local_api, members, clock, 1.0)
    per_deal = tally.new_per_deal()
    times = tally.edit_times()
    print(f"four: new per deal {per_deal}, {len(times)} edits, {most_in_a_minute(times)} a minute")
    assert len(per_deal) >= 2 and max(per_deal) <= 4
    assert 0 < most_in_a_minute(times) <= 20


async def test_fast_players_edits_are_paced_and_the_latest_text_wins(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: FakeClock
) -> None:
    """Players a tenth of a second apart: edits wait their turn (one every 3 s in the group),
    a later edit of a message replaces the one waiting, and each message ends as the game
    left it."""
    members = await _two(bot_driver)
    game, _ = await live(db, 801)
    tally = await _play(bot_driver, local_api, members, clock, 0.1)
    times = tally.edit_times()
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert times and min(gaps) >= GAP - 1e-9
    assert most_in_a_minute(times) <= 20
    # the deal's message ends as the game left it (the latest text won), and no late edit
    # brought back a « Muggins… » button taken off at the end
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished" and done.play_message is not None
    final = Table.from_json(done.state or {})
    message = local_api.message(GROUP, done.play_message)
    assert message is not None
    text = html_to_text(str(message["text"]))
    # the deal that ends the game: its message stops at the last card or count, the win just
    # below it carrying the final board (not the same board twice in a row)
    assert "Planche" not in text, text
    end = [m for m in local_api.messages(GROUP) if "gagne la partie" in _shown(m)]
    assert len(end) == 1 and end[0]["message_id"] > done.play_message, end
    for seat in done.seats:
        assert f"{seat.name} {final.scores[final.side(seat.seat)]}" in _shown(end[0]), end
    # every other deal's counts: their message ends with the board as that deal left it
    counted = [
        _shown(m).split("\n")
        for m in local_api.messages(GROUP)
        if _shown(m).split("\n")[1].startswith("Main de") and m["message_id"] != done.play_message
    ]
    assert len(counted) >= 2 and all(lines[-1].startswith("Planche") for lines in counted), counted
    assert not any(
        str(b.get("callback_data", "")).startswith("mm:")
        for m in local_api.messages(GROUP)
        for b in inline_buttons(m)
    )


def _shown(message: dict[str, object]) -> str:
    return html_to_text(str(message.get("caption") or message.get("text") or ""))


async def test_a_private_step_is_edited_into_what_the_player_did(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await Member(bot_driver, 802, "Jean", "fr").private("/pictures off")
    marie, jean = await _two(bot_driver)  # Marie's steps are pictures, Jean's are texts
    game, table = await live(db, 801)
    asked = {}
    for member in (marie, jean):
        question = await db.questions.pending_question(member.user, member.user)
        assert question is not None and question.message_id is not None
        asked[member.user] = question.message_id
        message = local_api.message(member.user, question.message_id)
        assert message is not None and inline_buttons(message)  # live: the cards to tap
        game, table = await live(db, 801)
        await member.step(game, table)
    for member in (marie, jean):
        message = local_api.message(member.user, asked[member.user])
        assert message is not None and not inline_buttons(message)
        text = _shown(message)
        assert text.startswith("✓ Vous avez écarté "), text
        # that the game goes on, said once: in the step's message, or under cards typed
        later = [m for m in local_api.messages(member.user) if m["message_id"] > asked[member.user]]
        told = [text, *map(_shown, later)]
        assert sum("continue dans le groupe" in t for t in told) == 1, told
    assert "caption" in (local_api.message(801, asked[801]) or {})
    assert "text" in (local_api.message(802, asked[802]) or {})
    # to the end: no step left asking anything, each told what was done or that it is over
    await play_on({801: marie, 802: jean}, GroupWatch(bot_driver))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    steps = 0
    for member in (marie, jean):
        for message in local_api.messages(member.user):
            if any(
                str(b.get("callback_data", "")).startswith("mp:") for b in inline_buttons(message)
            ):
                raise AssertionError(f"a step left live: {_shown(message)}")
            text = _shown(message)
            if text.startswith("✓ Vous avez"):
                steps += 1
            assert "À vous" not in text or "Cette étape est terminée" in text, text
    assert steps > 10


async def test_the_host_withdraws_by_resign_in_one_group_message(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """/abandon by the host of an open table in the group: the invitation, edited to say it is
    withdrawn, is the one message (no « Votre invitation est retirée. » under it); typed in
    private, where the edit is not seen, the host is told there."""
    lise, paul = Member(bot_driver, 821, "Lise", "fr"), Member(bot_driver, 822, "Paul", "fr")
    for host, chat in ((lise, GROUP), (paul, 822)):
        await host.private("/start")
        await host.say("/jouer")
        typed = host.say if chat == GROUP else host.private
        calls = await typed("/abandon")
        sent = [(c.method, c.params["chat_id"], html_to_text(c.params["text"])) for c in calls]
        edited = ("editMessageText", GROUP, f"🃏 Table de {host.name}\nInvitation retirée.")
        if chat == GROUP:
            assert sent == [edited]
        else:
            assert sent == [edited, ("sendMessage", 822, "Votre invitation est retirée.")]
