"""`muggins odds 95 110 moi` refuses « moi » as no role, as the chat's /chances now does."""

from __future__ import annotations

import pytest
from test_odds_cli import run


def test_the_command_line_refuses_a_subject_alone(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run(capsys, "odds", "95", "110", "moi", "--lang", "fr")
    assert "« moi » ne dit pas qui donne" in capsys.readouterr().err.replace("\u00a0", " ")
