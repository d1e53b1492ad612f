"""The registry (`bot.tg.handlers.registry`): /help, the command menus, the handlers, the
button prefixes and the question kinds all come from its one table, and agree with it."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bot.drills import command_table
from bot.drills.questions_kinds import Keys, Tally
from bot.i18n import I18n
from bot.tg.context import App
from bot.tg.handlers import registry
from bot.tg.handlers.registry import command_menu
from bot.tg.local import Driver, LocalBotApi, texts
from bot.views import commands as words
from bot.views import guide as guide_view

COMMANDS = registry.commands_table()
GROUP = -100_800
LANGS = ["en", "fr"]


def names_in(text: str) -> set[str]:
    return set(re.findall(r"/([a-z_]+)", text))


async def test_help_lists_every_command_with_all_its_names(bot_driver: Driver) -> None:
    """Every name of every command is in the French or the English /help all."""
    shown: set[str] = set()
    for lang in LANGS:
        text = "\n".join(
            texts(await bot_driver.send("/help all", user_id=8_000, language_code=lang))
        )  # two messages
        shown |= names_in(text.split("\n\n")[0])
    for command in registry.all_commands():
        assert set(command.names) <= shown, (command.name, command.names)
    assert set(COMMANDS) | {n for names in COMMANDS.values() for n in names} <= shown


async def test_help_is_in_the_players_language(bot_driver: Driver) -> None:
    fr = "\n".join(
        texts(await bot_driver.send("/aide tout", user_id=8_001, language_code="fr"))
    )  # two messages
    en = "\n".join(
        texts(await bot_driver.send("/help all", user_id=8_002, language_code="en"))
    )  # two messages
    assert "/defi\u00a0: le défi du jour" in fr and "(ou /quotidien)" in fr
    assert "/daily: the daily challenge" in en
    assert "/discard" in en and "/pegging" in en and "/statistiques" in fr and "/partie" in fr
    assert "|" not in fr + en  # « /images oui|non »: a programmer's « or »
    assert "sondage" not in fr and "poll" not in en  # Telegram's word, not a player's
    # Each reader is told of the names of their language only (« (ou /daily) » was English).
    for name in ("daily", "hand", "pegging", "discard", "play", "help", "cancel"):
        assert not words.mentions(fr, name), name
    for name in ("defi", "quotidien", "main", "partie", "statistiques", "aide", "annuler"):
        assert not words.mentions(en, name), name


async def test_french_help_names_no_english_alias(bot_driver: Driver, local_app: App) -> None:
    """An English other name (`Command.en`) is in the French /aide tout only where a French
    line writes it itself."""
    tr = local_app.bot_data.i18n.translator("fr")
    fr = "\n".join(
        texts(await bot_driver.send("/aide tout", user_id=8_005, language_code="fr"))
    )  # two messages
    written = [line for c in registry.all_commands() for line in c.help(tr)]
    for command in registry.all_commands():
        for name in command.en:
            if not any(words.mentions(line, name) for line in written):
                assert not words.mentions(fr, name), name


@pytest.mark.parametrize("lang", LANGS)
async def test_every_help_line_names_other_names_one_way_from_the_registry(
    bot_driver: Driver, local_app: App, lang: str
) -> None:
    tr = local_app.bot_data.i18n.translator(lang)
    for command in registry.all_commands():
        written = " ".join(command.help(tr))
        # A command's own help lines name it once, in the reader's language; its other names
        # come only from the registry's note, never written by hand ("alias /x", "(ou /x)").
        assert len([n for n in command.names if words.mentions(written, n)]) <= 1, written
    text = "\n".join(
        texts(await bot_driver.send("/help all", user_id=8_003, language_code=lang))
    )  # two messages
    commands_part = text.split("\n\n")[0]
    notes = re.findall(r"\((\S+) /[a-z]", commands_part)
    assert notes and set(notes) == {"ou" if lang == "fr" else "also"}, notes
    assert "alias" not in commands_part


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_names_follow_the_line_that_names_the_command(local_app: App, lang: str) -> None:
    """A command helped by several lines (/resign: the group's /play first) gets its other
    names on the line that names it, not on a line about another command."""
    tr = local_app.bot_data.i18n.translator(lang)
    for command in registry.all_commands():
        lines = words.with_aliases(command.names, command.help(tr), tr)
        noted = [line for line in lines if re.search(r"\((also|ou) /", line)]
        if len(command.names) == 1 or not noted:
            continue
        (line,) = noted
        named = [n for n in command.names if words.mentions(line.split(" (")[0], n)]
        if any(words.mentions(text, n) for text in command.help(tr) for n in command.names):
            assert named, (command.name, line)
    resign = next(c for c in registry.all_commands() if c.name == "resign")
    (noted,) = [
        line for line in words.with_aliases(resign.names, resign.help(tr), tr) if "/resign" in line
    ]
    assert noted.startswith("/abandon" if lang == "fr" else "/resign"), noted


async def test_french_help_writes_french_names_and_words(bot_driver: Driver) -> None:
    fr = "\n".join(
        texts(await bot_driver.send("/aide tout", user_id=8_004, language_code="fr"))
    )  # two messages
    for line in (
        "/variante\u00a0:",
        "/images oui ou /images non\u00a0:",
        "(/rappel non)",
        "/classement masquer",
    ):
        assert line in fr, line
    assert "15:4 s:3 v:1" in fr and "r:3" not in fr and " on" not in fr
    assert "|" not in fr  # « oui|non » was a programmer's way of writing « oui ou non »
    assert "/jouer 61 expert" in fr and not words.mentions(fr, "play")
    # The short /aide too: « /stats : vos progrès » was the English name in a French line.
    (short,) = texts(await bot_driver.send("/aide", user_id=8_004, language_code="fr"))
    assert "/statistiques\u00a0: vos progrès" in short
    assert not words.mentions(short, "stats") and not words.mentions(fr, "stats")


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_menu_lines_say_the_same(local_app: App, lang: str) -> None:
    """The French menu once said « Compter une main » for /main and for /score alike."""
    menu = command_menu(local_app.bot_data.i18n.translator(lang))
    descriptions = Counter(c.description.split(":")[0].strip("\u00a0 ") for c in menu)
    assert [d for d, n in descriptions.items() if n > 1] == []


@pytest.mark.parametrize("lang", LANGS)
async def test_menus_and_registry_agree(local_app: App, local_api: LocalBotApi, lang: str) -> None:
    tr = local_app.bot_data.i18n.translator(lang)
    menu = command_menu(tr)
    commands = list(registry.all_commands())
    assert [c.command for c in menu] == [
        words.menu_name(c.names, c.help(tr), c.fr, tr) for c in commands
    ]
    assert all(c.command in command.names for c, command in zip(menu, commands, strict=True))
    assert [c.description for c in menu] == [c.menu(tr) for c in commands]
    sent = {call.params.get("language_code"): call for call in local_api.calls_to("setMyCommands")}
    assert [c["command"] for c in sent[lang].params["commands"]] == [c.command for c in menu]


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("fr", ["main", "jouer", "abandon", "soiree", "chances", "variante", "oublier", "aide"]),
        ("en", ["hand", "play", "resign", "night", "odds", "variant", "forget", "help"]),
    ],
)
def test_the_menu_shows_each_reader_the_names_of_their_language(
    lang: str, names: list[str]
) -> None:
    menu = [c.command for c in command_menu(I18n.load().translator(lang))]
    assert [n for n in names if n not in menu] == []


def test_every_name_is_a_valid_command_and_belongs_to_one_command() -> None:
    names = Counter(n for c in registry.all_commands() for n in c.names)
    assert all(re.fullmatch(r"[a-z0-9_]{1,32}", n) for n in names)
    assert [n for n, times in names.items() if times > 1] == []


def test_button_prefixes_belong_to_one_entry_and_start_their_patterns() -> None:
    owners: dict[str, str] = {}
    for entry in registry.ENTRIES:
        for button in entry.buttons:
            assert button.pattern.pattern.startswith(f"^{button.prefix}:"), button
            assert owners.setdefault(button.prefix, entry.name) == entry.name, button.prefix


async def test_registered_handlers_come_from_the_registry(local_app: App) -> None:
    handlers = [h for group in local_app.handlers.values() for h in group]
    patterns = [getattr(h, "pattern", None) for h in handlers]
    for button in registry.all_buttons():
        assert button.pattern in patterns
    kinds = local_app.bot_data.kinds
    assert set(kinds) == {k.name for k in registry.all_kinds()}


def test_only_hands_and_cribs_count_as_hands() -> None:
    assert command_table.show_kinds(registry.ENTRIES) == {"hand", "crib"}
    assert {k.tally for k in registry.all_kinds()} == {Tally.SHOW, Tally.OWN}


@pytest.mark.parametrize("where", ["private", "group"])
async def test_each_kind_carries_the_keyboard_it_declares(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, where: str
) -> None:
    db = local_app.bot_data.db
    for index, kind in enumerate(k for k in registry.all_kinds() if k.asked_by):
        user = 8_100 + index
        chat = user if where == "private" else GROUP
        extra = {} if where == "private" else {"chat_id": GROUP, "chat_type": "supergroup"}
        assert kind.asked_by is not None
        await bot_driver.send(kind.asked_by, user_id=user, language_code="en", **extra)
        question = await db.questions.pending_question(user, chat)
        assert question is not None and question.kind == kind.name
        expected = kind.keyboard.shown(private=where == "private")
        assert question.keyboard is expected, kind.name
        message = local_api.message(chat, question.message_id or 0)
        assert message is not None and ("reply_markup" in message) is expected


async def test_a_drill_of_its_own_never_counts_as_hands(bot_driver: Driver, local_app: App) -> None:
    """An attempt of a kind not tallied as hands (here: one no entry knows) stays out of
    "hands counted"."""
    db = local_app.bot_data.db
    question, _ = await db.questions.replace_question(
        user_id=8_200, chat_id=8_200, kind="a-new-drill", deal={}, expected={"total": 3}
    )
    await db.questions.answer_question(
        question.id,
        answered={"said": 3},
        result={"correct": True},
        expected_total=3,
        answered_total=3,
        player_points=0,
        bot_points=0,
        seconds=1.0,
    )
    (text,) = texts(await bot_driver.send("/stats", user_id=8_200, language_code="en"))
    assert "No hand counted yet" in text and "</b> hand counted" not in text


def test_keys_say_where_a_keyboard_is_shown() -> None:
    assert [k.shown(private=True) for k in Keys] == [False, False, True, None]
    assert [k.shown(private=False) for k in Keys] == [False, True, True, None]


@pytest.mark.parametrize(
    ("text", "name", "named"),
    [
        ("/play 61", "play", True),
        ("/play: a game", "play", True),
        ("/players", "play", False),
        ("/play_now", "play", False),
        ("play", "play", False),
        ("/jouer ou /play", "play", True),
    ],
)
def test_a_line_mentions_a_command_only_by_its_whole_name(
    text: str, name: str, named: bool
) -> None:
    assert words.mentions(text, name) is named


def test_other_names_follow_the_line_that_names_the_command(local_app: App) -> None:
    tr = local_app.bot_data.i18n.translator("en")
    lines = ["/play 121: a game", "/resign: give up"]
    noted = words.with_aliases(("resign", "abandon"), lines, tr)
    assert noted == ["/play 121: a game", "/resign: give up (also /abandon)"]
    assert words.with_aliases(("x", "y"), ["no name here"], tr) == ["no name here (also /x, /y)"]
    assert words.with_aliases(("x",), ["/x alone"], tr) == ["/x alone"]
    bracketed = words.with_aliases(("x", "y"), ["/x: z (a game: /w)"], tr)
    assert bracketed == ["/x (also /y): z (a game: /w)"]  # never « (…) (also /y) »
    assert words.menu_name(("play", "jouer"), ["/jouer 61"], ("jouer",), tr) == "jouer"
    assert words.menu_name(("tz", "fuseau"), ["no name"], ("fuseau",), tr) == "tz"
    fr = local_app.bot_data.i18n.translator("fr")
    assert words.menu_name(("tz", "fuseau"), ["no name"], ("fuseau",), fr) == "fuseau"


@pytest.mark.parametrize(
    ("lang", "typed", "race"), [("fr", "/aide tout", "course"), ("en", "/help all", "race")]
)
async def test_the_race_is_told_on_its_own_line_only(
    bot_driver: Driver, lang: str, typed: str, race: str
) -> None:
    """/play's help once ended on « /course n'est que la course… », out of context between
    /jouer and its levels; /course has its own line."""
    commands_part = texts(await bot_driver.send(typed, user_id=8_010, language_code=lang))[0]
    (line,) = [line for line in commands_part.split("\n") if words.mentions(line, race)]
    assert line.startswith(f"/{race}"), line


GAME_WORDS = frozenset({"partie", "game"})
"""/race's other names, which a newcomer asking about a game means as a game of cribbage:
/play's lines come first (test_newcomer9_help_game)."""


@pytest.mark.parametrize(("lang", "help_name"), [("fr", "aide"), ("en", "help")])
async def test_help_on_one_command_shows_that_commands_lines(
    bot_driver: Driver, local_app: App, lang: str, help_name: str
) -> None:
    """`/aide main` once showed the general help; every name of every command (typed with a
    slash, capitals or accents too) now gives that command's own lines."""
    tr = local_app.bot_data.i18n.translator(lang)
    general = words.help_short(tr)
    for user, command in enumerate(registry.all_commands(), start=8_100):
        own = guide_view.help_on(command, registry.all_commands(), tr)
        assert own[: len(command.help(tr))] == guide_view.own_help(command, tr)
        for name in command.names:
            (text,) = texts(
                await bot_driver.send(f"/{help_name} {name}", user_id=user, language_code=lang)
            )
            answering = command.name in {"hand", "crib"}  # the counts of the show
            expected = words.command_help(own, tr, answering=answering)
            if name in GAME_WORDS:  # « /aide partie »: /jouer's lines, then /course's own
                assert all(line in text for line in own), (name, text)
                continue
            assert text == expected and text != general, (name, text)
            assert (words.answer_lines(tr)[0] in text) is answering, name
    (accented,) = texts(
        await bot_driver.send(f"/{help_name} /Écart", user_id=8_099, language_code=lang)
    )
    assert accented.startswith("/ecart" if lang == "fr" else "/discard"), accented
    # /play's help goes on with a game against a member in a group, and with the hand race.
    play = "jouer" if lang == "fr" else "play"
    (text,) = texts(
        await bot_driver.send(f"/{help_name} {play}", user_id=8_097, language_code=lang)
    )
    assert f"/{play} @" in text and ("/course" if lang == "fr" else "/race") in text


@pytest.mark.parametrize(
    ("lang", "ask", "setting"),
    [
        ("fr", "/aide muggins", "/variante muggins non"),
        ("fr", "/aide Muggins", "/club muggins non"),
        ("en", "/help muggins", "/variant muggins off"),
    ],
)
async def test_help_on_muggins_explains_the_rule(
    bot_driver: Driver, local_app: App, lang: str, ask: str, setting: str
) -> None:
    """« /aide muggins », the rule the bot is named after, said « Il n'y a pas de commande
    /muggins » over the short help; it explains the rule and the settings that turn it off."""
    tr = local_app.bot_data.i18n.translator(lang)
    (text,) = texts(await bot_driver.send(ask, user_id=8_096, language_code=lang))
    assert text.startswith(f"<b>{tr._('Muggins')}</b>\n"), text
    assert setting in text and "/muggins" not in text, text


@pytest.mark.parametrize(("lang", "ask"), [("fr", "/aide quinze"), ("en", "/help fifteen")])
async def test_help_on_counting_says_how_to_answer(
    bot_driver: Driver, local_app: App, lang: str, ask: str
) -> None:
    """« /aide quinze » said there was no such command; it gives how to answer a count."""
    tr = local_app.bot_data.i18n.translator(lang)
    (text,) = texts(await bot_driver.send(ask, user_id=8_095, language_code=lang))
    assert text.startswith("\n".join(words.answer_lines(tr))), text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Je ne connais ni commande ni mot du jeu «\u00a0x&lt;b&gt;\u00a0»"),
        ("en", "I know no command or word of the game “x&lt;b&gt;”"),
    ],
)
async def test_help_on_an_unknown_word_says_so_then_gives_the_help(
    bot_driver: Driver, local_app: App, lang: str, said: str
) -> None:
    tr = local_app.bot_data.i18n.translator(lang)
    (text,) = texts(await bot_driver.send("/help x<b>", user_id=8_098, language_code=lang))
    first, _, rest = text.partition("\n\n")
    assert first.startswith(said), first
    assert rest == words.help_short(tr), rest


@pytest.mark.parametrize(
    ("lang", "ask", "line"),
    [
        (
            "fr",
            "/aide course",
            "/course (ou /partie)\u00a0: la course des mains, vos comptes d'exercice sur une"
            " planchette (une partie\u00a0: /jouer)",
        ),
        (
            "en",
            "/help race",
            "/race (also /game): the hand race, your practice counts on a board (a game: /play)",
        ),
        (
            "fr",
            "/aide ecart",
            "/ecart (ou /ecarter)\u00a0: quel est le bon écart? (/ecart 5\u00a0: la donne de"
            " cinq cartes)",
        ),
    ],
)
async def test_a_help_line_ending_in_brackets_names_the_others_after_the_command(
    bot_driver: Driver, lang: str, ask: str, line: str
) -> None:
    """« … (une partie : /jouer) (ou /partie) » had two brackets in a row, the second read as
    another name of /jouer; the other names now follow the command's own."""
    (text,) = texts(await bot_driver.send(ask, user_id=8_010, language_code=lang))
    assert text.split("\n")[0] == line, text
    assert ") (" not in text


@pytest.mark.parametrize(
    ("lang", "ask", "cases"),
    [
        ("en", "/help resign", ("other player wins", "table of three", "other team wins")),
        ("fr", "/aide abandon", ("l'autre joueur gagne", "À trois", "l'autre équipe gagne")),
    ],
)
async def test_resign_help_says_what_happens_at_two_three_and_in_teams(
    bot_driver: Driver, lang: str, ask: str, cases: tuple[str, ...]
) -> None:
    """« /abandon met fin à votre partie de club pour votre équipe » was wrong for two players
    and for a table of three: the help says who wins, or who plays on, in each case."""
    (said,) = texts(await bot_driver.send(ask, user_id=8_005, language_code=lang))
    for case in cases:
        assert case in said, case
    assert "for your side" not in said and "pour votre équipe" not in said


@pytest.mark.parametrize(
    ("lang", "ask", "private_line", "group_line"),
    [
        (
            "fr",
            "/aide",
            "/jouer\u00a0: une partie complète contre moi (61 ou 121 points)",
            "/jouer\u00a0: une partie entre membres, ici (contre moi\u00a0: dans notre"
            " conversation privée)",
        ),
        (
            "en",
            "/help",
            "/play: a whole game against me (61 or 121 points)",
            "/play: a game between members, here (against me: in our private chat)",
        ),
    ],
)
async def test_the_short_help_in_a_group_says_what_play_does_there(
    bot_driver: Driver, lang: str, ask: str, private_line: str, group_line: str
) -> None:
    """/aide in a club's group said « /jouer : une partie complète contre moi », where /jouer
    opens a table of members: in a group it says so, and where a game against the bot is."""
    (private,) = texts(await bot_driver.send(ask, user_id=8_094, language_code=lang))
    (group,) = texts(
        await bot_driver.send(
            ask, user_id=8_094, language_code=lang, chat_id=GROUP, chat_type="supergroup"
        )
    )
    assert private_line in private and group_line not in private, private
    assert group_line in group and private_line not in group, group
