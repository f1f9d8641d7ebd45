"""Counts the instructions a `swiftc` compile executes, for Scripts/benchmark_generator.py.

CPU seconds of a compile vary with the machine: another job's load, the host a virtual machine
runs on, its caches. The instructions the compiler executes do not: the same sources, compiler
and flags execute the same instructions on a busy machine as on a quiet one, within a few
hundredths of a percent. Valgrind's cachegrind counts them (without simulating caches, the
cheapest way it can), about 50 times slower than the compile itself runs.

The driver (`swift-driver`) is not run under valgrind (valgrind cannot read its debug
information, and it only plans): `swiftc ... -###` prints the jobs it would run, and each job
(the module job, the object-file job, the module wrapper) is counted on its own.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

COUNTED = re.compile(r"I\s+refs:\s+([\d,]+)")


def available():
    """Whether valgrind is installed and runs here."""
    if shutil.which("valgrind") is None:
        return False
    return subprocess.run(["valgrind", "--tool=none", "true"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def instructions_of(command):
    """The instructions the compiler jobs of the `swiftc` invocation `command` execute."""
    planned = subprocess.run(command + ["-###"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if planned.returncode != 0:
        sys.stderr.write(f"failed to plan: {' '.join(command)}\n{planned.stderr[-4000:]}")
        sys.exit(2)
    total = 0
    with tempfile.TemporaryDirectory() as logs:
        for number, job in enumerate(line for line in planned.stdout.splitlines() if line.strip()):
            log = os.path.join(logs, f"job{number}.txt")
            counted = subprocess.run(
                ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                 f"--log-file={log}"] + shlex.split(job),
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if counted.returncode != 0:
                sys.stderr.write(f"failed ({counted.returncode}): {job}\n{counted.stderr[-4000:]}")
                sys.exit(2)
            match = COUNTED.search(open(log).read())
            if match is None:
                sys.stderr.write(f"valgrind reported no instruction count for: {job}\n")
                sys.exit(2)
            total += int(match.group(1).replace(",", ""))
    return total


def instructions_of_all(commands):
    """`instructions_of` for every command of the dictionary `commands`, as many at a time as
    this process may use cores (the counts do not depend on how many run at once)."""
    workers = max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        counted = {key: pool.submit(instructions_of, command) for key, command in commands.items()}
        return {key: future.result() for key, future in counted.items()}
