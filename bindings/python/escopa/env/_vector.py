# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""EscopaVectorEnv: N games stepped in one call, the arrays shared with C,
a ``gymnasium.vector.VectorEnv`` when Gymnasium imports."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .._batch import SeatBot
from .._args import int_arg
from .._bot import BotKind
from .._clib import BATCH_ACTIONS, BATCH_MAX_SIZE, bind, lib
from .._errors import IllegalMoveError, PhaseError
from .._wrappers import mark_in_use, unmark
from . import _common
from ._common import Opponents, RewardArg, RulesArg
from ._gymnasium import FINAL_INFO, FINAL_OBS, LEGACY_KEYS, VECTOR_BASE, autoreset_mode_of
from ._spaces import box, multi_discrete


class EscopaVectorEnv(VECTOR_BASE):  # type: ignore[misc]
    """``num_envs`` games on one C batch, each stepped by one action of
    the fixed action space (336 actions, doc/learning.md), with
    Gymnasium's vector API: a ``gymnasium.vector.VectorEnv`` when
    Gymnasium imports, the same methods by duck typing without it.

    ``reset(seed=None, options=None)`` -> ``(obs, info)`` and
    ``step(actions)`` -> ``(obs, rewards, terminated, truncated, info)``
    return the batch's own arrays, shared with the C library and
    **overwritten by the next step** (no copy is made: copy what you
    keep); ``info`` is a new dict at every call, holding those arrays.
    ``obs`` is N x 64 (or N x 1216 with ``observation="info_state"``)
    uint8, ``rewards`` N float32 (each slot's reward for the seat that
    acted, ``reward``: ``"margin"``, ``"points"`` or ``"result"``),
    ``terminated`` N bool, ``truncated`` N bool (always False). ``info``
    holds ``action_mask`` (N x 336 bool, the legal actions now),
    ``to_play`` (N int8, the seat to play), ``more_offset`` (N),
    ``rewards_by_side`` (N x 4 float32) and ``winner`` (N int8, the
    winning side of a game that ended in the step, -1 for a draw).

    **Autoreset** (``metadata["autoreset_mode"]``, Gymnasium's
    ``AutoresetMode`` when it imports, else its value as a string):

    - ``"SameStep"`` (the default): a game that ends is replaced at once
      by the slot's next game (from the slot's own seed stream). The
      observation returned is the new game's first; the ended game's last
      is in ``info["final_obs"]`` (an object array of N entries, None for
      the slots that did not end, as Gymnasium 1.x; masked by
      ``info["_final_obs"]``) and its info in ``info["final_info"]``
      (``winner``; masked by ``info["_final_info"]``). Under Gymnasium
      0.29 the keys are its own: ``final_observation`` and ``final_info``
      (one dict per slot). The keys are there only in a step where a game
      ended.
    - ``"Disabled"``: a slot whose game ends returns the game's last
      observation and an all-False mask, and must be reset before the next
      step, with ``reset(options={"reset_mask": mask})`` (``mask``: N bool,
      True for slots that ended); its next game is the one the batch
      already dealt. Gymnasium's observation wrappers want this mode.

    ``opponents`` (a Bot, BotKind or Level, or a mapping of seats to them,
    for every seat other than ``learner_seats``) plays inside the batch:
    the learner sees only its own turns. Without opponents
    (``opponents=None``) every seat is the learner's: self-play, with
    ``info["to_play"]`` saying whose turn each row is.

    An action outside its game's mask raises IllegalMoveError and plays
    nothing (the error's ``slot`` names the first such game): a batch
    cannot end one game early, so the vector environment has no other
    outcome for an illegal action.
    """

    metadata: Dict[str, Any] = {"autoreset_mode": autoreset_mode_of("SameStep")[1]}
    #: The most games one environment steps (those of one C batch).
    MAX_NUM_ENVS = BATCH_MAX_SIZE
    #: Gymnasium's attributes, set by gymnasium.make_vec.
    spec: Any = None
    render_mode: Optional[str] = None
    closed = False
    is_vector_env = True   # Gymnasium 0.29's mark of a vector environment

    def __init__(self, num_envs: int = 1024, rules: RulesArg = None, players: int = 2,
                 opponents: Optional[Opponents] = None,
                 learner_seats: Optional[List[int]] = None, reward: RewardArg = "margin",
                 observation: str = "observation", seed: Optional[int] = None,
                 threads: int = 1, autoreset_mode: Any = "SameStep") -> None:
        # every argument is checked before anything is made
        num_envs = int_arg(num_envs, 1, BATCH_MAX_SIZE, "num_envs", ValueError)
        players = _common.players_of(players)
        threads = int_arg(threads, 1, min(64, num_envs), "threads", ValueError)
        seed = _common.seed_of(seed)
        self._reward = _common.reward_of(reward)
        self._kind = _common.kind_of(observation)
        self._autoreset, mode = autoreset_mode_of(autoreset_mode)
        learners = _learner_seats(learner_seats, players)
        self._opponents: Optional[Dict[int, SeatBot]] = None
        if opponents is not None:
            if learner_seats is None:
                learners = [0]
            self._opponents = _common.opponent_seats(players, learners, opponents)
        elif learner_seats is not None and len(learners) != players:
            raise ValueError("learner_seats without opponents: the other seats need players")
        self._rules = _common.rules_of(rules)
        self.metadata = {"autoreset_mode": mode}
        self.num_envs = num_envs
        self.players = players
        self.learner_seats = learners
        self._threads = threads
        self.single_observation_space = _common.observation_space(self._kind)
        self.single_action_space = _common.action_space()
        high = _common.observation_high(self._kind)
        self.observation_space = box(0, np.tile(high, (self.num_envs, 1)), np.uint8)
        self.action_space = multi_discrete([BATCH_ACTIONS] * self.num_envs)
        self._np_random: Any = None
        self._np_random_seed: Optional[int] = None
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
        self._final = b.final_info_states if info else b.final_observations
        self._rewards = b.actor_rewards
        self._terminated = b.done.view(bool)
        self._truncated = np.zeros(self.num_envs, dtype=bool)
        self._actions = b.actions
        self._masks = b.action_masks.view(bool)
        self._info = {
            "action_mask": self._masks,
            "to_play": b.to_play_seats,
            "more_offset": b.more_offsets,
            "rewards_by_side": b.rewards,
            "winner": b.winners,
        }
        # "Disabled": the slots that ended and wait for a reset
        self._ended = np.zeros(self.num_envs, dtype=bool)
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

    @property
    def np_random(self) -> Any:
        """A generator of the environment's own, as Gymnasium's: reseeded
        by ``reset(seed=...)`` (the games come from the batch's streams)."""
        if self._np_random is None:
            self._np_random, self._np_random_seed = np.random.default_rng(self._seed), self._seed
        return self._np_random

    @np_random.setter
    def np_random(self, value: Any) -> None:
        self._np_random, self._np_random_seed = value, -1

    @property
    def np_random_seed(self) -> Optional[int]:
        """The seed of ``np_random`` (-1 when it was set directly)."""
        self.np_random  # noqa: B018 (makes it when unset)
        return self._np_random_seed

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[Any, Dict[str, Any]]:
        """New games in every slot: of base seed ``seed`` if given (slot
        i's stream starts at ``seed + i``), else the next base seed. The
        arrays returned are those every step rewrites. With
        ``options={"reset_mask": mask}`` (the ``"Disabled"`` autoreset
        mode), only the slots of the mask, each of which must have ended,
        start their next game."""
        seed = _common.seed_of(seed)
        if self._batch is None:
            raise PhaseError("EscopaVectorEnv.reset: the environment is closed",
                             "EscopaVectorEnv.reset")
        reset_mask = None if options is None else options.get("reset_mask")
        if reset_mask is not None:
            if seed is not None:
                raise ValueError("EscopaVectorEnv.reset: a seed reseeds every slot; give it "
                                 "without options['reset_mask']")
            return self._reset_slots(reset_mask)
        if seed is not None:
            self._seed = seed
            self._np_random, self._np_random_seed = np.random.default_rng(seed), seed
            self.action_space.seed(self._seed)
            self._make(self._seed)
        elif self._started:
            self._seed = _common.derived_seed(self._seed, 0)
            self._make(self._seed)
        self._started = True
        return self._obs, dict(self._info)

    def _reset_slots(self, reset_mask: Any) -> Tuple[Any, Dict[str, Any]]:
        """reset() of the slots of ``reset_mask`` alone."""
        mask = np.asarray(reset_mask)
        if mask.shape != (self.num_envs,) or mask.dtype != np.bool_:
            raise ValueError(f"EscopaVectorEnv.reset: options['reset_mask'] must be {self.num_envs} "
                             f"bools, not an array of shape {mask.shape} and dtype {mask.dtype}")
        in_play = np.flatnonzero(mask & ~self._ended)
        if in_play.size:
            raise ValueError(f"EscopaVectorEnv.reset: slot {int(in_play[0])} has a game in play; "
                             "reset_mask resets only slots whose game ended, with "
                             "autoreset_mode 'Disabled' (reset() without it resets them all)")
        self._ended &= ~mask
        return self._observations(), self._infos()

    def step(self, actions: Any) -> Tuple[Any, Any, Any, Any, Dict[str, Any]]:
        """Plays ``actions[i]`` in game i (N integers of the fixed action
        space). Raises IllegalMoveError, and plays nothing, if one is
        outside its game's mask: the error's ``slot`` names the first."""
        if self._batch is None:
            raise PhaseError("EscopaVectorEnv.step: the environment is closed",
                             "EscopaVectorEnv.step")
        if self._ended.any():
            raise PhaseError(f"EscopaVectorEnv.step: the game of slot {int(self._ended.argmax())} "
                             "ended: reset it first (reset(options={'reset_mask': ...}))",
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
            # marked in use before the copy, which can release the GIL:
            # another thread's step may be reading the buffer
            key = mark_in_use(self._batch._ptr, "escopa_batch_step")
            try:
                np.copyto(self._actions, a, casting="unsafe")
                self._play()
            finally:
                unmark(key)
        else:
            self._play()
        terminated = self._terminated
        if not terminated.any():
            return self._obs, self._rewards, terminated, self._truncated, dict(self._info)
        if self._autoreset == "Disabled":
            self._ended |= terminated
            return self._observations(), self._rewards, terminated, self._truncated, self._infos()
        return self._obs, self._rewards, terminated, self._truncated, self._final_infos()

    def _play(self) -> None:
        """The C step of the actions in the buffer; a refused action's
        error names its slot and why."""
        try:
            self._call()
        except IllegalMoveError as exc:
            self._batch._explain(exc)
            raise

    def _observations(self) -> Any:
        """The observations with the last of each ended game ("Disabled")."""
        if not self._ended.any():
            return self._obs
        out = self._obs.copy()
        out[self._ended] = self._final[self._ended]
        return out

    def _infos(self) -> Dict[str, Any]:
        """The info dict, the masks of ended games all False ("Disabled")."""
        info = dict(self._info)
        if self._ended.any():
            info["action_mask"] = self._masks & ~self._ended[:, None]
        return info

    def _final_infos(self) -> Dict[str, Any]:
        """The info dict of a step where games ended ("SameStep"), with
        their last observations and infos under the installed Gymnasium's
        keys."""
        info = dict(self._info)
        ended = self._terminated.copy()
        rows = np.flatnonzero(ended)
        final_obs = np.full(self.num_envs, None, dtype=object)
        for i in rows:
            final_obs[i] = self._final[i].copy()
        winners = np.where(ended, self._batch.winners, 0).astype(np.int8)
        final_info: Any
        if LEGACY_KEYS:
            final_info = np.full(self.num_envs, None, dtype=object)
            for i in rows:
                final_info[i] = {"winner": int(winners[i])}
        else:
            final_info = {"winner": winners, "_winner": ended}
        info[FINAL_OBS], info["_" + FINAL_OBS] = final_obs, ended
        info[FINAL_INFO], info["_" + FINAL_INFO] = final_info, ended
        return info

    def render(self) -> None:
        """No rendering: ``render_mode`` is None (draw a game with
        ``batch.game(i)``, or an EscopaEnv's ``render_mode="ansi"``)."""
        return None

    def close(self, **kwargs: Any) -> None:
        """Frees the C batch; closing again does nothing."""
        if self._batch is not None:
            self._batch.close()
            self._batch = None
        self.closed = True

    def __repr__(self) -> str:
        return (f"<EscopaVectorEnv num_envs={self.num_envs} players={self.players} "
                f"learner_seats={self.learner_seats} reward={self._reward.name.lower()}>")


def make_vector(num_envs: int = 1, rules: RulesArg = None, players: int = 2, seat: int = 0,
                opponents: Opponents = BotKind.GREEDY, reward: RewardArg = "margin",
                observation: str = "observation", seed: Optional[int] = None,
                max_episode_steps: Optional[int] = None, render_mode: Optional[str] = None,
                illegal_action: Optional[str] = None, autoreset_mode: Any = "SameStep",
                threads: int = 1) -> EscopaVectorEnv:
    """An EscopaVectorEnv from EscopaEnv's arguments: ``num_envs`` games of
    the learner at ``seat`` against ``opponents``. It is the
    ``vector_entry_point`` of ``"Escopa-v0"``, so that
    ``gymnasium.make_vec("Escopa-v0", n, vectorization_mode=
    "vector_entry_point")`` steps the C batch. What the vector environment
    cannot do is refused: ``max_episode_steps`` (a batch does not cut
    games short), a ``render_mode``, and an ``illegal_action`` other than
    ``"raise"`` (an illegal action raises IllegalMoveError)."""
    if max_episode_steps is not None:
        raise ValueError("max_episode_steps: the vector environment plays every game to its end")
    if render_mode is not None:
        raise ValueError(f"render_mode {render_mode!r}: the vector environment does not render")
    if illegal_action is not None and _common.illegal_policy(illegal_action) != "raise":
        raise ValueError(f"illegal_action {illegal_action!r}: the vector environment raises "
                         "IllegalMoveError for an illegal action ('raise')")
    players = _common.players_of(players)
    seat = int_arg(seat, 0, players - 1, "seat", ValueError)
    return EscopaVectorEnv(num_envs, rules, players, opponents=opponents, learner_seats=[seat],
                           reward=reward, observation=observation, seed=seed, threads=threads,
                           autoreset_mode=autoreset_mode)


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
