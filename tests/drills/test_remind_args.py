"""/remind's words (`bot.drills.remind_args.read_remind`): a table of what players type."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("", Remind.SHOW),
        ("   ", Remind.SHOW),
        ("19:30", "19:30"),
        (" 7pm ", "19:00"),
        ("19h", "19:00"),
        ("7:05 am", "07:05"),
        ("off", None),
        ("Arrêt", None),
        ("NON", None),
        ("aucun", None),
        ("25:00", Remind.UNREAD),
        ("13pm", Remind.UNREAD),
        ("demain", Remind.UNREAD),
        ("off 19:30", Remind.UNREAD),
        # Played: « /rappel oui » after « /rappel non » (as /images oui) got « Je ne peux pas
        # lire « oui » comme une heure »; it now shows the reminder, or how to set one.
        ("oui", Remind.SHOW),
        ("Oui merci", Remind.SHOW),
        ("on", Remind.SHOW),
        ("yes", Remind.SHOW),
        # Played in French: each of these got « Je ne peux pas lire … comme une heure ».
        ("9h du matin", "09:00"),
        ("7h du soir", "19:00"),
        ("7 h 30 du soir", "19:30"),
        ("19 h du soir", "19:00"),
        ("3 h de l'après-midi", "15:00"),
        ("3 h de l\u2019apres-midi", "15:00"),
        ("midi", "12:00"),
        ("Minuit", "00:00"),
        ("noon", "12:00"),
        ("arrête", None),
        ("Arrêter", None),
        ("14 h du matin", Remind.UNREAD),
        ("du soir", Remind.UNREAD),
        ("25 h du soir", Remind.UNREAD),
        # Typed as a sentence: each of these got « Je ne peux pas lire … comme une heure ».
        ("à 19h", "19:00"),
        ("a 19 h 30", "19:30"),
        ("À midi", "12:00"),
        ("vers 7 h du soir", "19:00"),
        ("at 7pm", "19:00"),
        ("At 7 PM please.", "19:00"),
        ("non merci", None),
        ("Non, merci beaucoup!", None),
        ("off please", None),
        ("stop, thanks", None),
        ("19 h s'il vous plaît", "19:00"),
        ("19h30 svp", "19:30"),
        ("à 7 h 30 du soir s il vous plait", "19:30"),
        ("non merci bien", None),
        ("8 h du matin, merci", "08:00"),
        ("merci", Remind.UNREAD),
        ("à", Remind.UNREAD),
        ("please", Remind.UNREAD),
        ("à demain", Remind.UNREAD),
        # Played: each of these got « Je ne peux pas lire … comme une heure » ("I can't read").
        ("7:30 p.m.", "19:30"),
        ("7 p.m.", "19:00"),
        ("9 a.m.", "09:00"),
        ("19 heures", "19:00"),
        ("19 heures 30", "19:30"),
        ("7 heures du soir", "19:00"),
        ("à 8 heures du matin", "08:00"),
        ("19 hres", "19:00"),
        ("midi et demi", "12:30"),
        ("minuit et quart", "00:15"),
        ("midi 30", "12:30"),
        ("7:30 in the evening", "19:30"),
        ("9 in the morning", "09:00"),
        ("3 in the afternoon", "15:00"),
        # What the bot writes reads back (render.clock): « minuit », "noon", « 19 h 30 ».
        ("minuit", "00:00"),
        ("Midnight", "00:00"),
        ("19\u00a0h\u00a030", "19:30"),
        ("7:30\u202fPM", "19:30"),
        ("12 noon", "12:00"),
        ("at 12 midnight", "00:00"),
        ("midi et trois", Remind.UNREAD),
        ("midi 75", Remind.UNREAD),
        ("19 heures du matin", Remind.UNREAD),
        # Played in French: « le soir » / « tous les jours » got « Je ne peux pas lire
        # « 7:30 le soir » comme une heure » while « du soir » was read.
        ("7:30 le soir", "19:30"),
        ("9 h le soir", "21:00"),
        ("8 h le matin", "08:00"),
        ("7 h tous les soirs", "19:00"),
        ("8 h chaque matin", "08:00"),
        ("3 h l'après-midi", "15:00"),
        ("19h30 tous les jours", "19:30"),
        ("à 19 h chaque jour, merci", "19:00"),
        ("7:30 every day", "07:30"),
        ("7 every evening", "19:00"),
        ("tous les jours", Remind.UNREAD),
        ("14 h le matin", Remind.UNREAD),
    ],
)
def test_read_remind(typed: str, asked: str | Remind | None) -> None:
    assert read_remind(typed) == asked
