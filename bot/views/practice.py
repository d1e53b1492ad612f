"""What the practice commands say besides the show itself (`bot.views.show`): /start's and
the verdict's buttons, /hand and /crib's refusals and toasts, /score's help, /lang, the hand
race of /game, an unknown command. HTML where said; plain text for button labels and
answers.
"""

from __future__ import annotations

from typing import Final, assert_never

from bot.drills.deals import Deal
from bot.drills.ecart import SIX
from bot.drills.grading import Verdict
from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.cards import Card
from bot.engine.variants import DOUBLE_SKUNK_LINES, LURCH_LINES, SKUNK_LINES
from bot.i18n import Translator, card_input, render
from bot.storage import Game, Question
from bot.views import commands as commands_view
from bot.views import ecart_lookup as ecart_lookup_view
from bot.views import replies, score_args, show
from bot.views import variant as variant_view
from bot.views.commands import example_hand
from bot.views.markup import bold, code, esc
from bot.views.score_args import ScoreAsk

# -- Buttons --------------------------------------------------------------------------------


def count_hand_button(tr: Translator) -> str:
    """Deal a hand to count."""
    return tr._("Count a hand")


def count_crib_button(tr: Translator) -> str:
    """Deal a crib to count."""
    return tr._("Count a crib")


def next_hand_button(tr: Translator) -> str:
    """Deal another hand, after a verdict."""
    return tr._("Next hand")


def next_crib_button(tr: Translator) -> str:
    """Deal another crib, after a crib's verdict."""
    return tr._("Next crib")


# -- /hand and /crib ------------------------------------------------------------------------


def lost_hand_line(tr: Translator) -> str:
    """A stored hand that cannot be read back."""
    return esc(tr._("Sorry, I lost that hand. /hand deals a new one."))


def toast(verdict: Verdict, tr: Translator) -> str:
    """The keypad press's answer: the verdict in two words."""
    match verdict:
        case Verdict.EXACT:
            return tr._("Right!")
        case Verdict.LOW:
            return tr._("Muggins!")
        case Verdict.HIGH:
            return tr._("Too high.")
        case _:
            assert_never(verdict)


def not_yours(tr: Translator) -> str:
    """A reply to someone else's hand or crib."""
    return tr._("That hand is not yours: /hand deals you one.")


def already_counted(tr: Translator) -> str:
    """A reply to a hand or crib already counted."""
    return tr._("That hand was already counted. /hand deals a new one.")


def counted_note(tr: Translator) -> str:
    """A count typed or pressed for a hand already counted."""
    return tr._("That hand was already counted.")


def keypad_not_yours(tr: Translator) -> str:
    """A keypad press on someone else's hand or crib."""
    return tr._("This hand is not yours: /hand deals you one.")


def dropped_text(question: Question, tr: Translator, deal: Deal | None = None) -> str:
    """What /cancel says it dropped: the hand or the crib, and its count called aloud
    (« Abandonnée. Elle valait 4 points. » named neither what was dropped nor how it
    counted); without its `deal` (unreadable), its worth."""
    if deal is not None:
        head = tr._("Crib dropped.") if deal.is_crib else tr._("Hand dropped.")
        count = tr._("The count: {count}.").format(count=render.called_count_text(deal.score(), tr))
        return head + " " + count
    total = question.expected.get("total")
    if isinstance(total, int):
        return tr._("Dropped. That one was worth {points}.").format(points=render.points(total, tr))
    return tr._("Dropped.")


def replaced_text(tr: Translator, deal: Deal | None) -> str:
    """A hand or crib replaced by a new question (/hand over a hand waiting): which one, and
    its count called aloud, as /cancel tells it (« Cette question remplace la précédente. »
    alone lost the count); without its `deal` (unreadable), the plain line (HTML)."""
    if deal is None:
        return replies.set_aside_line(tr)
    if deal.is_crib:
        line = tr._(
            "This question replaces your previous crib ({cards}, starter {starter}); its "
            "count: {count}."
        )
    else:
        line = tr._(
            "This question replaces your previous hand ({cards}, starter {starter}); its "
            "count: {count}."
        )
    text = line.format(
        cards=render.cards(deal.hand, tr),
        starter=render.card(deal.starter, tr),
        count=render.called_count_text(deal.score(), tr),
    )
    return "<i>" + esc(text) + "</i>"


# -- /score ---------------------------------------------------------------------------------


def score_usage(example: str, tr: Translator) -> str:
    """An example of /score (`example`: the cards, in the player's notation)."""
    return esc(tr._("For example: {example} (four cards, then the starter).")).format(
        example=code("/score " + example)
    )


def notation_title(tr: Translator) -> str:
    """Above the card notation."""
    return bold(tr._("How to write cards"))


def score_crib_line(example: str, tr: Translator) -> str:
    """How /score counts a crib."""
    return esc(tr._("Add crib first to count a crib: {example}")).format(
        example=code("/score crib " + example)
    )


def score_referee_line(tr: Translator) -> str:
    """How /score checks a count called after the cards (« = 28 »: the referee)."""
    return esc(tr._("Add “=” and your count to have it checked: {example}")).format(
        example=code(commands_view.score_call_command("28", tr))
    )


def score_help_lines(tr: Translator, call: str | None = None) -> list[str]:
    """/score alone: the card notation, then how to write a hand and a crib; `call`, a count
    typed with no cards (« /score = 29 »): said first, and the example calls it, as
    `muggins score = 29` says it."""
    notation = [esc(line) for line in card_input.notation_help(tr).split("\n")]
    example = example_hand(tr)
    if call is not None:
        command = code(commands_view.score_call_command(call, tr))
        return [
            commands_view.count_without_cards(call, tr),
            notation_title(tr),
            *notation,
            commands_view.score_call_example(command, tr),
        ]
    return [
        notation_title(tr),
        *notation,
        score_usage(example, tr),
        score_referee_line(tr),
        score_crib_line(example, tr),
    ]


def unread_cards_text(error: CardError, tr: Translator) -> str:
    """/score with cards not understood: why, and an example."""
    return card_input.card_error(error, tr) + "\n" + score_usage(example_hand(tr), tr)


def score_unread_text(asked: ScoreAsk, error: CardError, tr: Translator, count: int) -> str:
    """Why /score's `count` cards do not read (HTML): a count said after too few cards
    (« /score 5C 5K 5T VP 29 »: « 29 » is no card, the starter is missing), words after the
    cards that are no count (« … 5P merci »), six cards (a deal to lay away from, /ecart's),
    four (the starter missing), or the cards' error."""
    wrong = score_args.count_after_wrong_cards(asked, tr.lang, count)
    extra = score_args.words_after_cards(asked, tr.lang, count) if wrong is None else None
    if extra is not None:  # « /score 5C 5K 5T VP 5P merci »: not « Carte inconnue « merci » »
        example = code(commands_view.score_call_command("29", tr))
        return "\n".join(
            [
                commands_view.words_after_cards(extra, tr),
                commands_view.score_call_example(example, tr),
            ]
        )
    if wrong is None and (dealt := _six_cards(asked, error, tr)) is not None:
        # « /score 5C 5K 5T VP 5P 2C »: six cards are a deal to lay away from, /ecart's
        note = ecart_lookup_view.typed_cards_note(dealt, None, tr)
        return card_input.card_error(error, tr) + "\n" + note
    if wrong is None and error.reason is CardErrorReason.WRONG_COUNT and error.got == count - 1:
        # « /score 5C 5K 5T VP »: a hand as held, the starter not given
        missing = tr._("The starter is missing: add it after your four cards.")
        usage = score_usage(example_hand(tr), tr)
        return card_input.card_error(error, tr) + " " + esc(missing) + "\n" + usage
    if wrong is None:
        return unread_cards_text(error, tr)
    got, call = wrong
    example = code(commands_view.score_call_command(call, tr))
    return "\n".join(
        [
            commands_view.count_after_wrong_cards(got, call, tr),
            commands_view.score_call_example(example, tr),
        ]
    )


def _six_cards(asked: ScoreAsk, error: CardError, tr: Translator) -> list[Card] | None:
    """The six cards of « /score 5C 5K 5T VP 5P 2C » (too many for /score), else None."""
    if error.reason is not CardErrorReason.WRONG_COUNT or error.got != SIX:
        return None
    try:
        return card_input.read_cards(asked.cards, tr, SIX)
    except CardError:
        return None


# -- /lang ----------------------------------------------------------------------------------


def language_done(tr: Translator) -> str:
    """The confirmation, in the language chosen."""
    return esc(tr._("Done: I will write to you in English."))


UNKNOWN_LANGUAGE_SHOWN: Final = 30
"""/lang <word>: at most this many characters of a word naming no language are repeated."""


def choose_language(tr: Translator, unknown: str | None = None) -> str:
    """Above the language buttons; `unknown`: the word of a `/lang <word>` naming no language
    we speak, said first."""
    if unknown is None:
        return esc(tr._("Choose your language:"))
    word = unknown[:UNKNOWN_LANGUAGE_SHOWN]
    return esc(tr._("I don't speak “{word}”. Choose your language:").format(word=word))


def lang_not_yours(tr: Translator) -> str:
    """Another member pressed someone's language buttons."""
    return tr._("These buttons are not yours: /lang gives you your own.")


# -- The hand race (/game) ------------------------------------------------------------------


def game_not_yours(tr: Translator) -> str:
    """Another member pressed someone's new-game buttons."""
    return tr._("These buttons are not yours: /race gives you your own.")


def no_race_line(tr: Translator) -> str:
    """/game with no race under way."""
    return esc(tr._("No race under way: /hand starts one."))


def race_about_line(tr: Translator, *, muggins: bool = True) -> str:
    """What the hand race is: the pegging questions peg it too (their verdicts show it), and
    naming only /hand and /crib left a player wondering where those points came from. With
    muggins off (`muggins` False), the points missed are lost: « les points oubliés avancent
    le mien » contradicted the verdict's « perdus (muggins désactivé) »."""
    if not muggins:
        return esc(
            tr._(
                "The hand race: each hand you count in practice (/hand, /crib) and each play "
                "question (/peg) pegs its points here, as on a board; with muggins off, the "
                "points you miss are lost. It is not a game of cribbage: /play is a whole game."
            )
        )
    return esc(
        tr._(
            "The hand race: each hand you count in practice (/hand, /crib) and each play "
            "question (/peg) pegs its points here, as on a board, and the points you miss peg "
            "mine. It is not a game of cribbage: /play is a whole game."
        )
    )


def race_in_group(game: Game | None, tr: Translator, *, name: str, muggins: bool = True) -> str:
    """/race in a group (HTML): the member's race there, their name first, what it is, and
    where its settings are (`race_settings_button`, the private chat's menu): the margins
    explained and six buttons, one member's business, crowded the club's chat."""
    race = show.game_lines(game, tr) if game is not None else [no_race_line(tr)]
    where = tr._(
        "61 or 121, with or without skunk: you choose in our private chat, "
        "the button below opens it."
    )
    lines = [
        replies.titled_html(race[0], tr, name=name),
        *race[1:],
        race_about_line(tr, muggins=muggins),
    ]
    return "\n".join([*lines, esc(where)])


def race_settings_button(tr: Translator) -> str:
    """The button of /race in a group: the race's menu, in private."""
    return tr._("Choose my race")


def game_menu_lines(
    game: Game | None, variant: str, tr: Translator, *, muggins: bool = True
) -> list[str]:
    """/game: the race under way (or none), what it is (`muggins`: whether the points missed
    peg the bot's), the player's variant, the offer."""
    race = show.game_lines(game, tr) if game is not None else [no_race_line(tr)]
    if game is not None:  # its rule first: after « 61, skunk », all three were explained alike
        race.insert(1, race_rule_line(game.margin_rule, tr))
    return [
        *race,
        race_about_line(tr, muggins=muggins),
        variant_view.game_line(variant, tr),
        *margin_lines(tr),
        new_race_line(tr, under_way=game is not None),
    ]


def race_rule_line(rule: str, tr: Translator) -> str:
    """Under the race's board in /race: the margin rule it is played with (HTML)."""
    return esc(tr._("This race's rule: {margin}.").format(margin=margin_label(rule, tr)))


def margin_lines(tr: Translator) -> list[str]:
    """What each new race button's margin means (HTML): « sous la moitié », « skunk »…"""
    lurch = tr._(
        "{margin}: two games won if the loser has less than half "
        "(under {half_121} in a race to 121, under {half_61} to 61)."
    ).format(
        margin=_capitalized(margin_label("lurch", tr)),
        half_121=tr.number(LURCH_LINES[121]),
        half_61=tr.number(LURCH_LINES[61]),
    )
    skunk = tr._(
        "{margin}: two games if the loser has {skunk_121} or less ({skunk_61} or less "
        "to 61), four at {double} or less (to 121)."
    ).format(
        margin=_capitalized(margin_label("skunk", tr)),
        skunk_121=tr.number(SKUNK_LINES[121] - 1),
        skunk_61=tr.number(SKUNK_LINES[61] - 1),
        double=tr.number(DOUBLE_SKUNK_LINES[121] - 1),
    )
    none = tr._("{margin}: always one game.").format(margin=_capitalized(margin_label("none", tr)))
    return [esc(line) for line in (lurch, skunk, none)]


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def new_race_line(tr: Translator, *, under_way: bool) -> str:
    """Above the new race buttons: a new one when a race is `under_way`, else one to start
    (« Recommencer la course » under « Aucune course en cours » restarted nothing)."""
    return esc(tr._("Start a new race:") if under_way else tr._("Start a race:"))


def margin_label(rule: str, tr: Translator) -> str:
    """A margin rule in a word: skunk, lurch or none."""
    if rule == "skunk":
        return tr._("skunk")
    if rule == "lurch":
        return tr._("lurch")
    return tr._("no margins")


def race_button(target: int, rule: str, tr: Translator) -> str:
    """A new race's button."""
    return tr._("{target}, {margin}").format(
        target=tr.number(target), margin=margin_label(rule, tr)
    )


def race_started_line(target: int, rule: str, tr: Translator) -> str:
    """A new race started: a race, as /race calls it, not a game (that is /play)."""
    text = tr._("New hand race to {target} ({margin}). Your turn to count!")
    return esc(text.format(target=tr.number(target), margin=margin_label(rule, tr)))


# -- /start in a group ----------------------------------------------------------------------


def start_in_group(tr: Translator, *, name: str) -> str:
    """/start in a group (HTML): the member's name and where the welcome is (the button
    below, `start_button`): the welcome is long and the player's own."""
    text = tr._(
        "Welcome to Muggins! Where to start is in our private chat: the button below opens it."
    )
    return replies.titled_html(esc(text), tr, name=name)


def start_button(tr: Translator) -> str:
    """The button of /start in a group: the welcome, in private."""
    return tr._("Start in private")


# -- Anything else --------------------------------------------------------------------------


SETTINGS_NAMES: Final = frozenset(
    {"settings", "setting", "preferences", "prefs", "options", "config", "setup"}
    | {"reglages", "reglage", "parametres", "parametre", "preferences", "configuration"}
)
"""Command names a player tries for the settings (/settings, « /réglages »; as `plain_name`
writes them): there is none, each setting has its own command."""


def settings_line(tr: Translator) -> str:
    """The commands of the settings (HTML): /settings tried, or « mes réglages » typed
    (`guide.own_page_typed`; it got « Je réponds aux comptes et aux commandes… »)."""
    return esc(
        tr._(
            "Each setting has its own command: /lang (the language), /pictures (cards as "
            "pictures), /tz (your timezone), /remind (the daily reminder), /variant (the "
            "rules), /forget (erase your data)."
        )
    )


def unknown_command_line(tr: Translator, *, typed: str = "", near: str | None = None) -> str:
    """A command the bot does not know, in private; one `near` the name `typed` (« /roi »:
    rois) is offered, to tap (it was « I don't know that command » alone); /settings, the
    commands of the settings (it was « I don't know that command »)."""
    if typed in SETTINGS_NAMES:
        return settings_line(tr)
    if near is not None:
        return esc(
            tr._("I don't know /{typed}. Did you mean /{name}? Tap it to send it.").format(
                typed=typed, name=near
            )
        )
    return esc(tr._("I don't know that command. Try /hand, /crib, /score or /help."))
