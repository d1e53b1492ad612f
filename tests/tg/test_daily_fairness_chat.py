"""The daily challenge a player can verify: its fingerprint with the first part, its seed (the
day) with the result, and `muggins verify` on it."""

from __future__ import annotations

import re

import pytest

from bot.cli import main
from bot.drills.daily import challenge_for
from bot.drills.daily_fairness import challenge_text, day_fingerprint
from bot.i18n import render
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, texts
from tests.tg.test_daily_chat import TODAY, Clock, answer_exactly, clock, pending

__all__ = ["clock"]


def test_a_known_day_has_a_known_fingerprint() -> None:
    """Pinned: the same day must give the same cards and fingerprint in every version."""
    assert day_fingerprint(TODAY) == "2955ed7b915f"
    text = challenge_text(challenge_for(TODAY))
    assert text.startswith("hand ") and " | crib " in text and " | ecart " in text
    days = {day_fingerprint(TODAY.replace(day=d)) for d in range(1, 29)}
    assert len(days) == 28


@pytest.mark.parametrize(
    ("lang", "printed", "seeded", "proves"),
    [
        (
            "en",
            "fixed in advance: anyone can check them with the code ",
            "Key to check the cards: ",
            "anyone can check that the cards were fixed in advance.",
        ),
        (
            "fr",
            "fixées d'avance\u00a0: tout le monde peut les vérifier avec le code ",
            "Clé pour vérifier les cartes\u00a0: ",
            "n'importe qui peut vérifier que les cartes étaient fixées d'avance.",
        ),
    ],
)
async def test_fingerprint_first_and_seed_with_the_result(
    bot_driver: Driver,
    db: Database,
    clock: Clock,
    local_app: App,
    lang: str,
    printed: str,
    seeded: str,
    proves: str,
) -> None:
    user = 9_130 if lang == "en" else 9_131
    first = texts(await bot_driver.send("/daily", user_id=user, language_code=lang))[-1]
    assert f"{printed}<code>{day_fingerprint(TODAY)}</code>" in first
    assert "empreinte" not in first and "fingerprint" not in first  # not a player's word
    assert "scell" not in first and "seal" not in first  # « Cartes du défi scellées »: jargon
    assert seeded not in first
    for _ in range(3):
        await answer_exactly(bot_driver, db, user, lang)
    await pending(db, user)
    tr = local_app.bot_data.i18n.translator(lang)
    two = render.cards(challenge_for(TODAY).ecart.cards[:2], tr)
    sent = "\n".join(texts(await bot_driver.send(two, user_id=user, language_code=lang)))
    assert f"{seeded}<code>{TODAY.isoformat()}</code>" in sent
    # what the key proves, said plainly; not « muggins verify … » on a computer, a command
    # line that means nothing to a club member (it is in the guide)
    assert proves in sent
    assert "muggins verify" not in sent and "ordinateur" not in sent and "computer" not in sent
    assert "scellé" not in sent and "seal" not in sent


def test_verify_a_day(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify", TODAY.isoformat(), day_fingerprint(TODAY), "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith(f"The key {TODAY.isoformat()} matches the code")
    assert [re.sub(r":.*", "", x) for x in lines[1:]] == [
        "Hand to count",
        "Crib to count",
        "Play to count",
        "Cards to lay away from",
    ]
    assert main(["verify", TODAY.isoformat(), "000000000000", "--lang", "en"]) == 1
