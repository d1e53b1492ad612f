"""The Telegram layer: configuration, the Application, the local Bot API and the runners.

- `bot.tg.config`: `Config.from_env()` (token, Bot API URL, database path, default language).
- `bot.tg.context`: `BotData`, the `Context` type handlers receive, the `App` type.
- `bot.tg.app`: `build_app(config)`, and `start_app`/`stop_app` for in-process use.
- `bot.tg.local`: `LocalBotApi`, an in-process Bot API, and update builders for tests.
- `bot.tg.handlers`: the handlers (`register(application)`, `command_menu(tr)`).
- `bot.tg.runner`: `muggins run` (long polling); `bot.tg.offline`: `muggins chat`.

python-telegram-bot 22.2 announced that its time periods (`RetryAfter.retry_after`, a poll's
`open_period`...) become `datetime.timedelta` in its next major version; until then each one
read as a number of seconds warns (`PTBDeprecationWarning`), and PTB's own `RetryAfter`
reads its period when it is built: every 429 warned, whatever the bot did with it. The bot
takes PTB's documented switch, `PTB_TIMEDELTA=1`, when this package is imported, so that it
runs today as it will on that version; one who sets `PTB_TIMEDELTA` keeps their choice
(`delivery.seconds` reads a period either way).
"""

import os

os.environ.setdefault("PTB_TIMEDELTA", "1")
