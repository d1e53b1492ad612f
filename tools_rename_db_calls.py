#!/usr/bin/env python3
"""Rewrite calls of the old `Database` methods into calls of its repositories (issue 39).

    python tools_rename_db_calls.py [PATH ...]        # default: bot tests docs README.md

`Database` was one object of mixins whose methods wrapped the repo_* functions
(`db.open_member_game(...)`); each area is now a repository, an attribute of `Database`
(`db.members.open_member_game(...)`). This script maps every old method name to its new
dotted name and rewrites, in place, each `.py` and `.md` file under the paths given:

- `<receiver>.old_name` -> `<receiver>.area.new_name`, where the receiver's last name is a
  database by its name: `db`, `database`, `*_db`, `self.db`, `context.bot_data.db`, ... or one
  of the names the tests give a second connection (`RECEIVERS`);
- `Database.old_name` (in prose) -> `db.area.new_name`;
- `setattr(<receiver>, "old_name"` -> `setattr(<receiver>.area, "new_name"` (monkeypatching);
- imports from the deleted mixin modules: `bot.storage.db_coach` (`CoachView`, `CoachPlan`)
  -> `bot.storage.repo_coach`, `bot.storage.db_tournament` (`Board`) ->
  `bot.storage.repo_tournament`.

Not rewritten (mypy reports them in bot/): direct calls of the module functions that now take
the time second, `f(conn, now, ...)`: `repo_users.merge_settings`, `repo_users.upsert_user`,
`repo_club.set_player_name`, `repo_daily.close_question`, `repo_tournament.join_tournament`,
`repo_questions.answer_question`, `repo_questions.replace_question`, `repo_games.start_game`.

It is idempotent (a name already rewritten is left alone) and prints the files it changed and
how many calls. Run it on a branch made before the repositories to bring its calls along.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

MAPPING: dict[str, str] = {
    "abandon_game": "games.abandon_game",
    "abandon_table_game": "table.abandon_table_game",
    "active_clubs": "clubs.active_clubs",
    "active_table_game": "table.active_table_game",
    "add_member_muggins_message": "members.add_muggins_message",
    "add_night_player": "nights.add_player",
    "add_night_round": "nights.add_round",
    "add_quiz_poll": "quiz.add_poll",
    "answer_question": "questions.answer_question",
    "ask_partner": "tournaments.ask_partner",
    "attempts": "stats.attempts",
    "attempts_since": "stats.attempts_since",
    "cancel_member_game": "members.cancel_member_game",
    "cancel_question": "questions.cancel_question",
    "cancel_tournament": "tournaments.cancel_tournament",
    "chat_leaderboard": "stats.chat_leaderboard",
    "claim_tournament_post": "tournaments.claim_post",
    "close_club": "clubs.close_club",
    "close_night": "nights.close_night",
    "close_question": "daily.close_question",
    "close_tournament": "tournaments.close_tournament",
    "club_board": "clubs.board",
    "club_by_invite": "clubs.club_by_invite",
    "club_member_count": "clubs.member_count",
    "club_week": "clubs.week_facts",
    "coach_due_reviews": "coach.due_reviews",
    "coach_learned": "coach.learned_offsets",
    "coach_overview": "coach.overview",
    "coach_plan": "coach.plan",
    "coach_rating": "coach.get_rating",
    "coach_ratings": "coach.ratings",
    "coach_record_try": "coach.record_try",
    "coach_review": "coach.get_review",
    "coach_themes": "coach.theme_records",
    "coach_weekly_users": "coach.weekly_users",
    "confirm_night_score": "nights.confirm_score",
    "confirm_partner": "tournaments.confirm_partner",
    "correct_night_score": "nights.correct_score",
    "create_night": "nights.create_night",
    "create_question": "questions.create_question",
    "create_tournament": "tournaments.create_tournament",
    "current_game": "games.current_game",
    "daily_finished_days": "daily.finished_days",
    "daily_reminders": "daily.reminders",
    "daily_result": "daily.daily_result",
    "dispute_night_score": "nights.dispute_score",
    "ecart_of_question": "ecart.ecart_of_question",
    "ecart_stats": "ecart.ecart_stats",
    "enter_night_score": "nights.enter_score",
    "finish_tournament_game": "tournaments.finish_game",
    "forget_player": "clubs.forget_player",
    "get_club": "clubs.get_club",
    "get_game": "games.get_game",
    "get_member_game": "members.get_member_game",
    "get_night": "nights.get_night",
    "get_or_create_user": "users.get_or_create_user",
    "get_question": "questions.get_question",
    "get_quiz_poll": "quiz.get_poll",
    "get_quiz_series": "quiz.get_series",
    "get_table_game": "table.get_table_game",
    "get_tournament": "tournaments.get_tournament",
    "get_user": "users.get_user",
    "inactive_chats": "chats.inactive_chats",
    "is_chat_active": "chats.is_chat_active",
    "join_club": "clubs.join_club",
    "join_tournament": "tournaments.join_tournament",
    "last_finished_table_game": "table.last_finished_table_game",
    "latest_night": "nights.latest_night",
    "latest_question_of_kind": "questions.latest_question_of_kind",
    "latest_tournament": "tournaments.latest_tournament",
    "leave_club": "clubs.leave_club",
    "leave_member_seat": "members.leave_seat",
    "link_tournament_game": "tournaments.link_game",
    "list_member_games": "members.list_member_games",
    "list_nights": "nights.list_nights",
    "list_table_games": "table.list_table_games",
    "list_tournaments": "tournaments.list_tournaments",
    "live_member_game": "members.live_member_game",
    "live_member_games": "members.live_member_games",
    "mark_chat_active": "chats.mark_chat_active",
    "mark_chat_inactive": "chats.mark_chat_inactive",
    "member_clubs": "clubs.member_clubs",
    "member_games_board": "members.games_board",
    "member_invitations": "members.invitations_of",
    "member_record": "members.record_against",
    "move_club": "clubs.move_club",
    "move_play": "clubs.move_play",
    "night_players": "nights.night_players",
    "night_tables": "nights.night_tables",
    "open_club": "clubs.open_club",
    "open_member_game": "members.open_member_game",
    "open_night": "nights.open_night",
    "open_tournament": "tournaments.open_tournament",
    "open_tournaments": "tournaments.open_tournaments",
    "pending_question": "questions.pending_question",
    "purge_questions": "questions.purge_questions",
    "question_by_message": "questions.question_by_message",
    "quiz_series_missed": "quiz.series_missed",
    "quiz_series_scores": "quiz.series_scores",
    "quiz_stats": "quiz.quiz_stats",
    "record_daily_part": "daily.record_part",
    "record_ecart": "ecart.record_ecart",
    "record_game_tries": "tries.record_game_tries",
    "record_quiz_answer": "quiz.record_answer",
    "renew_club_invite": "clubs.renew_invite",
    "replace_question": "questions.replace_question",
    "save_member_game": "members.save_member_game",
    "save_table_game": "table.save_table_game",
    "set_board_hidden": "clubs.set_hidden",
    "set_member_message": "members.set_member_message",
    "set_member_play_message": "members.set_play_message",
    "set_member_reachable": "members.set_reachable",
    "set_member_reminded": "members.set_reminded",
    "set_night_absent": "nights.set_absent",
    "set_night_games": "nights.set_games",
    "set_night_late": "nights.set_late",
    "set_night_message": "nights.set_night_message",
    "set_night_table_message": "nights.set_table_message",
    "set_player_name": "clubs.set_player_name",
    "set_question_message": "questions.set_question_message",
    "set_table_message": "table.set_table_message",
    "set_team_message": "tournaments.set_team_message",
    "set_tournament_message": "tournaments.set_tournament_message",
    "set_user_lang": "users.set_lang",
    "start_game": "games.start_game",
    "start_member_game": "members.start_member_game",
    "start_quiz_series": "quiz.start_series",
    "start_table_game": "table.start_table_game",
    "swap_night_round": "nights.swap_round",
    "take_member_muggins_messages": "members.take_muggins_messages",
    "take_member_seat": "members.take_seat",
    "toggle_ecart_card": "ecart.toggle_selected",
    "tournament_board": "tournaments.board",
    "tournament_game_link": "tournaments.game_link",
    "tournament_games": "tournaments.tournament_games",
    "tournament_member_left": "tournaments.member_left",
    "tournament_members": "tournaments.tournament_members",
    "tournament_teams": "tournaments.team_rows",
    "update_club": "clubs.update_club",
    "update_member_state": "members.update_member_state",
    "update_table_state": "table.update_table_state",
    "update_user_settings": "users.merge_settings",
    "user_and_pending": "questions.user_and_pending",
    "user_and_theme_stats": "coach.user_and_theme_stats",
    "user_closed_nights": "nights.user_closed_nights",
    "user_open_nights": "nights.user_open_nights",
    "user_stats": "stats.user_stats",
    "user_tournaments": "tournaments.user_tournaments",
}
"""Old `Database` method -> its repository attribute and method."""

RECEIVERS = (
    r"\w*db|\w*database|apart|again|together|reopened|first|second|clubs|fresh|other"
)
"""The last name of an expression that is a `Database` (tests use a few plain names)."""

_NAMES = "|".join(sorted(MAPPING, key=len, reverse=True))
_CALL = re.compile(rf"(?<![\w.])((?:[\w\]\)]+\.)*(?:{RECEIVERS}))\.({_NAMES})\b(?!\w)")
_PROSE = re.compile(rf"\bDatabase\.({_NAMES})\b(?!\w)")
_SETATTR = re.compile(rf"(setattr\(\s*((?:[\w\]\)]+\.)*(?:{RECEIVERS}))),\s*([\"'])({_NAMES})\3")
_AREAS = {dotted.split(".")[0] for dotted in MAPPING.values()}
_MODULES = re.compile(r"\bbot\.storage\.(db_coach|db_tournament)\b")
_MOVED = {"db_coach": "repo_coach", "db_tournament": "repo_tournament"}


def _call(match: re.Match[str]) -> str:
    receiver, name = match.group(1), match.group(2)
    if "." in receiver and receiver.split(".")[-1] in _AREAS:  # already `db.area.name`
        return match.group(0)
    return f"{receiver}.{MAPPING[name]}"


def _setattr(match: re.Match[str]) -> str:
    area, name = MAPPING[match.group(4)].split(".")
    quote = match.group(3)
    return f"{match.group(1)}.{area}, {quote}{name}{quote}"


def rewrite(text: str) -> tuple[str, int]:
    """The text with the old calls rewritten, and how many."""
    text, a = _SETATTR.subn(_setattr, text)
    text, c = _PROSE.subn(lambda m: f"db.{MAPPING[m.group(1)]}", text)
    text, b = _CALL.subn(_call, text)
    text, d = _MODULES.subn(lambda m: f"bot.storage.{_MOVED[m.group(1)]}", text)
    return text, a + b + c + d


def files(paths: list[str]) -> list[Path]:
    """The .py and .md files under `paths` (this script itself left out)."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_file():
            found.append(path)
        elif path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".py", ".md"))
    me = Path(__file__).resolve()
    return [p for p in found if p.resolve() != me and ".venv" not in p.parts]


def main(argv: list[str]) -> int:
    total = 0
    for path in files(argv or ["bot", "tests", "docs", "README.md"]):
        text = path.read_text(encoding="utf-8")
        new, count = rewrite(text)
        if count and new != text:
            path.write_text(new, encoding="utf-8")
            print(f"{path}: {count}")
            total += count
    print(f"{total} calls rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
