"""Whole games count (issue 43, finding 1): every hand and crib a person counts at a whole
game's table, and every count they check (accepted, or called muggins on), is recorded as the
drills' answers are: /stats counts it, the coach rates it, a miss comes back in /review.

Through the in-process Bot API, in both languages: a /play game against the bot with a
deliberate under-count and over-count, and a game between two members in a club's group.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.drills.deals import Deal
from bot.drills.table_state import Step, Table
from bot.drills.table_turn import due, show_cards, status
from bot.engine.show import hand_points
from bot.storage import Database
from bot.storage.models import Attempt
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, GroupWatch, Member, last_button, live, play_on
from tests.tg.test_table_handlers import Player, shown

LANGS = ["en", "fr"]
LAID = {"en": "{n} lay-aways played", "fr": "{n} écarts joués"}
STATS = {
    "en": ("{n} hands counted", "Hands: ", "Cribs: ", "in whole games"),
    "fr": ("{n} mains comptées", "Mains\u00a0: ", "Cribs\u00a0: ", "en partie"),
}
WITH_CRIBS = {"en": "{n} hands and cribs counted", "fr": "{n} mains et cribs comptés"}


class Miscounter(Player):
    """A player who counts their first hand of 2 points or more two short, the next one
    over by one, and every other exactly (the bot's calls answered as `Player` does)."""

    def __init__(self, driver: Driver, user: int, lang: str) -> None:
        super().__init__(driver, user, lang)
        self.short: tuple[str, Deal] | None = None
        self.over: tuple[str, Deal] | None = None

    async def move(self) -> bool:
        game = await self.db.table.active_table_game(self.user)
        if game is None:
            return False
        table = Table.from_json(game.state)
        deal = table.deal
        waiting = status(table)
        if waiting is not None and waiting.step is Step.COUNT and deal.starter is not None:
            crib = waiting.what == "crib"
            held = deal.crib() if crib else deal.kept(0)
            points = hand_points(held, deal.starter, crib=crib)
            said = points
            shown_deal = Deal.from_dict(
                {
                    "kind": "crib" if crib else "hand",
                    "hand": [str(c) for c in sorted(held)],
                    "starter": str(deal.starter),
                    "dealer": "player" if crib or deal.dealer == 0 else "bot",
                }
            )
            if self.short is None and points >= 2:
                said = points - 2
                self.short = (game.id, shown_deal)
            elif self.short is not None and self.over is None:
                said = points + 1
                self.over = (game.id, shown_deal)
            self.steps.add("count")
            await self.send(str(said))
            return True
        return await super().move()


async def game_attempts(db: Database, user: int) -> list[Attempt]:
    return [
        a for a in await db.stats.attempts(user, limit=1000) if a.result.get("source") == "game"
    ]


async def make_due(db: Database, user: int) -> None:
    """As if the reviews' interval had passed."""
    past = (datetime.now(UTC) - timedelta(minutes=1)).isoformat(timespec="milliseconds")
    async with db.transaction() as conn:
        await conn.execute("UPDATE coach_reviews SET due_at = ? WHERE user_id = ?", (past, user))


async def review_deals(db: Database, user: int) -> list[Deal]:
    """The hands and cribs waiting in the review queue."""
    return [Deal.from_dict(r.deal) for r in await db.coach.due_reviews(user, ["hand", "crib"])]


@pytest.mark.parametrize("lang", LANGS)
async def test_a_whole_game_against_the_bot_counts_in_stats_coach_and_review(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    user = 4300 if lang == "en" else 4301
    player = Miscounter(bot_driver, user, lang)
    await player.send("/images off" if lang == "fr" else "/pictures off")
    await player.send("/stats")
    nothing = shown(local_api, user)[-1]
    assert ("No hand counted yet" if lang == "en" else "Aucune main comptée") in nothing
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.finish()
    assert player.short is not None and player.over is not None
    (game,) = await db.table.list_table_games(user)
    table = Table.from_json(game.state)
    counted = [s for d in table.deals for s in d.shows if s.by == 0]
    checked = [s for d in table.deals for s in d.shows if s.by == 1 and s.pegged == s.claimed]
    tries = await game_attempts(db, user)
    counts = [a for a in tries if a.result["step"] == "count"]
    claims = [a for a in tries if a.result["step"] == "muggins"]
    # one try per show the player counted, and per bot call the player answered
    assert len(counts) == len(counted) and counts
    assert 0 < len(claims) <= len(checked)
    assert {a.kind for a in tries} <= {"hand", "crib"}
    assert all(a.result["table"] == table.id for a in tries)
    assert all(a.correct == (a.answered_total == a.expected_total) for a in tries)
    # the deliberate under-count and over-count, graded as /hand grades them
    by_deal = {Deal.from_dict(a.deal): a for a in reversed(counts)}
    short = by_deal[player.short[1]]
    assert not short.correct and short.missed == 2 and short.result["verdict"] == "low"
    over = by_deal[player.over[1]]
    assert not over.correct and over.missed == 0 and over.result["verdict"] == "high"
    # /stats: the hands and cribs counted, with how many came from whole games
    await player.send("/stats")
    stats = shown(local_api, user)[-1]
    many, hand, crib, games = STATS[lang]
    if any(a.kind == "crib" for a in tries):
        many = WITH_CRIBS[lang]
    bot_data = bot_driver.application.bot_data
    number = bot_data.i18n.translator(lang).number(len(tries))
    assert many.format(n=number) in stats
    assert hand in stats and games in stats
    assert (crib in stats) == any(a.kind == "crib" for a in tries)
    assert ("No hand counted" if lang == "en" else "Aucune main comptée") not in stats
    # /coach: the tries rate the player
    laid = sum(1 for d in table.deals if d.discards[0] is not None)
    ratings = {r.drill.value: r for r in await db.coach.ratings(user)}
    assert ratings["ecart"].games == laid > 0
    assert sum(r.games for r in ratings.values()) == len(tries) + laid
    # every lay-away, graded as /ecart grades it
    totals, latest = await db.ecart.ecart_stats(user)
    assert totals.played == laid and latest[0].cards == [str(c) for c in table.deal.hands[0]]
    assert LAID[lang].format(n=bot_data.i18n.translator(lang).number(laid)) in stats
    await player.send("/entraineur" if lang == "fr" else "/coach")
    coach = shown(local_api, user)[-1]
    assert ("tries" if lang == "en" else "essais") in coach
    # the review queue: the missed hands come back
    await make_due(db, user)
    due = await review_deals(db, user)
    assert player.short[1] in due and player.over[1] in due
    assert len(due) == sum(1 for a in tries if not a.correct)
    missed_lay_aways = await db.coach.due_reviews(user, kinds=["ecart"])
    assert len(missed_lay_aways) == totals.played - totals.best
    await player.send("/revoir" if lang == "fr" else "/review")
    back = await db.questions.pending_question(user, user)
    assert back is not None and back.kind in {"hand", "crib", "ecart"}
    assert back.deal["coach_review"] in {r.id for r in await db.coach.due_reviews(user)}


@pytest.mark.parametrize("lang", LANGS)
async def test_a_game_between_members_counts_for_each_member(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    a, b = (4310, 4311) if lang == "en" else (4320, 4321)
    marie, jean = Member(bot_driver, a, "Marie", lang), Member(bot_driver, b, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer" if lang == "fr" else "/play")
    await jean.press_in_group("mj:")
    game, _ = await live(db, a)
    members = {a: marie, b: jean}
    watch = GroupWatch(bot_driver)
    caller = None
    for _ in range(40):  # a count two short, and the opponent's muggins on it, claiming 2
        await play_on(members, watch, until="count")
        game, table = await live(db, a)
        waiting = due(table)[0]
        deal = table.deal
        assert deal.starter is not None
        cards = show_cards(deal, waiting.seat, waiting.what or "hand")
        value = hand_points(cards, deal.starter, crib=waiting.what == "crib")
        counter = members[game.user_at(waiting.seat) or 0]
        if value < 2:
            await counter.private(str(value))
            continue
        caller = marie if counter is jean else jean
        await counter.private(str(value - 2))
        await caller.press_in_group(f"mm:{game.id}:")
        data, message_id = last_button(local_api, GROUP, "mc:")
        await caller.press(data[: data.rindex(":")] + ":2", message_id)
        break
    assert caller is not None
    (called,) = [t for t in await game_attempts(db, caller.user) if t.result["step"] == "muggins"]
    assert called.correct and called.answered_total == called.expected_total
    await play_on(members, watch, short=0.3)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.state is not None
    table = Table.from_json(done.state)
    missed = 0
    for member in (marie, jean):
        seat = done.seat_of(member.user)
        assert seat is not None
        counted = [s for d in table.deals for s in d.shows if s.by == seat]
        tries = await game_attempts(db, member.user)
        counts = [t for t in tries if t.result["step"] == "count"]
        assert len(counts) == len(counted) > 0
        assert len(tries) == len(counts) + (member is caller)
        assert all(t.result["table"] == table.id for t in tries)
        assert all(t.chat_id == member.user for t in tries)  # not the club's drill boards
        missed += sum(1 for t in tries if not t.correct)
        totals, _ = await db.ecart.ecart_stats(member.user)
        assert totals.played == sum(1 for d in table.deals if d.discards[seat] is not None)
        short = [t for t in tries if t.result["verdict"] == "low"]
        before = len(shown(local_api, member.user))
        await member.private("/stats")
        # the chart's caption, and what goes past a caption's 1,024 characters below it
        stats = "\n".join(shown(local_api, member.user)[before:])
        many, _, _, games = STATS[lang]
        if any(a.kind == "crib" for a in tries):
            many = WITH_CRIBS[lang]
        number = bot_driver.application.bot_data.i18n.translator(lang).number(len(tries))
        assert many.format(n=number) in stats and games in stats
        await make_due(db, member.user)
        queued = await review_deals(db, member.user)
        assert {Deal.from_dict(t.deal) for t in short} <= set(queued)
    # the members missed some counts (short 30% of the time): they reach the review queue
    assert missed > 1
