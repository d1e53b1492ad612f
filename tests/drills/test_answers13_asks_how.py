"""« ça fait combien? » asked at a count (calls13): the how-to-count help, as "how much is it?"."""

import pytest

from bot.drills.answer_asides import asks_how


@pytest.mark.parametrize(
    "text",
    ["ça fait combien?", "c'est combien?", "combien ça fait?", "Combien?", "combien de points?"],
)
def test_combien_asks_as_how_much_does(text: str) -> None:
    """« ça fait combien? » was « Je ne connais pas le mot « combien » »; "how much is it?"
    got the help."""
    assert asks_how("how much is it?")
    assert asks_how(text)


@pytest.mark.parametrize("text", ["quinze 2, combien 12", "12"])
def test_a_count_said_is_no_question(text: str) -> None:
    assert not asks_how(text)
