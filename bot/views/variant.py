"""The wording of /variant (/variante): the presets offered, what each changes, the FADOQ
rule in a game of 61, the over-count law, and the confirmations. HTML where said, plain text
otherwise (button labels, and lines the handler escapes); the player's own words (an unknown
variant name) are escaped here.
"""

from __future__ import annotations

from typing import Final

from bot.drills.variant_args import (
    CHOICES,
    FADOQ_NAME,
    STANDARD_NAME,
    Choice,
    Kept,
    Muggins,
    Over,
    Rules,
    ShortGame,
)
from bot.engine.variants import FadoqShortGame
from bot.i18n import Translator
from bot.views import calls as calls_view
from bot.views import replies
from bot.views.markup import BULLET, bold, code, esc

SHORT_TARGET: Final = 61
"""A short game's length, the one the FADOQ rule reads two ways."""
NAME_CHARS: Final = 20
"""The most of an unknown variant name quoted back."""
CURRENT_MARK: Final = "✓"


def not_yours(tr: Translator) -> str:
    """Another member pressed someone's variant buttons."""
    return tr._("These buttons are not yours: /variant gives you your own.")


def variant_label(name: str, tr: Translator) -> str:
    """A variant's short name."""
    if name == FADOQ_NAME:
        return tr.pgettext("variant", "FADOQ")
    return tr.pgettext("variant", "Standard")


def variant_in_sentence(name: str, tr: Translator) -> str:
    """A variant's name inside a sentence: « la variante standard », FADOQ as it is (« la
    variante Standard » had a capital in the middle of the sentence)."""
    if name == FADOQ_NAME:
        return tr.pgettext("variant", "FADOQ")
    return tr.pgettext("variant, inside a sentence", "standard")


def variant_button(name: str, current: str, tr: Translator) -> str:
    """A preset's button, the current one marked."""
    label = variant_label(name, tr)
    return f"{CURRENT_MARK} {label}" if name == current else label


def variant_description(name: str, tr: Translator, *, after_name: bool = False) -> str:
    """What a variant changes, in one line: alone on its line, or after the variant's name and
    a colon (`after_name`: « • Standard : le go… », in lower case in French, OQLF; « • Standard :
    Le go… » had a capital after « : »)."""
    if name == FADOQ_NAME and after_name:
        return tr.pgettext(
            "after a variant's name and a colon",
            "From 116 in a game to 121, a go or the last card no longer pegs its single point.",
        )
    if name == FADOQ_NAME:
        return tr._(
            "From 116 in a game to 121, a go or the last card no longer pegs its single point."
        )
    if after_name:
        return tr.pgettext(
            "after a variant's name and a colon",
            "A go or the last card always pegs 1, whatever the score.",
        )
    return tr._("A go or the last card always pegs 1, whatever the score.")


def short_game_line(reading: FadoqShortGame, tr: Translator) -> str:
    """How the FADOQ rule reads in a game of 61, in one line."""
    if reading == "off":
        return tr._("In a game of 61, the FADOQ rule does not apply.")
    return tr._("In a game of 61, the FADOQ rule applies from 56 (five points from the end).")


def short_game_example(reading: FadoqShortGame, tr: Translator) -> str:
    """The command that changes the reading of a game of 61, in the player's words."""
    return tr._("/variant 61 off") if reading == "from_end" else tr._("/variant 61 56")


def short_game_button(reading: FadoqShortGame, tr: Translator) -> str:
    """The button that flips the reading of a game of 61: what a press does, as the muggins
    button says it (« Parties de 61 : sans la règle FADOQ » read as the rule in force, under
    the line saying it applied from 56)."""
    if reading == "from_end":
        return tr._("Games of 61: drop the FADOQ rule")
    return tr._("Games of 61: apply the FADOQ rule from 56")


def short_game_text(reading: FadoqShortGame, tr: Translator) -> str:
    """The reading of a game of 61 and how to change it (HTML)."""
    return esc(short_game_line(reading, tr)) + " " + _change_it(short_game_example(reading, tr), tr)


def _change_it(example: str, tr: Translator) -> str:
    """After a setting as it is, the command that changes it (HTML, the command in <code>):
    the game of 61's reading, muggins, the over-count law."""
    return esc(tr._("To change it: {example}.")).format(example=code(example))


def short_game_needs_fadoq(tr: Translator) -> str:
    """/variant 61 from a player of the standard variant: the reading of a game of 61 is
    FADOQ's, not theirs (HTML). « Dans une partie de 61, la règle FADOQ s'applique à partir
    de 56 » read as if it applied to their games."""
    return esc(
        tr._(
            "This counts when you play the FADOQ variant ({command}); you play the standard "
            "variant."
        )
    ).format(command=code(tr.pgettext("command", "/variant") + " " + FADOQ_NAME))


def muggins_text(on: bool, tr: Translator) -> str:
    """The muggins setting as it is and the command that flips it (HTML)."""
    example = calls_view.muggins_example(tr, now_on=on)
    return esc(calls_view.muggins_description(on, tr)) + " " + _change_it(example, tr)


def over_button(to_opponent: bool, tr: Translator) -> str:
    """The button that flips the over-count law: what a press does, as the muggins button
    says it (« Compte trop haut : points à l'adversaire » read as the law in force, under the
    line saying a count too high is corrected)."""
    if to_opponent:
        return tr._("Count too high: correct it, no penalty")
    return tr._("Count too high: give the points to the opponent")


def game_line(current: str, tr: Translator) -> str:
    """The variant line of /game (HTML)."""
    return esc(tr._("Rules: {variant} ({command} to change).")).format(
        variant=bold(variant_label(current, tr)),
        command=tr.pgettext("command", "/variant"),
    )


def menu_lines(rules: Rules, tr: Translator) -> list[str]:
    """The /variant message: the current variant and each preset (HTML)."""
    current = rules.variant
    lines = [
        bold(tr._("Rules variant")),
        esc(tr._("Your variant: {variant}.")).format(variant=bold(variant_label(current, tr))),
    ]
    lines += [
        f"{BULLET} "
        + esc(tr.pgettext("variant", "{variant}: {description}")).format(
            variant=bold(variant_label(n, tr)),
            description=esc(variant_description(n, tr, after_name=True)),
        )
        for n in CHOICES
    ]
    other = STANDARD_NAME if current == FADOQ_NAME else FADOQ_NAME  # the one a command changes to
    lines.append(
        esc(tr._("Tap one, or send {example}.")).format(
            example=code(tr.pgettext("command", "/variant") + " " + other)
        )
    )
    if current == FADOQ_NAME:
        lines.append(short_game_text(rules.short_game, tr))
    lines.append(muggins_text(rules.muggins, tr))
    lines.append(over_law_line(rules.over_to_opponent, tr))
    return lines


def kept_line(kept: Kept, tr: Translator) -> str:
    """What the game under way against the bot keeps from its start that the settings above
    no longer give it (HTML)."""
    parts = []
    if kept.fadoq is not None:
        parts.append(tr._("with the FADOQ rule") if kept.fadoq else tr._("without the FADOQ rule"))
    if kept.muggins is not None:
        parts.append(tr._("muggins on") if kept.muggins else tr._("muggins off"))
    if kept.over_to_opponent is not None:
        parts.append(
            tr._("a count too high gives its extra points to the opponent")
            if kept.over_to_opponent
            else tr._("a count too high is corrected, with no penalty")
        )
    return esc(
        tr._("Your game under way against me keeps the rules it began with: {rules}.").format(
            rules=", ".join(parts)
        )
    )


def menu_text(
    rules: Rules,
    tr: Translator,
    *,
    unread: str | None = None,
    in_group: bool = False,
    name: str | None = None,
    kept: Kept | None = None,
) -> str:
    """The /variant menu's message (HTML): `menu_lines`, after the word not understood if
    any (`unread`: nothing was changed), then what a game under way against the bot keeps
    from its start (`kept`: the player saw « Votre variante : FADOQ. » of a game played
    without it); in a group (`in_group`), the note that the club's games there follow
    /club, not these, and the member's `name` first: the rules are theirs."""
    lines = menu_lines(rules, tr)
    if kept is not None:
        lines.append(kept_line(kept, tr))
    if unread is not None:
        lines = [unread_text(unread, tr), *lines]
    if in_group:
        lines.append(club_rules_note(tr))
    text = "\n".join(lines)
    return text if name is None else replies.titled_html(text, tr, name=name)


def menu_buttons(rules: Rules, tr: Translator) -> list[list[tuple[str, str]]]:
    """/variant's buttons by rows, each as (label, data after `var:`): a button per preset,
    the current one marked, then those that flip muggins, the over-count law and, with FADOQ,
    the reading of a game of 61."""
    muggins, over, short = rules.flips()
    rows = [
        [(variant_button(n, rules.variant, tr), n) for n in CHOICES],
        [(calls_view.muggins_button(rules.muggins, tr), muggins)],
        [(over_button(rules.over_to_opponent, tr), over)],
    ]
    if short is not None:
        rows.append([(short_game_button(rules.short_game, tr), short)])
    return rows


def over_law_line(to_opponent: bool, tr: Translator) -> str:
    """The over-count law in force and how to change it (HTML: the example in <code>, as
    /variant's others; plain, « /variante trop adversaire » was a command link that a tap
    sent as « /variante » alone)."""
    law = calls_view.over_law(to_opponent, tr)
    law = law[:1].upper() + law[1:]
    if to_opponent:  # the word /variant reads (`OVER_READINGS`) for the other law
        other = tr.pgettext("over-count law, typed after /variant over", "corrected")
    else:
        other = tr.pgettext("over-count law, typed after /variant over", "acc")
    example = tr.pgettext("command", "/variant") + " " + tr._("over") + " " + other
    # « To change it », as the muggins and 61 lines above it say it
    return esc(law) + ". " + _change_it(example, tr)


def unknown_text(word: str, tr: Translator) -> str:
    """An unknown variant name, and the choices (HTML)."""
    return esc(tr._("I don't know the variant {word}. Choose: {choices}.")).format(
        word=bold(word[:NAME_CHARS]), choices=", ".join(code(n) for n in CHOICES)
    )


def unread_text(word: str, tr: Translator) -> str:
    """A word after /variant not understood, quoted, and that nothing was changed (HTML):
    « /variante fadoq fin » said « Je ne comprends pas « fin ». » over a menu on Standard,
    and the player could not tell whether FADOQ was taken."""
    return esc(tr._("I do not understand “{word}”: nothing was changed.")).format(
        word=esc(word[:NAME_CHARS])
    )


def length_asked_text(target: int, tr: Translator) -> str:
    """A game's length asked of /variant (« /variante courte », « /variante 121 »): it is
    chosen when a game starts, and (61) what /variant 61 chooses (HTML)."""
    play = tr.pgettext("command", "/play")
    lines = [
        esc(
            tr._("A game of {target} points is chosen when it starts: {example} starts one.")
        ).format(target=target, example=code(f"{play} {target}"))
    ]
    if target == SHORT_TARGET:
        variant = tr.pgettext("command", "/variant")
        lines.append(
            esc(
                tr._("With the FADOQ rules, {example} chooses how they read in a game of 61.")
            ).format(example=code(f"{variant} {SHORT_TARGET}"))
        )
    return "\n".join(lines)


def done_text(name: str, tr: Translator, short_game: FadoqShortGame = "from_end") -> str:
    """The confirmation of a new variant (HTML)."""
    head = esc(tr._("Done: you play the {variant} variant.")).format(
        variant=bold(variant_in_sentence(name, tr))
    )
    lines = [head, esc(variant_description(name, tr))]
    if name == FADOQ_NAME:
        lines.append(esc(short_game_line(short_game, tr)))
    return "\n".join(lines)


def choice_text(
    choice: Choice,
    tr: Translator,
    *,
    short_game: FadoqShortGame,
    over_to_opponent: bool,
    muggins: bool,
) -> str:
    """The confirmation of a /variant choice (HTML); a value left out or not understood: the
    setting as it is (`short_game`, `over_to_opponent`, `muggins`), or how to say it."""
    if isinstance(choice, Muggins):
        if choice.on is None:
            return muggins_text(muggins, tr)
        return esc(tr._("Done.")) + " " + esc(calls_view.muggins_description(choice.on, tr))
    if isinstance(choice, Over):
        if choice.to_opponent is None:
            return over_law_line(over_to_opponent, tr)
        return esc(tr._("Done.")) + " " + over_law_line(choice.to_opponent, tr)
    if isinstance(choice, ShortGame):
        if choice.reading is None:
            return short_game_text(short_game, tr)
        return esc(tr._("Done.")) + " " + esc(short_game_line(choice.reading, tr))
    if choice.name is None:
        return unknown_text(choice.typed, tr)
    return done_text(choice.name, tr, short_game)


def club_rules_note(tr: Translator) -> str:
    """/variant in a group (a club's): the rules shown are the player's own; the club's games
    and counts there follow /club (HTML). A member who typed /variante fadoq there read « vous
    jouez la variante FADOQ » and took it for the club's games."""
    return esc(
        tr._(
            "In this group, counts and games between members follow the club's rules, not "
            "these: its admins set them with /club."
        )
    )


def game_keeps_rules_note(tr: Translator) -> str:
    """A rule changed while a game against the bot is under way: that game keeps its own."""
    return esc(
        tr._("Your game under way keeps the rules it began with; this applies from your next game.")
    )
