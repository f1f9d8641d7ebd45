#!/usr/bin/env python3
"""Helper for Scripts/benchmark-generator.sh (issue 11, parts 1 and 4, measurement side).

    benchmark_generator.py write <pickers> <file>
        Writes a definitions file with <pickers> pickers over one entity per 10 pickers, mixing
        the modes index, uniqueID and sectioned (by a section enum), search on for some.
    benchmark_generator.py scaling <datasource-gen> <workdir> [runs]
        Generator scaling: generates 1,000 and 10,000 pickers <runs> times each and checks that
        10x the input costs <= 10.5x the CPU (ratio of the fastest runs), and that a picker
        costs <= 0.05 lines of REFERENCE compiled as a debug build: where valgrind runs, in
        instructions, (I(2,000 pickers) - I(1,000)) / 1,000 against the reference's, each counted
        once; else in CPU time, a picker of the 10,000 (median of the rounds, each with the
        reference compiled before and after).
    benchmark_generator.py compile <datasource-gen> <modules dir> <workdir> [runs]
        Generated-code compile cost: compiles the generated code for 100 and 1,000 pickers against
        DataSourceRuntime as a debug build does (COMPILE_FLAGS: module and object file), and, in the
        same rounds, the fixed reference file (REFERENCE) and an empty file. The debug compile CPU
        per picker, (CPU(1,000) - CPU(100)) / 900, is divided by the CPU of one reference line
        (a declaration), (CPU(reference) - CPU(empty)) / lines. Goal: that ratio is at most
        COMPILE_GOAL x COMPILE_BASELINE_RATIO (the ratio measured before issue 11 part 4).
        Where valgrind runs, the same ratio is taken in instructions instead: 100 and 200
        pickers, each counted once, against INSTRUCTION_BASELINE_RATIO, which the machine's load
        cannot move; CPU time is the fallback (benchmark_compile.py, compile_instructions.py).

    benchmark_generator.py check <datasource-gen> <modules dir> <workdir>
        Runs each workload above once and checks its results instead of timing it: generating
        1,000 and 10,000 pickers declares exactly that many pickers, and the code generated for
        100 pickers compiles as a debug build does. This is what ./Scripts/test.sh runs.

CPU time is user + sys of the child process (resource.getrusage(RUSAGE_CHILDREN) deltas).
Exits 1 when a goal fails, 2 when a command fails.
"""
import json
import os
import resource
import shutil
import subprocess
import sys

import compile_instructions

SCALING_SIZES = (1_000, 10_000)
COMPILE_SIZES = (100, 1_000)
# What `swift build` runs for a module in debug: the driver, given `-c -emit-module`, runs the
# two frontend jobs SwiftPM runs (shown by `swift build -v`): one emitting the .swiftmodule that
# dependents import (it type-checks declarations, skipping function bodies whose types are
# written out), and one compiling to an object file (type-checking everything is a fifth to a
# tenth of it; SIL and LLVM code generation of closures, thunks, witness tables and synthesized
# conformances the rest). `-typecheck` alone would miss most of what generated code costs.
# `-g` and `-enable-testing` are what SwiftPM's and Xcode's debug configurations pass.
COMPILE_FLAGS = ["-c", "-emit-module", "-Onone", "-g", "-enable-testing", "-swift-version", "6", "-parse-as-library"]
# Plain declarations (one a line) compiled in the same rounds: per-picker CPU is reported as a
# multiple of one of its lines, so the goal depends little on the machine or its load.
REFERENCE = "Benchmarks/CompileReference/Reference.swift"
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


def reference_files(workdir):
    """REFERENCE and an empty file (written into `workdir`), and the number of reference lines
    (declarations): the yardstick both measurements compile."""
    reference = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", REFERENCE)
    declarations = sum(1 for line in open(reference) if line.strip() and not line.startswith("//"))
    empty = os.path.join(workdir, "Empty.swift")
    open(empty, "w").close()
    os.makedirs(os.path.join(workdir, "modules"), exist_ok=True)
    return reference, empty, declarations


def reference_commands(workdir):
    """The commands compiling REFERENCE and an empty file as a debug build does, and the number
    of reference lines."""
    reference, empty, declarations = reference_files(workdir)
    modules = os.path.join(workdir, "modules")
    commands = {"reference": compile_command(modules, workdir, [reference], "Reference"),
                "empty": compile_command(modules, workdir, [empty], "Empty")}
    return commands, declarations


def instructions_with_reference(modules, workdir, compiles, processes):
    """The instructions of compiling each entry of `compiles` (key → sources) as a debug build
    does and of running each command of `processes` (key → command), and those of one reference
    line, counted alongside: (I(reference) - I(empty)) / lines. The reference's counts are
    kept in the work directory for the other goal of the same run."""
    reference, empty, declarations = reference_files(workdir)
    sources = dict(compiles, reference=[reference], empty=[empty])
    commands = {key: (compile_command(modules, workdir, files, module_name(key)),
                      os.path.join(workdir, f"{module_name(key)}.o")) for key, files in sources.items()}
    counted = compile_instructions.counted(commands, processes, os.path.join(workdir, "instructions.json"))
    per_declaration = (counted["reference"] - counted["empty"]) / declarations
    if per_declaration <= 0:
        sys.stderr.write(f"instruction counts that cannot be right (the reference counted as less than empty): {counted}\n")
        sys.exit(2)
    return counted, per_declaration


def print_goal_table(goals):
    """Prints (goal, measured, bound, passes) rows as the Markdown table Scripts/benchmarks.sh
    gathers; returns 1 when a goal fails, else 0."""
    print("| goal | measured | bound | result |")
    print("|---|---|---|---|")
    for goal, value, bound, ok in goals:
        print(f"| {goal} | {value} | {bound} | {'PASS' if ok else 'FAIL'} |")
    return 0 if all(ok for *_, ok in goals) else 1


def module_name(key):
    """The module a compile of `key` (a picker count, "reference" or "empty") builds."""
    return f"Bench{key}" if isinstance(key, int) else key.title()


def compile_command(modules, workdir, sources, name):
    """`swiftc` compiling `sources` to one object file the way a debug build does."""
    return (["swiftc"] + COMPILE_FLAGS + ["-module-name", name, "-I", modules,
             "-module-cache-path", os.path.join(workdir, "module-cache"),
             "-emit-module-path", os.path.join(workdir, "modules", f"{name}.swiftmodule"),
             "-o", os.path.join(workdir, f"{name}.o")] + sources)


def check(tool, modules, workdir):
    """Each workload once, its result checked; no time is measured."""
    checks = []
    for pickers in SCALING_SIZES:
        command, output = generate_command(tool, workdir, pickers)
        cpu_of(command, output)
        text = "".join(open(os.path.join(output, name)).read() for name in sorted(os.listdir(output)))
        declared = text.count(": GeneratedListPicker {")
        checks.append((f"generate {pickers:,} pickers declares {pickers:,}", declared == pickers, declared))
    small = COMPILE_SIZES[0]
    command, output = generate_command(tool, workdir, small)
    cpu_of(command, output)
    sources = sorted(os.path.join(output, name) for name in os.listdir(output) if name.endswith(".swift"))
    os.makedirs(os.path.join(workdir, "modules"), exist_ok=True)
    result = subprocess.run(compile_command(modules, workdir, sources, f"Bench{small}"),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    checks.append((f"the code for {small} pickers compiles (debug)", result.returncode == 0,
                   f"exit {result.returncode}"))
    if result.returncode != 0:
        sys.stdout.write(result.stdout[-4000:])
    for statement, ok, value in checks:
        print(f"  check {statement:<60} {value!s:>8}  {'PASS' if ok else 'FAIL'}")
    return 0 if all(ok for _, ok, _ in checks) else 1


def main(argv):
    if len(argv) >= 4 and argv[0] == "check":
        return check(argv[1], argv[2], argv[3])
    if len(argv) >= 3 and argv[0] == "write":
        write(int(argv[1]), argv[2])
        return 0
    if len(argv) >= 3 and argv[0] == "scaling":
        import benchmark_scaling  # imports this module's helpers in turn
        return benchmark_scaling.scaling(argv[1], argv[2], int(argv[3]) if len(argv) > 3 else 5)
    if len(argv) >= 4 and argv[0] == "compile":
        import benchmark_compile  # imports this module's helpers in turn
        return benchmark_compile.compile_cost(argv[1], argv[2], argv[3], int(argv[4]) if len(argv) > 4 else 5)
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
