#!/usr/bin/env python3
"""kiwisolver as the oracle of PortableUIKit's Auto Layout engine (issue 42).

Reads the steps that KiwiOracleTests wrote (one JSON line per step: the views, the constraints
made through public API, and the engine's solution), builds each step's system from that model
with kiwisolver on the same variables (x, y relative to the superview, width, height per view
in the engine), and compares: equal values where the optimum is unique; where they differ, the
engine's solution must satisfy every required constraint and have the same objective (the
weighted error of the optional constraints). A mismatch is shrunk by replaying step sequences
through the Swift test (KIWI_ORACLE_REPLAY) and printed; the exit status is 1.

Usage: kiwi_oracle.py STEPS_FILE --seed SEED [--replay 'command that runs the Swift test']
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import kiwisolver as kiwi

LEFT, RIGHT, TOP, BOTTOM, LEADING, TRAILING, WIDTH, HEIGHT, CENTER_X, CENTER_Y = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
NAMES = {1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
         9: "centerX", 10: "centerY", 0: "notAnAttribute"}
RELATIONS = {-1: "<=", 0: "==", 1: ">="}
REQUIRED = 1000.0
SESSION_LENGTH = 400  # KiwiOracleTests.sessionLength
TOLERANCE = 1e-6


def expression_of(value):
    """A kiwisolver expression for a number, a variable, a term or an expression."""
    if isinstance(value, (int, float)):
        return kiwi.Expression((), float(value))
    return value + 0.0


def strength(priority):
    """The engine's mapping (LayoutStrength(priority:), spec 17.3 UNC): 1000^(p/500) below 1000."""
    if priority >= REQUIRED:
        return kiwi.strength.required
    return 1000.0 ** (max(priority, 0.0) / 500.0)


class Step:
    def __init__(self, record):
        self.record = record
        self.views = {}
        for row in record["views"]:
            (vid, parent, translates, fx, fy, fw, fh, iw, ih, hug_h, hug_v, cr_h, cr_v,
             sx, sy, sw, sh, mask, content) = row
            self.views[vid] = dict(parent=parent, translates=translates == 1, frame=(fx, fy, fw, fh),
                                   intrinsic=(iw, ih), hugging=(hug_h, hug_v), compression=(cr_h, cr_v),
                                   solution=None if sx is None else (sx, sy, sw, sh), mask=set(mask),
                                   content=set(content))
        self.constraints = []
        for row in record["constraints"]:
            cid, first, attr1, relation, second, attr2, multiplier, constant, priority, active, broken = row
            self.constraints.append(dict(id=cid, first=first, attr1=attr1, relation=relation,
                                         second=None if second < 0 else second, attr2=attr2,
                                         multiplier=multiplier, constant=constant, priority=priority,
                                         active=active == 1, broken=broken == 1))

    def ancestors(self, vid):
        chain = []
        while vid is not None and vid >= 0:
            chain.append(vid)
            vid = self.views[vid]["parent"] if vid in self.views else None
        return chain

    def common_ancestor(self, items):
        common = None
        for item in items:
            chain = self.ancestors(item)
            if common is None:
                common = chain
            else:
                common = [v for v in common if v in chain]
        return common[0] if common else None

    def items(self, c):
        return [c["first"]] + ([c["second"]] if c["second"] is not None else [])

    def views_in_engine(self):
        """The items of the active constraints and the views between each and the installing view."""
        used = set()
        for c in self.constraints:
            if not c["active"]:
                continue
            install = self.common_ancestor(self.items(c))
            for item in self.items(c):
                used.add(item)
                cursor = self.views[item]["parent"] if item != install else None
                while cursor is not None and cursor != install and cursor >= 0:
                    used.add(cursor)
                    cursor = self.views[cursor]["parent"]
        return used


class System:
    """One step's system in kiwisolver: variables per view in the engine, constraints from the model."""

    def __init__(self, step):
        self.step = step
        self.vars = {}
        for vid in sorted(step.views_in_engine()):
            self.vars[vid] = tuple(kiwi.Variable(f"v{vid}.{n}") for n in ("x", "y", "w", "h"))
        # (description, expression, relation, priority) — expression relation 0
        self.rows = []
        self.missing = []  # optional content-size constraints the engine lacks (it never refuses one)
        for vid in sorted(self.vars):
            view = step.views[vid]
            x, y, w, h = self.vars[vid]
            if view["translates"]:
                for part, var, value in zip(("minX", "minY", "width", "height"), (x, y, w, h), view["frame"]):
                    if part in view["mask"]:
                        self.rows.append((f"mask v{vid}.{part} == {value}", var - value, 0, REQUIRED))
            for axis, length in ((0, w), (1, h)):
                size = view["intrinsic"][axis]
                if size is None or size < 0:
                    continue
                for kind, relation, priority in (("hug", -1, view["hugging"][axis]),
                                                 ("compression", 1, view["compression"][axis])):
                    text = f"{kind} v{vid}.{'wh'[axis]} {RELATIONS[relation]} {size} @{priority}"
                    if kind + "WH"[axis] not in view["content"]:
                        # A required one that conflicts is left out (broken, 17.17); an optional
                        # one must be there.
                        if priority < REQUIRED:
                            self.missing.append(text)
                        continue
                    self.rows.append((text, length - size, relation, priority))
        for c in step.constraints:
            if not c["active"] or c["broken"]:
                continue
            install = step.common_ancestor(step.items(c))
            first = self.attribute(c["first"], c["attr1"], install)
            if c["second"] is None:
                expression = first - c["constant"]
            else:
                expression = first - (c["multiplier"] * self.attribute(c["second"], c["attr2"], install) + c["constant"])
            text = (f"c{c['id']}: v{c['first']}.{NAMES[c['attr1']]} {RELATIONS[c['relation']]} "
                    + (f"{c['multiplier']} * v{c['second']}.{NAMES[c['attr2']]} + " if c["second"] is not None else "")
                    + f"{c['constant']} @{c['priority']}")
            self.rows.append((text, expression_of(expression), c["relation"], c["priority"]))

    def attribute(self, vid, attribute, install):
        x, y, w, h = self.vars[vid]
        ox, oy = 0, 0
        if vid != install:
            ox, oy = x, y
            cursor = self.step.views[vid]["parent"]
            while cursor != install:
                cx, cy, _, _ = self.vars[cursor]
                ox, oy = ox + cx, oy + cy
                cursor = self.step.views[cursor]["parent"]
        return {LEFT: ox, LEADING: ox, RIGHT: ox + w, TRAILING: ox + w, CENTER_X: ox + 0.5 * w, WIDTH: w,
                TOP: oy, BOTTOM: oy + h, CENTER_Y: oy + 0.5 * h, HEIGHT: h}[attribute]

    def solve(self):
        solver = kiwi.Solver()
        order = sorted(range(len(self.rows)), key=lambda i: self.rows[i][3] < REQUIRED)
        for index in order:
            text, expression, relation, priority = self.rows[index]
            made = {0: expression == 0, -1: expression <= 0, 1: expression >= 0}[relation]
            try:
                solver.addConstraint(made | strength(priority))
            except kiwi.UnsatisfiableConstraint:
                return None, f"kiwisolver finds the engine's required constraints infeasible at: {text}"
        solver.updateVariables()
        return {vid: tuple(v.value() for v in variables) for vid, variables in self.vars.items()}, None

    def evaluate(self, values):
        """(largest violation of a required row, objective) of a solution {view: (x, y, w, h)}."""

        def value_of(expression):
            total = expression.constant()
            for term in expression.terms():
                name = term.variable().name()
                vid, part = name[1:].split(".")
                total += term.coefficient() * values[int(vid)]["xywh".index(part)]
            return total

        worst, objective = 0.0, 0.0
        for text, expression, relation, priority in self.rows:
            v = value_of(expression_of(expression))
            error = abs(v) if relation == 0 else max(0.0, v) if relation == -1 else max(0.0, -v)
            if priority >= REQUIRED:
                worst = max(worst, error)
            else:
                objective += strength(priority) * error
        return worst, objective


def compare(step):
    """None when the engine agrees with kiwisolver, else a description of the difference."""
    expected_views = step.views_in_engine()
    ours_in_engine = {vid for vid, view in step.views.items() if view["solution"] is not None}
    if expected_views - ours_in_engine:
        return f"views {sorted(expected_views - ours_in_engine)} should be in the engine and are not"
    system = System(step)
    if system.missing:
        return "the engine lacks optional content-size constraints: " + "; ".join(system.missing)
    kiwi_values, error = system.solve()
    if error:
        return error
    ours = {vid: step.views[vid]["solution"] for vid in system.vars}
    differs = [vid for vid in system.vars
               if any(abs(a - b) > TOLERANCE * max(1.0, abs(b)) for a, b in zip(ours[vid], kiwi_values[vid]))]
    if not differs:
        return None
    worst, objective = system.evaluate(ours)
    _, kiwi_objective = system.evaluate(kiwi_values)
    if worst <= 1e-6 and objective <= kiwi_objective + 1e-5 * max(1.0, kiwi_objective):
        return None  # another optimum of the same objective: the optimum is not unique
    lines = [f"required violation {worst:.9g}, objective {objective:.9g} (kiwisolver {kiwi_objective:.9g})"]
    for vid in differs:
        lines.append(f"  v{vid}: engine {fmt(ours[vid])}, kiwisolver {fmt(kiwi_values[vid])}")
    return "\n".join(lines)


def fmt(values):
    return "(" + ", ".join(f"{v:.6g}" for v in values) + ")"


def describe(step):
    system = System(step)
    lines = [f"    views: " + ", ".join(
        f"v{vid} in v{view['parent']}" + (f" frame {view['frame']}" if view["translates"] else "")
        + (f" intrinsic {view['intrinsic']}" if view["intrinsic"] != (-1, -1) else "")
        for vid, view in sorted(step.views.items()) if vid in system.vars)]
    lines += [f"    {text}" for text, _, _, _ in system.rows]
    return "\n".join(lines)


def replay(command, sequences):
    """The last step of each sequence, replayed by the Swift test on a fresh scene."""
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "replay.txt")
        out = os.path.join(directory, "replay.out")
        with open(path, "w") as file:
            for sequence in sequences:
                file.write("\n".join(sequence) + "\n---\n")
        env = dict(os.environ, KIWI_ORACLE_REPLAY=path, KIWI_ORACLE_DUMP=out)
        subprocess.run(command, shell=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not os.path.exists(out):
            return None
        with open(out) as file:
            return [Step(json.loads(line)) for line in file if line.strip()]


def shrink(command, operations, deadline):
    """ddmin over the step sequence: the shortest failing sequence found before the deadline."""
    result = replay(command, [operations])
    if not result or compare(result[0]) is None:
        return None
    granularity = 2
    while len(operations) >= 2 and time.time() < deadline:
        chunk = max(1, len(operations) // granularity)
        candidates = [operations[:i] + operations[i + chunk:] for i in range(0, len(operations), chunk)]
        results = replay(command, candidates) or []
        failing = [candidate for candidate, step in zip(candidates, results) if compare(step) is not None]
        if failing:
            operations = min(failing, key=len)
            granularity = max(granularity - 1, 2)
        elif chunk == 1:
            break
        else:
            granularity = min(len(operations), granularity * 2)
    return operations


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("steps")
    parser.add_argument("--seed", default="?")
    parser.add_argument("--replay", help="shell command that runs KiwiOracleTests (for shrinking)")
    parser.add_argument("--shrink-seconds", type=float, default=240)
    args = parser.parse_args()
    started = time.time()
    records = []
    with open(args.steps) as file:
        for line in file:
            if line.strip():
                records.append(json.loads(line))
    if not records:
        print(f"kiwi oracle: no steps in {args.steps}")
        return 1
    for record in records:
        step = Step(record)
        difference = compare(step)
        if difference is None:
            continue
        index = record["step"]
        print(f"kiwi oracle: seed {args.seed}, step {index} ({record['op']}): the engine differs from kiwisolver")
        print(difference)
        print(describe(step))
        start = index - index % SESSION_LENGTH
        operations = [r["op"] for r in records if start <= r["step"] <= index]
        if args.replay:
            shrunk = shrink(args.replay, operations, time.time() + args.shrink_seconds)
            if shrunk is None:
                print("  (does not reproduce on a fresh engine; the steps since the scene began:)")
                shrunk = operations
            else:
                print(f"  shrunk from {len(operations)} to {len(shrunk)} steps; replay with KIWI_ORACLE_REPLAY:")
                result = replay(args.replay, [shrunk])
                if result:
                    print(compare(result[0]))
                    print(describe(result[0]))
            for op in shrunk:
                print(f"    {op}")
        return 1
    print(f"{len(records)} random Auto Layout steps checked against kiwisolver {kiwi.__version__} "
          f"(seed {args.seed}) in {time.time() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
