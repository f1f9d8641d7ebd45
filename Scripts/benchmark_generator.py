#!/usr/bin/env python3
"""Helper for Scripts/benchmark-generator.sh (issue 11, parts 1 and 4, measurement side).

    benchmark_generator.py write <pickers> <file>
        Writes a definitions file with <pickers> pickers over one entity per 10 pickers, mixing
        the modes index, uniqueID and sectioned (by a section enum), search on for some.
    benchmark_generator.py scaling <datasource-gen> <workdir> [runs]
        Generator scaling: generates 1,000 and 10,000 pickers <runs> times each and checks that
        10x the input costs <= 10.5x the CPU (medians) and 10,000 pickers take < 3 s of CPU.
    benchmark_generator.py compile <datasource-gen> <modules dir> <workdir> [runs]
        Generated-code compile cost: type-checks the generated code for 100 and 1,000 pickers
        against DataSourceRuntime and prints the debug compile CPU per picker,
        (CPU(1,000) - CPU(100)) / 900. No goal yet: it is the baseline.

CPU time is user + sys of the child process (resource.getrusage(RUSAGE_CHILDREN) deltas).
Exits 1 when a goal fails, 2 when a command fails.
"""
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys

SCALING_SIZES = (1_000, 10_000)
SCALING_RATIO_LIMIT = 10.5
SCALING_CPU_LIMIT = 3.0
COMPILE_SIZES = (100, 1_000)
SECTIONS = ("Category", "Region", "Status")


def definitions(pickers):
    """A definitions file with `pickers` pickers, one entity per 10 pickers."""
    sections = {
        "Category": {"cases": {"tools": "Tools", "garden": "Garden", "kitchen": "Kitchen", "other": None}},
        "Region": {"cases": {"north": "North", "south": "South", "east": "East", "west": "West"}},
        "Status": {"cases": {"active": "Active", "paused": "Paused", "archived": None}},
    }
    entities, picker_defs = {}, {}
    for e in range((pickers + 9) // 10):
        section = SECTIONS[e % len(SECTIONS)]
        entity = f"Item{e}"
        entities[entity] = {
            "fields": {"key": "String", "name": "String", "code": "String",
                       "group": section, "price": "Double", "count": "Int"},
            "id": "key",
            "title": "name",
            "subtitle": "code",
            "search": ["name", "code"],
        }
        for p in range(10):
            n = e * 10 + p
            if n >= pickers:
                break
            mode = ("index", "uniqueID", "sectioned")[n % 3]
            picker = {"entity": entity, "mode": mode}
            if mode == "sectioned":
                picker["sections"] = section
            if n % 2 == 0:
                picker["search"] = True
                if n % 4 == 0:
                    picker["searchFields"] = ["name"]
            if mode != "index" and n % 5 == 0:
                picker["selection"] = "multiple"
                if n % 10 == 0:
                    picker["selectAll"] = True
            picker_defs[f"Picker{n}"] = picker
    return {"entities": entities, "sections": sections, "pickers": picker_defs}


def write(pickers, path):
    with open(path, "w") as f:
        json.dump(definitions(pickers), f, indent=1)
        f.write("\n")


def cpu_of(command, fresh=None):
    """Runs `command`; returns the user + sys CPU seconds it used (and its children).
    `fresh`: a directory removed first, so that every run writes its output anew."""
    if fresh:
        shutil.rmtree(fresh, ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.stderr.write(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-4000:]}")
        sys.exit(2)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def generate_command(tool, workdir, pickers):
    source = os.path.join(workdir, f"Bench{pickers}.datasources.json")
    write(pickers, source)
    output = os.path.join(workdir, f"out{pickers}")
    return [tool, "generate", source, "--output", output], output


def scaling(tool, workdir, runs):
    medians = {}
    print(f"Generator scaling: CPU (user+sys) of `datasource-gen generate`, {runs} runs each")
    print(f"{'pickers':>8}  {'median s':>9}  {'min s':>7}  {'max s':>7}  {'output lines':>12}")
    for pickers in SCALING_SIZES:
        command, output = generate_command(tool, workdir, pickers)
        cpu_of(command, output)  # warm-up: page cache
        times = [cpu_of(command, output) for _ in range(runs)]
        medians[pickers] = statistics.median(times)
        lines = sum(sum(1 for _ in open(os.path.join(output, name)))
                    for name in os.listdir(output) if name.endswith(".swift"))
        print(f"{pickers:>8}  {medians[pickers]:>9.3f}  {min(times):>7.3f}  {max(times):>7.3f}  {lines:>12}")
    small, large = SCALING_SIZES
    ratio = medians[large] / medians[small] if medians[small] > 0 else float("inf")
    goals = [
        (f"generate: 10× the pickers ({small:,} → {large:,}) costs ≤ {SCALING_RATIO_LIMIT}× the CPU",
         f"{ratio:.2f}×", f"≤ {SCALING_RATIO_LIMIT:.2f}×", ratio <= SCALING_RATIO_LIMIT),
        (f"generate: {large:,} pickers in < {SCALING_CPU_LIMIT:g} s CPU", f"{medians[large]:.2f} s",
         f"< {SCALING_CPU_LIMIT:.2f} s", medians[large] < SCALING_CPU_LIMIT),
    ]
    return print_goal_table(goals)


def print_goal_table(goals):
    """Prints (goal, measured, bound, passes) rows as the Markdown table Scripts/benchmarks.sh
    gathers; returns 1 when a goal fails, else 0."""
    print("| goal | measured | bound | result |")
    print("|---|---|---|---|")
    for goal, value, bound, ok in goals:
        print(f"| {goal} | {value} | {bound} | {'PASS' if ok else 'FAIL'} |")
    return 0 if all(ok for *_, ok in goals) else 1


def compile_cost(tool, modules, workdir, runs):
    medians = {}
    print(f"Generated-code compile cost: CPU (user+sys) of `swiftc -typecheck -swift-version 6`, "
          f"debug, {runs} runs each")
    print(f"{'pickers':>8}  {'median s':>9}  {'min s':>7}  {'max s':>7}")
    for pickers in COMPILE_SIZES:
        command, output = generate_command(tool, workdir, pickers)
        cpu_of(command, output)
        generated = sorted(os.path.join(output, name) for name in os.listdir(output)
                           if name.endswith(".swift"))
        typecheck = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + generated
        times = [cpu_of(typecheck) for _ in range(runs)]
        medians[pickers] = statistics.median(times)
        print(f"{pickers:>8}  {medians[pickers]:>9.3f}  {min(times):>7.3f}  {max(times):>7.3f}")
    small, large = COMPILE_SIZES
    per_picker = (medians[large] - medians[small]) / (large - small)
    print(f"Debug compile CPU per picker: {per_picker * 1000:.2f} ms "
          f"((CPU({large:,}) - CPU({small})) / {large - small}; baseline, no goal yet)")
    return 0


def main(argv):
    if len(argv) >= 3 and argv[0] == "write":
        write(int(argv[1]), argv[2])
        return 0
    if len(argv) >= 3 and argv[0] == "scaling":
        return scaling(argv[1], argv[2], int(argv[3]) if len(argv) > 3 else 5)
    if len(argv) >= 4 and argv[0] == "compile":
        return compile_cost(argv[1], argv[2], argv[3], int(argv[4]) if len(argv) > 4 else 3)
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
