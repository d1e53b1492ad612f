"""Where the id of a message is stored once Telegram gave it (issue 38).

A handler that keeps the id of the message it sends (the question it shows, a game's
invitation, a tournament's presentation, ...) says so with `send(..., record=...)`: one of the
records below, plain JSON (`{"kind": ..., "args": {...}}`) since it waits in the outbox with
the message. `store` writes the id where the record says, right after the send: at once when
the message goes out directly (tests, the offline chat), else by the sender
(`bot.tg.sender`) in the transaction that deletes the outbox row.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Final, TypeAlias

from bot.storage import Database
from bot.storage.repo_quiz import QuizPollRecord

PLAY_CHOICE: Final = "play_choice"
"""users.settings key: the /play choice shown last, `{"chat": <chat id>, "message": <id>}`
(removed, its buttons with it, once a game starts from it, a question is asked in its chat,
the choice is shown anew or /cancel drops it: `questions.drop_play_choice`)."""

ABANDON_ASKED: Final = "play_abandon"
"""users.settings key: « Abandon your game? » (/play) or « Resign the club game? » (a game
between members) asked last, `{"chat": <chat id>, "game": <game id>, "step": <its step>,
"message": <its id>}`, so that a « oui » / « non » typed answers it and takes its buttons off;
removed once answered, typed or pressed."""

ROLE_ASKED: Final = "ecart_role_asked"
"""users.settings key: /ecart's « Who deals? » asked last about the player's own cards,
`{"chat": <chat id>, "cards": "5H,5D,JS,QC,2H,3S", "message": <its id>}`, so that a role typed
next answers it and takes its buttons off (`bot.tg.handlers.ecart`)."""

NIGHT_KEYS: Final = "night_keys"
"""users.settings key: a club night player's private notices of a table under « I won » / « I
lost » (`bot.tg.handlers.night_keys`), `{"<night>:<round>:<table>": <message id>}`, so that
their buttons come off once that table's score is settled (the key removed then)."""

KINGS_STOP_ASKED: Final = "kings_stop_asked"
"""users.settings key: a Kings game's « Stop this game? » asked last, `{"chat": <chat id>,
"question": <the game step's question id>, "message": <its id>}`, so that its « Yes / No »
come off once it is answered, by a button, typed or by the Mini App's stop
(`bot.tg.handlers.kings_stop.drop_stop_question`); removed then."""

FORGET_ASKED: Final = "forget_asked"
"""users.settings key: /forget's « Erase everything? » asked last, `{"chat": <chat id>,
"asked": <when, ms since the epoch>, "message": <its id>}`, so that a « non » typed (or
/cancel) keeps everything and takes its buttons off (`bot.tg.handlers.club_forget`); removed
once answered, typed or pressed."""

Record: TypeAlias = dict[str, object]
"""`{"kind": <a key of STORES>, "args": {...}}` (JSON)."""

Args: TypeAlias = Mapping[str, object]
"""A record's "args", as read back from the outbox."""


def question(question_id: int, *, keyboard: bool) -> Record:
    """The message showing a question (and whether it carries a keyboard)."""
    return {"kind": "question", "args": {"question_id": question_id, "keyboard": keyboard}}


def play_choice(user_id: int, chat_id: int, *, name: str | None = None) -> Record:
    """The /play choice of a game (61 or 121, then the level) shown to `user_id` in `chat_id`
    (kept in the player's settings so that /cancel can take its buttons off; in a group with
    the player's `name`, which another member's press is told)."""
    args: dict[str, object] = {"user_id": user_id, "chat_id": chat_id}
    if name is not None:
        args["name"] = name
    return {"kind": "play_choice", "args": args}


def abandon_asked(user_id: int, shown: Mapping[str, object]) -> Record:
    """« Abandon your game? » asked to `user_id` (`shown`: its chat, game and step), kept in the
    player's settings with its message's id (`ABANDON_ASKED`)."""
    return {"kind": "abandon_asked", "args": {"user_id": user_id, "shown": dict(shown)}}


def role_asked(user_id: int, shown: Mapping[str, object]) -> Record:
    """/ecart's « Who deals? » asked to `user_id` (`shown`: its chat and cards), kept in the
    player's settings with its message's id (`ROLE_ASKED`)."""
    return {"kind": "role_asked", "args": {"user_id": user_id, "shown": dict(shown)}}


def kings_stop_asked(user_id: int, shown: Mapping[str, object]) -> Record:
    """A Kings game's « Stop this game? » asked to `user_id` (`shown`: its chat and the game
    step's question), kept in the player's settings with its message's id
    (`KINGS_STOP_ASKED`)."""
    return {"kind": "kings_stop_asked", "args": {"user_id": user_id, "shown": dict(shown)}}


def forget_asked(user_id: int, shown: Mapping[str, object]) -> Record:
    """/forget's « Erase everything? » asked to `user_id` (`shown`: its chat and when), kept in
    the player's settings with its message's id (`FORGET_ASKED`)."""
    return {"kind": "forget_asked", "args": {"user_id": user_id, "shown": dict(shown)}}


def member_game(game_id: str) -> Record:
    """A game between members' invitation in the group."""
    return {"kind": "member_game", "args": {"game_id": game_id}}


def member_play(game_id: str, deal: int, *, muggins: bool = False) -> Record:
    """The group message showing a deal's play (`muggins`: it carries « Muggins… » buttons)."""
    return {"kind": "member_play", "args": {"game_id": game_id, "deal": deal, "muggins": muggins}}


def muggins_keypad(game_id: str, caller: int) -> Record:
    """A muggins caller's keypad in the group (`caller`: their seat): its buttons go with the
    shows' at the next deal when nobody answered it, which names the caller."""
    return {"kind": "muggins_keypad", "args": {"game_id": game_id, "caller": caller}}


def tournament(tournament_id: str) -> Record:
    """A tournament's presentation in the group."""
    return {"kind": "tournament", "args": {"tournament_id": tournament_id}}


def team(tournament_id: str, first: int) -> Record:
    """A doubles team's request, with the partner's button."""
    return {"kind": "team", "args": {"tournament_id": tournament_id, "first": first}}


def night(night_id: str) -> Record:
    """A club night's presentation in the group."""
    return {"kind": "night", "args": {"night_id": night_id}}


def night_table(night_id: str, round: int, table: int) -> Record:
    """The message asking to confirm a night table's score."""
    return {"kind": "night_table", "args": {"night_id": night_id, "round": round, "table": table}}


def night_keys(user_id: int, night_id: str, round: int, table: int) -> Record:
    """A player's private notice of a night table, under « I won » / « I lost »."""
    args = {"user_id": user_id, "night_id": night_id, "round": round, "table": table}
    return {"kind": "night_keys", "args": args}


def night_keys_key(night_id: str, round: int, table: int) -> str:
    """The key of a notice's id under `NIGHT_KEYS`."""
    return f"{night_id}:{round}:{table}"


def club_board(chat_id: int, asked: int) -> Record:
    """A club's board posted in its group for the /top `asked` (nothing stored in the
    database: the board is remembered in memory once Telegram took it, `BotData.boards`,
    through `Subscriptions.sent`)."""
    return {"kind": "club_board", "args": {"chat_id": chat_id, "asked": asked}}


def club_board_of(record: Record) -> tuple[int, int] | None:
    """The group and /top of a `club_board(...)` record; None for a record of another kind."""
    if record.get("kind") != "club_board":
        return None
    args = _args(record)
    return _int(args["chat_id"]), _int(args["asked"])


def quiz_poll(
    chat_id: int,
    *,
    series_id: int | None,
    position: int,
    ref: str,
    topic: str,
    rule: str,
    correct: int,
    asked_by: int | None = None,
) -> Record:
    """A quiz poll: Telegram's poll id (given with the message's) -> chat, series, question,
    and who asked for it when it is a lone poll (`asked_by`)."""
    args: dict[str, object] = {
        "chat_id": chat_id,
        "series_id": series_id,
        "position": position,
        "ref": ref,
        "topic": topic,
        "rule": rule,
        "correct": correct,
        "asked_by": asked_by,
    }
    return {"kind": "quiz_poll", "args": args}


async def _question(db: Database, message_id: int, args: Args) -> None:
    await db.questions.set_question_message(
        _int(args["question_id"]), message_id, keyboard=bool(args["keyboard"])
    )


async def _play_choice(db: Database, message_id: int, args: Args) -> None:
    shown: dict[str, object] = {"chat": _int(args["chat_id"]), "message": message_id}
    if isinstance(args.get("name"), str):
        shown["name"] = args["name"]
    await db.users.merge_settings(_int(args["user_id"]), {PLAY_CHOICE: shown})


async def _abandon_asked(db: Database, message_id: int, args: Args) -> None:
    await _shown_with_message(db, ABANDON_ASKED, message_id, args)


async def _role_asked(db: Database, message_id: int, args: Args) -> None:
    await _shown_with_message(db, ROLE_ASKED, message_id, args)


async def _kings_stop_asked(db: Database, message_id: int, args: Args) -> None:
    await _shown_with_message(db, KINGS_STOP_ASKED, message_id, args)


async def _shown_with_message(db: Database, key: str, message_id: int, args: Args) -> None:
    """A question asked in the player's settings under `key`, with its message's id."""
    shown = args["shown"]
    if not isinstance(shown, Mapping):
        raise TypeError(f"not a JSON object: {shown!r}")
    await db.users.merge_settings(_int(args["user_id"]), {key: {**shown, "message": message_id}})


async def _forget_asked(db: Database, message_id: int, args: Args) -> None:
    await _shown_with_message(db, FORGET_ASKED, message_id, args)


async def _member_game(db: Database, message_id: int, args: Args) -> None:
    await db.members.set_member_message(str(args["game_id"]), message_id)


async def _member_play(db: Database, message_id: int, args: Args) -> None:
    await db.members.set_play_message(str(args["game_id"]), _int(args["deal"]), message_id)
    if args.get("muggins"):
        await db.members.add_muggins_message(str(args["game_id"]), message_id)


async def _muggins_keypad(db: Database, message_id: int, args: Args) -> None:
    caller = args.get("caller")  # None: recorded before the caller was (named without)
    seat = None if caller is None else _int(caller)
    await db.members.add_muggins_message(str(args["game_id"]), message_id, seat)


async def _tournament(db: Database, message_id: int, args: Args) -> None:
    await db.tournaments.set_tournament_message(str(args["tournament_id"]), message_id)


async def _team(db: Database, message_id: int, args: Args) -> None:
    await db.tournaments.set_team_message(
        str(args["tournament_id"]), _int(args["first"]), message_id
    )


async def _night(db: Database, message_id: int, args: Args) -> None:
    await db.nights.set_night_message(str(args["night_id"]), message_id)


async def _night_keys(db: Database, message_id: int, args: Args) -> None:
    key = night_keys_key(str(args["night_id"]), _int(args["round"]), _int(args["table"]))
    await db.users.merge_settings(_int(args["user_id"]), {NIGHT_KEYS: {key: message_id}})


async def _night_table(db: Database, message_id: int, args: Args) -> None:
    await db.nights.set_table_message(
        night_id=str(args["night_id"]),
        round=_int(args["round"]),
        table=_int(args["table"]),
        message_id=message_id,
    )


async def _quiz_poll(db: Database, message_id: int, args: Args) -> None:
    asked_by = args.get("asked_by")  # absent from the records queued before it was kept
    await db.quiz.add_poll(
        QuizPollRecord.from_row(args),
        message_id=message_id,
        asked_by=None if asked_by is None else _int(asked_by),
    )


async def _club_board(db: Database, message_id: int, args: Args) -> None:
    """Nothing in the database (`club_board`)."""


STORES: Final[dict[str, Callable[[Database, int, Args], Awaitable[None]]]] = {
    "question": _question,
    "play_choice": _play_choice,
    "abandon_asked": _abandon_asked,
    "role_asked": _role_asked,
    "kings_stop_asked": _kings_stop_asked,
    "forget_asked": _forget_asked,
    "member_game": _member_game,
    "member_play": _member_play,
    "muggins_keypad": _muggins_keypad,
    "tournament": _tournament,
    "team": _team,
    "night": _night,
    "night_table": _night_table,
    "night_keys": _night_keys,
    "quiz_poll": _quiz_poll,
    "club_board": _club_board,
}


async def store(
    db: Database, record: Record, message_id: int, *, poll_id: str | None = None
) -> None:
    """Write `message_id` where `record` says (an unknown kind is an error); `poll_id`: the
    id Telegram gave the poll the message carries (a `quiz_poll` record needs it)."""
    args = _args(record)
    if poll_id is not None:
        args = {**args, "poll_id": poll_id}
    await STORES[str(record["kind"])](db, message_id, args)


def question_of(record: Record) -> int | None:
    """The question id of a `question(...)` record; None for a record of another kind."""
    if record.get("kind") != "question":
        return None
    return _int(_args(record)["question_id"])


def keyboard_of(record: Record) -> bool | None:
    """Whether a `question(...)` record's message carries a keyboard (None: not said)."""
    keyboard = _args(record).get("keyboard")
    return None if keyboard is None else bool(keyboard)


def _args(record: Record) -> Args:
    args = record["args"]
    if not isinstance(args, Mapping):
        raise TypeError(f"a record's args are a JSON object, not {args!r}")
    return args


def _int(value: object) -> int:
    """A number of a record's args (an int once read back from JSON)."""
    if not isinstance(value, int | float | str):
        raise TypeError(f"not a number: {value!r}")
    return int(value)
