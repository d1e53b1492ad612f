"""« c'est à qui? » ("whose turn?") typed in private by the member a game between members is
not waiting on got « Votre partie de club continue; ce n'est pas votre tour. » alone, not
whose turn it was: it now says whose, as the group reads it (« Au tour de Marie de compter sa
main. »); nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

NOT_YOURS = {
    "fr": "Votre partie de club continue; ce n'est pas votre tour. ",
    "en": "Your club game goes on; it is not your turn. ",
}
TURN = {
    ("fr", "count"): "Au tour de {name} de compter sa main.",
    ("fr", "play"): "Au tour de {name} de jouer une carte.",
    ("en", "count"): "Next: {name} counts their hand.",
    ("en", "play"): "{name}'s turn to play a card.",
}


@pytest.mark.parametrize(
    ("lang", "base", "step", "asked"),
    [
        ("fr", 22_600, "count", "c'est à qui?"),
        ("fr", 22_620, "play", "à qui le tour?"),
        ("fr", 22_640, "play", "c'est à moi?"),
        ("en", 22_660, "count", "whose turn?"),
    ],
)
async def test_whose_turn_asked_while_waiting(
    bot_driver: Driver, db: Database, lang: str, base: int, step: str, asked: str
) -> None:
    due, other = await at_step(bot_driver, db, lang, base, step)
    before, _ = await live(db, due.user)
    said = html_to_text("\n".join(texts(await other.private(asked)))).replace("\u00a0", " ")
    assert said == NOT_YOURS[lang] + TURN[lang, step].format(name=due.name), said
    after, _ = await live(db, due.user)
    assert after.state == before.state
