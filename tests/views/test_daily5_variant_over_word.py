"""/variant in English said « A count too high is corrected, with no penalty. To change it:
/variant over acc. » beside the button « Count too high: points to the opponent », where the
French says « /variante trop adversaire »: "acc" named nothing the player had read."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import Over, read_args
from bot.i18n import I18n
from bot.views.variant import over_law_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said", "typed"),
    [
        ("en", "<code>/variant over opponent</code>", ["over", "opponent"]),
        ("fr", "<code>/variante trop adversaire</code>", ["trop", "adversaire"]),
    ],
)
def test_the_word_to_give_points_to_the_opponent_says_so(
    lang: str, said: str, typed: list[str]
) -> None:
    assert said in over_law_line(False, I18N.translator(lang))
    assert read_args(typed) == Over(True)  # and /variant reads it
