"""« pourquoi? » ("why?") typed at a member's private step of a game between members, after a
count was settled, got « Carte inconnue « pourquoi » » (at the count: « Je ne connais pas le
mot « pourquoi » »). As /jouer does, it now explains the last count settled, combination by
combination, under the cards counted and whose they were; then what the step waits for.
Nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_show import show_to_explain
from bot.drills.table_turn import due
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from bot.views.table_replies import step_help_at
from tests.tg.members_helpers import GroupWatch, Member, live, play_on
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": ("pourquoi?", "Le compte complet, combinaison par combinaison :", "Votre tour"),
    "en": ("why?", "The full count, combination by combination:", "Your turn"),
}


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_after_a_count_explains_it(
    bot_driver: Driver, db: Database, lang: str, step: str
) -> None:
    base = {"lay_away": 26_100, "play": 26_120, "count": 26_140}[step] + (10 if lang == "en" else 0)
    marie = Member(bot_driver, base, "Marie", lang)
    bob = Member(bot_driver, base + 1, "Robert", lang)
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await bob.press_in_group("mj:")
    members = {marie.user: marie, bob.user: bob}
    watch = GroupWatch(bot_driver)
    await play_on(members, watch, until="count")  # the first deal's first count
    await play_on(members, watch, until="deal")  # every count of that deal settled
    await play_on(members, watch, until=step)  # the next deal's step
    game, table = await live(db, base)
    player = members[game.user_at(due(table)[0].seat) or 0]
    explained = show_to_explain(table)
    assert explained is not None
    asked, head, _ = SAID[lang]
    said = html_to_text("\n".join(texts(await player.private(asked))))
    said = said.replace("\u00a0", " ")
    assert "inconnue" not in said and "Unknown" not in said and "mot" not in said, said
    assert head.replace("\u00a0", " ") in said, said
    name = "Marie" if game.user_at(explained[1].by) == base else "Robert"
    assert name in said, said
    after, _ = await live(db, base)
    assert after.state == game.state


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_at_the_first_count_says_how_to_count(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """At the game's first count, no count settled yet to explain: « pourquoi? » got « Je ne
    connais pas le mot « pourquoi » »; it now gets how to answer the step, as /jouer says it
    (`table_replies.step_help_at`)."""
    base = 26_160 + (10 if lang == "en" else 0)
    player, _ = await at_step(bot_driver, db, lang, base, "count")
    game, table = await live(db, base)
    assert show_to_explain(table) is None
    waiting = due(table)[0]
    expected = html_to_text(step_help_at(table, waiting, I18n.load().translator(lang)))
    said = html_to_text("\n".join(texts(await player.private(SAID[lang][0]))))
    assert said == expected, said
    after, _ = await live(db, base)
    assert after.state == game.state
