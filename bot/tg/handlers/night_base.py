"""What the /soiree handlers share: a night's state read at once (players, sides, tables),
its language, the standings message and the close (winners announced once).

`bot.tg.handlers.night` reads the organizer's commands, `bot.tg.handlers.night_scores` the
scores and their confirmation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from bot.drills.night import (
    Format,
    Ranking,
    Setup,
    Side,
    Standing,
    Table,
    night_over,
    round_complete,
    standing_record,
    standings,
    teams,
)
from bot.i18n import Translator
from bot.storage.repo_night import Night, NightTable, Player
from bot.tg.context import Context
from bot.tg.handlers.club_base import club_translator
from bot.tg.handlers.common import drop_keyboard, fit, send
from bot.views import night as view
from bot.views.markup import strip_bidi

ID_PATTERN: Final = "[0-9a-f]{10}"
NAME_MAX: Final = 40


@dataclass(frozen=True, slots=True)
class State:
    """A night as it stands: its players, sides (fixed at the first round) and tables."""

    night: Night
    players: list[Player]
    tables: list[NightTable]

    @property
    def about(self) -> Setup:
        """What the night is, for its messages."""
        n = self.night
        return Setup(Format(n.format), Ranking(n.ranking), n.doubles, n.games, n.target)

    @property
    def names(self) -> dict[str, str]:
        """Each player's name by id."""
        return {p.id: p.name for p in self.players}

    @property
    def sides(self) -> list[Side]:
        """The sides: as the first round sat them once drawn, else from the list."""
        if self.tables:
            seen: list[Side] = []
            for t in self.tables:
                for side in (t.a, t.b):
                    if side is not None and side not in seen:
                        seen.append(side)
            order = {p.id: p.number for p in self.players}
            return sorted(seen, key=lambda s: order.get(s[0], 0))
        ids = [p.id for p in self.players]
        if self.night.doubles and len(ids) % 2:
            ids = ids[:-1]
        return teams(ids, self.night.doubles)

    @property
    def models(self) -> list[Table]:
        """The tables as the pure rules read them."""
        return [t.model for t in self.tables]

    @property
    def drawn(self) -> int:
        """The last round drawn (0: none yet)."""
        return max((t.round for t in self.tables), default=0)

    def round_tables(self, round_: int) -> list[NightTable]:
        """The tables of one round."""
        return [t for t in self.tables if t.round == round_]

    def player(self, player_id: str) -> Player | None:
        """A player by id (None: erased by /forget, their seat kept)."""
        return next((p for p in self.players if p.id == player_id), None)

    def absent_sides(self) -> list[Side]:
        """The sides with a player marked absent."""
        return [s for s in self.sides if any(self._is(p, lambda q: q.absent) for p in s)]

    def late_sides(self) -> set[Side]:
        """The sides with a player marked late whose game is still to lose."""
        return {s for s in self.sides if any(self._is(p, lambda q: q.late == 1) for p in s)}

    def _is(self, player_id: str, test: Callable[[Player], bool]) -> bool:
        found = self.player(player_id)
        return found is not None and test(found)

    def side_of(self, player_id: str) -> Side | None:
        """The side a player sits in."""
        return next((s for s in self.sides if player_id in s), None)

    def player_of(self, user_id: int) -> Player | None:
        """The player a Telegram user is, in this night."""
        return next((p for p in self.players if p.user_id == user_id), None)

    def standings(self) -> list[Standing]:
        """The standings from the confirmed tables."""
        return standings(Ranking(self.night.ranking), self.sides, self.models, self.night.target)

    def complete_rounds(self) -> int:
        """How many rounds are complete (every table confirmed)."""
        return sum(
            1
            for r in range(1, self.drawn + 1)
            if round_complete(t.model for t in self.round_tables(r))
        )

    @property
    def over(self) -> bool:
        """Every round drawn and every table confirmed."""
        return night_over(self.models, self.night.games)


def clean_name(name: str) -> str:
    """A player's name as stored: bidi controls out, spaces folded, cut to `NAME_MAX`."""
    return " ".join(strip_bidi(name).split())[:NAME_MAX] or "?"


async def load(context: Context, night: Night) -> State:
    """The night's state now."""
    db = context.bot_data.db
    return State(
        night, await db.nights.night_players(night.id), await db.nights.night_tables(night.id)
    )


async def night_translator(context: Context, night: Night) -> Translator:
    """The club's language (else the night's)."""
    club = await context.bot_data.db.clubs.get_club(night.chat_id)
    i18n = context.bot_data.i18n
    fallback = i18n.translator(night.lang if night.lang in i18n.languages else "fr")
    if club is None:
        return fallback
    return club_translator(club, fallback, context)


def standings_text(state: State, tr: Translator, *, final: bool = False) -> str:
    """The standings message."""
    rows = state.standings()
    return fit(
        view.standings_lines(
            rows, state.names, state.about, tr, done=state.complete_rounds(), final=final
        )
    )


async def close_now(context: Context, night: Night, by: int | None) -> bool:
    """Close the night (once): freeze the standings, post them and the three winners; False
    if it was closed already."""
    state = await load(context, night)
    rows = state.standings()
    closed = await context.bot_data.db.nights.close_night(
        night.id, [standing_record(r) for r in rows], by
    )
    if closed is None:
        return False
    tr = await night_translator(context, night)
    if not state.tables:  # the first round took the ✅ button off
        await drop_keyboard(context, night.chat_id, night.message_id)
    text = fit(
        [
            *view.winners_lines(rows, state.names, tr),
            "",
            *view.standings_lines(
                rows, state.names, state.about, tr, done=state.complete_rounds(), final=True
            ),
        ]
    )
    await send(context, night.chat_id, text)
    return True
