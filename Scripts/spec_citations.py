#!/usr/bin/env python3
"""The UIKit semantics in docs/semantics/ and the places that cite them.

Sources, tests, DocC articles and benchmarks cite numbered facts: a test is named after the fact
it pins (`@Test("2.4 viewWillAppear runs inside addSubview")`), a comment says "spec 5.6, 16.5" or
"§15.6", a diagnostic carries `spec: "1.4"`, and the facts about lists are "L3.2". This script
reads the facts and the citations and answers two questions:

  check      Does every cited fact (and section) exist in docs/semantics/? Exits 1 and lists each
             dangling citation with its file and line when one does not. Also checks that the
             coverage README.md and docs/semantics/README.md state is today's. `make test` runs it.
  coverage   Which DOC and OBS facts does no test cite? Prints the list and the totals
             (`make spec-coverage`).
  self-test  Proves `check` can fail: removes one cited fact from a copy of docs/semantics/ and
             expects `check` to report it (`make test` runs it too).

Only Python's standard library is used.
"""

import os
import re
import shutil
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SEMANTICS = "docs/semantics"
CITING_TREES = ["Sources", "Tests", "Benchmarks", "Showcase/Sources", "Showcase/Tests", "docs/guides"]
TEST_TREES = ("Tests/", "Showcase/Tests/")

ITEM = r"L?\d+\.\d+[a-z]?"
# A list of items and ranges after "spec": "5.6, 16.5", "4.1–4.3", "8.3/8.7", "13.2 and 13.3".
ITEM_LIST = rf"{ITEM}(?:\s*(?:,|/|–|-|and|&)\s*{ITEM})*"
CITATIONS = [
    # A test or suite named after the facts it pins.
    re.compile(rf'@(?:Test|Suite)\(\s*"({ITEM_LIST})'),
    # Prose: "spec 2.4", "spec items 13.2 and 13.3", "(spec 5.6, 16.5)".
    re.compile(rf"\bspec(?:ification)?(?: items?| item §| §)?\s+({ITEM_LIST})"),
    # A diagnostic's rule: spec: "1.4", specItem: "2.5".
    re.compile(rf'\bspec(?:Item)?:\s*"({ITEM})"'),
    # The list facts are unambiguous wherever they appear.
    re.compile(rf"(?<![\w.])(L\d+\.\d+[a-z]?)(?![\w.]*\d)"),
]
SECTION_CITATION = re.compile(r"§\s?(L?\d+[a-z]?)(?![\d.])")
ITEM_SPLIT = re.compile(rf"({ITEM})(?:\s*(–|-)\s*(?={ITEM}))?")

DEFINITION = re.compile(rf"^(?:- )?(?:\*\*)?({ITEM})(?=[\s*,])")
SECTION_HEADING = re.compile(r"^#{1,3} (L?\d+[a-z]?)\. ")
MARK = re.compile(r"\[(DOC|OBS|UNC)\b|\b(DOC|OBS|UNC)\b(?= for|,|\]| \()")


def item_key(item):
    """Sort key: section, then number, then suffix letter."""
    match = re.match(r"(L?)(\d+)\.(\d+)([a-z]?)", item)
    lists, section, number, suffix = match.groups()
    return (1 if lists else 0, int(section), int(number), suffix)


def read_semantics(folder):
    """Returns ({item: set of marks}, {section}, {item: file})."""
    items, sections, where = defaultdict(set), set(), {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".md"):
            continue
        current = None
        with open(os.path.join(folder, name), encoding="utf-8") as text:
            for line in text:
                heading = SECTION_HEADING.match(line)
                if heading:
                    sections.add(heading.group(1))
                    current = None
                    continue
                defined = DEFINITION.match(line)
                if defined:
                    current = defined.group(1)
                    items[current]
                    where.setdefault(current, name)
                if current:
                    for mark in MARK.finditer(line):
                        items[current].add(mark.group(1) or mark.group(2))
    return items, sections, where


def expand(text, known):
    """The items a citation list names; a range "4.1–4.3" names every known item between."""
    cited, pending_range = [], None
    for match in ITEM_SPLIT.finditer(text):
        item, dash = match.group(1), match.group(2)
        if pending_range:
            low = item_key(pending_range)
            high = item_key(item)
            cited.extend(k for k in known if low < item_key(k) < high)
            pending_range = None
        cited.append(item)
        if dash:
            pending_range = item
    return cited


def citing_files(root):
    for tree in CITING_TREES:
        base = os.path.join(root, tree)
        for folder, subfolders, files in os.walk(base):
            subfolders[:] = [s for s in subfolders if not s.startswith(".")]
            for name in files:
                if name.endswith((".swift", ".md")):
                    path = os.path.join(folder, name)
                    yield os.path.relpath(path, root), path


def read_citations(root, known):
    """Returns [(item or §section, relative path, line number)]. Files are read whole, so an
    attribute that swift-format wrapped (`@Test(` with its title on the next line) still counts."""
    found = []
    for relative, path in citing_files(root):
        with open(path, encoding="utf-8", errors="replace") as text:
            source = text.read()
        line_of = lambda offset: source.count("\n", 0, offset) + 1
        for pattern in CITATIONS:
            for match in pattern.finditer(source):
                for item in expand(match.group(1), known):
                    found.append((item, relative, line_of(match.start())))
        for match in SECTION_CITATION.finditer(source):
            found.append(("§" + match.group(1), relative, line_of(match.start())))
    return found


def dangling(root, folder):
    """Returns (the citations whose fact or section is missing, how many citations there are)."""
    items, sections, _ = read_semantics(folder)
    citations = read_citations(root, items)
    missing = []
    for cited, relative, number in citations:
        exists = cited[1:] in sections if cited.startswith("§") else cited in items
        if not exists:
            missing.append((cited, relative, number))
    return missing, len(citations)


def check(root=ROOT, folder=None, quiet=False):
    folder = folder or os.path.join(root, SEMANTICS)
    missing, count = dangling(root, folder)
    if not quiet and not stated_coverage_is_current(root):
        return 1
    if not missing and not quiet:
        print(f"spec citations: all {count} citations name a fact or section in {SEMANTICS}/")
    if missing and not quiet:
        print(f"spec citations: {len(missing)} cite a fact that {SEMANTICS}/ does not have:")
        for cited, relative, number in missing:
            print(f"  {relative}:{number}: {cited}")
        print(f"Add the fact to {SEMANTICS}/ (number, DOC/OBS/UNC mark, source) or correct the citation.")
    return 1 if missing else 0


def coverage_counts(root):
    """Returns (the DOC and OBS facts no test cites, in order; how many DOC and OBS facts there are)."""
    items, _, _ = read_semantics(os.path.join(root, SEMANTICS))
    cited_by_tests = {c for c, relative, _ in read_citations(root, items) if relative.startswith(TEST_TREES)}
    facts = [i for i, marks in items.items() if marks & {"DOC", "OBS"}]
    return sorted((i for i in facts if i not in cited_by_tests), key=item_key), len(facts)


STATED_COVERAGE = re.compile(r"(\d+) of the (\d+)\s+DOC and OBS facts")


def stated_coverage_is_current(root):
    """README.md and docs/semantics/README.md state the coverage; they must state today's."""
    uncited, total = coverage_counts(root)
    pinned = total - len(uncited)
    stale = []
    for page in ["README.md", os.path.join(SEMANTICS, "README.md")]:
        with open(os.path.join(root, page), encoding="utf-8") as text:
            stated = STATED_COVERAGE.search(text.read())
        if not stated or (int(stated.group(1)), int(stated.group(2))) != (pinned, total):
            stale.append(page)
    if stale:
        print(f"spec coverage: {', '.join(stale)} must say \"{pinned} of the {total} DOC and OBS facts\" "
              f"({100 * pinned // total} %); run make spec-coverage and update the sentence")
    return not stale


def coverage(root=ROOT):
    items, _, where = read_semantics(os.path.join(root, SEMANTICS))
    uncited, total = coverage_counts(root)
    by_file = defaultdict(list)
    for item in uncited:
        by_file[where[item]].append(item)
    for name in sorted(by_file):
        print(f"{name}: {' '.join(by_file[name])}")
    pinned = total - len(uncited)
    unc = sum(1 for marks in items.values() if marks == {"UNC"})
    print(f"{pinned} of the {total} DOC and OBS facts are cited by a test ({100 * pinned // total} %); "
          f"{len(uncited)} are not (listed above). {len(items)} facts in all, {unc} of them UNC only.")
    return 0


def self_test(root=ROOT):
    items, _, where = read_semantics(os.path.join(root, SEMANTICS))
    cited = {c for c, _, _ in read_citations(root, items) if not c.startswith("§")}
    victim = sorted(cited, key=item_key)[0]
    if check(root, quiet=True) != 0:
        print("spec citations self-test: check fails on the tree as it is; run check first")
        return 1
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "semantics")
        shutil.copytree(os.path.join(root, SEMANTICS), copy)
        path = os.path.join(copy, where[victim])
        with open(path, encoding="utf-8") as text:
            lines = text.readlines()
        kept = [line for line in lines if not (DEFINITION.match(line) and DEFINITION.match(line).group(1) == victim)]
        with open(path, "w", encoding="utf-8") as text:
            text.writelines(kept)
        reported = {c for c, _, _ in dangling(root, copy)[0]}
    if victim not in reported:
        print(f"spec citations self-test: removing {victim} from {where[victim]} went unnoticed")
        return 1
    print(f"spec citations self-test: removing {victim} makes check fail, as it must")
    return 0


if __name__ == "__main__":
    commands = {"check": check, "coverage": coverage, "self-test": self_test}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]())
