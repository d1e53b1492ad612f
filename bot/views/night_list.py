"""What the club-night handlers say about the list of players (`bot.tg.handlers.night_list`):
a player added, late, linked to her Telegram account by her number, removed. The other replies
around the night are `bot.views.night_replies`.

Functions named `..._note` return plain text (a button's answer, or a sentence the handler
escapes with others); the others return Telegram HTML, names escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from bot.drills.night import Format
from bot.i18n import Translator
from bot.views.markup import esc
from bot.views.night_replies import EXAMPLE_NAME, MAX_ALERT_NAME, OTHER_EXAMPLE_NAME, command_words


def rounds_begun_note(name: str, tr: Translator) -> str:
    """✅ pressed after the first round is drawn by a member not on the list (a stale screen:
    the ✅ comes off at round 1): how the organizer adds them late (before: « ask the
    organizer », who could not), then the button under the organizer's reply (before: « press
    ✅ again », a button no longer there). An alert: plain text, under 200 characters."""
    cmd, words = command_words(tr)
    text = tr._(
        "The rounds have begun: the organizer can add you late ({add}), then press the button"
        " under their reply."
    )
    return text.format(add=f"{cmd} {words['add']} {name[:MAX_ALERT_NAME]}")


def listed_already_note(tr: Translator) -> str:
    """✅ pressed twice."""
    return tr._("You are on the list already.")


def press_in_group_line(tr: Translator) -> str:
    """A deep link to a night the member is not on the list of."""
    return esc(tr._("Press ✅ under the night in your club's group to take part."))


def listed_line(tr: Translator) -> str:
    """In private, after ✅ in the group."""
    return esc(tr._("You are on the list. At each round, I write your table here."))


def add_how_line(tr: Translator) -> str:
    """`/night add` without a name."""
    return esc(tr._("Say the player's name: /night add Rita Cormier"))


def latecomer_link_label(tr: Translator) -> str:
    """The button under a latecomer's line: the private chat, where a member added by name is
    linked to her entry and gets her tables."""
    return tr._("Get my tables in private")


def latecomer_named_link_label(name: str, tr: Translator) -> str:
    """The button of one latecomer of several added at once: her own link, which links her
    entry to her Telegram account whatever her name there."""
    return tr._("{name}: get my tables in private").format(name=name)


def link_how_line(tr: Translator, number: int = 4) -> str:
    """`/night link 4` not in reply to a member's message (or without a player): how the
    organizer links a player of the list to her Telegram account; `number`, the player's
    they named (before: « lier 4 » whoever they meant)."""
    cmd, words = command_words(tr)
    text = tr._(
        "Reply to a message of the player in the group with {c} (their number on the list):"
        " from then on their tables reach them in private."
    )
    return esc(text.format(c=f"{cmd} {words['link']} {number}"))


def linked_by_organizer_line(name: str, number: int, tr: Translator) -> str:
    """`/night link 4` in reply to a member's message: that entry is now her Telegram account
    (the button under it opens the private chat, where her tables reach her)."""
    text = tr._(
        "{name} (number {n}) now gets their tables in private: the button below opens that chat."
    )
    return esc(text.format(name=name, n=tr.number(number)))


def link_taken_line(name: str, number: int, tr: Translator) -> str:
    """A player of the list linked to another Telegram account already (`/night link`, or a
    latecomer's link opened by someone else)."""
    text = tr._("{name} (number {n}) is linked to another Telegram account already.")
    return esc(text.format(name=name, n=tr.number(number)))


def linked_already_line(name: str, number: int, tr: Translator) -> str:
    """`/night link` in reply to a member on the list already, under her own entry or
    another."""
    text = tr._("That member is on the list already: {name} (number {n}).")
    return esc(text.format(name=name, n=tr.number(number)))


def late_link_line(name: str, tr: Translator) -> str:
    """The night's private link opened, once the rounds have begun, by a member not on the
    list (before: « Press ✅ under the night », a button taken off at round 1)."""
    cmd, words = command_words(tr)
    text = tr._(
        "The rounds have begun: the organizer can add you late ({add}), then open this link again."
    )
    return esc(text.format(add=f"{cmd} {words['add']} {name}"))


def latecomer_line(
    name: str,
    numbers: Sequence[int],
    rounds: tuple[int, int],
    target: int,
    bye: str | None,
    fmt: Format,
    tr: Translator,
    *,
    last: bool = False,
) -> str:
    """`/night add` after the first round: the player (or team, `numbers` two) added late,
    their game of the round under way (`rounds`: it and the next) lost by default (seed
    002), against `bye`, the side whose bye it becomes (before: « no player can be added
    now »); the rule cited is the night's `fmt`'s: the FADOQ's, else this night's, written
    out under the standings (before: « règlement FADOQ » in an acc night). In the night's
    `last` round, that it is (before: « joue à partir de la ronde 7 » in a night of 6)."""
    cmd, words = command_words(tr)
    had_it = tr.ngettext(
        ", against {name}, who had the bye", ", against {name}, who had the bye", len(numbers)
    )  # the side of the bye, a team when the latecomers are (before: « qui avait »)
    against = "" if bye is None else had_it.format(name=bye)
    text = _latecomer_text(len(numbers) > 1, fmt is Format.FADOQ, last, tr)
    return esc(
        text.format(
            name=name,
            n=tr.number(numbers[0]),
            m=tr.number(numbers[-1]),
            r=tr.number(rounds[0]),
            target=tr.number(target),
            against=against,
            next=tr.number(rounds[1]),
            c=f"{cmd} {words['standings']}",
        )
    )


def _latecomer_text(team: bool, fadoq: bool, last: bool, tr: Translator) -> str:
    """`latecomer_line`'s sentence, its fields unfilled: a `team` or a player, the FADOQ's
    rule or this night's, from the next round on or in the night's `last` round."""
    if team and last:
        return (
            tr._(
                "{name} join late as a team (numbers {n} and {m}): their game of round {r} is"
                " lost by default, 0 to {target}{against}. A late team loses its first game"
                " (FADOQ rule); round {r} is the night's last."
            )
            if fadoq
            else tr._(
                "{name} join late as a team (numbers {n} and {m}): their game of round {r} is"
                " lost by default, 0 to {target}{against}. A late team loses its first game"
                " (this night's rule, written out under {c}); round {r} is the night's last."
            )
        )
    if team:
        return (
            tr._(
                "{name} join late as a team (numbers {n} and {m}): their game of round {r} is"
                " lost by default, 0 to {target}{against}. A late team loses its first game"
                " (FADOQ rule); {name} play from round {next} on."
            )
            if fadoq
            else tr._(
                "{name} join late as a team (numbers {n} and {m}): their game of round {r} is"
                " lost by default, 0 to {target}{against}. A late team loses its first game"
                " (this night's rule, written out under {c}); {name} play from round {next} on."
            )
        )
    if last:
        return (
            tr._(
                "{name} joins late (number {n}): their game of round {r} is lost by default, 0"
                " to {target}{against}. A late player loses their first game (FADOQ rule);"
                " round {r} is the night's last."
            )
            if fadoq
            else tr._(
                "{name} joins late (number {n}): their game of round {r} is lost by default, 0"
                " to {target}{against}. A late player loses their first game (this night's"
                " rule, written out under {c}); round {r} is the night's last."
            )
        )
    return (
        tr._(
            "{name} joins late (number {n}): their game of round {r} is lost by default, 0"
            " to {target}{against}. A late player loses their first game (FADOQ rule);"
            " {name} plays from round {next} on."
        )
        if fadoq
        else tr._(
            "{name} joins late (number {n}): their game of round {r} is lost by default, 0"
            " to {target}{against}. A late player loses their first game (this night's"
            " rule, written out under {c}); {name} plays from round {next} on."
        )
    )


def rounds_now_line(
    names: list[str], now: int, before: int, tr: Translator, *, without: bool = False
) -> str:
    """A jeux50 night (each against each, twice) after the organizer added `names` late, or
    marked them present again before they sat anywhere (`without`: absent again): its rounds
    now, and before (before: not a word, « Ronde 1 sur 6 » then « Ronde 2 sur 10 »)."""
    if without:
        text = tr.ngettext(
            "Without {names}, the night now has {n} round instead of {m}: each player against"
            " each, twice.",
            "Without {names}, the night now has {n} rounds instead of {m}: each player against"
            " each, twice.",
            now,
        )
    else:
        text = tr.ngettext(
            "With {names}, the night now has {n} round instead of {m}: each player against"
            " each, twice.",
            "With {names}, the night now has {n} rounds instead of {m}: each player against"
            " each, twice.",
            now,
        )
    listed = format_list(names, locale=tr.locale)
    return esc(text.format(names=listed, n=tr.number(now), m=tr.number(before)))


def add_team_late_line(tr: Translator) -> str:
    """`/night add` in doubles once the rounds have begun, without a team's two new players
    (before: « no player can be added now »)."""
    cmd, words = command_words(tr)
    example = f"{cmd} {words['add']} {EXAMPLE_NAME}, {OTHER_EXAMPLE_NAME}"
    text = tr._("In doubles, a late team is added with its two players at once: {example}")
    return esc(text.format(example=example))


def added_line(names: list[str], tr: Translator) -> str:
    """The players added to the list by the organizer (several: `/night add Lise Gagnon,
    Marcel Roy`, « Lise Gagnon et Marcel Roy sont sur la liste. »)."""
    if len(names) == 1:
        return esc(tr._("{name} is on the list.").format(name=names[0]))
    listed = format_list(names, locale=tr.locale)
    return esc(tr._("{names} are on the list.").format(names=listed))


def named_already_line(name: str, number: int, tr: Translator) -> str:
    """`/night add` of a name already on the list (a member who pressed ✅, or typed twice):
    their number, and how to add another player of that name."""
    text = tr._(
        "{name} is on the list already (number {n}). For another player of that name, add an"
        " initial: /night add {name} B"
    )
    return esc(text.format(name=name, n=tr.number(number)))


def remove_how_line(tr: Translator) -> str:
    """`/night remove` without a player."""
    cmd, words = command_words(tr)
    text = tr._("Say which player to take off the list: {number} or {name}")
    return esc(
        text.format(number=f"{cmd} {words['remove']} 3", name=f"{cmd} {words['remove']} Rita")
    )


def removed_line(names: Sequence[str], tr: Translator, *, moved: bool) -> str:
    """The players taken off the list by the organizer (`moved`: players after them on the
    list, whose numbers changed)."""
    if len(names) == 1:
        text = tr._("{name} is off the list.").format(name=names[0])
    else:
        listed = format_list(list(names), locale=tr.locale)
        text = tr._("{names} are off the list.").format(names=listed)
    if moved:
        after = tr._(
            "The players after them move up one number: the night's message above shows the list."
        )
        text = f"{text} {after}"
    return esc(text)


def remove_too_late_line(number: int | None, tr: Translator) -> str:
    """`/night remove` once the rounds have begun (`number`: the player named, if found): the
    list stays as drawn, the player is marked absent instead (before: the order was not
    understood, « absent » was not said)."""
    cmd, words = command_words(tr)
    example = f"{cmd} {words['absent']} {number if number is not None else 3}"
    text = tr._(
        "The rounds have begun: a player can no longer be taken off the list. If they leave,"
        " mark them absent: {example}. They are left out of the next rounds; their games"
        " played still count."
    )
    return esc(text.format(example=example))


def no_night_of_yours_line(tr: Translator) -> str:
    """/night in private by a member on no list."""
    return esc(
        tr._(
            "You are not in any club night right now. At the hall, press ✅ under the night in"
            " your club's group."
        )
    )


def last_night_over_line(tr: Translator) -> str:
    """/night in private by a member on no open night's list who played a night now closed
    (before: « …À la salle, appuyez sur ✅ sous la soirée », to a player whose night had just
    closed, no night open): her last night is over, and where its final standings are (her
    own line follows, as /stats says it; none for a player on its list absent all night, who
    before read « …appuyez sur ✅ sous la soirée », as a member who never was on a list)."""
    cmd, words = command_words(tr)
    text = tr._(
        "You are not in any club night right now: your last one is over. Its final"
        " standings: {command}"
    )
    return esc(text.format(command=f"{cmd} {words['standings']}"))


def last_night_unscored_line(tr: Translator) -> str:
    """/night in private by a member on no open night's list whose last night closed with no
    score confirmed (before: « …Son classement final : /soiree classement », standings that do
    not exist, or « …appuyez sur ✅ sous la soirée », as to a member who never played): over,
    without standings (the lines of her earlier nights follow, as /stats says them)."""
    return esc(
        tr._(
            "You are not in any club night right now. Your last one closed with no standings:"
            " no score was confirmed in it."
        )
    )
