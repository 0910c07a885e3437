# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Learning environments in the conventions of Gymnasium, PettingZoo and
vectorised C environments (doc/learning.md), on the C batch.

- ``EscopaEnv``: one game against built-in opponents, the Gymnasium
  single-agent API (``reset``, ``step``, ``observation_space``,
  ``action_space``, ``info["action_mask"]``);
- ``EscopaAECEnv``: every seat an agent, the PettingZoo AEC API
  (``agent_iter``, ``last``, ``observe``, ``step``, ``rewards``...);
- ``EscopaVectorEnv``: N games in one call, the NumPy arrays shared with
  C, Gymnasium's vector API with same-step autoreset (``final_obs`` and
  ``final_info`` in ``info``) or none (``autoreset_mode="Disabled"``);
  ``make_vector()`` makes one from EscopaEnv's arguments.

They need NumPy, and neither Gymnasium nor PettingZoo: without them they
work by duck typing, with small spaces of their own (``Discrete``,
``MultiDiscrete``, ``Box``). When Gymnasium imports, importing this module
registers ``"Escopa-v0"`` (``gymnasium.make("Escopa-v0")``, and
``gymnasium.make_vec("Escopa-v0", n)``, which steps the C batch through
its ``vector_entry_point``), the environments use Gymnasium's spaces,
EscopaEnv is a ``gymnasium.Env``, EscopaVectorEnv a
``gymnasium.vector.VectorEnv`` and, with PettingZoo, EscopaAECEnv a
``pettingzoo.AECEnv``. Gymnasium's ``check_env`` and PettingZoo's
``api_test`` and ``seed_test`` pass on them with their defaults: an action
outside the mask ends the episode with a reward of -1 for the offender
(``illegal_action="terminate"``; ``"raise"`` makes it an error).

>>> import escopa
>>> from escopa.env import EscopaEnv
>>> env = EscopaEnv("escoba", opponents=escopa.BotKind.GREEDY, reward="margin")
>>> obs, info = env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.step(
...     env.action_space.sample(mask=info["action_mask"]))
"""

from __future__ import annotations

try:
    import numpy as _np  # noqa: F401  (the environments' arrays)
except ImportError as exc:  # pragma: no cover - depends on the interpreter
    raise ImportError("escopa.env needs NumPy (Debian: apt-get install python3-numpy)") from exc

from ._aec import EscopaAECEnv
from ._board import board
from ._common import ILLEGAL_ACTIONS, ILLEGAL_REWARD, OBSERVATION_KINDS, action_move
from ._single import EscopaEnv
from ._spaces import Box, Discrete, MultiDiscrete, optional_module
from ._vector import EscopaVectorEnv, make_vector

__all__ = ["EscopaEnv", "EscopaAECEnv", "EscopaVectorEnv", "make_vector", "Discrete",
           "MultiDiscrete", "Box", "OBSERVATION_KINDS", "ILLEGAL_ACTIONS", "ILLEGAL_REWARD",
           "action_move", "board", "register"]

#: The Gymnasium id of EscopaEnv.
ENV_ID = "Escopa-v0"


def register() -> bool:
    """Registers ``"Escopa-v0"`` with Gymnasium if it is installed and the
    id is free: EscopaEnv as its entry point, make_vector() as its
    ``vector_entry_point``. Returns whether the id is now registered.
    Importing this module calls it."""
    gymnasium = optional_module("gymnasium")
    if gymnasium is None:
        return False
    if ENV_ID not in gymnasium.envs.registry:
        try:
            gymnasium.register(id=ENV_ID, entry_point="escopa.env:EscopaEnv",
                               vector_entry_point="escopa.env:make_vector")
        except TypeError:  # a Gymnasium older than its vector_entry_point
            gymnasium.register(id=ENV_ID, entry_point="escopa.env:EscopaEnv")
    return True


register()
