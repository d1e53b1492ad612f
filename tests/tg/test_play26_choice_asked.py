"""« c'est quoi la différence? », « lequel je prends? », "what's the difference?" typed under
/jouer's choice of a game got « Je réponds aux comptes et aux commandes : /main vous donne une
main… ». Now what the choice shown is about (the levels, or 61 against 121), and that the
buttons above (or a typed choice) answer it; no game starts. play27: « c est quoi la
différence? » (no apostrophe) still got that reply; the levels told only how often each
miscounts (not that easy plays at random, expert to win); « je jette quoi? », « un indice? »,
"hint" asked before any deal got the general reply too: now « Pas encore de cartes »."""

from __future__ import annotations

import pytest

from bot.drills.table_args import asks_about_choice
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

LEVELS = {
    "fr": "Mes niveaux : facile joue au hasard et oublie des points dans son compte 40 % du "
    "temps; normal, 15 %; expert joue pour gagner et n'oublie rien. Sur un oubli, criez "
    "« Muggins! ».",
    "en": "My levels: easy plays at random and misses points in its count 40% of the time; "
    "normal, 15%; expert plays to win and never misses one. On a miss, call “Muggins!”.",
}
NO_CARDS = {
    "fr": "Pas encore de cartes : la partie commence dès que vous l'avez choisie.",
    "en": "No cards yet: the game starts once you choose it.",
}
TARGETS = {
    "fr": "Une partie de 121 est la partie habituelle; une partie de 61 est deux fois plus courte.",
    "en": "A game of 121 is the usual game; a game of 61 is half as long.",
}
ABOVE = {
    "fr": "Choisissez votre partie sur les boutons ci-dessus, ou tapez-la (61 ou 121; "
    "facile, normal, expert).",
    "en": "Choose your game on the buttons above, or type it (61 or 121; easy, normal, expert).",
}


@pytest.mark.parametrize(
    ("lang", "first", "typed", "expected"),
    [
        ("fr", "121", "c'est quoi la différence?", LEVELS),
        ("fr", None, "C'est quoi la différence ?", TARGETS),
        ("fr", "61", "lequel je prends?", LEVELS),
        ("fr", "121", "c est quoi la différence?", LEVELS),
        ("fr", None, "je jette quoi?", NO_CARDS),
        ("fr", "61", "un indice?", NO_CARDS),
        ("en", None, "what should I throw?", NO_CARDS),
        ("en", "121", "hint", NO_CARDS),
        ("en", "121", "what's the difference?", LEVELS),
        ("en", None, "which one?", TARGETS),
    ],
)
async def test_the_choice_explained(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    first: str | None,
    typed: str,
    expected: dict[str, str],
) -> None:
    user = 27_000 + len(typed) + (50 if lang == "en" else 0) + (7 if first else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer" if lang == "fr" else "/play")
    if first is not None:
        await player.send(first)
    await player.send(typed)
    said = shown(local_api, user)[-1].replace("\u00a0", " ").replace("\u202f", " ")
    assert said == f"{expected[lang]} {ABOVE[lang]}", said
    assert await db.table.active_table_game(user) is None


@pytest.mark.parametrize(
    "text", ["61", "facile", "merci", "combien?", "121 expert", "go", "aide", "?", "Help!"]
)
def test_not_about_the_choice(text: str) -> None:
    assert not asks_about_choice(text)
