"""Counts read by answers5: a total said after « pour » at the end."""

from bot.drills.answers import parse_answer


def test_total_said_after_pour_at_the_end() -> None:
    """« 15-2 15-4 pour 6 » was « Je ne sais pas où placer « pour » »: the total is 6."""
    assert parse_answer("15-2 15-4 pour 6").total == 6
    assert parse_answer("fifteen 2 fifteen 4 for 4").total == 4
