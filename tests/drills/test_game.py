"""The muggins game: pegging after each hand, the race to 61 or 121, lurch and skunk."""

import pytest

from bot.drills.answers import parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import GameScore, Pegs, Side, count_hand, game_outcome, hand_pegs
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.engine.variants import GameResult


def pegs_for(cards: str, text: str) -> Pegs:
    hand = parse_cards(cards)
    return hand_pegs(grade(parse_answer(text), score_hand(hand[:4], hand[4])))


@pytest.mark.parametrize(
    ("text", "pegs"),
    [
        pytest.param("16", Pegs(16, 0), id="exact"),
        pytest.param("12", Pegs(12, 4), id="low-muggins"),
        pytest.param("24", Pegs(16, 0), id="high-corrected-only"),
        pytest.param("29", Pegs(16, 0), id="always-29"),
        pytest.param("19", Pegs(0, 16), id="nineteen-is-zero"),
        pytest.param("0", Pegs(0, 16), id="nothing-claimed"),
        pytest.param("15-2 15-4 15-6 15-8 runs 14", Pegs(14, 2), id="itemized-low"),
    ],
)
def test_hand_pegs(text: str, pegs: Pegs) -> None:
    assert pegs_for("6H 7D 7C 8S 2D", text) == pegs


@pytest.mark.parametrize(("text", "pegs"), [("24", Pegs(16, 8)), ("29", Pegs(16, 13))])
def test_under_the_acc_s_rule_the_excess_goes_to_the_bot(text: str, pegs: Pegs) -> None:
    hand = parse_cards("6H 7D 7C 8S 2D")
    score = score_hand(hand[:4], hand[4])
    assert hand_pegs(grade(parse_answer(text), score, excess_to_opponent=True)) == pegs


def test_his_heels_go_to_the_dealer() -> None:
    hand = parse_cards("6H 7D 7C 8S JD")
    score = score_hand(hand[:4], hand[4])
    result = grade(parse_answer(str(score.total)), score)
    assert hand_pegs(result) == Pegs(result.expected, 0)
    assert hand_pegs(result, heels=Side.PLAYER) == Pegs(result.expected + 2, 0)
    assert hand_pegs(result, heels=Side.BOT) == Pegs(result.expected, 2)


@pytest.mark.parametrize(
    ("starter", "dealer", "in_game", "said", "pegs"),
    [
        pytest.param("JD", True, True, "12", Pegs(14, 0), id="heels-to-the-player-dealer"),
        pytest.param("JD", False, True, "12", Pegs(12, 2), id="heels-to-the-bot-dealer"),
        pytest.param("JD", True, False, "12", Pegs(12, 0), id="no-heels-outside-a-game"),
        pytest.param("2D", True, True, "16", Pegs(16, 0), id="no-jack-no-heels"),
        pytest.param("JD", False, True, "8", Pegs(8, 6), id="muggins-and-heels"),
    ],
)
def test_a_counted_hand_pegs_its_count_and_his_heels(
    starter: str, dealer: bool, in_game: bool, said: str, pegs: Pegs
) -> None:
    cards = parse_cards(f"6H 7D 7C 8S {starter}")
    deal = Deal(DrillKind.HAND, tuple(cards[:4]), cards[4], player_is_dealer=dealer)
    counted = count_hand(deal, parse_answer(said), in_game=in_game)
    assert counted.score == deal.score()
    assert counted.grade == grade(parse_answer(said), deal.score())
    assert counted.pegs == pegs
    quiet = count_hand(deal, parse_answer(said), in_game=in_game, muggins=False)
    assert quiet.pegs.bot == pegs.bot - counted.grade.bot_points


def test_progression_to_61() -> None:
    game = GameScore(target=61, margin_rule="skunk")
    for pegs in [Pegs(16, 0), Pegs(12, 4), Pegs(8, 0), Pegs(20, 2)]:
        game = game.peg(pegs)
        assert not game.over
    assert (game.player, game.bot, game.hands) == (56, 6, 4)
    game = game.peg(Pegs(9, 12))
    assert (game.player, game.bot) == (61, 6)  # stops at the game hole; the bot never pegs
    assert game.winner is Side.PLAYER
    assert game.result() == GameResult(2, "skunk")  # loser under 31 in a game of 61
    with pytest.raises(ValueError, match="over"):
        game.peg(Pegs(1, 1))


def test_bot_wins_by_muggins_to_121() -> None:
    game = GameScore(target=121, margin_rule="skunk")
    hands = 0
    while not game.over:
        game = game.peg(Pegs(6, 10))
        hands += 1
    assert game.winner is Side.BOT and game.bot == 121 and game.hands == hands == 13
    assert game.player == 78
    assert game.result() == GameResult(2, "skunk")


@pytest.mark.parametrize(
    ("target", "rule", "player", "bot", "expected"),
    [
        pytest.param(121, "skunk", 121, 91, GameResult(1, "normal"), id="121-skunk-line-91"),
        pytest.param(121, "skunk", 121, 90, GameResult(2, "skunk"), id="121-skunk"),
        pytest.param(121, "skunk", 121, 60, GameResult(4, "double_skunk"), id="121-double"),
        pytest.param(121, "lurch", 121, 60, GameResult(2, "lurch"), id="121-lurch"),
        pytest.param(121, "lurch", 121, 61, GameResult(1, "normal"), id="121-no-lurch"),
        pytest.param(121, "none", 121, 0, GameResult(1, "normal"), id="121-no-margins"),
        pytest.param(61, "lurch", 20, 61, GameResult(2, "lurch"), id="61-bot-lurches"),
        pytest.param(61, "skunk", 31, 61, GameResult(1, "normal"), id="61-skunk-line-31"),
        pytest.param(61, "skunk", 30, 61, GameResult(2, "skunk"), id="61-skunk"),
        pytest.param(121, "skunk", 100, 50, None, id="not-over"),
        pytest.param(121, "mystery", 121, 10, GameResult(1, "normal"), id="unknown-rule"),
    ],
)
def test_game_outcome(
    target: int, rule: str, player: int, bot: int, expected: GameResult | None
) -> None:
    assert game_outcome(target, rule, player, bot) == expected


@pytest.mark.parametrize(
    "kwargs",
    [
        pytest.param({"target": 100}, id="bad-target"),
        pytest.param({"margin_rule": "x"}, id="bad-rule"),
        pytest.param({"player": -1}, id="negative"),
        pytest.param({"player": 122}, id="past-target"),
        pytest.param({"player": 121, "bot": 121}, id="both-won"),
    ],
)
def test_invalid_boards(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GameScore(**kwargs)  # type: ignore[arg-type]
