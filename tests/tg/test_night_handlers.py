"""/soiree (/night) through the in-process Bot API: a `jeux50` night of five (two added by name)
played to its close, every pair meeting twice and a bye each round, the standings recomputed
from the record; a `fadoq doubles` night with a late team; an `acc` night with a skunk and the
spread deciding; a disagreement the organizer settles; presses refused (outside the table, a
self-confirmation, a member who is not an administrator); a restart in the middle of a round;
the printable PDF.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from bot.commands.nights import night_record, night_records, recompute
from bot.storage import Database
from bot.storage.repo_night import Night
from bot.storage.repo_night_tables import NightTable
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from bot.tg.local_checks import html_to_text

GROUP = -100_800
ADMIN = 61
ANN, BEN, CAT, DAN, EVE, FAY = 62, 63, 64, 65, 66, 67
NAMES = {ANN: "Ann Leblanc", BEN: "Ben Roy", CAT: "Cat Poirier", DAN: "Dan Cyr", EVE: "Eve Hache"}
NAMES[FAY] = "Fay Comeau"
NAMES[ADMIN] = "Odile Organisatrice"


def plain(text: str) -> str:
    """As people read it, with ordinary spaces (French typography puts narrow ones)."""
    return html_to_text(text).replace("\u00a0", " ").replace("\u202f", " ")


class Hall:
    """The club's group, its organizer and players, through the fake Bot API."""

    def __init__(self, driver: Driver, api: LocalBotApi, lang: str) -> None:
        self.driver = driver
        self.api = api
        self.lang = lang
        self.cmd = "/soiree" if lang == "fr" else "/night"

    @property
    def db(self) -> Database:
        db: Database = self.driver.application.bot_data.db
        return db

    async def say(self, text: str, user: int = ADMIN, **kwargs: Any) -> list[ApiCall]:
        return await self.driver.send(
            text,
            user_id=user,
            chat_id=GROUP,
            chat_type="supergroup",
            language_code=self.lang,
            first_name=NAMES.get(user, f"P{user}"),
            **kwargs,
        )

    async def order(self, fr: str, en: str, rest: str = "") -> list[ApiCall]:
        """The organizer's order, its word in the hall's language: `order("ronde", "round")`
        is « /soiree ronde » or "/night round"; `rest` what follows the word."""
        word = fr if self.lang == "fr" else en
        return await self.say(f"{self.cmd} {word} {rest}".rstrip())

    async def private(self, text: str, user: int) -> list[ApiCall]:
        return await self.driver.send(text, user_id=user, language_code=self.lang)

    async def open(self, words: str) -> Night:
        await self.driver.process(
            make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
        )
        self.api.member_status[(GROUP, ADMIN)] = "administrator"
        await self.say(f"/club lang {self.lang}")
        await self.say(f"{self.cmd} {words}")
        night = await self.db.nights.open_night(GROUP)
        assert night is not None and night.message_id is not None
        return night

    async def join(self, night: Night, user: int) -> list[ApiCall]:
        assert night.message_id is not None
        return await self.driver.press(
            f"nj:{night.id}",
            night.message_id,
            user_id=user,
            chat_id=GROUP,
            language_code=self.lang,
            first_name=NAMES[user],
        )

    async def close(self) -> None:
        """The organizer closes the night, and « Close anyway » when asked first (games
        left: `bot.tg.handlers.night_close`)."""
        await self.say(f"{self.cmd} {'fermer' if self.lang == 'fr' else 'close'}")
        asked = self.api.last_message(GROUP)
        if asked is not None and not inline_buttons(asked):  # asked already: the one above
            shown = self.api.messages(GROUP)
            asked = next((m for m in reversed(shown) if inline_buttons(m)), asked)
        keys = [] if asked is None else inline_buttons(asked)
        if asked is not None and keys and str(keys[0]["callback_data"]).startswith("nx:"):
            data = str(keys[0]["callback_data"])
            await self.driver.press(
                data, asked["message_id"], user_id=ADMIN, chat_id=GROUP, language_code=self.lang
            )

    def group(self, start: int = 0) -> list[str]:
        return [plain(t) for t in self.api.sent_texts(GROUP)][start:]

    def told(self, user: int) -> list[str]:
        return [plain(t) for t in self.api.sent_texts(user)]

    async def tables(self, night: Night) -> list[NightTable]:
        return await self.db.nights.night_tables(night.id)

    async def press_confirm(
        self, t: NightTable, user: int, yes: bool = True, check: bool = True
    ) -> list[ApiCall]:
        assert t.score is not None and t.message_id is not None
        data = f"nc:{t.night_id}:{t.round}:{t.table}:{t.score[0]}:{t.score[1]}:"
        return await self.driver.press(
            data + ("y" if yes else "n"),
            t.message_id,
            user_id=user,
            chat_id=GROUP,
            language_code=self.lang,
            check=check,
        )

    async def table(self, night: Night, round_: int, table: int) -> NightTable:
        return next(t for t in await self.tables(night) if (t.round, t.table) == (round_, table))

    async def one_table(self, words: str) -> tuple[Night, int, int]:
        """A night of `words` opened, Ann and Ben in it, round 1 drawn: the night and the
        user ids of its one table's first and second side."""
        night = await self.open(words)
        for user in (ANN, BEN):
            await self.join(night, user)
        await self.say(f"{self.cmd} {'ronde' if self.lang == 'fr' else 'round'}")
        (t,) = await self.tables(night)
        users = {p.id: p.user_id for p in await self.db.nights.night_players(night.id)}
        a, b = users[t.a[0]], users[(t.b or ("",))[0]]
        assert a is not None and b is not None
        return night, a, b


def answers(calls: list[ApiCall]) -> list[str]:
    """The texts of the callback answers (toasts and alerts)."""
    return [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]


def users_of(record: dict[str, Any]) -> dict[str, int | None]:
    return {p["id"]: p["user"] for p in record["players"]}


async def play_round(hall: Hall, night: Night, round_: int, rng: random.Random) -> None:
    """Every table of the round gets a score: a Telegram player writes it (their own first)
    and a Telegram opponent confirms it, or the organizer confirms for one without; between
    two players without Telegram, the organizer writes it."""
    record = night_record(
        night, await hall.db.nights.night_players(night.id), await hall.tables(night)
    )
    users = users_of(record)
    for t in await hall.tables(night):
        if t.round != round_ or t.b is None or t.confirmed:
            continue
        loser = rng.randint(60, 120)
        a_user = next((users[p] for p in t.a if users[p] is not None), None)
        b_user = next((users[p] for p in t.b if users[p] is not None), None)
        if a_user is None and b_user is None:
            await hall.say(f"{hall.cmd} corriger {t.round} {t.table} 121 {loser}")
            continue
        writer = a_user if a_user is not None else b_user
        assert writer is not None
        await hall.say(f"{hall.cmd} 121 {loser}", writer)
        written = await hall.table(night, t.round, t.table)
        assert written.entered_by == writer and not written.confirmed
        mine_first = (121, loser)
        assert written.score == (mine_first if writer == a_user else mine_first[::-1])
        other = b_user if writer == a_user else a_user
        await hall.press_confirm(written, other if other is not None else ADMIN)
        assert (await hall.table(night, t.round, t.table)).confirmed


async def test_a_jeux50_night_of_five_to_its_close(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("jeux50")
    presented = hall.group()[-1]
    assert "Soirée de club" in presented and "deux fois" in presented
    for user in (ANN, BEN, CAT):
        joined = await hall.join(night, user)
        link = f"https://t.me/muggins_bot?start=ns{night.id}"
        assert [c.params.get("url") for c in joined if c.method == "answerCallbackQuery"] == [link]
        await hall.private(f"/start ns{night.id}", user)
        assert "À chaque ronde, je vous écris votre table ici" in hall.told(user)[-1]
    await hall.say("/soiree ajouter Rita Cormier")
    await hall.say("/soiree ajouter Gaston Roy")
    again = await hall.join(night, ANN)
    assert "déjà" in answers(again)[0]
    players = await db.nights.night_players(night.id)
    assert [p.name for p in players] == [
        "Ann Leblanc",
        "Ben Roy",
        "Cat Poirier",
        "Rita Cormier",
        "Gaston Roy",
    ]
    assert [p.user_id for p in players] == [ANN, BEN, CAT, None, None]
    rng = random.Random(7)
    for round_ in range(1, 11):
        await hall.say("/soiree ronde")
        posted = hall.group()
        head = next(t for t in reversed(posted) if t.startswith("Ronde "))
        assert head.startswith(f"Ronde {round_} sur 10") and "Exempt : " in head
        if round_ == 3:  # the private notices, as players read them
            said = [t for u in (ANN, BEN, CAT) for t in hall.told(u) if t.startswith("Ronde 3")]
            assert len(said) == 3
            assert any("— table " in t and ", contre " in t for t in said)
        await play_round(hall, night, round_, rng)
        if round_ < 10:
            assert "Classement après" in hall.group()[-1]
    closed = await db.nights.get_night(night.id)
    assert closed is not None and not closed.is_open
    final = hall.group()[-1]
    assert "La soirée est finie" in final and "Classement final" in final
    assert "🥇" in final and "moins de points contre" in final
    assert "Son dernier pointage confirmé l'a fermée d'elle-même" in final  # night16
    await hall.say("/soiree fermer")  # the organizer closes it as well: closed already, by itself
    assert hall.group()[-1].startswith("La dernière soirée s'est fermée d'elle-même à ")
    assert hall.group()[-1].endswith(
        ", à la confirmation de son dernier pointage : /soiree classement montre son classement"
        " final. Pour en ouvrir une autre : /soiree jeux50"
    )
    (record,) = await night_records(db)
    assert record["closed"] and record["format"] == "jeux50" and record["games"] == 10
    met: Counter[tuple[str, str]] = Counter()
    byes: Counter[str] = Counter()
    for r in record["rounds"]:
        assert sum(1 for t in r["tables"] if t["b"] is None) == 1  # a bye each round
        for t in r["tables"]:
            if t["b"] is None:
                byes[t["a"][0]] += 1
                continue
            assert t["confirmed"] and t["score"] is not None
            met[(t["a"][0], t["b"][0])] += 1
    ids = [p["id"] for p in record["players"]]
    for one, other in combinations(ids, 2):
        assert met[(one, other)] + met[(other, one)] == 2  # every pairing met twice
    assert byes == Counter({p: 2 for p in ids})
    assert recompute(record) == record["standings"]
    assert all(s["games"] == 8 for s in record["standings"])
    # the organizer's entries (Rita against Gaston) are kept as theirs
    organizer = [t for r in record["rounds"] for t in r["tables"] if t["corrected_by"] == ADMIN]
    assert len(organizer) == 2
    # each player's line of the night in /stats
    await hall.private("/stats", ANN)
    stats = hall.told(ANN)[-1]
    mine = next(s for s in record["standings"] if s["players"] == ["p1"])
    assert "Soirées de club à la salle" in stats
    place = "1re place" if mine["rank"] == 1 else f"{mine['rank']}e place"
    points = f"{mine['points']:,}".replace(",", " ")
    assert f"{place} sur 5 — {points} points" in stats
    # a second night can open now, not before
    await hall.say("/soiree fadoq")
    assert (await db.nights.open_night(GROUP)) is not None


async def test_only_one_night_open_and_a_member_cannot_run_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    await hall.say("/night 121 98", ANN)
    await hall.open("acc")
    await hall.say("/night close")
    await hall.say("/night 121 98")  # a score, but no night is open
    assert hall.group()[-1] == "No night is open. Open one first, for example: /night fadoq"
    await hall.say("/night close")  # closed already: not « open one first »
    assert hall.group()[-1] == (
        "The last night is closed already: /night standings shows its final standings. To open"
        " another: /night acc"
    )
    await hall.say("/night 7 61")  # seven rounds of 61
    night = await db.nights.open_night(GROUP)
    assert night is not None and (night.games, night.target, night.format) == (7, 61, "custom")
    await hall.say("/night fadoq")
    assert "A night is open" in hall.group()[-1]
    assert [n.id for n in await db.nights.list_nights()][-1] == night.id
    assert len([n for n in await db.nights.list_nights() if n.is_open]) == 1
    await hall.say("/night round", ANN)
    assert "Only the group's administrators run the night" in hall.group()[-1]
    await hall.say("/night close", ANN)
    assert (await db.nights.get_night(night.id)) is not None
    assert (await db.nights.open_night(GROUP)) is not None
    await hall.say("/night add <i>Zoé</i> & Co")
    assert hall.group()[-1] == "<i>Zoé</i> & Co is on the list."
    for n in range(2, 33):
        await hall.say(f"/night add Player {n}")
    await hall.say("/night add One Too Many")
    assert hall.group()[-1] == "The list is full: 32 players at most."
    assert len(await db.nights.night_players(night.id)) == 32
    await hall.say("/night wibble")
    await hall.say("/night help", ANN)  # a member: what a player does, not the organizer's
    assert "/night add Rita Cormier" not in hall.group()[-1]
    assert "/night help, typed by one of them in the club's group" in hall.group()[-1]
    await hall.say("/night help")
    assert "/night add Rita Cormier" in hall.group()[-1]


async def test_fadoq_doubles_with_a_late_team(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq doubles")
    assert "équipes" in hall.group()[-1].lower() or "double" in hall.group()[-1].lower()
    # a team has the bye, not « un joueur »
    assert "Être exempt compte comme une partie gagnée 121 à 0." in hall.group()[-1]
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    await hall.say("/soiree ajouter Rita Cormier")
    await hall.say("/soiree ronde")
    assert "ajoutez un partenaire (/soiree ajouter Gaston Roy)" in hall.group()[-1]  # odd: waits
    await hall.say("/soiree ajouter Gaston Roy")
    await hall.say("/soiree retard 7")  # Rita's team (7 and 8) is late
    assert "en retard, la prochaine partie est perdue par défaut" in hall.group()[-1]
    await hall.say("/soiree ronde")
    posted = hall.group()[-1]  # four players at a table: not « un des deux joueurs »
    assert "un des quatre joueurs inscrit le pointage, celui de son équipe" in posted, posted
    assert "Un joueur de l'autre équipe confirme avec le bouton." in posted, posted
    first = [t for t in await hall.tables(night) if t.round == 1]
    assert len(first) == 2 and all(len(t.a) == 2 and t.b is not None for t in first)
    late = next(t for t in first if "p7" in (*t.a, *(t.b or ())))
    assert late.confirmed and late.entered_by == ADMIN
    assert late.score == ((0, 121) if "p7" in late.a else (121, 0))
    posted = hall.group()[-1]
    assert posted.startswith("Ronde 1 sur 6")
    assert "Rita Cormier et Gaston Roy en retard, partie perdue par défaut" in posted
    rng = random.Random(3)
    await play_round(hall, night, 1, rng)
    for round_ in range(2, 7):
        await hall.say("/soiree ronde")
        later = [t for t in await hall.tables(night) if t.round == round_]
        assert not any(t.confirmed for t in later)  # only the first game is lost
        await play_round(hall, night, round_, rng)
    (record,) = await night_records(db)
    assert record["closed"] and record["doubles"] and record["games"] == 6
    assert recompute(record) == record["standings"]
    assert all(len(s["players"]) == 2 for s in record["standings"])
    assert all(s["game_points"] is None and s["spread"] is None for s in record["standings"])
    text = hall.group()[-1]
    assert "Rita Cormier et Gaston Roy" in text


async def test_acc_night_skunk_and_spread(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("1 acc")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/night round")
    tables = await hall.tables(night)
    by_user = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    t1, t2 = tables
    a1, b1 = by_user[t1.a[0]], by_user[t1.b[0] if t1.b else ""]
    a2, b2 = by_user[t2.a[0]], by_user[t2.b[0] if t2.b else ""]
    assert None not in (a1, b1, a2, b2)
    await hall.say("/night 121 90", a1)  # a skunk: under 91
    await hall.press_confirm(await hall.table(night, 1, 1), b1)  # type: ignore[arg-type]
    await hall.say("/night 121 100", a2)
    await hall.press_confirm(await hall.table(night, 1, 2), b2)  # type: ignore[arg-type]
    (record,) = await night_records(db)
    assert record["closed"]
    rows = record["standings"]
    assert [(r["rank"], r["game_points"], r["spread"]) for r in rows] == [
        (1, 3, 31),
        (2, 2, 21),
        (3, 0, -21),
        (4, 0, -31),
    ]
    assert recompute(record) == rows
    final = hall.group()[-1]
    assert "3 game points" in final and "spread +31" in final and "spread \u221221" in final
    assert "2 for a win and 3 for a skunk" in final and "spread" in final


async def test_a_disagreement_and_refused_presses(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("acc")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    t = await hall.table(night, 1, 1)
    by_user = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    writer, opponent = by_user[t.a[0]], by_user[(t.b or ("",))[0]]
    assert writer is not None and opponent is not None
    outsider = next(u for u in (ANN, BEN, CAT, DAN) if u not in (writer, opponent))
    await hall.say("/soiree 121 200", writer)
    assert "121 exactement" in hall.group()[-1]
    await hall.say("/soiree 121 98", EVE)  # not a player of the night
    assert "ne jouez pas" in hall.group()[-1]
    await hall.say("/soiree 121 98", writer)
    t = await hall.table(night, 1, 1)
    refused = await hall.press_confirm(t, writer)
    assert "vous-même" in answers(refused)[0] or "adversaire" in answers(refused)[0]
    refused = await hall.press_confirm(t, outsider)
    assert "Seuls les joueurs" in answers(refused)[0]
    refused = await hall.press_confirm(t, EVE)
    assert "Seuls les joueurs" in answers(refused)[0]
    assert not (await hall.table(night, 1, 1)).confirmed
    await hall.press_confirm(t, opponent, yes=False)
    t = await hall.table(night, 1, 1)
    assert t.disputed and not t.confirmed
    assert "les joueurs ne sont pas d'accord" in hall.told(ADMIN)[-1]  # the organizer, told
    assert "les joueurs ne sont pas d'accord" in hall.group()[-1]
    # a member cannot settle it with the organizer's button
    assert t.message_id is not None
    keep = f"nk:{night.id}:1:1:121:98"
    refused = await hall.driver.press(keep, t.message_id, user_id=outsider, chat_id=GROUP)
    assert "organisateur" in answers(refused)[0]
    await hall.say("/soiree corriger 1 1 121 95")
    t = await hall.table(night, 1, 1)
    assert t.confirmed and t.score == (121, 95)
    assert (t.entered_by, t.corrected_by) == (writer, ADMIN)
    assert "fixé par l'organisateur" in hall.group()[-1] or "organisateur" in hall.group()[-1]
    # the old buttons no longer count
    again = await hall.press_confirm(t, opponent)
    assert "déjà confirmé" in answers(again)[0]


async def test_a_restart_in_the_middle_of_a_round(tmp_path: Path) -> None:
    config = Config(token=None, db_path=tmp_path / "data" / "muggins.sqlite3", default_lang="fr")
    api = LocalBotApi()
    app = build_app(config, request=api, rng=random.Random(1))
    async with running(app):
        hall = Hall(Driver(app, api), api, "fr")
        night = await hall.open("acc")
        for user in (ANN, BEN, CAT):
            await hall.join(night, user)
        await hall.say("/soiree ronde")
        t = next(t for t in await hall.tables(night) if t.b is not None)
        users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
        writer, opponent = users[t.a[0]], users[(t.b or ("",))[0]]
        await hall.say("/soiree 121 77", writer)  # type: ignore[arg-type]
    second = LocalBotApi()
    second._last_message_id = dict(api._last_message_id)  # the same chats, seen anew
    second._messages = api._messages
    app = build_app(config, request=second, rng=random.Random(2))
    async with running(app):
        hall = Hall(Driver(app, second), second, "fr")
        written = await hall.table(night, t.round, t.table)
        assert written.score == (121, 77) and not written.confirmed
        await hall.press_confirm(written, opponent)  # type: ignore[arg-type]
        state = await hall.table(night, t.round, t.table)
        assert state.confirmed
        (record,) = await night_records(hall.db)
        assert record["standings"][0]["game_points"] == 3  # 77: a skunk
        await hall.say("/soiree")
        assert "Classement" in hall.group()[-1]


async def test_the_scorecards_pdf(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    pdfium = pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.say("/soiree ajouter Rita Cormier")
    await hall.say("/soiree ajouter Gaston Roy")
    await hall.say("/soiree ronde")
    calls = await hall.say("/soiree feuilles")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    pdf = sent.params["document"]
    assert isinstance(pdf, bytes) and pdf.startswith(b"%PDF")
    document = pdfium.PdfDocument(pdf)
    assert len(document) >= 2
    page = document[0]
    width, height = page.get_size()
    assert (round(width), round(height)) == (595, 842)  # A4, in points
    image = page.render(scale=1).to_pil().convert("L")
    assert abs(image.size[0] - 595) <= 1 and abs(image.size[1] - 842) <= 1
    inked = sum(image.histogram()[:128])
    assert inked > 2000  # words drawn on the page, not a blank one
    text = page.get_textpage().get_text_range()
    tables = [t for t in await hall.tables(night) if t.round == 1]
    players = {p.id: p.name for p in await db.nights.night_players(night.id)}
    for t in tables:
        if t.b is None:
            assert f"Exempt : {players[t.a[0]]}" in text.replace("\u00a0", " ")
            continue
        line = f"Table {t.table} : {players[t.a[0]]} contre {players[t.b[0]]}"
        assert line in text.replace("\u00a0", " ").replace("\r", "")
    card = document[1].get_textpage().get_text_range()
    assert "Ronde 1 — Table 1" in card and "Initiales" in card
    # no game ended yet: no standings page, as the group says (night19; it asserted one)
    last_page = document[len(document) - 1].get_textpage().get_text_range()
    assert "Classement" not in last_page
    await play_round(hall, night, 1, random.Random(4))
    calls = await hall.say("/soiree feuilles")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    scored = pdfium.PdfDocument(sent.params["document"])
    assert "Classement à ce moment-ci" in scored[len(scored) - 1].get_textpage().get_text_range()
    # after the close: the same sheets end with the final standings
    await hall.close()
    calls = await hall.say("/soiree feuilles")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    closed = pdfium.PdfDocument(sent.params["document"])
    last = closed[len(closed) - 1].get_textpage().get_text_range()
    assert last.startswith("Classement final") and "Ann Leblanc" in last


async def test_typed_scores_swap_absence_and_the_organizers_button(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("3 acc")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/night round")
    before = [t.model for t in await hall.tables(night)]
    await hall.say("/night swap 1 3")
    after = [t.model for t in await hall.tables(night)]
    swapped = {("p1",): ("p3",), ("p3",): ("p1",)}
    assert [(swapped.get(t.a, t.a), swapped.get(t.b, t.b)) for t in before] == [
        (t.a, t.b) for t in after
    ]
    assert "Round 1 of 3" in hall.group()[-1]  # posted again as it now stands
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    t1, t2 = await hall.tables(night)
    assert t1.b is not None and t2.b is not None
    # typed without the command: in private, and in the group
    writer = users[t1.a[0]]
    assert writer is not None
    await hall.private("121 98", writer)
    told = hall.told(writer)[-1]
    assert told == "Written. Now your opponent confirms it with the button, in the group.", told
    written = await hall.table(night, 1, 1)
    assert written.score == (121, 98) and written.entered_by == writer
    await hall.press_confirm(written, users[t1.b[0]])  # type: ignore[arg-type]
    second = users[t2.b[0]]
    assert second is not None
    await hall.say("80 - 121", second)  # their own score first: they lost
    written = await hall.table(night, 1, 2)
    assert written.score == (121, 80) and written.entered_by == second
    await hall.press_confirm(written, users[t2.a[0]], yes=False)  # type: ignore[arg-type]
    disputed = await hall.table(night, 1, 2)
    assert disputed.disputed and disputed.message_id is not None
    await hall.driver.press(
        f"nk:{night.id}:1:2:121:80", disputed.message_id, user_id=ADMIN, chat_id=GROUP
    )
    kept = await hall.table(night, 1, 2)
    assert kept.confirmed and kept.score == (121, 80) and kept.corrected_by == ADMIN
    assert "Standings after 1 round" in hall.group()[-1]
    # chatter is left alone
    calls = await hall.say("see you at 7", ANN)
    assert not [c for c in calls if c.method == "sendMessage"]
    # an absent player is left out; their opponent has the bye; back again later
    await hall.say("/night absent 4")
    await hall.say("/night round")
    second_round = [t for t in await hall.tables(night) if t.round == 2]
    seated = [p for t in second_round for side in (t.a, t.b) if side for p in side]
    assert "p4" not in seated and sum(1 for t in second_round if t.b is None) == 1
    await hall.say("/night present 4")
    await hall.say("/night round")
    third = [t for t in await hall.tables(night) if t.round == 3]
    assert "p4" in [p for t in third for side in (t.a, t.b) if side for p in side]
    # marked late during the round: the game under way is lost by default, by the organizer
    await hall.say("/night late Ben")
    assert "Ben Roy: late, the game under way is lost by default" in hall.group()[-1]
    lost = next(t for t in await hall.tables(night) if t.round == 3 and "p2" in (*t.a, *t.b))
    assert lost.confirmed and lost.corrected_by == ADMIN
    assert lost.score == ((0, 121) if "p2" in lost.a else (121, 0))
    await hall.say("/night round")
    assert "Every round is drawn" in hall.group()[-1]


async def test_a_player_who_forgets_leaves_the_night_playable(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/forget erases the player's row (their name with it); their seat stays, unnamed."""
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("2 acc")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/night round")
    assert await db.clubs.forget_player(ANN) > 0
    assert [p.id for p in await db.nights.night_players(night.id)] == ["p2", "p3", "p4"]
    await hall.say("/night")
    shown = hall.group()[-1]
    assert "Ann Leblanc" not in shown and "Round 1 of 2" in shown
    assert "?" not in shown and "a former player against" in shown  # her seat, named plainly
    await hall.say("/night round")
    assert "Round 2 of 2" in hall.group()[-1]
    await hall.say("/night sheets")
    (record,) = await night_records(db)
    assert any("p1" in t["a"] + (t["b"] or []) for r in record["rounds"] for t in r["tables"])


async def test_a_score_by_buttons(bot_driver: Driver, local_api: LocalBotApi, db: Database) -> None:
    """Under the private notice: « I won » or « I lost », the loser's tens, then units."""
    hall = Hall(bot_driver, local_api, "fr")
    night, loser, winner = await hall.one_table("1 acc 61")
    notice = local_api.last_message(loser)
    assert notice is not None and plain(notice["text"]).startswith("Ronde 1 — table 1, contre")
    buttons = [str(b["callback_data"]) for b in inline_buttons(notice)]
    assert buttons == [f"nw:{night.id}:1:1:w", f"nw:{night.id}:1:1:l"]
    await hall.driver.press_button(notice, 2, user_id=loser, language_code="fr")
    step = local_api.last_message(loser)
    assert step is not None and "Vous avez perdu" in plain(step["text"])
    tens = [str(b["text"]) for b in inline_buttons(step)]
    assert tens == ["0…", "10…", "20…", "30…", "40…", "50…", "60…"]  # a game of 61
    await hall.driver.press_button(step, 5, user_id=loser, language_code="fr")  # 40…
    step = local_api.last_message(loser)
    assert step is not None
    assert [str(b["text"]) for b in inline_buttons(step)] == [str(40 + u) for u in range(10)]
    await hall.driver.press_button(step, 8, user_id=loser, language_code="fr")  # 47
    edited = local_api.message(loser, int(step["message_id"]))
    assert edited is not None and plain(edited["text"]) == "Votre pointage : 47 à 61."
    assert "inline_keyboard" not in str(edited.get("reply_markup", ""))
    told = hall.told(loser)[-1]
    assert told.startswith("C'est inscrit. Votre adversaire doit maintenant le confirmer"), told
    assert told.endswith("avec le bouton, dans le groupe."), told
    written = await hall.table(night, 1, 1)
    assert written.score == (47, 61) and written.entered_by == loser and not written.confirmed
    # the opponent cannot use the loser's buttons to write for them
    refused = await hall.driver.press(
        f"nw:{night.id}:1:1:w:4:7", step["message_id"], user_id=EVE, chat_id=EVE
    )
    assert "ne jouez pas" in hall.told(EVE)[-1] and answers(refused) == [""]
    await hall.press_confirm(written, winner)
    (record,) = await night_records(db)
    assert record["closed"] and record["standings"][0]["game_points"] == 2  # 47 of 61: no skunk


async def test_the_night_alone_shows_it_as_it_stands(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """/night alone in the group: how to run one before any; before the first round its
    players, under the ✅; then the standings and the round under way, without it."""
    hall = Hall(bot_driver, local_api, "en")
    local_api.member_status[(GROUP, ADMIN)] = "administrator"  # the organizer's help: theirs
    await hall.say(hall.cmd)
    assert "/night round" in hall.group()[-1] and "/night 121 98" in hall.group()[-1]
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(hall.cmd)
    shown = local_api.last_message(GROUP)
    assert shown is not None and "Ann Leblanc" in hall.group()[-1]
    assert [b["callback_data"] for b in inline_buttons(shown)] == [f"nj:{night.id}"]
    await hall.say(f"{hall.cmd} round")
    await hall.say(hall.cmd)
    shown = local_api.last_message(GROUP)
    assert shown is not None and not inline_buttons(shown)
    assert "Round 1" in hall.group()[-1] and "Ann Leblanc" in hall.group()[-1]


async def test_the_night_link_in_private(bot_driver: Driver, local_api: LocalBotApi) -> None:
    """/start ns<id> (the ✅'s link): a member not on the list is sent to the ✅ in the group,
    one on it gets the night's title; once the night is closed, it says so."""
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("fadoq")
    await hall.private(f"/start ns{night.id}", CAT)
    assert "Press ✅ under the night" in hall.told(CAT)[-1]
    await hall.join(night, CAT)
    await hall.private(f"/start ns{night.id}", CAT)
    assert "You are on the list" in hall.told(CAT)[-1] and "FADOQ" in hall.told(CAT)[-1]
    await hall.close()
    await hall.private(f"/start ns{night.id}", CAT)
    assert hall.told(CAT)[-1] == "This night is over."


async def test_before_any_score_no_medals_and_a_close_without_winners(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/soiree during the first round shows the tables, not four 🥇 at 0 points; a swap says
    the round is posted as it now is (not « telle quelle », unchanged); a night closed before
    any score says there are no standings instead of congratulating everyone."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    await hall.say("/soiree")
    shown = hall.group()[-1]
    assert shown.startswith("Ronde 1 sur 2") and "🥇" not in shown and "Classement" not in shown
    await hall.say("/soiree echanger 1 2")
    said = hall.group()[-2]
    assert said == "Fait : voici la ronde, telle qu'elle est maintenant."
    await hall.close()
    closed = hall.group()[-1]
    expected = (
        "La soirée est finie. Aucun pointage n'a été confirmé : il n'y a donc pas de classement."
    )
    assert closed == expected
    await hall.say("/soiree")
    assert hall.group()[-1] == expected
    assert night.id and not (await db.nights.get_night(night.id)).is_open  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("en", "/night fix 1 1 121 80", "I do not understand “fix”."),
        ("fr", "/soiree corige 1 1 121 80", "Je ne comprends pas « corige »."),
        ("en", "/night wibble", "I do not understand “wibble”."),
    ],
)
async def test_an_unknown_order_during_a_night_is_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str, said: str
) -> None:
    """A word the organizer mistypes while a night is open is named, then the orders in one
    line (not the ten lines of the organizer's help again); a night asked for again still
    says one is open."""
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("2 acc")
    await hall.say(typed)
    (reply,) = hall.group()[-1:]
    named, orders = reply.split("\n")
    assert named == said
    assert ("corriger" if lang == "fr" else "correct") in orders
    assert f"{hall.cmd} {'aide' if lang == 'fr' else 'help'}." in orders
    assert "is open" not in reply and "est ouverte" not in reply
    await hall.say(f"{hall.cmd} fadoq")
    assert ("A night is open" if lang == "en" else "Une soirée est ouverte") in hall.group()[-1]


@pytest.mark.parametrize(
    ("lang", "typed", "said", "example"),
    [
        (
            "fr",
            "/soiree fadoqq",
            "Je ne comprends pas « fadoqq ».",
            "Par exemple : /soiree fadoq. Toutes les commandes de l'organisateur : /soiree aide.",
        ),
        (
            "en",
            "/night 99",
            "A night has 1 to 24 rounds.",
            "For example: /night fadoq. All the organizer's commands: /night help.",
        ),
    ],
)
async def test_words_that_open_no_night_get_one_example_not_the_whole_help(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str, example: str
) -> None:
    """« /soiree fadoqq » answered the word not understood, then the organizer's ten lines of
    help each time: now one example that opens a night, and where the rest is."""
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("fadoq")
    await hall.say(f"{hall.cmd} {'fermer' if lang == 'fr' else 'close'}")
    await hall.say(typed)
    assert hall.group()[-1] == f"{said}\n{example}"


async def test_a_name_already_on_the_list_is_not_added_twice(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The organizer adds « Ann Leblanc », who already pressed ✅ (or adds a name twice): the
    list keeps one, and says her number and how to add a namesake; « Anne Roy » is added."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("3 fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say("/soiree ajouter ann  LEBLANC")
    assert hall.group()[-1] == (
        "Ann Leblanc est déjà sur la liste (numéro 1). Pour un autre joueur du même nom,"
        " ajoutez une initiale : /soiree ajouter Ann Leblanc B"
    )
    await hall.say("/soiree ajouter Anne Roy")
    await hall.say("/soiree ajouter Anne Roy B")
    players = await db.nights.night_players(night.id)
    assert [p.name for p in players] == ["Ann Leblanc", "Ben Roy", "Anne Roy", "Anne Roy B"]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_typed_by_the_organizer_who_presses_join_is_one_entry(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """The organizer typed « ben roy » (and « Éve Hache », accented by mistake) at the hall;
    Ben and Eve then press ✅: each is linked to the typed entry (one entry, the organizer's
    spelling and number kept), so their table reaches them in private. A member whose name
    was not typed is added as before."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("2 fadoq")
    await hall.say(f"{hall.cmd} {'ajouter' if lang == 'fr' else 'add'} ben roy")
    await hall.say(f"{hall.cmd} {'ajouter' if lang == 'fr' else 'add'} Éve Hache")
    for user in (BEN, EVE, ANN):
        calls = await hall.join(night, user)
        assert [c.params.get("url") for c in calls if c.method == "answerCallbackQuery"] == [
            f"https://t.me/muggins_bot?start=ns{night.id}"
        ]
    players = await db.nights.night_players(night.id)
    assert [(p.number, p.name, p.user_id) for p in players] == [
        (1, "ben roy", BEN),
        (2, "Éve Hache", EVE),
        (3, "Ann Leblanc", ANN),
    ]
    again = answers(await hall.join(night, BEN))
    assert again == [
        "Vous êtes déjà sur la liste." if lang == "fr" else "You are on the list already."
    ]
    await hall.private(f"/start ns{night.id}", BEN)  # the ✅'s link: Ben is on the list
    linked = hall.told(BEN)[-1]
    assert ("sur la liste" if lang == "fr" else "on the list") in linked, linked


async def test_a_swap_refused_says_why(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/soiree echanger with the same player twice asks for two; with a player absent from
    the round, says so (not « un pointage est déjà inscrit à leur table »)."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("3 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    await hall.say("/soiree echanger 1 1")
    assert hall.group()[-1] == "Dites les deux joueurs par leur numéro : /soiree echanger 2 5"
    await hall.say("/soiree absent 3")
    await hall.say("/soiree ronde")
    before = [t.model for t in await hall.tables(night)]
    await hall.say("/soiree echanger 1 3")
    assert hall.group()[-1] == "Cat Poirier ne joue pas à cette ronde : il n'y a rien à échanger."
    assert [t.model for t in await hall.tables(night)] == before


async def test_a_score_written_with_a_dash_after_the_command(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /soiree 121-98 » (and the other forms read when typed alone, « 98 à 121 ») is the
    player's score, not « Seuls les administrateurs du groupe mènent la soirée »."""
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, _ = await hall.one_table("1 fadoq")
    await hall.say("/soiree 121-98", writer)
    assert "a inscrit le pointage" in hall.group()[-1]
    written = await hall.table(night, 1, 1)
    assert written.score == (121, 98) and written.entered_by == writer
    await hall.private("/soiree 98 à 121", writer)  # rewritten in private, their own first
    assert (await hall.table(night, 1, 1)).score == (98, 121)


async def test_the_standings_during_a_round_name_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/soiree while the first round is played, one table scored: « Classement pendant la
    ronde 1 », not « Classement après 0 ronde » over a game of that round."""
    hall = Hall(bot_driver, local_api, "fr")
    await hall.open("fadoq")
    for name in ("Rita Cormier", "Gaston Roy", "Lise Roy", "Paul Cyr"):
        await hall.say(f"/soiree ajouter {name}")
    await hall.say("/soiree ronde")
    await hall.say("/soiree corriger 1 121 95")
    await hall.say("/soiree")
    shown = hall.group()[-1]
    assert shown.startswith("🃏 Classement pendant la ronde 1\n") and "après 0" not in shown
    assert "Ronde 1 sur 6" in shown
    await hall.say("/soiree corriger 2 121 80")  # the round complete: « après 1 ronde »
    assert hall.group()[-1].startswith("🃏 Classement après 1 ronde\n")


async def test_no_medal_for_players_who_have_not_played_yet(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """One table of six scored: its two players have 🥇 and 🥈; the four who have not sat
    down yet are « 3. », not four 🥉 at 0 points with « Égalité parmi les trois premiers »;
    at the close, the winners announced are those who played."""
    hall = Hall(bot_driver, local_api, "fr")
    await hall.open("fadoq")
    for name in ("Rita Cormier", "Gaston Roy", "Lise Roy", "Paul Cyr", "Jean Roy", "Ève Cyr"):
        await hall.say(f"/soiree ajouter {name}")
    await hall.say("/soiree ronde")
    await hall.say("/soiree corriger 1 121 95")
    await hall.say("/soiree")
    shown = hall.group()[-1]
    assert [line.split()[0] for line in shown.splitlines()[1:7]] == [
        "🥇",
        "🥈",
        "3.",
        "3.",
        "3.",
        "3.",
    ]
    assert "🥉" not in shown and "Égalité" not in shown
    await hall.close()
    closed = hall.group()[-1]
    winners = closed.split("\n\n")[0].splitlines()[1:]
    assert len(winners) == 2 and "🥉" not in closed


async def test_a_score_typed_in_english_words(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« 121 to 98 » typed in the group by an English player is their score, as « 121 à 98 »
    is in French (the bot said nothing)."""
    hall = Hall(bot_driver, local_api, "en")
    night, writer, _ = await hall.one_table("1 fadoq")
    await hall.say("121 to 98", writer)
    assert "wrote the score" in hall.group()[-1]
    assert (await hall.table(night, 1, 1)).score == (121, 98)


async def test_a_score_said_in_a_sentence_is_written(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« J'ai gagné 121 à 100 » typed in the group by a player whose game waits for its score
    is their score (the bot said nothing); chatter with numbers stays chatter."""
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, _ = await hall.one_table("1 fadoq")
    before = len(hall.group())
    calls = await hall.say("On commence à 7 h 30, table 2, 3 joueurs", writer)
    assert not [c for c in calls if c.method == "sendMessage"] and len(hall.group()) == before
    await hall.say("J'ai gagné 121 à 100!", writer)
    assert "a inscrit le pointage" in hall.group()[-1]
    assert (await hall.table(night, 1, 1)).score == (121, 100)


async def test_the_close_names_the_scores_never_confirmed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A score written, waiting for the organizer's ✅ when they close the night: the close
    says it is not counted (it was dropped without a word); alone, the close no longer says
    « Aucun pointage n'a été inscrit »."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("1 fadoq")
    await hall.join(night, ANN)
    await hall.say("/soiree ajouter Rita Cormier")
    await hall.say("/soiree ronde")
    await hall.say("121 à 98", ANN)
    await hall.close()
    closed = hall.group()[-1].splitlines()
    assert closed[0] == (
        "La soirée est finie. Aucun pointage n'a été confirmé : il n'y a donc pas de classement."
    )
    assert closed[-2:] == [
        "Pas compté, parce que jamais confirmé :",
        "Ronde 1, table 1 : Ann Leblanc 121, Rita Cormier 98",
    ]


async def test_a_late_player_is_told_their_game_is_lost_by_default(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marked late before the round: in private, the late player and their opponent read
    that the game is lost (won) by default, not only « Ronde 1 — table 1, contre … » as if
    it were to be played."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree retard 1")
    await hall.say("/soiree ronde")
    lost = next(t for t in await hall.tables(night) if "p1" in (*t.a, *(t.b or ())))
    assert lost.confirmed and lost.b is not None
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    opponent = users[(lost.b if lost.a == ("p1",) else lost.a)[0]]
    assert opponent is not None
    assert hall.told(ANN)[-1].endswith(
        "\nVous êtes en retard : cette partie est perdue par défaut."
    )
    assert hall.told(opponent)[-1].endswith(
        "\nVotre adversaire est en retard : vous gagnez cette partie par défaut."
    )
    other = next(u for u in (ANN, BEN, CAT, DAN) if u not in (ANN, opponent))
    assert "\n" not in hall.told(other)[-1]


async def test_a_night_of_61_shows_a_score_of_61(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """In games of 61, the round says how to write the score with « /soiree 61 38 », not
    « /soiree 121 98 », which would be refused."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("1 acc 61")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    posted = hall.group()[-1]
    assert "le sien d'abord : /soiree 61 38." in posted and "121" not in posted


async def test_a_wrong_score_in_a_night_of_61_is_explained_with_61(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« 61 à 70 » in games of 61: the example given is « 61 38 », not « 61 98 »."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("1 acc 61")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    await hall.say("61 à 70", ANN)
    said = hall.group()[-1]
    assert said == (
        "Une partie finie a un pointage de 61 exactement et l'autre plus bas :"
        " par exemple 61 38, votre pointage d'abord."
    )


async def test_a_score_typed_again_once_confirmed_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« 121 à 98 » typed again by a player whose game is confirmed got silence; they are
    told no game of theirs waits for a score. Someone not playing is still left alone."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say("/soiree ronde")
    await hall.say("/soiree corriger 1 121 98")
    await hall.say("121 à 98", ANN)
    assert hall.group()[-1] == "Vous n'avez pas de partie qui attend son pointage."
    before = len(hall.group())
    await hall.say("121 à 98", CAT)
    await hall.say("7 8", ANN)  # two numbers, no score of 121: perhaps cards of a game
    assert len(hall.group()) == before


async def test_old_score_keys_once_the_score_is_confirmed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The score typed in the group and confirmed, the private keys left half pressed: a
    press there said « Votre pointage : 121 à 95. » then « Ce pointage est déjà confirmé. »;
    the keys now say it is confirmed already, and nothing changes (the notice keeps its round
    and table, said on the line above)."""
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, other = await hall.one_table("2 fadoq")
    notice = local_api.last_message(writer)
    assert notice is not None
    await hall.driver.press_button(notice, 1, user_id=writer, language_code="fr")  # I won
    await hall.say("121 à 98", writer)
    await hall.press_confirm(await hall.table(night, 1, 1), other)
    head = f"nw:{night.id}:1:1:w"
    await hall.driver.press(
        f"{head}:9:5", int(notice["message_id"]), user_id=writer, language_code="fr"
    )
    edited = local_api.message(writer, int(notice["message_id"]))
    assert edited is not None and plain(edited["text"]) == (
        f"Ronde 1 — table 1, contre {NAMES[other]}\nCe pointage est déjà confirmé."
    )
    assert "Votre pointage" not in " ".join(hall.told(writer))
    assert (await hall.table(night, 1, 1)).score == (121, 98)


async def test_a_member_in_a_night_of_61_is_shown_a_score_of_61(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A member (not an administrator) typing an organizer's order during a night of 61 was
    told « Pour inscrire votre pointage : /soiree 121 98 », which is refused there."""
    hall = Hall(bot_driver, local_api, "fr")
    await hall.open("1 acc 61")
    await hall.say("/soiree ronde", ANN)
    assert hall.group()[-1] == (
        "Seuls les administrateurs du groupe mènent la soirée.\n"
        "Pour inscrire votre pointage : /soiree 61 38, le vôtre d'abord."
    )


async def test_a_player_marked_late_during_the_round_is_posted_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """`retard` during the round: the group reads the late note (the game lost by default),
    then the standings of the round complete; not also « pointage fixé par l'organisateur »
    saying the same game again (a group gets 20 messages a minute)."""
    hall = Hall(bot_driver, local_api, "fr")
    night, first, _ = await hall.one_table("2 fadoq")
    seen = len(hall.group())
    await hall.say("/soiree retard 1")
    late, standings = hall.group(seen)
    assert late == "Ann Leblanc : en retard, la partie en cours est perdue par défaut, 0 point."
    assert standings.startswith("🃏 Classement après 1 ronde")
    (lost,) = await hall.tables(night)
    assert lost.confirmed and lost.corrected_by == ADMIN
    assert lost.score == ((0, 121) if first == ANN else (121, 0))


@pytest.mark.parametrize("during", [False, True])
async def test_a_late_team_with_the_first_bye_loses_the_bye_not_its_next_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, during: bool
) -> None:
    """Three teams, the late one drawn the bye of round 1: that bye is its first game lost
    by default (0 to 121); in round 2 it is there and plays, its opponents do not win by
    default a game they did not play. Marked late `during` round 1 (it lost round 2 by
    default), the group reads it in one message."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    lost = "Ann Leblanc et Ben Roy en retard : partie perdue par défaut."  # night16: no bye
    if not during:
        await hall.say("/soiree retard 1")  # Ann and Ben, who have the bye of round 1
    await hall.say("/soiree ronde")
    posted = hall.group()[-1]
    assert ("Exempts : Ann Leblanc et Ben Roy" in posted) is during
    if during:
        seen = len(hall.group())
        await hall.say("/soiree retard 1")
        assert hall.group(seen) == [lost]
    else:
        assert lost in posted
        assert hall.told(BEN)[-1] == (
            "Ronde 1 — votre équipe est en retard : sa partie est perdue par défaut."
        )
    bye = next(t for t in await hall.tables(night) if t.b is None)
    assert (bye.score, bye.confirmed) == ((0, 121), True)
    await play_round(hall, night, 1, random.Random(3))
    ours = next(s for s in hall.group()[-1].splitlines() if "Ann Leblanc et Ben Roy —" in s)
    assert "0 point, 121 contre · 1 partie" in ours
    await hall.say("/soiree ronde")
    second = [t for t in await hall.tables(night) if t.round == 2]
    assert any("p1" in t.a + (t.b or ()) for t in second)
    assert not any(t.confirmed for t in second)  # nobody loses round 2 by default
    assert "en retard" not in hall.group()[-1]


@pytest.mark.parametrize("before", ["14", "1", ""])
async def test_two_late_players_drawn_together_both_lose_their_first_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, before: str
) -> None:
    """Ann (1) and Dan (4), drawn together in round 1, both marked late: neither lost (their
    table waited for a score) and both lost their next game by default, each opponent winning
    a game nobody played; and Dan marked late during the round after Ann lost that game for
    lateness (marked `before` the round or during it) lost his next one. Now both lose that
    first game by default (seed 002: « perdre la première partie par défaut », 0 point) and
    play round 2."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    for n in before:
        await hall.say(f"/soiree retard {n}")
    await hall.say("/soiree ronde")
    if before == "14":
        posted = hall.group()[-1]
        assert "Table 1 : Ann Leblanc contre Dan Cyr — Ann Leblanc 0, Dan Cyr 0" in posted
        assert "Table 1 : Ann Leblanc en retard, partie perdue par défaut." in posted
        assert "Table 1 : Dan Cyr en retard, partie perdue par défaut." in posted
        for user, other in ((ANN, "Dan Cyr"), (DAN, "Ann Leblanc")):
            assert hall.told(user)[-1] == (
                f"Ronde 1 — table 1, contre {other}"
                "\nVous êtes en retard : cette partie est perdue par défaut."
            )
    else:
        if not before:
            await hall.say("/soiree retard 1")
        assert (await hall.table(night, 1, 1)).score == (0, 121)  # Ann lost to Dan
        seen = len(hall.group())
        await hall.say("/soiree retard 4")
        assert hall.group(seen) == [
            "Dan Cyr : en retard, la partie en cours est perdue par défaut, 0 point."
        ]
    first = await hall.table(night, 1, 1)
    assert first.confirmed and first.score == (0, 0)
    await play_round(hall, night, 1, random.Random(3))
    standings = hall.group()[-1]
    assert "Ann Leblanc — 0 point, 121 contre · 1 partie" in standings
    assert "Dan Cyr — 0 point, 121 contre · 1 partie" in standings
    await hall.say("/soiree ronde")
    assert "en retard" not in hall.group()[-1]
    assert not [t for t in await hall.tables(night) if t.round == 2 and t.confirmed]


async def test_two_absent_players_drawn_together_get_no_bye(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Ann and Dan absent, drawn against each other: Dan had the bye, a game won 121 to 0
    by a player who was not there; now neither is in the round."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say("/soiree absent 1")
    await hall.say("/soiree absent 4")
    await hall.say("/soiree ronde")
    posted = hall.group()[-1]
    assert "Table 1 : Ben Roy contre Cat Poirier" in posted
    assert "Exempt" not in posted and "Dan Cyr contre" not in posted
    assert "Absences à cette ronde : Ann Leblanc et Dan Cyr" in posted  # at no table
    (only,) = await hall.tables(night)
    assert {only.a, only.b} == {("p2",), ("p3",)}


async def test_a_round_with_an_absent_player_and_an_odd_one_out_is_drawn(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Five players, Ben absent: his opponent and the odd one out both had the bye, which
    the night's record cannot hold: « Désolé, une erreur… » at every /soiree ronde, the
    night stuck; now those two play each other."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.say("/soiree absent 2")
    await hall.say("/soiree ronde")
    posted = hall.group()[-1]
    assert posted.startswith("Ronde 1 sur 6\nTable 1 : Cat Poirier contre Dan Cyr\n")
    assert "Table 2 : Eve Hache contre Ann Leblanc" in posted and "Exempt" not in posted
    assert len(await hall.tables(night)) == 2
