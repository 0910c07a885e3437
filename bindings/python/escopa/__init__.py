# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Python bindings of libescopa, the rules engine for the Escopa, Escoba
and Scopa family of card games (capture table cards adding up to 15).

Everything runs in the C library, loaded through ctypes; nothing here needs
a compiler or a package from PyPI.

Play a game::

    import escopa

    game = escopa.Game(escopa.Preset.ESCOBA_DE_15, players=2, seed=2026)
    while game.phase != escopa.Phase.GAME_OVER:
        moves = game.legal_moves()          # every legal move, as Move objects
        result = game.play(moves[0])        # or game.play("7o x 3e+5c")
        print(result.seat, result.move, "sweep!" if result.sweep else "")
        if game.phase != escopa.Phase.PLAYING:  # a hand ended; the last ends the game
            print(game.hand_scores())
        if game.phase == escopa.Phase.HAND_OVER:
            game.next_hand()
    print("winner:", game.winner, "scores:", game.scores)

The main types:

- ``Card`` and ``CardSet``: cards (``Card("7o")``, ``Card(7, Suit.COINS)``,
  ``Card("Settebello")``) and immutable sets of them, in every deck style
  (``Style``).
- ``Rules``: a preset (``Preset``) and its options (``Option``), readable
  and settable as ``rules.target`` or ``rules[Option.TARGET]``.
- ``Game``: the state, ``legal_moves()``, ``play()``, ``next_hand()``,
  ``clone()``; ``Move`` and ``PlayResult`` describe moves and what they did.
  A position set up by hand can have billions of legal moves:
  ``legal_moves()`` lists at most ``MAX_LEGAL_MOVES`` (else
  TooManyMovesError), and ``move_count()``, ``move_at(i)``,
  ``moves_page(start, n)`` and ``iter_moves()`` reach any number of them.
- ``Score`` and ``score_piles()``: a hand's score by category.
- ``Batch`` and ``observe()``: many games stepped in one call, with
  observations, move lists, rewards and done flags in shared buffers
  (NumPy arrays when NumPy is installed), for learning code; with
  ``info_states=True`` the information states too. ``escopa.env`` (import
  it; it needs NumPy) has learning environments in the Gymnasium and
  PettingZoo conventions: ``EscopaEnv``, ``EscopaAECEnv``,
  ``EscopaVectorEnv`` (doc/learning.md).
- Text and binary forms: ``game.position`` / ``Game.from_position()`` /
  ``game.load_position()`` (one-line position notation),
  ``game.snapshot()`` / ``Game.from_snapshot()`` / ``game.restore()``
  (``SNAPSHOT_SIZE`` bytes; games pickle this way), ``str(rules)`` /
  ``Rules.parse()`` (rules text such as ``"escopa sevens=most"``).
- ``View`` (``game.view(seat)``): what one seat knows, with its text
  (``view.text``, ``View.parse()``) and snapshot (``view.snapshot()``,
  ``View.from_snapshot()``) holding no hidden card, its information-set
  ``key``, ``legal_moves()`` and ``observe()``, and ``sample(seed)``: a
  full Game consistent with it, the hidden cards dealt at random, for
  search programs. ``view.to_json()`` / ``View.from_json()`` are its JSON
  form for web clients (``view_text_to_json()`` and ``view_json_to_text()``
  convert the text), ``move.to_json()`` / ``Move.from_json()`` a move's.
- ``Record``: a game record with tags and every move, written and read
  back as PGN-like text (``str(record)``, ``Record.parse()``).
- ``Bot``: computer opponents of every strength, ``Bot.level(Level.EXPERT)``
  or ``Bot(BotKind.PIMC, iterations=64, seed=1)`` (options by their C
  names, ``BotOption``, with their bounds); ``bot.choose(game)``
  plays as the seat to play would, from what it can see, and
  ``bot.analyze(game)`` gives every legal move's value in points (a hint).
  ``game.choose_move(Player.GREEDY)`` is the simple player of 1.1.
- ``Error`` and its subclasses, one per C status, such as
  ``IllegalMoveError``; a failed call leaves every object unchanged.
  A refused move says why: ``error.refusal`` (a ``Refusal``) and
  ``error.refusal_text``, also ``game.refusal(move)`` and
  ``game.refusal_text(move)``.
  Errors of the text and snapshot readers (``ParseError`` and others)
  also say where: ``offset``, ``line``, ``column`` and ``reason``.

Arguments are checked before they reach C: TypeError for a value that is
not an int (a bool included, but for rule options that are flags) where
an int is meant, or of another type where text, bytes or one of the
package's objects is; the library's error (such as InvalidArgumentError,
or IndexOutOfRangeError, an IndexError, for a seat, side or index) for
one out of range, with the range in its message. Seeds are from 0 to
2**64 - 1.

Threads: one Game, Batch, Record or Rules must not be used from two
threads at once (ctypes releases the GIL during each call, so the calls
would race in C). The bindings refuse a call on an object another thread
is inside a call on with ``ConcurrentUseError``; give each thread its own
objects (``clone()``, ``copy()``) or take a lock.

The shared library is, in this order: the one the environment variable
``ESCOPA_LIBRARY`` names (a file, or ``libescopa.so.1`` to take the
system's); the one installed inside the package (``escopa/libescopa.so.1``,
as the wheel and ``pip install`` of the source tree install it); else
``libescopa.so.1`` from the system's library path. ``library_path`` says
which was loaded, ``library_version`` its version.
"""

from ._errors import (CancelledError, ConcurrentUseError, DeckError, Error, IllegalMoveError,
                      IndexOutOfRangeError, InvalidArgumentError, InvalidCardError,
                      MalformedMoveError, NullArgumentError, OptionConflictError,
                      OptionRangeError, OutOfMemoryError, ParseError, PhaseError,
                      RecordFullError, TooManyMovesError, UnknownOptionError)
from ._clib import LibraryError, lib as _lib
from ._cards import (CARD_COUNT, DECK, JOKERS, SEVEN_OF_COINS, Card, CardSet, Rank,
                     Style, Suit)
from ._rules import (CaptureMode, ForcedCapture, InitialTable, Option, Preset, Primiera,
                     Rules, Sevens)
from ._moves import Move, MoveKind
from ._refusal import Refusal
from ._queries import Phase
from ._scoring import LastRound, Score, check_last_round, score_mistake, score_piles
from ._game import MAX_LEGAL_MOVES, Game, PlayFlag, PlayResult, View
from ._batch import Batch, BatchReward, observe
from ._player import Player, SplitMix64
from ._bot import Bot, BotKind, BotOption, Level, MoveValue, OpponentModel
from ._record import Record, RecordDeal, RecordTags
from ._review import (Review, ReviewedHand, ReviewedMove, ReviewMark, ReviewResult,
                      SideTotals)
from ._clib import INFO_STATE_SIZE, OBSERVATION_SIZE, SNAPSHOT_SIZE, VIEW_SNAPSHOT_SIZE
from ._json import view_json_to_text, view_text_to_json

#: The version of the loaded C library, such as "1.0.0".
library_version: str = _lib.escopa_version_string().decode()
#: The loaded C library: the file or name ESCOPA_LIBRARY gave, the file
#: inside the package, or the soname found on the system's library path.
library_path: str = _lib.path

__version__ = "1.5.0"

__all__ = [
    "Card", "CardSet", "Rank", "Suit", "Style", "CARD_COUNT", "DECK", "JOKERS",
    "SEVEN_OF_COINS",
    "Rules", "Preset", "Option", "InitialTable", "CaptureMode", "ForcedCapture",
    "Sevens", "Primiera",
    "Move", "MoveKind", "Refusal", "view_text_to_json", "view_json_to_text",
    "Game", "Phase", "PlayFlag", "PlayResult", "Score", "score_piles", "MAX_LEGAL_MOVES",
    "LastRound", "check_last_round", "score_mistake",
    "Batch", "BatchReward", "observe", "OBSERVATION_SIZE", "INFO_STATE_SIZE",
    "SNAPSHOT_SIZE", "View", "VIEW_SNAPSHOT_SIZE", "Player", "SplitMix64", "Record",
    "RecordDeal", "RecordTags", "Bot", "BotKind", "BotOption", "OpponentModel", "Level",
    "MoveValue", "Review", "ReviewMark", "ReviewedMove", "ReviewedHand", "ReviewResult",
    "SideTotals",
    "Error", "NullArgumentError", "InvalidArgumentError", "InvalidCardError",
    "UnknownOptionError", "OptionRangeError", "OptionConflictError",
    "MalformedMoveError", "IllegalMoveError", "PhaseError", "DeckError",
    "ParseError", "OutOfMemoryError", "TooManyMovesError", "LibraryError",
    "IndexOutOfRangeError", "ConcurrentUseError", "RecordFullError", "CancelledError",
    "library_version", "library_path",
]
