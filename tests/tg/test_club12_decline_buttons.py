"""The ✖ buttons of an invitation naming a member, « ✖ Non merci » (the guest's) and « ✖
Retirer » (the host's), carry the same data: the guest's press declines it (the group reads
« Jean décline l'invitation. »), the host's withdraws it (« Invitation retirée. »), whichever
they press; another member is told the invitation is Jean's and only its host withdraws it
(before, on « Non merci »: « Seul l'hôte retire l'invitation. », as if Paul had tried to
withdraw it)."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import GROUP, Member, group_texts, notices

NAMES = ((801, "Marie"), (802, "Jean"), (803, "Paul"))
DECLINED = {"fr": "Jean décline l'invitation.", "en": "Jean declines the invitation."}
WITHDRAWN = {"fr": "Invitation retirée.", "en": "Invitation withdrawn."}
NOT_YOURS = {
    "fr": "Cette invitation est pour Jean; seul son hôte peut la retirer.",
    "en": "This invitation is for Jean; only its host may withdraw it.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("which", [0, 1])  # « Non merci », « Retirer »
@pytest.mark.parametrize("who", [0, 1, 2])  # the host, the guest, another member
async def test_each_cross_is_answered_for_who_presses_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, which: int, who: int
) -> None:
    marie, jean, paul = (Member(bot_driver, u, n, lang) for u, n in NAMES)
    for m in (marie, jean, paul):
        await m.private("/start")
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(jean, 9000))
    invitation = local_api.messages(GROUP)[-1]
    crosses = [b for b in inline_buttons(invitation) if str(b["callback_data"]).startswith("mx:")]
    labels = ["✖ Non merci", "✖ Retirer"] if lang == "fr" else ["✖ No, thanks", "✖ Withdraw"]
    assert [b["text"] for b in crosses] == labels
    presser = (marie, jean, paul)[who]
    start = len(local_api.calls)
    calls = await presser.press(str(crosses[which]["callback_data"]), invitation["message_id"])
    told = group_texts(local_api, start)
    if who == 2:
        assert notices(calls) == [NOT_YOURS[lang]]
        assert told == []  # the invitation stands
    else:
        assert notices(calls) == [""]
        assert told[-1].endswith((WITHDRAWN if who == 0 else DECLINED)[lang]), told
