"""The commands a member types in a club's group that concern them alone (/start, /cancel,
/race, /odds, /peg, /review): each reply names them first, in bold, in their own language
(the club's is the other one), and stays short; what is long and theirs (the welcome, the
race's menu) is a button away, in the private chat."""

from __future__ import annotations

import pytest
from members_helpers import GROUP, Member
from test_handlers import one_text

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

OTHER: dict[str, str] = {"fr": "en", "en": "fr"}


async def member_in_club(driver: Driver, api: LocalBotApi, lang: str) -> Member:
    """Zoé, speaking `lang`, in a club whose admin set the other language."""
    admin = Member(driver, 80, "Admin", OTHER[lang])
    api.member_status[(GROUP, admin.user)] = "administrator"
    (settings,) = texts(await admin.say(f"/club lang {OTHER[lang]}"))
    assert {"fr": "Français", "en": "English"}[OTHER[lang]] in settings
    zoe = Member(driver, 81, "Zoé", lang)
    await zoe.private("/start")
    return zoe


def link_of(api: LocalBotApi) -> tuple[str, str]:
    """The one button under the bot's last message in the group: its label and link."""
    message = api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    return link["text"], link["url"]


@pytest.mark.parametrize(
    ("lang", "typed", "said", "button", "welcome"),
    [
        (
            "fr",
            "/main",
            "<b>Zoé</b> — Bienvenue à Muggins! Par où commencer\u00a0: dans notre "
            "conversation privée, le bouton ci-dessous l'ouvre.",
            "Commencer en privé",
            "<b>Bienvenue à Muggins, l'entraîneur pour compter au crible!</b>",
        ),
        (
            "en",
            "/hand",
            "<b>Zoé</b> — Welcome to Muggins! Where to start is in our private chat: the "
            "button below opens it.",
            "Start in private",
            "<b>Welcome to Muggins, the cribbage counting coach!</b>",
        ),
    ],
)
async def test_start_in_a_group_names_the_member_and_opens_the_welcome_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    typed: str,
    said: str,
    button: str,
    welcome: str,
) -> None:
    """Played: /start in the club's group posted the whole private welcome there (six lines
    and four buttons, nobody's name), then « Votre dernière question attend encore votre
    réponse… » when a question waited. The group now reads one line, the member's name and
    a button whose link (`/start welcome`) gives the welcome in the private chat."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    await zoe.say(typed)  # a question waits for her in the group
    assert one_text(await zoe.say("/start")) == said
    assert link_of(local_api) == (button, "https://t.me/muggins_bot?start=welcome")

    shown = texts(await zoe.private("/start welcome"))
    assert shown[0].startswith(welcome), shown


@pytest.mark.parametrize(
    ("lang", "board", "where", "button", "menu"),
    [
        (
            "fr",
            "<b>Zoé</b> — Course des mains à 121\u00a0: vous <b>0</b>, moi <b>0</b>.",
            "61 ou 121, avec ou sans skunk\u00a0: à choisir dans notre conversation privée",
            "Régler ma course",
            "Sous la moitié\u00a0: le gagnant compte deux parties",
        ),
        (
            "en",
            "<b>Zoé</b> — Hand race to 121: you <b>0</b>, me <b>0</b>.",
            "61 or 121, with or without skunk: you choose in our private chat",
            "Choose my race",
            "Lurch: two games won if the loser has less than half",
        ),
    ],
)
async def test_race_in_a_group_is_the_members_board_and_a_button_to_its_menu(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    board: str,
    where: str,
    button: str,
    menu: str,
) -> None:
    """Played: /course in the group posted the member's race menu there, unnamed: the board,
    what the race is, the rules, three lines on the margins and six buttons, one member's
    business in the club's chat. The group now reads the member's name and board (their race
    in this group), what it is, and a button whose link (`/start race`) gives the menu in the
    private chat."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    await zoe.say("/main" if lang == "fr" else "/hand")  # a race in the group
    first, about, last = one_text(await zoe.say("/course")).split("\n")
    assert first == board and last.startswith(where), (first, last)
    assert menu not in about
    assert link_of(local_api) == (button, "https://t.me/muggins_bot?start=race")

    (shown,) = texts(await zoe.private("/start race"))
    assert menu in shown
    message = local_api.last_message(zoe.user)
    assert message is not None and len(inline_buttons(message)) == 6  # 121 or 61, 3 margins


@pytest.mark.parametrize(
    ("lang", "typed", "nothing", "dropped"),
    [
        (
            "fr",
            "/annuler",
            "<b>Zoé</b> — Rien à abandonner\u00a0: aucune question n'attend.",
            "<b>Zoé</b> — Crib abandonné. Le compte\u00a0: ",
        ),
        (
            "en",
            "/cancel",
            "<b>Zoé</b> — Nothing to cancel: no question is waiting.",
            "<b>Zoé</b> — Crib dropped. The count: ",
        ),
    ],
)
async def test_cancel_in_a_group_names_the_member(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, nothing: str, dropped: str
) -> None:
    """Played: « Question abandonnée. », « Rien à abandonner » in the group, and nobody knew
    whose question it was. Both now say the member's name first."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    assert one_text(await zoe.say(typed)) == nothing
    await zoe.say("/crib")
    assert one_text(await zoe.say(typed)).startswith(dropped)


@pytest.mark.parametrize(
    ("lang", "usage", "chance"),
    [
        (
            "fr",
            "<b>Zoé</b>\u00a0: Envoyez votre pointage, puis celui de l'adversaire",
            "<b>Zoé</b> — Vous êtes donneur, à 95 contre 110\u00a0: vous gagnez 15\u00a0%",
        ),
        (
            "en",
            "<b>Zoé</b>: Send your score, then your opponent's",
            "<b>Zoé</b> — You are the dealer, at 95 to 110: you win 15%",
        ),
    ],
)
async def test_odds_in_a_group_names_the_member(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, usage: str, chance: str
) -> None:
    """Played: /chances alone (how to ask) and /chances 95 110 (« vous gagnez 15 % »: who?)
    came to the group with no name. Both now start with the member's name in bold."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    assert one_text(await zoe.say("/chances")).startswith(usage)
    assert one_text(await zoe.say("/chances 95 110")).startswith(chance)


@pytest.mark.parametrize(
    ("lang", "menu"),
    [
        ("fr", "<b>Zoé</b>\u00a0: <b>Entraînement au jeu</b>\n/jeu compte"),
        ("en", "<b>Zoé</b>: <b>Pegging practice</b>\n/peg count"),
    ],
)
async def test_peg_menu_in_a_group_names_the_member(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, menu: str
) -> None:
    """Played: /jeu's menu came to the group with no name (whose buttons?); it now starts
    with the member's name in bold."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    assert one_text(await zoe.say("/jeu")).startswith(menu)


@pytest.mark.parametrize(
    ("lang", "review"),
    [
        (
            "fr",
            "<b>Zoé</b> — Rien à revoir\u00a0: une question manquée à /main, /crib, /jeu ou /ecart"
            " revient le lendemain.",
        ),
        (
            "en",
            "<b>Zoé</b> — Nothing to review: a question you miss at /hand, /crib, /peg or /discard"
            " comes back the next day.",
        ),
    ],
)
async def test_review_in_a_group_names_the_member_in_bold(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, review: str
) -> None:
    """Played: /revoir said « Zoé — Rien à revoir… », the name not in bold as the other
    replies in the group write it; now in bold."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    assert one_text(await zoe.say("/revoir")) == review


@pytest.mark.parametrize(
    ("lang", "typed", "said", "button", "title"),
    [
        (
            "fr",
            "/aide tout",
            "<b>Zoé</b> — Chaque commande en détail\u00a0: dans notre conversation privée, le "
            "bouton ci-dessous l'ouvre.",
            "Voir toutes les commandes",
            "<b>Commandes</b>\n/main",
        ),
        (
            "en",
            "/help all",
            "<b>Zoé</b> — Every command in detail is in our private chat: the button below "
            "opens it.",
            "See every command",
            "<b>Commands</b>\n/hand",
        ),
    ],
)
async def test_help_all_in_a_group_is_a_button_to_every_command_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    typed: str,
    said: str,
    button: str,
    title: str,
) -> None:
    """Played: /aide tout in the club's group posted every command there, some forty lines
    and no name, pushing the club's talk off the screen. The group now reads one line, the
    member's name and a button whose link (`/start help`) gives the list in private."""
    zoe = await member_in_club(bot_driver, local_api, lang)
    assert one_text(await zoe.say(typed)) == said
    assert link_of(local_api) == (button, "https://t.me/muggins_bot?start=help")

    shown = "\n".join(texts(await zoe.private("/start help")))
    assert shown.startswith(title), shown
    assert shown.count("\n") > 30, shown  # all of them
