"""Telegram handlers: thin async callbacks, registered explicitly by `wiring.register`.

Every command, button and question kind is one entry of `registry.ENTRIES` (its module
docstring says how to add a question kind); `wiring.register` adds the handlers from it,
and the command menus (`registry.command_menu`) and /help are derived from it.

New messages go through one `MessageRouter` (`bot.tg.routing`): a command's callback is looked
up by name (any of its names, `/cmd@botname` too); texts that are not commands go to
`wiring.text_or_help`, then to `questions_text.text_message`, which routes them by the kind of
the question answered; unknown commands get a hint in private chats; any button no entry
matches is answered by `commands.stale_button`. Quiz poll answers go to
`quiz.poll_answer_received`, inline queries (`@bot <cards>`) to `inline.inline_query`, the
bot's own chat member updates and group migrations to `club`.

The package itself imports nothing: a module outside it (`bot.tg.pictures`, the jobs) imports
the one handler module it needs without loading the registry and every handler first.
"""
