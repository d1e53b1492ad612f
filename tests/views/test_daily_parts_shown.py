"""Each part of the daily challenge shown as its drill shows it (`daily_parts.shown`): its own
deal stored as the drill stores it, the cards of its picture, and its drill's question."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import PARTS, Part, challenge_for
from bot.drills.deals import Deal
from bot.drills.ecart import Challenge as EcartChallenge
from bot.drills.peg import PegCountQuestion
from bot.i18n import I18n, Translator
from bot.views import daily_parts, ecart, peg, show

DAYS = [date(2026, 11, 1), date(2026, 11, 20), date(2027, 2, 28)]


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18n.load().translator(request.param)


@pytest.mark.parametrize("day", DAYS)
def test_every_part_is_shown_as_its_drill_shows_it(tr: Translator, day: date) -> None:
    challenge = challenge_for(day)
    seen = {part: daily_parts.shown(challenge, part, tr, "Rita") for part in PARTS}
    for part, deal in ((Part.HAND, challenge.hand), (Part.CRIB, challenge.crib)):
        assert Deal.from_dict(seen[part].deal) == deal
        assert (seen[part].cards, seen[part].starter) == (tuple(deal.hand), deal.starter)
        assert seen[part].lines == show.question(deal, tr, private=True, name="Rita").split("\n")
    assert PegCountQuestion.from_dict(seen[Part.PEG].deal) == challenge.peg
    assert (seen[Part.PEG].cards, seen[Part.PEG].starter) == (tuple(challenge.peg.pile), None)
    assert seen[Part.PEG].lines == peg.html_lines(peg.count_question_lines(challenge.peg, tr), tr)
    assert EcartChallenge.from_dict(seen[Part.ECART].deal) == challenge.ecart
    assert seen[Part.ECART].cards == tuple(challenge.ecart.cards)
    assert seen[Part.ECART].lines == ecart.challenge_text(challenge.ecart, tr).split("\n")
    assert seen[Part.HAND].deal != seen[Part.CRIB].deal


@pytest.mark.parametrize("part", [Part.HAND, Part.CRIB, Part.PEG])
def test_i_dont_know_is_not_told_to_send_0(tr: Translator, part: Part) -> None:
    """« je sais pas » at a counted part was told « …ou envoyez 0 : je vous montrerai tout le
    compte », and 0 then left every point to the bot (the daily's muggins): it is told to send
    what it sees, as the drills tell it."""
    question = daily_parts.shown(challenge_for(DAYS[0]), part, tr, "Rita")
    said = "je sais pas" if tr.locale.language == "fr" else "I don't know"
    hint = daily_parts.GRADERS[part](question, said, tr, "Rita")
    assert isinstance(hint, str)
    assert " 0" not in hint and "muggins" in hint
