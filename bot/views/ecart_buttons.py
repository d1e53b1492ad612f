"""The discard challenge's buttons, as rows of (label, callback_data) that the chat turns into
a keyboard (checking Telegram's 64 bytes).

| data                  | meaning                                                           |
|-----------------------|-------------------------------------------------------------------|
| `e:<qid>:<i>`         | select or unselect card i (0-5) of question `qid`                 |
| `e:<qid>:ok`          | lay away the selected cards                                       |
| `e:<qid>:u`           | the graded deal again under the uniform crib model                |
| `e:new:6`, `e:new:5`  | deal a new challenge of six or five cards                         |
| `e:r:<d|p|t>:<codes>` | the player's own cards looked up: dealing, not, or the partner    |
|                       | dealing (five cards: the team's crib) (+ `:<owner>`)              |

The labels are `bot.views.ecart`'s and `bot.views.ecart_lookup`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.drills.ecart import EXPERT, FIVE, SIX, Challenge, Verdict
from bot.engine.cards import Card
from bot.i18n import Translator
from bot.views import ecart as view
from bot.views import ecart_lookup as lookup_view

CONFIRM: Final = "ok"
UNIFORM_VIEW: Final = "u"
DEALER: Final = "d"
PONE: Final = "p"
PARTNER: Final = "t"
"""The partner deals (five cards, two against two): the crib is the player's team's."""
BUTTONS_PER_ROW: Final = 3

Rows = list[list[tuple[str, str]]]
"""Buttons by rows, each as (label, callback_data)."""


def card_data(question_id: int, index: int) -> str:
    """Select or unselect card `index` of question `question_id`."""
    return f"e:{question_id}:{index}"


def confirm_data(question_id: int) -> str:
    """Lay away the selected cards."""
    return f"e:{question_id}:{CONFIRM}"


def uniform_data(question_id: int) -> str:
    """Show the graded deal again under the uniform crib model."""
    return f"e:{question_id}:{UNIFORM_VIEW}"


def new_data(size: int) -> str:
    """Deal a new challenge of six or five cards."""
    return f"e:new:{size}"


def role_data(dealer: bool, cards: Sequence[Card], *, partner: bool = False) -> str:
    """Look up `cards` with the player dealing or not, or (`partner`) their partner dealing
    (the cards ride in the button, as their codes: 40 bytes at most once a group's owner mark
    is added)."""
    codes = ",".join(str(c) for c in cards)
    role = PARTNER if partner else DEALER if dealer else PONE
    return f"e:r:{role}:{codes}"


def selection_buttons(
    question_id: int, challenge: Challenge, selected: Sequence[int], tr: Translator
) -> Rows:
    """The card buttons, three a row (selected ones marked), and ✅ once the lay-away is
    complete."""
    buttons = [
        (view.card_label(card, tr, selected=i in selected), card_data(question_id, i))
        for i, card in enumerate(challenge.cards)
    ]
    rows = [buttons[i : i + BUTTONS_PER_ROW] for i in range(0, len(buttons), BUTTONS_PER_ROW)]
    if len(selected) == challenge.lay_away:
        cards = [challenge.cards[i] for i in selected]
        rows.append([(view.confirm_label(cards, tr), confirm_data(question_id))])
    return rows


def after_buttons(question_id: int, verdict: Verdict, tr: Translator) -> Rows:
    """After a verdict: the uniform model (after an expert verdict), and new deals."""
    rows = []
    if verdict.model == EXPERT:
        rows.append([(view.uniform_label(tr), uniform_data(question_id))])
    rows.append([(view.new_deal_label(size, tr), new_data(size)) for size in (SIX, FIVE)])
    return rows


def role_buttons(cards: Sequence[Card], tr: Translator) -> Rows:
    """« Who deals? »'s buttons under the player's own cards: dealer, then pone; under five
    cards (three or four players), « My partner deals » on a row of its own (at four, the
    team's crib)."""
    rows = [
        [(lookup_view.role_label(d, len(cards), tr), role_data(d, cards)) for d in (True, False)]
    ]
    if len(cards) == FIVE:
        rows.append([(lookup_view.partner_label(tr), role_data(True, cards, partner=True))])
    return rows
