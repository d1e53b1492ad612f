"""/odds (/chances): the chance of winning at a score, from the shipped win table.

`/odds 95 110` answers « Vous êtes donneur, à 95 contre 110 : vous gagnez 15 % des parties de
121 » (you deal unless you add `pone`/`receveur`; add `61` for a game of 61). Typed alone while
a game against the bot (/play, /jouer) is under way in that chat, it answers for that game as
its deal began.
Anything it cannot read gets one message saying how to ask (`bot.views.odds`). A player who
plays the FADOQ rule (/variant fadoq), or names it (`/odds 118 118 fadoq`), gets that rule's
chances (no go or last card from 116, or 56 in a game of 61), and is told they are.
"""

from __future__ import annotations

import hashlib
import json
from typing import Final

from bot.content_odds import shipped_odds
from bot.drills.ecart_talk import asks_why
from bot.drills.odds_asked import (
    OddsTold,
    asks_chances,
    asks_if_good,
    asks_why_odds,
    asks_why_percent,
    role_asked,
)
from bot.drills.table_odds import odds_rule
from bot.drills.table_state import Table
from bot.engine.variants import fadoq_rule
from bot.storage.repo_table import TableGame
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, send
from bot.tg.handlers.table_steps import player_rules
from bot.views import odds as odds_view
from bot.views import odds_follow, odds_game
from bot.views.daily import named  # the player's name first in a group: the chances are theirs

ODDS_TOLD: Final = "odds_told"
"""users.settings key: the chances /odds told last in private (`OddsTold.to_json`), for
« pourquoi? »."""
CHANCES_TOLD: Final = "play_chances_told"
"""users.settings key: the point of the /play game at which its chances were told (« mes
chances? », /odds alone), `{"game": id, "state": digest}`: « pourquoi? » typed while the game
is still there explains them, where it got the step's advice."""


@for_player
async def odds_command(context: Context, player: Who) -> None:
    """/odds ME OPP [pone] [61] [fadoq]: my chance of winning from that score; alone, the
    game's. In a group each reply names the member it answers (« vous gagnez 15 % »: whose?)."""
    tr, name = player.tr, player.group_name
    if not context.args:  # alone: the game's chances, else how to ask
        if not await game_odds(context, player):
            questions = context.bot_data.db.questions
            waits = await questions.pending_question(player.user_id, player.chat_id) is not None
            text = odds_view.ask_text(tr, question_waits=waits)
            await send(context, player.chat_id, named(text, tr, name))
        return
    # « /chances aide »: was « Je ne comprends pas « aide » »
    if odds_view.asks_how_to_ask(context.args or []):
        await send(context, player.chat_id, named(odds_view.help_text(tr), tr, name))
        return
    try:
        request = odds_view.read_request(context.args or [], tr)
    except odds_view.RequestError as exc:
        await send(context, player.chat_id, named(odds_view.error_text(exc), tr, name))
        return
    await tell_chances(context, player, request)


async def tell_chances(
    context: Context, player: Who, request: odds_view.Request, *, intro: str | None = None
) -> None:
    """The chances of `request`, under the FADOQ rule when the player plays it or named it
    (and told so), unless they named the standard rule; after `intro` (HTML) when given."""
    tr = player.tr
    fadoq = odds_rule(player_rules(player, request.target, muggins=False))
    if request.standard:  # « /chances 118 118 standard »: a FADOQ player asks the other rule
        fadoq = None
    named_rule = fadoq_rule(request.target) if request.fadoq else None
    if fadoq is None and named_rule is not None:  # « /chances 118 118 fadoq »: the rule named
        fadoq = named_rule.threshold
    chance = shipped_odds().chance(
        request.me, request.opponent, dealer=request.dealer, target=request.target, fadoq=fadoq
    )
    text = odds_view.chance_text(request, chance, tr, fadoq=fadoq)
    text = text if intro is None else f"{intro}\n{text}"
    await send(context, player.chat_id, named(text, tr, player.group_name))
    if player.private:  # kept for « pourquoi? » (`typed_why`)
        await remember_told(context, player, request, fadoq)


async def remember_told(
    context: Context, player: Who, request: odds_view.Request, fadoq: int | None
) -> None:
    """The chances just told kept with the player (`ODDS_TOLD`), with the last question
    asked before them: one asked after and « pourquoi? » is that question's."""
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    told = OddsTold(
        player.chat_id,
        request.me,
        request.opponent,
        request.dealer,
        request.target,
        fadoq,
        after=0 if latest is None else latest.id,
    )
    await db.users.merge_settings(player.user_id, {ODDS_TOLD: told.to_json()})


async def typed_why(context: Context, player: Who, text: str) -> bool:
    """« pourquoi? », « comment tu sais ça? », "how do you know?" typed in private right
    after /odds told the chances, nothing asked since: what each side needs, what a deal
    brings each role, where the table comes from (`odds_why.why_text`; it got the general
    « Chaque compte que je donne est expliqué… »), with nothing waiting
    (`Subscriptions.unanswered`) or over a question asked before the chances
    (`questions_text`). « et si je donne? », « et s'il donne? » get the same scores' chances
    in that role (they got « Je réponds aux comptes et aux commandes »), « c'est bon ça? »
    whether they are good (`odds_follow.good_text`). False for any other text, or when a
    question was asked since."""
    role = role_asked(text)
    good = asks_if_good(text)
    if not player.private or not (asks_why_odds(text) or good or role is not None):
        return False
    told = OddsTold.from_json(player.user.settings.get(ODDS_TOLD))
    odds = shipped_odds()
    if told is None or told.chat_id != player.chat_id or odds.parts is None:
        return False
    latest = await context.bot_data.db.questions.latest_question(player.user_id, player.chat_id)
    if (0 if latest is None else latest.id) != told.after:
        return False  # a question was asked since: « pourquoi? » is about it
    if role is not None:  # the role they were told in already: the other one, said so
        fadoq = told.fadoq is not None
        intro = None if role != told.dealer else odds_follow.same_role_line(role, player.tr)
        request = odds_view.Request(
            told.me,
            told.opponent,
            role if intro is None else not role,
            told.target,
            fadoq=fadoq,
            standard=not fadoq,
        )
        await tell_chances(context, player, request, intro=intro)
    elif good:
        await send(context, player.chat_id, odds_game.good_text(told, odds, player.tr))
    else:
        await send(context, player.chat_id, odds_game.why_text(told, odds, odds.parts, player.tr))
    return True


async def typed_scores(context: Context, player: Who, text: str) -> bool:
    """Scores typed alone in a private chat with nothing asked (« j'ai 95 il a 110 », « 95
    110 » after /chances alone): their chances, as /chances would give them
    (`Subscriptions.unanswered`, tried after the others); « mes chances? » with no scores
    gets the game's chances, or how to ask (it got « Je réponds aux comptes et aux
    commandes »); False when the text is no such request (« 12 14 » may be a count:
    `odds_view.typed_request`)."""
    if not player.private:
        return False
    request = odds_view.typed_request(text, player.tr)
    if request is None:
        if not asks_chances(text):
            return False
        if not await game_odds(context, player):
            await send(context, player.chat_id, odds_view.ask_text(player.tr))
        return True
    await tell_chances(context, player, request)
    return True


async def game_odds(context: Context, player: Who) -> bool:
    """The chances of the player's game against the bot in this chat, at the board and dealer
    of its deal under way (the chance /play shows after each deal); False without one."""
    game = await context.bot_data.db.table.active_table_game(player.user_id)
    if game is None or game.chat_id != player.chat_id:
        return False
    text = odds_game.game_chances_text(Table.from_json(game.state), shipped_odds(), player.tr)
    if text is None:
        return False
    await _told_at(context, player, game)
    await send(context, player.chat_id, named(text, player.tr, player.group_name))
    return True


async def chances_at_step(
    context: Context, player: Who, game: TableGame, table: Table, text: str
) -> str | None:
    """`text` typed at a step of the game against the bot: « mes chances? » gets the game's
    chances (kept, `CHANCES_TOLD`), « pourquoi 76 %? », or « pourquoi? » right after them,
    what each side needs, « c'est bon ça? » or « et si je donne? » right after them, whether
    they are good or the other role's (`odds_game.game_follow_text`) (HTML); None for any
    other text, or when the game has no chances to tell."""
    told_here = player.user.settings.get(CHANCES_TOLD) == _step_key(game)
    role = role_asked(text)
    if told_here and (asks_if_good(text) or role is not None):  # was the step's help
        return odds_game.game_follow_text(table, role, shipped_odds(), player.tr)
    why = asks_why_percent(text) or (told_here and asks_why(text))
    if not (why or asks_chances(text)):
        return None
    chances = odds_game.game_chances_text(table, shipped_odds(), player.tr, why=why)
    if chances is not None and not told_here:
        await _told_at(context, player, game)
    return chances


def _step_key(game: TableGame) -> dict[str, object]:
    """The game at this point as `CHANCES_TOLD` keeps it: its state's digest (its step counter
    moves on each time the step is shown again)."""
    state = json.dumps(game.state, sort_keys=True).encode()
    return {"game": game.id, "state": hashlib.sha256(state).hexdigest()[:16]}


async def _told_at(context: Context, player: Who, game: TableGame) -> None:
    """The chances told at the game's step, kept (`CHANCES_TOLD`)."""
    await context.bot_data.db.users.merge_settings(player.user_id, {CHANCES_TOLD: _step_key(game)})
