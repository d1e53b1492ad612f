"""`muggins odds --help` showed `MOI [ADV]` in its usage line once the opponent's score could
ride with the player's (`95-110`): the opponent's score looked optional, when it is asked for
(« les arguments suivants sont requis : ADV »). The usage reads `MOI ADV` now, `ME OPP` in
English, and its help says both may be typed in one."""

from __future__ import annotations

import pytest

from bot.cli import main


@pytest.mark.parametrize(
    ("lang", "scores", "opponent"),
    [
        ("fr", "MOI ADV", "ADV le pointage de votre adversaire (ou les deux ensemble : 95-110)"),
        ("en", "ME OPP", "OPP your opponent's score (or both together: 95-110)"),
    ],
)
def test_the_usage_shows_both_scores_as_needed(
    capsys: pytest.CaptureFixture[str], lang: str, scores: str, opponent: str
) -> None:
    with pytest.raises(SystemExit):
        main(["odds", "--help", "--lang", lang])
    out = capsys.readouterr().out
    usage = " ".join(out.split("\n\n")[0].split())
    assert usage.endswith(f"[--json] {scores}"), usage
    assert "[" + scores.split()[1] + "]" not in out
    assert opponent in " ".join(out.replace("\u00a0", " ").split())


def test_one_score_alone_still_asks_for_the_opponents(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["odds", "95", "--dealer", "--lang", "en"])
    assert "then your opponent's" in capsys.readouterr().err
