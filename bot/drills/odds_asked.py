"""« pourquoi? » after /odds: what the chances told were made of (pure: no I/O, no text).

/odds answers a percentage; a player who asks why gets what each side still needs, what a
deal brings each role on average, who counts first, and where the table comes from
(`views.odds_why`). The chances told are kept with the player (`OddsTold`) until a question
is asked after them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from bot.drills.ecart_talk import asks_why
from bot.drills.ecart_typed import phrases, said_words
from bot.drills.step_asked import plain_said
from bot.engine.odds import DealParts

ODDS_WHY_ASKED: Final = phrases(
    "comment tu sais", "comment tu sais ça", "comment tu sais ca", "comment tu calcules",
    "comment tu calcules ça", "comment tu calcules ca", "comment c'est calculé",
    "comment c'est calcule", "d'où ça vient", "d'ou ca vient", "ça vient d'où",
    "ca vient d'ou", "pourquoi si peu", "pourquoi autant", "comment ça", "comment ca",
    "comment ça se fait", "comment ca se fait", "how come",
    "how do you know", "how do you know that", "how is it computed", "how is that computed",
    "where does that come from", "why so low", "why so high",
)  # fmt: skip
"""Asked of the chances just told, besides « pourquoi? » alone (`asks_why`)."""


def asks_why_odds(text: str) -> bool:
    """Whether `text` asks why the chances just told are what they are (« pourquoi? »,
    « comment tu sais ça? », « pourquoi 15 %? », "how do you know?"), any case and
    punctuation."""
    return asks_why(text) or said_words(text) in ODDS_WHY_ASKED or asks_why_percent(text)


CHANCES_ASKED: Final = re.compile(
    r"\b(?:mes|nos|ma|mon|my|our) (?:chances?|odds)\b"
    r"|\bchances? (?:de|to|of) (?:gagner|win|winning)\b"
    r"|^(?:les |the )?(?:chances?|odds)$"
    r"|^(?:what are|what'?s) the (?:chances?|odds)\b"
)
"""The player's chances asked during a game (« mes chances? », « c'est quoi mes chances? »,
« quelles sont mes chances de gagner? », "what are my chances?"), accents, case and end
marks left out; « quelle chance! », « pas de chance » are no question."""
WHY_PERCENT: Final = re.compile(
    r"^(?:pourquoi|why|comment ca|how come) \d+ ?(?:%|pour ?cent|percent)"
)
"""Why the chances told are what they are, their percentage said (« pourquoi 76 %? », "why
76%?")."""


def asks_chances(text: str) -> bool:
    """Whether `text` asks the player's chances (`CHANCES_ASKED`) or why they are what they
    are (`asks_why_percent`)."""
    return CHANCES_ASKED.search(plain_said(text)) is not None or asks_why_percent(text)


def asks_why_percent(text: str) -> bool:
    """Whether `text` asks why the chances are their percentage (`WHY_PERCENT`)."""
    return WHY_PERCENT.match(plain_said(text)) is not None


ROLE_ASKED: Final = re.compile(
    r"^(?:et |pis |mais |and |but )?(?:si|what if|if) (?:"
    r"(?P<me>(?:c'est moi qui |it's me who )?(?:je donne|je donnais|donne|je brasse"
    r"|j'etais donneur|je suis donneur|j'ai le crib|j'avais le crib|i deal|i dealt|i'm the dealer"
    r"|i am the dealer|i was the dealer|i have the crib|i had the crib))"
    r"|(?P<them>je recois|je recevais|je suis receveur|j'etais receveur|je donne pas"
    r"|je ne donne pas|c'est (?:lui|elle|l'adversaire|l'autre) qui donne|(?:il|elle) donne"
    r"|(?:il|elle) donnait|l'adversaire donne|i'm the pone|i am the pone|i was the pone"
    r"|i don't deal|i do not deal|i didn't deal|(?:they|he|she|my opponent|the opponent) deals?"
    r"|(?:they|he|she|my opponent|the opponent) dealt)"
    r")(?: plutot| instead| a la place)?$"
)
"""The chances just told asked for the other role (« et si je donne? », « et si je
reçois? », « et s'il donne? », "what if I deal?"), accents, case and end marks left out."""


def role_asked(text: str) -> bool | None:
    """Whether `text` asks the chances just told with the player dealing (True: « et si je
    donne? ») or receiving (False: « et si je reçois? », « et s'il donne? »); None for any
    other text (`ROLE_ASKED`)."""
    said = plain_said(text).replace("s'il ", "si il ").replace("s'elle ", "si elle ")
    found = ROLE_ASKED.match(said)
    if found is None:
        return None
    return found.group("me") is not None


GOOD_ASKED: Final = phrases(
    "c'est bon ça", "c'est bon ca", "c'est bon", "c'est bien ça", "c'est bien ca", "c'est bien",
    "c'est bon ou pas", "c'est bon ou mauvais", "c'est bien ou pas", "c'est beau ça",
    "c'est beau ca", "c'est pas pire", "c'est-tu bon", "c'est tu bon", "est-ce bon",
    "est-ce que c'est bon", "est-ce que c'est bien", "ça c'est bon", "ca c'est bon",
    "c'est beaucoup", "c'est peu", "c'est mauvais", "bon ou mauvais",
    "is that good", "is it good", "is this good", "is that bad", "is it bad", "good or bad",
    "is that a lot", "is that good or bad",
)  # fmt: skip
"""Asked of the chances just told: are they good? (« c'est bon ça? », « c'est-tu bon? », "is
that good?")."""


def asks_if_good(text: str) -> bool:
    """Whether `text` asks if the chances just told are good (`GOOD_ASKED`), any case and
    punctuation."""
    return said_words(text) in GOOD_ASKED


@dataclass(frozen=True, slots=True)
class DealMeans:
    """The points a deal brings on average, by role and part, in the table's sample."""

    dealer_play: float
    """The dealer's points of the play, his heels included."""
    dealer_show: float
    """The dealer's hand and crib."""
    pone_play: float
    pone_hand: float

    @property
    def dealer(self) -> float:
        return self.dealer_play + self.dealer_show

    @property
    def pone(self) -> float:
        return self.pone_play + self.pone_hand


def _mean(counts: Mapping[int, int]) -> float:
    return sum(points * n for points, n in counts.items()) / sum(counts.values())


def deal_means(parts: DealParts) -> DealMeans:
    """The mean points of a deal by role and part, from the parts the win table is made of."""
    totals = parts.race.totals
    deals = sum(totals.values())
    return DealMeans(
        dealer_play=sum(d * n for (d, _), n in totals.items()) / deals,
        dealer_show=_mean(parts.dealer_show),
        pone_play=sum(p * n for (_, p), n in totals.items()) / deals,
        pone_hand=_mean(parts.pone_hand),
    )


HAND_MOST: Final = 29
"""The most a hand makes: a side that needs more cannot go out with its hand alone."""


def pone_hand_reaches(parts: DealParts, need: int) -> float | None:
    """How often the pone's hand alone makes `need` points or more in the table's sample (it
    is counted first, before the dealer's hand and crib); None when no hand can (`HAND_MOST`)
    or nothing is needed."""
    if not 0 < need <= HAND_MOST:
        return None
    hands = parts.pone_hand
    return sum(n for points, n in hands.items() if points >= need) / sum(hands.values())


@dataclass(frozen=True, slots=True)
class OddsTold:
    """The chances told last in a private chat, kept with the player for « pourquoi? »: the
    scores, whether the player deals, the game's length, the FADOQ rule's threshold when the
    chances were that rule's, and the last question asked before (0: none), after which they
    stand no more."""

    chat_id: int
    me: int
    opponent: int
    dealer: bool
    target: int
    fadoq: int | None
    after: int

    @property
    def needs(self) -> tuple[int, int]:
        """What the player and the opponent still need to go out."""
        return self.target - self.me, self.target - self.opponent

    @property
    def pone_need(self) -> int:
        """What the pone, counted first, still needs: the opponent when the player deals."""
        mine, theirs = self.needs
        return theirs if self.dealer else mine

    def to_json(self) -> dict[str, object]:
        return {
            "chat": self.chat_id,
            "me": self.me,
            "opponent": self.opponent,
            "dealer": self.dealer,
            "target": self.target,
            "fadoq": self.fadoq,
            "after": self.after,
        }

    @classmethod
    def from_json(cls, data: object) -> OddsTold | None:
        """The chances kept (`to_json`); None for nothing kept or a shape not written here."""
        if not isinstance(data, dict):
            return None
        ints = [data.get(key) for key in ("chat", "me", "opponent", "target", "after")]
        fadoq, dealer = data.get("fadoq"), data.get("dealer")
        if not all(isinstance(i, int) for i in ints) or not isinstance(dealer, bool):
            return None
        if fadoq is not None and not isinstance(fadoq, int):
            return None
        chat_id, me, opponent, target, after = (int(i) for i in ints if isinstance(i, int))
        return cls(chat_id, me, opponent, dealer, target, fadoq, after)
