# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""EscopaVectorEnv: N games stepped in one call, the arrays shared with C,
in the style of Gymnasium's vector environments and PufferLib."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .._batch import SeatBot
from .._args import int_arg
from .._clib import BATCH_ACTIONS, BATCH_MAX_SIZE, bind, lib
from .._errors import IllegalMoveError, PhaseError
from . import _common
from ._common import Opponents, RewardArg, RulesArg
from ._spaces import box, multi_discrete


class EscopaVectorEnv:
    """``num_envs`` games on one C batch, each stepped by one action of
    the fixed action space (336 actions, doc/learning.md), with
    Gymnasium's vector API by duck typing.

    ``reset(seed=None)`` -> ``(obs, info)`` and ``step(actions)`` ->
    ``(obs, rewards, terminated, truncated, info)`` return the batch's own
    arrays, shared with the C library and **overwritten by the next
    step** (no copy is made: copy what you keep). ``obs`` is N x 64 (or N
    x 1216 with ``observation="info_state"``) uint8, ``rewards`` N
    float32 (each slot's reward for the seat that acted, ``reward``:
    ``"margin"``, ``"points"`` or ``"result"``), ``terminated`` N bool,
    ``truncated`` N bool (always False). ``info`` holds ``action_mask``
    (N x 336 bool, the legal actions now), ``to_play`` (N int8, the seat
    to play), ``rewards_by_side`` (N x 4 float32) and, for autoreset,
    ``final_observation`` (N rows, valid where ``_final_observation``, a
    bool array equal to ``terminated``) and ``winner``.

    **Autoreset**: a game that ends is replaced at once by the slot's next
    game (from the slot's own seed stream): the observation returned is
    the new game's first, the ended game's last is in
    ``info["final_observation"]`` (Gymnasium 0.29's same-step autoreset).

    ``opponents`` (a Bot, BotKind or Level, or a mapping of seats to them,
    for every seat other than ``learner_seats``) plays inside the batch:
    the learner sees only its own turns. Without opponents
    (``opponents=None``) every seat is the learner's: self-play, with
    ``info["to_play"]`` saying whose turn each row is.
    """

    metadata: Dict[str, Any] = {"autoreset_mode": "same-step"}
    #: The most games one environment steps (those of one C batch).
    MAX_NUM_ENVS = BATCH_MAX_SIZE

    def __init__(self, num_envs: int = 1024, rules: RulesArg = None, players: int = 2,
                 opponents: Optional[Opponents] = None,
                 learner_seats: Optional[List[int]] = None, reward: RewardArg = "margin",
                 observation: str = "observation", seed: Optional[int] = None,
                 threads: int = 1) -> None:
        # every argument is checked before anything is made
        num_envs = int_arg(num_envs, 1, BATCH_MAX_SIZE, "num_envs", ValueError)
        players = _common.players_of(players)
        threads = int_arg(threads, 1, min(64, num_envs), "threads", ValueError)
        seed = _common.seed_of(seed)
        self._reward = _common.reward_of(reward)
        self._kind = _common.kind_of(observation)
        learners = _learner_seats(learner_seats, players)
        self._opponents: Optional[Dict[int, SeatBot]] = None
        if opponents is not None:
            if learner_seats is None:
                learners = [0]
            self._opponents = _common.opponent_seats(players, learners, opponents)
        elif learner_seats is not None and len(learners) != players:
            raise ValueError("learner_seats without opponents: the other seats need players")
        self._rules = _common.rules_of(rules)
        self.num_envs = num_envs
        self.players = players
        self.learner_seats = learners
        self._threads = threads
        self.single_observation_space = _common.observation_space(self._kind)
        self.single_action_space = _common.action_space()
        high = _common.observation_high(self._kind)
        self.observation_space = box(0, np.tile(high, (self.num_envs, 1)), np.uint8)
        self.action_space = multi_discrete([BATCH_ACTIONS] * self.num_envs)
        self._seed = _common.fresh_seed() if seed is None else seed
        self._batch: Any = None
        self._make(self._seed)

    def _make(self, seed: int) -> None:
        if self._batch is not None:
            self._batch.close()
        b = _common.batch_of(self._rules, self.players, self.num_envs, seed, self._reward,
                             self._opponents, self._kind)
        if self._threads != 1:
            b.set_threads(self._threads)
        self._batch = b
        self._call = bind(getattr(lib, "escopa_batch_step"), b._ptr)
        info = self._kind == "info_state"
        self._obs = b.info_states if info else b.observations
        self._rewards = b.actor_rewards
        self._terminated = b.done.view(bool)
        self._truncated = np.zeros(self.num_envs, dtype=bool)
        self._actions = b.actions
        self._info = {
            "action_mask": b.action_masks.view(bool),
            "to_play": b.to_play_seats,
            "more_offset": b.more_offsets,
            "rewards_by_side": b.rewards,
            "final_observation": b.final_info_states if info else b.final_observations,
            "_final_observation": self._terminated,
            "winner": b.winners,
        }
        self._started = False

    @property
    def actions(self) -> Any:
        """The batch's action buffer (N uint32): a policy that writes its
        actions here and calls ``step(env.actions)`` saves a copy."""
        return self._actions

    @property
    def batch(self) -> Any:
        """The escopa.Batch underneath (its other arrays, ``game(i)``)."""
        return self._batch

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[Any, Dict[str, Any]]:
        """New games in every slot: of base seed ``seed`` if given (slot
        i's stream starts at ``seed + i``), else the next base seed. The
        arrays returned are those every step rewrites."""
        seed = _common.seed_of(seed)
        if seed is not None:
            self._seed = seed
            self.action_space.seed(self._seed)
            self._make(self._seed)
        elif self._started:
            self._seed = _common.derived_seed(self._seed, 0)
            self._make(self._seed)
        self._started = True
        return self._obs, self._info

    def step(self, actions: Any) -> Tuple[Any, Any, Any, Any, Dict[str, Any]]:
        """Plays ``actions[i]`` in game i (N integers of the fixed action
        space). Raises IllegalMoveError, and plays nothing, if one is
        outside its game's mask: the error's ``slot`` names the first."""
        if self._batch is None:
            raise PhaseError("EscopaVectorEnv.step: the environment is closed",
                             "EscopaVectorEnv.step")
        self._started = True
        if actions is not self._actions:
            a = np.asarray(actions)
            if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
                raise ValueError(f"EscopaVectorEnv.step: actions must be {self.num_envs} "
                                 f"integers, not an array of shape {a.shape} and dtype {a.dtype}")
            low, high = int(a.min()), int(a.max())
            if low < 0 or high >= BATCH_ACTIONS:  # the copy into uint32 would wrap them
                slot = int(np.flatnonzero((a < 0) | (a >= BATCH_ACTIONS))[0])
                error = IllegalMoveError(f"EscopaVectorEnv.step: action {int(a[slot])} of slot "
                                         f"{slot} is out of range: not in 0..{BATCH_ACTIONS - 1}",
                                         "EscopaVectorEnv.step")
                error.slot = slot
                raise error
            np.copyto(self._actions, a, casting="unsafe")
        try:
            self._call()
        except IllegalMoveError as exc:
            self._batch._explain(exc)
            raise
        return self._obs, self._rewards, self._terminated, self._truncated, self._info

    def close(self) -> None:
        """Frees the C batch."""
        if self._batch is not None:
            self._batch.close()
            self._batch = None

    def __repr__(self) -> str:
        return (f"<EscopaVectorEnv num_envs={self.num_envs} players={self.players} "
                f"learner_seats={self.learner_seats} reward={self._reward.name.lower()}>")


def _learner_seats(learner_seats: Any, players: int) -> List[int]:
    """The learner's seats: every seat (None), or distinct seats in
    ``0..players-1``."""
    if learner_seats is None:
        return list(range(players))
    if isinstance(learner_seats, (str, bytes)) or not hasattr(learner_seats, "__iter__"):
        raise TypeError(f"learner_seats must be a list of seats, not "
                        f"{type(learner_seats).__name__}")
    seats = [int_arg(s, 0, players - 1, "a learner seat", ValueError) for s in learner_seats]
    if not seats or len(set(seats)) != len(seats):
        raise ValueError(f"learner_seats {learner_seats!r}: give distinct seats in "
                         f"0..{players - 1}")
    return seats
