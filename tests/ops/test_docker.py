"""The Dockerfile and .dockerignore (docker itself cannot run here): the contract, read."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined."""
    text = re.sub(r"\\\n", " ", (REPO / "Dockerfile").read_text())
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.append((word.upper(), rest.strip()))
    return found


def test_multi_stage_build_installs_the_wheel_as_a_non_root_user() -> None:
    steps = instructions()
    froms = [args for word, args in steps if word == "FROM"]
    assert len(froms) == 2 and froms[0].endswith("AS build")
    final = steps[[w for w, _ in steps].index("FROM", 1) :]
    runs = " ".join(args for word, args in final if word == "RUN")
    assert "pip install" in runs and "--find-links=/wheels muggins" in runs
    assert "-e" not in runs.split()  # never an editable install in the image
    assert ("COPY", "--from=build /wheels /wheels") in final
    assert not any(word == "COPY" and "bot" in args.split() for word, args in final)
    users = [args for word, args in final if word == "USER"]
    assert users == ["muggins"]
    assert ("VOLUME", '["/data"]') in final
    env = " ".join(args for word, args in final if word == "ENV")
    assert "MUGGINS_DB=/data/muggins.sqlite3" in env
    assert any(word == "HEALTHCHECK" and "heartbeat" in args for word, args in final)
    assert final[-1] == ("CMD", '["muggins", "run"]')


def test_the_build_stage_copies_what_the_wheel_needs() -> None:
    copied = {args for word, args in instructions() if word == "COPY"}
    for needed in ("bot ./bot", "locales ./locales", "content ./content"):
        assert needed in copied
    assert "pyproject.toml README.md ./" in copied


def test_dockerignore_keeps_secrets_data_and_history_out() -> None:
    ignored = {
        line.strip()
        for line in (REPO / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert {".git", "data", ".venv", "tests", "*.sqlite3"} <= ignored
    assert not ignored & {"bot", "locales", "content", "pyproject.toml"}
