"""The wording of the commands: each one's line in the command menu (setMyCommands) and in
/help, and /help's "How to answer" part.

A help line is HTML written with the command's name in the reader's language
(« /defi : le défi du jour »); /help adds the command's other names after it
(`aliases_note`). The drills whose wording lives in their own view module (pegging, pictures,
clubs) keep their lines there.

Whether typed words ask for help, and what the words after /help name, is read by
`bot.drills.help_asked`. What answers a text that is neither an answer nor a command (a
greeting, a wish to play, a name without its slash, a photo) is `bot.views.chatter`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from bot.engine.card_parsing import unaccented
from bot.i18n import Translator
from bot.views import calls_unread, replies
from bot.views import peg as peg_view
from bot.views import peg_round as peg_round_view
from bot.views.markup import bold, code, esc
from bot.views.peg_asides import play_points_line

LANGUAGE_NAMES: Final = {"fr": "Français", "en": "English"}
"""Each language by its own name (the same buttons in every language)."""
LANGUAGE_WORDS: Final = {
    "fr": "fr",
    "francais": "fr",
    "français": "fr",
    "french": "fr",
    "en": "en",
    "english": "en",
    "anglais": "en",
}
"""/lang <word>: the language it names."""


def help_at_count(how: str, tr: Translator) -> str:
    """« aide » / "help" typed alone while a question waits (/main, /jeu compte, a /jouer
    step): how to answer it (`how`, HTML), then that the question still waits and where every
    command is (the whole /help had buried the question: the player lost track of it)."""
    waiting = tr._("Your question above is still waiting for your answer. Every command: /help.")
    return how + "\n" + esc(waiting)


def peg_count_how(tr: Translator) -> str:
    """How to count one card of the play (/peg count), and what to send (plain text)."""
    return play_points_line(tr) + " " + peg_view.call_send_line(tr)


def peg_round_how(tr: Translator) -> str:
    """How to count a round of the play (/peg round), and what to send (plain text)."""
    return play_points_line(tr) + " " + peg_round_view.round_send_line(tr)


def example_hand(tr: Translator) -> str:
    """The 29 hand, in the translator's card notation."""
    return tr._("5H 5D 5C JS 5S")


def example_call(tr: Translator) -> str:
    """An itemized answer, in the translator's words."""
    return tr._("15-2 15-4 pair 6")


def aliases_note(names: Sequence[str], tr: Translator) -> str:
    """The other names of a command, after its help line: "(also /main)" (HTML)."""
    return esc(tr._("(also {aliases})").format(aliases=", ".join(f"/{n}" for n in names)))


def mentions(text: str, name: str) -> bool:
    """Whether `text` names the command `/name` (not as part of a longer name)."""
    return re.search(rf"/{re.escape(name)}(?![A-Za-z0-9_])", text) is not None


def with_aliases(
    names: Sequence[str], lines: Sequence[str], tr: Translator, fr: Sequence[str] | None = None
) -> list[str]:
    """A command's /help `lines`; those of its `names` the lines do not show follow the first
    line that names the command (else the first line). Given its French names `fr`, a reader
    is told only of the names of their language: a French reader of the French ones (« /main
    (ou /hand) » would be English in French help), another of the others. A line that ends in
    brackets of its own gets them right after the name it shows (« /course (ou /partie) : …
    (une partie : /jouer) », not « (une partie : /jouer) (ou /partie) », which reads as if
    /partie started a game)."""
    lines = list(lines)
    shown = [n for n in names if any(mentions(line, n) for line in lines)]
    others = [n for n in names if n not in shown]
    if fr is not None:
        others = [n for n in others if (n in fr) == (tr.lang == "fr")]
    if others and lines:
        at = next((i for i, line in enumerate(lines) if any(mentions(line, n) for n in shown)), 0)
        lines[at] = _noted(lines[at], shown, aliases_note(others, tr))
    return lines


def _noted(line: str, shown: Sequence[str], note: str) -> str:
    """`line` with the other names' `note`: at its end; after the first name it shows when
    it already ends in brackets; at the end of its first clause when a later clause names the
    command again (« /quiz : … au choix (ou /regles); /quiz 10 : dix de suite », not « /quiz
    10 : dix de suite (ou /regles) », which reads as if /regles gave ten)."""
    named = sorted(
        (m.start(), m.end())
        for n in shown
        for m in re.finditer(rf"/{re.escape(n)}(?![A-Za-z0-9_])", line)
    )
    if not named:
        return f"{line} {note}"
    (first, first_end), *_ = named
    if line.rstrip().endswith(")"):
        return f"{line[:first_end]} {note}{line[first_end:]}"
    clause = line.find(";", first)
    if clause != -1 and any(start > clause for start, _ in named):
        return f"{line[:clause]} {note}{line[clause:]}"
    return f"{line} {note}"


def menu_name(names: Sequence[str], lines: Sequence[str], fr: Sequence[str], tr: Translator) -> str:
    """The name the menu shows a reader: the first of a command's `names` that its /help
    `lines` name (/jouer in French, /play in English), else its first French name (`fr`) in
    French, else its first name; every name works in either language."""
    for line in lines:
        named = next((n for n in names if mentions(line, n)), None)
        if named is not None:
            return named
    return fr[0] if tr.lang == "fr" and fr else names[0]


# -- /score's cards and count ----------------------------------------------------------------

CALL_SHOWN: Final = 30
"""At most this many characters of a count said with the wrong cards are repeated."""


def count_without_cards(call: str, tr: Translator) -> str:
    """`muggins score = 29`: a count said with no cards before it (HTML)."""
    return esc(tr._("No cards before the count “{call}”.").format(call=call[:CALL_SHOWN]))


def count_after_wrong_cards(got: int, call: str, tr: Translator) -> str:
    """« /score 5C 5K 5T VP 29 »: the words after the cards read as the count called, and the
    cards before it are not five (the starter left out) (HTML)."""
    return esc(
        tr._(
            "I read “{call}” as the count called, but it takes 5 cards before it, not {got}: "
            "the four cards, then the starter."
        ).format(call=call[:CALL_SHOWN], got=tr.number(got))
    )


def words_after_cards(words: str, tr: Translator) -> str:
    """« /score 5C 5K 5T VP 5P merci »: the five cards read, and the words after them are no
    card nor count (HTML)."""
    return esc(
        tr._("The 5 cards are there, but “{words}” after them is neither a card nor a count.")
    ).format(words=esc(words[:CALL_SHOWN]))


def score_call_example(example: str, tr: Translator) -> str:
    """An example of a count called after the cards (`example`: the command, HTML)."""
    return esc(tr._("For example: {example} (four cards, the starter, then the count).")).format(
        example=example
    )


def score_call_command(call: str, tr: Translator, *, command: str = "/score") -> str:
    """The command that calls `call` on the 29 hand, as the player would type it (plain)."""
    return f"{command} {example_hand(tr)} = {call[:CALL_SHOWN]}"


# -- The command menu ------------------------------------------------------------------------


def menu_hand(tr: Translator) -> str:
    """/hand in the menu."""
    return tr._("Count a hand")


def menu_crib(tr: Translator) -> str:
    """/crib in the menu."""
    return tr._("Count a crib")


def menu_ecart(tr: Translator) -> str:
    """/ecart in the menu."""
    return tr._("Which cards to lay away? (/discard 5: five cards)")


def menu_daily(tr: Translator) -> str:
    """/daily in the menu."""
    return tr._("The daily challenge: the same deal for everyone")


def menu_score(tr: Translator) -> str:
    """/score in the menu."""
    return tr._("Count any hand: /score 5H 5D 5C JS 5S")


def menu_stats(tr: Translator) -> str:
    """/stats in the menu."""
    return tr._("Your progress")


def menu_quiz(tr: Translator) -> str:
    """/quiz in the menu."""
    return tr._("Rules quiz: /quiz, or /quiz 10 for a series")


def menu_game(tr: Translator) -> str:
    """/game in the menu."""
    return tr._("The hand race: your practice counts on a board (not a game)")


def menu_lang(tr: Translator) -> str:
    """/lang in the menu."""
    return tr._("Français / English")


def menu_variant(tr: Translator) -> str:
    """/variant in the menu."""
    return tr._("Rules: standard or FADOQ (116)")


def menu_tz(tr: Translator) -> str:
    """/tz in the menu."""
    return tr._("Your timezone, for the daily challenge")


def menu_remind(tr: Translator) -> str:
    """/remind in the menu, the time as the reminder's replies write it (« 19 h 30 », "7:30 PM")."""
    return tr._("Reminder of the daily challenge: /remind 7:30 PM, /remind off")


def menu_cancel(tr: Translator) -> str:
    """/cancel in the menu."""
    return tr._("Drop the current question")


def menu_help(tr: Translator) -> str:
    """/help in the menu."""
    return tr._("How to answer, all commands")


def menu_start(tr: Translator) -> str:
    """/start in the menu."""
    return tr._("Welcome")


# -- /help lines (HTML) ----------------------------------------------------------------------


def help_start(tr: Translator) -> list[str]:
    """/start in /help."""
    return [esc(tr._("/start: welcome, where to begin"))]


def help_help(tr: Translator) -> list[str]:
    """/help in /help."""
    return [esc(tr._("/help: this list, and how to answer"))]


def help_hand(tr: Translator) -> list[str]:
    """/hand in /help."""
    return [esc(tr._("/hand: count a hand"))]


def help_crib(tr: Translator) -> list[str]:
    """/crib in /help."""
    return [esc(tr._("/crib: count a crib (you are the dealer)"))]


def help_score(tr: Translator) -> list[str]:
    """/score in /help (two uses)."""
    cards = code(example_hand(tr))
    return [
        esc(tr._("/score {cards}: count any hand, the starter last")).format(cards=cards),
        esc(tr._("/score crib {cards}: the same for a crib")).format(cards=cards),
        esc(calls_unread.referee_help(tr)).format(
            example=code("/score " + example_hand(tr) + " = " + calls_unread.example_call(tr))
        ),
    ]


def help_ecart(tr: Translator) -> list[str]:
    """/ecart in /help."""
    return [
        esc(tr._("/discard: which cards to lay away? (/discard 5: the five-card deal)")),
        esc(tr._("/discard {cards} dealer (or pone): the best lay-away of your own cards")).format(
            cards=code(tr._("5H 5D JS QC 2H 3S"))
        ),
    ]


def help_daily(tr: Translator) -> list[str]:
    """/daily in /help, and what its code and key are for (the fairness, said plainly)."""
    return [
        esc(tr._("/daily: the daily challenge; /daily 2026-11-20 replays a day")),
        esc(
            tr._(
                "The code shown at the start and the key given at the end let anyone check "
                "that the day's cards were fixed in advance."
            )
        ),
    ]


def help_stats(tr: Translator) -> list[str]:
    """/stats in /help."""
    return [esc(tr._("/stats: your progress"))]


def help_game(tr: Translator) -> list[str]:
    """/game in /help."""
    return [esc(tr._("/race: the hand race, your practice counts on a board (a game: /play)"))]


def help_quiz(tr: Translator) -> list[str]:
    """/quiz in /help."""
    return [
        esc(tr._("/quiz: a question on the rules, with answers to choose; /quiz 10: ten in a row"))
    ]


def help_variant(tr: Translator) -> list[str]:
    """/variant in /help."""
    return [esc(tr._("/variant: the rules, standard or FADOQ (no go points from 116)"))]


def help_lang(tr: Translator) -> list[str]:
    """/lang in /help."""
    return [esc(tr._("/lang: français or English"))]


def help_tz(tr: Translator) -> list[str]:
    """/tz in /help."""
    return [esc(tr._("/tz: your timezone"))]


def help_remind(tr: Translator) -> list[str]:
    """/remind in /help, the time as the reminder's replies write it (« /rappel 19 h 30 »,
    "/remind 7:30 PM"), not the 24-hour "19:30" English players don't use."""
    return [esc(tr._("/remind 7:30 PM: a reminder of the daily challenge (/remind off)"))]


def help_cancel(tr: Translator) -> list[str]:
    """/cancel in /help."""
    return [esc(tr._("/cancel: drop the current question"))]


# -- /help -----------------------------------------------------------------------------------


def command_help(lines: Sequence[str], tr: Translator, *, answering: bool = False) -> str:
    """`/help <command>`: that command's /help lines (HTML), how to answer a count when it
    asks for counts (`answering`), then where to find the others."""
    answer = ["", *answer_lines(tr)] if answering else []
    return "\n".join([*lines, *answer, "", esc(tr._("/help all: every command in detail."))])


UNKNOWN_SHOWN: Final = 30
"""`/help <word>`: at most this many characters of an unknown word are repeated."""


def help_short(tr: Translator, unknown: str | None = None, *, in_group: bool = False) -> str:
    """/help: three short sections (practise, play, the club), the settings in one line, how
    to answer in one; `/help all` gives every command in detail (`help_text`). `unknown`: the
    word of a `/help <word>` that names neither a command nor a word of the game, said first;
    `in_group`: asked in a group, where /play opens a table of members (a game against the
    bot is in private)."""
    if in_group:
        play = tr._("/play: a game between members, here (against me: in our private chat)")
    else:
        play = tr._("/play: a whole game against me (61 or 121 points)")
    sections = [
        (
            tr._("Practise"),
            [
                tr._("/hand: count a hand · /crib: count a crib"),
                tr._("/peg: the play, card by card · /discard: what to lay away"),
                tr._("/daily: the daily challenge · /quiz: questions on the rules"),
                tr._("/review: your misses again · /coach: your weak spots"),
                tr._("/stats: your progress · /kings: Kings Cribbage"),
            ],
        ),
        (
            tr._("Play"),
            [
                play,
                tr._("/variant: the rules (standard or FADOQ)"),
                tr._("/odds: your chances of winning at any score"),
            ],
        ),
        (
            tr._("Your club"),
            [
                tr._(
                    "In your club's group: /top, /tournament; for a game with a member, /play in"
                    " reply to one of their messages (or /play @ then their name from the list)"
                ),  # before: « /jouer @membre », a placeholder typed as it read
                tr._("/club: the club's settings (admins) · /resign: leave a club game"),
                tr._("/night: the club night at the hall (tables, scores, the sheet to print)"),
            ],
        ),
    ]
    footer = [
        tr._("Settings: /lang, /pictures, /tz, /remind, /forget"),
        tr._("To answer a count: the total (12) or the call (fifteen 4, run 3)."),
        tr._("/help all: every command in detail."),
    ]
    lines = [line for title, body in sections for line in (bold(title), *map(esc, body), "")]
    if unknown is not None:  # « /aide skunk » was « Il n'y a pas de commande /skunk »
        lines = [unknown_line(unknown, tr), "", *lines]
    return "\n".join([*lines, *map(esc, footer)])


def unknown_line(unknown: str, tr: Translator) -> str:
    """The word of a `/help <word>` that names neither a command nor a word of the game
    (HTML), cut to `UNKNOWN_SHOWN` characters."""
    said = tr._("I know no command or word of the game “{word}”. Here are the commands:")
    return esc(said).format(word=esc(unknown[:UNKNOWN_SHOWN]))


def help_in_group(tr: Translator, *, name: str, unknown: str | None = None) -> str:
    """/help in a club's group (HTML): the member's name on a line of its own, the group's
    own commands in a few lines, and where the whole help is (the button below,
    `help_all_button`): the private help's twenty lines, under « Marie : S'exercer », took
    the club's chat and the group's budget of messages. `unknown`: as `help_short`'s."""
    lines = [
        esc(tr._("{name}, here is what you can do in the group:")).format(name=bold(name)),
        esc(tr._("/play: a game between members, here (against me: in our private chat)")),
        esc(tr._("With one member: /play in reply to one of their messages")),
        esc(tr._("/top: the club's board · /tournament: the club's tournaments")),
        esc(tr._("/night: the club night at the hall · /daily: the daily challenge")),
        esc(tr._("During a game, your cards and your moves come in our private chat.")),
        esc(tr._("All the help is in our private chat: the button below opens it.")),
    ]
    if unknown is not None:  # « /aide skunk »: said first, as in private
        lines[0] = replies.titled_html(unknown_line(unknown, tr), tr, name=name)
    return "\n".join(lines)


def help_all_in_group(tr: Translator, *, name: str) -> str:
    """`/help all` in a group (HTML): the member's name and where every command is (the
    button below, `help_all_button`): forty lines crowded the club's chat."""
    text = tr._("Every command in detail is in our private chat: the button below opens it.")
    return replies.titled_html(esc(text), tr, name=name)


def help_all_button(tr: Translator) -> str:
    """The button of `/help all` in a group: every command, in private."""
    return tr._("See every command")


MUGGINS_WORDS: Final = frozenset({"muggins"})
"""`/help <word>` on muggins, the rule (« /aide muggins »): it names no command."""
COUNTING_WORDS: Final = frozenset(
    {"quinze", "quinzes", "compter", "compte", "comptage"}
    | {"fifteen", "fifteens", "count", "counting"}
    | {"annonce", "annonces", "annoncer", "call", "calls", "calling"}
    | {"15", "15-2", "15-4", "quinze-deux", "fifteen-two"}
)
"""`/help <word>` on counting (« /aide quinze », « /aide comptage », « /aide annonce », "/help
counting"): how to answer a count; each word in both languages."""


def help_topic(word: str, tr: Translator, *, more: bool = True) -> str | None:
    """`/help <word>` on a word of the game rather than a command: what muggins is, or how to
    answer a count, then where every command is (`more`: False where the message says it
    already); None for any other word (`help_short` names it unknown)."""
    plain = unaccented(word.removeprefix("/")).casefold()
    if plain in MUGGINS_WORDS:
        lines = muggins_lines(tr)
    elif plain in COUNTING_WORDS:
        lines = answer_lines(tr)
    else:
        return None
    if not more:
        return "\n".join(lines)
    return "\n".join([*lines, "", esc(tr._("/help all: every command in detail."))])


def muggins_lines(tr: Translator) -> list[str]:
    """`/help muggins`: the rule, how it works here, and the setting that turns it off."""
    return [
        bold(tr._("Muggins")),
        esc(
            tr._(
                "When a player counts short, the other player calls “Muggins!” "
                "and takes the points missed."
            )
        ),
        esc(
            tr._(
                "Here, miss points in a count and I take them. In a game between members, "
                "the others can call it on your count, with the Muggins button under it."
            )
        ),
        esc(
            tr._(
                "/variant muggins off: the points you miss are simply lost, in your practice "
                "and your games against me; /variant muggins on: muggins again."
            )
        ),
        esc(
            tr._(
                "In a club, its admins choose for the counts in its group and the games "
                "between members: /club muggins off."
            )
        ),
    ]


def help_sections(command_lines: Sequence[str], tr: Translator) -> list[list[str]]:
    """`/help all`: the commands (HTML lines, with their other names), then how to answer,
    each sent as its own messages (in one, French went past Telegram's length: « Forme
    courte » and what follows were cut to « … »; the commands alone reached 4,099 characters
    in French as the help grew, so the sender packs each section's lines into messages)."""
    return [[bold(tr._("Commands")), *command_lines], answer_lines(tr)]


def answer_lines(tr: Translator) -> list[str]:
    """/help's "How to answer" part (HTML lines)."""
    return [
        bold(tr._("How to answer")),
        esc(tr._("Send the total ({example}), or call the count the way you would say it:")).format(
            example=code("12")
        ),
        code(example_call(tr)) + "   " + code(tr._("fifteen 4, run 3, nobs 1")),
        esc(tr._("Short form: {example} (f fifteens, p pairs, r runs, fl flush, n nobs).")).format(
            example=tr._("<code>15:4 r:3 n:1</code>")  # the letters of the language
        ),
        esc(
            tr._(
                "Then I check each kind of points and tell you what you missed. "
                "Miss points and I claim them: muggins! Claim too many and your count is corrected."
            )
        ),
        esc(tr._("In a group, reply to my message or tap the keypad.")),
    ]
