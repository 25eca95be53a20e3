"""Prints the AutoLayoutBenchmark and bench_kiwi.py figures side by side (make benchmark-autolayout).

Usage: compare.py SWIFT_OUTPUT KIWI_OUTPUT (files of "name<TAB>value" lines).
Exits non-zero if either run failed or the two solutions' checksums differ.
"""
import sys


def read(path):
    figures = {}
    with open(path) as lines:
        for line in lines:
            name, _, value = line.rstrip("\n").partition("\t")
            if value:
                figures[name] = value
    return figures


def number(figures, name):
    return float(figures[name])


def main():
    ours, kiwi = read(sys.argv[1]), read(sys.argv[2])
    for label, figures in (("AutoLayoutBenchmark", ours), ("bench_kiwi.py", kiwi)):
        if "error" in figures or "first_solve_median_us" not in figures:
            print(f"{label} failed: {figures.get('error', 'no figures')}")
            return 1
    rows = [
        ("first solve: 1,000 views x 4 constraints (ms, median)", "first_solve_median_us", 1e-3),
        ("first solve (ms, best)", "first_solve_best_us", 1e-3),
        ("edit update: dragged divider (us per call, median)", "edit_update_median_us", 1),
        ("edit update (us per call, best)", "edit_update_best_us", 1),
    ]
    width = max(len(row[0]) for row in rows)
    print(f"{ours['constraints']} constraints; 21 runs each; suggestValue + updateVariables per edit call")
    print(f"{'':{width}}  {'PortableUIKit':>14}  {'kiwisolver':>14}  {'ratio':>7}")
    for label, key, scale in rows:
        a, b = number(ours, key) * scale, number(kiwi, key) * scale
        print(f"{label:{width}}  {a:14.3f}  {b:14.3f}  {b / a if a else 0:6.1f}x")
    print(f"ours:  {ours['implementation']}")
    print(f"kiwi:  {kiwi['implementation']}")
    same = all(abs(number(ours, k) - number(kiwi, k)) < 1e-6 for k in ("checksum", "checksum_after_drag"))
    print(f"solutions agree (checksum Σ(x + w) after the first solve and after the drag): {'yes' if same else 'NO'}"
          f" ({ours['checksum']} / {kiwi['checksum']})")
    chains = sorted({int(key.split("_")[1]) for key in ours if key.startswith("chain_")})
    if chains:
        print()
        print("chain (each view's x on the previous view's x + w; 4 required constraints a view), best of 3 runs, ms")
        print(f"{'constraints':>11}  {'activate: ours':>14}  {'kiwisolver':>10}  {'deactivate front to back: ours':>30}  {'kiwisolver':>10}")
        for count in chains:
            key = f"chain_{count}_"
            if key + "activate_best_us" not in kiwi:
                continue
            a, b = (number(ours, key + "activate_best_us") / 1e3, number(kiwi, key + "activate_best_us") / 1e3)
            c, d = (number(ours, key + "deactivate_best_us") / 1e3, number(kiwi, key + "deactivate_best_us") / 1e3)
            print(f"{count:>11}  {a:14.1f}  {b:10.1f}  {c:30.1f}  {d:10.1f}")
            same = same and abs(number(ours, key + "checksum") - number(kiwi, key + "checksum")) < 1e-6
        print(f"chain solutions agree (checksum Σ x after activation): {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
