"""What a member types in private during a game between members, and what they hear back:
a count out of range says why (not « type it in figures » for 30), and a player whose turn it
is not hears that it is someone else's turn (not the bot's generic « I answer counts »)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_turn import due, show_cards
from bot.engine.cards import DECK, hand_order
from bot.engine.show import hand_points
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, inline_buttons, texts
from bot.views.members import Names, bot_name, elide
from bot.views.members_private import private_lay_away_lines
from tests.tg.members_helpers import GROUP, GroupWatch, Member, group_texts, live, play_on, show_due
from tests.tg.test_members_gone import bot_removed

HINTS = {
    "fr": {
        "30": "Une main ou un crib fait au plus 29 points.",
        "-3": "Un compte n'est jamais négatif.",
    },
    "en": {
        "30": "A hand or a crib makes 29 points at most.",
        "-3": "A count is never negative.",
    },
}


async def seated(bot_driver: Driver, base: int, lang: str, *, teams: bool) -> list[Member]:
    """Ann (ids from `base`) opens a table of 61 in the group, for three or for teams, and Ben
    and Cy take a seat; the three members, in that order."""
    names = ("Ann", "Ben", "Cy")
    members = [Member(bot_driver, base + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    kind = ("équipes" if lang == "fr" else "teams") if teams else "3"
    await members[0].say(f"{'/jouer' if lang == 'fr' else '/play'} {kind} 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    return members


async def at_step(
    bot_driver: Driver, db: Database, lang: str, base: int, step: str = "count"
) -> tuple[Member, Member]:
    """Two members at a short game, at the first `step`: (the one due, the other)."""
    marie = Member(bot_driver, base, "Marie", lang)
    bob = Member(bot_driver, base + 1, "Robert", lang)
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await bob.press_in_group("mj:")
    members = {marie.user: marie, bob.user: bob}
    await play_on(members, GroupWatch(bot_driver), until=step)
    game, table = await live(db, base)
    counter = members[game.user_at(due(table)[0].seat) or 0]
    return counter, bob if counter is marie else marie


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_out_of_range_says_why(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    counter, _ = await at_step(bot_driver, db, lang, 4600 if lang == "fr" else 4610)
    game, _ = await live(db, counter.user)
    for typed in ("30", "-3"):
        said = html_to_text("\n".join(texts(await counter.private(typed))))
        assert HINTS[lang][typed] in said, said
        assert "figures" not in said and "chiffres" not in said, said
    again, _ = await live(db, counter.user)
    assert again.state == game.state  # nothing counted, the question still waits


@pytest.mark.parametrize(
    ("lang", "says"), [("fr", "Vous n'avez pas {card}"), ("en", "You do not hold {card}")]
)
async def test_a_card_not_held_at_the_play_is_named(
    bot_driver: Driver, db: Database, lang: str, says: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 4620 if lang == "fr" else 4630, "play")
    game, table = await live(db, player.user)
    seat = game.seat_of(player.user)
    assert seat is not None
    held = table.deal.held(seat)
    stranger = next(c for c in DECK if c not in held)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    said = html_to_text("\n".join(texts(await player.private(render.card(stranger, tr)))))
    assert says.format(card=render.card(stranger, tr)) in said, said
    assert all(render.card(c, tr) in said for c in held), said  # and the cards they hold
    again, _ = await live(db, player.user)
    assert again.state == game.state


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_typed_token_is_quoted_back_as_typed(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """The card error escapes the token itself: escaped again, « <b>x</b> » was read back
    as « &lt;b&gt;x&lt;/b&gt; »."""
    player, _ = await at_step(bot_driver, db, lang, 4660 if lang == "fr" else 4670, "play")
    game, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private("<b>x</b> & 5H"))))
    said = said.replace("\u00a0", " ")
    assert "« <b>x</b> »" in said or "“<b>x</b>”" in said, said
    assert "&lt;" not in said and "&amp;" not in said, said
    again, _ = await live(db, player.user)
    assert again.state == game.state  # nothing played, the step still waits


@pytest.mark.parametrize(
    ("lang", "resigns", "hand"),
    [("fr", "abandonne", "Main du robot (pour {name})"), ("en", "resigns", "{name}'s bot's hand")],
)
async def test_a_resign_at_three_is_told_before_the_bot_counts_for_that_seat(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, resigns: str, hand: str
) -> None:
    """Cy resigns when their count is due: the group hears it before the bot's count for
    them, not after (« Main du robot (pour Cy) … » then « Cy abandonne »)."""
    base = 4640 if lang == "fr" else 4650
    members = await seated(bot_driver, base, lang, teams=False)
    await play_on({m.user: m for m in members}, GroupWatch(bot_driver), until="count")
    game, table = await live(db, base)
    counter = next(m for m in members if m.user == game.user_at(due(table)[0].seat))
    await counter.say("/abandon" if lang == "fr" else "/resign")
    start = len(local_api.calls)
    await counter.press_in_group(f"mr:{game.id}:{counter.user}:{game.step}:y")
    posted = group_texts(local_api, start)
    told = next(i for i, t in enumerate(posted) if f"{counter.name} {resigns}" in t)
    counted = next(i for i, t in enumerate(posted) if hand.format(name=counter.name) in t)
    assert told < counted, posted


@pytest.mark.parametrize(
    ("lang", "players", "says"),
    [
        ("fr", 3, "Carte écartée\u00a0: "),
        ("fr", 2, "Cartes écartées\u00a0: "),
        ("en", 3, "Laid away: "),
    ],
)
async def test_the_lay_away_press_names_the_cards_laid(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, players: int, says: str
) -> None:
    """« Cartes écartées. » answered one card laid at a table of three: the card(s) now."""
    base = 4660 + 10 * players + (0 if lang == "fr" else 5)
    names = ("Ann", "Ben", "Cy")[:players]
    members = [Member(bot_driver, base + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say(("/jouer" if lang == "fr" else "/play") + f" {players} 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    ann = members[0]
    game, table = await live(db, ann.user)
    seat = game.seat_of(ann.user)
    assert seat is not None
    hand = table.deal.hands[seat]
    question = await db.questions.pending_question(ann.user, ann.user)
    assert question is not None and question.message_id is not None
    laid = hand_order(hand)[: 1 if players == 3 else 2]  # the first buttons, as shown
    message = local_api.message(ann.user, question.message_id)
    assert message is not None
    datas = [str(b["callback_data"]) for b in inline_buttons(message)]
    for data in datas[: len(laid)]:
        await ann.press(data, question.message_id, chat=ann.user)
    message = local_api.message(ann.user, question.message_id)
    assert message is not None
    confirm = str(inline_buttons(message)[-1]["callback_data"])
    pressed = await ann.press(confirm, question.message_id, chat=ann.user)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    (said,) = [str(c.params.get("text")) for c in pressed if c.method == "answerCallbackQuery"]
    assert said == says + render.cards(laid, tr)


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("fr", "Votre partie de club continue; ce n'est pas votre tour."),
        ("en", "Your club game goes on; it is not your turn."),
    ],
)
async def test_a_text_typed_while_the_other_plays_says_it_is_not_their_turn(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, says: str
) -> None:
    """The member waiting for the other's count typed « as de pique » and heard « I answer
    counts and commands: /hand deals you a hand… », as if no game were under way."""
    _, other = await at_step(bot_driver, db, lang, 4700 if lang == "fr" else 4710)
    game, _ = await live(db, other.user)
    hello = "Bonjour!" if lang == "fr" else "Hello!"  # « bonjour » is greeted back first
    for typed in ("as de pique", "12", "bonjour"):
        said = html_to_text("\n".join(texts(await other.private(typed))))
        assert said == (f"{hello} {says}" if typed == "bonjour" else says), said
    again, _ = await live(db, other.user)
    assert again.state == game.state


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("fr", "Écartez 1 carte dans le crib du robot\u00a0: touchez-la, puis confirmez."),
        ("en", "Lay away 1 card to the bot's crib: tap it, then confirm."),
    ],
)
async def test_the_lay_away_to_the_bots_crib_is_said_in_good_french(
    bot_driver: Driver, db: Database, lang: str, says: str
) -> None:
    """At a table of four with the bot dealing, the private step said « Écartez 1 carte dans
    le crib de le robot » (the group said « du robot »)."""
    base = 4720 if lang == "fr" else 4730
    members = await seated(bot_driver, base, lang, teams=True)
    await members[0].press_in_group("mg:")  # the bot takes the fourth seat
    _, table = await live(db, base)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    dealer = table.deal.dealer
    seat = next(s for s in range(4) if table.side(s) != table.side(dealer))
    names = Names(tuple(bot_name(tr) if s == dealer else f"P{s}" for s in range(4)))
    lines = private_lay_away_lines(table, seat, names, tr)
    assert html_to_text(lines[-1]) == says


@pytest.mark.parametrize(
    ("lang", "says"),
    [("fr", "Ben abandonne\u00a0: Ann et Cy gagnent."), ("en", "Ben resigns: Ann and Cy win.")],
)
async def test_a_resign_in_teams_names_who_resigned_and_both_winners(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, says: str
) -> None:
    """Ben resigned a game in teams: the group read « Ben et le robot abandonne : Ann et Cy
    gagne. » (his partner named as resigning, the verbs singular)."""
    base = 4740 if lang == "fr" else 4750
    members = await seated(bot_driver, base, lang, teams=True)
    await members[0].press_in_group("mg:")
    game, table = await live(db, base)
    ben = members[1]
    seat = game.seat_of(ben.user)
    assert seat is not None
    assert [s for s in range(4) if table.side(s) != table.side(seat)] == [0, 2]  # Ann, Cy
    await ben.say("/abandon" if lang == "fr" else "/resign")
    start = len(local_api.calls)
    await ben.press_in_group(f"mr:{game.id}:{ben.user}:{game.step}:y")
    assert any(says in t for t in group_texts(local_api, start)), group_texts(local_api, start)


async def test_french_elides_de_before_a_name_with_a_vowel(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« Au tour de Ann », « Main de Ann » in the group (the heading said « Table d'Ann »):
    « d'Ann » in every line of a whole game, and « de Ben » where the name does not elide."""
    ann = Member(bot_driver, 4760, "Ann", "fr")
    ben = Member(bot_driver, 4761, "Ben", "fr")
    for m in (ann, ben):
        await m.private("/start")
    await ann.say("/jouer 61")
    await ben.press_in_group("mj:")
    start = len(local_api.calls)
    await play_on({ann.user: ann, ben.user: ben}, GroupWatch(bot_driver))
    text = "\n".join(group_texts(local_api, start))
    assert "de Ann" not in text and "De Ann" not in text, text
    assert "Au tour d'Ann" in text and "Main d'Ann" in text, text
    assert "Main de Ben" in text
    assert (
        elide(
            "Au tour de Ann", Names(("Ann",)), bot_driver.application.bot_data.i18n.translator("en")
        )
        == "Au tour de Ann"
    )


@pytest.mark.parametrize(
    ("lang", "says"), [("fr", "Équipes : A<&>B et "), ("en", "Teams: A<&>B and ")]
)
async def test_the_teams_line_escapes_a_name_once(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, says: str
) -> None:
    """A table of four between members named « A<&>B »: the group read « Teams: A&lt;&amp;&gt;B
    and Bob » (the name escaped twice)."""
    base = 4760 if lang == "fr" else 4770
    members = [Member(bot_driver, base + i, n, lang) for i, n in enumerate(("A<&>B", "Bob", "Cy"))]
    for m in members:
        await m.private("/start")
    await members[0].say(f"{'/jouer équipes' if lang == 'fr' else '/play teams'} 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    await members[0].press_in_group("mg:")  # the bot takes the fourth seat
    # the messages as members read them (Telegram's text, the markup taken out)
    said = [str(m.get("text", "")).replace("\u00a0", " ") for m in local_api.messages(GROUP)]
    assert any(says in t for t in said), said
    assert not any("&lt;" in t or "&amp;" in t for t in said)


async def test_an_over_count_is_corrected_in_good_french_for_a_hand(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« Main d'Élise … Élise compte 12. Il ne vaut que 2 : corrigé. »: « il » for a hand
    (« une main »), « elle » when the excess went to the opponent, for a crib as well; the
    group now says « Le bon compte est 2 : corrigé, sans pénalité. » whatever was counted,
    the correction named once."""
    elise, gerard = Member(bot_driver, 4790, "Élise", "fr"), Member(bot_driver, 4791, "Gérard")
    for m in (elise, gerard):
        await m.private("/start")
    await elise.say("/jouer 61")
    await gerard.press_in_group("mj:")
    members = {m.user: m for m in (elise, gerard)}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, table = await live(db, 4790)
    waiting = due(table)[0]
    assert waiting.what in (None, "hand") and table.deal.starter is not None
    cards = show_cards(table.deal, waiting.seat, "hand")
    points = hand_points(cards, table.deal.starter, crib=False)
    start = len(local_api.calls)
    await members[game.user_at(waiting.seat) or 0].private(str(points + 1))
    said = "\n".join(group_texts(local_api, start))
    assert f"Le bon compte est {points}\u00a0: corrigé, sans pénalité." in said, said
    assert said.count("corrigé") == 1, said
    assert "ne vaut que" not in said


FRENCH_LETTERS = {1: "A", 11: "V", 12: "D", 13: "R", 10: "10"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_ranks_alone_lay_away_at_a_members_table(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """« V 6 » typed for the lay-away at a members' table answered « Il manque la couleur
    après « V » », though a game against the bot and /ecart read a rank alone as the one card
    of that rank held: so does a member's private step now."""
    marie, _ = await at_step(bot_driver, db, lang, 4680 if lang == "fr" else 4690, "lay_away")
    game, table = await live(db, marie.user)
    seat = game.seat_of(marie.user)
    assert seat is not None
    hand = table.deal.hands[seat]
    alone = [c for c in hand if sum(o.rank == c.rank for o in hand) == 1][:2]
    assert len(alone) == 2, hand
    letters = FRENCH_LETTERS if lang == "fr" else {1: "A", 11: "J", 12: "Q", 13: "K", 10: "10"}
    typed = " ".join(letters.get(c.rank, str(c.rank)) for c in alone)
    said = html_to_text("\n".join(texts(await marie.private(typed))))
    assert "couleur" not in said and "suit" not in said, said
    _, after = await live(db, marie.user)
    assert sorted(after.deal.discards[seat] or []) == sorted(alone), said


async def test_a_rank_alone_plays_at_a_members_table(bot_driver: Driver, db: Database) -> None:
    """« 5 » typed at the play of a members' table: the card of that rank held (as at /play)."""
    player, _ = await at_step(bot_driver, db, "fr", 4700, "play")
    game, table = await live(db, player.user)
    seat = game.seat_of(player.user)
    assert seat is not None
    waiting = next(w for w in due(table) if w.seat == seat)
    card = waiting.legal[0]
    said = html_to_text(
        "\n".join(texts(await player.private(FRENCH_LETTERS.get(card.rank, str(card.rank)))))
    )
    assert "couleur" not in said, said
    _, after = await live(db, player.user)
    assert any(c.rank == card.rank for c in after.deal.laid[seat]), said


@pytest.mark.parametrize(
    ("lang", "goes_on", "over"),
    [
        ("fr", "C'est noté; la partie continue dans le groupe.", "La partie est terminée"),
        ("en", "Done; the table goes on in the group.", "The game is over"),
    ],
)
async def test_the_count_that_ends_the_game_is_not_told_the_game_goes_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, goes_on: str, over: str
) -> None:
    """Played: the winning count was answered « C'est noté; la partie continue dans le
    groupe. », then « La partie est terminée : vous avez gagné. ». Games of 61 are played
    until one ends on a count."""
    base = 4_480 if lang == "fr" else 4_490
    marie, bob = Member(bot_driver, base, "Marie", lang), Member(bot_driver, base + 1, "Bob", lang)
    for m in (marie, bob):
        await m.private("/start")
    members = {marie.user: marie, bob.user: bob}
    watch = GroupWatch(bot_driver)
    for _ in range(4):
        await marie.say("/jouer 61" if lang == "fr" else "/play 61")
        await bob.press_in_group("mj:")
        game, _ = await live(db, base)
        for _ in range(60):
            await play_on(members, watch, until="count")
            stored = await db.members.get_member_game(game.id)
            if stored is None or not stored.is_active:
                break  # it ended in the play: another game
            game, table = await live(db, base)
            due_now = due(table)[0]
            assert table.deal.starter is not None
            cards = show_cards(table.deal, due_now.seat, due_now.what or "hand")
            value = hand_points(cards, table.deal.starter, crib=due_now.what == "crib")
            member = members[game.user_at(due_now.seat) or 0]
            start = len(local_api.calls)
            await member.private(str(value))
            done = await db.members.get_member_game(game.id)
            assert done is not None
            said = [
                html_to_text(str(c.params["text"]))
                for c in local_api.calls[start:]
                if c.method == "sendMessage" and c.params["chat_id"] == member.user
            ]
            if done.is_active:
                _, now = await live(db, base)
                again = any(  # the dealer's crib after their hand: asked at once, here
                    game.user_at(w.seat) == member.user and w.step is not Step.DEAL
                    for w in due(now)
                )
                assert (goes_on not in said) if again else said[0] == goes_on, said
                continue
            assert goes_on not in said and said[-1].split("\n")[1].startswith(over), said
            return
    raise AssertionError("no game ended on a count")


@pytest.mark.parametrize(
    ("lang", "goes_on"),
    [
        ("fr", "C'est noté; la partie continue dans le groupe."),
        ("en", "Done; the table goes on in the group."),
    ],
)
async def test_a_typed_count_is_acknowledged_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, goes_on: str
) -> None:
    """A count typed in private was answered « C'est noté; la partie continue dans le
    groupe. » and the step's message above was edited into « ✓ Vous avez compté 2. » and the
    same line again: one acknowledgement now, the reply; the message says what was counted."""
    player, _ = await at_step(bot_driver, db, lang, 4_800 if lang == "fr" else 4_810)
    value = (await show_due(db, player.user)).value
    start = len(local_api.calls)
    await player.private(str(value))
    said = [
        html_to_text(str(c.params.get("text") or c.params.get("caption") or ""))
        for c in local_api.calls[start:]
        if c.params.get("chat_id") == player.user
    ]
    assert sum(text.count(goes_on) for text in said) == 1, said
    assert any(text.startswith("✓") for text in said), said


@pytest.mark.parametrize(
    ("lang", "seats", "closed", "told"),
    [
        ("fr", 2, False, "À vous de donner\u00a0: touchez «\u00a0🃏 Donner\u00a0» dans le groupe."),
        ("en", 2, False, "Your turn to deal: tap “🃏 Deal” in the group."),
        (
            "fr",
            4,
            False,
            "Le robot d'{partner} donne ensuite\u00a0: touchez «\u00a0🃏 Donner\u00a0» dans le"
            " groupe quand tout le monde est prêt.",
        ),
        (
            "en",
            4,
            False,
            "{partner}'s bot deals next: tap “🃏 Deal” in the group when everyone is ready.",
        ),
        (
            "fr",
            2,
            True,
            "Je ne peux plus écrire dans le groupe de votre table.\nLa partie attend mon retour"
            " dans le groupe (ses administrateurs peuvent m'y rajouter).",
        ),
    ],
)
async def test_play_in_private_at_ones_deal_says_where_to_deal(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    seats: int,
    closed: bool,
    told: str,
) -> None:
    """/jouer typed in private by the member who deals next (the deal is pressed in the
    group): nothing at all was sent back. Now they are told where the deal waits: on the
    group's button (pressed for the bot's seat that deals, at a table of four), or, the bot
    removed from the group, that the game waits for it."""
    base = 4700 + 10 * seats + (5 if closed else 0) + (0 if lang == "fr" else 2)
    ann, ben = Member(bot_driver, base, "Anne", lang), Member(bot_driver, base + 1, "Ben", lang)
    for m in (ann, ben):
        await m.private("/start")
    play = "/jouer" if lang == "fr" else "/play"
    await ann.say(f"{play} 4" if seats == 4 else f"{play} 61")
    await ben.press_in_group("mj:")
    if seats == 4:
        await ann.press_in_group("mg:")
    members = {ann.user: ann, ben.user: ben}
    watch = GroupWatch(bot_driver)
    for _ in range(8):  # at four: on to a deal the bot's seat makes
        await play_on(members, watch, until="deal")
        game, table = await live(db, base)
        dealer = (table.deal.dealer + 1) % len(table.seats)
        if table.seats[dealer].is_bot == (seats == 4):
            break
        await members[game.user_at(due(table)[0].seat) or 0].press_in_group(f"md:{game.id}:")
    else:
        raise AssertionError("no deal of the wanted dealer")
    if closed:
        await bot_driver.process(bot_removed(GROUP, 999))
    presser = members[game.user_at(due(table)[0].seat) or 0]
    sides = [s.name for s in game.seats if table.side(s.seat) == table.side(dealer)]
    partner = sides[0]  # a bot seat is named after its partner
    start = len(local_api.calls)
    await presser.private(play)
    said = [
        html_to_text(str(c.params["text"]))
        for c in local_api.calls[start:]
        if c.method == "sendMessage" and c.params.get("chat_id") == presser.user
    ]
    assert said == [told.format(partner=partner)]


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("fr", "À vous de donner\u00a0: touchez «\u00a0🃏 Donner\u00a0» dans le groupe."),
        ("en", "Your turn to deal: tap “🃏 Deal” in the group."),
    ],
)
async def test_a_text_in_private_at_ones_deal_says_where_to_deal(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, told: str
) -> None:
    """The member who deals next typed « ok » in private while the game waited for the deal:
    the bot answered « Je réponds aux comptes et aux commandes… », as if no game were on. Now
    they read where the deal waits, as /jouer says; a drill started meanwhile still takes its
    answer, and after it the text is the drill's to read, not the game's."""
    base = 4900 + (0 if lang == "fr" else 2)
    ann, ben = Member(bot_driver, base, "Anne", lang), Member(bot_driver, base + 1, "Ben", lang)
    for m in (ann, ben):
        await m.private("/start")
    await ann.say("/jouer 61" if lang == "fr" else "/play 61")
    await ben.press_in_group("mj:")
    members = {ann.user: ann, ben.user: ben}
    await play_on(members, GroupWatch(bot_driver), until="deal")
    game, table = await live(db, base)
    dealer = members[game.user_at(due(table)[0].seat) or 0]

    async def private_texts(text: str) -> list[str]:
        start = len(local_api.calls)
        await dealer.private(text)
        return [
            html_to_text(str(c.params["text"]))
            for c in local_api.calls[start:]
            if c.method == "sendMessage" and c.params.get("chat_id") == dealer.user
        ]

    assert await private_texts("ok") == [told]
    await dealer.private("/main" if lang == "fr" else "/hand")
    question = await db.questions.pending_question(dealer.user, dealer.user)
    assert question is not None and question.kind != "members"
    assert told not in await private_texts("0")
    assert await db.questions.pending_question(dealer.user, dealer.user) is None  # answered
    assert told not in await private_texts("ok")  # the drill was asked last: not the game's
