# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""What the vector environment takes from the installed Gymnasium, if
any: its base class, its autoreset modes and the info keys of a final
observation, which Gymnasium 1.0 renamed. Without Gymnasium, the names of
the current version and plain strings."""

from __future__ import annotations

from typing import Any, Tuple

from .._args import choice_arg
from ._spaces import optional_module

gymnasium = optional_module("gymnasium")
_vector = optional_module("gymnasium.vector") if gymnasium is not None else None

#: gymnasium.vector.VectorEnv when Gymnasium imports, else object.
VECTOR_BASE: Any = _vector.VectorEnv if _vector is not None else object

#: gymnasium.vector.AutoresetMode (Gymnasium 1.x), else None.
AUTORESET_ENUM: Any = getattr(_vector, "AutoresetMode", None)

#: Gymnasium 0.29 (a VectorEnv without AutoresetMode) names the final
#: observation "final_observation" and gives "final_info" as one dict per
#: slot; 1.x (and this package without Gymnasium) "final_obs", and
#: "final_info" as a dict of arrays.
LEGACY_KEYS = _vector is not None and AUTORESET_ENUM is None
FINAL_OBS = "final_observation" if LEGACY_KEYS else "final_obs"
FINAL_INFO = "final_info"

#: The autoreset modes the C batch can give, by the values of Gymnasium's
#: AutoresetMode: "SameStep" (a game that ends is replaced in the same
#: step) and "Disabled" (the caller resets the slots that ended).
AUTORESET_MODES = ("SameStep", "Disabled")


def autoreset_mode_of(mode: Any) -> Tuple[str, Any]:
    """The ``autoreset_mode`` argument (an AutoresetMode, or its value or
    name in any case) as (its value, what ``metadata["autoreset_mode"]``
    holds: the AutoresetMode with Gymnasium 1.x, else the value)."""
    if AUTORESET_ENUM is not None and isinstance(mode, AUTORESET_ENUM):
        mode = mode.value
    if isinstance(mode, str):
        key = mode.replace("-", "").replace("_", "").lower()
        if key == "nextstep":
            raise ValueError("autoreset_mode 'NextStep' is not available: the C batch replaces "
                             "a game that ends in the same step; use 'SameStep' or 'Disabled'")
        mode = next((m for m in AUTORESET_MODES if m.lower() == key), mode)
    value = choice_arg(mode, AUTORESET_MODES, "autoreset_mode")
    return value, AUTORESET_ENUM(value) if AUTORESET_ENUM is not None else value
