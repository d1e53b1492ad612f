"""The coach: themes of every question, ratings, deals chosen for the player, misses
brought back."""
