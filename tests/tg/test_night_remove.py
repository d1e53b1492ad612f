"""The night's list could not be edited before the first round: « /soiree retirer Lise » (and
"/night remove Lise") was not understood, and `absent N` left the player listed unmarked in
the night's message. Now the organizer takes a player off the list before the first round (by
number or by name, a name misspelt answered « Vouliez-vous dire … »), the list renumbered;
after the first round the reply says to mark the player absent instead; the night's message
shows a player marked absent « (absent) »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall


async def listed(hall: Hall, night_id: str) -> list[tuple[int, str, str]]:
    return [(p.number, p.id, p.name) for p in await hall.db.nights.night_players(night_id)]


async def test_retirer_by_name_takes_the_player_off_and_renumbers(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    await hall.join(night, ANN)
    await hall.say("/soiree ajouter Lise Gagnon, Marcel Roy, Rita Cormier")
    await hall.say("/soiree retirer Lise")
    assert hall.group()[-2:] == [
        hall.group()[-2],
        "Lise Gagnon n'est plus sur la liste. Les joueurs suivants avancent d'un numéro : la"
        " liste à jour est dans le message de la soirée, plus haut.",
    ]
    presented = hall.group()[-2]  # the night's message, edited
    assert "3 joueurs :\n1. Ann Leblanc\n2. Marcel Roy\n3. Rita Cormier" in presented
    assert await listed(hall, night.id) == [
        (1, "p1", "Ann Leblanc"),
        (2, "p2", "Marcel Roy"),
        (3, "p3", "Rita Cormier"),
    ]
    await hall.say("/soiree ajouter Gaston Roy")  # the next number follows the list
    assert (await listed(hall, night.id))[-1] == (4, "p4", "Gaston Roy")
    await hall.say("/soiree ronde")
    assert len(await hall.tables(night)) == 2


async def test_remove_by_number_and_the_last_one_says_no_move(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("fadoq")
    await hall.say("/night add Lise Gagnon, Marcel Roy, Rita Cormier")
    await hall.say("/night remove 3")
    assert hall.group()[-1] == "Rita Cormier is off the list."
    await hall.say("/night remove 1, Marcel")
    assert hall.group()[-1] == "Lise Gagnon and Marcel Roy are off the list."
    assert await listed(hall, night.id) == []
    assert "No player yet." in hall.group()[-2]


async def test_numbers_alone_are_players_of_their_own(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """« /soiree retirer 2 4 » answered « « 2 4 » n'est pas sur la liste »."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    await hall.say("/soiree ajouter Lise Gagnon, Marcel Roy, Rita Cormier, Gaston Roy")
    await hall.say("/soiree retirer 2 4")
    assert hall.group()[-1].startswith("Marcel Roy et Gaston Roy ne sont plus sur la liste.")
    assert [name for _, _, name in await listed(hall, night.id)] == ["Lise Gagnon", "Rita Cormier"]


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "Rtia", "« Rtia » n'est pas sur la liste. Vouliez-vous dire Rita Cormier "
         "(numéro 2)? Donnez le numéro."),
        ("fr", "", "Dites quel joueur retirer de la liste : /soiree retirer 3 ou /soiree "
         "retirer Rita"),
        ("en", "9", "There is no player 9: the list goes from 1 to 2."),
        ("en", "Lise, Rtia", "“Rtia” is not on the list. Did you mean Rita Cormier (number 2)? "
         "Give the number."),
    ],
)  # fmt: skip
async def test_a_player_not_found_is_not_removed(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    add, remove = ("ajouter", "retirer") if lang == "fr" else ("add", "remove")
    await hall.say(f"{hall.cmd} {add} Lise Gagnon, Rita Cormier")
    before = len(hall.group())
    await hall.say(f"{hall.cmd} {remove} {typed}".strip())
    assert hall.group(before) == [said]
    assert len(await listed(hall, night.id)) == 2


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Les rondes sont commencées : on ne peut plus retirer un joueur de la liste. "
         "S'il part, marquez-le absent : /soiree absent 2. Il ne sera plus placé aux "
         "prochaines rondes et ses parties jouées comptent toujours."),
        ("en", "The rounds have begun: a player can no longer be taken off the list. If they "
         "leave, mark them absent: /night absent 2. They are left out of the next rounds; "
         "their games played still count."),
    ],
)  # fmt: skip
async def test_after_the_first_round_the_reply_says_absent(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    await hall.join(night, ANN)
    await hall.join(night, BEN)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {'retirer' if lang == 'fr' else 'remove'} Ben")
    assert hall.group()[-1] == said
    assert len(await listed(hall, night.id)) == 2


async def test_only_an_administrator_removes(bot_driver: Driver, local_api: LocalBotApi) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    await hall.join(night, ANN)
    await hall.say("/soiree ajouter Rita Cormier")
    await hall.say("/soiree retirer Rita", ANN)
    assert hall.group()[-1].startswith("Seuls les administrateurs du groupe mènent la soirée.")
    assert len(await listed(hall, night.id)) == 2


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_list_shows_a_player_absent(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("fadoq")
    await hall.say(f"{hall.cmd} {'ajouter' if lang == 'fr' else 'add'} Lise Gagnon, Rita Cormier")
    await hall.say(f"{hall.cmd} absent 2")
    presented = hall.group()[-2]  # the night's message, edited
    assert presented.endswith("1. Lise Gagnon\n2. Rita Cormier (absent)")
    await hall.say(f"{hall.cmd} {'present' if lang == 'fr' else 'back'} 2")
    assert hall.group()[-2].endswith("1. Lise Gagnon\n2. Rita Cormier")
    edits = len(local_api.calls_to("editMessageText"))
    await hall.say(f"{hall.cmd} {'present' if lang == 'fr' else 'back'} 2")  # not absent
    assert len(local_api.calls_to("editMessageText")) == edits  # the list is as it was
    await hall.say(f"{hall.cmd} absent 1")
    await hall.say(hall.cmd)  # /soiree alone shows the list too
    assert hall.group()[-1].endswith("1. Lise Gagnon (absent)\n2. Rita Cormier")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Votre nom a été retiré de la liste de la soirée de club par l'organisateur. "
         "Pour y revenir, appuyez sur ✅ sous la soirée dans le groupe de votre club."),
        ("en", "The organizer took you off the club night's list. To be on it again, press ✅ "
         "under the night in your club's group."),
    ],
)  # fmt: skip
async def test_a_member_taken_off_is_told_in_private(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """Ann pressed ✅ and was told « Vous êtes sur la liste »; taken off, she heard nothing
    and waited for a table at the hall."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
        await hall.private(f"/start ns{night.id}", user)
    told = len(hall.told(BEN))
    await hall.say(f"{hall.cmd} {'retirer' if lang == 'fr' else 'remove'} Ann")
    assert hall.told(ANN)[-1] == said
    assert len(hall.told(BEN)) == told


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Paul Roy (numéro 5, en fin de liste) n'a pas de partenaire : les équipes "
         "sont de deux. Retirez Paul Roy de la liste (/soiree retirer 5) ou ajoutez un "
         "partenaire (/soiree ajouter Rita Cormier)."),
        ("en", "Paul Roy (number 5, last on the list) has no partner: teams are of two. Take "
         "Paul Roy off the list (/night remove 5) or add a partner (/night add Rita Cormier)."),
    ],
)  # fmt: skip
async def test_an_odd_doubles_list_names_who_has_no_partner(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """« Les équipes sont de deux : un joueur n'a pas de partenaire. Ajoutez-en un : … » said
    neither who nor that the player could be taken off the list."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles")
    await hall.order("ajouter", "add", "Lise, Marcel, Gaston, Rita, Paul Roy")
    await hall.order("ronde", "round")
    assert hall.group()[-1] == said
    await hall.order("retirer", "remove", "5")
    await hall.order("ronde", "round")
    assert len(await hall.tables(night)) == 1
