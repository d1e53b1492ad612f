"""The reply to an aside typed under /play's choice of a game
(`bot.drills.table_choice_typed.ChoiceAside`)."""

from __future__ import annotations

from bot.drills.table_choice_typed import ChoiceAside, ChoiceTyped
from bot.i18n import Translator
from bot.views import table_choice as choice_view
from bot.views.table_replies import chatter_choice_line


def choice_aside_line(said: ChoiceTyped, tr: Translator) -> str | None:
    """What is said to an aside typed under the choice (HTML): a good game wished back, a
    greeting answered, what the choice is about (the levels once the target is kept), that no
    cards are dealt yet; None when the choice is to be shown again (« ça fait combien? ») or
    `said` is no aside."""
    match said.aside:
        case ChoiceAside.WISH:
            return choice_view.wish_choice_line(tr)
        case ChoiceAside.CHATTER if said.chatter is not None:
            return chatter_choice_line(said.chatter, tr)
        case ChoiceAside.ABOUT:
            return choice_view.choice_asked_line(tr, level=said.target is not None)
        case ChoiceAside.CARDS:
            return choice_view.no_cards_yet_line(tr)
    return None
