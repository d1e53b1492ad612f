"""The bot's answer to a private message, as plain text: what the odds tests read."""

from __future__ import annotations

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


def plain(sent: list[str]) -> str:
    """Messages as people read them, joined, their non-breaking spaces as plain ones."""
    return html_to_text("\n".join(sent)).replace("\u202f", " ").replace("\u00a0", " ")


async def reply_to(driver: Driver, typed: str, user: int, lang: str = "fr") -> str:
    """What `typed`, sent by `user` in private in `lang`, is answered with (`plain`)."""
    return plain(texts(await driver.send(typed, user_id=user, language_code=lang)))
