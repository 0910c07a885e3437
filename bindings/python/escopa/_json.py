# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The JSON form of a view (doc/notation.md, "JSON"): one field per field
of view notation, made from the view text and written back to it, so
that text -> JSON -> text gives the same text. Pure Python: the library
checks the view when ``View.from_json()`` reads the text this writes.

The same conversion is in bindings/js/src/json.mjs; the fixtures in
tests/data/json/ hold both to the same answers.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Dict, List, Optional, Union

from ._errors import ParseError

#: The longest JSON text ``view_json_to_text()`` reads, in characters: a
#: view's JSON is a few hundred bytes, its text at most 65536.
JSON_TEXT_MAX = 262144

# Bounds of the numbers, those of view notation; the library checks the
# finer ones (a seat of the game, a side, a score the cards allow).
_COUNT_MAX = 32767
_HAND_MAX = 2147483647
_SEATS_MAX = 4

_PHASES = ("playing", "hand_over", "game_over", "misdeal")
# A card is one word of view notation: nothing that separates words or
# fields, nor "-", "?" or "+", which mean something there.
_CARD = re.compile(r"[0-9A-Za-z\u2660-\u2667]{1,8}\Z")
# Rules text: words and name=value pairs, on one line, without "|".
_RULES = re.compile(r"[0-9A-Za-z_=.,: -]{1,1024}\Z")

FIELDS = ("view", "viewer", "rules", "players", "game", "wins", "hand", "dealer",
          "phase", "seat", "plays", "hands", "voids", "declined", "table", "stock",
          "captured", "sweeps", "aside", "scores", "last", "winner")


def _fail(what: str) -> ParseError:
    error = ParseError(f"view JSON: {what}", "view_json_to_text")
    error.reason = what
    return error


# ---------------------------------------------------------------------
# View text -> JSON
# ---------------------------------------------------------------------

def _words(text: str) -> List[str]:
    return [] if text.strip() == "-" else text.split()


def _groups(text: str) -> List[str]:
    return [group.strip() for group in text.split("/")]


def _number(word: str) -> int:
    if not word.isdigit():
        raise _fail(f"{word!r} is not a number")
    return int(word)


def _side_or_none(word: str) -> Optional[int]:
    return None if word == "-" else _number(word)


def _void(word: str) -> Union[int, str]:
    return "jk" if word.lower() == "jk" else _number(word)


def _hand(group: str) -> Union[int, List[str]]:
    words = _words(group)
    if words and all(word == "?" for word in words):
        return len(words)
    return words


def view_text_to_json(text: str) -> Dict[str, Any]:
    """The JSON object (a dict) of a view's text in view notation, such
    as ``View.text`` writes. Fields the text leaves out (``game``,
    ``wins``, ``voids``, ``declined``) get what leaving them out means.
    Raises ParseError for text that is not view notation (the library's
    ``View.parse()`` says more about an impossible view)."""
    if not isinstance(text, str):
        raise TypeError(f"view text must be str, not {type(text).__name__}")
    fields: Dict[str, str] = {}
    for part in text.strip().split("|"):
        words = part.split(None, 1)
        label = words[0].lower() if words else ""
        value = words[1] if len(words) > 1 else ""
        if label not in FIELDS or label in fields:
            raise _fail(f"unexpected field {label!r} in the view text")
        fields[label] = value.strip()
    if fields.get("view") != "1" or any(name not in fields for name in FIELDS
                                        if name not in ("game", "wins", "voids", "declined")):
        raise _fail("the text is not view notation 1 with every field")
    players = _number(fields["players"])
    sides = len(fields["sweeps"].split())
    winner = _side_or_none(fields["winner"])
    out: Dict[str, Any] = {
        "view": 1,
        "viewer": _number(fields["viewer"]),
        "rules": fields["rules"],
        "players": players,
        "game": _number(fields.get("game", "1")),
        "wins": ([_number(w) for w in fields["wins"].split()] if "wins" in fields
                 else _default_wins(sides, fields["phase"].lower(), winner)),
        "hand": _number(fields["hand"]),
        "dealer": _number(fields["dealer"]),
        "phase": fields["phase"].lower(),
        "seat": _number(fields["seat"]),
        "plays": _number(fields["plays"]),
        "hands": [_hand(group) for group in _groups(fields["hands"])],
        "voids": ([[_void(w) for w in _words(group)] for group in _groups(fields["voids"])]
                  if "voids" in fields else [[] for _ in range(players)]),
        "declined": ([[_number(w) for w in _words(group)] for group in _groups(fields["declined"])]
                     if "declined" in fields else [[] for _ in range(players)]),
        "table": [pile.split("+") for pile in _words(fields["table"])],
        "stock": _number(fields["stock"]),
        "captured": [_words(group) for group in _groups(fields["captured"])],
        "sweeps": [_number(w) for w in fields["sweeps"].split()],
        "aside": _words(fields["aside"]),
        "scores": [_number(w) for w in fields["scores"].split()],
        "last": _side_or_none(fields["last"]),
        "winner": winner,
    }
    return out


def _default_wins(sides: int, phase: str, winner: Optional[int]) -> List[int]:
    """The games won that a text without ``wins`` means: those of a first
    game, one for its winner once it is over."""
    wins = [0] * sides
    if phase == "game_over" and winner is not None and 0 <= winner < sides:
        wins[winner] = 1
    return wins


# ---------------------------------------------------------------------
# JSON -> view text
# ---------------------------------------------------------------------

def _int(value: Any, name: str, low: int = 0, high: int = _COUNT_MAX) -> int:
    if type(value) is not int:  # bool is an int: refused too
        raise _fail(f"{name} must be an integer, not {json.dumps(value)[:40]}")
    if not low <= value <= high:
        raise _fail(f"{name} must be from {low} to {high}, not {value}")
    return value


def _list(value: Any, name: str, most: int) -> List[Any]:
    if not isinstance(value, list):
        raise _fail(f"{name} must be a list, not {json.dumps(value)[:40]}")
    if len(value) > most:
        raise _fail(f"{name} has {len(value)} items, more than {most}")
    return value


def _card(value: Any, name: str) -> str:
    if not isinstance(value, str) or not _CARD.match(value):
        raise _fail(f"{name} must be a card such as \"7o\", not {json.dumps(value)[:40]}")
    return value


def _cards(value: Any, name: str) -> str:
    cards = [_card(card, name) for card in _list(value, name, 64)]
    return " ".join(cards) if cards else "-"


def _per(value: Any, name: str, each: Callable[[Any, str], str]) -> str:
    items = _list(value, name, _SEATS_MAX)
    if not items:
        raise _fail(f"{name} must have one item per seat or side")
    return " / ".join(each(item, f"{name}[{i}]") for i, item in enumerate(items))


def _numbers(value: Any, name: str) -> str:
    items = _list(value, name, _SEATS_MAX)
    if not items:
        raise _fail(f"{name} must have one number per side")
    return " ".join(str(_int(item, f"{name}[{i}]")) for i, item in enumerate(items))


def _hand_text(value: Any, name: str) -> str:
    if isinstance(value, list):
        return _cards(value, name)
    count = _int(value, f"{name} (a hidden hand's count)", 1, 64)
    return " ".join("?" * count)


def _values(value: Any, name: str, jokers: bool) -> str:
    words = []
    for i, item in enumerate(_list(value, name, 11)):
        if jokers and item == "jk":
            words.append("jk")
        else:
            words.append(str(_int(item, f"{name}[{i}]", 1, 10)))
    return " ".join(words) if words else "-"


def _pile(value: Any, name: str) -> str:
    cards = _list(value, name, 40)
    if not cards:
        raise _fail(f"{name} must hold at least one card")
    return "+".join(_card(card, name) for card in cards)


def _side_text(value: Any, name: str) -> str:
    return "-" if value is None else str(_int(value, name, 0, _SEATS_MAX - 1))


def _loads(text: Union[str, bytes]) -> Any:
    if len(text) > JSON_TEXT_MAX:
        raise _fail(f"the JSON text is {len(text)} long, more than {JSON_TEXT_MAX}")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise _fail(f"not JSON: {exc}") from None


def view_json_to_text(data: Union[Dict[str, Any], str, bytes]) -> str:
    """The view text of a view's JSON object (a dict, or JSON text of at
    most ``JSON_TEXT_MAX`` characters), as ``View.text`` writes it for
    the JSON ``View.to_json()`` wrote. Raises ParseError for JSON that is
    not a view's: a missing or unknown field, a wrong type, a number out
    of range; TypeError for an argument that is neither."""
    if isinstance(data, (str, bytes)):
        data = _loads(data)
    elif not isinstance(data, dict):
        raise TypeError(f"a view's JSON must be a dict or JSON text, not {type(data).__name__}")
    if not isinstance(data, dict):
        raise _fail("the JSON must be an object")
    unknown = [name for name in data if name not in FIELDS]
    if unknown:
        raise _fail(f"unknown field {str(unknown[0])[:40]!r}")
    missing = [name for name in FIELDS if name not in data]
    if missing:
        raise _fail(f"missing field {missing[0]!r}")
    _int(data["view"], "view", 1, 1)
    rules = data["rules"]
    if not isinstance(rules, str) or not _RULES.match(rules):
        raise _fail("rules must be rules text such as \"escoba\" or \"escopa sevens=most\"")
    phase = data["phase"]
    if phase not in _PHASES:
        raise _fail(f"phase must be one of {', '.join(_PHASES)}, not {json.dumps(phase)[:40]}")
    voids = _per(data["voids"], "voids", lambda v, n: _values(v, n, True))
    declined = _per(data["declined"], "declined", lambda v, n: _values(v, n, False))
    wins = _numbers(data["wins"], "wins")
    winner = _side_text(data["winner"], "winner")
    game = _int(data["game"], "game", 1, 65535)
    piles = [_pile(pile, f"table[{i}]") for i, pile in enumerate(_list(data["table"], "table", 40))]
    fields = [
        "view 1",
        f"viewer {_int(data['viewer'], 'viewer', 0, _SEATS_MAX - 1)}",
        f"rules {rules.strip()}",
        f"players {_int(data['players'], 'players', 2, _SEATS_MAX)}",
    ]
    if game != 1:
        fields.append(f"game {game}")
    default = " ".join(map(str, _default_wins(len(data["wins"]), phase,
                                               None if winner == "-" else int(winner))))
    if wins != default:
        fields.append(f"wins {wins}")
    fields += [
        f"hand {_int(data['hand'], 'hand', 1, _HAND_MAX)}",
        f"dealer {_int(data['dealer'], 'dealer', 0, _SEATS_MAX - 1)}",
        f"phase {phase}",
        f"seat {_int(data['seat'], 'seat', 0, _SEATS_MAX - 1)}",
        f"plays {_int(data['plays'], 'plays')}",
        f"hands {_per(data['hands'], 'hands', _hand_text)}",
    ]
    if voids.replace("-", "").replace("/", "").strip():
        fields.append(f"voids {voids}")
    if declined.replace("-", "").replace("/", "").strip():
        fields.append(f"declined {declined}")
    fields += [
        f"table {' '.join(piles) if piles else '-'}",
        f"stock {_int(data['stock'], 'stock', 0, 64)}",
        f"captured {_per(data['captured'], 'captured', _cards)}",
        f"sweeps {_numbers(data['sweeps'], 'sweeps')}",
        f"aside {_cards(data['aside'], 'aside')}",
        f"scores {_numbers(data['scores'], 'scores')}",
        f"last {_side_text(data['last'], 'last')}",
        f"winner {winner}",
    ]
    return " | ".join(fields)
