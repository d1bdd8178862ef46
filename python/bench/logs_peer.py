"""Decision rows of Tenhou mjlog records in plain Python on the `mahjong`
package: the equivalent of ``tehai replay --rows`` (its default counting),
timed for BENCHMARKS.md.

For every discard: the hand before it (34 counts), the discard table (every
distinct kind thrown: the shanten number of the rest by
``mahjong.shanten.Shanten``, the kinds whose draw lowers it and their copies
unseen from the seat), the best row, the rank of the discard made. Records
are read with the standard library (a regular expression over the tags).

    pip install mahjong
    python logs_peer.py [--repeat N] [--check rows.csv] FILE...

``--check`` compares each row with ``tehai replay --rows`` CSV output of the
same files (shanten, useful count, best useful count, rank). Four-player
records only: the `mahjong` package has no three-player shanten (without
2m to 8m).
"""

from __future__ import annotations

import argparse
import csv
import gzip
import re
import sys
import time

from mahjong.shanten import Shanten

TAG = re.compile(rb"<([A-Za-z]+)(\d*)([^>]*?)/?>")
ATTRIBUTE = re.compile(rb'(\w+)="([^"]*)"')
SHANTEN = Shanten()


def shanten(counts: list[int]) -> int:
    return SHANTEN.calculate_shanten(counts)


def meld_tiles(code: int) -> tuple[str, list[int], int | None]:
    """Tenhou's meld code: the kind of call, its 136-ids, the id taken."""
    if code & 0x4:
        packed = code >> 10
        called, run = packed % 3, packed // 3
        first = (run // 7) * 9 + run % 7
        ids = [(first + i) * 4 + ((code >> (3 + 2 * i)) & 3) for i in range(3)]
        return "chi", ids, ids[called]
    if code & 0x18:
        packed = code >> 9
        called, kind = packed % 3, packed // 3
        unused = (code >> 5) & 3
        if code & 0x8:
            ids = [kind * 4 + copy for copy in range(4) if copy != unused]
            return "pon", ids, ids[called]
        return "added", [kind * 4 + unused], None
    if code & 0x20:
        return "kita", [code >> 8], None
    kind = (code >> 8) // 4
    if code & 3:
        return "open", [kind * 4 + copy for copy in range(4)], code >> 8
    return "closed", [kind * 4 + copy for copy in range(4)], None


def table(hand: list[int], out: list[int]) -> list[tuple[int, int, int]]:
    """Rows (shanten after, unseen useful copies, kind), best first."""
    rows = []
    for kind in range(34):
        if not hand[kind]:
            continue
        hand[kind] -= 1
        base = shanten(hand)
        count = 0
        for draw in range(34):
            if hand[draw] == 4:
                continue
            hand[draw] += 1
            if shanten(hand) < base:
                count += max(0, 4 - out[draw])
            hand[draw] -= 1
        hand[kind] += 1
        rows.append((base, -count, kind))
    rows.sort()
    return rows


def replay(text: bytes, rows: list[tuple]) -> None:
    hands: list[list[int]] = []
    melded: list[list[int]] = []
    seen = [0] * 34
    for match in TAG.finditer(text):
        name, digits, rest = match.group(1), match.group(2), match.group(3)
        if digits and name in (b"T", b"U", b"V", b"W"):
            hands[b"TUVW".index(name)][int(digits) // 4] += 1
        elif digits and name in (b"D", b"E", b"F", b"G"):
            seat, kind = b"DEFG".index(name), int(digits) // 4
            hand = hands[seat]
            # Copies out of play from this seat: its hand, its melds, all seen.
            out = [hand[k] + melded[seat][k] + seen_from(seen, melded, seat, k) for k in range(34)]
            found = table(hand, out)
            made = next(row for row in found if row[2] == kind)
            rank = 1 + sum(1 for row in found if row[:2] < made[:2])
            rows.append((seat, found[0][0], made[0], -made[1], found[0][2], -found[0][1], rank))
            hand[kind] -= 1
            seen[kind] += 1
        elif name == b"INIT":
            attrs = dict(ATTRIBUTE.findall(rest))
            hands = [[0] * 34 for _ in range(4)]
            melded = [[0] * 34 for _ in range(4)]
            seen = [0] * 34
            seen[int(attrs[b"seed"].split(b",")[5]) // 4] += 1
            for seat in range(4):
                for tile in filter(None, attrs.get(b"hai%d" % seat, b"").split(b",")):
                    hands[seat][int(tile) // 4] += 1
        elif name == b"N":
            attrs = dict(ATTRIBUTE.findall(rest))
            seat = int(attrs[b"who"])
            kind_of_call, ids, taken = meld_tiles(int(attrs[b"m"]))
            for tile in ids:
                kind = tile // 4
                if kind_of_call == "kita":
                    hands[seat][kind] -= 1
                    seen[kind] += 1
                    continue
                if tile != taken:
                    hands[seat][kind] -= 1
                melded[seat][kind] += 1
                if tile == taken:
                    seen[kind] -= 1  # the discard now sits in the meld
                seen[kind] += 1  # every meld tile is in view
        elif name == b"DORA":
            seen[int(dict(ATTRIBUTE.findall(rest))[b"hai"]) // 4] += 1


def seen_from(seen: list[int], melded: list[list[int]], seat: int, kind: int) -> int:
    """Tiles in view from `seat`, less its own melds (counted apart)."""
    return seen[kind] - melded[seat][kind]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--check", help="tehai replay --rows CSV of the same files, in order")
    args = parser.parse_args()
    texts = []
    for name in args.files:
        with open(name, "rb") as handle:
            data = handle.read()
        texts.append(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    rows: list[tuple] = []
    started = time.perf_counter()
    for _ in range(args.repeat):
        rows.clear()
        for text in texts:
            replay(text, rows)
    seconds = time.perf_counter() - started
    total = len(rows) * args.repeat
    print(f"{len(texts)} files x {args.repeat}: {total} rows in {seconds:.2f} s: {total / seconds:,.0f} rows/s", file=sys.stderr)
    if args.check:
        with open(args.check, newline="") as handle:
            theirs = list(csv.DictReader(handle))
        assert len(theirs) == len(rows), (len(theirs), len(rows))
        for ours, row in zip(rows, theirs):
            expected = (int(row["shanten"]), int(row["discard_shanten"]), int(row["useful_count"]), int(row["best_useful_count"]), int(row["rank"]))
            got = (ours[1], ours[2], ours[3], ours[5], ours[6])
            assert got == expected, (row, got)
        print(f"all {len(rows)} rows equal tehai's", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
