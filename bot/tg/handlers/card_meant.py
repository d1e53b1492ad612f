"""« oui » typed after a lookup command asked about a misspelt word (« Carte inconnue « carro » :
vouliez-vous dire « carreau »? » under /score or /ecart, « doneur »: « donneur » under /ecart):
the line meant answered, as the command with that word would have.

The command's line is kept, that word corrected (`MEANT`), by `keep_meant` when its reply asks;
`answer_meant` answers it when « oui » (« ben oui », "yes") is typed next in that private chat,
nothing asked since, and forgets it on « non ». Each command names itself (`/score`'s
« score », /ecart's « ecart »), so that « oui » runs the one that asked."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Final

from bot.drills.table_typed import abandon_said
from bot.tg.context import Context
from bot.tg.handlers.common import Who

MEANT: Final = "card_meant"
"""users.settings key: the line a misspelt word was asked about in, that word corrected
(`{"chat": id, "command": "score", "args": [...], "after": the id of the latest question
then}`): « oui » typed next in that chat, nothing asked since, answers it."""

Answer = Callable[[Context, Who, Sequence[str]], Awaitable[None]]
"""A command run with its arguments (/score's `score`, /ecart's lookup)."""


async def keep_meant(
    context: Context, player: Who, command: str, args: Sequence[str], token: str, word: str | None
) -> None:
    """`command`'s line `args` kept (`MEANT`), `token` in it written `word`, when the reply
    asks « vouliez-vous dire « `word` »? » in private; forgotten otherwise (`word` None, a
    group: an older line no longer is what « oui » answers)."""
    meant = corrected(args, token, word) if word is not None and player.private else None
    if meant is None and player.user.settings.get(MEANT) is None:
        return
    db = context.bot_data.db
    kept: dict[str, object] | None = None
    if meant is not None:
        latest = await db.questions.latest_question(player.user_id, player.chat_id)
        after = 0 if latest is None else latest.id
        kept = {"chat": player.chat_id, "command": command, "args": meant, "after": after}
    await db.users.merge_settings(player.user_id, {MEANT: kept})


async def forget_meant(context: Context, player: Who) -> None:
    """A lookup command typed again (`/score`, `/ecart`): a line kept before it is no longer
    what « oui » answers (typed right, then « oui » to something else, it got the old line
    looked up)."""
    if player.user.settings.get(MEANT) is not None:
        await context.bot_data.db.users.merge_settings(player.user_id, {MEANT: None})


def corrected(args: Sequence[str], token: str, word: str) -> list[str] | None:
    """`args` with the first `token` in them written `word` (« carro » as « carreau »), case
    and what surrounds it kept (« pik, »: « pique, »); None when no argument holds it."""
    found = re.compile(rf"(?<!\w){re.escape(token.strip())}(?!\w)", re.IGNORECASE)
    for index, arg in enumerate(args):
        fixed, count = found.subn(word, arg, count=1)
        if count:
            return [*args[:index], fixed, *args[index + 1 :]]
    return None


async def answer_meant(
    context: Context, player: Who, text: str, answers: Mapping[str, Answer]
) -> bool:
    """« oui » (« ben oui », "yes") typed in private right after a command of `answers` asked
    « vouliez-vous dire « carreau »? », nothing asked since: the line meant answered by that
    command's answer (it got « Je réponds aux comptes et aux commandes… »); « non » forgets
    it. False for any other text, or with no line of those commands kept for this chat."""
    kept = player.user.settings.get(MEANT)
    if not player.private or not isinstance(kept, dict) or kept.get("chat") != player.chat_id:
        return False
    answer = answers.get(str(kept.get("command")))
    said = None if answer is None else abandon_said(text)
    if said is None:
        return False
    db = context.bot_data.db
    await db.users.merge_settings(player.user_id, {MEANT: None})
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    args = kept.get("args")
    if not said or answer is None or (0 if latest is None else latest.id) != kept.get("after"):
        return False
    if not isinstance(args, list) or not all(isinstance(arg, str) for arg in args):
        return False
    await answer(context, player, args)
    return True
