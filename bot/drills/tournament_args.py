"""/tournament's words, read: the tournament asked for (`read_wanted`), the words of its
other uses, and the rules and closing time the words make. Pure: no I/O, no text; a refusal
is a `bot.drills.night_args.BadWords`, worded by `bot.views.tournament_replies.bad_words_note`.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Final

from bot.drills import typed_time
from bot.drills.daily import WEEKDAYS
from bot.drills.daily_time import zone
from bot.drills.night import DEFAULT_TARGET, TARGETS
from bot.drills.night_args import BadWords, Refusal, custom_games
from bot.drills.table_args import ARG_CHARS
from bot.drills.tournament import DEFAULT_DAYS, MAX_MEETINGS, Format, Kind, closing_day, games_of
from bot.engine.variants import FADOQ_THRESHOLD, Fadoq116, Rules

FORMAT_WORDS: Final = {
    "fadoq": Format.FADOQ,
    "jeux50": Format.JEUX50,
    "jeux50+": Format.JEUX50,
    "jeux": Format.JEUX50,
}
"""The formats; « jeux 50 » and « jeux 50+ », typed apart as the bot writes « Jeux 50+ », are
read as one word (`_together`)."""
ROBIN_WORDS: Final = frozenset(
    {"robin", "round-robin", "roundrobin", "ronde", "members", "membres"}
)
"""A round robin between members (`/tournament jeux50 robin`, « /tournoi fadoq ronde »)."""
DUPLICATE_WORDS: Final = frozenset(
    {"duplicate", "dupe", "dup", "duplique", "dupliqué", "dupliquee", "dupliquée", "duplicata"}
)
"""The default kind said aloud: every member plays the same deals (« /tournoi 2 dupliqué 61 »)."""
DOUBLES_WORDS: Final = frozenset(
    {"doubles", "double", "teams", "équipes", "equipes", "en-double", "endouble"}
)
"""Seed 002's « en double »: a round robin between teams of two (« /tournoi fadoq équipes »)."""
CANCEL_WORDS: Final = frozenset({"cancel", "annuler", "annule"})
CLOSE_WORDS: Final = frozenset(
    {"close", "end", "finish", "fermer", "ferme", "terminer", "termine", "terminé", "clore", "fin"}
)
"""/tournament close (« /tournoi fermer », « /tournoi fin »): an administrator closes it now,
before its closing day (every game played): the winners and the final standings, as at the
date."""
HELP_WORDS: Final = frozenset({"help", "aide", "?"})
"""/tournament help: how to run one, for anyone (a member too)."""
STANDINGS_WORDS: Final = frozenset({"standings", "classement", "ranking", "scores", "résultats"})
"""/tournament standings (« /tournoi classement »): the standings, for anyone, as /tournament."""
TEAM_WORDS: Final = frozenset({"team", "equipe", "équipe", "partner", "partenaire"})
"""`/tournament team @partner`: register a team."""
PLAY_WORDS: Final = frozenset({"play", "game", "partie", "jouer"})
"""`/tournament play`: the team's next game."""
JOIN_WORDS: Final = frozenset(
    {"join", "register", "participer", "participe", "inscription", "inscrire", "rejoindre"}
)
"""/tournament join (« /tournoi participer »): a member asks how to take part, for anyone."""
LEAVE_WORDS: Final = frozenset(
    {"leave", "quit", "withdraw", "quitter", "quitte", "retirer", "retrait", "désinscrire"}
)
"""/tournament leave (« /tournoi quitter »): nobody leaves a tournament; what that means."""
NOT_A_NAME: Final = frozenset({"avec", "with", "et", "and", "mon", "ma", "my"})
"""Words said around a partner's name (« /tournoi équipe avec Gaston »), not part of it."""
DAYS_WORD: Final = re.compile(
    r"^(\d{1,3})\s*(d|days?|j|jours?|weeks?|semaines?|mois|months?)$", re.IGNORECASE
)
"""How long it lasts: days (`10j`, `10 jours`), weeks (`2 semaines`) or months (`1 mois`, to
the same day of the next month; before: « 1 serait le nombre de points de chaque partie »)."""
GAMES_WORD: Final = re.compile(r"^(\d{1,3})\s*(?:games?|parties|partie)$", re.IGNORECASE)
"""A number of games said with its word (`4 parties`): the games, whatever comes before."""
UNIT: Final = re.compile(
    r"^(?:d|days?|j|jours?|weeks?|semaines?|mois|months?|games?|parties|partie)$", re.I
)
"""A unit typed apart from its number (`10 jours`, `4 parties`), read with it."""
TOURNAMENT_WORD: Final = re.compile(r"\b(tournoi|tournois|tournament|tournaments|tourney)\b")
"""The tournament named in a typed question (`asks_about_tournament`)."""
TOURNAMENT_QUESTION: Final = re.compile(
    r"^(c'est |cest |c )?(quand|jusqu'à quand|jusqu'a quand|jusqu'où|où|ou|qui|combien|"
    r"est-ce|est ce|il reste|il me reste|on en est|j'en suis|je suis|"
    r"when|until when|where|who|how many|how long|am i|is the|are we|how am i)\b"
)
"""How a question about the tournament under way begins (« c'est quand la fin du tournoi »,
« où en est le tournoi », "when does the tournament end")."""
GAMES_LEFT: Final = re.compile(
    r"\b(parties|games)\b.*\b(reste|restent|rester|left|to play|à jouer|a jouer)\b"
    r"|\b(reste|restent|left)\b.*\b(parties|games)\b"
)
"""The member's games still to play asked (« combien de parties il me reste? », "how many games
do I have left?"): in a tournament, its games."""
OPPONENT_ASKED: Final = re.compile(
    r"\b(contre|avec) qui (je|est-ce que je|on) (joue|jouerai|vais jouer|dois jouer)\b"
    r"|\bc'est (contre|avec) qui\b|\bqui (est|sera) mon (prochain )?adversaire\b"
    r"|\bqui sont mes adversaires\b"
    r"|\b(je|on) (joue|jouerai|vais jouer|dois jouer) (contre|avec) qui\b"
    r"|\bwho (do|will|should|must) i play\b|\bwho am i (playing|up against)\b"
    r"|\bwho('s| is| are) my (next )?opponents?\b"
)
"""Whom the member plays asked (« contre qui je joue? », "who do I play against?"): in a
tournament, their games to play (before: « Je réponds aux comptes et aux commandes… »)."""
TOURNAMENT_HELP_ASKED: Final = re.compile(
    r"\b(c'est quoi|cest quoi|qu'est-ce|comment|what is|what's|whats|how do|how does)\b"
)
"""What a tournament is, or how one plays, asked (« c'est quoi le tournoi? »): /tournament's
help answers it, not the standings."""
WEEK_DAYS: Final = 7
PUNCTUATION: Final = ' ,;.!«»"“”()'
"""Around a word, as a sentence puts it (`/tournoi fadoq, 61`): not part of it."""
DATE_WORD: Final = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SLASH_DATE: Final = re.compile(r"^(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?$")
"""A closing date with slashes, day first as Québec writes it (`24/12`, `24/12/2026`); month
first only when the day cannot come first (`12/24`)."""
NUMBER_WORDS: Final = {
    "un": 1,
    "une": 1,
    "a": 1,
    "an": 1,
    "one": 1,
    "deux": 2,
    "two": 2,
    "trois": 3,
    "three": 3,
    "quatre": 4,
    "four": 4,
}
"""A number of days or weeks said in words (« une semaine », "two weeks")."""
DURATION_UNIT: Final = re.compile(
    r"^(?:d|days?|j|jours?|weeks?|semaines?|mois|months?)$", re.IGNORECASE
)
"""A unit of time, after a number said in words (« une semaine »)."""
ONE_UNIT: Final = frozenset({"semaine", "week", "jour", "day", "mois", "month"})
"""A unit said alone (« /tournoi fadoq semaine »): one of it."""
MONTHS: Final = typed_time.MONTHS | {
    "février": 2,
    "févr": 2,
    "fév": 2,
    "août": 8,
    "décembre": 12,
    "déc": 12,
}
"""The months by name, French and English, and as people shorten them (« déc. », "Dec"), for a
closing date said as people say it: the reminder's table (`typed_time.MONTHS`, written without
accents) and the French names with theirs."""
DAY: Final = re.compile(r"^(\d{1,2})(?:er|st|nd|rd|th)?$", re.IGNORECASE)
"""A day of the month (`24`, `1er`, `1st`)."""
DAY_MONTH: Final = re.compile(rf"^(\d{{1,2}}) ({'|'.join(MONTHS)})(?: (\d{{4}}))?$")
"""A closing date as people write it, joined by `_together`: `24 décembre` (the next to
come), `1 january 2027` (from « 1er janvier 2027 », « January 1st, 2027 »)."""
WEEKDAY_NAMES: Final = {name: day for name, day in WEEKDAYS.items() if len(name) > 3}
"""A closing day said by its name (« vendredi », "Friday"), the next to come: the full names
only (« mar », « jeu » say other things; before: « Je ne comprends pas « vendredi » »)."""
BEFORE_DATE: Final = frozenset(
    {
        "le",
        "au",
        "jusqu'au",
        "jusqu\u2019au",
        "jusqu'à",
        "jusqu\u2019à",
        "jusqu'a",
        "d'ici",
        "prochain",
        "next",
        "by",
        "until",
        "on",
        "pendant",
        "durant",
        "for",
        "dans",
        "in",
    }
)
"""Words said before a date or a length (« /tournoi fadoq jusqu'au 24 décembre », « pendant
une semaine »): nothing to read."""


KIND_LEAD: Final = frozenset({"en", "à", "a", "la", "round"})
"""Words said before the kind (« /tournoi fadoq en équipes », « /tournoi à la ronde », "round
robin"): nothing to read when a kind's word follows. Before: « Je ne comprends pas « à ». »,
though the help itself says « un tournoi à la ronde »."""


@dataclass(frozen=True, slots=True)
class Wanted:
    """A tournament as asked for: format, games, target, closing date (unsaid: in a week)."""

    format: Format
    games: int
    target: int
    closes: date
    kind: Kind = Kind.DUPLICATE


def asks_creation(args: Sequence[str], today: date) -> bool:
    """Whether words after /tournament ask for a new tournament (« fadoq 61 »), as an
    administrator creates one in the group (`read_wanted` reads them); none said: no."""
    if not args:
        return False
    try:
        read_wanted(args, today)
    except BadWords:
        return False
    return True


def read_wanted(args: Sequence[str], today: date) -> Wanted:
    """The tournament the words ask for (`/tournament fadoq robin 61 10j`); `BadWords`
    otherwise."""
    fmt: Format | None = None
    games: int | None = None
    target: int | None = None  # the games' points said (« ronde 61 »), the default otherwise
    closes = closing_day(today, DEFAULT_DAYS)
    kind = Kind.DUPLICATE
    said: int | None = None  # the games said with their word (`4 parties`)
    for arg in _together(args):
        word = arg.strip().lower()
        days, counted = DAYS_WORD.match(word), GAMES_WORD.match(word)
        if counted is not None:
            said, fmt = custom_games(counted[1]), fmt or Format.CUSTOM
        elif word in FORMAT_WORDS:
            fmt = FORMAT_WORDS[word]
        elif word in ROBIN_WORDS:
            kind = Kind.ROUND_ROBIN
        elif word in DOUBLES_WORDS:
            kind = Kind.DOUBLES
        elif word in DUPLICATE_WORDS:
            kind = Kind.DUPLICATE
        elif word.isdigit() and int(word) in TARGETS:  # « /tournoi ronde 61 »: games to 61
            target = int(word)
        elif word.isdigit() and fmt is None:
            games, fmt = custom_games(word), Format.CUSTOM
        elif word.isdigit():
            raise BadWords(Refusal.TARGET, word)
        elif days is not None:
            closes = _closing(today, _length(today, int(days[1]), days[2]))
        elif word in WEEKDAY_NAMES:  # « jusqu'à vendredi »: the next one to come
            ahead = (WEEKDAY_NAMES[word] - today.weekday()) % WEEK_DAYS or WEEK_DAYS
            closes = _closing(today, ahead)
        elif DATE_WORD.match(word) or DAY_MONTH.match(word) or SLASH_DATE.match(word):
            closes = _closing(today, (_date(word, today) - today).days)
        else:
            raise BadWords(Refusal.WORD, arg)
    if fmt is None:  # the kind and points said (« ronde 61 »), for an example that keeps them
        said_words = [kind.value] if kind is not Kind.DUPLICATE else []
        said_words += [str(target)] if target is not None else []
        raise BadWords(Refusal.WHICH, " ".join(said_words))
    if said is not None and kind is not Kind.DUPLICATE and fmt is not Format.CUSTOM:
        raise BadWords(Refusal.ROBIN_GAMES, f"{fmt.value} {kind.value}")  # was left unsaid
    games = said or games
    if kind is not Kind.DUPLICATE and fmt is Format.CUSTOM and (games or 0) > MAX_MEETINGS:
        raise BadWords(Refusal.MEETINGS)
    target = target or DEFAULT_TARGET
    return Wanted(fmt, said or games_of(fmt, games), target, closes, kind)


def format_said(args: Sequence[str]) -> Format:
    """The format the words name, FADOQ when none does (words refused: the example given
    back keeps the organizer's « jeux50 »)."""
    for arg in _together(args):
        found = FORMAT_WORDS.get(arg.strip().lower())
        if found is not None:
            return found
    return Format.FADOQ


def _together(args: Sequence[str]) -> list[str]:
    """The words with a number and the unit after it joined (`10`, `jours` → `10 jours`),
    « jeux » with the « 50 » after it (`jeux`, `50+` → `jeux50+`), a day with its month and
    year (`DAY_MONTH`); the punctuation around each word and the words before a date left
    out, and those before the kind (`KIND_LEAD`)."""
    joined: list[str] = []
    last = ""  # the word before, to join with (none after a word before a date)
    stripped = [a.strip(PUNCTUATION) for a in args]
    for i, arg in enumerate(stripped):
        word = arg.strip().lower()
        day, month_day = DAY.match(last), DAY.match(word)
        if not word or word in BEFORE_DATE or _leads_to_kind(stripped[i:]):
            last = ""
            continue
        if last.isdigit() and int(last) in TARGETS and word in ONE_UNIT:  # « 61 semaine »
            joined.append(f"1 {word}")  # games of 61 for a week, not 61 weeks
        elif last.isdigit() and UNIT.match(word) is not None:
            joined[-1] = f"{last} {word}"
        elif last in NUMBER_WORDS and DURATION_UNIT.match(word) is not None:  # « une semaine »
            joined[-1] = f"{NUMBER_WORDS[last]} {word}"
        elif word in ONE_UNIT and DAYS_WORD.match(last) is None:  # « semaine » alone: one
            joined.append(f"1 {word}")
        elif last == "jeux" and word in {"50", "50+"}:
            joined[-1] = last + word
        elif day is not None and word in MONTHS:  # « 24 décembre », « 1er janvier »
            joined[-1] = f"{day[1]} {word}"
        elif last in MONTHS and month_day is not None:  # « December 24 »
            joined[-1] = f"{month_day[1]} {last}"
        elif DAY_MONTH.match(last) and len(word) == 4 and word.isdigit():  # the year after
            joined[-1] = f"{last} {word}"
        else:
            joined.append(arg)
        last = joined[-1].strip().lower()
    return joined


def _leads_to_kind(words: Sequence[str]) -> bool:
    """Whether the first of `words` is said before the kind's word (`KIND_LEAD`: « à » in
    « à la ronde », « en » in « en équipes »)."""
    said = [w.strip().lower() for w in words]
    if not said or said[0] not in KIND_LEAD:
        return False
    after = next((w for w in said if w not in KIND_LEAD), "")
    return after in ROBIN_WORDS or after in DOUBLES_WORDS


def _length(today: date, count: int, unit: str) -> int:
    """The days `count` of `unit` (days, weeks, months) last from `today`: a month to the same
    day of the month after (its last day when it has none)."""
    if unit.startswith(("w", "s")):
        return count * WEEK_DAYS
    if not unit.startswith("m"):
        return count
    months = today.month - 1 + count
    year, month = today.year + months // 12, months % 12 + 1
    day = min(today.day, monthrange(year, month)[1])
    return (date(year, month, day) - today).days


def _closing(today: date, days: int) -> date:
    try:
        return closing_day(today, days)
    except ValueError:
        raise BadWords(Refusal.DAYS) from None


def _date(word: str, today: date) -> date:
    """An ISO date, a day and month (`DAY_MONTH`, `SLASH_DATE`): the next to come unless a
    year is said."""
    said, slashed = DAY_MONTH.match(word), SLASH_DATE.match(word)
    try:
        if slashed is not None:
            (day, month), year = _day_month(int(slashed[1]), int(slashed[2])), slashed[3]
            if year is not None and len(year) == 2:
                year = str(today.year // 100 * 100 + int(year))
        elif said is not None:
            day, month, year = int(said[1]), MONTHS[said[2]], said[3]
        else:
            return date.fromisoformat(word)
        if year is not None:
            return date(int(year), month, day)
        when = date(today.year, month, day)
        return when if when > today else date(today.year + 1, month, day)
    except ValueError:
        raise BadWords(Refusal.DATE, word) from None


def _day_month(first: int, second: int) -> tuple[int, int]:
    """The day and month of `24/12` (day first, as Québec writes it), or of `12/24` (month
    first, when the second number cannot be a month)."""
    months = range(1, 13)
    return (second, first) if second not in months and first in months else (first, second)


def tournament_rules(fmt: Format, target: int, *, muggins: bool) -> Rules:
    """The rules of the tournament's games: the target, the club's muggins setting, FADOQ's
    116 rule in a FADOQ tournament of 121 (seed 002); points count, not games (no skunk
    line)."""
    fadoq = fmt is Format.FADOQ and target > FADOQ_THRESHOLD
    return Rules(
        target=target,
        margin_rule="none",
        muggins=muggins,
        fadoq116=Fadoq116() if fadoq else None,
    )


def closes_at(closes: date, tz_name: str) -> str:
    """The end of the closing day in the club's timezone, as UTC ISO."""
    end = datetime.combine(closes + timedelta(days=1), time(0), tzinfo=zone(tz_name))
    return end.astimezone(UTC).isoformat(timespec="milliseconds")


def typed_partner_name(args: Sequence[str]) -> str | None:
    """The partner's name typed without @ (« /tournoi équipe Gaston »), cut to `ARG_CHARS`;
    None when nothing is typed."""
    named = " ".join(a for a in args if a.strip().casefold() not in NOT_A_NAME).strip()
    return named[:ARG_CHARS] or None


EXAMPLE_PARTNERS: Final = frozenset({"partner", "partenaire"})
"""The word the doubles hints write in place of the partner's name (« /tournoi équipe
@partenaire », "/tournament team @partner"), in either language."""


def is_example_partner(handle: str) -> bool:
    """Whether a partner named `@handle` is the hints' example word, copied as it reads
    (nobody is @partenaire: the request would wait for no one)."""
    return handle.removeprefix("@").casefold() in EXAMPLE_PARTNERS


def asks_about_tournament(text: str) -> bool:
    """A question typed about the tournament (« c'est quand la fin du tournoi? », « où en est
    le tournoi? », "when does the tournament end?"), the games left to play (« combien de
    parties il me reste? »): it names them and asks, ending with « ? » or begun as a question;
    or whom the member plays (« contre qui je joue? », `OPPONENT_ASKED`). Not what a
    tournament is or how it is played (« c'est quoi le tournoi? »: the help's)."""
    folded = " ".join(text.casefold().replace("\u2019", "'").split())
    if OPPONENT_ASKED.search(folded):
        return True
    named = TOURNAMENT_WORD.search(folded) or GAMES_LEFT.search(folded)
    if named is None or TOURNAMENT_HELP_ASKED.search(folded):
        return False
    return folded.endswith("?") or TOURNAMENT_QUESTION.match(folded) is not None
