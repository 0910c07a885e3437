# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The one helper of the install checks: run a command as a user types it."""

import subprocess


def run(args, **kwargs):
    """Prints the command, runs it, and returns its output; on failure
    prints its output and exits with its status in the message."""
    print("$", " ".join(args))
    proc = subprocess.run(args, capture_output=True, text=True, **kwargs)
    if proc.returncode != 0:
        print(proc.stdout, proc.stderr)
        raise SystemExit(f"exit {proc.returncode}")
    return proc.stdout
