"""The /variant menu's message, as `bot.views.variant.menu_text` words it (it was written by
the handler's `menu`): the settings, a word not understood above them, the club's note in a
group, the member's name first there."""

from __future__ import annotations

from bot.drills.variant_args import rules_of
from bot.i18n import I18n
from bot.views.variant import club_rules_note, menu_lines, menu_text, unread_text

I18N = I18n.load()
RULES = rules_of({})


def test_in_private_the_menu_is_its_lines() -> None:
    tr = I18N.translator("fr")
    assert menu_text(RULES, tr) == "\n".join(menu_lines(RULES, tr))


def test_a_word_not_understood_is_named_above_the_menu() -> None:
    tr = I18N.translator("fr")
    text = menu_text(RULES, tr, unread="<fadok>")
    first, _, rest = text.partition("\n")
    assert first == unread_text("<fadok>", tr)
    assert "&lt;fadok&gt;" in first and "<fadok>" not in text
    assert rest == "\n".join(menu_lines(RULES, tr))


def test_in_a_group_the_member_is_named_and_the_club_note_closes_it() -> None:
    tr = I18N.translator("en")
    text = menu_text(RULES, tr, in_group=True, name="Zoé <3")
    assert text.startswith("<b>Zoé &lt;3</b>")
    assert text.endswith(club_rules_note(tr))
    assert "Rules variant" in text
