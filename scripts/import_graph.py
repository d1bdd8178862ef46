#!/usr/bin/env python3
"""The file-level import graph of the crates' modules.

Reads every `.rs` file under src/, capi/src, cli/src and python/src, finds
each path that names a module of the same crate (`use crate::a::b`,
`use super::{x, y::z}` across lines, `use child::Item`, and `crate::a::f()`
or `super::g` written inline in code), and resolves it to the file that
defines that module. An item re-exported by `pub use` is followed to the
file that defines it, so `crate::shanten()` points at the shanten file, not
at the crate root.

Exits 1 and prints a cycle if the graph has one; otherwise prints the files
layer by layer, the bottom layer first (a file's layer is one more than the
highest layer it imports).

Usage: python3 scripts/import_graph.py [--edges] [DIR ...]
DIRs (from the repository root) narrow the check to those source trees;
`--edges` also lists what each file imports.
"""

import os
import re
import sys

ROOTS = ["src", "capi/src", "cli/src", "python/src"]
CRATE_ROOT_FILES = ("lib.rs", "main.rs")


def strip(text):
    """The text with comments, strings and char literals blanked out
    (newlines kept, so positions keep their line)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and not _ident_before(text, i):
            hashes = re.match(r"r(#*)\"", text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            j = n if end < 0 else end + 1 + len(hashes)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "'":
            # A char literal ('a', '\n', '\u{1F000}'), not a lifetime ('a).
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", text[i:])
            if m:
                out.append(" " * len(m.group(0)))
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _ident_before(text, i):
    return i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")


def expand_use_tree(tree):
    """`a::{b, c::{d, e}}` -> [["a", "b"], ["a", "c", "d"], ["a", "c", "e"]]."""
    tree = re.sub(r"\s+as\s+\w+", "", tree)
    tree = re.sub(r"\s+", "", tree)
    paths = []

    def walk(prefix, s):
        parts, depth, start = [], 0, 0
        for k, ch in enumerate(s):
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(s[start:k])
                start = k + 1
        parts.append(s[start:])
        for part in parts:
            if not part:
                continue
            brace = part.find("{")
            if brace >= 0:
                head = [x for x in part[:brace].split("::") if x]
                walk(prefix + head, part[brace + 1:part.rindex("}")])
            else:
                segs = [x for x in part.split("::") if x]
                if segs:
                    paths.append(prefix + segs)

    walk([], tree)
    return paths


class Module:
    def __init__(self, path, file, crate):
        self.path = path  # tuple of names below the crate root
        self.file = file  # the file that defines it (None: outside the roots)
        self.crate = crate
        self.children = {}  # name -> tuple path
        self.reexports = {}  # name -> list of segments (absolute)


def discover(repo):
    """Every crate's module tree: {(crate, path): Module}."""
    modules = {}
    pending = []
    for root in ROOTS:
        base = os.path.join(repo, root)
        if not os.path.isdir(base):
            continue
        for name in CRATE_ROOT_FILES:
            f = os.path.join(base, name)
            if os.path.exists(f):
                pending.append((root + ":" + name, (), f))
        bindir = os.path.join(base, "bin")
        if os.path.isdir(bindir):
            for name in sorted(os.listdir(bindir)):
                f = os.path.join(bindir, name)
                if name.endswith(".rs"):
                    pending.append((root + ":bin/" + name, (), f))
                elif os.path.exists(os.path.join(f, "main.rs")):
                    pending.append((root + ":bin/" + name, (), os.path.join(f, "main.rs")))
    texts = {}
    while pending:
        crate, path, file = pending.pop()
        module = Module(path, file, crate)
        modules[(crate, path)] = module
        if file is None or not os.path.exists(file):
            module.file = None
            continue
        inside = any(
            os.path.abspath(file).startswith(os.path.abspath(os.path.join(repo, r)) + os.sep)
            for r in ROOTS
        )
        if not inside:
            module.file = None
            continue
        with open(file, encoding="utf-8") as fh:
            text = strip(fh.read())
        texts[(crate, path)] = text
        owns_dir = os.path.basename(file) in ("mod.rs",) or path == () or (
            os.path.basename(file) == "main.rs"
        )
        dir_ = (
            os.path.dirname(file)
            if owns_dir
            else os.path.join(os.path.dirname(file), os.path.basename(file)[:-3])
        )
        for m in re.finditer(r"((?:#\[[^\]]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*([;{])", text):
            attrs, name, kind = m.group(1), m.group(2), m.group(3)
            depth = text.count("{", 0, m.start()) - text.count("}", 0, m.start())
            if kind == "{" or depth != 0:
                continue  # inline modules belong to their file
            child = path + (name,)
            module.children[name] = child
            raw = re.search(r'path\s*=\s*"([^"]*)"', _raw_attrs(fh_text(file), m.start()))
            if raw:
                target = os.path.normpath(os.path.join(os.path.dirname(file), raw.group(1)))
            elif os.path.exists(os.path.join(dir_, name + ".rs")):
                target = os.path.join(dir_, name + ".rs")
            else:
                target = os.path.join(dir_, name, "mod.rs")
            pending.append((crate, child, target))
    return modules, texts


def fh_text(file):
    with open(file, encoding="utf-8") as fh:
        return fh.read()


def _raw_attrs(text, pos):
    """The attributes written just before position `pos` (unstripped)."""
    start = text.rfind(";", 0, pos)
    start = max(start, text.rfind("}", 0, pos), text.rfind("{", 0, pos))
    return text[start + 1:pos + 1]


def inline_scopes(text):
    """For each offset, the inline `mod name { ... }` names around it:
    a list of (start, end, name)."""
    scopes = []
    for m in re.finditer(r"\bmod\s+(\w+)\s*\{", text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
            j += 1
        scopes.append((m.start(), j, m.group(1)))
    return scopes


def scope_at(scopes, pos):
    return tuple(name for (s, e, name) in sorted(scopes) if s <= pos < e)


def absolute(modules, crate, here, segs, inline):
    """Segments made absolute (from the crate root), or None if external."""
    segs = list(segs)
    current = list(here) + list(inline)
    if segs[0] == "crate":
        return segs[1:]
    if segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                if not current:
                    return None
                current.pop()
            segs.pop(0)
        return current + segs
    if inline:
        return None  # a bare path inside an inline module: its own items
    module = modules.get((crate, tuple(here)))
    if module and segs[0] in module.children:
        return list(here) + segs
    return None


def resolve(modules, crate, segs, hops=0):
    """The module (crate, path) a path of absolute segments lands in."""
    path = ()
    rest = list(segs)
    while rest and (crate, path + (rest[0],)) in modules:
        path = path + (rest.pop(0),)
    module = modules[(crate, path)]
    if rest and rest[0] in module.reexports and hops < 8:
        target = module.reexports[rest[0]] + rest[1:]
        return resolve(modules, crate, target, hops + 1)
    return (crate, path)


USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]*);")
INLINE = re.compile(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)")


def build(repo):
    modules, texts = discover(repo)
    uses = {}
    for key, text in texts.items():
        crate, here = key
        scopes = inline_scopes(text)
        found = []
        spans = []
        for m in USE.finditer(text):
            spans.append((m.start(), m.end()))
            inline = scope_at(scopes, m.start())
            for segs in expand_use_tree(m.group(2)):
                segs = [s for s in segs if s != "*"] or segs
                if segs[-1] == "self":
                    segs = segs[:-1]
                if not segs:
                    continue
                absolute_segs = absolute(modules, crate, here, segs, inline)
                if absolute_segs is None:
                    continue
                found.append(absolute_segs)
                if m.group(1) and not inline and not m.group(1).startswith("pub(super"):
                    modules[key].reexports[segs[-1]] = absolute_segs
        for m in INLINE.finditer(text):
            if any(s <= m.start() < e for s, e in spans):
                continue
            inline = scope_at(scopes, m.start())
            absolute_segs = absolute(modules, crate, here, m.group(1).split("::"), inline)
            if absolute_segs is not None:
                found.append(absolute_segs)
        # A child module named inline (`child::item(...)`) without a `use`.
        children = modules[key].children
        if children:
            bare = re.compile(r"(?<![\w:$])((?:" + "|".join(children) + r")(?:::\w+)+)")
            for m in bare.finditer(text):
                if any(s <= m.start() < e for s, e in spans) or scope_at(scopes, m.start()):
                    continue
                found.append(list(here) + m.group(1).split("::"))
        uses[key] = found
    edges = {}
    for key, found in uses.items():
        targets = set()
        for segs in found:
            target = resolve(modules, key[0], segs)
            target = file_module(modules, target)
            if target and target != key:
                targets.add(target)
        edges[key] = targets
    return modules, edges


def file_module(modules, key):
    """A module defined inline maps to its file's module."""
    crate, path = key
    while path and (crate, path) not in modules:
        path = path[:-1]
    module = modules.get((crate, path))
    if module is None or module.file is None:
        return None
    return (crate, path)


def find_cycle(edges):
    colour, stack = {}, []

    def visit(node):
        colour[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if colour.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if colour.get(nxt) is None:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        colour[node] = 2
        return None

    for node in sorted(edges):
        if colour.get(node) is None:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def all_cycles(edges):
    """The strongly connected components with more than one file."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def connect(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            connect(v)
    return out


def name(modules, key):
    crate, path = key
    return os.path.relpath(modules[key].file, REPO)


def main():
    global REPO
    args = sys.argv[1:]
    show_edges = "--edges" in args
    args = [a for a in args if a != "--edges"]
    REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    if args:
        ROOTS[:] = [a.rstrip("/") for a in args]
    modules, edges = build(REPO)
    if show_edges:
        for key in sorted(edges, key=lambda k: name(modules, k)):
            targets = sorted(name(modules, t) for t in edges[key])
            print(name(modules, key) + " -> " + ", ".join(targets))
    cycle = find_cycle(edges)
    if cycle:
        print("import cycle: " + " -> ".join(name(modules, k) for k in cycle))
        for comp in all_cycles(edges):
            print("files on a cycle together: " + ", ".join(name(modules, k) for k in comp))
        return 1
    layer = {}

    def depth(node):
        if node not in layer:
            layer[node] = 1 + max((depth(n) for n in edges.get(node, ())), default=-1)
        return layer[node]

    for node in edges:
        depth(node)
    crates = sorted({k[0] for k in edges})
    for crate in crates:
        print(crate.split(":")[0] + ("" if crate.endswith(CRATE_ROOT_FILES) else " " + crate.split(":")[1]))
        nodes = [k for k in edges if k[0] == crate]
        for level in range(max(layer[k] for k in nodes) + 1):
            files = sorted(name(modules, k) for k in nodes if layer[k] == level)
            if files:
                print(f"  {level}: " + "  ".join(files))
        # The same graph between the crate's top-level modules, when it has
        # no cycle of its own: the layers a reader sees first.
        top = {}
        for node in nodes:
            for target in edges[node]:
                a, b = node[1][:1], target[1][:1]
                if a != b:
                    top.setdefault(a, set()).add(b)
            top.setdefault(node[1][:1], set())
        if not find_cycle(top):
            level = {}

            def top_depth(node):
                if node not in level:
                    level[node] = 1 + max((top_depth(n) for n in top[node]), default=-1)
                return level[node]

            for node in top:
                top_depth(node)
            order = []
            for depth_ in range(max(level.values()) + 1):
                names = sorted("::".join(k) or "(root)" for k in top if level[k] == depth_)
                order.append(" ".join(names))
            print("  modules, bottom first: " + " | ".join(order))
    print("no import cycles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
