# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Loading libescopa and declaring its C functions.

Every C function the bindings use is declared once, in ``_FUNCTIONS``:
argument types, result type, and whether its ``enum escopa_status`` result
is turned into an exception. Nothing else in the package touches ctypes
prototypes.

Two helpers wrap the calling conventions shared by several functions:
``format_text()`` for the writers that follow the buffer rule of
escopa_card_format(), and ``parse_call()`` for the readers that fill a
``struct escopa_parse_error``.

Checking arguments
------------------
No integer reaches ctypes unchecked (``_args.py``): every integer argument
in ``_FUNCTIONS`` is an ``IntArg`` (its C type, its name in messages, its
domain and the exception for a value outside it), which the checked
wrapper ``lib.NAME`` (``_wrappers.py``) passes through ``int_arg()``
before calling the C function. For new functions:

- declare each integer argument with an ``IntArg``: one of the shared ones
  below (``SEAT``, ``SIDE``, ``PLAYERS``, ``CARD``, ``CARDSET``, ``MOVE``,
  ``SEED``, ``STYLE``, ``OPTION``, ``OPTION_VALUE``, ``INDEX``, ``SIZE``...)
  or a new one, ``IntArg(ctype, "what", lo, hi, ErrorClass)``; an
  ``IntArg`` with ``index=True`` also turns the library's
  ESCOPA_E_INVALID into ``IndexOutOfRangeError`` (an IndexError);
- declare each C object as a pointer to its ``CObject`` (``GamePtr``...):
  the wrapper marks it in use for the time of the call (threads, see
  ``_wrappers.py``);
- in Python code, convert an int given by the user with ``int_arg()``,
  ``index_arg()`` (an index below a count known in Python: IndexError) or
  ``seed_arg()`` (a uint64 seed) rather than ``int()``, which accepts
  floats and strings: each raises TypeError for a value that is not an
  int (an object with ``__index__``, a bool excepted), and an exception
  naming the value and the valid range otherwise. ``_args.py`` has the
  other argument helpers (texts, bytes, enums, choices).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from typing import Any, Callable, Dict, List, Optional, Tuple, Type

from ._args import INT_MAX, INT_MIN, SIZE_MAX, U64_MAX, IntArg
from ._errors import (Error, IndexOutOfRangeError, InvalidArgumentError, InvalidCardError,
                      MalformedMoveError, OptionRangeError, UnknownOptionError,
                      raise_for_status)
from ._wrappers import CObject, wrap
# The helpers _bot.py, _batch.py and the environments import from here
from ._args import index_arg as index_arg, int_arg as int_arg, seed_arg as seed_arg
from ._args import text_arg as text_arg
from ._wrappers import FREE as FREE, bind as bind, in_use as in_use

#: The soname the bindings load. The ABI of every 1.x release is that of 1.0.
SONAME = "libescopa.so.1"
#: The DLL names tried on Windows before find_library: the mingw-w64 build's
#: (libescopa-1.dll, README.md section Windows) and a plain one.
WINDOWS_NAMES = ("libescopa-1.dll", "escopa.dll")
#: Environment variable naming the library to load: a file, or the soname
#: to take the system's even when the package holds a library of its own.
LIBRARY_ENV = "ESCOPA_LIBRARY"
#: The folder of the package, where a wheel puts the library (``pip install``
#: of the wheel or of the source tree's root).
PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
#: The oldest library version these bindings work with, as (major, minor).
MIN_VERSION = (1, 4)


class _Rules(CObject):
    """Opaque ``struct escopa_rules``."""

    kind = "Rules"


class _Game(CObject):
    """Opaque ``struct escopa_game``."""

    kind = "Game"


RulesPtr = ctypes.POINTER(_Rules)
GamePtr = ctypes.POINTER(_Game)

c_card = ctypes.c_int
c_cardset = ctypes.c_uint64
c_move = ctypes.c_uint64


class c_status(ctypes.c_int):
    """``enum escopa_status``, as the result type of a C function in
    ``_FUNCTIONS``: it marks the functions whose result the status errcheck
    turns into an exception (they return a plain C int). A function that
    returns an int of its own, such as escopa_option_count(), is declared
    with ``ctypes.c_int``."""


class _Batch(CObject):
    """Opaque ``struct escopa_batch``."""

    kind = "Batch"


BatchPtr = ctypes.POINTER(_Batch)


class _Record(CObject):
    """Opaque ``struct escopa_record``."""

    kind = "Record"


RecordPtr = ctypes.POINTER(_Record)


class _View(CObject):
    """Opaque ``struct escopa_view``."""

    kind = "View"


ViewPtr = ctypes.POINTER(_View)


class ParseErrorInfo(ctypes.Structure):
    """``struct escopa_parse_error``, version 1."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("status", ctypes.c_int),  # enum escopa_status
        ("offset", ctypes.c_size_t),
        ("line", ctypes.c_size_t),
        ("column", ctypes.c_size_t),
        ("message", ctypes.c_char * 160),
    ]


PARSE_ERROR_VERSION = 1
#: The size in bytes of every snapshot (``ESCOPA_SNAPSHOT_SIZE``).
SNAPSHOT_SIZE = 256
#: The size in bytes of every view snapshot (``ESCOPA_VIEW_SNAPSHOT_SIZE``).
VIEW_SNAPSHOT_SIZE = 256


class BatchBuffers(ctypes.Structure):
    """``struct escopa_batch_buffers``, version 2 (1.4)."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("max_moves", ctypes.c_size_t),
        ("actions", ctypes.POINTER(ctypes.c_uint32)),
        ("observations", ctypes.POINTER(ctypes.c_uint8)),
        ("moves", ctypes.POINTER(ctypes.c_uint64)),
        ("move_counts", ctypes.POINTER(ctypes.c_uint32)),
        ("rewards", ctypes.POINTER(ctypes.c_float)),
        ("done", ctypes.POINTER(ctypes.c_uint8)),
        ("winners", ctypes.POINTER(ctypes.c_int8)),
        # version 2 (1.4)
        ("to_play_seats", ctypes.POINTER(ctypes.c_int8)),
        ("to_play_sides", ctypes.POINTER(ctypes.c_int8)),
        ("final_observations", ctypes.POINTER(ctypes.c_uint8)),
        ("action_masks", ctypes.POINTER(ctypes.c_uint8)),
        ("more_offsets", ctypes.POINTER(ctypes.c_uint32)),
        ("info_states", ctypes.POINTER(ctypes.c_uint8)),
        ("final_info_states", ctypes.POINTER(ctypes.c_uint8)),
        ("actor_rewards", ctypes.POINTER(ctypes.c_float)),
    ]


BATCH_BUFFERS_VERSION = 2
#: Actions per card of the batch's fixed action space (``ESCOPA_BATCH_MOVES_PER_CARD``).
BATCH_MOVES_PER_CARD = 8
#: Actions of the fixed action space (``ESCOPA_BATCH_ACTIONS``): 42 cards times 8.
BATCH_ACTIONS = 42 * BATCH_MOVES_PER_CARD
#: The size in bytes of an observation (``ESCOPA_OBSERVATION_SIZE``).
OBSERVATION_SIZE = 64
#: Play records of an information state (``ESCOPA_INFO_STATE_PLAYS``).
INFO_STATE_PLAYS = 12
#: Bytes of one play record (``ESCOPA_INFO_STATE_PLAY_SIZE``).
INFO_STATE_PLAY_SIZE = 96
#: Bytes of an information state (``ESCOPA_INFO_STATE_SIZE``): 1216.
INFO_STATE_SIZE = OBSERVATION_SIZE + INFO_STATE_PLAYS * INFO_STATE_PLAY_SIZE


class PlayResult(ctypes.Structure):
    """``struct escopa_play_result``, version 1."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("flags", ctypes.c_uint),
        ("seat", ctypes.c_int),
        ("side", ctypes.c_int),
        ("move", c_move),
        ("taken", c_cardset),
        ("sweep_points", ctypes.c_int),
        ("last_take", c_cardset),
        ("last_take_side", ctypes.c_int),
    ]


PLAY_RESULT_VERSION = 1


class _Bot(CObject):
    """Opaque ``struct escopa_bot``."""

    kind = "Bot"


BotPtr = ctypes.POINTER(_Bot)


class MoveValueInfo(ctypes.Structure):
    """``struct escopa_move_value``."""

    _fields_ = [
        ("move", c_move),
        ("value", ctypes.c_double),
        ("samples", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32),
    ]


#: The most moves escopa_bot_analyze_game() values.
BOT_MAX_ANALYZED = 512


class _Review(CObject):
    """Opaque ``struct escopa_review``."""

    kind = "Review"


ReviewPtr = ctypes.POINTER(_Review)


class ReviewMoveInfo(ctypes.Structure):
    """``struct escopa_review_move``."""

    _fields_ = [
        ("index", ctypes.c_size_t),
        ("game", ctypes.c_uint32),
        ("hand", ctypes.c_uint32),
        ("seat", ctypes.c_int),
        ("side", ctypes.c_int),
        ("played", c_move),
        ("best", c_move),
        ("played_value", ctypes.c_double),
        ("best_value", ctypes.c_double),
        ("loss", ctypes.c_double),
        ("choices", ctypes.c_uint32),
        ("samples", ctypes.c_uint32),
        ("mark", ctypes.c_int),
        ("reserved", ctypes.c_uint32),
    ]


#: The marks of a review (ESCOPA_REVIEW_MARKS) and the worst moves its
#: totals keep (ESCOPA_REVIEW_WORST).
REVIEW_MARKS = 5
REVIEW_WORST = 3


class ReviewTotalsInfo(ctypes.Structure):
    """``struct escopa_review_totals``."""

    _fields_ = [
        ("decisions", ctypes.c_uint32),
        ("forced", ctypes.c_uint32),
        ("marks", ctypes.c_uint32 * REVIEW_MARKS),
        ("points_lost", ctypes.c_double),
        ("accuracy", ctypes.c_double),
        ("worst_count", ctypes.c_uint32),
        ("worst", ctypes.c_size_t * REVIEW_WORST),
    ]

P = ctypes.POINTER
c_int_p = P(ctypes.c_int)
c_size_p = P(ctypes.c_size_t)
char_p = ctypes.c_char_p
buf_p = ctypes.c_char_p

def c_int_arg(what: str, error: Type[Exception] = InvalidArgumentError, lo: int = INT_MIN,
              hi: int = INT_MAX) -> IntArg:
    """An ``int`` argument; its domain defaults to the whole C int (the
    library checks the rest)."""
    return IntArg(ctypes.c_int, what, lo, hi, error)


# The integer arguments the library takes. Domains are the documented
# ones where they are fixed (the library checks the rest, such as a seat
# below the game's number of players). An enum's is its values, but the C
# int's for the functions that name a value (escopa_preset_name()...), which
# answer NULL for one they do not know, and for the values the Python code
# checks against its own enum first (styles, presets, bot kinds, levels).
SEAT = IntArg(ctypes.c_int, "seat", 0, 3, IndexOutOfRangeError, index=True)
SIDE = IntArg(ctypes.c_int, "side", 0, 3, IndexOutOfRangeError, index=True)
PLAYERS = c_int_arg("players", lo=2, hi=4)
CARD = IntArg(c_card, "card id", 0, 41, InvalidCardError)
CARDSET = IntArg(c_cardset, "card set mask", 0, U64_MAX, InvalidCardError)
MOVE = IntArg(c_move, "move value", 0, U64_MAX, MalformedMoveError)
MOVE_KIND = c_int_arg("move kind", MalformedMoveError, lo=1, hi=3)
SEED = IntArg(ctypes.c_uint64, "seed", 0, U64_MAX, InvalidArgumentError)
STYLE = c_int_arg("style")
SUIT = c_int_arg("suit")
RANK = c_int_arg("rank", InvalidCardError, lo=1, hi=10)
CARD_SUIT = c_int_arg("suit", InvalidCardError, lo=0, hi=3)
OPTION = c_int_arg("option", UnknownOptionError)
OPTION_VALUE = c_int_arg("option value", OptionRangeError)
PRESET = c_int_arg("preset")
PLAYER = c_int_arg("player", lo=0, hi=1)
BOT_KIND = c_int_arg("bot kind")
BOT_OPTION = c_int_arg("bot option", UnknownOptionError)
BOT_OPTION_VALUE = c_int_arg("bot option value", OptionRangeError)
LEVEL = c_int_arg("level")
THREADS = c_int_arg("threads", lo=1, hi=64)
SCORE_ITEM = c_int_arg("score item")
REFUSAL = c_int_arg("refusal")
STATUS = c_int_arg("status")
SIDE_COUNT = c_int_arg("number of sides")
BATCH_REWARD = c_int_arg("reward mode", lo=0, hi=2)
#: A seat of a batch: the wrapper checks it against the players first, so
#: that ESCOPA_E_INVALID can mean the last seat left to the learner.
BATCH_SEAT = IntArg(ctypes.c_int, "seat", 0, 3, IndexOutOfRangeError)
#: An index into a list the C object holds (moves, deals, tags, games).
INDEX = IntArg(ctypes.c_size_t, "index", 0, SIZE_MAX, IndexOutOfRangeError, index=True)
#: The size of a buffer or the length of text.
SIZE = IntArg(ctypes.c_size_t, "size", 0, SIZE_MAX, InvalidArgumentError)
#: The most games a batch holds (escopa_batch_new()).
BATCH_MAX_SIZE = 1 << 20
BATCH_SIZE = IntArg(ctypes.c_size_t, "batch size", 1, BATCH_MAX_SIZE, InvalidArgumentError)
DECK_COUNT = IntArg(ctypes.c_size_t, "number of cards", 0, SIZE_MAX, InvalidArgumentError)

# name: (argtypes, restype), with an IntArg for every integer argument;
# restype c_status gets the status errcheck.
_FUNCTIONS: Dict[str, Tuple[List[Any], Any]] = {
    # status
    "escopa_status_str": ([STATUS], char_p),
    "escopa_status_name": ([STATUS], char_p),
    # version
    "escopa_version_string": ([], char_p),
    "escopa_version_number": ([], ctypes.c_uint),
    # cards
    "escopa_card_make": ([RANK, CARD_SUIT, P(c_card)], c_status),
    "escopa_card_value": ([CARD, c_int_p], c_status),
    "escopa_card_rank": ([CARD, c_int_p], c_status),
    "escopa_card_suit": ([CARD, c_int_p], c_status),
    "escopa_card_is_joker": ([CARD, c_int_p], c_status),
    "escopa_card_format": ([CARD, STYLE, buf_p, SIZE, c_size_p], c_status),
    "escopa_card_parse": ([char_p, STYLE, P(c_card)], c_status),
    "escopa_cardset_format": ([CARDSET, STYLE, buf_p, SIZE, c_size_p], c_status),
    "escopa_cardset_parse": ([char_p, STYLE, P(c_cardset)], c_status),
    "escopa_suit_name": ([SUIT, STYLE], char_p),
    # rules
    "escopa_rules_new": ([PRESET, P(RulesPtr)], c_status),
    "escopa_rules_copy": ([RulesPtr, P(RulesPtr)], c_status),
    "escopa_rules_free": ([RulesPtr], None),
    "escopa_rules_get": ([RulesPtr, OPTION, c_int_p], c_status),
    "escopa_rules_set": ([RulesPtr, OPTION, OPTION_VALUE], c_status),
    "escopa_rules_equal": ([RulesPtr, RulesPtr, c_int_p], c_status),
    "escopa_option_bounds": ([OPTION, c_int_p, c_int_p], c_status),
    "escopa_option_count": ([], ctypes.c_int),
    "escopa_option_name": ([OPTION], char_p),
    "escopa_option_from_name": ([char_p, c_int_p], c_status),
    "escopa_preset_count": ([], ctypes.c_int),
    "escopa_preset_name": ([PRESET], char_p),
    "escopa_preset_from_name": ([char_p, c_int_p], c_status),
    # moves
    "escopa_move_make": ([MOVE_KIND, CARD, CARDSET, P(c_move)], c_status),
    "escopa_move_parts": ([MOVE, c_int_p, P(c_card), P(c_cardset)], c_status),
    "escopa_move_format": ([MOVE, STYLE, buf_p, SIZE, c_size_p], c_status),
    "escopa_move_parse": ([char_p, STYLE, P(c_move)], c_status),
    # games
    "escopa_game_new": ([RulesPtr, PLAYERS, SEED, P(GamePtr)], c_status),
    "escopa_game_free": ([GamePtr], None),
    "escopa_game_clone": ([GamePtr, P(GamePtr)], c_status),
    "escopa_game_copy": ([GamePtr, GamePtr], c_status),
    "escopa_game_equal": ([GamePtr, GamePtr, c_int_p], c_status),
    "escopa_game_rules": ([GamePtr, P(RulesPtr)], c_status),
    "escopa_game_option": ([GamePtr, OPTION, c_int_p], c_status),
    "escopa_game_players": ([GamePtr, c_int_p], c_status),
    "escopa_game_sides": ([GamePtr, c_int_p], c_status),
    "escopa_game_side_of": ([GamePtr, SEAT, c_int_p], c_status),
    "escopa_game_phase": ([GamePtr, c_int_p], c_status),
    "escopa_game_current_seat": ([GamePtr, c_int_p], c_status),
    "escopa_game_dealer": ([GamePtr, c_int_p], c_status),
    "escopa_game_hand_number": ([GamePtr, c_int_p], c_status),
    "escopa_game_hand": ([GamePtr, SEAT, P(c_cardset)], c_status),
    "escopa_game_table": ([GamePtr, P(c_cardset)], c_status),
    "escopa_game_piles": ([GamePtr, P(c_cardset), SIZE, c_size_p], c_status),
    "escopa_game_stock": ([GamePtr, P(c_card), SIZE, c_size_p], c_status),
    "escopa_game_captured": ([GamePtr, SIDE, P(c_cardset)], c_status),
    "escopa_game_sweeps": ([GamePtr, SIDE, c_int_p], c_status),
    "escopa_game_set_aside": ([GamePtr, P(c_cardset)], c_status),
    "escopa_game_last_capture_side": ([GamePtr, c_int_p], c_status),
    "escopa_game_score": ([GamePtr, SIDE, c_int_p], c_status),
    "escopa_game_winner": ([GamePtr, c_int_p], c_status),
    "escopa_game_moves": ([GamePtr, P(c_move), SIZE, c_size_p], c_status),
    "escopa_game_move_at": ([GamePtr, INDEX, P(c_move)], c_status),
    "escopa_game_moves_page": ([GamePtr, INDEX, P(c_move), SIZE, c_size_p, c_size_p],
                               c_status),
    "escopa_game_is_legal": ([GamePtr, MOVE], c_status),
    "escopa_game_play": ([GamePtr, MOVE, P(PlayResult)], c_status),
    "escopa_game_next_hand": ([GamePtr], c_status),
    "escopa_game_deal": ([GamePtr, P(c_card), DECK_COUNT], c_status),
    # observations and batches (1.1)
    "escopa_game_observe": ([GamePtr, P(ctypes.c_uint8)], c_status),
    "escopa_batch_new": ([RulesPtr, PLAYERS, BATCH_SIZE, SEED, P(BatchPtr)], c_status),
    "escopa_batch_free": ([BatchPtr], None),
    "escopa_batch_bind": ([BatchPtr, P(BatchBuffers)], c_status),
    "escopa_batch_step": ([BatchPtr], c_status),
    "escopa_batch_set_threads": ([BatchPtr, THREADS], c_status),
    "escopa_batch_game": ([BatchPtr, INDEX, GamePtr], c_status),
    # refusals (1.3)
    "escopa_game_refusal": ([GamePtr, MOVE, c_int_p], c_status),
    "escopa_game_format_refusal": ([GamePtr, MOVE, STYLE, buf_p, SIZE, c_size_p], c_status),
    "escopa_refusal_name": ([REFUSAL], char_p),
    "escopa_refusal_str": ([REFUSAL], char_p),
    "escopa_batch_refusal": ([BatchPtr, c_size_p, c_int_p], c_status),
    # the learning batch (1.4)
    "escopa_batch_set_reward": ([BatchPtr, BATCH_REWARD], c_status),
    "escopa_batch_set_seat_bot": ([BatchPtr, BATCH_SEAT, BotPtr], c_status),
    "escopa_batch_info_state": ([BatchPtr, INDEX, BATCH_SEAT, c_int_arg("final", lo=0, hi=1),
                                 P(ctypes.c_uint8)], c_status),
    # scoring
    "escopa_game_hand_score": ([GamePtr, SIDE, P(ctypes.c_int32), SIZE], c_status),
    "escopa_score_piles": ([RulesPtr, SIDE_COUNT, P(c_cardset), c_int_p, SIDE,
                            P(ctypes.c_int32), SIZE], c_status),
    "escopa_score_item_name": ([SCORE_ITEM], char_p),
    # notation (1.1)
    "escopa_game_format_position": ([GamePtr, buf_p, SIZE, c_size_p], c_status),
    "escopa_game_parse_position": ([char_p, SIZE, P(GamePtr), P(ParseErrorInfo)], c_status),
    "escopa_game_load_position": ([GamePtr, char_p, SIZE, P(ParseErrorInfo)], c_status),
    "escopa_game_snapshot": ([GamePtr, buf_p, SIZE], c_status),
    "escopa_game_restore": ([GamePtr, char_p, SIZE, P(ParseErrorInfo)], c_status),
    "escopa_rules_format": ([RulesPtr, buf_p, SIZE, c_size_p], c_status),
    "escopa_rules_describe": ([RulesPtr, buf_p, SIZE, c_size_p], c_status),
    "escopa_rules_read": ([char_p, SIZE, P(RulesPtr), P(ParseErrorInfo)], c_status),
    "escopa_card_read": ([char_p, SIZE, STYLE, P(c_card), P(ParseErrorInfo)], c_status),
    "escopa_move_read": ([char_p, SIZE, STYLE, P(c_move), P(ParseErrorInfo)], c_status),
    # records (1.1)
    # bots
    "escopa_bot_new": ([BOT_KIND, SEED, P(BotPtr)], c_status),
    "escopa_bot_new_level": ([LEVEL, SEED, P(BotPtr)], c_status),
    "escopa_bot_free": ([BotPtr], None),
    "escopa_bot_set": ([BotPtr, BOT_OPTION, BOT_OPTION_VALUE], c_status),
    "escopa_bot_get": ([BotPtr, BOT_OPTION, c_int_p], c_status),
    "escopa_bot_get_kind": ([BotPtr, c_int_p], c_status),
    "escopa_bot_option_bounds": ([BOT_KIND, BOT_OPTION, c_int_p, c_int_p], c_status),
    "escopa_bot_option_count": ([], ctypes.c_int),
    "escopa_bot_option_name": ([BOT_OPTION], char_p),
    "escopa_bot_option_from_name": ([char_p, c_int_p], c_status),
    "escopa_bot_kind_name": ([BOT_KIND], char_p),
    "escopa_bot_kind_from_name": ([char_p, c_int_p], c_status),
    "escopa_level_name": ([LEVEL], char_p),
    "escopa_level_from_name": ([char_p, c_int_p], c_status),
    "escopa_bot_choose": ([BotPtr, ViewPtr, P(c_move)], c_status),
    "escopa_bot_choose_game": ([BotPtr, GamePtr, P(c_move)], c_status),
    "escopa_bot_analyze": ([BotPtr, ViewPtr, P(MoveValueInfo), SIZE, c_size_p], c_status),
    "escopa_bot_analyze_game": ([BotPtr, GamePtr, P(MoveValueInfo), SIZE, c_size_p],
                                c_status),
    "escopa_record_new": ([RulesPtr, PLAYERS, SEED, P(RecordPtr)], c_status),
    "escopa_record_free": ([RecordPtr], None),
    "escopa_record_set_tag": ([RecordPtr, char_p, char_p], c_status),
    "escopa_record_tag": ([RecordPtr, char_p, buf_p, SIZE, c_size_p], c_status),
    "escopa_record_play": ([RecordPtr, MOVE], c_status),
    "escopa_record_next_hand": ([RecordPtr, P(c_card), DECK_COUNT], c_status),
    "escopa_record_game": ([RecordPtr, GamePtr], c_status),
    "escopa_record_move_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_move": ([RecordPtr, INDEX, P(c_move)], c_status),
    # 1.2
    "escopa_record_tag_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_tag_key": ([RecordPtr, INDEX, buf_p, SIZE, c_size_p], c_status),
    "escopa_record_deal_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_deal": ([RecordPtr, INDEX, c_size_p, P(c_card), SIZE, c_size_p], c_status),
    "escopa_record_game_at": ([RecordPtr, INDEX, GamePtr], c_status),
    "escopa_record_format": ([RecordPtr, buf_p, SIZE, c_size_p], c_status),
    "escopa_record_parse": ([char_p, SIZE, P(RecordPtr), P(ParseErrorInfo)], c_status),
    # 1.3
    "escopa_record_text_length": ([RecordPtr, c_size_p], c_status),
    # computer players (1.1)
    "escopa_game_choose_move": ([GamePtr, PLAYER, P(ctypes.c_uint64), P(c_move)], c_status),
    # matches and the last-round check (1.3)
    "escopa_game_next_game": ([GamePtr], c_status),
    "escopa_game_match_game": ([GamePtr, c_int_p], c_status),
    "escopa_game_match_wins": ([GamePtr, SIDE, c_int_p], c_status),
    "escopa_game_match_over": ([GamePtr, c_int_p], c_status),
    "escopa_game_match_winner": ([GamePtr, c_int_p], c_status),
    "escopa_record_next_game": ([RecordPtr], c_status),
    "escopa_score_check_last_round": ([RulesPtr, SIDE_COUNT, P(c_cardset), CARDSET, c_int_p,
                                       P(ctypes.c_uint)], c_status),
    "escopa_score_mistake": ([RulesPtr, SIDE_COUNT, c_int_p, SIDE, P(ctypes.c_int32)],
                             c_status),
    # one crossing per step (1.3)
    "escopa_game_play_next": ([GamePtr, MOVE, P(PlayResult), c_int_p, c_int_p, P(c_move),
                               SIZE, c_size_p], c_status),
    # views and sampling (1.4)
    "escopa_view_new": ([GamePtr, SEAT, P(ViewPtr)], c_status),
    "escopa_view_update": ([ViewPtr, GamePtr, SEAT], c_status),
    "escopa_view_free": ([ViewPtr], None),
    "escopa_view_clone": ([ViewPtr, P(ViewPtr)], c_status),
    "escopa_view_copy": ([ViewPtr, ViewPtr], c_status),
    "escopa_view_equal": ([ViewPtr, ViewPtr, c_int_p], c_status),
    "escopa_view_seat": ([ViewPtr, c_int_p], c_status),
    "escopa_view_players": ([ViewPtr, c_int_p], c_status),
    "escopa_view_sides": ([ViewPtr, c_int_p], c_status),
    "escopa_view_option": ([ViewPtr, OPTION, c_int_p], c_status),
    "escopa_view_rules": ([ViewPtr, RulesPtr], c_status),
    "escopa_view_phase": ([ViewPtr, c_int_p], c_status),
    "escopa_view_current_seat": ([ViewPtr, c_int_p], c_status),
    "escopa_view_dealer": ([ViewPtr, c_int_p], c_status),
    "escopa_view_hand_number": ([ViewPtr, c_int_p], c_status),
    "escopa_view_hand": ([ViewPtr, SEAT, P(c_cardset)], c_status),
    "escopa_view_hand_size": ([ViewPtr, SEAT, c_int_p], c_status),
    "escopa_view_excluded": ([ViewPtr, SEAT, P(c_cardset)], c_status),
    "escopa_view_table": ([ViewPtr, P(c_cardset)], c_status),
    "escopa_view_piles": ([ViewPtr, P(c_cardset), SIZE, c_size_p], c_status),
    "escopa_view_captured": ([ViewPtr, SIDE, P(c_cardset)], c_status),
    "escopa_view_sweeps": ([ViewPtr, SIDE, c_int_p], c_status),
    "escopa_view_score": ([ViewPtr, SIDE, c_int_p], c_status),
    "escopa_view_set_aside": ([ViewPtr, P(c_cardset)], c_status),
    "escopa_view_stock_size": ([ViewPtr, c_int_p], c_status),
    "escopa_view_unseen": ([ViewPtr, P(c_cardset)], c_status),
    "escopa_view_moves": ([ViewPtr, P(c_move), SIZE, c_size_p], c_status),
    "escopa_view_observe": ([ViewPtr, P(ctypes.c_uint8)], c_status),
    "escopa_game_observe_seat": ([GamePtr, SEAT, P(ctypes.c_uint8)], c_status),
    "escopa_view_key": ([ViewPtr, P(ctypes.c_uint64)], c_status),
    "escopa_game_info_key": ([GamePtr, SEAT, P(ctypes.c_uint64)], c_status),
    "escopa_view_sample": ([ViewPtr, SEED, GamePtr], c_status),
    "escopa_view_format": ([ViewPtr, buf_p, SIZE, c_size_p], c_status),
    "escopa_view_parse": ([char_p, SIZE, P(ViewPtr), P(ParseErrorInfo)], c_status),
    "escopa_view_load": ([ViewPtr, char_p, SIZE, P(ParseErrorInfo)], c_status),
    "escopa_view_snapshot": ([ViewPtr, buf_p, SIZE], c_status),
    "escopa_view_restore": ([ViewPtr, char_p, SIZE, P(ParseErrorInfo)], c_status),
    "escopa_view_new_from_snapshot": ([char_p, SIZE, P(ViewPtr), P(ParseErrorInfo)], c_status),
    # game review (1.5)
    "escopa_review_new": ([SEED, P(ReviewPtr)], c_status),
    "escopa_review_free": ([ReviewPtr], None),
    "escopa_review_bot": ([ReviewPtr, P(BotPtr)], c_status),
    "escopa_review_reset": ([ReviewPtr], c_status),
    "escopa_review_decision": ([ReviewPtr, GamePtr, MOVE, P(ReviewMoveInfo)], c_status),
    "escopa_review_record_move": ([ReviewPtr, RecordPtr, INDEX, P(ReviewMoveInfo)], c_status),
    "escopa_review_totals": ([ReviewPtr, SIDE, P(ReviewTotalsInfo)], c_status),
    "escopa_review_mark_name": ([c_int_arg("review mark")], char_p),
}


def _errcheck(result: int, func: Callable[..., Any], args: Tuple[Any, ...]) -> int:
    if result != 0:
        raise_for_status(result, func.__name__, _status_text(result))
    return result


def _status_text(status: int) -> str:
    text = lib.escopa_status_str(status)
    return str(text.decode()) if text else "unknown status"


def format_text(func: Callable[..., Any], *args: Any, size: int = 1024) -> str:
    """Calls a C writer that follows the buffer rule of
    escopa_card_format() (its last arguments are a buffer, its size and
    the full length), growing the buffer once if the text did not fit."""
    length = ctypes.c_size_t()
    buf = ctypes.create_string_buffer(size)
    func(*args, buf, size, ctypes.byref(length))
    if length.value >= size:
        size = length.value + 1
        buf = ctypes.create_string_buffer(size)
        func(*args, buf, size, ctypes.byref(length))
    return buf.raw[:length.value].decode()


def parse_call(func: Callable[..., Any], *args: Any) -> None:
    """Calls a C reader whose last argument is a ``struct
    escopa_parse_error``. On failure the exception errcheck raised (the
    class of the status the call returned) gets the reader's message as
    its text and the struct's fields as attributes (``offset``, ``line``,
    ``column``, ``reason``, ``parse_status``, ``parse_status_name``)."""
    info = ParseErrorInfo(version=PARSE_ERROR_VERSION)
    try:
        func(*args, ctypes.byref(info))
    except Error as exc:
        if info.status != 0:  # the reader filled the struct
            reason = info.message.decode("utf-8", "replace")
            name = lib.escopa_status_name(info.status)
            exc.args = (f"line {info.line}, column {info.column}: {reason}",)
            exc.offset, exc.line, exc.column = info.offset, info.line, info.column
            exc.reason = reason
            exc.parse_status = info.status
            exc.parse_status_name = name.decode() if name else "ESCOPA_E_UNKNOWN"
        raise


class LibraryError(ImportError):
    """The shared library could not be loaded, or its version does not fit."""


class _Library:
    """The library's functions as checked wrappers (``lib.NAME``), the
    ctypes library itself as ``lib.raw``, and the file or name it was
    loaded by as ``lib.path``."""

    def __init__(self, raw: ctypes.CDLL, path: str) -> None:
        self.raw = raw
        self.path = path

    def __getattr__(self, name: str) -> Any:
        # Only for a name _load() did not set: tells type checkers that
        # lib.NAME exists (every function of _FUNCTIONS), and says which
        # name is missing otherwise.
        raise AttributeError(f"libescopa has no function {name} in these bindings")


def bundled_library(directory: str = PACKAGE_DIR) -> Optional[str]:
    """The path of the library installed inside the package (``directory``),
    as a wheel installs it: ``libescopa.so.1``, or on Windows one of
    ``WINDOWS_NAMES``; None when there is none."""
    for name in WINDOWS_NAMES if os.name == "nt" else (SONAME,):
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            return path
    return None


def _open(env: Optional[str] = None,
          find: Callable[[str], Optional[str]] = ctypes.util.find_library,
          bundled: Optional[str] = None) -> Tuple[Any, str]:
    """The ctypes library and the name it was loaded by, the first of:

    1. the library named by ESCOPA_LIBRARY if set (``env``): a file, or a
       name the system's loader looks up, such as the soname;
    2. the library installed inside the package (``bundled``, see
       ``bundled_library()``);
    3. on Windows the DLL names of ``WINDOWS_NAMES``, else the soname from
       the system's library path, else whatever
       ``ctypes.util.find_library("escopa")`` finds (another platform's name
       for it, or a library the loader cache lists under another path).

    One that is chosen but fails to load raises LibraryError: the next one
    is not tried in its place."""
    if env:
        try:
            return ctypes.CDLL(env), env
        except OSError as exc:
            raise LibraryError(f"cannot load {env} (named by {LIBRARY_ENV}): {exc}") from exc
    if bundled:
        try:
            return ctypes.CDLL(bundled), bundled
        except OSError as exc:
            raise LibraryError(f"cannot load {bundled}, the library installed with the package: "
                               f"{exc}; set {LIBRARY_ENV}={SONAME} to load the system's") from exc
    if os.name == "nt":
        for name in WINDOWS_NAMES:
            try:
                return ctypes.CDLL(name), name
            except OSError:
                pass
    try:
        return ctypes.CDLL(SONAME), SONAME
    except OSError as exc:
        found = find("escopa")
        if found:
            try:
                return ctypes.CDLL(found), found
            except OSError as again:
                raise LibraryError(f"cannot load {SONAME}: {exc}; nor {found}, which "
                                   f"ctypes.util.find_library found: {again}") from again
        raise LibraryError(f"cannot load {SONAME}: {exc}; ctypes.util.find_library('escopa') "
                           f"finds nothing either; install libescopa or set {LIBRARY_ENV} "
                           f"to the library file") from exc


def _load() -> _Library:
    library, path = _open(os.environ.get(LIBRARY_ENV), bundled=bundled_library())
    wrapped = _Library(library, path)
    for name, (argtypes, restype) in _FUNCTIONS.items():
        try:
            func = getattr(library, name)
        except AttributeError as exc:
            raise LibraryError(f"{path} lacks {name}: it is too old for these bindings") from exc
        func.argtypes = [t.ctype if isinstance(t, IntArg) else t for t in argtypes]
        func.restype = ctypes.c_int if restype is c_status else restype
        if restype is c_status:
            func.errcheck = _errcheck
        setattr(wrapped, name, wrap(name, func, argtypes))
    check_version(library.escopa_version_number(), path)
    return wrapped


def check_version(number: int, path: str = SONAME) -> None:
    """Raises LibraryError unless a library version number (the layout of
    ESCOPA_VERSION_NUMBER) has the bindings' major version and at least
    their minor version."""
    found = (number >> 16, (number >> 8) & 0xFF)
    if found[0] != MIN_VERSION[0] or found < MIN_VERSION:
        raise LibraryError(
            f"{path} is libescopa {found[0]}.{found[1]}.{number & 0xFF}, "
            f"these bindings need {MIN_VERSION[0]}.x with x >= {MIN_VERSION[1]}")


lib = _load()
