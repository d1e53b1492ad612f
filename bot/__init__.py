"""Muggins: a cribbage counting coach on Telegram."""

__version__ = "0.1.0"
