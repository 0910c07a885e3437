# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The one-game environments call escopa_batch_step() without the checked
wrapper (for speed): a step is still refused, changing nothing (not even
the action buffer that call may be reading), while another thread is
inside a call on its batch, as the vector environment's is; it leaves no
mark behind and raises a failed status as the errcheck would; against a
search player it marks the batch in use as a wrapper does (it releases
the GIL)."""

import ctypes
import unittest

import escopa
from escopa import Preset
from escopa._wrappers import in_use

try:
    import numpy as np
    from escopa.env import EscopaAECEnv, EscopaEnv, EscopaVectorEnv
except ImportError:  # pragma: no cover - the env tests need NumPy
    np = None

from .test_threads import held_open, in_thread


@unittest.skipIf(np is None, "escopa.env needs NumPy")
class EnvStepMarksTest(unittest.TestCase):
    def setUp(self):
        self.env = EscopaEnv(Preset.ESCOBA_DE_15, seed=7)
        self.obs, self.info = self.env.reset()

    def tearDown(self):
        self.env.close()

    def legal(self, info):
        return int(info["action_mask"].argmax())

    def test_step_refused_while_another_thread_is_inside_a_call(self):
        env = self.env
        action = self.legal(self.info)
        buffer = env._batch._arrays["actions"]
        buffer[0] = 5   # what the other call would read
        with held_open("escopa_batch_game") as entered:
            thread, errors = in_thread(env.render)
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError) as ctx:
                env.step(action)
            self.assertIn("another thread", str(ctx.exception))
            self.assertEqual(ctx.exception.function, "escopa_batch_step")
            # refused before its action was written
            self.assertEqual(buffer[0], 5)
        thread.join(30)
        self.assertEqual(errors, [])
        # nothing was played: the same action is still legal and the
        # observation is the one reset() gave
        self.assertEqual(env.action_masks().tolist(), self.info["action_mask"].tolist())
        self.assertEqual(env.info_state()[:64].tolist(), self.obs.tolist())
        obs, reward, terminated, truncated, info = env.step(action)
        self.assertFalse(info["illegal_action"])

    def test_step_leaves_no_mark_behind(self):
        env = self.env
        env.step(self.legal(self.info))
        # another thread may call into the batch once the step is over
        texts = []
        thread, errors = in_thread(lambda: texts.append(env.render()))
        thread.join(30)
        self.assertEqual(errors, [])
        self.assertEqual(len(texts), 1)

    def test_step_inside_a_mark_of_this_thread(self):
        env = self.env
        with in_use(env._batch._ptr):
            obs, reward, terminated, truncated, info = env.step(self.legal(self.info))
        self.assertFalse(info["illegal_action"])
        # the outer mark is gone with its block, not taken by the step
        thread, errors = in_thread(env.render)
        thread.join(30)
        self.assertEqual(errors, [])

    def test_failed_status_raises_its_exception(self):
        env = self.env
        # a status the step does not handle itself (a refused action is
        # the illegal_action policy's) raises as the errcheck would
        c_step, *rest = env._stepping
        env._stepping = (lambda ptr: escopa.PhaseError.status, *rest)
        with self.assertRaises(escopa.PhaseError) as ctx:
            env.step(self.legal(self.info))
        self.assertEqual(ctx.exception.function, "escopa_batch_step")

    def test_how_the_step_calls_c(self):
        # against quick bots the C function itself, keeping the GIL (a
        # ctypes.PyDLL function); against a search player BareStep's call,
        # which marks the batch and releases the GIL
        self.assertIsInstance(self.env._stepping[0], ctypes._CFuncPtr)
        self.assertTrue(self.env._stepping[0]._flags_ & ctypes._FUNCFLAG_PYTHONAPI)
        for opponents in (escopa.Level.EASY, escopa.BotKind.PIMC,
                          {1: escopa.Bot(escopa.BotKind.ISMCTS)}):
            with self.subTest(opponents=opponents):
                env = EscopaEnv(Preset.ESCOBA_DE_15, seed=7, opponents=opponents)
                env.reset()
                self.assertEqual(env._stepping[0], env._stepper.status)
                env.close()
        env = EscopaEnv(Preset.ESCOBA_DE_15, seed=7, opponents={1: escopa.Bot(escopa.BotKind.RANDOM)})
        env.reset()
        self.assertTrue(env._stepping[0]._flags_ & ctypes._FUNCFLAG_PYTHONAPI)
        env.close()


@unittest.skipIf(np is None, "escopa.env needs NumPy")
class SearchOpponentStepMarksTest(EnvStepMarksTest):
    """The same checks against a search player, whose step marks the batch
    and releases the GIL."""

    def setUp(self):
        self.env = EscopaEnv(Preset.ESCOBA_DE_15, seed=7, opponents=escopa.Level.MEDIUM)
        self.obs, self.info = self.env.reset()

    def test_how_the_step_calls_c(self):
        self.assertEqual(self.env._stepping[0], self.env._stepper.status)


@unittest.skipIf(np is None, "escopa.env needs NumPy")
class AECStepMarksTest(unittest.TestCase):
    def test_step_refused_while_another_thread_is_inside_a_call(self):
        env = EscopaAECEnv(Preset.ESCOBA_DE_15, seed=7)
        env.reset()
        agent = env.agent_selection
        mask = env.infos[agent]["action_mask"].copy()
        action = int(mask.argmax())
        buffer = env._batch._arrays["actions"]
        buffer[0] = 5
        with held_open("escopa_batch_game") as entered:
            thread, errors = in_thread(env.render)
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError) as ctx:
                env.step(action)
            self.assertEqual(ctx.exception.function, "escopa_batch_step")
            self.assertEqual(buffer[0], 5)   # refused before the write
        thread.join(30)
        self.assertEqual(errors, [])
        # nothing was played: the same agent is to play, with the same mask
        self.assertEqual(env.agent_selection, agent)
        self.assertEqual(env.infos[agent]["action_mask"].tolist(), mask.tolist())
        env.step(action)
        self.assertNotEqual(env.agent_selection, agent)
        # and the step left no mark: another thread may call into the batch
        thread, errors = in_thread(env.render)
        thread.join(30)
        self.assertEqual(errors, [])
        env.close()

    def test_refused_step_keeps_the_reward_so_far(self):
        env = EscopaAECEnv(Preset.ESCOBA_DE_15, seed=7)
        env.reset()
        # play on to a turn whose agent has a reward to collect
        while env.last()[1] == 0.0:
            obs, reward, terminated, truncated, info = env.last()
            self.assertFalse(terminated or truncated)
            env.step(int(info["action_mask"].argmax()))
        obs, reward, terminated, truncated, info = env.last()
        with held_open("escopa_batch_game") as entered:
            thread, errors = in_thread(env.render)
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError):
                env.step(int(info["action_mask"].argmax()))
        thread.join(30)
        self.assertEqual(errors, [])
        self.assertEqual(env.last()[1], reward)
        env.close()


if __name__ == "__main__":
    unittest.main()


@unittest.skipIf(np is None, "escopa.env needs NumPy")
class VectorStepMarksTest(unittest.TestCase):
    def test_step_refused_before_its_actions_are_copied(self):
        env = EscopaVectorEnv(4, Preset.ESCOBA_DE_15, seed=7)
        obs, info = env.reset(seed=7)
        actions = info["action_mask"].argmax(axis=1)
        buffer = env._batch._arrays["actions"]
        for i in range(4):
            buffer[i] = 5   # what the other call would read
        with held_open("escopa_batch_game") as entered:
            thread, errors = in_thread(lambda: env._batch.game(0).close())
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError) as ctx:
                env.step(actions)
            self.assertEqual(ctx.exception.function, "escopa_batch_step")
            self.assertEqual(list(buffer), [5] * 4)
        thread.join(30)
        self.assertEqual(errors, [])
        # nothing was played, and the step left no mark
        np.testing.assert_array_equal(env._obs, obs)
        env.step(actions)
        thread, errors = in_thread(lambda: env._batch.game(0).close())
        thread.join(30)
        self.assertEqual(errors, [])
        # an illegal action's error leaves no mark either
        masks = env._batch.action_masks
        illegal = actions.copy()
        illegal[2] = int(np.flatnonzero(masks[2] == 0)[0])
        with self.assertRaises(escopa.IllegalMoveError):
            env.step(illegal)
        thread, errors = in_thread(lambda: env._batch.game(0).close())
        thread.join(30)
        self.assertEqual(errors, [])
        # inside this thread's own mark the step joins it
        with in_use(env._batch._ptr):
            env.step(masks.argmax(axis=1))
        thread, errors = in_thread(lambda: env._batch.game(0).close())
        thread.join(30)
        self.assertEqual(errors, [])
        env.close()
