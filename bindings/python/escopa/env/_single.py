# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""EscopaEnv: one game against built-in opponents, with the Gymnasium
API, on a batch of one game so that a step is one call into C."""

from __future__ import annotations

import ctypes
import sys
from typing import Any, Dict, Optional, Tuple

import numpy as np

from .._args import U64_MAX, int_arg
from .._bot import Bot, BotKind, Level
from .._clib import BATCH_MOVES_PER_CARD, lib
from .._errors import IllegalMoveError, PhaseError
from . import _common
from ._common import BareStep, Opponents, RewardArg, RulesArg
from ._board import board
from ._spaces import optional_module

# with Gymnasium, an EscopaEnv is a gymnasium.Env (its checker wants one)
_gym = optional_module("gymnasium")
_EnvBase: Any = _gym.Env if _gym is not None else object

_ACTIONS = 336

# The "more" action's place among a card's actions
_MORE = BATCH_MOVES_PER_CARD - 1

# ESCOPA_E_ILLEGAL: the batch refused the action
_ILLEGAL = IllegalMoveError.status

# BareStep's in-use marks, as a module global for the step
_marks = _common.marks

# The bots whose move takes well under a microsecond
_QUICK = (BotKind.RANDOM, BotKind.GREEDY)


def _c_step(opponents: Dict[int, Any], stepper: BareStep) -> Any:
    """What a step calls with the batch's pointer for escopa_batch_step()'s
    status when no call on the batch is under way.

    Against quick bots only: the C function itself through ctypes.PyDLL,
    which keeps the GIL for the call. That saves releasing and taking back
    the GIL, and marking the batch in use: step() checks that no call on
    it is under way and then calls C with nothing between the two where
    CPython could switch threads (it does so only at a call's return, a
    loop's jump or a function's start), and no other thread runs until
    the call returns. Against a search player, whose move can take
    milliseconds, and without a GIL (free-threaded CPython): BareStep's
    marked step, which releases the GIL."""
    gil = getattr(sys, "_is_gil_enabled", lambda: True)()
    quick = gil and all(not isinstance(o, Level) and
                        (o.kind if isinstance(o, Bot) else o) in _QUICK
                        for o in opponents.values())
    if not quick:
        return stepper.status
    function = ctypes.PyDLL(lib.path, handle=lib.raw._handle)[BareStep.NAME]
    function.restype = ctypes.c_int
    return function


def _items(array: Any) -> memoryview:
    """A flat memoryview of a ctypes array, of its items' type."""
    return memoryview(array).cast("B").cast(array._type_._type_)


class EscopaEnv(_EnvBase):  # type: ignore[misc]
    """One game of the learner's seat against players built into the C
    batch, with the Gymnasium API (by duck typing: Gymnasium need not be
    installed; when it is, this is a ``gymnasium.Env`` and uses its
    spaces).

    - ``reset(seed=None, options=None)`` -> ``(obs, info)``;
    - ``step(action)`` -> ``(obs, reward, terminated, truncated, info)``;
      ``action`` is one of the fixed action space's 336 actions
      (``card_id * 8 + j``, doc/learning.md), legal when
      ``info["action_mask"][action]`` is 1. Stepping an episode that
      ended raises PhaseError: call ``reset()``;
    - ``observation_space``: uint8 arrays of 64 bytes (``observation=
      "observation"``, the seat's observation) or 1216 (``"info_state"``,
      the information state: the observation and the current deal
      round's plays); ``action_space``: Discrete(336).

    The episode is one game: ``terminated`` when it ends (the observation
    is then the game's last, from the learner's seat, and the mask all
    zeros). ``reward`` chooses what a step returns, summed over the
    learner's action and the opponents' replies: ``"margin"`` (the
    learner side's points minus the mean of the others'), ``"points"``
    (its points), ``"result"`` (+1, 0 or -1 at the game's end).
    ``truncated`` is True only past ``max_episode_steps`` learner steps,
    when given.

    ``opponents`` is a Bot, BotKind or Level for every other seat, or a
    mapping of each other seat to one. ``info`` holds ``action_mask``
    (int8, 336), ``seat``, ``more_offset`` (non-zero in a sub-decision
    after a "more" action) and, at the end, ``winner`` (the winning side,
    -1 for a draw).

    An action outside the mask (``illegal_action``): by default
    (``"terminate"``) ends the episode at once, as PettingZoo's classic
    games do: ``terminated`` True, reward -1 (ILLEGAL_REWARD),
    ``info["illegal_action"]`` True, the observation unchanged and the mask
    all zeros; nothing is played, and the next ``reset()`` deals the next
    game. ``"raise"`` raises IllegalMoveError (nothing played, the episode
    goes on); ``"first"`` plays the first legal action instead
    (``info["illegal_action"]`` True). A policy that samples from the mask
    never meets any of them; Gymnasium's ``check_env`` samples without it
    and passes with every choice but ``"raise"``.

    ``render_mode="ansi"`` returns the learner's board as text (its hand,
    the other hands' sizes, the table, the captured piles, sweeps, the
    hand's score and the scores, whose turn: see ``escopa.env.board``);
    ``"human"`` prints it.

    ``reset(seed=s)`` starts the games of seed ``s``: the same seed and
    actions give the same episodes; ``reset()`` after an episode that ended
    plays the next game of that stream.
    """

    metadata: Dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(self, rules: RulesArg = None, players: int = 2, seat: int = 0,
                 opponents: Opponents = BotKind.GREEDY, reward: RewardArg = "margin",
                 observation: str = "observation", seed: Optional[int] = None,
                 max_episode_steps: Optional[int] = None,
                 render_mode: Optional[str] = None, illegal_action: str = "terminate") -> None:
        players = _common.players_of(players)
        seat = int_arg(seat, 0, players - 1, "seat", ValueError)
        seed = _common.seed_of(seed)
        if max_episode_steps is not None:
            max_episode_steps = int_arg(max_episode_steps, 1, U64_MAX, "max_episode_steps",
                                        ValueError)
        self.render_mode = _common.render_mode_of(render_mode, self.metadata["render_modes"])
        self._illegal = _common.illegal_policy(illegal_action)
        self._reward = _common.reward_of(reward)
        self._kind = _common.kind_of(observation)
        self._opponents = _common.opponent_seats(players, [seat], opponents)
        self._rules = _common.rules_of(rules)
        self.players = players
        self.seat = seat
        self.max_episode_steps = max_episode_steps
        self.observation_space = _common.observation_space(self._kind)
        self.action_space = _common.action_space()
        self.reward_range = (-float("inf"), float("inf"))
        self.spec = None
        self._seeds = _common.GameSeeds(seed)
        self._batch: Any = None
        self._finished = True
        self._fresh = False
        self._steps = 0
        self._zeros = np.zeros(_ACTIONS, dtype=np.int8)
        self._np_random: Any = None

    def _new_batch(self, seed: int) -> None:
        if self._batch is not None:
            self._batch.close()
        b = _common.batch_of(self._rules, self.players, 1, seed, self._reward,
                             self._opponents, self._kind)
        self._batch = b
        arrays = b._arrays
        stepper = _common.BareStep(b)
        self._stepper = stepper
        self._winners = arrays["winners"]
        self._offsets = arrays["more_offsets"]
        info = self._kind == "info_state"
        self._obs = (b.info_states if info else b.observations)[0]
        self._final = (b.final_info_states if info else b.final_observations)[0]
        self._mask = b.action_masks[0].view(np.int8)
        # What a step needs, in one attribute: the C step (see _c_step()),
        # memoryviews of the action and of what a step reads back (an item
        # of one costs less than of a ctypes array), and the copies it
        # returns, bound once.
        self._stepping = (_c_step(self._opponents, stepper), stepper.ptr, stepper.key,
                          _items(arrays["actions"]), _items(arrays["done"]),
                          _items(arrays["actor_rewards"]), _items(arrays["more_offsets"]),
                          self._obs.copy, self._mask.copy)
        self._fresh = True

    @property
    def unwrapped(self) -> "EscopaEnv":
        """This environment (Gymnasium's wrappers unwrap to it)."""
        return self

    @property
    def np_random(self) -> Any:
        """The environment's own generator, as Gymnasium's
        ``env.np_random``: reseeded by ``reset(seed=...)`` (the games
        themselves come from the C batch's seed streams)."""
        if self._np_random is None:
            self._np_random = np.random.default_rng(self._seeds.seed)
        return self._np_random

    @np_random.setter
    def np_random(self, value: Any) -> None:
        self._np_random = value

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[Any, Dict[str, Any]]:
        """Starts an episode, a new game: of seed ``seed`` if given (and the
        action space reseeded), else the next game. ``options`` is
        accepted and unused. Returns the first observation of the
        learner's seat and the info dict."""
        seed = _common.seed_of(seed)
        game_seed = self._seeds.for_reset(seed, self._batch is not None, self._fresh)
        if game_seed is not None:
            self._new_batch(game_seed)
        if seed is not None:
            # what gymnasium.Env.reset(seed=seed) does, which its checker reads
            self._np_random = np.random.default_rng(seed)
        self._fresh = False
        self._finished = False
        self._steps = 0
        return self._obs.copy(), {"action_mask": self._mask.copy(), "seat": self.seat,
                                  "more_offset": self._offsets[0]}

    def step(self, action: Any) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        """Plays ``action`` for the learner, then the opponents' moves up
        to the learner's next turn (or the game's end)."""
        if self._finished:
            raise PhaseError("EscopaEnv.step: the episode is over (or not started): call "
                             "reset() first", "EscopaEnv.step")
        c_step, ptr, key, actions, done, rewards, offsets, obs_copy, mask_copy = self._stepping
        if type(action) is not int:
            action = _action_int(action)
        if key in _marks:
            status = self._marked_step(actions, action)
        else:
            try:
                # the uint32 buffer refuses a negative action and one past
                # 2**32 - 1; the batch refuses the others outside the mask
                actions[0] = action
            except ValueError:
                status = _ILLEGAL
            else:
                status = c_step(ptr)
        replaced = False
        if status:
            if status != _ILLEGAL:
                self._stepper.fail(status)
            # the batch refused the action and played nothing
            if self._illegal == "raise":
                raise IllegalMoveError(_illegal(action, self._mask), "EscopaEnv.step")
            if self._illegal == "terminate":
                # the game stays as it was; the next reset() deals another
                self._finished = True
                return self._obs.copy(), _common.ILLEGAL_REWARD, True, False, {
                    "action_mask": self._zeros.copy(), "seat": self.seat, "more_offset": 0,
                    "illegal_action": True}
            actions[0] = int(self._mask.argmax())
            self._stepper()
            replaced = True
        if done[0]:
            self._finished = True
            self._fresh = True   # the batch has dealt the next game
            return self._final.copy(), rewards[0], True, False, {
                "action_mask": self._zeros.copy(), "seat": self.seat, "more_offset": 0,
                "winner": self._winners[0], "illegal_action": replaced}
        truncated = False
        limit = self.max_episode_steps
        if limit is not None:
            steps = self._steps = self._steps + 1
            if steps >= limit:
                self._finished = truncated = True
        # Only a "more" action (the last of a card's) leaves the learner a
        # sub-decision, so only then can its offset be other than 0.
        return obs_copy(), rewards[0], False, truncated, {
            "action_mask": mask_copy(), "seat": self.seat,
            "more_offset": offsets[0] if replaced or action % BATCH_MOVES_PER_CARD == _MORE else 0,
            "illegal_action": replaced}

    def _marked_step(self, actions: Any, action: int) -> int:
        """The step's status while a call on the batch is under way:
        another thread's refuses the step before the action is written
        (that call may be reading it); BareStep's marked step joins this
        thread's own."""
        self._stepper.check_free()
        try:
            actions[0] = action
        except ValueError:
            return _ILLEGAL
        return self._stepper.status()

    def info_state(self) -> Any:
        """The learner's information state now (1216 uint8, whatever the
        observation kind): its observation and the plays of the current
        deal round (doc/learning.md); at an episode's end, the game's last."""
        if self._batch is None:
            raise PhaseError("EscopaEnv.info_state: call reset() first", "EscopaEnv.info_state")
        ended = self._finished and self._fresh
        return np.frombuffer(self._batch.info_state(0, self.seat, final=ended), dtype=np.uint8)

    def action_masks(self) -> Any:
        """The current action mask (as ``info["action_mask"]``), for
        libraries that ask the environment for it."""
        return self._mask.copy() if not self._finished else self._zeros.copy()

    def render(self) -> Optional[str]:
        """The board as the learner sees it (escopa.env.board()): returned
        with ``render_mode="ansi"`` (and without a render mode), printed
        with ``"human"``."""
        return _common.render(self._batch, self.render_mode,
                              lambda game: board(game, self.seat),
                              ended=self._finished and self._fresh)

    def close(self) -> None:
        """Frees the C batch."""
        if self._batch is not None:
            self._batch.close()
            self._batch = None
        self._finished = True

    def __repr__(self) -> str:
        return (f"<EscopaEnv players={self.players} seat={self.seat} "
                f"reward={self._reward.name.lower()} observation={self._kind}>")


def _action_int(action: Any) -> int:
    """An action given as a NumPy integer or 0-d array, as an int."""
    if isinstance(action, np.ndarray) and action.shape == () and action.dtype.kind in "iu":
        return int(action)
    if isinstance(action, (bool, np.bool_)) or not hasattr(action, "__index__"):
        raise TypeError(f"an action must be an int, not {type(action).__name__}")
    return int(action.__index__())


def _illegal(action: int, mask: Any) -> str:
    legal = np.flatnonzero(mask)
    shown = ", ".join(map(str, legal[:12])) + (", ..." if legal.size > 12 else "")
    if not 0 <= action < _ACTIONS:
        return f"action {action} is not in 0..{_ACTIONS - 1} (legal now: {shown})"
    return f"action {action} is not in the action mask (legal now: {shown})"
