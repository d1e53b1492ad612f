"""The club night's ranking rule in words: written out in full where a member reads it once
(the night's presentation, the paper scorecards, the standings asked for with « /soiree
classement », the final standings at the close), and as a one-line reference under the
standings posted after each round (before: the whole rule, four lines on a phone, under
every one of them: a night of six rounds repeated it six times more in the group).
"""

from __future__ import annotations

from bot.drills.night import (
    BYE_GAME_POINTS,
    FORFEIT_GAME_POINTS,
    Format,
    Ranking,
    Setup,
    bye_points,
    skunk_line,
)
from bot.i18n import Translator
from bot.views.night_replies import command_words
from bot.views.tournament import pour_contre_rule


def ranking_rule(about: Setup, tr: Translator) -> str:
    """The ranking rule, written out (the presentation, the scorecards, the standings asked
    for and the final ones)."""
    if about.ranking is Ranking.GAME_POINTS:
        rule = tr._(
            "Ranking: game points, 2 for a win and 3 for a skunk (the loser under {line});"
            " equal game points: the spread (points for minus points against) decides."
        ).format(line=tr.number(skunk_line(about.target)))
        bye = tr.ngettext(
            "A bye counts as a win: {n} game point.",
            "A bye counts as a win: {n} game points.",
            BYE_GAME_POINTS,
        ).format(n=tr.number(BYE_GAME_POINTS))
    else:
        if about.ranking is Ranking.POUR_CONTRE:
            rule = pour_contre_rule(tr)
        else:
            rule = tr._(
                "Ranking: the most points wins; equal totals share the place (a best of three"
                " decides the medals)."
            )
        bye = tr._("A bye counts as a game won {pour} to {contre}.").format(
            pour=tr.number(bye_points(about.target)[0]),
            contre=tr.number(bye_points(about.target)[1]),
        )
    if about.format is not Format.JEUX50:
        bye += " " + tr._(
            "The bye goes round: nobody has a second one before everyone has had one; a second"
            " one goes to the last in the standings."
        )
        bye += " " + tr._(
            "A bye turned into a game won by default against a latecomer counts as that bye."
        )
    return " ".join([rule, bye, late_rule(about, tr), *rule_of_its_day(about, tr)])


def rule_of_its_day(about: Setup, tr: Translator) -> list[str]:
    """A closed night's standings kept as announced (`bot.drills.night_standings.rule_of_its_day`):
    the bye of a round drawn but never played that counted then, or, when no rule known explains
    them, that they are the standings announced at the close (before: recomputed under today's rule,
    they showed other numbers than the ones posted, and nothing said why)."""
    said: list[str] = []
    if about.rule.unplayed_byes:
        said.append(
            tr._(
                "This night was ranked by the rule of its day: the bye of a round drawn but"
                " never played counted too (today: a bye counts once a game of its round is"
                " played)."
            )
        )
    if not about.rule.default_waits:
        said.append(
            tr._(
                "This night was ranked by the rule of its day: a player or team whose only"
                " games were lost by default was ranked by their points, ahead of those who had"
                " not played yet (today: ranked with them)."
            )
        )
    if about.rule.as_announced:
        said.append(
            tr._(
                "These are the standings announced at the close: computed again today from"
                " the scores written down, they would not be the same."
            )
        )
    return said


def late_rule(about: Setup, tr: Translator) -> str:
    """What a late side's game is worth: lost 0 to the target; in game points, a plain win
    for its opponent, not a skunk (`bot.drills.night.FORFEIT_GAME_POINTS`); a night closed
    under the old rule says the skunk it counted, and that it is today's rule no more (its
    announced standings are kept: `bot.drills.night_standings.rule_of_its_day`)."""
    target = tr.number(about.target)
    if about.ranking is not Ranking.GAME_POINTS:
        return tr._("A late player or team loses their first game 0 to {n}.").format(n=target)
    if about.rule.forfeit_points != FORFEIT_GAME_POINTS:
        return tr._(
            "This night was ranked by the rule of its day: a late player or team lost their"
            " first game 0 to {n}, a skunk for the opponent, {then} (today: a plain win,"
            " {now})."
        ).format(
            n=target,
            then=game_points_words(about.rule.forfeit_points, tr),
            now=game_points_words(FORFEIT_GAME_POINTS, tr),
        )
    return tr.ngettext(
        "A late player or team loses their first game 0 to {n}: a plain win for the"
        " opponent, {w} game point, not a skunk.",
        "A late player or team loses their first game 0 to {n}: a plain win for the"
        " opponent, {w} game points, not a skunk.",
        FORFEIT_GAME_POINTS,
    ).format(n=target, w=tr.number(FORFEIT_GAME_POINTS))


def rule_reference(about: Setup, tr: Translator) -> str:
    """One line under the standings posted after a round: the ranking in short, and how to
    read the whole rule (`/soiree classement`)."""
    if about.ranking is Ranking.GAME_POINTS:
        short = tr._("Ranked by game points (2 for a win, 3 for a skunk), then the spread.")
    elif about.ranking is Ranking.POUR_CONTRE:
        short = tr._("Ranked by points; on equal totals, fewer points against ranks first.")
    else:
        short = tr._("Ranked by points; equal totals share the place.")
    cmd, words = command_words(tr)
    whole = tr._("The whole rule: {c}.").format(c=f"{cmd} {words['standings']}")
    return f"{short} {whole}"


def game_points_words(n: int, tr: Translator) -> str:
    """« 3 points de match », "2 game points"."""
    return tr.ngettext("{n} game point", "{n} game points", n).format(n=tr.number(n))
