"""Subcommands of the `muggins` command line."""
