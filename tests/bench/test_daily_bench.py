"""`python -m bot.bench daily`: the simulated Bot API's limit and a small run's report."""

from __future__ import annotations

import json

import pytest
from telegram.request import RequestData
from telegram.request._requestparameter import RequestParameter

from bot import bench
from bot.bench.daily import LimitedBotApi


async def test_the_simulated_api_answers_429_past_its_limit() -> None:
    api = LimitedBotApi(limit=2, retry_after=3)
    await api.initialize()
    url = "http://api/bot0:x/sendMessage"
    statuses = []
    for chat in (1, 2, 3):
        status, body = await api.do_request(url, "POST", _data(chat, "hi"))
        statuses.append(status)
    assert statuses == [200, 200, 429]
    assert json.loads(body)["parameters"] == {"retry_after": 3}
    assert api.too_many == 1
    assert dict(api.delivered) == {1: 1, 2: 1}


def _data(chat_id: int, text: str) -> RequestData:
    return RequestData(
        [RequestParameter("chat_id", chat_id, None), RequestParameter("text", text, None)]
    )


def test_a_small_run_delivers_every_reminder_once(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["daily", "--reminders", "150", "--rate", "150", "--limit", "150"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert lines["jobs_rebuilt"] == lines["delivered"] == "150"
    assert lines["duplicates"] == "0"
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert int(lines["too_many_requests"]) <= 1
