"""The doubles hints wrote « /tournoi équipe @partenaire »: a placeholder that a member of 72
types as it reads (a request to nobody). The presentation's « Pour participer… », the answer
to a member without a partner and /tournoi in private by a member in no tournament now say
it in words: reply to one of your partner's messages with /tournoi équipe (or type
/tournoi équipe @ and pick the name from the list)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.tournament_doubles import no_partner, team_usage
from bot.views.tournament_replies import none_of_yours_line

I18N = I18n.load()
TEAM_USAGE = {
    # read in the group only (its presentation, /tournoi équipe there): it said « dans le
    # groupe » to members reading it in the group (club16)
    "fr": "Pour participer, inscrivez une équipe de deux\u00a0: répondez à un message de votre"
    " partenaire par /tournoi équipe (ou tapez /tournoi équipe @ puis choisissez son nom dans"
    " la liste); votre partenaire confirme avec le bouton ✅.",
    "en": "To take part, register a team of two: reply to one of your partner's messages with"
    " /tournament team (or type /tournament team @ and pick their name from the list); your"
    " partner confirms with the ✅ button.",
}
NO_PARTNER = {
    "fr": "Dans un tournoi en double, on participe avec un ou une partenaire\u00a0: dans le"
    " groupe, répondez à un de ses messages par /tournoi équipe.",
    "en": "In a doubles tournament, you take part with a partner: in the group, reply to one of"
    " their messages with /tournament team.",
}
IN_DOUBLES = {
    "fr": "(en double, répondez dans le groupe à un message de votre partenaire par /tournoi"
    " équipe).",
    "en": "(in doubles, reply in the group to one of your partner's messages with /tournament"
    " team).",
}
PLACEHOLDERS = ("@partenaire", "@partner")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_doubles_hints_say_what_to_type(lang: str) -> None:
    tr = I18N.translator(lang)
    said = [team_usage(tr), no_partner(tr), none_of_yours_line(tr)]
    assert not [text for text in said if any(word in text for word in PLACEHOLDERS)]
    assert said[0] == TEAM_USAGE[lang]
    assert said[1] == NO_PARTNER[lang]
    assert said[2].endswith(IN_DOUBLES[lang])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_partner_alert_fits_a_button_answer(lang: str) -> None:
    """`no_partner` is also a press's alert: Telegram shows at most 200 characters."""
    assert len(no_partner(I18N.translator(lang))) <= 200
