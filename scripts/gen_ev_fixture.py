#!/usr/bin/env python3
"""Seeded hands for the expected-value fixture, and the fixture lines built from
a reference's answers.

  gen_ev_fixture.py hands [--seed S] [--out FILE]
      Writes seeded 14-tile closed hands as JSON lines:
      {"id", "hand", "dora_indicators", "seen", "round_wind", "seat_wind"}
      (tiles in mpsz notation, 0m/0p/0s = red fives).

  gen_ev_fixture.py collect HANDS ANSWERS [--out FILE]
      Reads the hands file and the reference's answers, one JSON line per hand
      in the same order, and writes fixture lines
      {"id", "input", "expect": {"discards": [...]}}.

Run the reference on each line of the hands file and pass its answers, one JSON
line each, of the form
  {"stats": [{"tile": T, "shanten": S, "necessary": [[T, COUNT], ...],
              "tenpai": [...], "win": [...], "ev": [...]}, ...]}
with one entry per candidate discard, T a tile index (0-8 = 1m-9m, 9-17 =
1p-9p, 18-26 = 1s-9s, 27-33 = 1z-7z, 34/35/36 = red 5m/5p/5s), "necessary"
the useful tiles of the 13-tile hand after the discard with their counts in
the wall, and the three vectors indexed by turn t = 0..18 (t = 0 unused; turn
t has 18 - t draws left).  Fixture index k = 0..16 is turn t = k + 1.
"""
import argparse
import json
import random
import sys
from functools import lru_cache

SUITS = "mpsz"
RED = {4: 34, 13: 35, 22: 36}  # plain five kind -> red id
RED_KIND = {v: k for k, v in RED.items()}

DEFAULT_SEED = 20261128
# target count per shanten
DEFAULT_COUNTS = {0: 30, 1: 80, 2: 80, 3: 6}


def kind(t):
    return RED_KIND.get(t, t)


def to_mpsz(tiles):
    out = []
    for s, base in zip(SUITS, (0, 9, 18, 27)):
        ds = []
        for t in tiles:
            k = kind(t)
            if base <= k < base + (7 if s == "z" else 9):
                ds.append(0 if t >= 34 else k - base + 1)
        if ds:
            ds.sort(key=lambda d: 5.5 if d == 0 else d)
            out.append("".join(map(str, ds)) + s)
    return "".join(out)


@lru_cache(maxsize=None)
def _suit_blocks(counts):
    """Pareto set of (melds, partial blocks) for one suit's counts."""
    c = list(counts)
    i = next((j for j, x in enumerate(c) if x), None)
    if i is None:
        return frozenset({(0, 0)})
    res = set()
    c2 = c[:]
    c2[i] -= 1
    for m, t in _suit_blocks(tuple(c2)):  # leave tile i isolated
        res.add((m, t))
    if c[i] >= 3:
        c2 = c[:]
        c2[i] -= 3
        res |= {(m + 1, t) for m, t in _suit_blocks(tuple(c2))}
    if i + 2 < len(c) and c[i + 1] and c[i + 2]:
        c2 = c[:]
        for j in (i, i + 1, i + 2):
            c2[j] -= 1
        res |= {(m + 1, t) for m, t in _suit_blocks(tuple(c2))}
    if c[i] >= 2:
        c2 = c[:]
        c2[i] -= 2
        res |= {(m, t + 1) for m, t in _suit_blocks(tuple(c2))}
    for d in (1, 2):
        if i + d < len(c) and c[i + d]:
            c2 = c[:]
            c2[i] -= 1
            c2[i + d] -= 1
            res |= {(m, t + 1) for m, t in _suit_blocks(tuple(c2))}
    return frozenset(res)


def _standard(c):
    best = 8
    for pair in [None] + [k for k in range(34) if c[k] >= 2]:
        cc = c[:]
        if pair is not None:
            cc[pair] -= 2
        combos = {(0, 0)}
        for base in (0, 9, 18):
            part = _suit_blocks(tuple(cc[base:base + 9]))
            combos = {(m + a, t + b) for m, t in combos for a, b in part}
        hm = sum(x // 3 for x in cc[27:34])
        ht = sum(1 for x in cc[27:34] if x % 3 == 2)
        for m, t in combos:
            m += hm
            t += ht
            if m + t > 4:
                t = 4 - m
            best = min(best, 8 - 2 * m - t - (pair is not None))
    return best


def shanten(tiles):
    c = [0] * 34
    for t in tiles:
        c[kind(t)] += 1
    pairs = sum(1 for x in c if x >= 2)
    kinds = sum(1 for x in c if x)
    chiitoi = 6 - pairs + max(0, 7 - kinds)
    term = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
    tk = sum(1 for k in term if c[k])
    kokushi = 13 - tk - (1 if any(c[k] >= 2 for k in term) else 0)
    return min(_standard(c), chiitoi, kokushi)


def deck():
    tiles = []
    for k in range(34):
        n = 4
        if k in RED:
            tiles.append(RED[k])
            n = 3
        tiles += [k] * n
    return tiles


def complete_hand(rng, wall):
    """Four random melds and a pair taken from wall (list of tile ids)."""
    for _ in range(100):
        w = wall[:]
        hand = []
        ok = True
        for b in range(5):
            kinds = [kind(t) for t in w]
            if b < 4 and rng.random() < 0.6:
                s = rng.choice((0, 9, 18))
                start = s + rng.randrange(7)
                need = [start, start + 1, start + 2]
            else:
                need = [rng.randrange(34)] * (2 if b == 4 else 3)
            for k in need:
                cand = [i for i, t in enumerate(w) if kind(t) == k]
                if not cand:
                    ok = False
                    break
                hand.append(w.pop(rng.choice(cand)))
            if not ok:
                break
        if ok:
            return hand, w
    raise RuntimeError("could not build a complete hand")


def make_hands(seed, counts):
    rng = random.Random(seed)
    got = {s: 0 for s in counts}
    out = []
    while any(got[s] < counts[s] for s in counts):
        wall = deck()
        rng.shuffle(wall)
        hand, wall = complete_hand(rng, wall)
        for _ in range(rng.randrange(1, 8)):
            i = rng.randrange(14)
            j = rng.randrange(len(wall))
            hand[i], wall[j] = wall[j], hand[i]
        s = shanten(hand)
        if s not in counts or got[s] >= counts[s]:
            continue  # complete hands and hands above 3 shanten are rejected
        rng.shuffle(wall)
        n_ind = rng.randint(1, 3)
        inds = wall[:n_ind]
        n_seen = rng.randint(0, 20)
        seen = wall[n_ind:n_ind + n_seen]
        got[s] += 1
        out.append({
            "id": "fx%d-%03d" % (s, got[s]),
            "hand": to_mpsz(sorted(hand, key=lambda t: (kind(t), t))),
            "dora_indicators": to_mpsz(inds),
            "seen": to_mpsz(seen),
            "round_wind": rng.choice(("1z", "2z")),
            "seat_wind": rng.choice(("1z", "2z", "3z", "4z")),
            "_shanten": s,
        })
    out.sort(key=lambda h: (h["_shanten"], h["id"]))
    for h in out:
        del h["_shanten"]
    return out


def tile_name(t):
    if t >= 34:
        return "0" + "mps"[t - 34]
    return "%d%s" % (t % 9 + 1, SUITS[t // 9])


def collect(hands, answers):
    lines = []
    for h, a in zip(hands, answers):
        inp = {k: h[k] for k in ("hand", "dora_indicators", "seen",
                                 "round_wind", "seat_wind")}
        discards = []
        for st in a["stats"]:
            discards.append({
                "tile": tile_name(st["tile"]),
                "shanten": st["shanten"],
                "useful_count": sum(n for _, n in st["necessary"]),
                "tenpai": st["tenpai"][1:18],
                "win": st["win"][1:18],
                "ev": st["ev"][1:18],
            })
        lines.append({"id": h["id"], "input": inp,
                      "expect": {"discards": discards}})
    if len(hands) != len(answers):
        sys.exit("hands and answers differ in length: %d vs %d"
                 % (len(hands), len(answers)))
    return lines


def read_jsonl(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("hands")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED)
    p.add_argument("--out", default="-")
    p = sub.add_parser("collect")
    p.add_argument("hands")
    p.add_argument("answers")
    p.add_argument("--out", default="-")
    args = ap.parse_args()
    if args.cmd == "hands":
        rows = make_hands(args.seed, DEFAULT_COUNTS)
    else:
        hands = read_jsonl(args.hands)
        rows = collect([h.get("input", h) | {"id": h["id"]} for h in hands],
                       read_jsonl(args.answers))
    f = sys.stdout if args.out == "-" else open(args.out, "w")
    for r in rows:
        f.write(json.dumps(r, separators=(",", ":")) + "\n")
    if f is not sys.stdout:
        f.close()


if __name__ == "__main__":
    main()
