"""Doubles tournaments in words (issue 40, seed 002's « en double »): how a team registers
and plays, the partner's confirmation, the refusals. Plain text, the handlers escape it;
but `team_asked`, HTML (the partner named as a mention).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator
from bot.views.markup import esc, mention
from bot.views.members import names_list


def team_usage(tr: Translator) -> str:
    """How a team registers (before: « /tournoi équipe @partenaire », a placeholder typed as
    it read). Read in the group only (the presentation, /tournoi équipe there): no « dans le
    groupe »."""
    return tr._(
        "To take part, register a team of two: reply to one of your partner's messages with"
        " /tournament team (or type /tournament team @ and pick their name from the list); your"
        " partner confirms with the ✅ button."
    )


def name_only(name: str, tr: Translator) -> str:
    """A partner named without @ (« /tournoi équipe Gaston »): who that is cannot be known;
    how to name them so that it can."""
    return tr._(
        "I cannot tell who “{name}” is from a name alone. Reply to one of your partner's"
        " messages with /tournament team, or type /tournament team @ and choose your partner"
        " in the list Telegram shows."
    ).format(name=name)


def example_partner(handle: str, tr: Translator) -> str:
    """« /tournoi équipe @partenaire » typed as the hint reads: what the word stands for, and
    how to name the partner (before: a request to « @partenaire » nobody could confirm)."""
    return tr._(
        "“{handle}” stands for your partner's name: type /tournament team @ and pick their name"
        " from the list, or send /tournament team in reply to one of their messages."
    ).format(handle=handle)


def doubles_play_line(tr: Translator, *, here: bool = False) -> str:
    """How a team plays its games (`here`: read in the group, not told to go there)."""
    if here:
        return tr._(
            "To play your team's next game, one of you sends /tournament play here: a table"
            " of four, with the team you are drawn against."
        )
    return tr._(
        "To play your team's next game, one of you sends /tournament play in the group: a table"
        " of four, with the team you are drawn against."
    )


def no_doubles(tr: Translator) -> str:
    """/tournament team or play without a doubles tournament under way."""
    return tr._("No doubles tournament is under way in this group.")


def team_self(tr: Translator) -> str:
    """A member names themselves as partner."""
    return tr._("Your partner must be another member.")


def team_asked(first: str, second: str, tr: Translator, second_user: int | None = None) -> str:
    """The group message with the partner's button (HTML: the partner a mention when their id
    is known, so Telegram notifies them even without a @username)."""
    text = esc(tr._("{first} asks {second} to play as a team. {second}, press ✅ to confirm."))
    named = esc(second) if second_user is None else mention(second_user, second)
    return text.format(first=esc(first), second=named)


def team_button(tr: Translator) -> str:
    """The partner's button."""
    return tr._("✅ We play together")


def team_made(first: str, second: str, tr: Translator) -> str:
    """The team is registered."""
    return tr._("{first} and {second} play as a team in the tournament.").format(
        first=first, second=second
    )


def team_gone(tr: Translator) -> str:
    """A press on a request that was withdrawn, replaced or already confirmed."""
    return tr._("This request no longer stands.")


def team_not_yours(second: str, tr: Translator) -> str:
    """Another member presses the partner's button."""
    return tr._("Only {second} can confirm this team.").format(second=second)


def team_no_username(handle: str, first: str, tr: Translator) -> str:
    """A member without a @username presses a request written for a @handle: it may be them
    (a name typed with @), but only a reply to them tells who they are."""
    text = tr._(
        "This request is for {handle}. If that is you: you have no Telegram username, so"
        " {first} should ask again by replying to one of your messages with /tournament team."
    )
    return text.format(handle=handle, first=first)


def you_in_team(partner: str, tr: Translator) -> str:
    """The member already has a partner."""
    return tr._("You already play as a team with {partner}: one team per member.").format(
        partner=partner
    )


def other_in_team(member: str, partner: str, tr: Translator) -> str:
    """The member asked already has a partner."""
    return tr._("{member} already plays as a team with {partner}: one team per member.").format(
        member=member, partner=partner
    )


def no_partner(tr: Translator, *, here: bool = False) -> str:
    """A member without a partner in a doubles tournament (also a press's alert: at most 200
    characters; before: « /tournoi équipe @partenaire », a placeholder typed as it read);
    `here`: read in the group itself, where « in the group » was odd (« répondez ici »)."""
    if here:
        return tr._(
            "In a doubles tournament, you take part with a partner: reply here to one of their"
            " messages with /tournament team."
        )
    return tr._(
        "In a doubles tournament, you take part with a partner: in the group, reply to one of"
        " their messages with /tournament team."
    )


def partner_left(tr: Translator) -> str:
    """A member whose partner left the group: their team is out of the tournament (its games
    no longer drawn, out of the standings). Before: « Votre équipe a joué toutes ses
    parties », or « Aucune autre équipe ne participe encore », to a team with games left."""
    return tr._(
        "Your partner has left the group: your team no longer takes part in the tournament."
    )


def team_all_played(tr: Translator) -> str:
    """The team has no game left."""
    return tr._("Your team has played all its games: /tournament shows the standings.")


def team_game_under_way(other: str, more: int, tr: Translator) -> str:
    """/tournament play sent by a member at their team's tournament game against `other`
    (before: « Vous êtes déjà à une table : terminez d'abord cette partie, puis renvoyez
    /tournoi partie », as if that table were another game); `more`: the team's games left
    after this one (plain text)."""
    text = tr._(
        "Your team's game against {team} is already under way: play on at its table, your"
        " cards come in our private chat."
    ).format(team=other)
    if more:
        text += " " + tr._("Once it is over, /tournament play starts your team's next game.")
    return text


def team_busy(busy: Sequence[str], tables: int, you: bool, tr: Translator) -> str:
    """No game left to the team can start: its four players are not all free. `you`: the one
    who asked is at a table (theirs to finish); else who is (`busy`, at `tables` tables), to
    wait for. Before: « Un des quatre joueurs est à une autre table : terminez d'abord cette
    partie… », naming nobody and telling the one who asked to finish a game they were not in."""
    if you or not busy:
        return tr._(
            "You are already at a table: finish that game first, then send /tournament play again."
        )
    return tr.ngettext(
        "Still playing at another table: {names}. Send /tournament play again once that game"
        " is over.",
        "Still playing at other tables: {names}. Send /tournament play again once one of"
        " these games is over.",
        tables,
    ).format(names=names_list(busy, tr))


def doubles_game_line(ours: str, theirs: str, tr: Translator) -> str:
    """The group line when a team starts a tournament game."""
    return tr._("Doubles tournament game: {ours} against {theirs}.").format(
        ours=ours, theirs=theirs
    )
