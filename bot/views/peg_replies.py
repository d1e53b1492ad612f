"""What the /peg handlers say around the questions themselves (`bot.views.peg`): the menu's
title, the card buttons' words, the toasts, the points pegged, the refusals. HTML where
said; plain text for button labels, toasts and lines the handler escapes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.drills.grading import Verdict
from bot.drills.peg import PegCountQuestion
from bot.drills.peg_best import GoGrade, PegQuestion, PlayGrade, PlayPosition
from bot.drills.peg_round import PegRoundGrade, PegRoundQuestion
from bot.drills.peg_typed import PlayTyped, TypedPlay
from bot.engine.cards import Card
from bot.i18n import Translator, card_input, render
from bot.storage import Game
from bot.views.markup import bold, esc
from bot.views.peg import count_question_lines, html_lines, kinds_lines
from bot.views.peg_asides import play_points_line
from bot.views.peg_play import (
    details_html,
    go_verdict_lines,
    play_question_lines,
    play_verdict_details,
    play_verdict_sentences,
)
from bot.views.peg_round import round_question_lines
from bot.views.show import game_lines, pegged_line

CARD_COLUMNS = 4
"""Card buttons per row at /peg play."""
GO: Final = "go"
"""A card button's action at a go (`card_data`)."""

Rows = list[list[tuple[str, str]]]
"""Buttons by rows, each as (label, callback_data)."""


def go_button(tr: Translator) -> str:
    """The only button when no card can be laid."""
    return tr._("Go")


def card_rows(position: PlayPosition, tr: Translator) -> list[list[tuple[str, Card | None]]]:
    """The card buttons by rows, each as (label, the card it lays; None: say go): one per
    card the player may lay (cards that would pass 31 are left out), or at a go its one
    button."""
    if position.is_go:
        return [[(go_button(tr), None)]]
    cards: list[tuple[str, Card | None]] = [(render.card(c, tr), c) for c in position.legal()]
    return [cards[i : i + CARD_COLUMNS] for i in range(0, len(cards), CARD_COLUMNS)]


def card_data(question_id: int, card: Card | None) -> str:
    """A card button's callback data: lay `card` in play question `question_id` (None: say
    go), `pp:<qid>:<card>`."""
    return f"pp:{question_id}:{GO if card is None else card}"


def card_buttons(question_id: int, position: PlayPosition, tr: Translator) -> Rows:
    """The card buttons of play question `question_id` by rows, as (label, callback_data):
    one per card the player may lay (`card_rows`), or at a go its one button."""
    return [
        [(label, card_data(question_id, c)) for label, c in row] for row in card_rows(position, tr)
    ]


def reply_hint(tr: Translator) -> str:
    """Under a question asked in a group (plain text, escaped with the question)."""
    return tr._("Reply to this message with your answer.")


def menu_title(tr: Translator) -> str:
    """/peg alone."""
    return bold(tr._("Pegging practice"))


def unknown_kind_line(word: str, tr: Translator) -> str:
    """/peg with a kind not understood (`word` quoted, escaped)."""
    return esc(tr._("I don't know {word}: choose count, round or play.")).format(word=bold(word))


def lost_line(tr: Translator) -> str:
    """A stored question that cannot be read back."""
    return esc(tr._("Sorry, I lost that question. /peg deals a new one."))


def answered_note(tr: Translator) -> str:
    """An answer to a question already answered (plain text)."""
    return tr._("That question was already answered. /peg deals a new one.")


def tap_card_line(tr: Translator, *, go: bool = False) -> str:
    """A text while a card is expected; at a `go` (no card fits), its one button (« Touchez
    un des boutons de carte » was said where the only button is « Go »)."""
    if go:
        return esc(
            tr._(
                "None of your cards can be laid without going past 31: tap “Go” under the question."
            )
        )
    return esc(tr._("Tap one of the card buttons under the question."))


def why_after_card_line(tr: Translator) -> str:
    """« pourquoi? » typed at /peg play before a card is chosen: the verdict explains each
    card, so the card comes first (HTML)."""
    return esc(tr._("Choose your card first: I will then explain what each one is worth."))


def card_not_held_line(card: Card, tr: Translator) -> str:
    """A card typed at /peg play that the player does not hold (HTML)."""
    text = tr._("You do not hold {card}: tap one of the card buttons under the question.")
    return esc(text.format(card=render.card(card, tr)))


def card_past_31_line(card: Card, count: int, tr: Translator) -> str:
    """A card typed at /peg play that would take the count past 31 (HTML)."""
    text = tr._(
        "{card} would take the count of {count} past 31: tap one of the card buttons under "
        "the question."
    )
    return esc(text.format(card=render.card(card, tr), count=tr.number(count)))


def typed_play_refused_line(typed: TypedPlay, position: PlayPosition, tr: Translator) -> str:
    """Why a text typed at /peg play lays nothing (HTML): « go » while a card fits (« Touchez
    un des boutons » said nothing of why), a card held past 31, a card or a
    rank not held (« Vous n'avez pas de « 7 » parmi vos cartes. »), else the buttons to tap
    (at a go, its one button)."""
    match typed.what:
        case PlayTyped.PAST_31 if typed.card is not None:
            return card_past_31_line(typed.card, position.count, tr)
        case PlayTyped.NOT_HELD if typed.card is not None:
            return card_not_held_line(typed.card, tr)
        case PlayTyped.GO_REFUSED:
            return esc(
                tr._(
                    "You can still play a card: go is said only when none of your cards keeps "
                    "the count at 31 or less. Tap one of the card buttons under the question."
                )
            )
        case PlayTyped.RANK_NOT_HELD if typed.error is not None:
            return card_input.card_error(typed.error, tr) + " " + tap_card_line(tr)
    return tap_card_line(tr, go=position.is_go)


def play_help(tr: Translator, *, go: bool) -> str:
    """« aide », « comment? » at /peg play (HTML): what a card pegs, and what to tap (at a
    `go`, the one button)."""
    if go:
        return tap_card_line(tr, go=True)
    tap = tr._(
        "Tap the card you would play among the buttons under the question, or type it: I then "
        "tell you which card was best, and why."
    )
    return esc(play_points_line(tr)) + " " + esc(tap)


def not_yours_note(tr: Translator) -> str:
    """A card press on another player's question."""
    return tr._("This question is not yours: /peg deals you one.")


def go_toast(tr: Translator) -> str:
    """The answer to the Go button."""
    return tr._("Go!")


def card_toast(grade: PlayGrade, tr: Translator) -> str:
    """The answer to a card button: the best card, one as good to a twentieth of a point
    (not « Meilleure carte! » above figures showing another card ahead), or neither."""
    if not grade.correct:
        return tr._("Not the best card.")
    return tr._("Best card!") if grade.loss == 0 else tr._("A good card!")


def play_reply(grade: PlayGrade | GoGrade, tr: Translator) -> tuple[list[str], list[str], str]:
    """A card laid (or go): the verdict's lines, its details and the button's answer."""
    if isinstance(grade, GoGrade):
        return go_verdict_lines(tr), [], go_toast(tr)
    sentences, details = play_verdict_sentences(grade, tr), play_verdict_details(grade, tr)
    return sentences, details, card_toast(grade, tr)


def question_html(question: PegQuestion, tr: Translator, *, name: str | None) -> list[str]:
    """A pegging question as the chat shows it (`name`: the player's, in groups, where a
    count or a round asks for a reply)."""
    if isinstance(question, PegCountQuestion):
        lines = count_question_lines(question, tr)
    elif isinstance(question, PegRoundQuestion):
        lines = round_question_lines(question, tr)
    else:
        lines = play_question_lines(question, tr)
    if name is not None and not isinstance(question, PlayPosition):
        lines.append(reply_hint(tr))
    return html_lines(lines, tr, name=name)


def verdict_html(
    lines: Sequence[str],
    points: tuple[int, int],
    game: Game | None,
    tr: Translator,
    *,
    name: str | None,
    details: Sequence[str] = (),
    round_grade: PegRoundGrade | None = None,
    play: PlayGrade | GoGrade | None = None,
) -> str:
    """A verdict (`lines`, the view's plain text) with the `points` the player and the bot
    peg, the race game after them, and the `details` folded away. After a round
    (`round_grade`), whose lines name « l'adversaire » of the round, the points are said as
    the race's, and the bot's as what it takes (`round_race_line`); after a card laid
    (`play`), what it pegs now, told apart from the averages above (`play_race_line`); after
    a go, that it pegs nothing (`go_race_line`)."""
    if round_grade is not None:
        pegged = round_race_line(round_grade, tr)
    elif isinstance(play, GoGrade):
        pegged = esc(go_race_line(tr))
    elif play is not None:
        pegged = esc(play_race_line(play, tr))
    else:
        pegged = pegged_line(*points, tr)
    out = [*html_lines(lines, tr, name=name), pegged]
    if game is not None:
        out += game_lines(game, tr)
    if details:
        out.append(details_html(details, tr))
    return "\n".join(out)


def play_race_line(grade: PlayGrade, tr: Translator) -> str:
    """After a card laid at /peg play: what it pegs now (in the race), and that the averages
    above count what may come by the end of the round (« vous gagnez en moyenne 4,9 points »
    over « Vous marquez 0 point » read as a contradiction). Plain text."""
    return tr._(
        "This card ({card}) pegs you {points} now; the averages above also count what may "
        "come by the end of the round."
    ).format(card=render.card(grade.chosen.card, tr), points=render.points(grade.player_points, tr))


def go_race_line(tr: Translator) -> str:
    """After go at /peg play: nothing pegged in the race (« je marque 0 point » under « le
    dernier à jouer une carte marque 1 pour le go » read « je » as that opponent). Plain
    text."""
    return tr._("In the race, saying go pegs nothing: no point for you or for me.")


def round_race_line(grade: PegRoundGrade, tr: Translator) -> str:
    """After a round: what the player pegs in the race, then what the bot takes, and why (the
    points missed, muggins, or counted too many), so « je » is not read as the round's
    « adversaire » just above; nothing for the bot when it takes nothing (HTML)."""
    player, bot = render.points(grade.player_points, tr), grade.bot_points
    if bot == 0:
        text = tr._("In the race: you peg {player}.")
    elif grade.verdict is Verdict.LOW:
        text = tr.ngettext(
            "In the race: you peg {player}, I peg the point you missed (muggins).",
            "In the race: you peg {player}, I peg the {bot} points you missed (muggins).",
            bot,
        )
    else:
        text = tr.ngettext(
            "In the race: you peg {player}, I peg the point counted too many.",
            "In the race: you peg {player}, I peg the {bot} points counted too many.",
            bot,
        )
    return esc(text.format(player=player, bot=tr.number(bot)))


def menu_html(unknown: str | None, tr: Translator) -> str:
    """/peg alone (a title), or with a kind not understood (`unknown`), then the three kinds."""
    first = menu_title(tr) if unknown is None else unknown_kind_line(unknown, tr)
    return "\n".join([first, *(esc(line) for line in kinds_lines(tr))])
