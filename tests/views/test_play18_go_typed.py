"""« go » typed at the play while cards can still be laid was answered « Vous avez encore une
carte à jouer : … », read as « one card left » by a player holding two or three: it says now
that they can still play, « Vous pouvez encore jouer une carte : je dis « go » pour vous quand
aucune de vos cartes ne garde le compte à 31 ou moins. »"""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.table_replies import go_typed_note

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Vous pouvez encore jouer une carte\u00a0: je dis «\u00a0go\u00a0» pour vous quand "
            "aucune de vos cartes ne garde le compte à 31 ou moins.",
        ),
        (
            "en",
            "You can still play a card: I say “go” for you when none of your cards keeps the "
            "count at 31 or less.",
        ),
    ],
)
def test_go_typed_with_a_card_to_lay_says_it_can_be_laid(lang: str, said: str) -> None:
    assert go_typed_note(I18N.translator(lang)) == said
