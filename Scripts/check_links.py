#!/usr/bin/env python3
"""Every relative link in the repository's Markdown resolves: README, CONTRIBUTING, docs/ and the
DocC catalogs' articles (where an image is named, DocC finds it anywhere in the catalog). A link to a file or folder must name one that exists; a link with a
#fragment into a Markdown file must name one of its headings (GitHub's anchors: lower case,
punctuation dropped, spaces as hyphens). `make test` runs it. Only the standard library is used."""

import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|<img src=\"([^\"]+)\"|!\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    found = set()
    with open(path, encoding="utf-8") as text:
        for line in text:
            if line.startswith("#"):
                title = line.lstrip("#").strip().lower()
                title = re.sub(r"[^\w\- ]", "", title)
                found.add(title.replace(" ", "-"))
    return found


def markdown_files():
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.md"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    return [f for f in listed if not f.startswith(("Showcase/.build", ".build")) and os.path.exists(os.path.join(ROOT, f))]


def main():
    broken = []
    files = markdown_files()
    for relative in files:
        base = os.path.dirname(os.path.join(ROOT, relative))
        with open(os.path.join(ROOT, relative), encoding="utf-8") as text:
            for number, line in enumerate(text, 1):
                for match in LINK.finditer(line):
                    target = next(g for g in match.groups() if g)
                    if re.match(r"^[a-z]+:", target) or target.startswith("doc:"):
                        continue
                    path, _, fragment = target.partition("#")
                    if ".docc/" in relative and "/" not in path:
                        # DocC finds a resource by its name anywhere in the catalog.
                        catalog = relative[: relative.index(".docc/") + len(".docc")]
                        names = {n for _, _, ns in os.walk(os.path.join(ROOT, catalog)) for n in ns}
                        if path not in names:
                            broken.append(f"{relative}:{number}: {target} (not in the catalog)")
                        continue
                    resolved = os.path.normpath(os.path.join(base, path)) if path else os.path.join(ROOT, relative)
                    if not os.path.exists(resolved):
                        broken.append(f"{relative}:{number}: {target} (no such file)")
                    elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                        broken.append(f"{relative}:{number}: {target} (no such heading)")
    if broken:
        print(f"links: {len(broken)} broken in the Markdown:")
        print("\n".join("  " + b for b in broken))
        return 1
    print(f"links: every relative link in {len(files)} Markdown files resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
