"""The /help of the registry's table: each command's lines with its other names in the reader's
language, every command's in the table's order, and `/help <command>`'s (its lines, then those
of the commands that name it). The commands are seen through `Helped` (the shape of
`bot.tg.handlers.entries.Command`). `/help <word>` on a word of the game (« /aide skunk »,
« /aide donneur »): a short explanation of the term (`game_word`, `game_word_lines`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, Protocol

from bot.drills.help_asked import HELP_HOW, HELP_PUNCTUATION, asks_what, help_words
from bot.drills.kings_terms import help_word
from bot.drills.variant_args import STANDARD_NAME
from bot.engine.card_parsing import unaccented
from bot.engine.variants import DOUBLE_SKUNK_LINES, FADOQ_THRESHOLD, LURCH_LINES, SKUNK_LINES
from bot.i18n import Translator, card_input
from bot.views.commands import help_topic, mentions, with_aliases
from bot.views.kings_asides import counting_rules_lines, help_word_lines
from bot.views.markup import bold, esc
from bot.views.practice import notation_title
from bot.views.variant import variant_description


class Helped(Protocol):
    """A command: its names (the menu's first), its French ones and its /help lines (HTML)."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def fr(self) -> tuple[str, ...]: ...

    @property
    def help(self) -> Callable[[Translator], Sequence[str]]: ...


def own_help(command: Helped, tr: Translator) -> list[str]:
    """A command's /help lines, with its other names in the reader's language."""
    return with_aliases(command.names, command.help(tr), tr, command.fr)


def help_lines(commands: Iterable[Helped], tr: Translator) -> list[str]:
    """Every command's /help lines, in the table's order, with its other names."""
    return [line for c in commands for line in own_help(c, tr)]


def help_on(command: Helped, commands: Iterable[Helped], tr: Translator) -> list[str]:
    """`/help <command>`: its lines, then those of the commands whose first line names it
    (/jouer: playing a member in a group, /course)."""
    others = [
        other
        for other in commands
        if other is not command
        and any(mentions(line, n) for line in other.help(tr)[:1] for n in command.names)
    ]
    return help_lines((command, *others), tr)


# -- /help <word of the game> ----------------------------------------------------------------

GAME_WORDS: Final[dict[str, str]] = {
    **dict.fromkeys(["donneur", "dealer", "brasseur", "donne", "deal", "brasse"], "dealer"),
    **dict.fromkeys(["receveur", "non donneur", "nondonneur", "pone", "non dealer"], "pone"),
    **dict.fromkeys(
        [
            *("depart", "carte de depart", "demarrage", "carte de demarrage", "carte coupee"),
            *("starter", "cut card", "turn up"),
        ],
        "starter",
    ),
    **dict.fromkeys(["go", "passe", "pour le go", "one for go"], "go"),
    **dict.fromkeys(["derniere carte", "derniere", "last card", "one for last"], "last"),
    **dict.fromkeys(
        [
            *("nobs", "nob", "his nobs", "his nob", "pour le valet"),
            *("one for his nobs", "one for his nob", "one for nobs"),
        ],
        "nobs",
    ),
    **dict.fromkeys(
        [
            *("heels", "his heels", "nibs", "his nibs", "talon", "deux pour le valet"),
            *("two for his heels", "two for his nibs", "two for heels"),
        ],
        "heels",
    ),
    **dict.fromkeys(["valet", "valets", "jack", "jacks"], "jack"),
    **dict.fromkeys(["skunk", "skunks", "double skunk", "skunked"], "skunk"),
    **dict.fromkeys(["lurch", "lurched", "moitie", "sous la moitie"], "lurch"),
    **dict.fromkeys(["116", "fadoq", "regle fadoq", "regle 116", "fadoq rule"], "fadoq"),
    **dict.fromkeys(["standard", "regle standard", "standard rule", "regles standard"], "standard"),
    **dict.fromkeys(["crib", "kitty", "box", "huche", "chien", "cribe"], "crib"),
    **dict.fromkeys(
        [
            *("paire", "paires", "brelan", "triple", "carre"),
            *("pair", "pairs", "pair royal", "double pair royal"),
        ],
        "pairs",
    ),
    **dict.fromkeys(
        [
            *("suite", "suites", "sequence", "sequences", "double suite", "double sequence"),
            *("triple suite", "triple sequence", "double double suite", "double double sequence"),
            *("run", "runs", "double run", "triple run", "double double run", "quadruple run"),
        ],
        "runs",
    ),
    **dict.fromkeys(["flush", "flushes", "couleur"], "flush"),
    **dict.fromkeys(["31", "trente et un", "thirty one"], "31"),
    **dict.fromkeys(["19", "dix neuf", "nineteen"], "19"),
    **dict.fromkeys(["29", "vingt neuf", "twenty nine"], "29"),
    **dict.fromkeys(["121", "61", "cent vingt et un", "soixante et un"], "game"),
    **dict.fromkeys(
        [*("pointage", "pointages", "points", "marquer", "marque"), *("scoring", "scores")],
        "score",
    ),
    **dict.fromkeys(
        [
            *("planchette", "planche", "planche de crible", "planche de cribbage", "pion"),
            *("pions", "cheville", "chevilles", "board", "cribbage board", "pegs", "pegging"),
        ],
        "board",
    ),
    **dict.fromkeys(
        [*("brasser", "meler", "melanger", "battre", "shuffle", "shuffling")], "shuffle"
    ),
    **dict.fromkeys(["couper", "coupe", "cut", "cutting", "cut the deck"], "cut"),
    **dict.fromkeys(
        [
            *("jeter", "jeter au crib", "defausser", "defausse", "ecarter", "ecart", "ecarts"),
            *("lay away", "laying away", "throw", "throw away"),
        ],
        "lay away",
    ),
    **dict.fromkeys(
        ["figure", "figures", "tetes", "face card", "face cards", "court cards"], "faces"
    ),
    **dict.fromkeys(["joker", "jokers"], "joker"),
    **dict.fromkeys(["decompte", "show", "the show"], "show"),
    **dict.fromkeys(
        [
            *("joue", "manche", "manches", "deroulement", "regles", "regles du jeu"),
            *("playing", "rules"),
        ],
        "how",
    ),
}
"""`/help <word>` on a word of the game (« /aide skunk », « /aide donneur », "/help nobs"):
the term it names, each word in both languages, unaccented and lowercase, « - » as a space.
A call is listed as `help_words` leaves it: its leading « un » passed over as an article
(« /aide un pour le valet » is « pour le valet »). « règles » and "rules" name /quiz after
/help; typed alone (« comment on joue? », "what are the rules?"), how a game goes."""


def game_word(typed: Sequence[str]) -> str | None:
    """The term of `GAME_WORDS` the words after /help name (all of them, « dernière carte »,
    or the first, « skunk ? »), else None."""
    for words in (typed, typed[:1]):
        plain = unaccented(" ".join(words).replace("-", " ")).casefold().strip("/ ")
        if (term := GAME_WORDS.get(" ".join(plain.split()))) is not None:
            return term
    return None


def game_word_lines(term: str, tr: Translator) -> list[str]:
    """A term of the game as the club says it (HTML): its name in bold, then a short
    explanation; the numbers of skunk are the engine's."""
    if term == "dealer":
        title = tr._("Dealer")
        body = [
            tr._(
                "The player who deals the cards this hand. The crib is theirs, and a jack "
                "turned up as the starter gives them two points. The deal alternates each hand."
            )
        ]
    elif term == "pone":
        title = tr._("Pone")
        body = [
            tr._(
                "The dealer's opponent. They cut the deck for the starter, play first and "
                "count their hand first; the crib is not theirs."
            )
        ]
    elif term == "starter":
        title = tr._("Starter")
        body = [
            tr._(
                "The card turned up after the cut. It counts with each hand and with the crib, "
                "as a fifth card. If it is a jack, the dealer scores two points."
            )
        ]
    elif term == "go":
        title = tr._("Go")
        body = [
            tr._(
                "Said when you cannot play a card without going past 31. The other player "
                "plays what they can, then scores one point for the go (two if they make 31 "
                "exactly). The count then starts again from zero."
            ),
            tr._("FADOQ rules (/variant): from 116 on, in a game of 121, the go scores nothing."),
        ]
    elif term == "last":
        title = tr._("Last card")
        body = [
            tr._(
                "Whoever plays the last card of the play scores one point (two in all if it "
                "makes 31)."
            )
        ]
    elif term == "nobs":
        title = tr._("One for his nobs")
        body = [_nobs(tr)]
    elif term == "heels":
        title = tr._("Two for his heels")
        body = [_heels(tr)]
    elif term == "jack":
        title = tr._("The jack")
        body = [_heels(tr), _nobs(tr)]
    elif term == "skunk":
        title = tr._("Skunk")
        body = [
            tr._(
                "When the loser has {skunk_121} points or less in a game of 121 ({skunk_61} or "
                "less in a game of 61), the win counts as two games. Double skunk: {double} or "
                "less in a game of 121, four games."
            ).format(
                skunk_121=tr.number(SKUNK_LINES[121] - 1),
                skunk_61=tr.number(SKUNK_LINES[61] - 1),
                double=tr.number(DOUBLE_SKUNK_LINES[121] - 1),
            ),
            tr._(
                "In a game against me (/play), it counts, unless you chose another rule with "
                "the buttons of /race."
            ),
        ]
    elif term == "lurch":
        title = tr._("Lurch")
        body = [
            tr._(
                "When the loser has less than half the points (under {half_121} in a game of "
                "121, under {half_61} in a game of 61), the win counts as two games."
            ).format(half_121=tr.number(LURCH_LINES[121]), half_61=tr.number(LURCH_LINES[61])),
            tr._(
                "In a game against me (/play), this rule counts only if you chose it with the "
                "buttons of /race."
            ),
        ]
    elif term == "fadoq":
        title = tr._("FADOQ rule")
        body = [
            tr._(
                "From {threshold} on, in a game of 121, the go and the last card no longer "
                "score their point. /variant fadoq plays by it, /variant standard goes back."
            ).format(threshold=tr.number(FADOQ_THRESHOLD))
        ]
    elif term == "standard":  # « c'est quoi standard? », « la différence entre standard et fadoq »
        title = tr._("Standard rules")
        body = [
            variant_description(STANDARD_NAME, tr),
            tr._(
                "The FADOQ rule drops that point from {threshold} on, in a game of 121: "
                "/variant fadoq plays by it."
            ).format(threshold=tr.number(FADOQ_THRESHOLD)),
        ]
    elif term == "crib":
        title = tr._("Crib")
        body = [
            tr._(
                "The four cards laid away, two by each player. They are the dealer's, counted "
                "last with the starter: /crib to practise."
            )
        ]
    elif term == "pairs":
        title = tr._("Pairs")
        body = [
            tr._(
                "Two cards of the same rank: 2 points. Three of a kind (a pair royal): 6. "
                "Four of a kind (a double pair royal): 12."
            )
        ]
    elif term == "runs":
        title = tr._("Runs")
        body = [
            tr._(
                "Three cards or more that follow each other, of any suits: one point a card. "
                "The ace is low: A-2-3 is a run, Q-K-A is not."
            ),
            tr._(
                "A card repeated counts the run again, with its pairs: a double run of three is "
                "8, of four 10; a triple run 15; a double double run 16."
            ),
        ]
    elif term == "flush":
        title = tr._("Flush")
        body = [
            tr._(
                "The four cards of a hand in one suit: 4 points, 5 if the starter is of that "
                "suit too. In the crib, all five are needed: 5 points."
            )
        ]
    elif term == "31":
        title = tr._("Thirty-one")
        body = [
            tr._(
                "In the play, the count cannot go past 31. Whoever makes 31 exactly scores two "
                "points, and the count starts again from zero."
            )
        ]
    elif term == "game":
        title = tr._("The game")
        body = [
            tr._(
                "The first player to reach 121 points wins (twice around the board); a short "
                "game goes to 61 (once around). The game ends at once, even in the middle of a "
                "deal."
            ),
            tr._("/play 61 or /play 121: a game against me."),
        ]
    elif term == "score":
        title = tr._("Score")
        body = [
            tr._(
                "The points each player has, pegged on the board. They come from the play "
                "(15, 31, pairs, runs, the go, the last card) and from counting the hands and "
                "the crib. The first to reach 121 wins (61 in a short game)."
            ),
            tr._("In a game against me (/play), I keep the score for you."),
        ]
    elif term == "board":
        title = tr._("Board and pegs")
        body = [
            tr._(
                "The board keeps the score: each player moves a peg forward one hole a point. "
                "Each has two pegs, and the back one jumps ahead of the front one, so the "
                "last points scored can be seen. A game of 121 goes twice around the board, "
                "a game of 61 once."
            ),
            tr._("In a game against me (/play), I keep the score for you."),
        ]
    elif term == "shuffle":
        title = tr._("Shuffle")
        body = [
            tr._(
                "Before each deal, the dealer shuffles the cards, then deals six cards to "
                "each player. The deal alternates each hand: whoever shuffles is the dealer."
            ),
            tr._("Here, I shuffle and deal for you."),
        ]
    elif term == "cut":
        title = tr._("Cut")
        body = [
            tr._(
                "At the start, each player cuts the deck: the lower card deals first. After "
                "the crib is laid away, the pone cuts and the dealer turns up the top card of "
                "the lower part: the starter. If it is a jack, the dealer scores two points."
            )
        ]
    elif term == "lay away":
        title = tr._("Laying away to the crib")
        body = [
            tr._(
                "Of the six cards dealt, each player lays two away to the crib and keeps "
                "four. The crib is the dealer's: lay good cards away when you deal, poor ones "
                "when you don't. /discard to practise."
            )
        ]
    elif term == "faces":
        title = tr._("Face cards")
        body = [
            tr._(
                "The jack, queen and king. Each counts 10 in the play and in fifteens, like "
                "the 10. In a run they keep their order: 10-J-Q, J-Q-K."
            )
        ]
    elif term == "joker":
        title = tr._("Joker")
        body = [
            tr._("Cribbage is played with 52 cards, without the jokers."),
            tr._(
                "In Kings Cribbage (/kings), “Joker!” is called to take the points an "
                "opponent's count left out, as muggins does in cribbage (/help muggins)."
            ),
        ]
    elif term == "show":
        title = tr._("The show")
        body = [
            tr._(
                "After the play, each hand is counted with the starter: the pone's first, "
                "then the dealer's hand, then the crib, which is the dealer's. /hand and "
                "/crib to practise."
            )
        ]
    elif term == "how":
        title = tr._("How a game goes")
        body = [
            tr._(
                "Each deal: six cards to each player; each lays two away to the dealer's "
                "crib, and the pone cuts for the starter."
            ),
            tr._(
                "The play: each in turn lays a card and says the count, up to 31; 15, 31, "
                "pairs, runs, the go and the last card score."
            ),
            tr._(
                "The show: each hand is counted with the starter, the pone's first, then the "
                "dealer's and the crib. The first to reach 121 wins (61 in a short game)."
            ),
            tr._("/play: a game against me · /hand: count a hand to practise"),
        ]
    elif term == "29":
        title = "29"
        body = [
            tr._(
                "The best hand: three 5s and the jack of the starter's suit in the hand, the "
                "fourth 5 as the starter."
            )
        ]
    else:
        title = tr._("Nineteen")
        body = [
            tr._(
                "No hand can count 19: as a joke, players call “nineteen” for a hand worth "
                "nothing. 25, 26 and 27 cannot be made either; the most is 29."
            )
        ]
    return [bold(title), *map(esc, body)]


def _nobs(tr: Translator) -> str:
    """His nobs: the jack of the starter's suit (plain text)."""
    return tr._(
        "The jack of the starter's suit, in a hand or in the crib, is worth one point. "
        "Call it “one for his nobs”."
    )


def _heels(tr: Translator) -> str:
    """His heels: a jack cut as the starter (plain text)."""
    return tr._(
        "A jack turned up as the starter gives the dealer two points at once, outside "
        "the count of the hands."
    )


CARD_WORDS: Final = frozenset({"cartes", "cards", "ecrire", "write", "lettres", "letters"})
"""`/help <word>` on writing cards (« /aide cartes », « /aide comment écrire les cartes »,
"/help cards"): the card notation, as /score alone shows it (« carte », singular, leads « carte
de départ »: not one of them)."""


CARD_NAMES: Final = frozenset(
    {"as", "dame", "dames", "roi", "pique", "piques", "coeur", "coeurs", "cœur", "cœurs"}
    | {"carreau", "carreaux"}
    | {"trefle", "trefles", "ace", "aces", "queen", "queens", "king", "spade", "spades"}
    | {"heart", "hearts", "diamond", "diamonds", "club", "clubs", "suit", "suits"}
)
"""`/help <card>` on a card's rank or suit (« /aide as », « /aide dame de pique », "/help
queen", "/help spades"): how cards are written, as `CARD_WORDS` (« /aide valet » is the jack's
points; « /aide rois » Kings Cribbage's command)."""


KINGS_FIFTEEN_WORDS: Final = frozenset({"quinzaine", "quinzaines"})
"""`/help <word>` on the Kings Cribbage rules' word for a fifteen (« /aide quinzaine »): how a
Kings line counts, and where every rule is (« /aide quinze » is how to answer a count)."""


def help_on_word(typed: Sequence[str], tr: Translator, *, more: bool = True) -> str | None:
    """`/help <word>` on a word of the game rather than a command (HTML): muggins or counting
    (`help_topic`), writing cards (`CARD_WORDS`, a card's name: `CARD_NAMES`), else a term
    of `GAME_WORDS`, then where every command is (`more`: False under a question, whose line
    says it: it was said twice); None for a word that is none of them."""
    if not typed:
        return None
    if (topic := help_topic(typed[0], tr, more=more)) is not None:
        return topic
    tail = ["", esc(tr._("/help all: every command in detail."))] if more else []
    if unaccented(typed[0]).casefold() in KINGS_FIFTEEN_WORDS:  # Kings' word: its counting
        return "\n".join(esc(line) for line in counting_rules_lines(tr))
    if (kings_word := help_word(typed)) is not None:  # « /aide serviteur », « /aide jeton »
        return "\n".join(esc(line) for line in help_word_lines(kings_word, tr))
    if unaccented(typed[0]).casefold() in CARD_WORDS | CARD_NAMES:
        notation = [esc(line) for line in card_input.notation_help(tr).split("\n")]
        return "\n".join([notation_title(tr), *notation, *tail])
    if (term := game_word(typed)) is None:
        return None
    return "\n".join([*game_word_lines(term, tr), *tail])


def typed_question(text: str, tr: Translator, *, more: bool = True) -> str | None:
    """A text typed with nothing asked that asks what a word of the game is (« c'est quoi le
    crib? », « qu'est-ce que le skunk », "what is a skunk?") or how to count (« comment on
    compte? »): the answer `/help <word>` gives (HTML; « c'est quoi muggins » got « Rien à
    compter pour l'instant », « c'est quoi le crib? » « Je réponds aux comptes et aux
    commandes »; `more`: where every command is, as `help_on_word`); None for any other
    text."""
    args = text.split()
    how = asks_how(args)
    if not (how or asks_what(args)):
        return None
    typed = help_words(args)
    if how and typed and unaccented(typed[0]).casefold() in HOW_TO_PLAY:
        typed = ["deroulement"]  # « comment jouer au crible? »: how a game goes
    return help_on_word(typed, tr, more=more)


def asks_how(args: Sequence[str]) -> bool:
    """Whether words typed ask how (`HELP_HOW`: « comment on compte? », "how do you play?")."""
    return any(a.strip(HELP_PUNCTUATION).casefold() in HELP_HOW for a in args)


def asks_about(args: Sequence[str]) -> bool:
    """Whether words typed ask what something is or how it goes (« c'est quoi standard »,
    « comment ça marche »), whether or not `typed_question` has an answer for it."""
    return asks_how(args) or asks_what(args)


HOW_TO_PLAY: Final = frozenset({"jouer", "play"})
"""After « comment » or "how" in a text typed alone (« comment jouer? », "how do you play?"):
how a game goes. They name /play after /help (« /aide c'est quoi jouer » is its lines)."""
