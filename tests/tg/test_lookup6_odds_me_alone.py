"""« /chances 95 110 moi »: « moi » after the scores says nothing of who deals (« moi, je
donne »? « les scores sont les miens »?). The chat answered silently as the dealer, while
`muggins odds 95 110 moi` refused « moi » as no role. Both now refuse it, and the chat says
why and what to add."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, html_to_text, texts
from bot.views.odds import Request, RequestError, read_request


@pytest.mark.parametrize("typed", ["95 110 moi", "95 110 lui", "95 110 me"])
def test_a_subject_alone_after_the_scores_is_no_role(typed: str) -> None:
    with pytest.raises(RequestError) as raised:
        read_request(typed.split(), I18n.load().translator("fr"))
    assert f"« {typed.split()[-1]} » ne dit pas qui donne" in raised.value.message.replace(
        "\u00a0", " "
    )


@pytest.mark.parametrize(
    ("typed", "dealer"),
    [("95 110 moi je donne", True), ("moi 95 lui 110", True), ("95 110 lui donne", False)],
)
def test_a_subject_with_its_role_still_reads(typed: str, dealer: bool) -> None:
    tr = I18n.load().translator("fr")
    assert read_request(typed.split(), tr) == Request(95, 110, dealer)


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/chances 95 110 moi", "« moi » ne dit pas qui donne : ajoutez donneur"),
        ("en", "/odds 95 110 me", "“me” does not say who deals: add dealer"),
    ],
)
async def test_the_chat_says_it(bot_driver: Driver, lang: str, asked: str, said: str) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5462, language_code=lang))[-1])
    assert (
        said.replace(" :", "\u00a0:").replace("« ", "«\u00a0").replace(" »", "\u00a0»") in text
    ), text
    assert "Vous êtes donneur" not in text and "You are the dealer" not in text
