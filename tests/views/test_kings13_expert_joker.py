"""At the expert level the bot never forgets a point of its count, yet after each of its moves
the step said « Ai-je oublié des points dans mon compte? Criez Joker! » under a « Joker! »
button, and a player who called it lost 5 points. At expert nothing is said of a Joker after
the bot's count, no button offers it, and a « joker » typed (or the Mini App's) is told the
bot counts every point at this level, nothing lost."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings_play import (
    KingsMatch,
    Level,
    bot_plays,
    hint,
    joker_open,
    new_match,
    player_joker,
    player_move,
    step_actions,
)
from bot.engine.kings_game import GameError
from bot.i18n import I18n
from bot.views.kings_asides import joker_about_lines, joker_refused_lines
from bot.views.kings_play import step_lines
from bot.webapp.kings import _bot_lines


def after_bot(level: Level) -> KingsMatch:
    """A game at `level` after the player's best first move and the bot's answer."""
    match = new_match(random.Random(13), level)
    best = hint(match)
    assert best is not None
    match, _ = player_move(match, best.move)
    match, score = bot_plays(match, random.Random(13))
    assert score is not None and match.last is not None and not match.game.over
    return match


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_at_expert_no_joker_is_offered_after_the_bots_count(lang: str) -> None:
    tr = I18n.load().translator(lang)
    match = after_bot(Level.EXPERT)
    assert not joker_open(match)
    rows, _ = step_actions(match, stuck=False)
    assert "joker" not in [action for row in rows for action in row]
    said = " ".join(step_lines(match, tr)) + " ".join(_bot_lines(match, tr)[0])
    assert "Joker" not in said, said
    with pytest.raises(GameError):
        player_joker(match)
    refused = " ".join(joker_refused_lines(match, tr)).replace("\u00a0", " ")
    every = "je compte tous mes points" if lang == "fr" else "I count every point"
    assert every in refused and "Joker" in refused, refused
    assert every in " ".join(joker_about_lines(match, tr)).replace("\u00a0", " ")


def test_below_expert_the_joker_is_still_offered() -> None:
    tr = I18n.load().translator("fr")
    match = after_bot(Level.NORMAL)
    assert joker_open(match)
    rows, _ = step_actions(match, stuck=False)
    assert "joker" in rows[0]
    assert any("Criez Joker" in line for line in step_lines(match, tr))
