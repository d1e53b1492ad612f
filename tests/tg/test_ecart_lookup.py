"""`/ecart <the player's own 6 or 5 cards> [donneur|receveur]` through the in-process Bot API:
the best lay-away worded for a phone, checked against `muggins discard … --json`; the role
asked with two buttons when it is not said; bad cards told why.

The autouse check of `test_handlers` (valid Telegram HTML under 4096 characters,
callback_data <= 64 bytes) runs here too.
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from bot.cli import main as muggins
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts
from bot.views import commands as words

GROUP = -100_301
MINUS = "\u2212"
SIX = "5H 5D JS QC 2H 3S"
FIVE = "5H 5D JS QC 2H"


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


def cli_json(capsys: pytest.CaptureFixture[str], cards: str, *options: str) -> dict[str, Any]:
    """`muggins discard <cards> <options> --json`, in this process."""
    capsys.readouterr()
    assert muggins(["discard", *cards.split(), *options, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def two(x: float, lang: str) -> str:
    """A number as the chat writes it: two decimals, the language's decimal mark."""
    text = f"{abs(x):.2f}"
    return ("\u2212" if x < 0 else "") + (text.replace(".", ",") if lang == "fr" else text)


async def test_a_known_deal_as_dealer_is_the_command_lines_best(
    bot_driver: Driver, capsys: pytest.CaptureFixture[str]
) -> None:
    data = cli_json(capsys, SIX, "--dealer")
    best, second = data["options"][0], data["options"][1]
    assert (best["discard"], best["keep"]) == (["2H", "3S"], ["5H", "5D", "JS", "QC"])
    text = one_text(await bot_driver.send(f"/discard {SIX} dealer", user_id=60, language_code="en"))
    hand, crib, total = (two(best[k], "en") for k in ("hand_ev", "crib_ev", "total_ev"))
    assert "<b>Lay away 2♥ 3♠, keep 5♥ 5♦ J♠ Q♣.</b>" in text
    assert f"Hand {hand} + your crib {crib} = {total} points on average." in text
    assert (hand, crib, total) == ("12.67", "6.89", "19.56")
    assert "You deal: the crib is yours" in text
    second_sum = " + ".join(two(second[k], "en") for k in ("hand_ev", "crib_ev"))
    assert f"2. 5♥ 5♦: {second_sum} = {two(second['total_ev'], 'en')}" in text
    # The same cards in other suits share a line; five lines after the best.
    assert "3. 5♥ J♠ or 5♦ J♠: 7.09 + 6.95 = 14.04" in text
    assert "\n6. J♠ 2♥:" in text and "\n7. " not in text
    assert data["decided_by"] == "hand"
    gap = Decimal(hand) - Decimal(two(second["hand_ev"], "en"))  # the hands as written
    assert f"What decides it: the hand, {gap} points more than laying away 5♥ 5♦." in text
    assert "Crib valued as expert players lay away" in text


async def test_a_known_deal_as_pone_in_french(
    bot_driver: Driver, capsys: pytest.CaptureFixture[str]
) -> None:
    data = cli_json(capsys, SIX, "--pone", "--lang", "fr")
    best = data["options"][0]
    calls = await bot_driver.send(f"/ecart {SIX} receveur", user_id=61, language_code="fr")
    text = one_text(calls)
    hand, crib, total = (two(best[k], "fr") for k in ("hand_ev", "crib_ev", "total_ev"))
    assert (hand, crib, total) == ("12,67", "7,20", "5,47")
    assert f"Main {hand} {MINUS} crib du donneur {crib} = {total} points en moyenne." in text
    assert "<b>Jetez 2♥ 3♠ au crib, gardez 5♥ 5♦ V♠ D♣.</b>" in text
    assert "Vous êtes le receveur" in text and "Ensuite (main \u2212 crib = total)\u00a0:" in text
    assert "2. D♣ 2♥\u00a0: 9,20 \u2212 4,53 = 4,67" in text  # was 4,52: a sum that did not add up
    assert "\nNext" not in text and "Hand" not in text and "Lay away" not in text


async def test_five_cards_are_the_three_player_deal(
    bot_driver: Driver, capsys: pytest.CaptureFixture[str]
) -> None:
    data = cli_json(capsys, FIVE, "--pone", "--players", "3")
    best, second = data["options"][0], data["options"][1]
    assert data["model"] == "uniform" and (best["discard"], second["discard"]) == (["2H"], ["QC"])
    text = one_text(await bot_driver.send(f"/ecart {FIVE} pone", user_id=62, language_code="en"))
    hand, crib, total = (two(best[k], "en") for k in ("hand_ev", "crib_ev", "total_ev"))
    assert f"Hand {hand} {MINUS} the dealer's crib {crib} = {total} points on average." in text
    assert "Five cards: the deal of the three- and four-player games." in text
    gap = Decimal(hand) - Decimal(two(second["hand_ev"], "en"))  # the hands as written
    assert f"What decides between 2♥ and Q♣: the hand, {gap} points more." in text
    assert "\n5. 5♦:" in text and "\n6. " not in text  # five lay-aways in all
    assert "drawn at random from the cards you do not see" in text


async def test_who_deals_is_asked_with_two_buttons_that_carry_the_cards(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    calls = await bot_driver.send(f"/discard {SIX}", user_id=63, language_code="en")
    text = one_text(calls)
    assert text.startswith("<b>Who deals?</b>\n<b>5♥ 5♦ J♠ Q♣ 2♥ 3♠</b>")
    assert "Press a button below, or type “dealer” or “pone”." in text
    message = local_api.last_message(63)
    assert message is not None
    buttons = inline_buttons(message)
    assert [b["text"] for b in buttons] == ["I deal", "The other player deals"]
    assert [b["callback_data"] for b in buttons] == [
        "e:r:d:5H,5D,JS,QC,2H,3S",
        "e:r:p:5H,5D,JS,QC,2H,3S",
    ]
    assert await db.questions.pending_question(63, 63) is None  # nothing left pending
    pressed = await bot_driver.press(
        "e:r:p:5H,5D,JS,QC,2H,3S", message["message_id"], user_id=63, language_code="en"
    )
    assert [c.method for c in pressed if c.method.startswith(("edit", "send"))] == [
        "editMessageText"
    ]
    edited = local_api.message(63, message["message_id"])
    assert edited is not None and inline_buttons(edited) == []
    assert "You are the pone" in str(edited["text"]) and "Lay away 2♥ 3♠" in str(edited["text"])


async def test_who_deals_in_french_with_french_letters(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    text = one_text(await bot_driver.send("/ecart 5C 5K VP DT 2C", user_id=64, language_code="fr"))
    assert text.startswith("<b>Qui donne?</b>\n<b>5♥ 5♦ V♠ D♣ 2♥</b>")
    # how to answer now: a button, or the role typed alone
    assert "ou tapez «\u00a0donneur\u00a0» ou «\u00a0receveur\u00a0»." in text, text
    message = local_api.last_message(64)
    assert message is not None
    # five cards are a deal of three or four: the crib is not « l'autre joueur »'s
    assert "contre les autres joueurs." in text and "l'autre joueur" not in text
    assert [b["text"] for b in inline_buttons(message)] == [
        "Je donne",
        "Un adversaire donne",
        "Mon partenaire donne",  # at four, the team's crib
    ]
    await bot_driver.press(
        "e:r:d:5H,5D,JS,QC,2H", message["message_id"], user_id=64, language_code="fr"
    )
    edited = local_api.message(64, message["message_id"])
    assert edited is not None
    assert "Vous êtes le donneur" in str(edited["text"])
    assert "Jetez 2♥ au crib, gardez 5♥ 5♦ V♠ D♣." in str(edited["text"])


@pytest.mark.parametrize(
    ("cards", "line", "other"),
    [
        (SIX, "its points count for them, against the other.", "The other player deals"),
        (
            FIVE,
            "its points count for them (and their partner, at four), against the other players.",
            "An opponent deals",
        ),
    ],
)
async def test_who_deals_names_the_other_players_by_the_deal_size(
    bot_driver: Driver, local_api: LocalBotApi, cards: str, line: str, other: str
) -> None:
    """Five cards (three or four players) asked « against the other player » with a button
    "The other player deals": the dealer is then one of several."""
    text = one_text(await bot_driver.send(f"/discard {cards}", user_id=65, language_code="en"))
    assert f"The crib is the dealer's: {line}" in text
    message = local_api.last_message(65)
    assert message is not None
    partner = ["My partner deals"] if cards == FIVE else []  # at four, the team's crib
    assert [b["text"] for b in inline_buttons(message)] == ["I deal", other, *partner]


@pytest.mark.parametrize(
    ("code", "typed", "note"),
    [
        ("fr-CA", "donneur", "Cette donne attend les 2 cartes à jeter au crib."),
        ("fr-CA", "je donne", "tapez /ecart, vos cartes et qui donne"),
        ("en", "dealer", "This deal waits for the 2 cards to lay away."),
    ],
)
async def test_a_role_typed_while_a_deal_waits_is_told_where_to_say_it(
    bot_driver: Driver, db: Database, code: str, typed: str, note: str
) -> None:
    """« donneur » typed while an /ecart deal waited for its lay-away got « Carte inconnue
    « donneur » »: the deal stays, and the player is told how to answer each; after « Qui
    donne? » the role typed answers that question (the deal still waits)."""
    await bot_driver.send("/ecart", user_id=67, language_code=code)
    question = await db.questions.pending_question(67, 67)
    text = one_text(await bot_driver.send(typed, user_id=67, language_code=code))
    assert note in text and "inconnue" not in text and "Unknown" not in text, text
    await bot_driver.send(f"/ecart {SIX}", user_id=67, language_code=code)
    text = one_text(await bot_driver.send(typed, user_id=67, language_code=code))
    assert ("Vous êtes le donneur" in text or "You deal" in text) and "2♥ 3♠" in text, text
    assert await db.questions.pending_question(67, 67) == question


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        (
            "fr-CA",
            "donneur",
            "Tapez «\u00a0donneur\u00a0» ou «\u00a0receveur\u00a0» après /ecart",
        ),
        ("fr-CA", "Receveur.", "<code>/ecart 5C 5K VP DT 2C 3P donneur</code>"),
        ("fr-CA", "je donne", "touchez un bouton sous les cartes"),
        ("en", "dealer", "Type “dealer” or “pone” after /discard and your cards"),
        ("en", "I deal", "<code>/discard 5H 5D JS QC 2H 3S dealer</code>"),
    ],
)
async def test_a_role_typed_with_nothing_waiting_says_it_goes_with_ecart(
    bot_driver: Driver, code: str, typed: str, told: str
) -> None:
    """« donneur » typed with nothing pending got the general « Je réponds aux comptes et aux
    commandes »; it now says the role goes with /ecart and the cards (or the role buttons)."""
    text = one_text(await bot_driver.send(typed, user_id=68, language_code=code))
    assert told in text, text


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr-CA", "5C 5K 5T VP 5P", "tapez\u00a0: <code>/score 5C 5K 5T VP 5P</code> (quatre"),
        ("fr-CA", "5H5D5CJS5S", "<code>/score 5C 5K 5T VP 5P</code>"),
        (
            "fr-CA",
            "5C 5K VP DT 2C 3P",
            "<code>/ecart 5C 5K VP DT 2C 3P donneur</code> (ou receveur)",
        ),
        ("fr-CA", "5C 5K VP DT 2C receveur", "<code>/ecart 5C 5K VP DT 2C receveur</code>"),
        ("en", "5h 5d 5c js 5s", "To count this hand, type: <code>/score 5H 5D 5C JS 5S</code>"),
        ("en", f"I deal {SIX}", f"type: <code>/discard {SIX} dealer</code>"),
    ],
)
async def test_cards_typed_with_nothing_waiting_get_the_command_for_them(
    bot_driver: Driver, code: str, typed: str, told: str
) -> None:
    """A hand typed without /score (« 5C 5K 5T VP 5P ») got « Je réponds aux comptes et aux
    commandes »; it now gets the command to type for them, written out to copy."""
    text = one_text(await bot_driver.send(typed, user_id=69, language_code=code))
    assert told in text, text


@pytest.mark.parametrize("typed", ["5C 5K 5T VP", "bonjour 5C 5K 5T VP 5P", "asks"])
async def test_other_texts_with_nothing_waiting_get_the_general_reply(
    bot_driver: Driver, typed: str
) -> None:
    text = one_text(await bot_driver.send(typed, user_id=70, language_code="fr"))
    assert "Je réponds aux comptes et aux commandes" in text, text


@pytest.mark.parametrize("typed", ["donneur", "5C 5K 5T VP 5P"])
async def test_a_role_or_cards_typed_in_a_group_are_left_to_the_group(
    bot_driver: Driver, typed: str
) -> None:
    calls = await bot_driver.send(typed, 68, GROUP, chat_type="group", language_code="fr")
    assert texts(calls) == []


@pytest.mark.parametrize(
    ("word", "dealer"),
    [
        ("donneur", True),
        ("Donneuse", True),
        ("dealer", True),
        ("--dealer", True),
        ("receveur", False),
        ("pone", False),
        ("--pone", False),
        ("je donne", True),
        ("I deal", True),
        ("je reçois", False),
        ("donneur.", True),  # « Carte inconnue « donneur » »
        ("(receveur)", False),
        ("je suis le donneur", True),  # « Carte inconnue « suis » »
        ("I'm the dealer", True),
    ],
)
async def test_the_role_typed_after_the_cards(bot_driver: Driver, word: str, dealer: bool) -> None:
    text = one_text(await bot_driver.send(f"/ecart {SIX} {word}", user_id=65, language_code="en"))
    assert ("You deal:" in text) is dealer and ("You are the pone:" in text) is not dealer


async def test_the_role_typed_first_or_both_ways(bot_driver: Driver) -> None:
    first = one_text(await bot_driver.send(f"/ecart donneur {SIX}", user_id=66, language_code="en"))
    assert "You deal:" in first
    both = one_text(
        await bot_driver.send(f"/ecart {SIX} dealer pone", user_id=66, language_code="en")
    )
    assert both.startswith("<b>Who deals?</b>")


@pytest.mark.parametrize(
    ("cards", "lang", "expected"),
    [
        ("5H 5D JS QC 5H", "en", "The card “5♥” is there twice."),
        ("5C 5K VP DT 5C", "fr", "La carte «\u00a05♥\u00a0» est en double."),
        ("5H 5D JS QC 2H 3S 4S", "en", "It takes 5 or 6 cards, not 7."),
        ("5C 5K VP DT 2C 3P 4P", "fr", "Il faut 5 ou 6 cartes, pas 7."),
        ("5H 5D lots QC 2H 3S", "en", "Unknown card “lots”"),
        ("5C 5K bonjour DT 2C 3P", "fr", "Carte inconnue"),
        ("5H 5D JS QC", "en", "It takes 5 or 6 cards, not 4."),
    ],
)
async def test_cards_that_do_not_read_are_told_why(
    bot_driver: Driver, db: Database, cards: str, lang: str, expected: str
) -> None:
    command = "/ecart" if lang == "fr" else "/discard"
    text = one_text(
        await bot_driver.send(f"{command} {cards} donneur", user_id=67, language_code=lang)
    )
    assert text.startswith(expected), text
    example = (
        "/ecart 5C 5K VP DT 2C 3P donneur" if lang == "fr" else "/discard 5H 5D JS QC 2H 3S dealer"
    )
    assert f"<code>{example}</code>" in text
    assert await db.questions.pending_question(67, 67) is None


async def test_typed_text_is_escaped(bot_driver: Driver) -> None:
    text = one_text(
        await bot_driver.send("/discard <b>x</b> & 5H dealer", user_id=68, language_code="en")
    )
    assert "&lt;b&gt;x&lt;/b&gt;" in text and "<b>x</b>" not in text


@pytest.mark.parametrize(
    ("args", "lang", "expected"),
    [
        ("donneur", "fr", "/ecart 5 donne cinq cartes"),
        ("pone", "en", "/discard 5 deals five cards"),
    ],
)
async def test_a_role_without_cards_says_what_ecart_accepts(
    bot_driver: Driver, args: str, lang: str, expected: str
) -> None:
    text = one_text(await bot_driver.send(f"/ecart {args}", user_id=69, language_code=lang))
    assert expected in text


async def test_in_a_group_only_the_one_who_typed_the_cards_answers(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": "en"}
    text = one_text(await bot_driver.send(f"/ecart {SIX}", user_id=70, first_name="Ann", **group))
    assert text.startswith("<b>Ann, who deals?</b>")
    message = local_api.last_message(GROUP)
    assert message is not None
    data = [b["callback_data"] for b in inline_buttons(message)]
    assert data == ["e:r:d:5H,5D,JS,QC,2H,3S:70", "e:r:p:5H,5D,JS,QC,2H,3S:70"]
    other = await bot_driver.press(data[0], message["message_id"], user_id=71, **group)
    (answer,) = [c for c in other if c.method == "answerCallbackQuery"]
    assert answer.params.get("show_alert") is True
    assert answer.params["text"] == "These buttons are not yours: type /discard and your own cards."
    assert [c for c in other if c.method.startswith(("edit", "send"))] == []
    await bot_driver.press(data[0], message["message_id"], user_id=70, **group)
    edited = local_api.message(GROUP, message["message_id"])
    assert edited is not None and "You deal:" in str(edited["text"])


async def test_a_garbled_role_button_no_longer_works(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send(f"/discard {SIX}", user_id=72, language_code="en")
    message = local_api.last_message(72)
    assert message is not None
    calls = await bot_driver.press(
        "e:r:d:5H,5H,JS,QC,2H,3S", message["message_id"], user_id=72, language_code="en"
    )
    (answer,) = [c for c in calls if c.method == "answerCallbackQuery"]
    assert answer.params["text"] == "This button no longer works."
    assert [c for c in calls if c.method.startswith(("edit", "send"))] == []


@pytest.mark.parametrize(
    ("command", "lang", "first", "second"),
    [
        (
            "/help discard",
            "en",
            "/discard (also /ecart): which cards to lay away? (/discard 5: the five-card deal)",
            "/discard <code>5H 5D JS QC 2H 3S</code> dealer (or pone): the best lay-away of "
            "your own cards",
        ),
        (
            "/aide ecart",
            "fr",
            "/ecart (ou /ecarter)\u00a0: quel est le bon écart? (/ecart 5\u00a0: la donne de "
            "cinq cartes)",
            "/ecart <code>5C 5K VP DT 2C 3P</code> donneur (ou receveur)\u00a0: le bon écart de "
            "vos propres cartes",
        ),
    ],
)
async def test_help_names_the_command_in_the_readers_language(
    bot_driver: Driver, command: str, lang: str, first: str, second: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=73, language_code=lang))
    assert text.startswith(f"{first}\n{second}\n"), text


@pytest.mark.parametrize(
    ("lang", "menu", "usage"),
    [
        ("en", "Which cards to lay away? (/discard 5: five cards)", "/discard deals six cards"),
        ("fr", "Quel est le bon écart? (/ecart 5\u00a0: cinq cartes)", "/ecart donne six cartes"),
    ],
)
async def test_menu_and_usage_name_the_command_in_the_readers_language(
    bot_driver: Driver, lang: str, menu: str, usage: str
) -> None:
    assert words.menu_ecart(I18n.load().translator(lang)) == menu
    text = one_text(await bot_driver.send("/ecart 3", user_id=74, language_code=lang))
    assert text.startswith(usage) and ("/ecart" in text) is (lang == "fr")


async def test_a_best_worth_the_same_in_other_suits_keeps_its_own_cards(
    bot_driver: Driver, capsys: pytest.CaptureFixture[str]
) -> None:
    """« Lay away 10♥ K♠ or 10♠ K♠, keep 10♠ 4♣ 5♦ 6♥ » once kept a card it laid away."""
    data = cli_json(capsys, "10H 10S 4C 5D 6H KS", "--pone")
    first, second = data["options"][:2]
    assert (first["discard"], second["discard"]) == (["10H", "KS"], ["10S", "KS"])
    assert first["total_ev"] == pytest.approx(second["total_ev"])
    text = one_text(
        await bot_driver.send("/discard 10H 10S 4C 5D 6H KS pone", user_id=75, language_code="en")
    )
    total = two(first["total_ev"], "en")
    assert (
        "<b>Lay away 10♥ K♠, keep 10♠ 4♣ 5♦ 6♥.</b>\n"
        f"Hand 9.67 {MINUS} the dealer's crib 3.92 = {total} points on average.\n"
        "Laying away 10♠ K♠ is worth the same.\n\n"
    ) in text
    assert "2. 6♥ K♠:" in text
