"""« /rois arrêter » asks « Arrêter cette partie? » with « Oui / Non »: run as `muggins run`
runs the bot (the outbox), its buttons stayed once answered (by a button or a typed « oui »),
as `send` gives no message id there; they now come off, as /play's « Abandon? » do."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes.running import bot_run

from bot.storage import Database
from bot.tg.config import Config
from bot.tg.local import LocalBotApi, inline_buttons
from tests.tg.test_outbox import deliver

PLAYER = 13_131


@pytest.mark.parametrize("answer", ["oui", "non", "#yes", "#no"])
async def test_the_stop_question_loses_its_buttons_once_answered(
    tmp_path: Path, answer: str
) -> None:
    api = LocalBotApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="fr")
    async with bot_run(config, api) as (application, inbox, sender):
        db: Database = application.bot_data.db
        for command in ("/rois partie", "/rois arrêter"):
            update = api.message_update(command, PLAYER, PLAYER, language_code="fr")
            await deliver(application, inbox, update)
            await sender.flush(5)
        asked = api.last_message(PLAYER)
        assert asked is not None and "Arrêter cette partie" in str(asked.get("text"))
        buttons = inline_buttons(asked)
        assert len(buttons) == 2
        if answer.startswith("#"):
            data = buttons[0 if answer == "#yes" else 1]["callback_data"]
            update = api.callback_update(data, PLAYER, PLAYER, asked["message_id"])
        else:
            update = api.message_update(answer, PLAYER, PLAYER, language_code="fr")
        await deliver(application, inbox, update)
        await sender.flush(5)
        shown = api.message(PLAYER, asked["message_id"])
        assert shown is not None and not inline_buttons(shown), shown
        stopped = await db.questions.pending_question(PLAYER, PLAYER) is None
        assert stopped is (answer in ("oui", "#yes"))
