"""The fake's « bot added to a group » update (`make_my_chat_member_update`) gave the member
who added it a French Telegram unless told otherwise: a test of an English group ran as if a
French member had added the bot, and the club's welcome was French. It gives no language
unless given one."""

from __future__ import annotations

from bot.tg.local import make_my_chat_member_update


def test_the_member_who_adds_the_bot_has_no_language_unless_given() -> None:
    added = make_my_chat_member_update(-100, "left", "member", from_user_id=41)
    assert "language_code" not in added["my_chat_member"]["from"]


def test_the_language_given_is_the_members() -> None:
    added = make_my_chat_member_update(-100, "left", "member", from_user_id=41, language_code="en")
    assert added["my_chat_member"]["from"]["language_code"] == "en"
