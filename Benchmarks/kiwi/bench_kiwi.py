"""kiwisolver on the AutoLayoutBenchmark system (Benchmarks/Benchmarks/AutoLayoutBenchmark/SplitGrid.swift).

The same system, in the same order, and the same two measurements as the Swift target:

1,000 views in 100 rows of 10, split by a divider d (an edit variable, "strong"). Each view has
variables x, y, w and four constraints: position (required; column 0 x == 0, columns 1-4 and 6-9
x == prev.x + prev.w + 8, column 5 x == d + 8), y == 44 * row (required), w >= 20 (required),
w == 40 at weight 1000**1.5 (UIKit priority 750 in PortableUIKit's mapping). Each row also keeps
x4 + w4 + 8 <= d (required). The edit variable is added and suggested 300 first, then row by row,
view by view, the four constraints, then the row's divider constraint: 4,100 constraints.

Constraints are built before the clock starts; only solver calls are timed (time.perf_counter_ns),
median and best of 21 runs. Output: one "name<TAB>value" line per figure.
"""
import statistics
import time

import kiwisolver as kiwi

ROWS, COLUMNS = 100, 10
PREFERRED_WIDTH_WEIGHT = 1000 ** 1.5
RUNS = 21


class SplitGrid:
    def __init__(self):
        self.divider = kiwi.Variable("d")
        self.xs, self.ws, self.constraints = [], [], []
        for row in range(ROWS):
            previous = None
            for column in range(COLUMNS):
                x = kiwi.Variable(f"x{row}.{column}")
                y = kiwi.Variable(f"y{row}.{column}")
                w = kiwi.Variable(f"w{row}.{column}")
                if column == 0:
                    self.constraints.append(x == 0)
                elif column == 5:
                    self.constraints.append(x == self.divider + 8)
                else:
                    self.constraints.append(x == previous[0] + previous[1] + 8)
                self.constraints.append(y == 44 * row)
                self.constraints.append(w >= 20)
                self.constraints.append((w == 40) | PREFERRED_WIDTH_WEIGHT)
                if column == 4:
                    self.constraints.append(x + w + 8 <= self.divider)
                self.xs.append(x)
                self.ws.append(w)
                previous = (x, w)

    def solve(self):
        solver = kiwi.Solver()
        solver.addEditVariable(self.divider, "strong")
        solver.suggestValue(self.divider, 300)
        for constraint in self.constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver

    @staticmethod
    def drag_position(step):
        phase = step % 200
        return 150 + 3 * (phase if phase < 100 else 200 - phase)

    def checksum(self):
        return sum(x.value() + w.value() for x, w in zip(self.xs, self.ws))


CHAIN_SIZES = (1000, 2000, 4000)
CHAIN_RUNS = 3


def chain_constraints(count):
    """Chain.swift's chain: N/4 views, x0 == 0 / x == prev.x + prev.w, y == 0, w == 10, h == 10."""
    constraints, xs, previous = [], [], None
    for index in range(count // 4):
        x, y = kiwi.Variable(f"x{index}"), kiwi.Variable(f"y{index}")
        w, h = kiwi.Variable(f"w{index}"), kiwi.Variable(f"h{index}")
        constraints.append(x == 0 if previous is None else x == previous[0] + previous[1])
        constraints += [y == 0, w == 10, h == 10]
        xs.append(x)
        previous = (x, w)
    return constraints, xs


def chain_figures(count):
    """Best of CHAIN_RUNS: adding the constraints (values published), then removing them front to back."""
    constraints, xs = chain_constraints(count)
    activate, deactivate, checksum = [], [], 0.0
    for _ in range(CHAIN_RUNS):
        solver = kiwi.Solver()
        start = time.perf_counter_ns()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        activate.append((time.perf_counter_ns() - start) / 1e3)
        checksum = sum(x.value() for x in xs)
        start = time.perf_counter_ns()
        for constraint in constraints:
            solver.removeConstraint(constraint)
        solver.updateVariables()
        deactivate.append((time.perf_counter_ns() - start) / 1e3)
    return min(activate), min(deactivate), checksum


def main():
    grid = SplitGrid()
    first_solve = []
    solver = None
    for _ in range(RUNS):
        solver = None  # the previous solver is freed outside the timing
        start = time.perf_counter_ns()
        solver = grid.solve()
        first_solve.append((time.perf_counter_ns() - start) / 1e3)
    checksum = grid.checksum()

    positions = [SplitGrid.drag_position(step) for step in range(1000)]
    per_edit = []
    divider = grid.divider
    for _ in range(RUNS):
        start = time.perf_counter_ns()
        for position in positions:
            solver.suggestValue(divider, position)
            solver.updateVariables()
        per_edit.append((time.perf_counter_ns() - start) / 1e3 / 1000)
    solver.suggestValue(divider, 300)
    solver.updateVariables()
    checksum_after_drag = grid.checksum()

    print(f"implementation\tkiwisolver {kiwi.__version__} (C++, from Python)")
    print(f"constraints\t{len(grid.constraints)}")
    print(f"first_solve_median_us\t{statistics.median(first_solve)}")
    print(f"first_solve_best_us\t{min(first_solve)}")
    print(f"edit_update_median_us\t{statistics.median(per_edit)}")
    print(f"edit_update_best_us\t{min(per_edit)}")
    print(f"checksum\t{checksum}")
    print(f"checksum_after_drag\t{checksum_after_drag}")
    for count in CHAIN_SIZES:
        activate, deactivate, chain_checksum = chain_figures(count)
        print(f"chain_{count}_activate_best_us\t{activate}")
        print(f"chain_{count}_deactivate_best_us\t{deactivate}")
        print(f"chain_{count}_checksum\t{chain_checksum}")


if __name__ == "__main__":
    main()
