"""Test doubles shared by the test suites (a loopback Bot API server)."""
