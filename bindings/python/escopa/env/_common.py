# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""What the environments share: their arguments, the observation kinds
and their spaces, the learner's and the opponents' seats, and decoding an
action to the move it plays."""

from __future__ import annotations

import ctypes
import os
import threading
from typing import Any, Callable, Dict, List, Mapping, Optional, Union

import numpy as np

from .._args import choice_arg, enum_arg, int_arg, seed_arg
from .._batch import Batch, BatchReward, SeatBot
from .._bot import Bot, BotKind, Level
from .._clib import BATCH_ACTIONS, BATCH_MOVES_PER_CARD, INFO_STATE_SIZE, OBSERVATION_SIZE
from .._clib import _errcheck, lib
from .._game import Game
from .._moves import Move
from .._rules import Preset, Rules, rules_arg
from .._wrappers import _busy, _concurrent, check_free
from . import _spaces

RulesArg = Union[Rules, Preset, str, None]
RewardArg = Union[BatchReward, str, int]
Opponents = Union[SeatBot, Mapping[int, SeatBot]]

#: The observation kinds: the 64-byte observation, or the 1216-byte
#: information state (the observation and the current round's plays).
OBSERVATION_KINDS = ("observation", "info_state")


def rules_of(rules: RulesArg) -> Rules:
    """A Rules object for the environments' ``rules`` argument."""
    return rules_arg(rules)


def reward_of(reward: RewardArg) -> BatchReward:
    """The BatchReward for ``reward``: a BatchReward (or its number), or
    its name in any case (``"points"``, ``"margin"``, ``"result"``)."""
    if isinstance(reward, str):
        names = [m.name.lower() for m in BatchReward]
        return BatchReward[choice_arg(reward.lower(), names, "reward").upper()]
    return enum_arg(reward, BatchReward, "reward", ValueError)


def players_of(players: Any) -> int:
    """The environments' ``players`` argument, 2..4."""
    return int_arg(players, 2, 4, "players", ValueError)


def seed_of(seed: Any) -> Optional[int]:
    """A ``seed`` argument: None, or a seed from 0 to 2**64 - 1."""
    return None if seed is None else seed_arg(seed)


def render_mode_of(render_mode: Any, modes: List[str]) -> Optional[str]:
    """The ``render_mode`` argument: None or one of ``modes``."""
    return None if render_mode is None else choice_arg(render_mode, modes, "render_mode")


#: What a single or AEC environment does with an action outside the mask:
#: end the episode with ILLEGAL_REWARD for the offender (the default, as
#: PettingZoo's classic games), raise IllegalMoveError, or play the first
#: legal action instead.
ILLEGAL_ACTIONS = ("terminate", "raise", "first")

#: The reward of an agent whose illegal action ended the episode.
ILLEGAL_REWARD = -1.0


def illegal_policy(illegal_action: str) -> str:
    """Checks ``illegal_action``: one of ILLEGAL_ACTIONS."""
    return choice_arg(illegal_action, ILLEGAL_ACTIONS, "illegal_action")


def kind_of(observation: str) -> str:
    """Checks the ``observation`` argument."""
    return choice_arg(observation, OBSERVATION_KINDS, "observation")


def observation_high(kind: str) -> Any:
    """The upper bound of every byte of an observation of that kind: 255
    in the observation, 1 in the play records."""
    if kind == "observation":
        return np.full(OBSERVATION_SIZE, 255, dtype=np.uint8)
    high = np.ones(INFO_STATE_SIZE, dtype=np.uint8)
    high[:OBSERVATION_SIZE] = 255
    return high


def observation_space(kind: str, seed: Optional[int] = None) -> Any:
    """The space of one observation of that kind."""
    return _spaces.box(0, observation_high(kind), np.uint8, seed=seed)


def action_space(seed: Optional[int] = None) -> Any:
    """The fixed action space: ``card_id * 8 + j``, 336 actions."""
    return _spaces.discrete(BATCH_ACTIONS, seed=seed)


def opponent_seats(players: int, learners: List[int],
                   opponents: Opponents) -> Dict[int, SeatBot]:
    """The seats the batch plays itself: every seat not in ``learners``,
    each given ``opponents`` (one bot for all) or ``opponents[seat]``."""
    others = [s for s in range(players) if s not in learners]
    if isinstance(opponents, Mapping):
        missing = [s for s in others if s not in opponents]
        if missing:
            raise ValueError(f"opponents gives no player for seat(s) {missing}; "
                             f"the learner plays {learners}")
        extra = [s for s in opponents if s not in others]
        if extra:
            raise ValueError(f"opponents names seat(s) {extra}, which are the learner's "
                             f"or not in 0..{players - 1}")
        return {s: opponents[s] for s in others}
    if opponents is None:
        raise ValueError("opponents is None: give a Bot, BotKind or Level for the other seats")
    if not isinstance(opponents, (Bot, BotKind, Level)):
        raise TypeError(f"opponents must be a Bot, BotKind, Level or a mapping of seats to "
                        f"them, not {type(opponents).__name__}")
    return {s: opponents for s in others}


def fresh_seed() -> int:
    """A seed from the operating system, for an environment given none."""
    return int.from_bytes(os.urandom(8), "little")


class GameSeeds:
    """Which game each reset() of a one-game environment deals: the game
    of ``reset(seed=...)``'s seed, the game already dealt when none was
    played since, else the next seed of the stream (derived_seed())."""

    def __init__(self, seed: Optional[int]) -> None:
        """``seed``: the first game's, checked (seed_of()), or None for a
        seed from the operating system."""
        #: The seed of the stream: the constructor's or the last reset's.
        self.seed = fresh_seed() if seed is None else seed
        self._reseeds = 0

    def for_reset(self, seed: Optional[int], dealt: bool, fresh: bool) -> Optional[int]:
        """The seed of the batch a reset must make, or None to keep the
        game dealt. ``seed``: reset()'s, checked (seed_of()); ``dealt``: a
        batch exists; ``fresh``: its game has not been played since it was
        dealt."""
        if seed is not None:
            self.seed, self._reseeds = seed, 0
            return self.seed
        if not dealt:
            return self.seed
        if fresh:
            return None
        # the game in play is abandoned: the next seed of the stream
        self._reseeds += 1
        return derived_seed(self.seed, self._reseeds)


def derived_seed(seed: int, n: int) -> int:
    """The n-th seed of a SplitMix64 stream started at ``seed``: the games
    after a reset that abandons a game."""
    z = (seed + (n + 1) * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)


def action_move(game: Game, action: int, offset: int = 0) -> Optional[Move]:
    """The move an action of the fixed action space plays in ``game`` (the
    state the batch holds), with ``offset`` the pending sub-decision's
    window (``more_offsets``); None for the "more" action or an action
    that is not legal. For tests and tools: it lists the moves."""
    card, j = divmod(int_arg(action, 0, BATCH_ACTIONS - 1, "action", ValueError),
                     BATCH_MOVES_PER_CARD)
    offset = int_arg(offset, 0, 0xFFFFFFFF, "offset", ValueError)
    moves = [m for m in game.legal_moves() if m.card.id == card]
    if offset:
        moves = moves[offset:]
    k = BATCH_MOVES_PER_CARD
    if len(moves) > k and j == k - 1:
        return None
    return moves[j] if j < len(moves) and (len(moves) <= k or j < k - 1) else None


def batch_of(rules: Rules, players: int, size: int, seed: int, reward: BatchReward,
             seat_bots: Optional[Dict[int, SeatBot]], kind: str) -> Any:
    """The batch under an environment: masks, no move lists, the reward
    mode, the opponents, the information states for that kind."""
    return Batch(rules, players=players, size=size, seed=seed, masks=True, max_moves=0,
                 numpy=True, reward=reward, seat_bots=seat_bots,
                 info_states=kind == "info_state")


#: The in-use marks of the C objects, as every wrapper takes them
#: (escopa._wrappers), for BareStep's users.
marks = _busy
mark = _busy.setdefault
get_ident = threading.get_ident


class BareStep:
    """escopa_batch_step() on one batch, for the one-game environments:
    what ``bind(lib.escopa_batch_step, ...)`` does (the batch marked in use
    for the call, ConcurrentUseError if another thread is inside a call on
    it, a failed status raised as the errcheck raises it), with the ctypes
    function called bare: the wrapper's call, argument conversion and
    errcheck callback cost almost as much as the step in C. Calling the
    object steps; ``status()`` steps and returns the status instead of
    raising (``c_step(ptr)``, the ctypes function without argtypes or
    errcheck, between ``mark(key, get_ident())`` and ``del marks[key]``,
    the in-use marks of escopa._wrappers; ``held()`` when the mark was
    taken); ``fail()`` raises a status other than ESCOPA_OK. EscopaEnv's
    step calls C itself against quick bots (see its ``_c_step()``). The
    caller keeps the batch open."""

    __slots__ = ("c_step", "ptr", "key")

    NAME = "escopa_batch_step"

    def __init__(self, batch: Batch) -> None:
        self.ptr = batch._ptr
        self.key = id(self.ptr)
        self.c_step = lib.raw[self.NAME]  # a function object of its own
        self.c_step.restype = ctypes.c_int

    def __call__(self) -> None:
        """The step, as EscopaAECEnv calls it."""
        status = self.status()
        if status:
            self.fail(status)

    def status(self, ptr: Any = None) -> int:
        """The step, returning its status (``ptr`` is ignored: the call
        has the shape of the bare C function's)."""
        key, me = self.key, get_ident()
        owner = mark(key, me)
        if owner is me:
            try:
                return int(self.c_step(self.ptr))
            finally:
                del marks[key]
        return self.held(owner == me)

    def check_free(self) -> None:
        """Raises ConcurrentUseError, as a refused step does, if another
        thread is inside a call on the batch: called before a step writes
        its action into the buffer that call may be reading."""
        check_free(self.ptr, self.NAME)

    def held(self, mine: bool) -> int:
        """The step when the mark was already taken: by an outer call of
        this thread (``mine``), which keeps it, else by another thread:
        ConcurrentUseError, as a wrapper raises."""
        if not mine:
            raise _concurrent(self.ptr, self.NAME)
        return int(self.c_step(self.ptr))

    def fail(self, status: int) -> None:
        """Raises the exception of ``status``, as the errcheck would."""
        _errcheck(status, self.c_step, (self.ptr,))


def render(batch: Any, mode: Optional[str], text_of: Callable[[Game], str],
           ended: bool = False) -> Optional[str]:
    """The text of game 0 of ``batch``: printed for the ``"human"`` render
    mode (and None returned), else returned; None without a batch. With
    ``ended`` (the episode's game ended, and the batch dealt the next), a
    first line says who won and that the board is the next game's."""
    if batch is None:
        return None
    with batch.game(0) as game:
        text = text_of(game)
    if ended:
        winner = int(batch.winners[0])
        text = (("The game ended drawn" if winner < 0 else f"Side {winner} won the game") +
                "; the next game is dealt:\n" + text)
    if mode == "human":
        print(text)
        return None
    return text
