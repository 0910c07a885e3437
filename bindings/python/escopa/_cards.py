# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Cards and card sets."""

from __future__ import annotations

import ctypes
import enum
from collections.abc import Set as AbstractSet
from typing import Any, Callable, Iterable, Iterator, List, Optional, Union, overload

from ._args import enum_arg, int_arg, text_arg
from ._clib import c_card, c_cardset, lib, parse_call
from ._errors import InvalidCardError, ParseError


class Suit(enum.IntEnum):
    """The four suits in the library's fixed order (doc/rules.md, "Cards")."""

    COINS = 0   #: Oros, Denari, Diamonds: the scoring suit
    CUPS = 1    #: Copas, Coppe, Hearts
    SWORDS = 2  #: Espadas, Spade, Spades
    CLUBS = 3   #: Bastos, Bastoni, Clubs

    def name_in(self, style: "Style") -> str:
        """The suit's name in a deck style, such as ``"Oros"`` or ``"♦"``."""
        return str(lib.escopa_suit_name(self, style_arg(style)).decode())


class Rank(enum.IntEnum):
    """The ranks; a rank's number is its capture value."""

    JOKER = 0   #: a joker has no fixed value
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    JACK = 8    #: Sota, Fante, Jack
    KNIGHT = 9  #: Caballo, Cavallo, Queen
    KING = 10   #: Rey, Re, King


class Style(enum.IntEnum):
    """How cards are written; see the C documentation of ``escopa_style``."""

    ASCII = 0         #: ``7o``, ``10b``, ``jk1``
    FRENCH = 1        #: ``7♦``, ``K♣``, ``Joker 1``
    FRENCH_ASCII = 2  #: ``7d``, ``Kc``
    SPANISH = 3       #: ``7 de Oros``, ``Caballo de Copas``
    ITALIAN = 4       #: ``7 di Denari``, ``Cavallo di Coppe``
    ANY = 5           #: parsing only: every style (a suit initial ``c`` is cups)


def style_arg(style: Any, reading: bool = False) -> Style:
    """A deck style argument: any Style (or its number) to read text, any
    but ``Style.ANY`` to write it. TypeError for a value that is not an
    int, InvalidArgumentError listing the styles for another int."""
    return enum_arg(style, Style, "style", members=None if reading else _WRITING_STYLES)


_WRITING_STYLES = [style for style in Style if style != Style.ANY]


def _formatter(cfunc: Callable[..., Any]) -> Callable[[Any, int], str]:
    """Calls a C formatter with a stack buffer, growing it if needed."""
    def run(value: Any, style: int) -> str:
        size = ctypes.c_size_t()
        buf = ctypes.create_string_buffer(128)
        cfunc(value, style, buf, 128, ctypes.byref(size))
        if size.value >= 128:
            buf = ctypes.create_string_buffer(size.value + 1)
            cfunc(value, style, buf, size.value + 1, ctypes.byref(size))
        return buf.value.decode()
    return run


_format_card = _formatter(lib.escopa_card_format)
_format_cardset = _formatter(lib.escopa_cardset_format)

#: Number of card ids, jokers included.
CARD_COUNT = 42


class Card:
    """One card, identified by its stable id (0..39, jokers 40 and 41).

    Cards are immutable, hashable and ordered by id. There is exactly one
    object per card, so ``Card("7o") is Card(7, Suit.COINS)``.

    >>> Card("7o"), Card(7, Suit.COINS), Card("Settebello")
    (Card('7o'), Card('7o'), Card('7o'))
    >>> Card("Caballo de Copas").format(Style.FRENCH)
    'Q♥'
    """

    __slots__ = ("_id",)
    _id: int
    _all: List["Card"] = []

    @overload
    def __new__(cls, spec: str, suit: None = None) -> "Card": ...
    @overload
    def __new__(cls, spec: int, suit: Union[Suit, int]) -> "Card": ...

    def __new__(cls, spec: Union[str, int], suit: Optional[Union[Suit, int]] = None) -> "Card":
        """``Card(text)`` parses a card in any style; ``Card(rank, suit)``
        builds a regular card. Raises ParseError or InvalidCardError."""
        if isinstance(spec, str):
            if suit is not None:
                raise TypeError("Card(text) takes no suit")
            return cls.parse(spec)
        if suit is None:
            raise TypeError("use Card.from_id(id) for a card id, or Card(rank, suit)")
        out = c_card()
        lib.escopa_card_make(spec, suit, ctypes.byref(out))
        return cls._all[out.value]

    @classmethod
    def from_id(cls, card_id: int) -> "Card":
        """The card with this id. Raises InvalidCardError for an int that is
        not a card id, TypeError for a value that is not an int."""
        return cls._all[int_arg(card_id, 0, CARD_COUNT - 1, "card id", InvalidCardError)]

    @classmethod
    def parse(cls, text: str, style: Style = Style.ANY) -> "Card":
        """Reads a card from text. Raises ParseError, whose ``offset`` and
        ``column`` say where the text goes wrong."""
        data = text_arg(text, "card text")
        out = c_card()
        parse_call(lib.escopa_card_read, data, len(data), style_arg(style, reading=True),
                   ctypes.byref(out))
        return cls._all[out.value]

    @property
    def id(self) -> int:
        """The stable card id."""
        return self._id

    @property
    def rank(self) -> Rank:
        """The rank (Rank.JOKER for a joker)."""
        return Rank(0 if self._id >= 40 else self._id // 4 + 1)

    @property
    def value(self) -> int:
        """The capture value, 1..10; 0 for a joker."""
        return 0 if self._id >= 40 else self._id // 4 + 1

    @property
    def suit(self) -> Optional[Suit]:
        """The suit, or None for a joker."""
        return None if self._id >= 40 else Suit(self._id % 4)

    @property
    def is_joker(self) -> bool:
        """Whether this is one of the two jokers of the Comodines variant."""
        return self._id >= 40

    def format(self, style: Style = Style.ASCII) -> str:
        """The card's name in a deck style."""
        return _format_card(self._id, style_arg(style))

    def __str__(self) -> str:
        return self.format(Style.ASCII)

    def __repr__(self) -> str:
        return f"Card({self.format(Style.ASCII)!r})"

    def __int__(self) -> int:
        return self._id

    __index__ = __int__

    def __hash__(self) -> int:
        return hash(self._id)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._id < other._id

    def __le__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._id <= other._id

    def __gt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._id > other._id

    def __ge__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._id >= other._id

    def __reduce__(self) -> Any:
        return (Card.from_id, (self._id,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: Any) -> "Card":
        return self


for _i in range(CARD_COUNT):
    _card = object.__new__(Card)
    _card._id = _i
    Card._all.append(_card)

#: The seven of coins (7♦, Siete de Velo, Settebello).
SEVEN_OF_COINS = Card._all[24]
#: The two jokers.
JOKERS = (Card._all[40], Card._all[41])

_ALL_BITS = (1 << CARD_COUNT) - 1


class CardSet(AbstractSet[Card]):
    """An immutable set of cards, backed by the library's 64-bit mask.

    Iterates in ascending card id and supports ``len``, ``in``, ``|``,
    ``&``, ``-``, ``^``, comparisons and hashing like a frozenset.

    >>> hand = CardSet("7o 10b 3c")
    >>> Card("7o") in hand, len(hand), str(hand)
    (True, 3, '3c 7o 10b')
    """

    __slots__ = ("_mask",)
    _mask: int

    def __init__(self, cards: Union[str, Iterable[Union[Card, str]], int, None] = None,
                 style: Style = Style.ANY) -> None:
        """``CardSet()`` is empty; ``CardSet("7o 5c")`` parses text;
        ``CardSet([cards])`` collects cards (or card texts);
        ``CardSet.from_mask(m)`` wraps a mask."""
        style = style_arg(style, reading=True)
        if cards is None:
            mask = 0
        elif isinstance(cards, str):
            if "\0" in cards:  # the C reader would stop at it
                error = ParseError(f"card text {cards!r} holds a NUL character",
                                   "escopa_cardset_parse")
                error.offset = cards.encode().index(0)
                raise error
            out = c_cardset()
            lib.escopa_cardset_parse(cards.encode(), style, ctypes.byref(out))
            mask = out.value
        elif isinstance(cards, int):
            raise TypeError("use CardSet.from_mask(mask) for a mask")
        else:
            mask = 0
            for card in cards:
                if isinstance(card, str):
                    card = Card.parse(card, style)
                elif not isinstance(card, Card):
                    raise TypeError(f"not a card: {card!r}")
                mask |= 1 << card._id
        self._mask = mask

    @classmethod
    def from_mask(cls, mask: int) -> "CardSet":
        """The set whose bit ``id`` is set for each card ``id`` in it."""
        mask = int_arg(mask, 0, (1 << 64) - 1, "card set mask", InvalidCardError)
        if mask & ~_ALL_BITS:
            raise InvalidCardError(f"invalid card set mask {mask:#x}: it has bits past card 41")
        out = object.__new__(cls)
        out._mask = mask
        return out

    @classmethod
    def _trusted(cls, mask: int) -> "CardSet":
        """The set of a mask the library wrote (no checks)."""
        out = object.__new__(cls)
        out._mask = mask
        return out

    @property
    def mask(self) -> int:
        """The 64-bit mask the C library uses."""
        return self._mask

    def format(self, style: Style = Style.ASCII) -> str:
        """The cards as text in a deck style."""
        return _format_cardset(self._mask, style_arg(style))

    def value(self) -> int:
        """The sum of the capture values of the regular cards."""
        return sum(card.value for card in self)

    def __iter__(self) -> Iterator[Card]:
        mask = self._mask
        allc = Card._all
        while mask:
            low = mask & -mask
            yield allc[low.bit_length() - 1]
            mask ^= low

    def __len__(self) -> int:
        return bin(self._mask).count("1")

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = Card.parse(card)
        return isinstance(card, Card) and bool(self._mask >> card._id & 1)

    def __bool__(self) -> bool:
        return self._mask != 0

    def _mask_of(self, other: Any) -> Optional[int]:
        if isinstance(other, CardSet):
            return other._mask
        if isinstance(other, AbstractSet):
            try:
                return CardSet(other)._mask
            except TypeError:
                return None
        return None

    def __or__(self, other: Any) -> "CardSet":
        m = self._mask_of(other)
        if m is None:
            return NotImplemented
        return CardSet.from_mask(self._mask | m)

    def __and__(self, other: Any) -> "CardSet":
        m = self._mask_of(other)
        if m is None:
            return NotImplemented
        return CardSet.from_mask(self._mask & m)

    def __sub__(self, other: Any) -> "CardSet":
        m = self._mask_of(other)
        if m is None:
            return NotImplemented
        return CardSet.from_mask(self._mask & ~m)

    def __xor__(self, other: Any) -> "CardSet":
        m = self._mask_of(other)
        if m is None:
            return NotImplemented
        return CardSet.from_mask(self._mask ^ m)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __rsub__(self, other: Any) -> "CardSet":
        m = self._mask_of(other)
        if m is None:
            return NotImplemented
        return CardSet.from_mask(m & ~self._mask)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self._mask == other._mask
        return AbstractSet.__eq__(self, other)

    def __hash__(self) -> int:
        return hash(("CardSet", self._mask))

    def __str__(self) -> str:
        return self.format(Style.ASCII)

    def __repr__(self) -> str:
        return f"CardSet({self.format(Style.ASCII)!r})"

    def __reduce__(self) -> Any:
        return (CardSet.from_mask, (self._mask,))


#: The 40 regular cards.
DECK = CardSet.from_mask((1 << 40) - 1)


def cardset_arg(value: Any, what: str) -> CardSet:
    """A card set argument: a CardSet, card text, a Card, or a list,
    tuple or set of cards (or card texts); TypeError for anything else."""
    if isinstance(value, CardSet):
        return value
    if isinstance(value, Card):
        return CardSet.from_mask(1 << value.id)
    if isinstance(value, (str, list, tuple, set, frozenset)):
        return CardSet(value)
    raise TypeError(f"{what} must be a CardSet, card text or cards, not "
                    f"{type(value).__name__}")


def card_arg(value: Any, what: str) -> Card:
    """A card argument: a Card or card text; TypeError for anything else."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return Card.parse(value)
    raise TypeError(f"{what} must be a Card or card text, not {type(value).__name__}")
