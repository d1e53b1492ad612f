"""The pure scoring engine: cards, the show, pegging, discards and variants. No I/O, no text."""
