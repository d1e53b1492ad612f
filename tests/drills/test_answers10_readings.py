"""Counts read by calls10: what a club player says around the calls."""

from bot.drills.answers import parse_answer


def test_pas_de_names_a_combination_not_there() -> None:
    """« …, une paire 6, pas de valet » was « Je ne connais pas le mot « pas » »: the jack
    is said to be absent, the count is 6."""
    assert parse_answer("quinze 2, quinze 4, une paire 6, pas de valet").total == 6
    assert parse_answer("quinze 2, quinze 4, paire 6, pas de couleur").total == 6
    assert parse_answer("quinze 2, pas de suite, paire 4").total == 4
    assert parse_answer("quinze 2, quinze 4, paire 6, pas de bon valet").total == 6


def test_pas_plus_adds_nothing() -> None:
    """« …, paire 6, pas plus » was « Je ne connais pas le mot « pas » »: 6, as « rien de
    plus » reads."""
    assert parse_answer("quinze 2, quinze 4, paire 6, pas plus").total == 6


def test_pas_de_points_is_still_zero() -> None:
    """« pas de points » is a count of 0, not a combination said absent."""
    assert parse_answer("pas de points").total == 0


def test_points_en_a_name() -> None:
    """« 8 en quinze et 2 en paire 10 » was « Je ne connais pas le mot « en » »: read as
    « 8 de quinze et 2 de paire 10 »."""
    assert parse_answer("8 en quinze et 2 en paire 10").total == 10
    assert parse_answer("huit points en quinzes, 2 en paire").total == 10
    assert parse_answer("j'en ai 6").total == 6


def test_en_ligne_is_a_run() -> None:
    """« quinze 2, trois en ligne 5 » was « Je ne connais pas le mot « ligne » »: a run of
    three, as « trois de suite » and "three in a row" read."""
    answer = parse_answer("quinze 2, trois en ligne 5")
    assert answer.total == 5
    assert answer.claims is not None and answer.claims.runs == 3
    assert parse_answer("quinze 2, quatre en ligne 6").total == 6


def test_run_of_four_double_in_english() -> None:
    """ "…, a run of four double, 14" was asked "Double what…": the double run of four, as
    « une suite de 4 double » reads."""
    answer = parse_answer("fifteen 2, fifteen 4, a run of four double, 14")
    assert answer.total == 14
    assert answer.claims is not None and answer.claims.runs == 8
    assert parse_answer("a run of 3 triple 15").total == 15
    assert parse_answer("quinze 2, quinze 4, une suite de 4 double, 14").total == 14


def test_no_names_a_combination_not_there() -> None:
    """ "fifteen 2, fifteen 4, a pair 6, no jack" was read as a count of 1 ("no" a zero, the
    jack's 1 after it): the jack is said to be absent, the count is 6, as « pas de valet »."""
    assert parse_answer("fifteen 2, fifteen 4, a pair 6, no jack").total == 6
    assert parse_answer("fifteen 2, no run, pair 4").total == 4
    assert parse_answer("no points").total == 0


def test_pas_d_autre_and_pas_plus_que_ca() -> None:
    """« …, paire 6, pas d'autre » was « Je ne connais pas le mot « pas » », « …, pas plus
    que ça » the word « que »: 6, as « rien d'autre » and « pas plus » read."""
    assert parse_answer("quinze 2, quinze 4, paire 6, pas d'autre").total == 6
    assert parse_answer("quinze 2, quinze 4, paire 6, pas plus que ça").total == 6
