"""requirements.lock, what a deploy installs, satisfies pyproject.toml and is what the image uses.

The lock is generated from pyproject.toml by pip-tools (docs/operations.md has the command);
the quick start stays unpinned, so CI tests the newest releases a new user gets, and this test
fails the day a new range in pyproject.toml leaves the lock behind.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"
PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s\\]+)\s*\\?$")


def pins(text: str) -> dict[str, Version]:
    """The `name==version` lines of a pip-compile lock, by canonical name."""
    found: dict[str, Version] = {}
    for line in text.splitlines():
        match = PIN.match(line.strip())
        if match:
            found[canonicalize_name(match[1])] = Version(match[2])
    return found


def hashed(text: str) -> dict[str, int]:
    """How many `--hash` lines follow each pin."""
    counts: dict[str, int] = {}
    current = ""
    for line in text.splitlines():
        match = PIN.match(line.strip())
        if match:
            current = canonicalize_name(match[1])
            counts[current] = 0
        elif line.strip().startswith("--hash=sha256:") and current:
            counts[current] += 1
    return counts


def dependencies() -> list[Requirement]:
    """The runtime dependencies pyproject.toml declares."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(spec) for spec in project["dependencies"]]


def problems(lock_text: str, wanted: list[Requirement]) -> list[str]:
    """What keeps the lock from satisfying `wanted`: a dependency missing or out of range."""
    locked = pins(lock_text)
    found = []
    for requirement in wanted:
        name = canonicalize_name(requirement.name)
        if name not in locked:
            found.append(f"{requirement.name} is not in the lock")
        elif not requirement.specifier.contains(locked[name], prereleases=True):
            found.append(f"{requirement.name}=={locked[name]} is outside {requirement.specifier}")
    return found


def test_the_lock_satisfies_pyproject() -> None:
    assert problems(LOCK.read_text(encoding="utf-8"), dependencies()) == []


def test_every_pin_is_exact_and_hashed() -> None:
    text = LOCK.read_text(encoding="utf-8")
    counts = hashed(text)
    assert counts, "no pins in the lock"
    assert all(n >= 1 for n in counts.values()), counts
    lines = [line.strip() for line in text.splitlines()]
    assert not [line for line in lines if line and line[0].isalpha() and "==" not in line]


def test_the_lock_is_generated_from_pyproject_by_pip_compile() -> None:
    head = LOCK.read_text(encoding="utf-8").splitlines()[:6]
    assert any("pip-compile" in line and "pyproject.toml" in line for line in head)


def test_the_image_installs_the_lock_with_its_hashes() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert "COPY requirements.lock" in dockerfile
    assert dockerfile.count("--require-hashes") == 2  # the wheels built, then installed
    # the app itself adds no unpinned package
    assert "--no-deps --find-links=/wheels muggins" in dockerfile
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
    assert not [line for line in ignored if "requirements" in line and not line.startswith("#")]


@pytest.mark.parametrize(
    ("lock", "wanted", "expected"),
    [
        pytest.param("babel==2.19.0 \\\n", ["babel>=2.19"], [], id="in-range"),
        pytest.param(
            "babel==2.18.0 \\\n",
            ["babel>=2.19"],
            ["babel==2.18.0 is outside >=2.19"],
            id="behind-the-range",
        ),
        pytest.param("Pillow==13.0.0\n", ["pillow>=10.4"], [], id="names-compared-canonically"),
        pytest.param("", ["aiosqlite>=0.20"], ["aiosqlite is not in the lock"], id="missing"),
        pytest.param(
            "python-telegram-bot==23.0\n",
            ["python-telegram-bot[webhooks]>=22,<23"],
            ["python-telegram-bot==23.0 is outside <23,>=22"],
            id="extras-ignored-range-kept",
        ),
    ],
)
def test_the_check_catches_a_stale_lock(lock: str, wanted: list[str], expected: list[str]) -> None:
    assert problems(lock, [Requirement(w) for w in wanted]) == expected
