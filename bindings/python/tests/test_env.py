# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""escopa.env against checkers of its own, since Gymnasium and PettingZoo
cannot be installed here: what their checkers verify (spaces contain the
observations, the step and reset signatures, seeding reproduces, finished
episodes refuse steps, the AEC order of agent_iter / last / step, rewards
accumulating, the dead step with None), and what the issue asks besides:
the masks are the legal moves (every masked action decoded to a move and
compared with the game's list, sub-decisions followed), and every legal
move is reachable through the action space over many random games."""

from __future__ import annotations

import contextlib
import io
import os
import random
import sys
import unittest
from typing import Any, Dict, List, Optional, Set, Tuple

import escopa
from escopa import BotKind, Game, IllegalMoveError, Move, Phase, PhaseError, Preset

try:
    import numpy as np
    from escopa import env as escopa_env
except ImportError:  # pragma: no cover - depends on the interpreter
    np = None  # type: ignore[assignment]

# Fewer games when the suite runs under valgrind (which sets ESCOPA_TEST_GAMES).
QUICK = bool(os.environ.get("ESCOPA_TEST_GAMES"))
GAMES = 2 if QUICK else 30
K = escopa.Batch.MOVES_PER_CARD
ACTIONS = escopa.Batch.ACTIONS


def model_mask(game: Game, pending: Optional[Tuple[int, int]]) -> Dict[int, Optional[Move]]:
    """The legal actions of a game's state and the move of each (None for
    "more"), from its legal moves: the model of doc/learning.md. With
    ``pending`` (card, offset), only that card's window from offset."""
    by_card: Dict[int, List[Move]] = {}
    for move in game.legal_moves():
        by_card.setdefault(move.card.id, []).append(move)
    out: Dict[int, Optional[Move]] = {}
    for card, moves in by_card.items():
        if pending is not None:
            if card != pending[0]:
                continue
            moves = moves[pending[1]:]
        if len(moves) <= K:
            for j, move in enumerate(moves):
                out[card * K + j] = move
        else:
            for j in range(K - 1):
                out[card * K + j] = moves[j]
            out[card * K + K - 1] = None
    return out


def check_mask(test: unittest.TestCase, mask: Any, game: Game,
               pending: Optional[Tuple[int, int]]) -> Dict[int, Optional[Move]]:
    """The mask is the model's, and every decoded action is a legal move."""
    model = model_mask(game, pending)
    test.assertEqual(set(np.flatnonzero(mask).tolist()), set(model), game.position)
    legal = set(m.value for m in game.legal_moves())
    offset = pending[1] if pending else 0
    for action, move in model.items():
        decoded = escopa_env.action_move(game, action, offset)
        test.assertEqual(decoded, move)
        if move is not None:
            test.assertIn(move.value, legal)
    return model


def prefer_more(model: Dict[int, Optional[Move]], action: int, rng: random.Random) -> int:
    """A "more" action half the time there is one, so that the tests walk
    the sub-decisions of long lists; else ``action``."""
    more = [a for a, move in model.items() if move is None]
    return rng.choice(more) if more and rng.random() < 0.5 else action


@unittest.skipIf(np is None, "NumPy is not installed")
class SpacesTest(unittest.TestCase):
    def test_own_spaces(self) -> None:
        d = escopa_env.Discrete(5, seed=3)
        self.assertTrue(d.contains(4) and d.contains(np.int64(0)))
        self.assertFalse(d.contains(5) or d.contains(-1) or d.contains(1.0) or d.contains(True))
        mask = np.array([0, 0, 1, 0, 1], dtype=np.int8)
        self.assertTrue(all(d.sample(mask=mask) in (2, 4) for _ in range(50)))
        self.assertEqual(d.sample(mask=np.zeros(5, dtype=np.int8)), 0)
        d.seed(9)
        first = [d.sample() for _ in range(10)]
        d.seed(9)
        self.assertEqual(first, [d.sample() for _ in range(10)])
        self.assertEqual((d.shape, d.dtype), ((), np.dtype(np.int64)))
        b = escopa_env.Box(0, np.full(4, 255, dtype=np.uint8), dtype=np.uint8, seed=1)
        self.assertTrue(b.contains(b.sample()))
        self.assertFalse(b.contains(np.zeros(3, dtype=np.uint8)))
        self.assertFalse(b.contains(np.zeros(4, dtype=np.float64)))
        m = escopa_env.MultiDiscrete([3, 3], seed=1)
        self.assertTrue(m.contains(m.sample()))
        rows = np.array([[0, 1, 0], [1, 0, 0]], dtype=np.int8)
        self.assertEqual(m.sample(mask=rows).tolist(), [1, 0])

    def test_no_gymnasium_imported_unless_present(self) -> None:
        for name in ("gymnasium", "pettingzoo"):
            try:
                __import__(name)
            except ImportError:
                self.assertNotIn(name, sys.modules)
                if name == "gymnasium":
                    self.assertFalse(escopa_env.register())
                    self.assertIsInstance(escopa_env.EscopaEnv(seed=1).action_space,
                                          escopa_env.Discrete)


@unittest.skipIf(np is None, "NumPy is not installed")
class SingleEnvTest(unittest.TestCase):
    """What gymnasium.utils.env_checker.check_env verifies, and the masks."""

    def run_episode(self, env: Any, rng: random.Random, check: bool) -> Tuple[List[Any], float]:
        obs, info = env.reset()
        trace: List[Any] = [obs.tobytes()]
        total = 0.0
        pending: Optional[Tuple[int, int]] = None
        while True:
            self.assertIn(obs, env.observation_space)
            self.assertEqual(obs.dtype, env.observation_space.dtype)
            self.assertEqual(info["action_mask"].shape, (ACTIONS,))
            if check:
                with env._batch.game(0) as game:
                    self.assertEqual(game.current_seat, env.seat)
                    model = check_mask(self, info["action_mask"], game, pending)
            action = env.action_space.sample(mask=info["action_mask"])
            if check:
                action = prefer_more(model, action, rng)
            self.assertIn(action, env.action_space)
            obs, reward, terminated, truncated, info = env.step(action)
            self.assertIsInstance(reward, float)
            self.assertIsInstance(terminated, bool)
            self.assertIsInstance(truncated, bool)
            total += reward
            trace.append((action, reward, obs.tobytes()))
            if check and not terminated:
                self.assertEqual(info["more_offset"], env._batch.more_offsets[0])
            if check and not terminated and model[action] is None:
                self.subdecisions += 1
                card = action // K
                pending = (card, info["more_offset"])
                self.assertEqual(pending[1] % (K - 1), 0)
            else:
                pending = None
            if env._kind == "info_state":
                self.assertTrue(np.array_equal(env.info_state(), obs))
            else:
                self.assertTrue(np.array_equal(env.info_state()[:64], obs))
            if terminated:
                self.assertEqual(obs[47], Phase.GAME_OVER)
                self.assertFalse(info["action_mask"].any())
                self.assertIn(info["winner"], range(-1, env.players))
                return trace, total

    subdecisions = 0

    def test_checker_and_masks(self) -> None:
        rng = random.Random(5)
        for preset, players, kind in ((Preset.ESCOBA_DE_15, 2, "observation"),
                                      (Preset.ESCOBA_COMODINES, 2, "info_state"),
                                      (Preset.ESCOPA, 4, "observation")):
            env = escopa_env.EscopaEnv(preset, players=players, seat=players - 1,
                                       opponents=BotKind.RANDOM, observation=kind, seed=7)
            env.reset(seed=7)
            for _ in range(GAMES // 3 + 1):
                self.run_episode(env, rng, check=True)
            env.close()
        # The full run meets lists too long for one card's 7 actions; the
        # few games of a valgrind run may not.
        if not QUICK:
            self.assertGreater(self.subdecisions, 0)

    def test_seeding_reproduces(self) -> None:
        # gymnasium's check_reset_seed: the same seed, the same generator
        env = escopa_env.EscopaEnv(seed=1)
        env.reset(seed=123)
        state = env.unwrapped._np_random.bit_generator.state
        env.reset(seed=123)
        self.assertEqual(env.unwrapped._np_random.bit_generator.state, state)
        env.reset(seed=456)
        self.assertNotEqual(env.unwrapped._np_random.bit_generator.state, state)
        traces = []
        for _ in range(2):
            env = escopa_env.EscopaEnv("escoba", opponents=BotKind.GREEDY, reward="points")
            env.reset(seed=11)
            env.action_space.seed(11)
            rng = random.Random(1)
            traces.append([self.run_episode(env, rng, check=False) for _ in range(2)])
        self.assertEqual(traces[0], traces[1])
        # another seed, other games
        env = escopa_env.EscopaEnv("escoba", opponents=BotKind.GREEDY, reward="points")
        env.reset(seed=12)
        env.action_space.seed(11)
        self.assertNotEqual(self.run_episode(env, random.Random(1), check=False), traces[0][0])

    def test_illegal_action_ends_the_episode_by_default(self) -> None:
        # PettingZoo's classic games' outcome: the episode ends, -1 to the
        # offender, nothing played; the next reset deals the next game
        env = escopa_env.EscopaEnv(seed=3)
        obs, info = env.reset(seed=3)
        illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
        legal = int(info["action_mask"].argmax())
        # 2**32 + legal would be legal in a uint32 buffer
        for action in (illegal, ACTIONS, -1, 2**32 + legal):
            with self.subTest(action=action):
                obs, info = env.reset(seed=3)
                with env._batch.game(0) as game:
                    before = game.position
                out, reward, terminated, truncated, end = env.step(action)
                self.assertEqual((reward, terminated, truncated), (-1.0, True, False))
                self.assertTrue(end["illegal_action"])
                self.assertFalse(end["action_mask"].any())
                np.testing.assert_array_equal(out, obs)
                with env._batch.game(0) as game:
                    self.assertEqual(game.position, before)
                with self.assertRaises(PhaseError):
                    env.step(0)
        again, _ = env.reset()
        self.assertFalse(np.array_equal(again, obs))   # the next game
        aec = escopa_env.EscopaAECEnv(players=3)
        aec.reset(seed=4)
        offender = aec.agent_selection
        mask = aec.infos[offender]["action_mask"]
        aec.step(int(np.flatnonzero(mask == 0)[0]))
        self.assertTrue(all(aec.terminations.values()))
        self.assertEqual(aec.rewards, {a: (-1.0 if a == offender else 0.0) for a in aec.agents})
        self.assertTrue(aec.infos[offender]["illegal_action"])
        for agent in aec.agent_iter():
            _, reward, terminated, _, _ = aec.last()
            self.assertEqual(reward, -1.0 if agent == offender else 0.0)
            self.assertIn(aec.observe(agent), aec.observation_space(agent))
            aec.step(None)
        self.assertEqual(aec.agents, [])

    def test_finished_episodes_reject_steps(self) -> None:
        env = escopa_env.EscopaEnv(seed=3, illegal_action="raise")
        with self.assertRaises(PhaseError):
            env.step(0)
        obs, info = env.reset()
        legal = int(np.flatnonzero(info["action_mask"])[0])
        illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
        with self.assertRaisesRegex(IllegalMoveError, f"action {illegal} is not in the action"):
            env.step(illegal)
        # past the actions, below 0, and past what the uint32 buffer holds
        for action in (ACTIONS, 2**32 - 1, -1, 2**32 + legal, 2**64):
            with self.subTest(action=action), \
                    self.assertRaisesRegex(IllegalMoveError, f"action {action} is not in 0..335"):
                env.step(action)
        with self.assertRaises(TypeError):
            env.step(1.5)
        # nothing changed: the legal action still plays
        env.step(np.int64(legal))
        self.run_episode(env, random.Random(2), check=False)
        with self.assertRaises(PhaseError):
            env.step(legal)
        env.reset()
        env.step(env.action_space.sample(mask=env.action_masks()))

    def test_unmasked_checkers(self) -> None:
        # gymnasium's check_step_determinism samples without the mask
        for _ in range(2):
            env = escopa_env.EscopaEnv(seed=5, illegal_action="first")
            env.action_space.seed(123)
            action = env.action_space.sample()
            obs, info = env.reset(seed=123)
            first = int(np.flatnonzero(info["action_mask"])[0])
            out = env.step(action)
            self.assertEqual(out[4]["illegal_action"], not info["action_mask"][action])
            again = escopa_env.EscopaEnv(seed=5)
            again.reset(seed=123)
            want = again.step(action if info["action_mask"][action] else first)
            self.assertTrue(np.array_equal(out[0], want[0]))
            self.assertEqual(out[1:4], want[1:4])
        # out of range: the first legal action too
        for action in (ACTIONS, -1, 2**32 + 1):
            env = escopa_env.EscopaEnv(seed=5, illegal_action="first")
            obs, info = env.reset(seed=123)
            first = int(np.flatnonzero(info["action_mask"])[0])
            out = env.step(action)
            self.assertTrue(out[4]["illegal_action"])
            again = escopa_env.EscopaEnv(seed=5)
            again.reset(seed=123)
            want = again.step(first)
            self.assertTrue(np.array_equal(out[0], want[0]))
            self.assertEqual(out[1:4], want[1:4])
        aec = escopa_env.EscopaAECEnv(players=2, illegal_action="first")
        aec.reset(seed=1)
        aec.step(np.int32(ACTIONS - 1))
        with self.assertRaisesRegex(ValueError, "illegal_action 'skip'"):
            escopa_env.EscopaAECEnv(illegal_action="skip")

    def test_reset_mid_game_and_truncation(self) -> None:
        env = escopa_env.EscopaEnv(seed=3, max_episode_steps=3)
        obs, info = env.reset(seed=3)
        first = obs.copy()
        for step in range(3):
            obs, _, terminated, truncated, info = env.step(
                env.action_space.sample(mask=info["action_mask"]))
        self.assertEqual((terminated, truncated), (False, True))
        with self.assertRaises(PhaseError):
            env.step(0)
        obs, info = env.reset(seed=3)
        self.assertTrue(np.array_equal(obs, first))
        self.assertIsInstance(env.render(), type(None) if env.render_mode else str)

    def test_arguments(self) -> None:
        with self.assertRaisesRegex(ValueError, "reward 'score' is not one of"):
            escopa_env.EscopaEnv(reward="score")
        with self.assertRaisesRegex(ValueError, "observation 'pixels'"):
            escopa_env.EscopaEnv(observation="pixels")
        with self.assertRaisesRegex(ValueError, r"seat\(s\) \[2\]"):
            escopa_env.EscopaEnv(players=3, opponents={1: BotKind.GREEDY})
        with self.assertRaisesRegex(ValueError, r"seat 2 is out of range: not in 0\.\.1"):
            escopa_env.EscopaEnv(seat=2)


@unittest.skipIf(np is None, "NumPy is not installed")
class AECEnvTest(unittest.TestCase):
    """What pettingzoo.test.api_test verifies, and the game's agreement."""

    def play(self, env: Any, seed: int, rng: random.Random,
             check: bool) -> Tuple[List[Any], Dict[str, float]]:
        env.reset(seed=seed)
        self.assertEqual(env.agents, env.possible_agents)
        self.assertEqual(env.num_agents, env.max_num_agents)
        trace: List[Any] = []
        totals = dict.fromkeys(env.possible_agents, 0.0)
        pending: Optional[Tuple[int, int]] = None
        done_seen: Set[str] = set()
        for agent in env.agent_iter(max_iter=100000):
            self.assertEqual(agent, env.agent_selection)
            obs, reward, terminated, truncated, info = env.last()
            totals[agent] += reward
            self.assertIn(obs, env.observation_space(agent))
            self.assertFalse(truncated)
            if terminated:
                self.assertNotIn(agent, done_seen)
                done_seen.add(agent)
                self.assertFalse(info["action_mask"].any())
                with self.assertRaises(ValueError):
                    env.step(0)
                env.step(None)
                self.assertNotIn(agent, env.agents)
                continue
            self.assertEqual(done_seen, set())
            if check:
                with env._batch.game(0) as game:
                    seat = env.possible_agents.index(agent)
                    self.assertEqual(game.current_seat, seat)
                    model = check_mask(self, info["action_mask"], game, pending)
                    for other in env.possible_agents:
                        s = env.possible_agents.index(other)
                        self.assertEqual(env.observe(other)[:64].tobytes(),
                                         escopa.observe(game, s))
                        if other != agent:
                            self.assertFalse(env.infos[other]["action_mask"].any())
                    before = game.clone()
            with self.assertRaises(ValueError):
                env.step(None)
            action = env.action_space(agent).sample(mask=info["action_mask"])
            if check:
                action = prefer_more(model, action, rng)
            trace.append((agent, action, obs.tobytes(), reward))
            env.step(action)
            if check:
                move = model[action]
                pending = None
                if move is None:
                    pending = (action // K, env.infos[agent]["more_offset"])
                    self.assertEqual(env.agent_selection, agent)
                else:
                    before.play(move)
                    if before.phase == Phase.PLAYING:
                        with env._batch.game(0) as after:
                            self.assertEqual(after, before)
        self.assertEqual(env.agents, [])
        self.assertEqual(done_seen, set(env.possible_agents))
        return trace, totals

    def test_api_and_game_agreement(self) -> None:
        rng = random.Random(3)
        for preset, players, kind in ((Preset.ESCOBA, 3, "observation"),
                                      (Preset.ESCOBA_COMODINES, 2, "info_state"),
                                      (Preset.SCOPA, 4, "observation")):
            env = escopa_env.EscopaAECEnv(preset, players=players, reward="points",
                                          observation=kind)
            for g in range(GAMES // 6 + 1):
                _, totals = self.play(env, 100 + g, rng, check=True)
                # points rewards add up to each side's final score
                for agent, total in totals.items():
                    final = env._batch.info_state(0, env.possible_agents.index(agent),
                                                  final=True)
                    self.assertEqual(total, final[48])
            env.close()

    def test_seeding_reproduces(self) -> None:
        runs = []
        for _ in range(2):
            env = escopa_env.EscopaAECEnv(players=2, reward="margin")
            runs.append(self.play(env, 9, random.Random(4), check=False))
        self.assertEqual(runs[0], runs[1])

    def test_partners_share_rewards(self) -> None:
        rules = escopa.Rules(Preset.ESCOBA)
        rules.partnerships = True
        env = escopa_env.EscopaAECEnv(rules, players=4, reward="result")
        _, totals = self.play(env, 5, random.Random(6), check=False)
        self.assertEqual(totals["player_0"], totals["player_2"])
        self.assertEqual(totals["player_1"], totals["player_3"])
        self.assertEqual(totals["player_0"], -totals["player_1"])


@unittest.skipIf(np is None, "NumPy is not installed")
class VectorEnvTest(unittest.TestCase):
    def test_shared_arrays_autoreset_and_rewards(self) -> None:
        n = 16
        env = escopa_env.EscopaVectorEnv(n, "escoba", opponents=BotKind.GREEDY, seed=4)
        obs, info = env.reset(seed=4)
        self.assertEqual(obs.shape, (n, 64))
        self.assertIn(obs, env.observation_space)
        self.assertEqual(env.single_action_space.n, ACTIONS)
        batch = env.batch
        with self.assertRaises(PhaseError):
            batch.info_state(0, 0, final=True)   # no game has ended yet
        with self.assertRaises(IndexError):
            batch.info_state(0, 2)
        ended = 0
        for step in range(300 if not QUICK else 60):
            sides = batch.to_play_sides.copy()
            # a mask per slot, as Gymnasium's MultiDiscrete takes it (and ours)
            actions = env.action_space.sample(mask=tuple(info["action_mask"].astype(np.int8)))
            self.assertIn(actions, env.action_space)
            obs2, rewards, terminated, truncated, info2 = env.step(actions)
            # the very arrays, no copy (a new dict holding them)
            self.assertIs(obs2, obs)
            self.assertIs(info2["action_mask"], info["action_mask"])
            info = info2
            self.assertTrue(np.shares_memory(obs2, batch.observations))
            self.assertFalse(truncated.any())
            self.assertTrue((batch.to_play_seats == 0).all())
            np.testing.assert_array_equal(
                rewards, batch.rewards[np.arange(n), sides])
            self.assertEqual("final_obs" in info, bool(terminated.any()))
            for i in np.flatnonzero(terminated):
                ended += 1
                self.assertTrue(info["_final_obs"][i] and info["_final_info"][i])
                self.assertEqual(info["final_obs"][i][47], Phase.GAME_OVER)
                self.assertEqual(obs[i, 47], Phase.PLAYING)
                final = batch.info_state(int(i), 0, final=True)
                self.assertEqual(final[:64], info["final_obs"][i].tobytes())
                self.assertEqual(info["final_info"]["winner"][i], batch.winners[i])
            if "final_obs" in info:
                self.assertTrue(all(info["final_obs"][i] is None
                                    for i in np.flatnonzero(~terminated)))
            if step % 20 == 0:
                for i in range(0, n, 5):
                    with batch.game(i) as game:
                        if batch.more_offsets[i] == 0:
                            check_mask(self, info["action_mask"][i], game, None)
        self.assertGreater(ended, 0)
        env.close()

    def test_seeding_illegal_actions_and_self_play(self) -> None:
        env = escopa_env.EscopaVectorEnv(8, players=3, seed=2, reward="result")
        obs, info = env.reset(seed=2)
        first = obs.copy()
        mask = info["action_mask"]
        bad = np.argmax(mask, axis=1)
        bad[3] = int(np.flatnonzero(~mask[3])[0])
        with self.assertRaises(IllegalMoveError) as ctx:
            env.step(bad)
        self.assertEqual(ctx.exception.slot, 3)
        np.testing.assert_array_equal(obs, first)
        with self.assertRaises(ValueError):
            env.step(np.zeros(7, dtype=np.int64))
        seats = set()
        for _ in range(30):
            np.argmax(info["action_mask"], axis=1, out=None)
            env.actions[:] = np.argmax(info["action_mask"], axis=1)
            env.step(env.actions)
            seats.update(info["to_play"].tolist())
        self.assertEqual(seats, {0, 1, 2})
        again, _ = env.reset(seed=2)
        np.testing.assert_array_equal(again, first)
        env.close()

    def test_info_state_observations(self) -> None:
        env = escopa_env.EscopaVectorEnv(4, "escopa", opponents=BotKind.RANDOM,
                                         observation="info_state", seed=8)
        obs, info = env.reset()
        self.assertEqual(obs.shape, (4, escopa.INFO_STATE_SIZE))
        for _ in range(40):
            obs, *_ = env.step(np.argmax(info["action_mask"], axis=1))
            self.assertIn(obs, env.observation_space)
            np.testing.assert_array_equal(obs[:, :64], env.batch.observations)
            for i in range(4):
                self.assertEqual(obs[i].tobytes(), env.batch.info_state(i, 0))
        env.close()

    def test_autoreset_disabled(self) -> None:
        # the slots that end show their last observation and wait for a reset
        env = escopa_env.EscopaVectorEnv(8, "escoba", opponents=BotKind.RANDOM, seed=6,
                                         autoreset_mode="disabled")
        self.assertEqual(getattr(env.metadata["autoreset_mode"], "value",
                                 env.metadata["autoreset_mode"]), "Disabled")
        obs, info = env.reset(seed=6)
        rng = np.random.default_rng(2)
        resets = 0
        for _ in range(300 if not QUICK else 120):
            masks = info["action_mask"]
            actions = np.argmax(np.where(masks, rng.random(masks.shape) + 1, 0), axis=1)
            obs, rewards, terminated, truncated, info = env.step(actions)
            if not terminated.any():
                self.assertIs(obs, env.batch.observations)
                continue
            done = terminated.copy()
            self.assertNotIn("final_obs", info)
            self.assertTrue((obs[done, 47] == Phase.GAME_OVER).all())
            self.assertFalse(info["action_mask"][done].any())
            with self.assertRaisesRegex(PhaseError, "ended: reset it first"):
                env.step(actions)
            live = np.flatnonzero(~done)
            if live.size:
                wrong = done.copy()
                wrong[live[0]] = True
                with self.assertRaisesRegex(ValueError, f"slot {live[0]} has a game in play"):
                    env.reset(options={"reset_mask": wrong})
            with self.assertRaisesRegex(ValueError, "a seed reseeds every slot"):
                env.reset(seed=1, options={"reset_mask": done})
            with self.assertRaisesRegex(ValueError, "must be 8 bools"):
                env.reset(options={"reset_mask": done.astype(np.int8)})
            obs, info = env.reset(options={"reset_mask": done})
            resets += int(done.sum())
            self.assertTrue((obs[done, 47] == Phase.PLAYING).all())
            self.assertTrue(info["action_mask"][done].any(axis=1).all())
        self.assertGreater(resets, 0)
        env.close()
        env.close()
        with self.assertRaises(PhaseError):
            env.step(np.zeros(8, dtype=np.int64))
        with self.assertRaises(PhaseError):
            env.reset(options={"reset_mask": np.ones(8, dtype=bool)})
        with self.assertRaises(PhaseError):
            env.reset(seed=1)

    def test_autoreset_mode_and_make_vector(self) -> None:
        with self.assertRaisesRegex(ValueError, "'NextStep' is not available"):
            escopa_env.EscopaVectorEnv(2, autoreset_mode="next_step")
        with self.assertRaisesRegex(ValueError, "autoreset_mode 'later' is not one of"):
            escopa_env.EscopaVectorEnv(2, autoreset_mode="later")
        with self.assertRaises(TypeError):
            escopa_env.EscopaVectorEnv(2, autoreset_mode=1)
        env = escopa_env.make_vector(4, players=3, seat=2, opponents=BotKind.RANDOM, seed=1)
        self.assertEqual((env.num_envs, env.learner_seats, env.players), (4, [2], 3))
        obs, info = env.reset(seed=1)
        self.assertTrue((env.batch.to_play_seats == 2).all())
        env.close()
        for kwargs, words in (({"max_episode_steps": 9}, "plays every game to its end"),
                              ({"render_mode": "ansi"}, "does not render"),
                              ({"illegal_action": "terminate"}, "raises IllegalMoveError"),
                              ({"seat": 2}, "seat 2")):
            with self.subTest(**kwargs):
                with self.assertRaisesRegex(ValueError, words):
                    escopa_env.make_vector(2, **kwargs)
        escopa_env.make_vector(2, illegal_action="raise").close()


@unittest.skipIf(np is None, "NumPy is not installed")
class BoardTest(unittest.TestCase):
    def test_board_hides_other_hands(self) -> None:
        env = escopa_env.EscopaEnv("escopa", players=3, seat=1, render_mode="ansi", seed=4)
        obs, info = env.reset(seed=4)
        text = env.render()
        with env._batch.game(0) as game:
            mine, theirs = game.hand(1), game.hand(0)
            self.assertEqual(text, escopa_env.board(game, 1))
            everything = escopa_env.board(game)
        self.assertIn(f"Seat 1 (you), side 1: {mine.format()}", text)
        self.assertIn(f"Seat 0, side 0: {len(theirs)} cards", text)
        self.assertNotIn(theirs.format(), text)
        self.assertIn(f"Seat 0, side 0: {theirs.format()}", everything)
        for words in ("Hand 1, dealt by seat", "to play.", "Scores: side 0 0, side 1 0, side 2 0",
                      "Table: ", "Stock: ", "Side 2 this hand: 0 cards taken"):
            self.assertIn(words, text)
        self.assertNotIn("|", text)   # not the notation
        while True:
            obs, reward, terminated, truncated, info = env.step(
                env.action_space.sample(mask=info["action_mask"]))
            if terminated:
                break
        self.assertRegex(env.render().splitlines()[0],
                         r"^(Side \d won the game|The game ended drawn); the next game is dealt:$")
        aec = escopa_env.EscopaAECEnv(players=2, render_mode="ansi")
        aec.reset(seed=1)
        with aec._batch.game(0) as game:
            self.assertEqual(aec.render(), escopa_env.board(game))
        human = escopa_env.EscopaEnv(render_mode="human", seed=1)
        human.reset()
        with contextlib.redirect_stdout(io.StringIO()) as out:
            self.assertIsNone(human.render())
        self.assertIn("Seat 0 (you)", out.getvalue())


if __name__ == "__main__":
    unittest.main()
