"""« jouer 61 », « rois partie », "score 5H 5D 5C JS 5S": a command typed without its slash,
with what follows it, got « Je réponds aux comptes et aux commandes… » (« main » alone was
already asked « Vouliez-vous dire /main? »). The whole command line is shown to send with its
slash; a sentence, a question or a word that is no command's name stays unread."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import typed_command_line
from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from bot.views.chatter import slash_missing_with_args

SAID = {
    "fr": "Vouliez-vous dire /{line}? Envoyez-le avec la barre oblique « / » devant.",
    "en": "Did you mean /{line}? Send it with the slash “/” in front.",
}


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("jouer 61", ("jouer", "61")),
        ("Rois partie", ("rois", "partie")),
        ("jouer 121 expert svp", ("jouer", "121 expert")),
        ("score 5H 5D 5C JS 5S", ("score", "5H 5D 5C JS 5S")),
    ],
)
def test_a_command_line_read(typed: str, read: tuple[str, str]) -> None:
    assert typed_command_line(typed) == read


@pytest.mark.parametrize(
    "typed",
    ["jouer", "jouer 61?", "121 expert", "main de 29 c'est possible tu penses", "", "svp merci"],
)
def test_no_command_line(typed: str) -> None:
    assert typed_command_line(typed) is None


def test_the_rest_is_escaped() -> None:
    tr = I18n.load().translator("en")
    said = slash_missing_with_args("score", "<b>5H</b> & co", tr)
    assert "<code>/score &lt;b&gt;5H&lt;/b&gt; &amp; co</code>" in said


@pytest.mark.parametrize(
    ("lang", "typed", "line"),
    [
        ("fr", "jouer 61", "jouer 61"),
        ("fr", "rois partie", "rois partie"),
        ("fr", "score 5H 5D 5C JS 5S", "score 5H 5D 5C JS 5S"),
        ("en", "play 61 easy", "play 61 easy"),
    ],
)
async def test_a_command_line_typed_without_its_slash(
    bot_driver: Driver, lang: str, typed: str, line: str
) -> None:
    user = 11_600 + len(typed)
    await bot_driver.send("/start", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert html_to_text(said).replace("\u00a0", " ") == SAID[lang].format(line=line), said


@pytest.mark.parametrize("typed", ["bonjour tout le monde", "ma main est belle"])
async def test_no_command_named_first(bot_driver: Driver, typed: str) -> None:
    await bot_driver.send("/start", user_id=11_650, language_code="fr")
    (said,) = texts(await bot_driver.send(typed, user_id=11_650, language_code="fr"))
    assert "Vouliez-vous dire" not in said, said
