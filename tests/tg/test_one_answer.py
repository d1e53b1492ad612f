"""One answer to one question: the chat's /ecart, `muggins ecart`, inline mode and the worksheet
give the same best lay-away and the same values for the same deal and role, each naming the
crib model (issue 19: seed 3's key said 9-9 was worth 11,23 and the chat 10,51)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.cli import main
from bot.commands.drill import make_items, sheet_text
from bot.drills.ecart import Challenge, shown
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.i18n import I18n, render
from bot.tg.handlers import ecart as ecart_handlers
from bot.tg.local import Driver, texts
from bot.views.pictures import inline_articles

MODEL_LINE = {
    "en": "Crib valued as expert players lay away",
    "fr": "Crib évalué selon les écarts des joueurs experts",
}


@pytest.mark.parametrize(("lang", "code"), [("en", "en"), ("fr", "fr-CA")])
@pytest.mark.parametrize("dealer", [False, True])
async def test_chat_cli_inline_and_worksheet_agree(
    bot_driver: Driver,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    code: str,
    dealer: bool,
) -> None:
    tr = I18n.load().translator(lang)
    # The worksheet of sheet number 3, one lay-away, the role fixed.
    [item] = make_items("ecart", 1, 3, dealer=dealer)
    data = item.data
    cards: list[Card] = [parse_card(c) for c in data["cards"]]
    best = [parse_card(c) for c in data["best"]]
    best_total = data["options"][0]["total_ev"]
    sheet = sheet_text("ecart", [item], 3, tr)
    assert tr.decimal(best_total, 2) in sheet and MODEL_LINE[lang] in sheet

    # The command line.
    role = "--dealer" if dealer else "--pone"
    assert main(["ecart", *data["cards"], role, "--json", "--lang", lang]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert cli["model"] == data["model"] == "expert"
    assert cli["options"][0]["discard"] == data["best"]
    for got, want in zip(cli["options"], data["options"], strict=True):
        assert got["discard"] == want["discard"]
        assert got["total_ev"] == pytest.approx(want["total_ev"])
        assert got["crib_ev"] == pytest.approx(want["crib_ev"])
    assert main(["ecart", *data["cards"], role, "--lang", lang]) == 0
    assert MODEL_LINE[lang] in capsys.readouterr().out

    # Inline mode: both roles in one article.
    [article] = inline_articles("ecart " + " ".join(data["cards"]), tr, "muggins_bot")
    assert render.cards(best, tr) in article.text
    assert tr.decimal(best_total) in article.text and MODEL_LINE[lang] in article.text

    # The chat: the same deal served by /ecart, the best lay-away typed.
    async def same_deal(*args: Any, **kwargs: Any) -> Challenge:
        return Challenge(tuple(cards), dealer)

    monkeypatch.setattr(ecart_handlers.coaching, "challenge_deal", same_deal)
    await bot_driver.send("/ecart", user_id=61, language_code=code)
    [verdict] = texts(await bot_driver.send(" ".join(data["best"]), user_id=61, language_code=code))
    assert render.cards(best, tr) in verdict
    assert tr.decimal(best_total) in verdict
    assert (
        "le meilleur écart sur 15" if lang == "fr" else "the best of the 15 lay-aways"
    ) in verdict
    assert MODEL_LINE[lang] in verdict


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pone_sees_the_crib_as_a_loss_that_adds_up(lang: str) -> None:
    """« \u22125,31 »: for the pone, hand + crib = total on every line of every output."""
    tr = I18n.load().translator(lang)
    [item] = make_items("ecart", 1, 3, dealer=False)
    sheet = sheet_text("ecart", [item], 3, tr)
    for option in item.data["options"][:3]:
        # the crib written is the total written less the hand written: the line adds up
        written = shown(option["hand_ev"]) - shown(option["total_ev"])
        crib = "\u2212" + tr.decimal(float(written), 2)
        assert crib in sheet
        assert abs(float(written) - option["crib_ev"]) < 0.01
        assert option["total_ev"] == pytest.approx(option["hand_ev"] - option["crib_ev"])
    [article] = inline_articles("ecart " + " ".join(item.data["cards"]), tr, "muggins_bot")
    assert "\u2212" in article.text
