"""What a pegging question stores and shows (`stored_of`, `shown_of`), the rules it is dealt
under (`player_rules`), and the chat's wording around it (`bot.views.peg_replies`)."""

from __future__ import annotations

import random

import pytest

from bot.drills.peg import PegCountQuestion, deal_peg_count, player_rules
from bot.drills.peg_best import PlayPosition, deal_peg_play, shown_of, stored_of
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round
from bot.engine.variants import STANDARD, Fadoq116, FadoqShortGame, Rules
from bot.i18n import I18n, Translator
from bot.storage import Game
from bot.views import peg as view
from bot.views import peg_play, peg_replies, show


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18n.load().translator(request.param)


@pytest.mark.parametrize(
    ("variant", "target", "short_game", "rules"),
    [
        ("standard", 121, "from_end", STANDARD),
        (None, 121, "from_end", STANDARD),
        ("no such variant", 121, "from_end", STANDARD),
        ("short_61", 61, "from_end", STANDARD),
        ("fadoq", 121, "from_end", Rules(fadoq116=Fadoq116())),
        ("fadoq", 121, "off", Rules(fadoq116=Fadoq116())),
        ("fadoq", 61, "from_end", Rules(target=61, fadoq116=Fadoq116(threshold=56))),
        ("fadoq", 61, "off", STANDARD),
        ("fadoq", 91, "from_end", STANDARD),
    ],
)
def test_the_rules_a_question_is_dealt_under(
    variant: object, target: int, short_game: FadoqShortGame, rules: Rules
) -> None:
    assert player_rules(variant, target, short_game) == rules


def test_every_kind_stores_its_deal_and_what_it_expects() -> None:
    rng = random.Random(3)
    for _ in range(20):
        count = deal_peg_count(rng, rules=STANDARD, board=0)
        deal, expected = stored_of(count)
        assert PegCountQuestion.from_dict(deal) == count
        assert expected == {"total": count.score().total}
        assert shown_of(count) == (tuple(count.pile), None)

        round_ = deal_peg_round(rng, rules=STANDARD, board=(0, 0))
        deal, expected = stored_of(round_)
        mine, theirs = round_.points()
        assert PegRoundQuestion.from_dict(deal) == round_
        assert expected == {"total": mine, "points": [mine, theirs]}
        assert shown_of(round_) == (tuple(round_.hands[round_.player]), None)

        play = deal_peg_play(rng)
        deal, expected = stored_of(play)
        assert PlayPosition.from_dict(deal) == play
        assert expected == {"go": play.is_go}
        assert shown_of(play) == (tuple(play.hand), play.starter)


def test_a_question_asks_for_a_reply_in_groups_only_when_typed(tr: Translator) -> None:
    rng = random.Random(4)
    hint = peg_replies.reply_hint(tr)
    for question in (
        deal_peg_count(rng, rules=STANDARD, board=0),
        deal_peg_round(rng, rules=STANDARD, board=(0, 0)),
        deal_peg_play(rng),
    ):
        alone = peg_replies.question_html(question, tr, name=None)
        grouped = peg_replies.question_html(question, tr, name="Rita")
        assert alone[0].startswith("<b>") and "Rita" not in alone[0]
        assert grouped[0].startswith({"fr": "<b>Rita\xa0: ", "en": "<b>Rita: "}[tr.lang])
        assert hint not in alone
        assert (hint in grouped) is not isinstance(question, PlayPosition)
        assert len(grouped) == len(alone) + (not isinstance(question, PlayPosition))


def test_a_verdict_pegs_then_shows_the_game_then_the_details(tr: Translator) -> None:
    game = Game(1, 7, 7, 121, "skunk", 12, 30, "active", 3, "2026-11-20T10:00:00", None)
    plain = peg_replies.verdict_html(["Right", "7 & 8"], (2, 0), None, tr, name=None)
    assert plain.split("\n") == [
        "<b>Right</b>",
        "7 &amp; 8",
        show.pegged_line(2, 0, tr),
    ]
    full = peg_replies.verdict_html(
        ["Right"], (0, 3), game, tr, name="Rita", details=["one", "two"]
    )
    details = peg_play.details_html(["one", "two"], tr)
    assert full.endswith("\n" + details)
    lines = full.removesuffix("\n" + details).split("\n")
    assert lines[0] == {"fr": "<b>Rita\xa0: Right</b>", "en": "<b>Rita: Right</b>"}[tr.lang]
    assert lines[1] == show.pegged_line(0, 3, tr)
    assert len(lines) > 2  # the game's lines


def test_the_menu_names_an_unknown_kind_instead_of_its_title(tr: Translator) -> None:
    kinds = len(view.kinds_lines(tr))
    menu = peg_replies.menu_html(None, tr).split("\n")
    assert menu[0] == peg_replies.menu_title(tr) and len(menu) == 1 + kinds
    unknown = peg_replies.menu_html("<x>", tr).split("\n")
    assert "&lt;x&gt;" in unknown[0] and len(unknown) == 1 + kinds
