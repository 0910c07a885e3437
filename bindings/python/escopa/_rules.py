# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Rule sets: presets, options and their text form."""

from __future__ import annotations

import ctypes
import enum
import weakref
from typing import Any, Dict, List, Optional, Tuple, Union

from ._args import int_arg, name_arg, text_arg
from ._clib import RulesPtr, format_text, lib, parse_call
from ._wrappers import in_use
from ._errors import (InvalidArgumentError, OptionConflictError, OptionRangeError,
                      UnknownOptionError)


class Preset(enum.IntEnum):
    """One preset per source document (doc/rules.md, "Presets")."""

    ESCOPA = 0            #: Brazilian Escopa (the Brazilian Escopa description)
    ESCOBA = 1            #: Escoba with the stacking rule (the English Escoba guide)
    ESCOBA_DE_15 = 2      #: Escoba de 15 (the Escoba de 15 guide)
    ESCOVA_DE_31 = 3      #: Escopa played to 31 (the Escoba de 15 guide's variant)
    ESCOBA_COMODINES = 4  #: Escoba de 15 with two jokers (the Escoba de 15 guide's variant)
    SCOPA = 5             #: Italian Scopa (named by the Escoba de 15 guide)
    ESCOPA_MATCH = 6      #: Escopa to 15, a match of 4 games (since 1.3)

    @property
    def key(self) -> str:
        """The library's short name, such as ``"escoba_de_15"``."""
        return str(lib.escopa_preset_name(self).decode())

    @classmethod
    def from_key(cls, name: str) -> "Preset":
        """The preset with this short name (case does not matter). Raises
        InvalidArgumentError, whose message lists the presets, for any
        other name, and TypeError for a value that is not a str."""
        key = name_arg(name, "a preset name", InvalidArgumentError, "escopa_preset_from_name")
        out = ctypes.c_int()
        try:
            lib.escopa_preset_from_name(key, ctypes.byref(out))
        except InvalidArgumentError as exc:
            raise InvalidArgumentError(f"unknown preset {name!r}: the presets are "
                                       f"{_preset_keys()}", exc.function) from None
        return cls(out.value)


def _preset_of(value: Union[Preset, int, str]) -> Preset:
    """A preset from a Preset, its number or its key. Raises
    InvalidArgumentError, whose message lists the presets, for an unknown
    one, and TypeError for a value of another type."""
    if isinstance(value, str):
        return Preset.from_key(value)
    try:
        number = int_arg(value, 0, len(Preset) - 1, "preset", InvalidArgumentError,
                         "escopa_rules_new")
    except TypeError:
        raise TypeError(f"a preset is a Preset, its number or its key (one of "
                        f"{_preset_keys()}), not {type(value).__name__} {value!r}") from None
    except InvalidArgumentError as exc:
        raise InvalidArgumentError(f"{exc}; the presets are {_preset_keys()}",
                                   exc.function) from None
    return Preset(number)


def _preset_keys() -> str:
    return ", ".join(preset.key for preset in Preset)


class Option(enum.IntEnum):
    """Every rule option; see the C documentation of ``escopa_option``."""

    PARTNERSHIPS = 0
    JOKERS = 1
    INITIAL_TABLE = 2
    CAPTURE_MODE = 3
    CAPTURE_MULTIPLES = 4
    FORCED_CAPTURE = 5
    STACKING = 6
    LAST_CAPTURE_TAKES = 7
    SWEEP_ON_LAST_PLAY = 8
    SCORE_CARDS = 9
    CARDS_DOUBLE = 10
    SCORE_COINS = 11
    SCORE_SEVEN_OF_COINS = 12
    SEVENS = 13
    ALL_COINS = 14
    PRIMIERA = 15
    NAPOLA = 16
    TARGET = 17
    TEAM_TARGET = 18
    OPEN_TABLE = 19
    DEAL_ROTATION = 20    #: since 1.3: the next seat deals each round
    SHARED_TIES = 21      #: since 1.3: tied sides share a category
    MATCH_GAMES = 22      #: since 1.3: games in a match, 1..99
    HAND_LIMIT = 23       #: since 1.3: the last hand of a game, 0 for none

    @property
    def key(self) -> str:
        """The library's name of the option, such as ``"capture_multiples"``."""
        return str(lib.escopa_option_name(self).decode())

    @property
    def bounds(self) -> Tuple[int, int]:
        """The inclusive (min, max) of the option's value."""
        lo, hi = ctypes.c_int(), ctypes.c_int()
        lib.escopa_option_bounds(self, ctypes.byref(lo), ctypes.byref(hi))
        return lo.value, hi.value


class InitialTable(enum.IntEnum):
    """Values of Option.INITIAL_TABLE (doc/rules.md, "A hand")."""

    PLAY_ON = 0
    DEALER_SWEEPS = 1
    SET_ASIDE = 2
    REDEAL = 3


class CaptureMode(enum.IntEnum):
    """Values of Option.CAPTURE_MODE (doc/rules.md, "A turn")."""

    FIFTEEN = 0
    MATCH = 1


class ForcedCapture(enum.IntEnum):
    """Values of Option.FORCED_CAPTURE (doc/rules.md, "A turn")."""

    NONE = 0
    PER_CARD = 1
    PER_HAND = 2


class Sevens(enum.IntEnum):
    """Values of Option.SEVENS (doc/rules.md, "Scoring a hand")."""

    NONE = 0
    ALL_FOUR = 1
    MOST = 2


class Primiera(enum.IntEnum):
    """Values of Option.PRIMIERA (doc/rules.md, "Scoring a hand")."""

    NONE = 0
    TABLE_A = 1
    TABLE_B = 2


_VALUE_TYPES: Dict[Option, Any] = {
    Option.INITIAL_TABLE: InitialTable,
    Option.CAPTURE_MODE: CaptureMode,
    Option.FORCED_CAPTURE: ForcedCapture,
    Option.SEVENS: Sevens,
    Option.PRIMIERA: Primiera,
}

_BOOLEAN = {Option.PARTNERSHIPS, Option.CAPTURE_MULTIPLES, Option.STACKING,
            Option.LAST_CAPTURE_TAKES, Option.SWEEP_ON_LAST_PLAY, Option.SCORE_CARDS,
            Option.CARDS_DOUBLE, Option.SCORE_COINS, Option.SCORE_SEVEN_OF_COINS,
            Option.ALL_COINS, Option.NAPOLA, Option.OPEN_TABLE, Option.DEAL_ROTATION,
            Option.SHARED_TIES}


def typed_value(option: Option, value: int) -> Any:
    """An option's raw value as its enum, bool or int."""
    if option in _VALUE_TYPES:
        return _VALUE_TYPES[option](value)
    if option in _BOOLEAN:
        return bool(value)
    return value


def _option(key: Union[Option, str]) -> Option:
    if isinstance(key, Option):
        return key
    if isinstance(key, str):
        name = name_arg(key, "rule option", UnknownOptionError, "escopa_option_from_name")
        out = ctypes.c_int()
        try:
            lib.escopa_option_from_name(name, ctypes.byref(out))
        except UnknownOptionError as exc:
            raise UnknownOptionError(f"unknown rule option {key!r}: the options are "
                                     f"{_option_keys()}", exc.function) from None
        return Option(out.value)
    try:
        number = int_arg(key, 0, len(Option) - 1, "option", InvalidArgumentError)
    except TypeError:
        raise TypeError(f"an option is an Option, its name or its number, not {key!r}") from None
    return Option(number)


def _option_keys() -> str:
    return ", ".join(option.key for option in Option)


def _text_value(option: Option, value: int) -> str:
    """An option's value as rules text writes it, such as ``stacking=1``
    or ``capture_mode=match``."""
    typed = typed_value(option, value)
    shown = typed.name.lower() if isinstance(typed, enum.Enum) else str(int(typed))
    return f"{option.key}={shown}"


#: Options with few values: the ones a conflict can involve, tried one by
#: one and two by two to find which setting stands in the way.
_SMALL_OPTIONS = [option for option in Option if option not in
                  (Option.TARGET, Option.TEAM_TARGET, Option.MATCH_GAMES, Option.HAND_LIMIT)]


def _conflicting(rules: "Rules", option: Option, value: int) -> str:
    """The settings of ``rules`` that keep ``option`` from taking
    ``value``, as rules text (``"stacking=1"``, or two joined by "and"),
    found by trying the change on copies: the smallest set of other
    options whose change lets it through."""
    others = [o for o in _SMALL_OPTIONS if o != option]

    def fits(changes: Tuple[Tuple[Option, int], ...]) -> bool:
        trial = rules.copy()
        try:
            for other, other_value in changes:
                lib.escopa_rules_set(trial._handle, other, other_value)
            lib.escopa_rules_set(trial._handle, option, value)
        except (OptionConflictError, OptionRangeError):
            return False
        finally:
            trial.close()
        return True

    def alternatives(other: Option) -> List[Tuple[Option, int]]:
        lo, hi = other.bounds
        current = rules[other]
        return [(other, v) for v in range(lo, hi + 1) if v != current]

    current = {o: int(rules[o]) for o in others}
    for other in others:
        if any(fits((change,)) for change in alternatives(other)):
            return _text_value(other, current[other])
    for i, first in enumerate(others):
        for second in others[i + 1:]:
            if any(fits((a, b)) for a in alternatives(first) for b in alternatives(second)):
                return (f"{_text_value(first, current[first])} and "
                        f"{_text_value(second, current[second])}")
    return "the other options"  # pragma: no cover - every conflict is of two or three


def _is_rules_text(text: str) -> bool:
    """Whether a string given as Rules' preset is rules text rather than a
    bare preset key: it has options (``name=value``) after the preset."""
    return "=" in text or len(text.split()) > 1


def _text_preset(text: bytes) -> Optional[Preset]:
    """The preset that rules text (already read by the library) starts
    from: its first word."""
    try:
        return Preset.from_key(text.split()[0].decode())
    except (IndexError, ValueError):  # pragma: no cover - the library read it
        return None


def rules_arg(rules: Union["Rules", Preset, str, None]) -> "Rules":
    """A Rules object for a ``rules`` argument: Rules themselves, a Preset
    or its key, rules text, or None for Escoba de 15."""
    if rules is None:
        return Rules()
    if isinstance(rules, Rules):
        return rules
    return Rules(rules)


class Rules:
    """A complete rule set, started from a preset.

    Options read and write as items (``rules[Option.TARGET]``,
    ``rules["target"]``) or attributes (``rules.target``). A value outside
    the option's bounds raises OptionRangeError, one that contradicts
    another option OptionConflictError; the rules are then unchanged.

    Rules have a text form (doc/notation.md): ``str(rules)`` or
    ``rules.text`` writes it, such as ``"escopa sevens=most target=15"``,
    and ``Rules.parse(text)`` or ``Rules(text)`` reads it back. Rules
    pickle as their text. Threads: one Rules must not be used from two
    threads at once, even to create games from it: a call while another
    thread is inside a call on the same Rules raises ConcurrentUseError
    (give each thread its own copy(), or take a lock).

    >>> rules = Rules(Preset.ESCOPA, sevens=Sevens.MOST, target=15)
    >>> rules.target, rules.capture_multiples
    (15, True)
    >>> str(rules)
    'escopa sevens=most target=15'
    >>> Rules("escopa sevens=most target=15") == rules
    True
    """

    __slots__ = ("_ptr", "_finalizer", "preset", "__weakref__")

    def __init__(self, preset: Union[Preset, str] = Preset.ESCOBA_DE_15, **options: Any) -> None:
        """Creates the rules of a preset (a Preset or its key, such as
        ``"escoba"``), then sets the given options by name. A string with
        options after the preset, such as ``"escopa sevens=most"``, is read
        as rules text (see ``Rules.parse``); the keyword options then apply
        on top. An unknown preset key raises InvalidArgumentError."""
        ptr = RulesPtr()
        start: Optional[Preset]
        if isinstance(preset, str) and _is_rules_text(preset):
            data = text_arg(preset)
            parse_call(lib.escopa_rules_read, data, len(data), ctypes.byref(ptr))
            start = _text_preset(data)
        else:
            start = _preset_of(preset)
            lib.escopa_rules_new(start, ctypes.byref(ptr))
        self._adopt(ptr)
        #: The preset these rules started from (None when unknown, as for
        #: the rules of a game).
        self.preset: Optional[Preset] = start
        for key, value in options.items():
            self[key] = value

    @classmethod
    def parse(cls, text: Union[str, bytes]) -> "Rules":
        """Reads rules text: a preset key, then ``name=value`` options
        applied in order, as in ``"escoba stacking=0 jokers=2"`` (the
        grammar is in doc/notation.md; case does not matter). Raises
        ParseError for malformed text or an unknown preset,
        UnknownOptionError, OptionRangeError or OptionConflictError for an
        option that does not apply; each carries ``offset``, ``line`` and
        ``column``."""
        data = text_arg(text)
        ptr = RulesPtr()
        parse_call(lib.escopa_rules_read, data, len(data), ctypes.byref(ptr))
        return cls._from_ptr(ptr, _text_preset(data))

    @property
    def text(self) -> str:
        """The rules as text: the preset they differ least from, then each
        option that differs, such as ``"escopa sevens=most target=15"``.
        ``Rules.parse(rules.text) == rules`` always holds."""
        return format_text(lib.escopa_rules_format, self._handle, size=256)

    def describe(self) -> str:
        """The rules in words for a person about to play: how a card
        captures, a trail, a sweep, the scoring and the goal, one paragraph
        a line. ``escopa play`` prints this text as its intro."""
        return format_text(lib.escopa_rules_describe, self._handle, size=2048)

    def __str__(self) -> str:
        return self.text

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_rules_free, ptr)

    @classmethod
    def _from_ptr(cls, ptr: Any, preset: Optional[Preset] = None) -> "Rules":
        self = object.__new__(cls)
        self._adopt(ptr)
        self.preset = preset
        return self

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the rules are closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C object now; the rules can no longer be used. Raises
        ConcurrentUseError if another thread is inside a call on them."""
        with in_use(self._ptr, "Rules.close"):
            self._finalizer()

    def __enter__(self) -> "Rules":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __getitem__(self, key: Union[Option, str]) -> Any:
        option = _option(key)
        out = ctypes.c_int()
        lib.escopa_rules_get(self._handle, option, ctypes.byref(out))
        return typed_value(option, out.value)

    def __setitem__(self, key: Union[Option, str], value: Any) -> None:
        option = _option(key)
        lo, hi = option.bounds
        try:
            value = int_arg(value, lo, hi, option.key, OptionRangeError, "escopa_rules_set",
                            allow_bool=option in _BOOLEAN)
        except OptionRangeError as exc:
            choices = _VALUE_TYPES.get(option)
            if choices is None:
                raise
            named = ", ".join(f"{choices.__name__}.{m.name} = {m.value}" for m in choices)
            raise OptionRangeError(f"{exc} ({named})", exc.function) from None
        try:
            lib.escopa_rules_set(self._handle, option, value)
        except OptionConflictError as exc:
            culprits = _conflicting(self, option, value)
            raise OptionConflictError(
                f"{_text_value(option, value)} conflicts with {culprits} in these rules: "
                f"change {'them' if ' and ' in culprits else 'that'} first",
                exc.function) from None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except UnknownOptionError:
            raise AttributeError(f"Rules has no option {name!r}: the options are "
                                 f"{_option_keys()}") from None

    def __setattr__(self, name: str, value: Any) -> None:
        if name in Rules.__slots__:
            object.__setattr__(self, name, value)
            return
        try:
            option = _option(name)
        except UnknownOptionError:
            raise AttributeError(f"Rules has no option {name!r}: the options are "
                                 f"{_option_keys()}") from None
        self[option] = value

    def options(self) -> Dict[Option, Any]:
        """Every option and its value."""
        return {option: self[option] for option in Option}

    def copy(self) -> "Rules":
        """An independent copy."""
        ptr = RulesPtr()
        lib.escopa_rules_copy(self._handle, ctypes.byref(ptr))
        return Rules._from_ptr(ptr, self.preset)

    __copy__ = copy

    def __deepcopy__(self, memo: Any) -> "Rules":
        return self.copy()

    def __reduce__(self) -> Any:
        return (_unpickle_rules, (self.text, self.preset))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        out = ctypes.c_int()
        lib.escopa_rules_equal(self._handle, other._handle, ctypes.byref(out))
        return bool(out.value)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        """``Rules('escopa sevens=most target=15')``: the call that makes
        equal rules again."""
        if not self._finalizer.alive:
            return "<Rules (closed)>"
        return f"Rules({self.text!r})"


def _unpickle_rules(text: str, preset: Optional[Preset]) -> Rules:
    rules = Rules.parse(text)
    rules.preset = preset
    return rules

