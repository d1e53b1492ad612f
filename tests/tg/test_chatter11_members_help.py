"""« aide » (or /aide) at a club game's private step ended « Votre dernière question attend
encore votre réponse : répondez-y, ou /annuler pour la laisser. », but /annuler there keeps
the step and points to /abandon: the help's last line now says what is true there."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.test_members_typed import at_step

LAST = {
    "fr": ("Votre partie de club vous attend plus haut; pour la quitter : /abandon.", "/annuler"),
    "en": ("Your club game is waiting for you above; to leave it: /resign.", "/cancel"),
}


@pytest.mark.parametrize(
    ("lang", "asked"), [("fr", "aide"), ("fr", "/aide"), ("en", "help"), ("en", "/help")]
)
async def test_the_help_says_how_to_leave_a_club_game(
    bot_driver: Driver, db: Database, lang: str, asked: str
) -> None:
    base = 11_400 + 20 * ("/" in asked) + (0 if lang == "fr" else 10)
    player, _ = await at_step(bot_driver, db, lang, base, "lay_away")
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    last, cancel = LAST[lang]
    assert said.splitlines()[-1] == last, said
    assert cancel not in said, said
