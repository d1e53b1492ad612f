"""What a club member meets in a whole /jouer game (issue 43): sentences with their articles,
lay-aways read as /ecart reads them, muggins buttons up to what could be missed.

The games are played through the in-process Bot API by the test player of the table's
handler tests (`Player`), in French and in English.
"""

from __future__ import annotations

import re

import pytest
from test_table_handlers import Player, button_data, shown, state

from bot.drills.table_state import Step, Table
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK
from bot.engine.show import Combo, Kind
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

ARTICLE = {
    "fr": re.compile(r"J'avais oublié (un|une|le|les) \w"),
    "en": re.compile(r"I had left out (a|the) \w"),
}


def _every_combination() -> list[Combo]:
    """One combination of each kind a count or the play can name, runs of 3 to 5."""
    combos = [Combo(kind, (), 2) for kind in Kind if kind not in (Kind.RUN, Kind.DOUBLE_RUN)]
    runs = {3: "3H 4S 5D", 4: "3H 4S 5D 6C", 5: "3H 4S 5D 6C 7H"}
    for kind in (Kind.RUN, Kind.DOUBLE_RUN):
        combos += [Combo(kind, tuple(parse_cards(run)), n) for n, run in runs.items()]
    return combos


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_combination_name_takes_its_article_in_a_sentence(lang: str) -> None:
    tr = I18n.load().translator(lang)
    sentences = [
        tr._("I had left out {combo} ({points}).").format(
            combo=render.combo_object(combo, tr), points=render.points(combo.points, tr)
        )
        for combo in _every_combination()
    ]
    assert len(sentences) == len(Kind) + 4  # runs and double runs of 3, 4 and 5
    assert [s for s in sentences if not ARTICLE[lang].match(s)] == []
    assert len(set(sentences)) == len(sentences)
    if lang == "fr":
        assert "J'avais oublié une paire (2 points)." in sentences
        assert "J'avais oublié un quinze (2 points)." in sentences


@pytest.mark.parametrize(("lang", "command"), [("fr", "/jouer 61 facile"), ("en", "/play 61 easy")])
async def test_what_the_bot_left_out_is_named_with_its_article(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, command: str
) -> None:
    player = Player(bot_driver, 4310 if lang == "fr" else 4311, lang)
    await player.send(command)
    said = re.compile(r"J'avais oublié|I had left out")
    for _ in range(600):
        lines = [line for text in shown(local_api, player.chat) for line in text.split("\n")]
        found = [line for line in lines if said.search(line)]
        if found:
            break
        if not await player.move():
            await player.send(command)
    assert found
    for line in found:
        assert ARTICLE[lang].search(line), line


@pytest.mark.parametrize(
    ("lang", "command"), [("fr", "/jouer 121 normal"), ("en", "/play 121 normal")]
)
async def test_a_lay_away_reads_ranks_alone_and_names_the_card_not_held(
    bot_driver: Driver, db: Database, lang: str, command: str
) -> None:
    user = 4312 if lang == "fr" else 4313
    player = Player(bot_driver, user, lang)
    await player.send(command)
    _, game, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY
    tr = I18n.load().translator(lang)
    hand = table.deal.hands[0]
    stranger = next(c for c in DECK if c not in hand)
    held = next(c for c in hand)
    typed = f"{render.card(held, tr)} {render.card(stranger, tr)}"
    reply = html_to_text("\n".join(texts(await player.send(typed))))
    assert render.card(stranger, tr) in reply
    assert ("Vous n'avez pas" if lang == "fr" else "You do not hold") in reply
    _, _, refused, still = await state(db, user, user)  # the step asked again, nothing laid
    assert still == waiting and refused.deal == table.deal
    single = [c for c in hand if sum(d.rank == c.rank for d in hand) == 1][:2]
    assert len(single) == 2  # the seeded deal has two cards of ranks held once
    typed = " ".join(render.rank_text(c.rank, tr) for c in single)
    await player.send(typed)
    after = await db.table.get_table_game(game.id)
    assert after is not None and after.step > game.step
    laid = Table.from_json(after.state).deals[0].discards[0]
    assert laid is not None and set(laid) == set(single)


@pytest.mark.parametrize(("lang", "command"), [("fr", "/jouer 61 facile"), ("en", "/play 61 easy")])
async def test_the_claim_buttons_go_up_to_what_could_have_been_missed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, command: str
) -> None:
    """After the bot's count of c, one button per claim that could be right: 1 to 29 - c,
    skipping the totals no hand reaches (19, 25, 26, 27), in rows; the right one pressed."""
    user = 4314 if lang == "fr" else 4315
    player = Player(bot_driver, user, lang)
    await player.send(command)
    claims_seen = 0
    for _ in range(900):
        if await db.table.active_table_game(user) is None:
            await player.send(command)
        question, game, table, waiting = await state(db, user, user)
        call = table.deal.call
        if waiting.step is Step.VERDICT and call is not None and call.missed:
            await player.press(button_data(local_api, user, question)[1], question.message_id)
            question, _, _, waiting = await state(db, user, user)
            assert waiting.step is Step.CLAIM
            message = local_api.message(user, question.message_id or 0)
            assert message is not None
            rows = message["reply_markup"]["inline_keyboard"]
            labels = [int(b["text"]) for row in rows for b in row]
            expected = [
                n for n in range(1, 30 - call.claimed) if call.claimed + n not in (19, 25, 26, 27)
            ]
            assert labels == expected
            assert max(labels) + call.claimed == 29 and all(len(row) <= 6 for row in rows)
            if call.missed > 8 or claims_seen >= 2:
                data = button_data(local_api, user, question)[labels.index(call.missed)]
                await player.press(data, question.message_id)
                after = await db.table.get_table_game(game.id)
                assert after is not None and after.step > game.step
                if call.missed > 8:
                    return
            claims_seen += 1
            continue
        await player.move()
    assert claims_seen >= 3


@pytest.mark.parametrize(
    ("lang", "variant", "command", "total"),
    [
        ("fr", "", "/jouer 61 facile", "Total\u00a0: "),
        ("en", "", "/play 61 easy", "Total: "),
        ("en", "/variant muggins off|/variant over acc", "/play 61 easy", "Total: "),
    ],
)
async def test_the_game_s_summary_adds_up_to_the_final_score(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    variant: str,
    command: str,
    total: str,
) -> None:
    """Each source of points, and only those the game's rules have: « Muggins : 0 / 0 »
    was listed without muggins, « Points comptés en trop, à l'adversaire : 0 / 0 » when the
    over-count was only corrected."""
    user = 4316 if lang == "fr" else 4317 + bool(variant)
    player = Player(bot_driver, user, lang)
    for setting in filter(None, variant.split("|")):
        await player.send(setting)
    await player.send(command)
    game = await db.table.active_table_game(user)
    assert game is not None
    await player.finish()
    finished = await db.table.get_table_game(game.id)
    assert finished is not None
    scores = Table.from_json(finished.state).scores
    end = next(t for t in reversed(shown(local_api, user)) if total in t)
    lines = end.splitlines()
    start = next(i for i, line in enumerate(lines) if "/" in line and line.endswith(":"))
    rows = [re.fullmatch(r"(.+?)\s?: (\d+) / (\d+)", line) for line in lines[start + 1 :]]
    sources = [(m[1], int(m[2]), int(m[3])) for m in rows if m is not None and m[1] != "Total"]
    names = {
        "fr": [
            "Jeu",
            "Mains",
            "Cribs",
            "Deux pour le valet",
            "Muggins",
        ],
        "en": [
            "Play",
            "Hands",
            "Cribs",
            "Two for his heels",
            *(["Points counted over, to the opponent"] if variant else ["Muggins"]),
        ],
    }[lang]
    assert [name for name, _, _ in sources] == names
    past = [int(n) for n in re.findall(r"(?:Moins|Less)\D*(\d+)", end)]
    totals = [sum(s[1] for s in sources), sum(s[2] for s in sources)]
    assert totals[0] - scores[0] + totals[1] - scores[1] == sum(past)
    assert f"{total}{scores[0]} / {scores[1]}" in end


async def _at_the_bot_s_count(player: Player, db: Database) -> None:
    for _ in range(600):
        _, _, _, waiting = await state(db, player.user, player.user)
        if waiting.step is Step.VERDICT:
            return
        await player.move()
    raise AssertionError("the bot never counted")


@pytest.mark.parametrize(
    ("lang", "command", "waits", "right"),
    [
        ("fr", "/jouer 61 normal", "Votre partie vous attend", "Mon compte est-il bon?"),
        ("en", "/play 61 normal", "Your game is waiting for you", "Is my count right?"),
    ],
)
async def test_a_reopened_chat_says_what_waits_with_its_buttons(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    waits: str,
    right: str,
) -> None:
    user = 4318 if lang == "fr" else 4319
    player = Player(bot_driver, user, lang)
    await player.send("/images non" if lang == "fr" else "/pictures off")
    await player.send(command)
    await _at_the_bot_s_count(player, db)
    for typed in ("/start", "allo", "?"):
        calls = await player.send(typed)
        text = "\n".join(html_to_text(t) for t in texts(calls))
        assert waits in text and right in text, (typed, text)
        question, _, _, waiting = await state(db, user, user)
        assert waiting.step is Step.VERDICT
        assert [d[-2:] for d in button_data(local_api, user, question)] == [":a", ":m"]


@pytest.mark.parametrize(
    ("lang", "command", "how_many"),
    [
        ("fr", "/jouer 61 normal", "Combien de points ai-je oubliés?"),
        ("en", "/play 61 normal", "How many points did I miss?"),
    ],
)
async def test_muggins_typed_at_the_claim_asks_the_claim_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, command: str, how_many: str
) -> None:
    user = 4320 if lang == "fr" else 4321
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await _at_the_bot_s_count(player, db)
    await player.send("Muggins!")
    _, _, _, waiting = await state(db, user, user)
    assert waiting.step is Step.CLAIM
    calls = await player.send("Muggins!")
    text = "\n".join(html_to_text(t) for t in texts(calls))
    assert how_many in text
    assert "connais pas le mot" not in text and "don't know the word" not in text
    question, _, _, waiting = await state(db, user, user)
    assert waiting.step is Step.CLAIM and len(button_data(local_api, user, question)) >= 1
