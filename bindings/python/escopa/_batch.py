# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Observations and vectorised batches of games, for learning code."""

from __future__ import annotations

import ctypes
import enum
import weakref
from typing import Any, Mapping, Optional, Sequence, Tuple, Union

from ._bot import Bot, BotKind, Level
from ._clib import (BATCH_ACTIONS, BATCH_BUFFERS_VERSION, BATCH_MOVES_PER_CARD,
                    INFO_STATE_SIZE, OBSERVATION_SIZE, BatchBuffers, BatchPtr, BotPtr, in_use, index_arg,
                    int_arg, lib, seed_arg)
from ._errors import IllegalMoveError, IndexOutOfRangeError
from ._game import Game, _rules_arg
from ._refusal import Refusal, refusal_text_of
from ._rules import Preset, Rules
from ._wrappers import mark_in_use, unmark

_np: Any  # NumPy is optional: with it the buffers are arrays sharing the memory
try:
    import numpy
    _np = numpy
except ImportError:  # pragma: no cover - depends on the interpreter
    _np = None


def observe(game: Game, seat: Optional[int] = None) -> bytes:
    """The game's observation from the seat to play, or from ``seat`` if
    given (since 1.4), as ``OBSERVATION_SIZE`` bytes (layout: the C
    documentation of batch.h); from a seat, what that seat's view shows
    (``game.view(seat).observe()``)."""
    if not isinstance(game, Game):
        raise TypeError(f"game must be a Game, not {type(game).__name__}")
    buf = (ctypes.c_uint8 * OBSERVATION_SIZE)()
    if seat is None:
        lib.escopa_game_observe(game._handle, buf)
    else:
        try:
            lib.escopa_game_observe_seat(game._handle, seat, buf)
        except IndexOutOfRangeError as exc:
            raise game._out_of_range(exc, "seat", seat) from None
    return bytes(buf)


def _copy_array_actions(buffer: Any, actions: Any, size: int) -> None:
    """Copies a NumPy array of actions into the batch's buffer, checked as
    Batch.step() checks a sequence, without a Python loop."""
    if actions.dtype.kind not in "iub":
        raise TypeError(f"Batch.step: actions must be integers, not an array of {actions.dtype}")
    if actions.shape != (size,):
        raise ValueError(f"Batch.step: actions of shape {actions.shape} for {size} games")
    if size and (int(actions.min()) < 0 or int(actions.max()) > 0xFFFFFFFF):
        bad = actions[(actions < 0) | (actions > 0xFFFFFFFF)][0]
        raise IllegalMoveError(f"Batch.step: action {int(bad)} is out of range: "
                               f"not in 0..{0xFFFFFFFF}", "Batch.step")
    _np.copyto(buffer, actions, casting="unsafe")


class BatchReward(enum.IntEnum):
    """What a Batch's rewards hold (``enum escopa_batch_reward``): one
    value per absolute side, summed over all a step played; the seat that
    acted reads its own side's (``to_play_sides`` before the step)."""

    #: The points each side scored: a hand's score (the default).
    POINTS = 0
    #: Each side's points minus the mean of the other sides' points.
    MARGIN = 1
    #: At a game's end +1 for the winning side, -1 for the others; else 0.
    RESULT = 2


# name, element type, memoryview format, elements per game ("moves":
# max_moves), 2D even with one element per game
_LAYOUT: Tuple[Tuple[str, Any, str, Union[int, str], bool], ...] = (
    ("actions", ctypes.c_uint32, "I", 1, False),
    ("observations", ctypes.c_uint8, "B", OBSERVATION_SIZE, True),
    ("moves", ctypes.c_uint64, "Q", "max_moves", True),
    ("move_counts", ctypes.c_uint32, "I", 1, False),
    ("rewards", ctypes.c_float, "f", 4, True),
    ("done", ctypes.c_uint8, "B", 1, False),
    ("winners", ctypes.c_int8, "b", 1, False),
    ("to_play_seats", ctypes.c_int8, "b", 1, False),
    ("to_play_sides", ctypes.c_int8, "b", 1, False),
    ("final_observations", ctypes.c_uint8, "B", OBSERVATION_SIZE, True),
    ("action_masks", ctypes.c_uint8, "B", BATCH_ACTIONS, True),
    ("more_offsets", ctypes.c_uint32, "I", 1, False),
    ("info_states", ctypes.c_uint8, "B", INFO_STATE_SIZE, True),
    ("final_info_states", ctypes.c_uint8, "B", INFO_STATE_SIZE, True),
    ("actor_rewards", ctypes.c_float, "f", 1, False),
)
_INFO_STATE_BUFFERS = ("info_states", "final_info_states")

SeatBot = Union[Bot, BotKind, Level, None]
# A NumPy array of integers (typed loosely: NumPy is optional).
ArrayLike = Any


def _seat_bot(bot: SeatBot) -> Optional[Bot]:
    """A Bot for a seat's bot given as a Bot, a BotKind or a Level."""
    if bot is None or isinstance(bot, Bot):
        return bot
    if isinstance(bot, Level):
        return Bot.level(bot)
    if isinstance(bot, BotKind):
        return Bot(bot)
    raise TypeError(f"a seat's bot must be a Bot, BotKind, Level or None, not "
                    f"{type(bot).__name__}")


class Batch:
    """N games stepped together, in the style of vectorised environments.

    The buffers are allocated once and shared with the C library: every
    ``step()`` writes the new observations, move lists, move counts,
    rewards and done flags in place, with no copy. With NumPy installed
    (``numpy=True``, the default when it imports) they are NumPy arrays;
    otherwise they are memoryviews of ctypes arrays.

    - ``observations``: N x 64 uint8 (see the C documentation of batch.h);
    - ``moves``: N x max_moves uint64 move values, the first
      ``move_counts[i]`` valid for game i (use ``escopa.Move(v)`` to read one);
    - ``move_counts``: N uint32;
    - ``rewards``: N x 4 float32, points each side scored in the last step;
    - ``done``: N uint8, 1 where a game ended (it was replaced by a new one);
    - ``winners``: N int8, the winning side where a game ended, else -1;
    - ``actions``: N uint32, the input: the index of the move to play, or
      with ``masks=True`` an action of the fixed action space;
    - ``to_play_seats``, ``to_play_sides``: N int8, the seat to play and
      its side;
    - ``final_observations``: N x 64 uint8, for a game that ended in the
      last step its last observation from the seat that acted (written
      before the slot was reset);
    - ``action_masks`` (with ``masks=True``, else None): N x ``ACTIONS``
      uint8, 1 for every legal action (``.view(bool)`` for a bool array);
    - ``more_offsets``: N uint32, 0 unless a sub-decision is pending;
    - ``info_states``, ``final_info_states`` (with ``info_states=True``,
      else None): N x ``INFO_STATE_SIZE`` uint8, the information state
      (the observation and the plays of the current deal round, layout in
      batch.h and doc/learning.md) of the seat to play, and of the seat
      that ended a game in the last step; ``info_state()`` gives any
      seat's;
    - ``actor_rewards``: N float32, the reward of the side of the seat that
      acted in the last step (its ``rewards`` column).

    **The fixed action space** (``masks=True``): action
    ``card_id * MOVES_PER_CARD + j`` plays the j-th move of that card in
    the order of ``Game.legal_moves()``. A card with more than 8 moves offers its
    first 7 and, at j = 7, "more": that action plays nothing and leaves the
    same seat a sub-decision whose mask holds the card's next 7 moves (and
    "more" again), so every legal move is reachable. With masks the move
    lists are optional: ``max_moves=0`` leaves ``moves`` and
    ``move_counts`` out (None).

    ``reward`` (a BatchReward) chooses what ``rewards`` hold;
    ``set_reward()`` changes it. ``seat_bots`` maps seats to bots the
    batch plays itself (a Bot, a BotKind or a Level; the batch copies
    them): a step then plays those seats until a learner's seat is to
    play, and the learner sees only its own turns; ``set_seat_bot()``
    changes one.

    ``threads`` steps the games on that many threads (the same results as
    one); ``set_threads()`` changes it later.

    Threads: one Batch must not be used from two threads at once: a call while
    another thread is inside a call on the same Batch raises
    ConcurrentUseError (give each thread its own, or take a lock).

    >>> batch = Batch(Preset.ESCOBA_DE_15, players=2, size=4, seed=1)
    >>> batch.step([0, 0, 0, 0])
    >>> env = Batch(Preset.ESCOBA_DE_15, size=4, masks=True, max_moves=0,
    ...             reward=BatchReward.MARGIN, seat_bots={1: BotKind.GREEDY})
    >>> env.step(env.action_masks.argmax(axis=1))
    >>> list(env.to_play_seats)
    [0, 0, 0, 0]
    """

    #: Actions per card of the fixed action space.
    MOVES_PER_CARD = BATCH_MOVES_PER_CARD
    #: Actions of the fixed action space, the width of ``action_masks``.
    ACTIONS = BATCH_ACTIONS

    #: Bytes of an information state.
    INFO_STATE_SIZE = INFO_STATE_SIZE

    __slots__ = ("_ptr", "_finalizer", "size", "players", "max_moves", "masks", "_buffers",
                 "_arrays", "observations", "moves", "move_counts", "rewards", "done",
                 "winners", "actions", "to_play_seats", "to_play_sides",
                 "final_observations", "action_masks", "more_offsets", "info_states",
                 "final_info_states", "actor_rewards", "__weakref__")

    # The buffers: NumPy arrays sharing the C memory (memoryviews without
    # NumPy), or None for one the batch was made without.
    observations: Any
    moves: Any
    move_counts: Any
    rewards: Any
    done: Any
    winners: Any
    actions: Any
    to_play_seats: Any
    to_play_sides: Any
    final_observations: Any
    action_masks: Any
    more_offsets: Any
    info_states: Any
    final_info_states: Any
    actor_rewards: Any

    def __init__(self, rules: Union[Rules, Preset, str, None] = None, players: int = 2,
                 size: int = 1024, seed: int = 0, max_moves: int = 64,
                 numpy: Optional[bool] = None, threads: int = 1, masks: bool = False,
                 reward: BatchReward = BatchReward.POINTS,
                 seat_bots: Optional[Mapping[int, SeatBot]] = None,
                 info_states: bool = False) -> None:
        rules = _rules_arg(rules)
        ptr = BatchPtr()
        masks = bool(masks)
        max_moves = int_arg(max_moves, 0 if masks else 1, 1 << 20, "max_moves")
        size = int_arg(size, 1, 1 << 20, "batch size")  # a plain int for the buffers' shapes
        lib.escopa_batch_new(rules._handle, players, size, seed_arg(seed), ctypes.byref(ptr))
        self._ptr: Any = ptr  # None once closed
        self._finalizer = weakref.finalize(self, lib.escopa_batch_free, ptr)
        threads = int_arg(threads, 1, 64, "threads")
        if threads != 1:
            lib.escopa_batch_set_threads(ptr, threads)
        self.size = size
        self.players = players
        self.max_moves = max_moves
        self.masks = masks
        self.set_reward(reward)
        for seat, bot in (seat_bots or {}).items():
            self.set_seat_bot(seat, bot)
        layout = [entry for entry in _LAYOUT
                  if (masks or entry[0] != "action_masks") and
                  (info_states or entry[0] not in _INFO_STATE_BUFFERS) and
                  (max_moves or entry[0] not in ("moves", "move_counts"))]
        arrays = {}
        for name, ctype, fmt, shape, _ in layout:
            length = size * (shape if isinstance(shape, int) else max_moves)
            arrays[name] = (ctype * length)()
        self._arrays = arrays  # keeps the memory alive as long as the batch
        self._buffers = BatchBuffers(
            version=BATCH_BUFFERS_VERSION, max_moves=max_moves,
            **{name: ctypes.cast(arrays[name], ctypes.POINTER(ctype))
               for name, ctype, _, _, _ in layout})
        lib.escopa_batch_bind(self._ptr, ctypes.byref(self._buffers))
        use_numpy = _np is not None if numpy is None else numpy
        if use_numpy and _np is None:
            raise ImportError("numpy=True but NumPy is not installed")
        for name, *_ in _LAYOUT:
            object.__setattr__(self, name, None)
        for name, ctype, fmt, shape, wide in layout:
            width = shape if isinstance(shape, int) else max_moves
            dims = (size, width) if wide else (size,)
            view: Any
            if use_numpy:
                view = _np.ctypeslib.as_array(arrays[name]).reshape(dims)
            else:
                view = memoryview(arrays[name]).cast("B").cast(fmt, dims)
            object.__setattr__(self, name, view)

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the batch is closed")
        return self._ptr

    def step(self, actions: Optional[Union[Sequence[int], ArrayLike]] = None) -> None:
        """Plays one move in every game: ``actions[i]`` indexes game i's
        move list. Without an argument the ``actions`` buffer is used as
        the caller left it. Raises IllegalMoveError (and plays nothing) if
        an action is out of range, or picks a move its game refuses (the
        ``moves`` buffer is writable); the error's ``slot`` names the first
        such game, and its ``refusal`` and ``refusal_text`` say why.
        Raises TypeError (for an action that is not an int) or
        IllegalMoveError (for one below 0 or past 2**32 - 1) before any is
        written, and ValueError if there are not ``size`` of them; raises
        ConcurrentUseError, before writing any, while another thread is
        inside a call on the batch."""
        if actions is None:
            self._step()
            return
        # marked in use before the copy: another thread's step may be
        # reading the buffer
        key = mark_in_use(self._ptr, "escopa_batch_step")
        try:
            if _np is not None and isinstance(actions, _np.ndarray):
                _copy_array_actions(self.actions, actions, self.size)
            else:
                values = [int_arg(a, 0, 0xFFFFFFFF, "action", IllegalMoveError, "Batch.step")
                          for a in actions]
                if len(values) != self.size:
                    raise ValueError(f"Batch.step: {len(values)} actions for {self.size} games")
                self._arrays["actions"][:] = values
            self._step()
        finally:
            unmark(key)

    def _step(self) -> None:
        """The C step of the actions buffer; a refused action's error
        names its slot and why."""
        # self._ptr is None once closed: the library then reports a NULL
        # handle (NullArgumentError) instead of touching freed memory.
        try:
            lib.escopa_batch_step(self._ptr)
        except IllegalMoveError as exc:
            self._explain(exc)
            raise

    def _explain(self, exc: IllegalMoveError) -> None:
        slot = ctypes.c_size_t()
        why = ctypes.c_int()
        lib.escopa_batch_refusal(self._ptr, ctypes.byref(slot), ctypes.byref(why))
        i = slot.value
        if i >= self.size:
            return
        refusal = Refusal(why.value)
        action = self._arrays["actions"][i]
        if refusal == Refusal.NO_SUCH_ACTION and self.masks:
            text = (f"action {action} is not in the mask" if action < BATCH_ACTIONS else
                    f"action {action} is not below {BATCH_ACTIONS}")
        elif refusal == Refusal.NO_SUCH_ACTION:
            count = self._arrays["move_counts"][i]
            text = (f"action {action} is not below the move count {count}"
                    if action >= count else
                    f"action {action} is not below max_moves {self.max_moves}")
        else:
            value = self._arrays["moves"][i * self.max_moves + action]
            with self.game(i) as game:
                text = refusal_text_of(game._handle, value)
        exc.slot, exc.refusal, exc.refusal_text = i, refusal, text
        exc.args = (f"{exc.args[0]}: slot {i}: {text}",)

    def info_state(self, index: int, seat: Optional[int] = None, final: bool = False) -> bytes:
        """The information state of game ``index`` from ``seat`` (the seat
        to play by default), ``INFO_STATE_SIZE`` bytes in the layout of
        batch.h: the seat's observation, then one record of 0/1 bytes per
        play of the current deal round. With ``final=True``, of the last
        game that ended in that slot, as it ended (PhaseError if none has
        since the buffers were bound). Raises IndexOutOfRangeError for an
        index or a seat out of range."""
        index = index_arg(index, self.size, "game index", "Batch.info_state")
        buf = (ctypes.c_uint8 * INFO_STATE_SIZE)()
        if seat is None:
            with self.game(index) as game:
                seat = game.current_seat
        seat = int_arg(seat, 0, self.players - 1, "seat", IndexOutOfRangeError,
                       "Batch.info_state")
        lib.escopa_batch_info_state(self._handle, index, seat, 1 if final else 0, buf)
        return bytes(buf)

    def set_reward(self, mode: BatchReward) -> None:
        """Chooses what ``rewards`` hold from the next step on (a
        BatchReward); InvalidArgumentError for another value."""
        lib.escopa_batch_set_reward(self._handle, mode)

    def set_seat_bot(self, seat: int, bot: SeatBot) -> None:
        """Gives ``seat`` to a bot the batch plays itself (a Bot, whose
        kind and options the batch copies, a BotKind or a Level), or back
        to the learner with None. Games where that seat is to play are
        played on to a learner's seat at once. Raises IndexOutOfRangeError
        for a seat past the players, InvalidArgumentError when no seat
        would be left to the learner."""
        seat = int_arg(seat, 0, self.players - 1, "seat", IndexOutOfRangeError,
                       "Batch.set_seat_bot")
        made = _seat_bot(bot)
        lib.escopa_batch_set_seat_bot(self._handle, seat,
                                      made._handle if made is not None else BotPtr())

    def set_threads(self, threads: int) -> None:
        """Steps the batch on ``threads`` threads from now on (1 to 64, at
        most the batch size); the games played are the same."""
        lib.escopa_batch_set_threads(self._handle, threads)

    def game(self, index: int) -> Game:
        """A copy of game ``index`` of the batch, as a Game. Raises
        IndexOutOfRangeError (an IndexError) for an index past the batch."""
        index = index_arg(index, self.size, "game index", "Batch.game")
        game = Game()
        lib.escopa_batch_game(self._handle, index, game._handle)
        return game

    def close(self) -> None:
        """Frees the C batch now; the batch can no longer be stepped. Raises
        ConcurrentUseError if another thread is inside a call on it."""
        with in_use(self._ptr, "Batch.close"):
            self._finalizer()
            self._ptr = None

    def __enter__(self) -> "Batch":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        masks = ", masks" if self.masks else ""
        return f"<Batch of {self.size} games, max_moves={self.max_moves}{masks}>"

