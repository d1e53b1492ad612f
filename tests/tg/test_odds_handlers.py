"""/odds (/chances) through the in-process Bot API, and the chances in a game of /play."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest

from bot.content_odds import shipped_odds
from bot.drills.table_odds import biggest_swing, chances
from bot.drills.table_state import Table
from bot.engine.fairness import deal_pack, seed_fingerprint, two_player_deal
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_table_handlers import Player
from tests.tg.test_table_handlers import shown as shown_texts

NBSP = "\u00a0"
NNBSP = "\u202f"


def one_text(calls: list[object]) -> str:
    sent = texts(calls)  # type: ignore[arg-type]
    assert len(sent) == 1, sent
    return html_to_text(sent[0])


def shown(chance: float, lang: str = "en", *, certain: bool = False) -> str:
    """The chance as the bot says it: its whole percent, an exact half up as `tr.percent`
    rounds it (0.545 shows 55, not 54); below 1 % « moins de 1 % », above 99 % « plus de
    99 % » ("under 1%", "over 99%"), unless `certain` (a game over)."""
    whole = int((Decimal(str(chance)) * 100).quantize(Decimal(1), ROUND_HALF_UP))
    sign = f"{NBSP}%" if lang == "fr" else "%"
    if not certain and chance < 0.01:
        return ("moins de 1" if lang == "fr" else "under 1") + sign
    if not certain and chance > 0.99:
        return ("plus de 99" if lang == "fr" else "over 99") + sign
    return f"{whole}{sign}"


async def test_odds_in_french_as_the_issue_writes_it(bot_driver: Driver) -> None:
    """Played: « Donneur à 95, receveur à 110 : vous gagnez 15 % du temps » left the player to
    guess which of the two was them; now the role is said of the player (« Vous êtes
    donneur »), and the game's length is named (« des parties de 121 »)."""
    chance = shipped_odds().chance(95, 110, dealer=True)
    text = one_text(await bot_driver.send("/chances 95 110", user_id=9_100, language_code="fr"))
    assert text.replace(NNBSP, NBSP) == (
        f"Vous êtes donneur, à 95 contre 110{NBSP}: vous gagnez {shown(chance, 'fr')} des parties"
        " de 121."
    )


@pytest.mark.parametrize("command", ["/odds", "/chances"])
async def test_odds_in_english_dealing_or_not(bot_driver: Driver, command: str) -> None:
    odds = shipped_odds()
    dealer = one_text(await bot_driver.send(f"{command} 95 110", user_id=9_101, language_code="en"))
    win = shown(odds.chance(95, 110, dealer=True))
    assert dealer == f"You are the dealer, at 95 to 110: you win {win} of games to 121."
    pone = one_text(
        await bot_driver.send(f"{command} 95 110 pone", user_id=9_101, language_code="en")
    )
    assert pone == (
        f"You are the pone, at 95 to 110: you win {shown(odds.chance(95, 110, dealer=False))}"
        " of games to 121."
    )


@pytest.mark.parametrize(
    ("lang", "command", "start"),
    [
        # Played: « Je ne comprends pas « on » », « … « pis » », « … « donner » », « … « j » »,
        # "I cannot read “my”": the words a Québec club member says (« on » for « nous »,
        # « pis » for « et »), a phone's « j ai », whose deal said with « mon », "my", "their".
        ("fr", "/chances 95 110 on donne", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances on a 95, ils ont 110", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances j'ai 95 pis lui 110", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances moi 95 puis lui 110, il donne", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances j ai 95 il a 110 il donne", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 c'est à moi de donner", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95 110 c'est à lui de donner", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 ma donne", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95 110 sa donne", "Vous êtes receveur, à 95 contre 110"),
        ("en", "/odds 95 to 110 my deal", "You are the dealer, at 95 to 110"),
        ("en", "/odds 95 110 their deal", "You are the pone, at 95 to 110"),
        ("en", "/odds 95 110 his deal", "You are the pone, at 95 to 110"),
    ],
)
async def test_scores_and_roles_said_as_club_members_say_them(
    bot_driver: Driver, lang: str, command: str, start: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=9_104, language_code=lang))
    assert text.replace(NBSP, " ").startswith(start.replace(NBSP, " ")), text


@pytest.mark.parametrize(
    ("lang", "command", "start"),
    [
        # Played: « /chances 95,110 » and « /chances 95 à 110 » got the usage text.
        ("fr", "/chances 95,110", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95-110 receveur", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 à 110", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95 contre 110", "Vous êtes donneur, à 95 contre 110"),
        ("en", "/odds 95 vs. 110 pone", "You are the pone, at 95 to 110"),
        ("en", "/odds 95/110", "You are the dealer, at 95 to 110"),
        # Played: « Je ne comprends pas « je » », though /ecart takes « je donne ».
        ("fr", "/chances 95 110 je donne", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95 110 je reçois", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 non-donneur", "Vous êtes receveur, à 95 contre 110"),
        ("en", "/odds 95 110 I deal", "You are the dealer, at 95 to 110"),
        # Played: « moi 90 lui 100 » got the usage text; « il donne », « Je ne comprends pas
        # « il » » (a phone types « j'ai » with U+2019).
        ("fr", "/chances moi 90 lui 100", "Vous êtes donneur, à 90 contre 100"),
        ("fr", "/chances lui 100, moi 90", "Vous êtes donneur, à 90 contre 100"),
        ("fr", "/chances j\u2019ai 95, il a 110 et il donne", "Vous êtes receveur, à 95"),
        ("fr", "/chances 95 110 il donne", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 c'est lui qui donne", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 l'adversaire donne", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 110 il reçoit", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances receveur 95 110", "Vous êtes receveur, à 95 contre 110"),
        ("en", "/odds me 90 him 100 he deals", "You are the pone, at 90 to 100"),
        ("en", "/odds I have 90, she has 100", "You are the dealer, at 90 to 100"),
        # Played: the usage text says « 61 pour une partie de 61 », and « partie de 61 » got
        # « Je ne comprends pas « partie » ».
        ("fr", "/chances 40 50 receveur, partie de 61", "Vous êtes receveur, à 40 contre 50"),
        ("fr", "/chances moi 40 points lui 50 points", "Vous êtes donneur, à 40 contre 50"),
        ("en", "/odds 40 50 a game of 61", "You are the dealer, at 40 to 50"),
    ],
)
async def test_scores_written_as_players_write_them(
    bot_driver: Driver, lang: str, command: str, start: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=9_104, language_code=lang))
    assert text.replace(NBSP, " ").startswith(start.replace(NBSP, " "))


@pytest.mark.parametrize(
    "command",
    [
        "/chances 40 50 receveur 61",
        "/chances 40 50 receveur partie de 61",
        "/chances 40 50 en 61 r",
    ],
)
async def test_a_game_of_61(bot_driver: Driver, command: str) -> None:
    chance = shipped_odds().chance(40, 50, dealer=False, target=61)
    text = one_text(await bot_driver.send(command, user_id=9_102, language_code="fr"))
    assert text.startswith("Vous êtes receveur, à 40 contre 50")
    assert text.endswith(f"{shown(chance, 'fr')} des parties de 61.")


@pytest.mark.parametrize(
    ("lang", "command", "expected"),
    [
        ("en", "/odds", "Send your score, then your opponent's"),
        ("en", "/odds 95", "Send your score, then your opponent's"),
        ("en", "/odds ninety 110", "Send your score, then your opponent's"),
        ("en", "/odds 95 121", "Scores go from 0 to 120 in a game of 121."),
        ("en", "/odds 50 61 61", "Scores go from 0 to 60 in a game of 61."),
        ("en", "/odds 95 110 <b>x</b>", "I cannot read “<b>x</b>”."),
        ("fr", "/chances", "Envoyez votre pointage, puis celui de l'adversaire"),
        # Played: « une partie en 61 », where the club says « une partie de 61 ».
        ("fr", "/chances 95", "et 61 pour une partie de 61."),
        ("fr", "/chances 95 110 demain", "Je ne comprends pas « demain »."),
        ("fr", "/chances 130 0", "Les pointages vont de 0 à 120 dans une partie de 121."),
        # Played: « -5 » got the usage text, as if no score had been sent.
        ("fr", "/chances -5 10", "Les pointages vont de 0 à 120 dans une partie de 121."),
        ("fr", "/chances 95 à", "Envoyez votre pointage, puis celui de l'adversaire"),
        # Played: « ² » (top left of a French keyboard) is a digit int() refuses: a crash.
        ("fr", "/chances ² 110", "Envoyez votre pointage, puis celui de l'adversaire"),
        ("fr", "/chances 95 110 ²", "Je ne comprends pas « ² »."),
        ("en", "/odds 95 110 pone ³", "I cannot read “³”."),
        # Played: two roles that disagree quietly kept the last one.
        (
            "en",
            "/odds 95 110 dealer pone",
            "You wrote both “dealer” and “pone”: keep only one, dealer if you deal, pone if"
            " your opponent deals.",
        ),
        (
            "fr",
            "/chances 95 110 donneur receveur",
            "Vous avez écrit « donneur » et « receveur »\u00a0: gardez-en un seul, donneur si vous"
            " donnez, receveur si c'est l'adversaire qui donne.",
        ),
        (
            "fr",
            "/chances 95 110 je donne je reçois",
            "Vous avez écrit « je donne » et « je reçois »",
        ),
        # Played: « il donne » was read « Je ne comprends pas « il » ».
        ("fr", "/chances 95 110 il donne je donne", "Vous avez écrit « il donne » et « je donne »"),
        ("fr", "/chances moi 90 moi 100", "Envoyez votre pointage, puis celui de l'adversaire"),
        # Played: two game lengths quietly kept the last one.
        (
            "en",
            "/odds 50 40 61 121",
            "You wrote both “61” and “121”: a game is played to 61 or to 121, keep only one.",
        ),
        (
            "fr",
            "/chances 95 110 121 61",
            "Vous avez écrit « 121 » et « 61 »\u00a0: une partie se joue à 61 ou à 121 points,"
            " gardez-en un seul.",
        ),
        (
            "en",
            "/odds 50 40 61 pone 61",
            "You are the pone, at 50 to 40: you win",
        ),  # said twice
    ],
)
async def test_bad_input_is_explained(
    bot_driver: Driver, lang: str, command: str, expected: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=9_103, language_code=lang))
    assert expected.replace(" »", NBSP + "»").replace("« ", "«" + NBSP) in text.replace(NNBSP, NBSP)


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "Your chances of winning: "), ("fr", "Vos chances de gagner\u00a0: ")]
)
async def test_play_shows_the_chances_after_each_deal_and_the_biggest_swing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, line: str
) -> None:
    user = 9_110 if lang == "en" else 9_111
    player = Player(bot_driver, user, lang)
    await player.send("/images off")
    await player.send("/play 61 expert" if lang == "en" else "/jouer 61 expert")
    await player.finish()
    (game,) = await db.table.list_table_games(user)
    table = Table.from_json(game.state)
    odds = shipped_odds()
    said = "\n".join(shown_texts(local_api, user)).replace(NNBSP, NBSP)
    found = chances(table, odds)
    expected = [shown(c, lang) for c in found[1:-1]]
    lines = [x for x in said.splitlines() if x.startswith(line)]
    assert [x.removeprefix(line) for x in lines] == expected
    swing = biggest_swing(table, odds)
    assert swing is not None
    if lang == "en":
        assert (
            f"The deal that counted most: deal {swing.deal}, your chances went from "
            f"{shown(swing.before)} to {shown(swing.after, certain=swing.deal == len(table.deals))}"
        ) in said
    else:
        assert f"La donne qui a le plus compté{NBSP}: la donne {swing.deal}," in said


@pytest.mark.parametrize(
    ("lang", "sealed", "keyed", "check"),
    [
        (
            "en",
            r"The cards of deal (\d+) are fixed before play: anyone can check them with the"
            r" code ([0-9a-f]{12}) \(/play check\)",
            r"Deal (\d+): key ([0-9a-f]{16}), code ([0-9a-f]{12})",
            "/play check",
        ),
        (
            "fr",
            r"Les cartes de la donne (\d+) sont fixées avant de jouer\s: tout le monde peut les"
            r" vérifier avec le code ([0-9a-f]{12}) \(/jouer vérifier\)",
            r"Donne (\d+)\s: clé ([0-9a-f]{16}), code ([0-9a-f]{12})",
            "/jouer vérifier",
        ),
    ],
)
async def test_play_seals_each_deal_before_and_play_check_gives_the_keys_after(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    sealed: str,
    keyed: str,
    check: str,
) -> None:
    """Each deal showed « Donne 1 brassée et scellée : 2545e31fb4eb » and, once over, « Clé du
    scellé de la donne 1 : … » in hex, in the middle of the game: now one short line says what
    the seal is for, and /jouer vérifier gives the keys, for `muggins verify`. « Scellé de la
    donne 1 » was still jargon: now the cards are « fixées avant de jouer », and checked with a
    « code »."""
    user = 9_120 if lang == "en" else 9_121
    player = Player(bot_driver, user, lang)
    await player.send("/images off")
    await player.send(check)
    nothing = shown_texts(local_api, user)[-1]
    assert nothing.startswith("No deal to check" if lang == "en" else "Aucune donne à vérifier")
    await player.send("/play 61 normal" if lang == "en" else "/jouer 61 normal")
    await player.send(check)
    assert re.search(keyed, shown_texts(local_api, user)[-1]) is None  # no key before the end
    await player.finish()
    (game,) = await db.table.list_table_games(user)
    table = Table.from_json(game.state)
    text = "\n".join(shown_texts(local_api, user))
    prints = {int(n): f for n, f in re.findall(sealed, text)}
    assert re.search(keyed, text) is None  # the keys are not told during the game
    await player.send(check)
    keys = shown_texts(local_api, user)[-1]
    seeds = {int(n): s for n, s, _ in re.findall(keyed, keys)}
    numbers = list(range(1, len(table.deals) + 1))
    assert sorted(prints) == sorted(seeds) == numbers
    assert f"muggins verify {seeds[1]} {prints[1]}" in keys
    for number, deal in zip(numbers, table.deals, strict=True):
        assert seed_fingerprint(seeds[number]) == prints[number]
        pone, dealer, starter = two_player_deal(deal_pack(seeds[number]))
        assert (deal.hands[1 - deal.dealer], deal.hands[deal.dealer]) == (pone, dealer)
        assert deal.starter == starter


@pytest.mark.parametrize(
    ("lang", "play", "command", "title", "line", "other"),
    [
        (
            "fr",
            "/jouer 61 normal",
            "/chances",
            f"Votre partie contre moi, au début de cette donne{NBSP}:",
            "Vous êtes {role}, à {me} contre {opponent}\u00a0: vous gagnez {pct} des parties"
            " de 61.",
            f"Pour d'autres pointages{NBSP}: /chances 40 50 61",
        ),
        (
            "en",
            "/play 61 normal",
            "/odds",
            "Your game against me, as this deal began:",
            "You are the {role}, at {me} to {opponent}: you win {pct} of games to 61.",
            "For other scores: /odds 40 50 61",
        ),
    ],
)
async def test_odds_alone_during_a_game_gives_that_games_chances(
    bot_driver: Driver,
    lang: str,
    play: str,
    command: str,
    title: str,
    line: str,
    other: str,
) -> None:
    """/chances typed alone while a /jouer game is under way asked for the scores; it answers
    for that game, at the board and dealer of the deal under way (the chance /jouer shows
    after each deal); with scores typed it still answers those. The example of other scores
    is one of a game of 61 (it was « /chances 95 110 », scores past the end of the game)."""
    user = 9_130 if lang == "en" else 9_131
    player = Player(bot_driver, user, lang)
    await player.send("/images off")
    await player.send(play)
    db = player.db
    odds = shipped_odds()
    roles = {"fr": ("donneur", "receveur"), "en": ("dealer", "pone")}[lang]
    seen_deals: set[int] = set()
    for _ in range(80):
        game = await db.table.active_table_game(user)
        if game is None:
            break
        table = Table.from_json(game.state)
        deal = table.deal
        if len(table.deals) not in seen_deals:
            seen_deals.add(len(table.deals))
            dealer = deal.dealer == 0
            role = roles[0] if dealer else roles[1]
            chance = odds.chance(deal.start[0], deal.start[1], dealer=dealer, target=61)
            pct = shown(chance, lang)
            text = one_text(await player.send(command)).replace(NNBSP, NBSP)
            assert text.split("\n") == [
                title,
                line.format(
                    role=role,
                    me=deal.start[0],
                    opponent=deal.start[1],
                    pct=pct,
                ),
                other,
            ]
        await player.move()
    assert len(seen_deals) >= 3
    typed = one_text(await player.send(f"{command} 40 50"))
    assert typed.startswith(
        "Vous êtes donneur, à 40" if lang == "fr" else "You are the dealer, at 40"
    )


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/aide chances", "/chances seul, pendant une partie contre moi"),
        ("en", "/help odds", "/odds alone, during a game against me"),
    ],
)
async def test_help_says_odds_alone_answers_for_the_game(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    """/odds alone during /play answers for that game; its help said only how to type scores."""
    text = html_to_text(one_text(await bot_driver.send(command, 880, language_code=lang)))
    assert said in text.replace("\u00a0", " "), text


@pytest.mark.parametrize(
    ("lang", "variant", "scores", "threshold"),
    [
        ("fr", "/variante fadoq", "118 118", 116),
        ("fr", "/variante fadoq", "119 100 receveur", 116),
        ("fr", "/variante fadoq", "90 80", 116),  # the rule's chances at any score
        ("fr", "/variante standard", "118 118", None),
        ("fr", "/variante fadoq", "58 57 61", 56),  # from 56 in a game of 61
        ("en", "/variant fadoq", "118 118", 116),
        ("en", "/variant standard", "118 118", None),
    ],
)
async def test_a_fadoq_player_gets_the_rule_s_chances(
    bot_driver: Driver, lang: str, variant: str, scores: str, threshold: int | None
) -> None:
    """Played: a player of the FADOQ rule (no go or last card from 116) read the standard
    game's chances, with a note once a side had reached 116 that the rule was not counted.
    Now the chances are the rule's (at 118 to 118 dealing, 28 % against 48 % in the standard
    game, as docs/odds.md gives them) and the answer says which rule they are for; a standard
    player reads no such line."""
    user = 9_150 if lang == "fr" else 9_151
    await bot_driver.send(variant, user_id=user, language_code=lang)
    command = "/chances" if lang == "fr" else "/odds"
    text = one_text(await bot_driver.send(f"{command} {scores}", user_id=user, language_code=lang))
    lines = text.split("\n")
    words = scores.split()
    me, opponent, dealer = int(words[0]), int(words[1]), "receveur" not in words
    target = 61 if words[-1] == "61" else 121
    chance = shipped_odds().chance(me, opponent, dealer=dealer, target=target, fadoq=threshold)
    assert f" {shown(chance, lang)} " in lines[0].replace(NNBSP, NBSP), text
    if scores == "118 118":  # the figures this docstring and docs/odds.md give
        assert round(100 * chance) == (48 if threshold is None else 28), chance
    if threshold is None:
        assert len(lines) == 1, text
        return
    expected = {
        "fr": f"Ces chances suivent la règle FADOQ : à partir de {threshold}, le go et la "
        "dernière carte ne rapportent plus de point.",
        "en": f"These chances are for the FADOQ rule: from {threshold}, a go or the last card "
        "no longer pegs its point.",
    }[lang]
    assert lines[1:] == [expected.replace(" :", f"{NBSP}:")]
