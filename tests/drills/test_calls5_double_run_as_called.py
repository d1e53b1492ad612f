"""The players' guide and the rules quiz call a double run as the bot calls it, « une double
suite 8 » / "a double run for 8": 8 its points, the total after. The guide gave "fifteen 2, 4,
6, 8 and a double run for 16" (16 the running total, where the bot's "for 8" is the double
run's points) and « …et une double suite, seize »; the quiz « Oui, une double suite pour 8 »
and « et 8 pour la double suite », the seed's translated wording the bot no longer uses."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot.drills.answers import parse_answer
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render

ROOT = Path(__file__).resolve().parents[2]
GUIDE = (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
BANK = json.loads((ROOT / "content" / "quiz_bank.json").read_text(encoding="utf-8"))
DOUBLE_RUN_POINTS = {8, 10}


def _texts(lang: str) -> list[str]:
    found: list[str] = []
    for question in BANK["questions"] if isinstance(BANK, dict) else BANK:
        side = question[lang]
        found += [side["question"], *side["options"], side["explanation"]]
    return found


def test_french_says_double_suite_then_its_points() -> None:
    said = " ".join(_texts("fr")) + GUIDE
    assert not re.search(r"double suite pour|pour la double suite|double suite, seize", said)


def test_a_double_run_for_n_is_its_points() -> None:
    said = " ".join(_texts("en")) + GUIDE
    numbers = {int(n) for n in re.findall(r"double run for (\d+)", said)}
    assert numbers <= DOUBLE_RUN_POINTS, numbers


def test_the_quiz_calls_eight_seven_seven_six_two_as_the_bot_does() -> None:
    cards = parse_cards("8C 7D 7H 6S 2C")
    score = score_hand(cards[:4], cards[4])
    i18n = I18n.load()
    for lang, call in (("fr", "une double suite 8"), ("en", "a double run for 8")):
        assert call in render.called_count_text(score, i18n.translator(lang))
        assert any(call in text and "16" in text for text in _texts(lang)), lang


def test_the_guides_running_totals_still_read_as_sixteen() -> None:
    quoted = re.findall(r"[\"«] ?([^\"«»]*double (?:run|suite)[^\"«»]*?) ?[\"»]", GUIDE)
    sixteens = [call for call in quoted if "16" in call or "seize" in call]
    assert len(sixteens) == 2, quoted  # the English and the French running totals
    for call in sixteens:
        assert parse_answer(call).total == 16, call
