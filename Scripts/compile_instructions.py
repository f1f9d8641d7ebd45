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
import json
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
    jobs = [shlex.split(line) for line in planned.stdout.splitlines() if line.strip()]
    return sum(instructions_of_process(job) for job in jobs)


def instructions_of_process(command):
    """The instructions the process `command` executes (under cachegrind, without its cache
    simulation)."""
    with tempfile.TemporaryDirectory() as logs:
        log = os.path.join(logs, "cachegrind.txt")
        counted = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
             f"--log-file={log}"] + command,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if counted.returncode != 0:
            sys.stderr.write(f"failed ({counted.returncode}): {shlex.join(command)}\n{counted.stderr[-4000:]}")
            sys.exit(2)
        match = COUNTED.search(open(log).read())
    if match is None:
        sys.stderr.write(f"valgrind reported no instruction count for: {shlex.join(command)}\n")
        sys.exit(2)
    return int(match.group(1).replace(",", ""))


def instructions_of_all(counts, cache=None):
    """For a dictionary of key → (count, command), where `count` is `instructions_of` or
    `instructions_of_process`, the instructions of every command, as many at a time as this
    process may use cores (the counts do not depend on how many run at once). `cache`: a JSON
    file of counts by key, read first and written after, so that the two goals that count the
    same reference compile in one run count it once."""
    known = json.load(open(cache)) if cache and os.path.exists(cache) else {}
    workers = max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        counted = {key: pool.submit(count, command) for key, (count, command) in counts.items()
                   if str(key) not in known}
        result = {key: known[str(key)] if str(key) in known else counted[key].result() for key in counts}
    if cache:
        known.update({str(key): value for key, value in result.items()})
        with open(cache, "w") as file:
            json.dump(known, file)
    return result


def counted(compiles, processes, cache):
    """The instructions of the `swiftc` invocations `compiles` (key → (command, the object file it
    makes)) and of the other commands `processes` (key → command), counted in one pool, with the
    counts in `cache` (see `instructions_of_all`) taken as they are. Each compile runs once
    first, so that no count includes building the module cache; its object file is then removed,
    as the frontend skips LLVM's code generation for an object file it finds already made from
    the same code (a third of the instructions), which the build after an edited definitions
    file never finds."""
    known = json.load(open(cache)) if os.path.exists(cache) else {}
    for key, (command, object_file) in compiles.items():
        if str(key) in known:
            continue
        warm = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if warm.returncode != 0:
            sys.stderr.write(f"failed ({warm.returncode}): {shlex.join(command)}\n{warm.stderr[-4000:]}")
            sys.exit(2)
        os.remove(object_file)
    counts = {key: (instructions_of, command) for key, (command, _) in compiles.items()}
    counts.update({key: (instructions_of_process, command) for key, command in processes.items()})
    return instructions_of_all(counts, cache)
