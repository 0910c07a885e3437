# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Gymnasium's and PettingZoo's own checkers on escopa.env, one group per
run: ``env_checkers.py GROUP`` with GROUP ``gymnasium-env``,
``gymnasium-vector`` or ``pettingzoo``. test_env_checkers.py runs it in a
child interpreter whose path holds the checkers, so that escopa.env is
imported after them (it picks its base classes at import). Exits 77 when a
checker does not import, 0 when every check passes."""

from __future__ import annotations

import os
import sys
import warnings
from typing import Any, Callable, Dict, List

import numpy as np

# Fewer cycles when the suite runs under valgrind (which sets ESCOPA_TEST_GAMES;
# this child interpreter itself runs outside it).
QUICK = bool(os.environ.get("ESCOPA_TEST_GAMES"))


def masked_actions(rng: Any, masks: Any) -> Any:
    """One legal action a row, uniform; 0 for a row with none (a slot that
    ended, whose action the vectorizer ignores)."""
    masks = np.asarray(masks).astype(bool)
    noise = rng.random(masks.shape)
    return np.argmax(np.where(masks, noise + 1.0, 0.0), axis=1).astype(np.int64)


def gymnasium_env() -> None:
    """check_env and the passive checker on EscopaEnv, its defaults first."""
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    from escopa import BotKind, IllegalMoveError, Preset
    from escopa.env import EscopaEnv

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        env = EscopaEnv()
        assert isinstance(env, gymnasium.Env)
        check_env(env)
        # through make: the spec lets check_env try every render mode
        check_env(gymnasium.make("Escopa-v0").unwrapped)
        for kwargs in ({"players": 4, "observation": "info_state", "reward": "result"},
                       {"rules": Preset.ESCOBA_COMODINES, "opponents": BotKind.RANDOM},
                       {"illegal_action": "first"}):
            check_env(gymnasium.make("Escopa-v0", **kwargs).unwrapped)
    complaints = [str(w.message) for w in seen if "alternative render modes" not in
                  str(w.message)]
    assert not complaints, complaints
    # the passive checker wraps what gymnasium.make returns: whole episodes
    # under it, with every warning an error, masked and unmasked actions
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gymnasium.make("Escopa-v0", players=3, render_mode="ansi")
        assert "PassiveEnvChecker" in repr(env), repr(env)
        rng = np.random.default_rng(1)
        illegal_ends = 0
        for episode in range(2 if QUICK else 6):
            obs, info = env.reset(seed=episode)
            text = env.render()
            assert "Seat 0 (you)" in text and "Table:" in text, text
            while True:
                unmasked = episode % 2 == 1 and rng.random() < 0.05
                action = (env.action_space.sample() if unmasked
                          else env.action_space.sample(mask=info["action_mask"]))
                obs, reward, terminated, truncated, info = env.step(action)
                assert obs in env.observation_space
                if terminated or truncated:
                    illegal_ends += bool(info["illegal_action"])
                    break
        env.close()
    # an app can still have an illegal action raise, the state unchanged
    env = EscopaEnv(illegal_action="raise")
    obs, info = env.reset(seed=3)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    try:
        env.step(illegal)
    except IllegalMoveError:
        pass
    else:
        raise AssertionError("illegal_action='raise' did not raise")
    env.step(int(np.flatnonzero(info["action_mask"])[0]))


def _play(env: Any, steps: int, seed: int, disabled: bool = False) -> Dict[str, Any]:
    """Masked random steps on a (wrapped) vector env: how many episodes
    ended, and how many final observations came with them."""
    from escopa import Phase
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    seen: Dict[str, Any] = {"episodes": 0, "final_obs": 0}
    for _ in range(steps):
        obs, rewards, terminated, truncated, info = env.step(
            masked_actions(rng, info["action_mask"]))
        assert obs in env.observation_space, obs
        done = terminated | truncated
        if "episode" in info:
            assert np.array_equal(info["_episode"], done)
            seen["episodes"] += int(done.sum())
        if "final_obs" in info:
            ended = info["_final_obs"]
            assert np.array_equal(ended, terminated) and np.array_equal(info["_final_info"], ended)
            for i in np.flatnonzero(ended):
                assert info["final_obs"][i] in env.single_observation_space
                assert info["final_obs"][i][47] == Phase.GAME_OVER  # the phase byte
                assert info["final_info"]["_winner"][i]
            assert all(info["final_obs"][i] is None for i in np.flatnonzero(~ended))
            seen["final_obs"] += int(ended.sum())
        if disabled and done.any():
            obs, info = env.reset(options={"reset_mask": done.copy()})
    return seen


def gymnasium_vector() -> None:
    """EscopaVectorEnv is a VectorEnv; make_vec in all three modes, with
    RecordEpisodeStatistics, NormalizeReward and TransformObservation."""
    import gymnasium
    from gymnasium.spaces import Box
    from gymnasium.vector import AutoresetMode, VectorEnv
    from gymnasium.wrappers.vector import (NormalizeReward, RecordEpisodeStatistics,
                                           TransformObservation)
    from escopa.env import EscopaVectorEnv

    env = EscopaVectorEnv(8, seed=1)
    assert isinstance(env, VectorEnv)
    assert env.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    assert env.single_action_space == gymnasium.spaces.Discrete(336)
    env.close()
    env.close()

    big = gymnasium.make_vec("Escopa-v0", 1024, vectorization_mode="vector_entry_point")
    assert type(big) is EscopaVectorEnv and big.num_envs == 1024 and big.learner_seats == [0]
    assert big.spec is not None and big.spec.id == "Escopa-v0"
    big.close()

    def scaled(n: int, e: Any) -> Any:
        return TransformObservation(
            e, lambda o: np.asarray(o, dtype=np.float32) / 255.0,
            observation_space=Box(0.0, 1.0, (n, 64), np.float32),
            single_observation_space=Box(0.0, 1.0, (64,), np.float32))

    steps = 150   # enough for every mode to end games; the children run outside valgrind
    for mode, n in (("sync", 4), ("async", 2), ("vector_entry_point", 64)):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            kwargs = {"opponents": __import__("escopa").BotKind.RANDOM}
            env = gymnasium.make_vec("Escopa-v0", n, vectorization_mode=mode, **kwargs)
            first, _ = env.reset(seed=5)
            first = np.array(first)
            wrapped = RecordEpisodeStatistics(NormalizeReward(env))
            seen = _play(wrapped, steps, 5)
            assert seen["episodes"] > 0, (mode, seen)
            if mode == "vector_entry_point":
                assert seen["final_obs"] == seen["episodes"], seen
                # Gymnasium's observation wrappers refuse same-step autoreset
                try:
                    scaled(n, env)
                except ValueError:
                    pass
                else:
                    raise AssertionError("TransformObservation took a same-step env")
                env.close()
                env = gymnasium.make_vec("Escopa-v0", n, vectorization_mode=mode,
                                         autoreset_mode="Disabled", **kwargs)
                assert env.metadata["autoreset_mode"] is AutoresetMode.DISABLED
            wrapped = RecordEpisodeStatistics(NormalizeReward(scaled(n, env)))
            seen = _play(wrapped, steps, 5, disabled=mode == "vector_entry_point")
            assert seen["episodes"] > 0, (mode, seen)
            env.close()
        if mode == "sync":
            sync_first = first
        elif mode == "vector_entry_point":
            # the same seeds deal the same games, whichever the vectorizer
            assert np.array_equal(first[:4], sync_first)


def pettingzoo_aec() -> None:
    """api_test and seed_test on EscopaAECEnv, 2, 3 and 4 players."""
    import pettingzoo
    from pettingzoo.test import api_test, seed_test
    from escopa.env import EscopaAECEnv

    cycles = 50 if QUICK else 400
    for players in (2, 3, 4):
        env = EscopaAECEnv(players=players)
        assert isinstance(env, pettingzoo.AECEnv)
        api_test(env, num_cycles=cycles)
        seed_test(lambda: EscopaAECEnv(players=players), num_cycles=cycles)
    api_test(EscopaAECEnv(players=4, render_mode="ansi", observation="info_state"),
             num_cycles=cycles)


GROUPS: Dict[str, Callable[[], None]] = {
    "gymnasium-env": gymnasium_env,
    "gymnasium-vector": gymnasium_vector,
    "pettingzoo": pettingzoo_aec,
}
#: The modules each group needs.
NEEDS: Dict[str, List[str]] = {
    "gymnasium-env": ["gymnasium"],
    "gymnasium-vector": ["gymnasium"],
    "pettingzoo": ["gymnasium", "pettingzoo"],
}


def main() -> int:
    group = sys.argv[1]
    for name in NEEDS[group]:
        try:
            module = __import__(name)
        except ImportError as exc:
            print(f"{name} does not import: {exc}")
            return 77
        print(f"{name} {getattr(module, '__version__', '?')} from {module.__file__}")
    GROUPS[group]()
    print(f"{group}: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
