"""Counting drills, with no Telegram and no text: deals, answer reading, grading, the game."""
