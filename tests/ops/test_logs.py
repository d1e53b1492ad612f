"""Logs: one line per update with its id and handler; never the texts players write."""

from __future__ import annotations

import logging
import re

import pytest

from bot.tg.local import Driver, LocalBotApi


async def test_one_line_per_update_with_id_and_handler_and_no_text(
    bot_driver: Driver, local_api: LocalBotApi, caplog: pytest.LogCaptureFixture
) -> None:
    secret = "my very private 12 words"
    with caplog.at_level(logging.INFO):
        await bot_driver.send("/hand", 31, language_code="en")
        await bot_driver.send(secret, 31, language_code="en")
        await bot_driver.send("/nonsense", 31, language_code="en")
    lines = [r.getMessage() for r in caplog.records if r.name == "muggins.updates"]
    assert len(lines) == 3
    pattern = re.compile(r"update \d+ message chat 31 user 31 -> \w+")
    assert all(pattern.fullmatch(line) for line in lines), lines
    assert lines[0].endswith("-> hand_command") or "hand" in lines[0]
    everything = "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.INFO)
    assert secret not in everything
    assert "/nonsense" not in everything


async def test_no_update_line_when_info_is_off(
    bot_driver: Driver, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        await bot_driver.send("/start", 32, language_code="en")
    assert not [r for r in caplog.records if r.name == "muggins.updates"]


def test_the_log_handler_takes_updates_only_while_info_is_on() -> None:
    """With INFO off the log group takes nothing (no callback run for every update only to
    write nothing); with it on, every update and nothing else."""
    from telegram import Update

    from bot.tg.events import UpdateLogHandler, logger
    from bot.tg.local_updates import make_message_update

    handler = UpdateLogHandler()
    update = Update.de_json(make_message_update("12", 5, 5), None)
    level = logger.level
    try:
        logger.setLevel(logging.WARNING)
        assert handler.check_update(update) is False
        logger.setLevel(logging.INFO)
        assert handler.check_update(update) is True
        assert handler.check_update("not an update") is False
    finally:
        logger.setLevel(level)


def test_the_log_line_of_the_docs_is_the_one_written() -> None:
    """docs/operations.md showed `2026-11-23 19:30:01 INFO muggins.updates: …`; the handler
    of `muggins run` writes the milliseconds too (`19:30:01,482`)."""
    from pathlib import Path

    from bot.tg.runner import RedactingFormatter

    docs = Path(__file__).resolve().parents[2] / "docs" / "operations.md"
    shown = next(
        line.strip() for line in docs.read_text().splitlines() if "muggins.updates:" in line
    )
    record = logging.LogRecord(
        "muggins.updates", logging.INFO, __file__, 1, shown.partition(": ")[2], None, None
    )
    written = RedactingFormatter(None).format(record)  # the handler's, as muggins run sets it
    shape = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} ")
    assert shape.match(written) and shape.match(shown), (written, shown)
    assert written.split(" ", 2)[2] == shown.split(" ", 2)[2]
