"""What a text typed at a /kings play step says when it is no move (`aside_answered`): a
word of the game asked (« c'est quoi le sac? »), tiles with no cell (« A 5 »), a count alone
(« 12 », « quinze 2 »), the hint misspelt, the score asked, chatter and questions (« quoi? »,
« pourquoi? »), an « = » with no count; each answered, the step still waiting above."""

from __future__ import annotations

import asyncio

from bot.drills.ecart_talk import says_lost_at_deal
from bot.drills.kings_args import (
    called_alone,
    chatter,
    claim_unread,
    count_alone,
    near_hint,
    negative_in_step,
    points_said,
    step_chatter,
)
from bot.drills.kings_play import KingsMatch, joker_open, must_pass
from bot.drills.kings_questions import asks_score, asks_why
from bot.drills.kings_rack import tile_or_count, tiles_not_on_rack, tiles_without_cell
from bot.drills.kings_terms import asked_term, asks_rack, asks_where
from bot.drills.table_moves import Chatter
from bot.tg.handlers.common import esc
from bot.tg.handlers.questions import Typed
from bot.views import kings_asides as asides_view
from bot.views import kings_play as play_view
from bot.views import kings_refusals as refusals


async def aside_answered(typed: Typed, match: KingsMatch) -> bool:
    """Whether the text typed at the step was no move and is answered here (then the step
    waits above); False: a move to read (`kings_play.do_move`)."""
    tr = typed.tr
    if asks_rack(typed.text):  # « c'est quoi mes jetons? », « mes cartes? »: the rack
        stuck = await asyncio.to_thread(must_pass, match)
        await typed.reply(esc("\n".join(asides_view.rack_lines(match, tr, stuck=stuck))))
        return True
    term = asked_term(typed.text)
    if term is not None:  # « c'est quoi le sac? », « le support? »: told, the step waits above
        await typed.reply(esc(asides_view.term_line(term, tr)))
        return True
    no_cell = tiles_without_cell(typed.text)
    if no_cell is not None:  # « A 5 »: tiles, their cell forgotten (never a count of 5)
        rack = match.game.rack()
        missing = tiles_not_on_rack(no_cell, rack)
        lines = refusals.no_cell_lines(
            no_cell, tr, first=match.game.first, missing=missing, rack=rack
        )
        await typed.hint(esc("\n".join(lines)))
        return True
    if negative_in_step(typed.text):  # « -3 », « H8 → 5 = -3 »: no count is below zero
        note = refusals.negative_count_note(tr, claimed="=" in typed.text)
        await typed.hint(esc(note))
        return True
    if count_alone(typed.text) or called_alone(typed.text):  # « 12 », « quinze 2 »: a count
        lines = refusals.count_alone_lines(
            joker_open(match),
            tr,
            said=points_said(typed.text),
            tile=tile_or_count(typed.text, match.game.rack()),
            first=match.game.first,
        )
        await typed.hint(esc("\n".join(lines)))
        return True
    if near_hint(typed.text):  # « index »: the hint misspelt
        await typed.hint(esc("\n".join(asides_view.near_hint_lines(tr))))
        return True
    if asks_score(typed.text):  # « combien j'ai de points? »: the scores, and the step
        stuck = await asyncio.to_thread(must_pass, match)
        private = typed.player.private
        lines = play_view.step_lines(match, tr, private=private, stuck=stuck)
        lines.insert(1, asides_view.lead_line(match, tr))  # « qui gagne? »: who leads, said
        await typed.hint(esc("\n".join(lines)))
        return True
    if chatter(typed.text):  # « quoi? », "what?": what the step asks, again
        stuck = await asyncio.to_thread(must_pass, match)
        said = step_chatter(typed.text)  # « bonjour », « c'est à qui? »: no « not understood »
        why = asks_why(typed.text)  # « pourquoi? » under « aucun coup permis »: told why
        said = Chatter.OTHER if why else said
        lost = says_lost_at_deal(typed.text) or asks_where(typed.text)  # « où je joue? » too
        lost = lost or set(typed.text.strip()) == {"?"}  # « ? » alone: lost, as at a count
        private = typed.player.private
        lines = play_view.step_help_lines(
            match, tr, private=private, stuck=stuck, chatter=said, lost=lost
        )
        if why:
            lines = [*asides_view.why_lines(tr, stuck=stuck, first=match.game.first), *lines]
        await typed.hint(esc("\n".join(lines)))
        return True
    if claim_unread(typed.text):
        await typed.hint(esc(refusals.claim_number_note(tr)))
        return True
    return False
