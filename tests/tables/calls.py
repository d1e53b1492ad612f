"""A table of counts called the way club players call them, French and English.

Each row: the hand (four cards, the starter, crib or not), the call as typed, its language,
the claim the reader must find (None: the call cannot be read, nothing is graded) and the
verdict under the laws. `tests/cli/test_claim_cli.py` runs every row through
`muggins score --claim`, `tests/tg/test_claim_chat.py` through the chat's /hand and /score.
"""

from __future__ import annotations

from typing import NamedTuple


class Hand(NamedTuple):
    cards: str
    crib: bool
    total: int


HANDS: dict[str, Hand] = {
    "A": Hand("8H 7D 7C 6S 2S", False, 16),  # the hand: fifteen 8 and a double run
    "B": Hand("5H 5D 5C JS 5S", False, 29),
    "C": Hand("AS 3D 6C 9H KS", False, 2),
    "Z": Hand("AS 3D 7C 9H KS", False, 0),
    "F": Hand("JH 2H 3H 4H 9C", False, 11),  # fifteen 4, run 3, four-card flush
    "T": Hand("4H 5D 6C 6S 6D", False, 21),  # fifteen 6, triple run
    "D": Hand("2C 3C 4D 4H 3S", False, 16),  # double double run
    "R": Hand("7C 8C 9D 9H 10S", True, 12),  # fifteen 2, double run of four
    "N": Hand("JC 5S 10H QD 5C", False, 18),  # fifteen 12, pair, run, nobs
    "X": Hand("5H 6H 7H 8H 9H", True, 14),  # fifteen 4, run of five, five-card flush
    "Q": Hand("3H 4H 5H 6H KH", False, 13),  # fifteen 4, run of four, flush
    "S": Hand("6H 9D 6C KS 2C", False, 6),  # fifteen 4 and a pair (« deux quinze pis une paire »)
    "G": Hand("2H 3D 4C 9S 9H", False, 9),  # fifteen 4, pair, run of three ("one pair")
    "K": Hand("KH QD 5C 5S 3D", False, 10),  # fifteen 8 and a pair
    "E": Hand("8H 7D 7C 5S KH", False, 8),  # fifteen 6 and a pair
}


class Row(NamedTuple):
    hand: str
    lang: str
    call: str
    claim: int | None
    verdict: str


def verdict_of(claim: int | None, total: int) -> str:
    """The verdict the laws give a claim (the table's own arithmetic, not the bot's)."""
    if claim is None:
        return "unreadable"
    if claim == total:
        return "exact"
    return "short" if claim < total else "over"


CALLED: list[tuple[str, str, str, int | None]] = [
    # -- the hand, 8♥ 7♦ 7♣ 6♠ and 2♠ (16) --
    ("A", "en", "fifteen eight, a pair, two runs of three", 16),
    ("A", "en", "fifteen 2, 4, 6, 8 and a double run for 16", 16),
    (
        "A",
        "en",
        "fifteen two, fifteen four, fifteen six, fifteen eight and a double run is sixteen",
        16,
    ),
    ("A", "en", "15-2 15-4 15-6 15-8 double run 16", 16),
    ("A", "en", "fifteen 8 and a double run of three for 16", 16),
    ("A", "en", "fifteen 8, double run 16", 16),
    ("A", "en", "15-8 and a double run makes 16", 16),
    ("A", "en", "fifteen 8, pair 10, runs 16", 16),
    ("A", "en", "fifteen eight, a pair is ten, two runs is sixteen", 16),
    ("A", "en", "16", 16),
    ("A", "en", "sixteen", 16),
    ("A", "en", "I have 16", 16),
    ("A", "en", "that's 16", 16),
    ("A", "en", "fifteen 2, fifteen 4 and a double run makes 12", 12),
    ("A", "en", "fifteen 8", 8),
    ("A", "en", "fifteen 8 and a pair is 10", 10),
    ("A", "en", "a double run", 8),
    ("A", "en", "fifteen 2, 4, 6, 8", 8),
    ("A", "en", "15 for 2, 15 for 4, 15 for 6, 15 for 8, and 8 for the double run makes 16", 16),
    ("A", "en", "fifteen eight and two runs of three for fourteen", 14),
    ("A", "en", "fifteen 8, a pair and two runs of three, 16", 16),
    ("A", "en", "twenty-nine", 29),
    ("A", "en", "29", 29),
    ("A", "en", "nineteen", 0),
    ("A", "en", "nothing", 0),
    ("A", "en", "fifteen 2, fifteen 4, a pair 6", 6),
    ("A", "en", "15 for 2, 15 for 4 and a pair for 6", 6),
    ("A", "en", "fifteen two, fifteen four and a pair is six", 6),
    ("A", "en", "fifteen 2, fifteen 4, fifteen 6, fifteen 8, a double run of three makes 16", 16),
    ("A", "en", "Fifteen-two, fifteen-four, fifteen-six, fifteen-eight, double run: 16!", 16),
    ("A", "en", "fifteen 2, fifteen 4, pair 8", 8),
    ("A", "en", "fifteen 8, a pair, two runs of three = 18", 18),
    ("A", "fr", "quinze 8 paire deux suites de 3", 16),
    ("A", "fr", "quinze deux, quatre, six, huit et une double suite, seize", 16),
    ("A", "fr", "quinze 2, quinze 4, quinze 6, quinze 8 et une double suite 8 fait 16", 16),
    ("A", "fr", "quinze-deux, quinze-quatre, quinze-six, quinze-huit, double suite seize", 16),
    ("A", "fr", "15-8 double suite 16", 16),
    ("A", "fr", "quinze 8 pis une double suite ça fait 16", 16),
    ("A", "fr", "quinze 8 pi une double suite ça donne 16", 16),
    ("A", "fr", "quinze 8 et une double suite ça donne 16", 16),
    ("A", "fr", "j'ai 16", 16),
    ("A", "fr", "J\u2019ai seize", 16),
    ("A", "fr", "seize", 16),
    ("A", "fr", "ça fait seize", 16),
    ("A", "fr", "quinze 8, une paire 10, deux suites de trois 16", 16),
    ("A", "fr", "quinze 2, quinze 4 et une paire, 6", 6),
    ("A", "fr", "quinze 8 et une paire fait 10", 10),
    ("A", "fr", "dix-neuf", 0),
    ("A", "fr", "rien", 0),
    ("A", "fr", "vingt-neuf", 29),
    ("A", "fr", "quinze huit, double séquence seize", 16),
    ("A", "fr", "quinze 8, doubles suites 16", 16),
    ("A", "fr", "quinze 2, 4, 6, 8 et 8 pour la double suite fait 16", 16),
    ("A", "fr", "Quinze-deux, quinze-quatre, une paire six", 6),
    ("A", "fr", "quinze 2, quinze 4, quinze 6 pis une paire ça fait 8", 8),
    ("A", "fr", "15-8, une double suite de trois, 16", 16),
    ("A", "fr", "quinze 8 et une double suite pour un total de 16", 16),
    ("A", "fr", "QUINZE 8 PAIRE 10 SUITES 16", 16),
    # -- 5♥ 5♦ 5♣ J♠ and 5♠ (29) --
    ("B", "en", "fifteen 16, double pair royal 28 and nobs 29", 29),
    ("B", "en", "fifteen 2, 4, 6, 8, 10, 12, 14, 16, four of a kind 28, his nobs 29", 29),
    (
        "B",
        "en",
        "fifteen sixteen, four of a kind makes twenty-eight and one for his nobs makes twenty-nine",
        29,
    ),
    ("B", "en", "29", 29),
    ("B", "en", "twenty-nine", 29),
    ("B", "en", "fifteen 16 and double pair royal 28", 28),
    ("B", "en", "fifteen 16, double pair royal for 12, nobs for 1", 29),
    ("B", "en", "28", 28),
    ("B", "en", "fifteen 8 and a double pair royal is 20 and nobs 21", 21),
    ("B", "en", "fifteen sixteen, quads twenty-eight, the right jack twenty-nine", 29),
    ("B", "fr", "quinze 16, carré 28, un pour le valet 29", 29),
    ("B", "fr", "quinze 16 carré 28 et le valet 29", 29),
    ("B", "fr", "vingt-neuf", 29),
    (
        "B",
        "fr",
        "quinze 2, quinze 4, quinze 6, quinze 8, quinze 10, quinze 12, quinze 14, quinze 16, "
        "un carré fait 28 et un pour le valet fait 29",
        29,
    ),
    ("B", "fr", "quinze 16, double paire royale 28, valet 29", 29),
    ("B", "fr", "quinze seize et un carré, vingt-huit", 28),
    ("B", "fr", "quinze seize, carré vingt-huit pis le valet vingt-neuf", 29),
    ("B", "fr", "dix-neuf", 0),
    # « paire » and « paires » sound the same: 12 said after 16 is the pairs' points
    ("B", "fr", "quinze 16, paire 12, valet 1", 29),
    ("B", "fr", "quinze 16, paires 12, valet 1", 29),
    ("B", "en", "fifteen 16, pair 12, nobs 1", 29),
    # -- A♠ 3♦ 6♣ 9♥ and K♠ (2) --
    ("C", "en", "fifteen 2", 2),
    ("C", "en", "15-2", 2),
    ("C", "en", "two", 2),
    ("C", "en", "19", 0),
    ("C", "en", "fifteen 2 and a pair is 4", 4),
    ("C", "en", "15-2 and nobs 3", 3),
    ("C", "fr", "quinze 2", 2),
    ("C", "fr", "quinze-deux", 2),
    ("C", "fr", "deux", 2),
    ("C", "fr", "dix-neuf", 0),
    ("C", "fr", "rien", 0),
    # -- A♠ 3♦ 7♣ 9♥ and K♠ (0) --
    ("Z", "en", "19", 0),
    ("Z", "en", "nineteen", 0),
    ("Z", "en", "nothing", 0),
    ("Z", "en", "0", 0),
    ("Z", "en", "nineteen! (no points)", 0),
    ("Z", "en", "none", 0),
    ("Z", "en", "fifteen 2", 2),
    ("Z", "fr", "dix-neuf", 0),
    ("Z", "fr", "rien", 0),
    ("Z", "fr", "zéro", 0),
    ("Z", "fr", "dix-neuf ! (0 point)", 0),
    ("Z", "fr", "aucun", 0),
    ("Z", "fr", "Dix-Neuf", 0),
    # -- J♥ 2♥ 3♥ 4♥ and 9♣ (11) --
    ("F", "en", "fifteen 4, run 7, flush 11", 11),
    ("F", "en", "fifteen 2, fifteen 4, a run of three is 7 and a four flush makes 11", 11),
    ("F", "en", "fifteen 4 run 7 and four for the flush 11", 11),
    ("F", "en", "fifteen 2, 4, a run for 7 and a flush for 11", 11),
    ("F", "en", "15-4, run 7", 7),
    ("F", "en", "fifteen 4, run of 3, flush of 4", 11),
    ("F", "en", "fifteen 4, run 7, a four card flush 11", 11),
    ("F", "fr", "quinze 4, suite 7, flush 11", 11),
    ("F", "fr", "quinze 2, quinze 4, une suite de 3 fait 7 et un flush de 4 fait 11", 11),
    ("F", "fr", "quinze 4 suite 7 couleur 11", 11),
    ("F", "fr", "quinze 2, quatre, une suite sept pis un flush onze", 11),
    ("F", "fr", "quinze 4, suite 7, flush de 4 cartes 11", 11),
    ("F", "fr", "quinze 4 et une suite, 7", 7),
    # -- 4♥ 5♦ 6♣ 6♠ and 6♦ (21) --
    ("T", "en", "fifteen 6 and a triple run for 21", 21),
    ("T", "en", "fifteen 2, 4, 6 and a triple run 21", 21),
    ("T", "en", "fifteen six, triple run twenty-one", 21),
    ("T", "en", "15-6 triple run 21", 21),
    ("T", "en", "fifteen 6, pair royal 12, three runs of three 21", 21),
    ("T", "en", "fifteen 6, three of a kind 12, three runs 21", 21),
    ("T", "fr", "quinze 6 et une triple suite 21", 21),
    ("T", "fr", "quinze 2, quinze 4, quinze 6, brelan 12, trois suites de trois 21", 21),
    ("T", "fr", "quinze six, triple séquence vingt et un", 21),
    ("T", "fr", "quinze 6, paire royale 12, trois suites 21", 21),
    ("T", "fr", "quinze 6 et une triple suite, ça fait vingt et un", 21),
    # -- 2♣ 3♣ 4♦ 4♥ and 3♠ (16) --
    ("D", "en", "double double run", 16),
    ("D", "en", "a double double run for 16", 16),
    ("D", "en", "two pairs and four runs of three", 16),
    ("D", "en", "double double run of three", 16),
    ("D", "en", "quadruple run 16", 16),
    ("D", "en", "double run 8", 8),
    ("D", "fr", "double double suite", 16),
    ("D", "fr", "quadruple suite 16", 16),
    ("D", "fr", "deux paires et quatre suites de trois", 16),
    ("D", "fr", "une double double suite, seize", 16),
    ("D", "fr", "doubles doubles suites 16", 16),
    # -- crib 7♣ 8♣ 9♦ 9♥ and 10♠ (12) --
    ("R", "en", "fifteen 2 and a double run of four for 12", 12),
    ("R", "en", "fifteen 2, double run 12", 12),
    ("R", "en", "15-2, a pair is 4, two runs of four is 12", 12),
    ("R", "en", "fifteen 2 and a double run, 10", 10),
    ("R", "fr", "quinze 2 et une double suite de quatre, 12", 12),
    ("R", "fr", "quinze 2, double suite 12", 12),
    ("R", "fr", "quinze 2, une paire 4, deux suites de quatre 12", 12),
    # -- J♣ 5♠ 10♥ Q♦ and 5♣ (18) --
    ("N", "en", "fifteen 12, a pair 14, a run 17 and nobs 18", 18),
    ("N", "en", "fifteen 2, 4, 6, 8, 10, 12, pair 14, run of three 17, his nobs 18", 18),
    ("N", "en", "fifteen 12 pair 14 run 17", 17),
    ("N", "en", "six fifteens, a pair, a run and his nobs", 18),
    # Played: "one for his knob" was refused with « did you mean "nob"? »
    ("N", "en", "fifteen 12, a pair 14, a run 17 and one for his knob 18", 18),
    ("N", "en", "six fifteens, a pair, a run and his knob", 18),
    ("N", "en", "fifteen 12, pair 14, run 17, knobs 18", 18),
    ("N", "fr", "quinze 12, paire 14, suite 17 et un pour le valet 18", 18),
    ("N", "fr", "quinze 12 paire 14 suite 17", 17),
    ("N", "fr", "six quinzes, une paire, une suite et le valet", 18),
    ("N", "fr", "quinze douze, paire quatorze, suite dix-sept, valet dix-huit", 18),
    # -- crib 5♥ 6♥ 7♥ 8♥ and 9♥ (14) --
    ("X", "en", "fifteen 4, run of five 9 and a five card flush 14", 14),
    ("X", "en", "fifteen 4, run 9, flush 14", 14),
    ("X", "en", "fifteen 4, run 9, flush of four 13", 13),
    ("X", "fr", "quinze 4, suite de cinq 9, flush de 5 cartes 14", 14),
    ("X", "fr", "quinze 4, suite 9, flush 14", 14),
    # -- 3♥ 4♥ 5♥ 6♥ and K♥ (13) --
    ("Q", "en", "fifteen 4, run of four 8, flush 13", 13),
    ("Q", "en", "fifteen 4, run 8, flush of five 13", 13),
    ("Q", "fr", "quinze 4, suite de 4 fait 8, flush 13", 13),
    ("Q", "fr", "quinze 4, suite 8, flush de cinq 13", 13),
    # -- issue 43: « deux quinze », "two pair", "one pair" inside a running count --
    # 6♥ 9♦ 6♣ K♠ and 2♣ (6): fifteen 4 and a pair
    ("S", "fr", "deux quinze pis une paire, 6", 6),
    ("S", "fr", "deux quinze pis une paire", 6),
    ("S", "fr", "deux quinze, une paire, ça fait 6", 6),
    ("S", "fr", "deux quinze 4 pis une paire 6", 6),
    ("S", "fr", "deux quinze et une paire, six", 6),
    ("S", "fr", "quinze 2, quinze 4 pis une paire ça fait 6", 6),
    ("S", "fr", "quinze deux, quinze quatre, paire six", 6),
    ("S", "fr", "deux quinze", 4),
    ("S", "fr", "une paire pis deux quinze, 6", 6),
    ("S", "fr", "quinze 4 pis la paire, ça fait 6", 6),
    ("S", "fr", "deux quinze pis une paire ça fait 8", 8),
    ("S", "en", "two fifteens and a pair, 6", 6),
    ("S", "en", "two fifteen and a pair", 6),
    ("S", "en", "fifteen 4, one pair 6", 6),
    ("S", "en", "15-4 and one pair is 6", 6),
    ("S", "en", "fifteen two, fifteen four, and one pair makes six", 6),
    ("S", "en", "one pair and two fifteens", 6),
    ("S", "en", "fifteen 4 and a pair for 2 is 6", 6),
    # Played: the pair's 2 added without its name (« quinze 4 et 2 ») was read as a stated
    # total of 2 (a total never goes back): muggins for 4 on a hand of 6 counted right
    ("S", "fr", "quinze 2, quinze 4 et 2", 6),
    ("S", "fr", "15-2 15-4 et 2 ça fait 6", 6),
    ("S", "fr", "quinze deux, quinze quatre et deux", 6),
    ("S", "en", "fifteen 4 and 2 is 6", 6),
    ("S", "en", "fifteen two, fifteen four and two", 6),
    # 2♥ 3♦ 4♣ 9♠ and 9♥ (9): two fifteens, a pair, a run of three
    ("G", "en", "15-4, one pair, and a run of three", 9),
    ("G", "en", "fifteen 4, one pair 6, a run of three 9", 9),
    ("G", "en", "fifteen four, one pair six, and a run for nine", 9),
    ("G", "en", "two fifteens, one pair and one run, 9", 9),
    ("G", "en", "fifteen 2, fifteen 4, pair 6, run 9", 9),
    ("G", "en", "fifteen 4, one pair, a run of three is 9", 9),
    ("G", "en", "fifteen 4 and a run 7", 7),
    ("G", "fr", "deux quinze, une paire pis une suite de trois, ça fait 9", 9),
    ("G", "fr", "quinze 4, une paire 6 pis une suite 9", 9),
    ("G", "fr", "deux quinze 4, paire 6, suite de trois 9", 9),
    ("G", "fr", "quinze deux, quinze quatre, paire six, suite neuf", 9),
    ("G", "fr", "deux quinze pis une suite, 7", 7),
    ("G", "fr", "quinze 4 pis une suite de trois ça fait 7", 7),
    # K♥ Q♦ 5♣ 5♠ and 3♦ (10): four fifteens and a pair
    ("K", "en", "two pair makes 4", 4),
    ("K", "en", "fifteen 8 and one pair is 10", 10),
    ("K", "en", "four fifteens and a pair, 10", 10),
    ("K", "en", "fifteen 2, 4, 6, 8 and one pair 10", 10),
    ("K", "en", "fifteen eight, one pair ten", 10),
    ("K", "fr", "quatre quinze pis une paire, 10", 10),
    ("K", "fr", "quinze 8 pis une paire ça fait 10", 10),
    ("K", "fr", "quatre quinze 8, paire 10", 10),
    ("K", "fr", "quinze 2, 4, 6, 8 pis une paire, dix", 10),
    ("K", "fr", "quatre quinze", 8),
    ("K", "fr", "trois quinze pis une paire, 8", 8),
    # 8♥ 7♦ 7♣ 5♠ and K♥ (8): three fifteens and a pair
    ("E", "en", "three fifteens and one pair, 8", 8),
    ("E", "en", "fifteen 6, one pair 8", 8),
    ("E", "en", "two pair", 4),
    ("E", "en", "fifteen six and two pair is 10", 10),
    ("E", "fr", "trois quinze pis une paire, 8", 8),
    ("E", "fr", "trois quinze 6, paire 8", 8),
    ("E", "fr", "quinze 6 pis une paire, huit", 8),
    ("E", "fr", "trois quinze, ça fait 6", 6),
    ("E", "fr", "un quinze pis une paire, 4", 4),
    ("E", "fr", "trois quinze pis la paire ça fait huit", 8),
    ("G", "fr", "quinze 4, une paire ça fait 6, pis une suite de trois ça fait 9", 9),
    ("K", "fr", "quatre quinze pis deux paires, 12", 12),
    # -- calls that cannot be read: nothing graded, nothing pegged --
    ("A", "fr", "quimze 8", None),
    ("A", "fr", "quimz 8", None),
    ("A", "fr", "quimze deux, quimze quatre", None),
    ("A", "en", "fifteem 8", None),
    ("A", "en", "fifteen 8, a paier", None),
    ("A", "en", "hello", None),
    ("A", "fr", "bonjour", None),
    ("A", "en", "15-2 and 2 for his heels", None),
    ("A", "fr", "deux pour le valet", None),
    ("A", "en", "-3", None),
    ("A", "fr", "moins deux", None),
    ("A", "en", "30", None),
    ("A", "fr", "trente et un", None),
    ("A", "en", "runs", None),
    ("A", "en", "sweet 16", None),
    ("A", "en", "12 13", None),
    ("A", "en", "?!", None),
    ("A", "fr", "15-16 carré 28 flush 33", None),
    ("A", "fr", "quinze 8 et une doublle suite 16", None),
    ("A", "en", "fifteen 8 and a dubble run 16", None),
]

EN_NUMBERS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "twenty-one",
    "twenty-two",
    "twenty-three",
    "twenty-four",
    "twenty-five",
    "twenty-six",
    "twenty-seven",
    "twenty-eight",
    "twenty-nine",
]
FR_NUMBERS = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
    "vingt",
    "vingt-et-un",
    "vingt-deux",
    "vingt-trois",
    "vingt-quatre",
    "vingt-cinq",
    "vingt-six",
    "vingt-sept",
    "vingt-huit",
    "vingt-neuf",
]
NINETEEN = 19


def _said(n: int) -> int:
    """A number said alone: 19 announces a zero hand."""
    return 0 if n == NINETEEN else n


FIFTEEN = 15


def _word_said(n: int) -> int | None:
    """A number word said alone: « quinze » / "fifteen" alone is not read (15 points, or one
    fifteen called for 2? the player is asked)."""
    return None if n == FIFTEEN else _said(n)


NUMBERS: list[tuple[str, str, str, int | None]] = [
    *(("T", "en", word, _word_said(n)) for n, word in enumerate(EN_NUMBERS)),
    *(("T", "fr", word, _word_said(n)) for n, word in enumerate(FR_NUMBERS)),
    *(("F", "en", str(n), _said(n)) for n in range(30)),
    *(("N", "fr", f"ça fait {n}", _said(n)) for n in range(30)),
    *(("D", "en", f"{n} points", _said(n)) for n in range(30)),
    *(("C", "fr", f"{n} points", _said(n)) for n in range(30)),
]

ROWS: list[Row] = [
    Row(hand, lang, call, claim, verdict_of(claim, HANDS[hand].total))
    for hand, lang, call, claim in [*CALLED, *NUMBERS]
]
