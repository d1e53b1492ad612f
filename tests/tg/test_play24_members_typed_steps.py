"""What /jouer reads at its steps (play23, through `typed_at_step` and the handler), typed at a
member's private step of a game between members: the card already chosen typed again was
« Il faut 2 cartes, pas 1 »; it now says the card is chosen, as /jouer does. The other
sayings (« je jette le 9 pis le 7 », « je peux pas », « le 8 pour 31 ») are checked to be read
there as at /jouer."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.engine.cards import Card
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, inline_buttons, texts
from bot.views.table import pile_under_way
from tests.tg.members_helpers import Member, live
from tests.tg.test_members_typed import at_step


async def _said(member: Member, text: str) -> str:
    return html_to_text("\n".join(texts(await member.private(text)))).replace("\u00a0", " ")


async def _tap_first(bot_driver: Driver, member: Member) -> Card:
    """Press the lay-away button of the member's first card as dealt: the card chosen."""
    db: Database = bot_driver.application.bot_data.db
    question = await db.questions.pending_question(member.user, member.user)
    assert question is not None and question.message_id is not None
    game, table = await live(db, member.user)
    seat = game.seat_of(member.user)
    assert seat is not None
    message = member.api.message(member.user, question.message_id)
    assert message is not None
    data = next(
        str(b["callback_data"])
        for b in inline_buttons(message)
        if str(b["callback_data"]).endswith(":s0")
    )
    await member.press(data, question.message_id, chat=member.user)
    return table.deal.hands[seat][0]


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("fr", "{card} est déjà choisie pour le crib."),
        ("en", "{card} is already chosen for the crib."),
    ],
)
async def test_the_card_chosen_typed_again_says_it_is_chosen(
    bot_driver: Driver, db: Database, lang: str, says: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_000 if lang == "fr" else 24_010, "lay_away")
    chosen = await _tap_first(bot_driver, player)
    before, _ = await live(db, player.user)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    said = await _said(player, render.card(chosen, tr))
    assert says.format(card=render.card(chosen, tr)) in said, said
    assert "Il faut 2" not in said and "takes 2" not in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state  # still one chosen, the step still waits


@pytest.mark.parametrize(
    ("lang", "verb"), [("fr", "je jette le {a} pis le {b}"), ("en", "I throw the {a} and the {b}")]
)
async def test_the_lay_away_said_with_its_verb_is_laid(
    bot_driver: Driver, db: Database, lang: str, verb: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_040 if lang == "fr" else 24_050, "lay_away")
    game, table = await live(db, player.user)
    seat = game.seat_of(player.user)
    assert seat is not None
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    a, b = table.deal.hands[seat][:2]
    said = await _said(player, verb.format(a=render.card(a, tr), b=render.card(b, tr)))
    _, after = await live(db, player.user)
    assert set(after.deal.discards[seat]) == {a, b}, said


@pytest.mark.parametrize(("lang", "cant"), [("fr", "je peux pas"), ("en", "I can't")])
async def test_cant_play_is_read_as_a_go(
    bot_driver: Driver, db: Database, lang: str, cant: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_060 if lang == "fr" else 24_070, "play")
    said = await _said(player, cant)
    assert "inconnue" not in said and "Unknown" not in said and "unknown" not in said, said
    assert "go" in said, said


@pytest.mark.parametrize(
    ("lang", "call"), [("fr", "le {card} pour {count}"), ("en", "the {card} for {count}")]
)
async def test_a_card_said_with_its_count_is_laid(
    bot_driver: Driver, db: Database, lang: str, call: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_080 if lang == "fr" else 24_090, "play")
    game, table = await live(db, player.user)
    seat = game.seat_of(player.user)
    waiting = next(w for w in due(table) if w.seat == seat)
    assert waiting.step is Step.PLAY
    card = waiting.legal[0]
    count = pile_under_way(table.deal)[1] + min(card.rank, 10)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    said = await _said(player, call.format(card=render.card(card, tr), count=count))
    _, after = await live(db, player.user)
    assert card in after.deal.laid[seat], said
