# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""EscopaAECEnv: every seat an agent, turn by turn, with the PettingZoo
AEC API, on a batch of one game."""

from __future__ import annotations

import ctypes
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from .._args import int_arg
from .._clib import FREE, INFO_STATE_SIZE, OBSERVATION_SIZE, bind, lib
from .._errors import IllegalMoveError
from . import _common
from ._common import RewardArg, RulesArg
from ._single import _ACTIONS, _action_int, _illegal
from ._board import board
from ._spaces import optional_module

# with PettingZoo, an EscopaAECEnv is a pettingzoo.AECEnv
_pz = optional_module("pettingzoo")
_AECBase: Any = _pz.AECEnv if _pz is not None else object


class EscopaAECEnv(_AECBase):  # type: ignore[misc]
    """A game whose every seat is an agent (``"player_0"`` ...), playing
    in turn, with the PettingZoo AEC API (by duck typing: PettingZoo need
    not be installed; when it is, this is a ``pettingzoo.AECEnv``).

    ``agent_iter()`` yields the agent to act; ``last()`` gives its
    observation, its reward accumulated since it last acted, its
    termination and truncation flags and its info (``action_mask``, int8
    336: the legal actions of the fixed action space, all zeros for an
    agent not to play); ``step(action)`` plays it. When the game ends,
    every agent is terminated: each then steps with ``None`` once and
    leaves ``agents``. ``observe(agent)`` works for any agent at any time
    (at the end: the game's last state, from that agent's seat).

    An action outside the mask (``illegal_action``): by default
    (``"terminate"``) ends the game for every agent, as PettingZoo's
    classic games do: nothing is played, the offender is given -1
    (ILLEGAL_REWARD) and ``infos[agent]["illegal_action"]`` True, the
    others 0. ``"raise"`` raises IllegalMoveError (nothing played);
    ``"first"`` plays the first legal action instead.

    Rewards (``reward``: ``"margin"``, ``"points"``, ``"result"``) are
    given to every agent at each step, its side's value; with
    partnerships both partners receive their side's.
    """

    metadata: Dict[str, Any] = {"render_modes": ["ansi", "human"], "name": "escopa_v0",
                                "is_parallelizable": False, "render_fps": 4}

    def __init__(self, rules: RulesArg = None, players: int = 2, reward: RewardArg = "margin",
                 observation: str = "observation", seed: Optional[int] = None,
                 render_mode: Optional[str] = None, illegal_action: str = "terminate") -> None:
        players = _common.players_of(players)
        seed = _common.seed_of(seed)
        self.render_mode = _common.render_mode_of(render_mode, self.metadata["render_modes"])
        self._illegal = _common.illegal_policy(illegal_action)
        self._reward = _common.reward_of(reward)
        self._kind = _common.kind_of(observation)
        self._rules = _common.rules_of(rules)
        self.players = players
        self._size = OBSERVATION_SIZE if self._kind == "observation" else INFO_STATE_SIZE
        self.possible_agents: List[str] = [f"player_{s}" for s in range(players)]
        self._seat_of = {a: s for s, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: _common.observation_space(self._kind)
                                   for a in self.possible_agents}
        self.action_spaces = {a: _common.action_space() for a in self.possible_agents}
        self._seeds = _common.GameSeeds(seed)
        self._batch: Any = None
        self._fresh = False
        self._over = False
        self._game_ended = False
        self._buf = (ctypes.c_uint8 * INFO_STATE_SIZE)()
        self._buf_np = np.ctypeslib.as_array(self._buf)
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]
        self._skip_agent_selection: Optional[str] = None

    # -- the PettingZoo attributes --
    @property
    def num_agents(self) -> int:
        """Agents still in the game."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """All the agents."""
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "EscopaAECEnv":
        """This environment."""
        return self

    def observation_space(self, agent: str) -> Any:
        """The space of ``agent``'s observations."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """The space of ``agent``'s actions: Discrete(336)."""
        return self.action_spaces[agent]

    # -- the game --
    def _new_batch(self, seed: int) -> None:
        if self._batch is not None:
            self._batch.close()
        b = _common.batch_of(self._rules, self.players, 1, seed, self._reward, None, self._kind)
        self._batch = b
        arrays = b._arrays
        self._call = _common.BareStep(b)
        self._info_state = bind(getattr(lib, "escopa_batch_info_state"), b._ptr, FREE, FREE,
                                FREE, FREE)
        self._actions = arrays["actions"]
        self._done = arrays["done"]
        self._side_rewards = arrays["rewards"]
        self._to_play = arrays["to_play_seats"]
        self._offsets = arrays["more_offsets"]
        self._obs = (b.info_states if self._kind == "info_state" else b.observations)[0]
        self._mask = b.action_masks[0].view(np.int8)
        self._fresh = True
        with b.game(0) as game:
            self._sides = [game.side_of(s) for s in range(self.players)]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game: of seed ``seed`` if given, else the next
        one. ``options`` is accepted and unused."""
        seed = _common.seed_of(seed)
        game_seed = self._seeds.for_reset(seed, self._batch is not None, self._fresh)
        if game_seed is not None:
            self._new_batch(game_seed)
        if seed is not None:
            for i, a in enumerate(self.possible_agents):
                self.action_spaces[a].seed(seed + i)
        self._fresh = False
        self._over = False
        self._game_ended = False
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {"action_mask": np.zeros(_ACTIONS, dtype=np.int8)} for a in self.agents}
        self._skip_agent_selection = None
        self._select(self.possible_agents[self._to_play[0]])

    def _select(self, agent: str) -> None:
        """Makes ``agent`` the one to act, its info holding the mask."""
        previous = self.agent_selection
        if previous in self.infos and previous != agent:
            self.infos[previous]["action_mask"] = np.zeros(_ACTIONS, dtype=np.int8)
        self.agent_selection = agent
        self.infos[agent]["action_mask"] = self._mask.copy()
        self.infos[agent]["more_offset"] = self._offsets[0]

    def observe(self, agent: str) -> Any:
        """``agent``'s observation now (a new array): the batch's for the
        agent to play, else written from its seat."""
        seat = self._seat_of[agent]
        if not self._over and seat == self._to_play[0]:
            return self._obs.copy()
        self._info_state(0, seat, 1 if self._game_ended else 0, self._buf)
        return self._buf_np[:self._size].copy()

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        """The selected agent's observation (None without ``observe``),
        accumulated reward, termination, truncation and info."""
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """Yields the agent to act until every agent is done (or
        ``max_iter`` times)."""
        max_iter = int_arg(max_iter, 0, 2 ** 63, "max_iter", ValueError)
        n = 0
        while self.agents and n < max_iter:
            yield self.agent_selection
            n += 1

    def step(self, action: Any) -> None:
        """Plays the selected agent's action; for an agent that is done,
        ``action`` must be None, and the agent leaves ``agents``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"EscopaAECEnv.step: {agent} is not done: None is only the action "
                             "of a terminated or truncated agent")
        if type(action) is not int:
            action = _action_int(action)
        if not 0 <= action < _ACTIONS or not self._mask[action]:
            if self._illegal == "raise":
                raise IllegalMoveError(_illegal(action, self._mask), "EscopaAECEnv.step")
            if self._illegal == "terminate":
                self._terminate_illegal(agent)
                return
            action = int(self._mask.argmax())
        # refused before the write if another thread's call may be reading it
        self._call.check_free()
        self._actions[0] = action
        self._call()
        # after the call: a refused step leaves the reward to collect
        self._cumulative_rewards[agent] = 0.0
        row = self._side_rewards
        for a in self.agents:
            self.rewards[a] = row[self._sides[self._seat_of[a]]]
        if self._done[0]:
            self._fresh = True
            self._game_ended = True
            self._terminate_all(agent)
        else:
            self._select(self.possible_agents[self._to_play[0]])
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]

    def _terminate_all(self, agent: str) -> None:
        """Every agent terminated, its mask zeros; the agent after
        ``agent`` in turn order is the first to step None."""
        self._over = True
        for a in self.agents:
            self.terminations[a] = True
            self.infos[a]["action_mask"] = np.zeros(_ACTIONS, dtype=np.int8)
        seat = (self._seat_of[agent] + 1) % self.players
        self.agent_selection = self.possible_agents[seat]

    def _terminate_illegal(self, agent: str) -> None:
        """illegal_action="terminate": nothing is played, the game ends for
        every agent, the offender is given ILLEGAL_REWARD, the others 0."""
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = _common.ILLEGAL_REWARD if a == agent else 0.0
            self._cumulative_rewards[a] += self.rewards[a]
        self.infos[agent]["illegal_action"] = True
        self._terminate_all(agent)

    def _was_dead_step(self, action: Any) -> None:
        """PettingZoo's dead step: the done agent leaves, the next done one
        is selected."""
        if action is not None:
            raise ValueError("EscopaAECEnv.step: when an agent is done, the only valid "
                             f"action is None, not {action!r}")
        agent = self.agent_selection
        tables: List[Dict[str, Any]] = [self.terminations, self.truncations, self.rewards,
                                         self._cumulative_rewards, self.infos]
        for table in tables:
            del table[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        for a in self.rewards:
            self.rewards[a] = 0.0

    def render(self) -> Optional[str]:
        """The board with every hand shown (escopa.env.board()): returned
        with ``render_mode="ansi"`` (and without a render mode), printed
        with ``"human"``."""
        return _common.render(self._batch, self.render_mode, board, ended=self._game_ended)

    def close(self) -> None:
        """Frees the C batch."""
        if self._batch is not None:
            self._batch.close()
            self._batch = None

    def __repr__(self) -> str:
        return f"<EscopaAECEnv players={self.players} reward={self._reward.name.lower()}>"
