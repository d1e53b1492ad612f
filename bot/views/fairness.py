"""The wording of the deals a player can verify (`bot.engine.fairness`), shared by /play and
`muggins verify`: the fingerprint shown before a deal (to the player: the cards are « fixées
d'avance », and the fingerprint is the « code » to check them with; not « scellé », a seal,
which a club player did not read as anything), the seeds of the deals over, asked for with
/play check (each the « clé » that checks a code, proof that the cards were not changed), and
the check."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from bot.drills.daily import Challenge
from bot.drills.table_fairness import DealCheck
from bot.engine.cards import Card, hand_order
from bot.i18n import Translator, render
from bot.views.markup import code, esc


def fingerprint_line(number: int, fingerprint: str, tr: Translator) -> str:
    """Before deal `number` is played: its pack's fingerprint, the code, in one short line in
    italics after the rest, with what it is for and where the keys are (HTML)."""
    text = esc(
        tr._(
            "The cards of deal {deal} are fixed before play: anyone can check them with the"
            " code {fingerprint} (/play check)."
        )
    ).format(deal=tr.number(number), fingerprint=code(fingerprint))
    return f"<i>{text}</i>"


def check_lines(checks: Sequence[DealCheck], *, under_way: bool, tr: Translator) -> list[str]:
    """/play check: what a code and a key are for, each deal over with its key and code, and
    the command that deals its cards again (HTML lines)."""
    lines = [
        esc(
            tr._(
                "Each deal's cards are fixed before you see them, and shown as a code. Once the"
                " deal is over, its key checks the code: on a computer, muggins verify KEY CODE"
                " deals the same cards again, so you can see that nobody changed them."
            )
        )
    ]
    lines += [
        esc(tr._("Deal {deal}: key {seed}, code {fingerprint}")).format(
            deal=tr.number(c.number), seed=code(c.seed), fingerprint=code(c.fingerprint)
        )
        for c in checks
    ]
    first = checks[0]
    # with the game's language: without `--lang`, the command answers in the computer's
    command = f"muggins verify {first.seed} {first.fingerprint} --lang {tr.lang}"
    lines.append(esc(tr._("For example: {command}")).format(command=code(command)))
    if under_way:
        lines.append(esc(tr._("The deal under way gets its key once it is over.")))
    return lines


def nothing_to_check_line(*, under_way: bool, tr: Translator) -> str:
    """/play check before any deal is over (HTML)."""
    if under_way:
        return esc(tr._("No deal of your game is over yet: a deal's key comes once it is over."))
    return esc(tr._("No deal to check: /play starts a game."))


def bad_seed_text(tr: Translator) -> str:
    """A seed that is not one (plain text)."""
    return tr._("A deal's key is 16 characters, digits and letters a to f.")


def bad_day_text(text: str, tr: Translator) -> str:
    """A daily challenge's key written as a day that the calendar does not have (plain text)."""
    return tr._(
        "{day} is not a day of the calendar: a daily challenge's key is its day, "
        "written YYYY-MM-DD (for example 2026-11-28)."
    ).format(day=text)


def day_not_dealt_text(day: str, tr: Translator) -> str:
    """A daily challenge's key naming a day whose challenge no player has been dealt yet
    (plain text)."""
    return tr._(
        "The daily challenge of {day} has not been dealt yet: its key and its code are shown "
        "with its result, once it is played."
    ).format(day=day)


def day_written_otherwise_text(text: str, tr: Translator) -> str:
    """A daily challenge's key written as a day in another order or with other separators
    (28-11-2026, 2026/11/28) (plain text)."""
    return tr._(
        "{text}: a daily challenge's key is its day written YYYY-MM-DD, the year first, "
        "with hyphens (for example 2026-11-28)."
    ).format(text=text)


def bad_fingerprint_text(tr: Translator) -> str:
    """A fingerprint that is not one (plain text)."""
    return tr._("A deal's code is 12 characters, digits and letters a to f.")


def _cards(cards: Sequence[Card], tr: Translator) -> str:
    return " ".join(render.card(c, tr) for c in cards)


def _verdict(seed: str, fingerprint: str, matches: bool, tr: Translator) -> str:
    """Whether the key gives the fingerprint: the cards were set before they were played (not
    « the deal was fixed », which reads as rigged), or it is not that deal."""
    if matches:
        text = tr._(
            "The key {seed} matches the code {fingerprint}: the cards were set before they were "
            "played, and did not change."
        )
    else:
        text = tr._("The key {seed} does not match the code {fingerprint}: this is not that deal.")
    return text.format(seed=seed, fingerprint=fingerprint)


def verify_lines(
    seed: str,
    fingerprint: str,
    matches: bool,
    deal: tuple[Sequence[Card], Sequence[Card], Card],
    tr: Translator,
) -> list[str]:
    """`muggins verify`: whether the fingerprint matches, and the deal the seed gives (plain),
    each six cards in `hand_order`, as the game showed them (`verify_json` keeps them as
    dealt)."""
    pone, dealer, starter = deal
    return [
        _verdict(seed, fingerprint, matches, tr),
        tr._("Pone's six cards: {cards}").format(cards=_cards(hand_order(pone), tr)),
        tr._("Dealer's six cards: {cards}").format(cards=_cards(hand_order(dealer), tr)),
        tr._("Starter: {card}").format(card=render.card(starter, tr)),
    ]


def verify_json(
    seed: str,
    fingerprint: str,
    actual: str,
    deal: tuple[Sequence[Card], Sequence[Card], Card],
) -> dict[str, object]:
    """`muggins verify --json`."""
    pone, dealer, starter = deal
    return {
        "seed": seed,
        "fingerprint": fingerprint,
        "actual_fingerprint": actual,
        "matches": actual == fingerprint,
        "pone": [str(c) for c in pone],
        "dealer": [str(c) for c in dealer],
        "starter": str(starter),
    }


# -- The daily challenge ---------------------------------------------------------------------


def daily_fingerprint_line(fingerprint: str, tr: Translator) -> str:
    """With the first part: the challenge's fingerprint, named as a player would (a code to
    check the cards with), and what it is for, in a few words: not « sealed cards », « key to
    the seal », which a club player does not read as anything (HTML)."""
    return esc(
        tr._(
            "The challenge's cards were fixed in advance: anyone can check them with the code"
            " {fingerprint} and the key given at the end."
        )
    ).format(fingerprint=code(fingerprint))


def daily_verify_lines(
    day: date, fingerprint: str, matches: bool, challenge: Challenge, tr: Translator
) -> list[str]:
    """`muggins verify YYYY-MM-DD FINGERPRINT`: whether it matches, and the day's cards."""
    hand, crib = challenge.hand, challenge.crib
    return [
        _verdict(day.isoformat(), fingerprint, matches, tr),
        tr._("Hand to count: {cards}, starter {starter}").format(
            cards=_cards(hand.hand, tr), starter=render.card(hand.starter, tr)
        ),
        tr._("Crib to count: {cards}, starter {starter}").format(
            cards=_cards(crib.hand, tr), starter=render.card(crib.starter, tr)
        ),
        tr._("Play to count: {cards}").format(cards=_cards(challenge.peg.pile, tr)),
        tr._("Cards to lay away from: {cards}").format(cards=_cards(challenge.ecart.cards, tr)),
    ]
