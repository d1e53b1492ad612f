"""The discard challenge's wording: the verdict, the challenge, /stats lines, both languages."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import Challenge, Verdict, decide, grade, shown
from bot.drills.ecart_habits import Habit
from bot.drills.ecart_history import HabitCost, Summary
from bot.engine.card_parsing import parse_cards
from bot.engine.crib_tables import CribTables
from bot.engine.lay_away import LayAwayOption
from bot.i18n import I18n, Translator, render
from bot.storage import Game
from bot.views import ecart as view
from bot.views import ecart_lookup, ecart_table, show
from bot.views.ecart_typed import read_discard


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.fixture(scope="module")
def tables() -> CribTables:
    return shipped_crib_tables()


def pone_deal() -> Challenge:
    return Challenge(tuple(parse_cards("5H 5D JC KS 2S 9D")), dealer=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_verdict_of_a_costly_choice(lang: str, i18n: I18n, tables: CribTables) -> None:
    tr: Translator = i18n.translator(lang)
    verdict = grade(pone_deal(), parse_cards("5H KS"), tables=tables)
    assert verdict.rank == 11  # tied with 5♦ R♠; 5♥ 5♦ is the worst, said apart
    text = "\n".join(view.verdict_lines(verdict, tr, tables_meta=tables.meta))
    loss = shown_loss(verdict, tr)
    assert loss in text
    assert "/15" not in text  # « écart 13/15 » read as a fraction or a date
    rank = (
        f"{verdict.rank}e meilleur écart sur 15"
        if lang == "fr"
        else f"the {verdict.rank}th best of the 15 lay-aways"
    )
    assert rank in text, text
    table = re.search(r"<blockquote expandable>(.*)</blockquote>", text, re.S)
    assert table is not None
    rows = table.group(1).split("\n")
    assert len(rows) == 1 + 3 + 1  # header, top three, the player's
    assert rows[-1].lstrip().startswith(str(verdict.rank))
    if lang == "fr":
        assert "," in loss and "." not in loss
        assert "5♥ R♠" in text and "V♣" in text and "joueurs experts" in text
    else:
        assert "J♣" in text and "." in loss


def test_best_choice_says_so_and_names_no_habit(i18n: I18n, tables: CribTables) -> None:
    tr = i18n.translator("en")
    verdict = grade(pone_deal(), parse_cards("5H 5D"), tables=tables)
    best = grade(pone_deal(), verdict.best.discard, tables=tables)
    text = "\n".join(view.verdict_lines(best, tr, tables_meta=tables.meta))
    assert "the best of the 15 lay-aways," in text and "You lose" not in text
    assert "Habit" not in text


def five_deal() -> Challenge:
    return Challenge(tuple(parse_cards("5H 5D JC KS 2S")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "deal_", "said"),
    [
        ("fr", pone_deal(), "le moins bon des 15 écarts"),
        ("en", pone_deal(), "the worst of the 15 lay-aways"),
        ("fr", five_deal(), "le moins bon des 5 écarts"),
        ("en", five_deal(), "the worst of the 5 lay-aways"),
    ],
)
def test_the_worst_choice_is_called_the_worst(
    lang: str, deal_: Challenge, said: str, i18n: I18n, tables: CribTables
) -> None:
    """The last of the 15 read « 15e meilleur écart sur 15 » ("the 15th best lay-away of
    15"): it is « le moins bon des 15 écarts » ("the worst of the 15 lay-aways"), of a five-card
    deal « le moins bon des 5 écarts »; the one above it keeps its rank."""
    tr = i18n.translator(lang)
    options = grade(deal_, deal_.cards[: deal_.lay_away], tables=tables).options
    count = len(options)
    worst = grade(deal_, options[-1].discard, tables=tables)
    assert worst.rank == count
    text = "\n".join(view.verdict_lines(worst, tr, tables_meta=tables.meta))
    assert said in text.split("\n")[0], text
    assert "meilleur écart sur" not in text and "best lay-away of" not in text
    above = grade(deal_, options[-2].discard, tables=tables)
    assert 1 < above.rank < count
    head = view.verdict_lines(above, tr, tables_meta=tables.meta)[0]
    assert tr.ordinal(above.rank) in head and "moins bon" not in head and "worst" not in head


def test_challenge_text_and_buttons(i18n: I18n) -> None:
    fr = i18n.translator("fr")
    game = Game(1, 7, 7, 121, "skunk", 40, 52, "active", 9, "2026-11-20T10:00:00", None)
    text = view.challenge_text(pone_deal(), fr, game=game, name="Ana")
    assert "Ana, quel est le bon écart?" in text
    assert "receveur" in text and "V♣" in text
    race = [show.game_lines(game, fr)[0], view.pegs_nothing_line(fr)]
    assert "\n".join(race) in text
    assert not any(line in view.challenge_text(pone_deal(), fr) for line in race)
    five = Challenge(tuple(parse_cards("5H 5D JC KS 2S")), dealer=True)
    assert "Cinq cartes" in view.challenge_text(five, fr)
    assert view.card_label(parse_cards("10C")[0], fr, selected=False) == "10♣"
    assert view.card_label(parse_cards("JC")[0], fr, selected=True) == "✓ V♣"
    assert view.confirm_label(parse_cards("5H JC"), fr).startswith("✅")
    assert view.confirm_label(parse_cards("5H JC"), fr) == "✅ Écarter 5♥ V♣"


def test_stats_lines(i18n: I18n) -> None:
    fr, en = i18n.translator("fr"), i18n.translator("en")
    assert view.stats_lines(Summary(0, 0, 0, 0.0, 0, 0.0), en) == []
    summary = Summary(4, 1, 2, 0.84, 2, 1.5, HabitCost(Habit.FIVE_TO_OPPONENT, 2, 1.25))
    text = "\n".join(view.stats_lines(summary, fr))
    assert "4 écarts joués" in text and "25" in text
    assert "0,4 comme donneur" in text and "0,8 comme receveur" in text
    assert "donner des 5 au crib de l'adversaire" in text and "1,3" in text
    english = "\n".join(view.stats_lines(summary, en))
    assert "0.4 as dealer" in english and "giving fives to your opponent's crib" in english


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "• 2 de ces écarts étaient au défi du jour : votre niveau (/entraineur) ne les"
            " compte pas.",
        ),
        (
            "en",
            "• 2 of these lay-aways were in the daily challenge: your level (/coach) leaves"
            " them out.",
        ),
    ],
)
def test_the_daily_lay_aways_are_told_apart(i18n: I18n, lang: str, said: str) -> None:
    """Played: /statistiques read « 5 écarts joués » and, under « Votre niveau », « L'écart :
    3 essais »: the daily challenge's lay-aways count in the first, not in the coach's level.
    They are now said apart; without them, nothing more is said."""
    tr = i18n.translator(lang)
    alone = Summary(3, 1, 2, 0.84, 1, 1.5)
    assert not any("/" in line for line in view.stats_lines(alone, tr))
    lines = view.stats_lines(alone.plus([(True, 1, 0.0), (False, 3, 2.5)]), tr)
    assert lines[1].replace("\u00a0", " ") == said, lines
    assert lines[0].startswith("5 ")


@pytest.mark.parametrize(
    ("lang", "one", "three"),
    [
        (
            "fr",
            [
                "1 écart joué, le meilleur choix 1 fois (100 %)",
                "• Cet écart était au défi du jour : votre niveau (/entraineur) ne le compte pas.",
            ],
            "• Ces 3 écarts étaient tous au défi du jour : votre niveau (/entraineur) ne les"
            " compte pas.",
        ),
        (
            "en",
            [
                "1 lay-away played, the best choice 1 time (100%)",
                "• That lay-away was in the daily challenge: your level (/coach) leaves it out.",
            ],
            "• All 3 were in the daily challenge: your level (/coach) leaves them out.",
        ),
    ],
)
def test_lay_aways_all_from_the_daily_are_said_so(
    i18n: I18n, lang: str, one: list[str], three: str
) -> None:
    """Played: a player whose only lay-aways were the daily challenge's read « 1 écart
    joué… » then « • Dont 1 au défi du jour… », "Of these, 1…": a part of the one there was.
    All of them from the daily challenge is now said so, for one and for several."""
    tr = i18n.translator(lang)
    none = Summary(0, 0, 0, 0.0, 0, 0.0)
    lines = [
        line.replace("\u00a0", " ") for line in view.stats_lines(none.plus([(True, 1, 0.0)]), tr)
    ]
    assert lines[:2] == one, lines
    several = none.plus([(True, 1, 0.0), (False, 3, 2.5), (False, 2, 1.0)])
    assert view.stats_lines(several, tr)[1].replace("\u00a0", " ") == three


@pytest.mark.parametrize(
    ("lang", "both"),
    [
        (
            "fr",
            "• Les deux étaient au défi du jour : votre niveau (/entraineur) ne les compte pas.",
        ),
        ("en", "• Both were in the daily challenge: your level (/coach) leaves them out."),
    ],
)
def test_two_lay_aways_both_from_the_daily_are_both(i18n: I18n, lang: str, both: str) -> None:
    """Two lay-aways, both the daily challenge's, read "All 2 were in the daily challenge":
    two are "both" (« les deux »)."""
    tr = i18n.translator(lang)
    two = Summary(0, 0, 0, 0.0, 0, 0.0).plus([(True, 1, 0.0), (True, 2, 1.0)])
    assert view.stats_lines(two, tr)[1].replace("\u00a0", " ") == both


def test_every_habit_has_words(i18n: I18n) -> None:
    for lang in ("fr", "en"):
        names = {view.habit_name(h, i18n.translator(lang)) for h in Habit}
        assert len(names) == len(Habit)


def test_verdict_with_the_play_says_what_decides(i18n: I18n, tables: CribTables) -> None:
    """With the pegging tables: the play's columns, the line saying which part decides, and
    the same grade as on hand and crib alone."""
    deal_ = Challenge(tuple(parse_cards("AH 2S 3D 4C QH KS")), dealer=True)
    chosen = parse_cards("QH KS")
    plain = grade(deal_, chosen, tables=tables)
    verdict = grade(deal_, chosen, tables=tables, pegging=shipped_peg_tables())
    assert (verdict.rank, verdict.loss) == (plain.rank, plain.loss)
    fr = "\n".join(view.verdict_lines(verdict, i18n.translator("fr"), tables_meta=tables.meta))
    assert "Avec le jeu" in fr and "Ce qui décide\u00a0: le crib" in fr
    assert "(valet en carte de départ) ne sont pas comptés. Le jeu\u00a0:" in fr
    en = "\n".join(view.verdict_lines(verdict, i18n.translator("en"), tables_meta=tables.meta))
    assert "With play" in en and "What decides it: the crib" in en
    assert "His heels and pegging are not counted." not in en
    without = "\n".join(view.verdict_lines(plain, i18n.translator("en"), tables_meta=tables.meta))
    assert "What decides it" not in without and "His heels and pegging are not counted." in without


@pytest.mark.parametrize(
    ("lang", "typed", "laid"),
    [
        ("en", "5H 9S", "5H 9S"),
        ("en", "9S 5H", "5H 9S"),
        ("fr", "5♥ 9♠", "5H 9S"),
        ("en", "KD KD", None),  # the same card twice
        ("en", "AC 9S", None),  # not in the deal
        ("en", "5H", None),  # one card of two
        ("en", "hello", None),
    ],
)
def test_a_typed_lay_away_is_read_among_the_cards_dealt(
    lang: str, typed: str, laid: str | None, i18n: I18n
) -> None:
    challenge = Challenge(tuple(parse_cards("5H 9S JD KD 2C 3C")), dealer=True)
    read = read_discard(typed, challenge, i18n.translator(lang))
    if laid is None:
        assert isinstance(read, str) and read
    else:
        assert read == tuple(parse_cards(laid))


@pytest.mark.parametrize(
    ("lang", "typed", "laid"),
    [
        # Played: « 5 5 » for the pair of fives got « Vous avez plus d'un « 5 » : ajoutez la
        # couleur (5♥ ou 5♦). », two suits to type for the only two fives dealt.
        ("fr", "5 5", "5H 5D"),
        ("fr", "le 5 et le 5", "5H 5D"),
        ("fr", "cinq, cinq", "5H 5D"),
        ("en", "5 and 5", "5H 5D"),
        ("en", "5", None),  # which five: still asked
        ("en", "5 5 5", None),  # three fives for two
        ("en", "5 9", None),  # which five
    ],
)
def test_a_pair_is_laid_away_by_its_rank_typed_twice(
    lang: str, typed: str, laid: str | None, i18n: I18n
) -> None:
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards("5H 5D 9S KD 2C 3C")), dealer=True)
    read = read_discard(typed, challenge, tr)
    if laid is None:
        assert isinstance(read, str) and render.cards(parse_cards("5H 5D"), tr).split()[0] in read
    else:
        assert read == tuple(parse_cards(laid))
    trio = Challenge(tuple(parse_cards("5H 5D 5S KD 2C 3C")), dealer=True)
    assert isinstance(read_discard(typed, trio, tr), str)  # three fives: which two


def test_the_verdict_names_the_expert_tables_only_under_them(i18n: I18n) -> None:
    en = i18n.translator("en")
    discard = pone_deal().cards[:2]
    expert = grade(pone_deal(), discard, tables=shipped_crib_tables(), pegging=shipped_peg_tables())
    uniform = grade(pone_deal(), discard, model="uniform")
    assert "as expert players lay away" in view.verdict_text(expert, en)
    assert "as expert players lay away" not in view.verdict_text(uniform, en)
    assert view.verdict_text(uniform, en, name="Ana") == "\n".join(
        view.verdict_lines(uniform, en, name="Ana")
    )


@pytest.mark.parametrize(
    ("value", "digits", "lang", "expected"),
    [
        (5.3, 2, "en", "+5.30"),
        (5.3, 2, "fr", "+5,30"),
        (-4.125, 2, "en", "\u22124.13"),
        (0.0, 2, "en", "+0.00"),
        (1.25, 1, "en", "+1.3"),
        (-0.4, 1, "fr", "\u22120,4"),
    ],
)
def test_a_signed_number_has_its_sign_and_digits(
    i18n: I18n, value: float, digits: int, lang: str, expected: str
) -> None:
    assert ecart_table.signed(value, i18n.translator(lang), digits) == expected


@pytest.mark.parametrize(
    ("n", "fr", "en"),
    [
        (1, "1er", "1st"),
        (2, "2e", "2nd"),
        (3, "3e", "3rd"),
        (4, "4e", "4th"),
        (11, "11e", "11th"),
        (12, "12e", "12th"),
        (13, "13e", "13th"),
        (15, "15e", "15th"),
        (21, "21e", "21st"),
        (22, "22e", "22nd"),
        (23, "23e", "23rd"),
        (111, "111e", "111th"),
    ],
)
def test_ranks_as_each_language_writes_them(i18n: I18n, n: int, fr: str, en: str) -> None:
    assert i18n.translator("fr").ordinal(n) == fr
    assert i18n.translator("en").ordinal(n) == en


@pytest.mark.parametrize(("lang", "daily_word"), [("fr", "défi"), ("en", "challenge")])
def test_stats_name_the_lay_away_as_ecart_does_not_as_the_daily_challenge(
    i18n: I18n, lang: str, daily_word: str
) -> None:
    """/statistiques said « 1 défi d'écart joué », read as the « Défi du jour »; the /ecart
    line names the lay-away as /ecart and /aide do (« Quel est le bon écart? »)."""
    tr = i18n.translator(lang)
    for played in (1, 2, 1_000_000):
        summary = Summary(played, 1, 1, 0.5, played - 1, 0.5)
        first = view.stats_lines(summary, tr)[0]
        assert daily_word not in first.lower()
        assert ("écart" if lang == "fr" else "lay-away") in first


def test_french_verdicts_say_which_two_for_the_jack_they_leave_out(
    i18n: I18n, tables: CribTables
) -> None:
    """Played: the six-card verdict (expert crib, the play beside it) ended « Les deux pour le
    valet ne sont pas comptés. », with nothing of which jack (« deux pour le valet » and « un
    pour le valet » are both said at the table); the uniform crib's line said « (valet en carte
    de départ) »: both say it now."""
    fr = i18n.translator("fr")
    with_play = grade(
        pone_deal(), parse_cards("5H KS"), tables=tables, pegging=shipped_peg_tables()
    )
    uniform = grade(pone_deal(), parse_cards("5H KS"), model="uniform")
    for verdict in (with_play, uniform):
        text = view.verdict_text(verdict, fr)
        assert "deux pour le valet (valet en carte de départ)" in text.lower()
    assert "Le jeu\u00a0:" in view.verdict_text(with_play, fr)  # the play's line, checked


def close_lay_aways() -> Challenge:
    """Five cards where laying away 2♣ or 7♦ differ by a thousandth of a point (9,161, 9,160)."""
    return Challenge(tuple(parse_cards("AS 2C 5D 7D KD")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "less"), [("fr", "moins de 0,01 point"), ("en", "less than 0.01 points")]
)
def test_a_loss_under_a_hundredth_is_not_shown_as_zero(
    i18n: I18n, tables: CribTables, lang: str, less: str
) -> None:
    """Played: 7♦ laid away from A♠ 2♣ 5♦ 7♦ R♦ said « 2e meilleur écart sur 5, 9,16 points en
    moyenne. Meilleur écart : 2♣, 9,16 points. Vous perdez 0,00 en moyenne. », and the lookup
    of the same cards « Ce qui décide entre 2♣ et 7♦ : le crib, 0,00 point de plus. »: a loss
    of nothing that still ranks second. Now « moins de 0,01 point », and the two, equal as
    shown, share the best's rank (`test_ecart_ties`)."""
    tr = i18n.translator(lang)
    verdict = grade(close_lay_aways(), parse_cards("7D"), tables=tables)
    assert verdict.rank == 1 and verdict.tied and verdict.loss == 0
    zero = tr.decimal(0.0)
    text = view.verdict_text(verdict, tr)
    assert zero not in text and less in text
    lookup = ecart_lookup.lookup_text(close_lay_aways(), tr)
    assert zero not in lookup and less in lookup
    costly = grade(close_lay_aways(), parse_cards("5D"), tables=tables)
    assert shown_loss(costly, tr) in view.verdict_text(costly, tr)  # a real loss: its number


def shown_loss(verdict: Verdict, tr: Translator) -> str:
    """The loss as the two totals the verdict writes read apart (the best's less the
    player's)."""
    return tr.decimal(float(shown(verdict.best.total_ev) - shown(verdict.chosen.total_ev)))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Meilleur écart\u00a0: 2♣, 9,16 points, soit 0,40 point de plus que le vôtre"
            " en moyenne.",
        ),
        ("en", "Best: 2♣, 9.16 points, that is 0.40 points more than yours on average."),
    ],
)
def test_the_loss_says_points_and_against_what(
    i18n: I18n, tables: CribTables, lang: str, said: str
) -> None:
    """Played: « Meilleur écart : …, 3,85 points. Vous perdez 8,01 en moyenne. »: 8,01 of
    what, lost against what? Now the loss is in points, more than the player's lay-away."""
    tr = i18n.translator(lang)
    costly = grade(close_lay_aways(), parse_cards("5D"), tables=tables)
    assert not costly.is_best and not costly.tied
    assert said in view.verdict_text(costly, tr)


DECIMAL = r"\u2212?\d+[.,]\d\d"


def written(number: str) -> Decimal:
    """A decimal as the bot writes it (« \u22124,76 », "4.76") read back."""
    return Decimal(number.replace("\u2212", "-").replace(",", "."))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hand_and_the_crib_written_make_the_total_written(
    lang: str, i18n: I18n, tables: CribTables
) -> None:
    """Played: /ecart 5C 5K VT RP 2P 9K receveur said « Main 12,43 \u2212 crib du donneur 4,76
    = 7,68 points », a subtraction that does not come out (each number rounded apart), and
    the challenge « Meilleur écart : 4♣ D♣, 2,69 points. Vous perdez 1,42 » under « 1,26
    point en moyenne ». Now every sum written adds up, and the loss is the totals' gap."""
    tr = i18n.translator(lang)
    for dealer in (True, False):
        challenge = Challenge(tuple(parse_cards("5H 5D JC KS 2S 9D")), dealer=dealer)
        text = ecart_lookup.lookup_text(challenge, tr)
        sums = re.findall(rf"({DECIMAL}) ([+\u2212])[^0-9]*?({DECIMAL}) = ({DECIMAL})", text)
        assert len(sums) >= 6, text  # the best and the next five
        for hand, sign, crib, total in sums:
            crib_signed = written(crib) if sign == "+" else -written(crib)
            assert written(hand) + crib_signed == written(total), (hand, sign, crib, total)
        for laid in ("2S 9D", "5H KS", "JC 9D"):
            verdict = grade(challenge, parse_cards(laid), tables=tables)
            lines = view.verdict_lines(verdict, tr, tables_meta=tables.meta)
            table = next(line for line in lines if "<blockquote" in line)
            for row in table.split("\n")[2:]:  # after the title and the header
                cells = re.findall(DECIMAL, row)
                hand, crib, total = (written(cell) for cell in cells[:3])
                assert hand + crib == total, row
            for sentence in lines:
                if re.match(r"\d+\. ", sentence):  # « 1. En jetant 4♣ D♣, votre main … »
                    hand, crib, total = (written(n) for n in re.findall(DECIMAL, sentence))
                    assert hand + (crib if dealer else -crib) == total, sentence
            if not verdict.is_best and not verdict.tied:  # « Vous perdez 1,43 »
                mine = written(re.findall(DECIMAL, lines[0])[-1])
                best, loss = (written(n) for n in re.findall(DECIMAL, lines[1]))
                assert loss == best - mine, lines[:2]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lay_aways_the_play_line_names_are_rows_of_the_table(
    lang: str, i18n: I18n, tables: CribTables
) -> None:
    """« Ce qui décide : le crib, … de plus qu'en jetant 9♣ D♦ »: 9♣ D♦ is not among the three
    best on hand and crib, yet the line points to it; its row is in the table, with its rank."""
    tr = i18n.translator(lang)
    deal_ = Challenge(tuple(parse_cards("AC AH 6C 6D 9C QD")), dealer=True)
    verdict = grade(deal_, parse_cards("AC AH"), tables=tables, pegging=shipped_peg_tables())
    decision = decide(verdict.options)
    assert decision is not None
    assert decision.runner_up not in verdict.top()
    text = "\n".join(view.verdict_lines(verdict, tr, tables_meta=tables.meta))
    table = re.search(r"<blockquote expandable>(.*)</blockquote>", text, re.S)
    assert table is not None
    rows = table.group(1).split("\n")[1:]
    named = {decision.best, decision.runner_up}
    for option in named:
        cards = render.cards(option.discard, tr)
        assert cards in text.split("</blockquote>")[1]  # the line names it...
        row = next((r for r in rows if r.split()[1:3] == cards.split()), None)
        assert row is not None, (cards, rows)  # ...and the table shows it, with its rank
        assert row.split()[0] == str(verdict.rank_of(option))
    ranks = [int(r.split()[0]) for r in rows]
    assert ranks == sorted(ranks)


@pytest.mark.parametrize(
    ("lang", "starter", "more"), [("fr", "carte de départ", "et"), ("en", "starter", "and")]
)
def test_the_verdict_writes_its_starters_as_cards(
    lang: str, starter: str, more: str, i18n: I18n, tables: CribTables
) -> None:
    """« (carte de départ 5 D) » read as a 5 and a letter: every starter is a card, « 5♣ D♥ »,
    and past eight, how many more (« et 14 autres »)."""
    tr = i18n.translator(lang)
    spades = {render.card(c, tr) for c in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")}
    dealer = Challenge(tuple(parse_cards("AH 2S 5D 5H 9H JC")), dealer=True)
    for deal_, laid, cut_short in ((pone_deal(), "5H KS", False), (dealer, "AH 2S", True)):
        verdict = grade(deal_, parse_cards(laid), tables=tables)
        text = "\n".join(view.verdict_lines(verdict, tr, tables_meta=tables.meta))
        said = re.search(rf"\({starter} ([^)]*)\), .*\(([^)]*)\)\.", text)
        assert said is not None, text
        assert (f" {more} " in said.group(2)) == cut_short, said.group(2)
        starters_said(said.groups(), verdict.chosen, more, spades, tr)


def starters_said(
    groups: tuple[str, ...], chosen: LayAwayOption, more: str, spades: set[str], tr: Translator
) -> None:
    """The best and worst starters as the verdict writes them, card by card."""
    for words, points in zip(groups, (chosen.hand_max, chosen.hand_min), strict=True):
        starters = chosen.starters_scoring(points)
        cards, _, rest = words.partition(f" {more} ")
        written = cards.split()
        elided = len(starters) > ecart_table.STARTERS_SHOWN + 1  # never « et 1 autre »
        assert len(written) == (ecart_table.STARTERS_SHOWN if elided else len(starters)), words
        assert {w[:-1] + "♠" for w in written} <= spades, words  # each a rank and a suit
        assert set(written) <= {render.card(c, tr) for c in starters}, words
        if elided:
            assert rest.split()[0] == str(len(starters) - ecart_table.STARTERS_SHOWN), words
        else:
            assert not rest, words
