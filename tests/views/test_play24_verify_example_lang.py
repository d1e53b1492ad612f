"""/play check's example, « muggins verify KEY CODE », run on a computer without a language
flag answers in the computer's language (`muggins verify`, as every subcommand, takes
`--lang`, else $MUGGINS_DEFAULT_LANG, else the terminal's, else French): after an English game
it answered « La clé … correspond bien au code … ». The example now carries the game's
language, « muggins verify KEY CODE --lang en », and the CLI answers in it."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.drills.table_fairness import DealCheck
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.fairness import check_lines

I18N = I18n.load()
SEED, PRINT = "297c9ff301bdb8df", "4aa6020af8b3"


@pytest.mark.parametrize(
    ("lang", "example", "answer"),
    [
        ("en", "For example: muggins verify {seed} {code} --lang en", "The key"),
        ("fr", "Par exemple : muggins verify {seed} {code} --lang fr", "La clé"),
    ],
)
def test_the_example_answers_in_the_games_language(
    lang: str,
    example: str,
    answer: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines = check_lines([DealCheck(1, SEED, PRINT)], under_way=False, tr=I18N.translator(lang))
    said = html_to_text(lines[-1]).replace("\u00a0", " ")
    assert said == example.format(seed=SEED, code=PRINT), said
    for name in ("MUGGINS_DEFAULT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8" if lang == "en" else "en_US.UTF-8")  # the other
    command = said.partition(": ")[2].split()[1:]  # after « muggins »
    assert main(command) == 0
    assert capsys.readouterr().out.startswith(answer)
