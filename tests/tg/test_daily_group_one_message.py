"""/daily (/defi) in a club's group answers with ONE message whatever follows the command: a
club chat is limited to 20 messages a minute, and members dislike floods. Through the
in-process Bot API, counting what the group receives, with a frozen clock."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, inline_buttons

NOW = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # noon in Québec, Monday
GROUP = -100_410
ZOE = 95
BEN = 96


@pytest.fixture
def frozen(local_app: App) -> None:
    local_app.bot_data.clock = lambda: NOW


async def group_reads(driver: Driver, api: LocalBotApi, typed: str, user: int) -> list[str]:
    """What the group reads after `user` (Ben, Telegram in French) typed `typed` there."""
    before = len(api.sent_texts(GROUP))
    await driver.send(
        typed,
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code="fr",
        first_name="Ben",
    )
    return api.sent_texts(GROUP)[before:]


def last_buttons(api: LocalBotApi) -> list[str]:
    message = api.last_message(GROUP)
    assert message is not None
    return [str(b["text"]) for b in inline_buttons(message)]


async def test_a_past_day_asked_in_a_group_is_one_message_naming_the_member(
    bot_driver: Driver, local_api: LocalBotApi, frozen: None
) -> None:
    """Played: « /defi 2026-11-20 » in the club's group sent two messages there, « Ben — Pour
    rejouer le défi du 20 nov.… » then « Ben : la carte du jour est déjà plus haut… » and its
    button. Now one: Ben's name first, in his language, where the day is replayed, and the
    card's button to reach the private chat."""
    await group_reads(bot_driver, local_api, "/defi", ZOE)  # the club opens: today's card
    [said] = await group_reads(bot_driver, local_api, "/defi 2026-11-20", BEN)
    assert said.startswith("<b>Ben</b> — Pour rejouer le défi du 20 nov. 2026"), said
    assert "<code>/defi 2026-11-20</code> en privé" in said, said
    assert "carte du jour" not in said, said
    assert last_buttons(local_api) == ["Jouer le défi du jour"]


@pytest.mark.parametrize(
    ("typed", "start"),
    [
        ("/defi", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),
        ("/defi 2026-11-23", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),
        ("/defi 2026-11-20", "<b>Ben</b> — Pour rejouer le défi du 20 nov. 2026"),
        ("/defi hier", "<b>Ben</b> — Pour rejouer le défi du 22 nov. 2026"),
        ("/defi lundi", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),  # today
        ("/defi dimanche", "<b>Ben</b> — Pour rejouer le défi du 22 nov. 2026"),
        ("/defi samedi", "<b>Ben</b> — Pour rejouer le défi du 21 nov. 2026"),
        ("/defi demain", "<b>Ben</b> — Le défi de demain n'est pas encore distribué"),
        ("/defi 2026-11-30", "<b>Ben</b> — Ce jour n'est pas encore arrivé chez vous"),
        ("/defi 31/11/2026", "<b>Ben</b>\u00a0: Il n'y a pas de 31 novembre en 2026."),
        ("/defi n'importe quoi", "<b>Ben</b>\u00a0: /defi joue le défi du jour"),
    ],
)
@pytest.mark.parametrize("card_posted", [True, False])
async def test_every_form_of_defi_in_a_group_is_one_message(
    bot_driver: Driver,
    local_api: LocalBotApi,
    frozen: None,
    typed: str,
    start: str,
    card_posted: bool,
) -> None:
    """Each /defi form in a group (alone, today, a past day, hier, a weekday, a day refused)
    sends exactly one message there, with the card's button; before today's card, /defi
    alone or today's date posts the card itself."""
    if card_posted:
        await group_reads(bot_driver, local_api, "/defi", ZOE)  # the club opens: today's card
    [said] = await group_reads(bot_driver, local_api, typed, BEN)
    if card_posted or not start.endswith("déjà plus haut"):
        assert said.replace("<code>", "").startswith(start), said
    else:
        assert "le défi du jour" in said, said  # the card, in the club's language
    assert last_buttons(local_api) == ["Jouer le défi du jour"]
