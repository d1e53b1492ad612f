"""The wording of pictures and inline mode: /pictures, captions, the words drawn on the board
and the chart, and the inline answers (`@bot 5H 5D 5C JS 5S`, `@bot ecart ...`).

Texts are Telegram HTML built from lines that are each balanced on their own (see
`handlers.common`); `split_caption` cuts such a text into a photo caption (at most 1024
characters) and what follows as text. Words drawn into pictures are plain text.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from bot.content_tables import shipped_crib_tables
from bot.drills.deals import Deal, DrillKind
from bot.drills.ecart import DEAL_SIZES, EXPERT, Challenge, analyse, default_model
from bot.drills.ecart_args import read_lookup
from bot.drills.game import GAME_TARGETS
from bot.drills.referee import judge
from bot.engine.card_parsing import CardError
from bot.engine.cards import Card
from bot.engine.lay_away import CARDS_DEALT, LayAwayOption
from bot.i18n import Translator, card_input, format_day, render
from bot.pictures.board import DOUBLE_SKUNK, LURCH, SKUNK, BoardLabels, Race
from bot.pictures.chart import (
    FIFTEENS,
    FLUSH,
    NOBS,
    PAIRS,
    PEGGING,
    RUNS,
    ChartData,
    ChartLabels,
)
from bot.storage import Game
from bot.views import commands as commands_view
from bot.views import ecart as ecart_view
from bot.views import ecart_table, show
from bot.views import referee as referee_view
from bot.views.markup import BULLET, bold, code, esc
from bot.views.replies import not_understood_note
from bot.views.score_args import (
    ScoreAsk,
    call_without_cards,
    count_after_cards,
    count_after_wrong_cards,
    read_score_args,
    words_after,
    words_after_cards,
)

MAX_CAPTION_CHARS: Final = 1024
MAX_QUERY_CHARS: Final = 256
"""Telegram's limit for an inline query, enforced again here."""
ECART_WORDS: Final = frozenset({"ecart", "écart", "discard", "lay", "layaway", "lay-away"})
SHOW_CARDS: Final = 5
LOOKUP_CARDS: Final = (SHOW_CARDS, CARDS_DEALT[2])
"""Five cards: a hand and its starter; six: a deal to lay away from."""
PLAYERS_BY_CARDS: Final = {CARDS_DEALT[2]: 2, CARDS_DEALT[3]: 3}
"""Six cards: a 2-player deal; five after "ecart": a 3-player deal (one card laid away)."""
INLINE_OPTIONS: Final = 3
"""Lay-aways shown per role in an inline answer."""
INLINE_DESCRIPTION_CHARS: Final = 120
TYPED_CHARS: Final = 24
"""The most of the words not understood that /pictures quotes back."""


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units (Telegram's unit for caption limits)."""
    return len(text.encode("utf-16-le")) // 2


def split_caption(text: str, limit: int = MAX_CAPTION_CHARS) -> tuple[str, str]:
    """A caption of whole lines within `limit` (counted on the HTML source, which is never
    shorter than what Telegram counts), and the rest of the text ("" when it all fits)."""
    if len(text) <= limit // 2 or utf16_len(text) <= limit:  # at most 2 units a character
        return text, ""
    lines = text.split("\n")
    size = 0
    for i, line in enumerate(lines):
        size += utf16_len(line) + (1 if i else 0)
        if size > limit:
            return "\n".join(lines[:i]).strip(), "\n".join(lines[i:]).strip()
    return text, ""


# -- /pictures -------------------------------------------------------------------------------

ON_WORDS: Final = frozenset(
    {"on", "oui", "yes", "1", "true", "activer", "active"}
    | {"activé", "activée", "activés", "activées", "actif", "actifs"}
    | {"cartes", "carte", "cards", "images", "image", "pictures"}
)
OFF_WORDS: Final = frozenset(
    {"off", "non", "no", "0", "false", "desactiver", "désactiver"}
    | {"désactivé", "désactivée", "désactivés", "désactivées", "desactive", "inactif"}
    | {"texte", "text"}
)
"""« /images texte », « /images cartes »: the words /images uses for them (« les donnes
arrivent en cartes », « /images non pour le texte seul ») were not understood; nor were
« activé », « désactivé » (« Images activées »)."""
COURTESY: Final = frozenset(
    {"svp", "stp", "s.v.p", "merci", "please", "thanks", "s'il", "vous", "plaît", "plait"}
)
"""« /images oui svp », « /images non merci »: « Je ne comprends pas « svp » » and nothing
changed."""
SAID_WITH: Final = frozenset({"en", "seul", "seulement", "as", "only"}) | COURTESY
"""Words around them that say nothing more (« en texte seulement », "text only", « svp »)."""
FOUR_WORDS: Final = frozenset({"4", "four", "quatre", "4colours", "4couleurs"})
TWO_WORDS: Final = frozenset({"2", "two", "deux", "2colours", "2couleurs"})
COLOUR_WORDS: Final = frozenset({"colours", "colors", "couleurs", "colour", "color", "couleur"})
RED_AND_BLACK: Final = (frozenset({"rouge", "noir"}), frozenset({"red", "black"}))
"""« /images rouge et noir », as /images says the two colours (« Couleurs en rouge et noir »):
the suits in two colours."""
AND_WORDS: Final = frozenset({"et", "and"})
NEGATIONS: Final = frozenset({"pas", "sans", "aucune", "aucun", "plus", "no", "without"})
PICTURE_NOUNS: Final = frozenset({"images", "image", "pictures", "picture", "dessins"})
"""« /images pas d'images », « sans images », "no pictures": off."""
PUNCTUATION: Final = ",.;:!?"


@dataclass(frozen=True, slots=True)
class PicturesSaid:
    """What the words after /pictures ask: pictures on or off, the suits in four colours or
    two (pictures on with them); nothing: the setting as it is."""

    on: bool | None = None
    four_colours: bool | None = None


def _said_words(args: Sequence[str]) -> list[str]:
    """/pictures' words that say something: folded, the punctuation around them and an
    elided « d' » taken off; the colours' name and the words around (`SAID_WITH`) left
    aside; « rouge et noir » as « 2 »."""
    words = [a.casefold().strip(PUNCTUATION).removeprefix("d'") for a in args]
    words = [w for w in words if w and w not in COLOUR_WORDS | SAID_WITH]
    if any(set(words) - AND_WORDS == pair for pair in RED_AND_BLACK):
        return ["2"]
    return words


def read_pictures_args(args: Sequence[str]) -> PicturesSaid | None:
    """What /pictures' words ask (« couleurs » and the like left aside): one word, or « on »
    with the colours (« /images oui 4 »), or « pas d'images »; None: not understood."""
    words = _said_words(args)
    if not words:
        return PicturesSaid()
    if len(words) > 1 and words[0] in NEGATIONS and set(words[1:]) <= PICTURE_NOUNS:
        return PicturesSaid(False)
    colours = [w for w in words if w in FOUR_WORDS | TWO_WORDS]
    if (
        len(colours) == 1
        and len(words) <= 2
        and all(w in ON_WORDS for w in words if w not in colours)
    ):
        return PicturesSaid(True, colours[0] in FOUR_WORDS)
    if len(words) > 1:
        return None
    return PicturesSaid(words[0] in ON_WORDS) if words[0] in ON_WORDS | OFF_WORDS else None


def unread_pictures_words(args: Sequence[str]) -> str:
    """The words /pictures did not understand, to quote back: those it does not know, else
    (words it knows that do not go together: « off 4 ») all of them."""
    known = ON_WORDS | OFF_WORDS | FOUR_WORDS | TWO_WORDS | COLOUR_WORDS | SAID_WITH
    unknown = [a for a in args if a.casefold() not in known]
    return " ".join(unknown or args)[:TYPED_CHARS]


def _pictures(tr: Translator, arg: str) -> str:
    """/pictures and its argument as the player's language names it (« /images non »)."""
    command = tr.pgettext("command", "/pictures")
    return f"{command} {arg}"


def pictures_state(on: bool, four_colours: bool, tr: Translator) -> str:
    """The current setting and how to change it."""
    if not on:
        return esc(tr._("Pictures are off: deals come as text.")) + (
            "\n"
            + esc(tr._("Send {command} to see the cards.")).format(
                command=code(_pictures(tr, render.switch(True, tr)))
            )
        )
    lines = [
        esc(tr._("Pictures are on: deals come as cards, and the game as a board.")),
        esc(tr._("Send {command} for text only.")).format(
            command=code(_pictures(tr, render.switch(False, tr)))
        ),
    ]
    if four_colours:
        lines.append(
            esc(tr._("Suits in four colours; {command} for red and black.")).format(
                command=code(_pictures(tr, "2"))
            )
        )
    else:
        lines.append(
            esc(
                tr._(
                    "Suits in red and black, as on your cards; {command} for four colours "
                    "(diamonds blue, clubs green)."
                )
            ).format(command=code(_pictures(tr, "4")))
        )
    return "\n".join(lines)


def group_default_state(tr: Translator) -> str:
    """/pictures in a group from a player who never chose: text in groups, cards in private
    (`tg.pictures.pictures_on`). It said « Pictures are off » alone, and a member whose private
    deals come as cards took hers for off everywhere."""
    return "\n".join(
        [
            esc(tr._("In groups, deals come as text; in private, as cards.")),
            esc(tr._("Send {on} for cards in groups too, {off} for text everywhere.")).format(
                on=code(_pictures(tr, render.switch(True, tr))),
                off=code(_pictures(tr, render.switch(False, tr))),
            ),
        ]
    )


def colours_set(four_colours: bool, tr: Translator) -> str:
    """The confirmation of a change of suit colours (pictures are on after it)."""
    if four_colours:
        return esc(tr._("Done: suits in four colours (diamonds blue, clubs green), pictures on."))
    return esc(tr._("Done: suits in red and black, pictures on."))


def pictures_set(on: bool, tr: Translator) -> str:
    """The confirmation of a change."""
    if on:
        return esc(tr._("Done: pictures on. Your next deal comes as cards."))
    return esc(tr._("Done: pictures off. Your next deal comes as text."))


def pictures_reply(
    said: PicturesSaid | None,
    on: bool,
    four: bool,
    tr: Translator,
    typed: Sequence[str] = (),
    *,
    group_default: bool = False,
) -> str:
    """/pictures' answer: the words not understood (`typed`: all the words) and how to use
    it, the setting as it stands (`on`, `four`: nothing asked; `group_default`: asked in a
    group by a player who never chose), or the change made."""
    if said is None:
        unread = unread_pictures_words(typed)
        if not unread:
            return pictures_usage(tr)
        return esc(not_understood_note(unread, tr)) + "\n" + pictures_usage(tr)
    if said.on is None:
        return group_default_state(tr) if group_default else pictures_state(on, four, tr)
    if said.four_colours is None:
        return pictures_set(said.on, tr)
    return colours_set(said.four_colours, tr)


def pictures_usage(tr: Translator) -> str:
    """How to use /pictures."""
    return esc(tr._("Send {on} or {off}; {four} or {two} for the suit colours.")).format(
        on=code(_pictures(tr, render.switch(True, tr))),
        off=code(_pictures(tr, render.switch(False, tr))),
        four=code(_pictures(tr, "4")),
        two=code(_pictures(tr, "2")),
    )


def menu_line(tr: Translator) -> str:
    """The /pictures entry of the command menu."""
    return tr._("Cards and board as pictures: on or off")


def help_line(tr: Translator) -> str:
    """The /pictures line of the help text."""
    return esc(
        tr._(
            "/pictures on or /pictures off: deals as cards, the game as a board; "
            "/pictures 4: four-colour suits"
        )
    )


# -- Words drawn in pictures -----------------------------------------------------------------


def board_labels(tr: Translator) -> BoardLabels:
    """The side names and line names drawn on the board."""
    return BoardLabels(
        player=tr.pgettext("board", "You"),
        bot=tr.pgettext("board", "Me"),
        lines={
            SKUNK: tr.pgettext("board", "skunk"),
            DOUBLE_SKUNK: tr.pgettext("board", "double skunk"),
            LURCH: tr.pgettext("board", "lurch"),
        },
    )


def kind_group_names(tr: Translator) -> dict[str, str]:
    """The chart's kind groups, short."""
    return {
        FIFTEENS: tr.pgettext("chart", "fifteens"),
        PAIRS: tr.pgettext("chart", "pairs"),
        RUNS: tr.pgettext("chart", "runs"),
        FLUSH: tr.pgettext("chart", "flush"),
        NOBS: tr.pgettext("chart", "nobs"),
        PEGGING: tr.pgettext("chart", "go, 31, last card"),
    }


def chart_labels(tr: Translator) -> ChartLabels:
    """The titles and names drawn on the /stats chart."""

    def day(d: date) -> str:
        return tr.number(d.day)

    def month_day(d: date) -> str:
        """« 4 nov. », « 1er déc. », "Nov 4": the member's locale's short day and month."""
        return format_day(d, str(tr.locale.datetime_skeletons["MMMd"].pattern), tr.locale)

    return ChartLabels(
        days_title=tr._("Exact counts, last 30 days"),
        kinds_title=tr._("Right, by combination"),
        kinds=kind_group_names(tr),
        percent=tr.percent,
        day=day,
        number=tr.number,
        month_day=month_day,
    )


def chart_caption(data: ChartData, tr: Translator) -> str:
    """The chart written out (for notifications and screen readers)."""
    count = sum(t.count for _, t in data.days)
    right = sum(t.right for _, t in data.days)
    lines = [
        bold(tr._("The last 30 days")),
        esc(
            tr.ngettext(
                "{right} exact count out of {count} ({percent})",
                "{right} exact counts out of {count} ({percent})",
                right,
            ).format(
                right=tr.number(right),
                count=tr.number(count),
                percent=tr.percent(right / count if count else 0.0),
            )
        ),
    ]
    names = kind_group_names(tr)
    for group, tally in data.kinds:
        lines.append(
            f"{BULLET} "
            + esc(
                # « without a mistake », not "counted right": a total alone, too low, has its
                # missed combination inferred (`grading.infer_missed`), the others taken as seen;
                # « sans erreur relevée 0 fois sur 1 » read oddly
                tr.ngettext(
                    "{kind}: {right} time out of {count} without a mistake ({percent})",
                    "{kind}: {right} times out of {count} without a mistake ({percent})",
                    tally.right,
                ).format(
                    kind=names.get(group, group),
                    right=tr.number(tally.right),
                    count=tr.number(tally.count),
                    percent=tr.percent(tally.accuracy),
                )
            )
        )
    return "\n".join(lines)


def race_of(before: Game | None, after: Game | None) -> Race | None:
    """The board of a muggins game after a hand, back pegs where the game stood before it
    (None: no game, or one not played to a board's target)."""
    if after is None or after.target not in GAME_TARGETS:
        return None
    if before is None or before.id != after.id:
        back_player, back_bot = after.player_score, after.bot_score
    else:
        back_player = min(before.player_score, after.player_score)
        back_bot = min(before.bot_score, after.bot_score)
    return Race(
        after.target,
        after.margin_rule,
        after.player_score,
        after.bot_score,
        back_player,
        back_bot,
    )


# -- Inline mode -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Article:
    """One inline answer: its title, a one-line description and the HTML message it sends."""

    key: str
    title: str
    description: str
    text: str


def _one_line(text: str, limit: int = INLINE_DESCRIPTION_CHARS) -> str:
    """A description: one line, cut with an ellipsis."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def notation_article(tr: Translator, bot_username: str, problem: str | None = None) -> Article:
    """How to write an inline query (with what was wrong with this one, if anything: `problem`
    is HTML-safe already, as `card_input.card_error` gives it)."""
    mention = "@" + bot_username
    hand = tr._("5H 5D 5C JS 5S")
    ecart = tr._("ecart 5H 5D JC KS 2S 9D")
    lines = [bold(tr._("Counting in any chat"))]
    if problem is not None:
        lines.append("⚠️ " + problem)
    lines += [
        esc(tr._("Type {example}: four cards then the starter, and I count them.")).format(
            example=code(f"{mention} {hand}")
        ),
        esc(tr._("Type {example}: six cards, and I say what to lay away.")).format(
            example=code(f"{mention} {ecart}")
        ),
    ]
    lines += [esc(line) for line in card_input.notation_help(tr).split("\n")]
    title = tr._("Unreadable cards") if problem is not None else tr._("How to write cards")
    if problem is not None:
        description = html.unescape(problem)
    else:
        description = tr._("For example: {example}").format(example=hand)
    return Article("help", title, _one_line(description), "\n".join(lines))


def count_article(
    cards: Sequence[Card], call: str | None, *, crib: bool, tr: Translator
) -> Article:
    """The count of four cards and a starter (as a crib when `crib`), or the referee of a
    called count (`call`, what follows « = »: `@bot 8H 7D 7C 6S 2S = fifteen 8`, muggins on)."""
    deal = Deal(
        DrillKind.CRIB if crib else DrillKind.HAND,
        tuple(cards[:4]),
        cards[4],
        player_is_dealer=True,
    )
    score = deal.score()
    if call is None:
        text, total, called = show.score_text(deal, score, tr), score.total, None
    else:
        judgement = judge(score, call)
        text = referee_view.referee_html(deal, judgement, tr)
        total, called = judgement.score.total, referee_view.referee_verdict(judgement, tr)
        if judgement.error is not None:  # why, in the line shown under the title
            called = referee_view.call_error_text(judgement.error, tr, tuple(cards[:5]))
    shown = render.cards(deal.hand, tr) + " | " + render.card(deal.starter, tr)
    title = tr._("Crib {cards}: {points}") if crib else tr._("{cards}: {points}")
    return Article(
        "crib" if crib else "hand",
        title.format(cards=shown, points=render.points(total, tr)),
        _one_line(render.called_count_text(score, tr) if called is None else called),
        text,
    )


def _option_line(rank: int, option: LayAwayOption, tr: Translator) -> str:
    """ "1. J♣ K♠ → keep 5♥ 5♦ 2♠ 9♦: 13.30 (hand 8.10, crib +5.20)"."""
    text = tr._("{rank}. {discard}, keep {keep}: {total} (hand {hand}, crib {crib})").format(
        rank=tr.number(rank),
        discard=render.cards(option.discard, tr),
        keep=render.cards(option.keep, tr),
        total=ecart_table.decimal(option.total_ev, tr),
        hand=tr.decimal(option.hand_ev),
        crib=ecart_table.crib_text(option, tr),
    )
    return esc(text)


def ecart_article(cards: Sequence[Card], tr: Translator) -> Article:
    """The best lay-aways of a deal for the dealer and for the pone, under the default crib
    model (the one the chat's /ecart, `muggins ecart` and the worksheets use), named."""
    players = PLAYERS_BY_CARDS[len(cards)]
    model = default_model(players)
    tables = shipped_crib_tables() if model == EXPERT else None
    dealer = analyse(Challenge(tuple(cards), dealer=True), model=model, tables=tables)
    pone = analyse(Challenge(tuple(cards), dealer=False), model=model, tables=tables)
    tables_meta = None if tables is None else tables.meta
    lines = [
        bold(tr._("Lay away from {cards}").format(cards=render.cards(cards, tr))),
        "",
        bold(tr._("You deal (the crib is yours):")),
        *[_option_line(i, o, tr) for i, o in enumerate(dealer[:INLINE_OPTIONS], start=1)],
        "",
        bold(tr._("You are the pone (the crib is the dealer's):")),
        *[_option_line(i, o, tr) for i, o in enumerate(pone[:INLINE_OPTIONS], start=1)],
        "",
        esc(ecart_table.starters_note(dealer, tr)),
        esc(ecart_table.model_text(model, players, tables_meta, tr)),
        esc(ecart_table.not_counted(tr)),
    ]
    title = tr._("Lay away: {dealer} as dealer, {pone} as pone").format(
        dealer=render.cards(dealer[0].discard, tr), pone=render.cards(pone[0].discard, tr)
    )
    description = tr._("Dealer {dealer} · pone {pone}").format(
        dealer=ecart_table.decimal(dealer[0].total_ev, tr),
        pone=ecart_table.decimal(pone[0].total_ev, tr),
    )
    return Article("ecart", title, description, "\n".join(lines))


def _unread(asked: ScoreAsk, error: CardError, tr: Translator, *, ecart: bool) -> str:
    """Why an inline query's cards do not read (HTML-safe): a count said after the wrong
    number of cards (« 5C 5K 5T VP 29 »: the starter left out, « 29 » is no card), or the
    cards' error."""
    wrong = None if ecart else count_after_wrong_cards(asked, tr.lang, SHOW_CARDS)
    if wrong is None and ecart:  # « ecart 5C 5K VP DT 2C 3P merci », as the chat's /ecart
        after = words_after(asked.cards, tr.lang, DEAL_SIZES)
        if after is not None:
            return ecart_view.words_after_line(*after, tr)
    if wrong is None and (extra := words_after_cards(asked, tr.lang, SHOW_CARDS)) is not None:
        return commands_view.words_after_cards(extra, tr)  # « 5C 5K 5T VP 5P merci »
    if wrong is None:
        return card_input.card_error(error, tr)  # it escapes the token typed
    got, call = wrong
    return commands_view.count_after_wrong_cards(got, call, tr)


def inline_articles(query: str, tr: Translator, bot_username: str) -> list[Article]:
    """The answers to an inline query: a count, a lay-away ranking, or how to write cards."""
    words = query[:MAX_QUERY_CHARS].split()
    if not words:
        return [notation_article(tr, bot_username)]
    ecart = words[0].casefold() in ECART_WORDS
    if ecart:  # « donneur », "pone", « je donne »: said as to the chat's /ecart
        asked = ScoreAsk(False, read_lookup(words[1:]).cards.partition("=")[0], None)
    else:  # « crib » before or after the cards, « = CALL »: read as the chat's /score
        read = read_score_args(words)
        if read is None:  # « crib » alone, or a count with no cards (« = 29 »): say which
            call = call_without_cards(words)
            problem = None if call is None else commands_view.count_without_cards(call, tr)
            return [notation_article(tr, bot_username, problem)]
        asked = read
    count = SHOW_CARDS if asked.crib or asked.call is not None else LOOKUP_CARDS
    try:
        cards = card_input.read_cards(asked.cards, tr, count)
    except CardError as error:
        said = None if ecart else count_after_cards(asked, tr.lang, SHOW_CARDS)  # « … 5P 29 »
        if said is None:
            return [notation_article(tr, bot_username, _unread(asked, error, tr, ecart=ecart))]
        asked, cards = said
    if ecart or len(cards) != SHOW_CARDS:
        return [ecart_article(cards, tr)]
    return [count_article(cards, asked.call, crib=asked.crib, tr=tr)]
