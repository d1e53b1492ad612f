"""The storage methods of `Database` for club tournaments (/tournament): see repo_tournament.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial

from bot.drills.tournament import Format, Kind, Result, Standing, Team, standings
from bot.storage import repo_tournament as repo
from bot.storage.db_base import DatabaseBase
from bot.storage.repo_tournament import Member, TeamRow, Tournament, TournamentGame


@dataclass(frozen=True, slots=True)
class Board:
    """A tournament's standings now (`rows`: members still in the group, ranked by the
    format's rule), every member's name (those who left included) and the counted results."""

    rows: list[Standing]
    names: dict[int, str]
    members: list[Member]
    results: list[Result]
    teams: dict[int, Team] = field(default_factory=dict)
    """Doubles: the confirmed teams by key (`rows`, `results` and `names` are then keyed by
    team: a result is its team's, the name both members')."""


def _counts(finished_at: str | None, tournament: Tournament) -> bool:
    """A game counts when it finished before the close (or the cancel)."""
    end = tournament.closed_at or tournament.cancelled_at
    if finished_at is None:
        return False
    return end is None or finished_at <= end


class TournamentAreas(DatabaseBase):
    """`Database` methods for /tournament."""

    async def create_tournament(
        self,
        *,
        tournament_id: str,
        chat_id: int,
        format: str,
        kind: str,
        games: int,
        target: int,
        rules: Mapping[str, object],
        closes: str,
        closes_at: str,
        created_by: int,
    ) -> Tournament:
        """Store a new tournament; `repo_tournament.TournamentUnderWay` if one is open."""
        return await self._write(
            partial(
                repo.create_tournament,
                tournament_id=tournament_id,
                chat_id=chat_id,
                format=format,
                kind=kind,
                games=games,
                target=target,
                rules=rules,
                closes=closes,
                closes_at=closes_at,
                created_by=created_by,
                now=self.now(),
            )
        )

    async def get_tournament(self, tournament_id: str) -> Tournament | None:
        """The tournament, or None."""
        return await self._run(partial(repo.get_tournament, tournament_id=tournament_id))

    async def open_tournament(self, chat_id: int) -> Tournament | None:
        """The group's open tournament, or None."""
        return await self._run(partial(repo.open_tournament, chat_id=chat_id))

    async def latest_tournament(self, chat_id: int) -> Tournament | None:
        """The group's open tournament, else its latest closed one, or None."""
        return await self._run(partial(repo.latest_tournament, chat_id=chat_id))

    async def open_tournaments(self) -> list[Tournament]:
        """Every open tournament."""
        return await self._run(repo.open_tournaments)

    async def list_tournaments(self) -> list[Tournament]:
        """Every tournament, oldest first."""
        return await self._run(repo.list_tournaments)

    async def set_tournament_message(self, tournament_id: str, message_id: int) -> None:
        """Record the group message presenting the tournament."""
        await self._write(
            partial(repo.set_tournament_message, tournament_id=tournament_id, message_id=message_id)
        )

    async def join_tournament(self, tournament_id: str, user_id: int, name: str) -> bool:
        """Add the member; False if already in."""
        return await self._write(
            partial(
                repo.join_tournament,
                tournament_id=tournament_id,
                user_id=user_id,
                name=name,
                now=self.now(),
            )
        )

    async def tournament_member_left(self, chat_id: int, user_id: int) -> int:
        """The user left the group: out of its open tournaments' standings."""
        return await self._write(
            partial(repo.member_left, chat_id=chat_id, user_id=user_id, now=self.now())
        )

    async def tournament_members(self, tournament_id: str) -> list[Member]:
        """The members in join order (those who left included)."""
        return await self._run(partial(repo.tournament_members, tournament_id=tournament_id))

    async def user_tournaments(self, user_id: int) -> list[Tournament]:
        """The open tournaments the user takes part in."""
        return await self._run(partial(repo.user_tournaments, user_id=user_id))

    async def link_tournament_game(
        self,
        *,
        tournament_id: str,
        round: int,
        user_id: int,
        game_id: str,
        opponent: int | None = None,
    ) -> None:
        """Record that the game is the member's game `round` of the tournament."""
        await self._write(
            partial(
                repo.link_game,
                tournament_id=tournament_id,
                round=round,
                user_id=user_id,
                game_id=game_id,
                opponent=opponent,
            )
        )

    async def finish_tournament_game(
        self,
        *,
        game_id: str,
        user_id: int,
        pour: int,
        contre: int,
        lost: float | None,
        layaways: int | None = None,
    ) -> TournamentGame | None:
        """Record a finished game's points once (and, duplicate, the points its lay-aways lost
        over how many); None if not a tournament game (or done)."""
        return await self._write(
            partial(
                repo.finish_game,
                game_id=game_id,
                user_id=user_id,
                pour=pour,
                contre=contre,
                lost=lost,
                layaways=layaways,
                now=self.now(),
            )
        )

    async def tournament_game_link(self, game_id: str) -> list[TournamentGame]:
        """The tournament rows of a game (none for an ordinary game)."""
        return await self._run(partial(repo.game_link, game_id=game_id))

    async def tournament_games(self, tournament_id: str | None = None) -> list[TournamentGame]:
        """Every member's game of the tournament (or of all)."""
        return await self._run(partial(repo.tournament_games, tournament_id=tournament_id))

    async def claim_tournament_post(self, tournament_id: str, since: str) -> bool:
        """True (and recorded) when no standings were posted since `since`."""
        return await self._write(
            partial(repo.claim_post, tournament_id=tournament_id, now=self.now(), since=since)
        )

    async def close_tournament(
        self, tournament_id: str, standings: Sequence[Mapping[str, object]]
    ) -> Tournament | None:
        """Close it (once) with its frozen standings; None if it was not open."""
        return await self._write(
            partial(
                repo.close_tournament,
                tournament_id=tournament_id,
                standings=standings,
                now=self.now(),
            )
        )

    async def tournament_board(self, tournament: Tournament) -> Board:
        """The standings from the games finished (before the close)."""
        members = await self.tournament_members(tournament.id)
        games = await self.tournament_games(tournament.id)
        results = [
            Result(g.user_id, g.round, g.pour, g.contre, g.lost, g.opponent, g.layaways)
            for g in games
            if g.pour is not None and g.contre is not None and _counts(g.finished_at, tournament)
        ]
        present = [m.user_id for m in members if m.left_at is None]
        if tournament.kind == Kind.DOUBLES:
            return await self._doubles_board(tournament, members, results, present)
        rows = standings(Format(tournament.format), present, results)
        return Board(rows, {m.user_id: m.name for m in members}, members, results)

    async def _doubles_board(
        self,
        tournament: Tournament,
        members: list[Member],
        results: list[Result],
        present: list[int],
    ) -> Board:
        """By team: a team is in the standings while both its members are in the group; a
        game counts once, through its team's first member's row."""
        teams = {
            t.first: Team(t.first, t.second)
            for t in await self.tournament_teams(tournament.id)
            if t.confirmed_at is not None and t.second is not None
        }
        names = {m.user_id: m.name for m in members}
        team_names = {
            key: f"{names.get(t.first, '?')} & {names.get(t.second, '?')}"
            for key, t in teams.items()
        }
        in_group = set(present)
        keys = [k for k, t in teams.items() if t.members <= in_group]
        counted = [r for r in results if r.user in teams]
        rows = standings(Format(tournament.format), keys, counted)
        return Board(rows, team_names, members, counted, teams)

    async def tournament_teams(self, tournament_id: str) -> list[TeamRow]:
        """Every request for a partner and every team, in the order asked."""
        return await self._run(partial(repo.team_rows, tournament_id=tournament_id))

    async def ask_partner(
        self,
        *,
        tournament_id: str,
        first: int,
        first_name: str,
        second: int | None,
        second_name: str,
    ) -> TeamRow:
        """`first` asks `second` (id when known, else the name typed) to play together;
        `repo_tournament.InTeam` when either already has a partner."""
        return await self._write(
            partial(
                repo.ask_partner,
                tournament_id=tournament_id,
                first=first,
                first_name=first_name,
                second=second,
                second_name=second_name,
                now=self.now(),
            )
        )

    async def set_team_message(self, tournament_id: str, first: int, message_id: int) -> None:
        """Record the group message with the partner's button."""
        await self._write(
            partial(
                repo.set_team_message,
                tournament_id=tournament_id,
                first=first,
                message_id=message_id,
            )
        )

    async def confirm_partner(
        self, *, tournament_id: str, first: int, second: int, second_name: str
    ) -> TeamRow | None:
        """`second` confirms: the team is made (both join); None without such a request;
        `repo_tournament.InTeam` when either already has a partner."""
        return await self._write(
            partial(
                repo.confirm_partner,
                tournament_id=tournament_id,
                first=first,
                second=second,
                second_name=second_name,
                now=self.now(),
            )
        )

    async def cancel_tournament(self, tournament_id: str) -> bool:
        """Cancel an open tournament; False if it was not open."""
        return await self._write(
            partial(repo.cancel_tournament, tournament_id=tournament_id, now=self.now())
        )
