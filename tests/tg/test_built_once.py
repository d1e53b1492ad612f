"""What the handlers build once and reuse: the same for everyone in a language, identical to
what a fresh build gives."""

from __future__ import annotations

import pytest

from bot.drills.deals import DrillKind
from bot.i18n import I18n, Translator
from bot.storage import User
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import Who, button, keyboard
from bot.tg.handlers.drill import next_buttons
from bot.views.markup import FSI, PDI
from bot.views.names import short_name

I18N = I18n.load()


def player(lang: str) -> Who:
    tr = I18N.translator(lang)
    user = User(tg_id=7, lang=lang, language_code=lang, created_at="2026-01-01T00:00:00+00:00")
    return Who(user_id=7, chat_id=7, private=True, name="Ann", user=user, tr=tr)


def fresh_next_buttons(tr: Translator) -> dict[str, object]:
    return keyboard(
        [
            [
                button(tr._("Next hand"), callbacks.drill(DrillKind.HAND)),
                button(tr._("Count a crib"), callbacks.drill(DrillKind.CRIB)),
            ]
        ]
    ).to_dict()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_next_buttons_are_those_a_fresh_build_gives(lang: str) -> None:
    who_ = player(lang)
    first, again = next_buttons(who_.tr), next_buttons(who_.tr)
    assert first.to_dict() == again.to_dict() == fresh_next_buttons(who_.tr)


def test_next_buttons_are_kept_per_language() -> None:
    french, english = next_buttons(player("fr").tr), next_buttons(player("en").tr)
    assert english.inline_keyboard[0][0].text == "Next hand"
    assert french.inline_keyboard[0][0].text == I18N.translator("fr")._("Next hand")
    assert french.inline_keyboard[0][0].text != "Next hand"
    assert [b.callback_data for row in french.inline_keyboard for b in row] == [
        b.callback_data for row in english.inline_keyboard for b in row
    ]


@pytest.mark.parametrize(
    ("first_name", "shown"),
    [
        ("Ann", "Ann"),
        ("  Marie   Ève ", "Marie Ève"),
        ("", "?"),
        ("A\u202eB", "AB"),
        ("x" * 40, "x" * 31 + "…"),
        ("\u05e9\u05e8\u05d4", f"{FSI}\u05e9\u05e8\u05d4{PDI}"),
    ],
)
def test_short_name_read_again_is_the_same(first_name: str, shown: str) -> None:
    assert short_name(first_name) == shown
    assert short_name(first_name) == shown
