"""The Telegram layer: configuration, the Application, the local Bot API and the runners.

- `bot.tg.config`: `Config.from_env()` (token, Bot API URL, database path, default language).
- `bot.tg.context`: `BotData`, the `Context` type handlers receive, the `App` type.
- `bot.tg.app`: `build_app(config)`, and `start_app`/`stop_app` for in-process use.
- `bot.tg.local`: `LocalBotApi`, an in-process Bot API, and update builders for tests.
- `bot.tg.handlers`: the handlers (`register(application)`, `command_menu(tr)`).
- `bot.tg.runner`: `muggins run` (long polling); `bot.tg.offline`: `muggins chat`.
"""
