#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Independent check of tests/tactics/positions.txt (15x15 freestyle).

Written from the definitions, sharing nothing with the library: brute-force
five detection, a plain depth-first VCF search, and for each kind of entry:

  vcf N     the side to move wins by continuous fours in N plies, not fewer;
  block X,Y the opponent has exactly one five point, X,Y, and the side to
            move has none: the only move that does not lose at once;
  defend X,Y the opponent has an open-four point (an open three); after X,Y
            the opponent has neither an open-four point nor a VCF, while
            after every other move the opponent wins: by a VCF, or by an
            open four the side to move cannot answer with a four.

Line format: kind value to_move black_stones white_stones, where the side is
X (black) or O (white) and stones are x,y pairs joined by ';'.
Usage: verify_tactics.py positions.txt
"""
import sys

SIZE = 15
DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))
DEFEND_VCF_PLIES = 11


def on(x, y):
    return 0 <= x < SIZE and 0 <= y < SIZE


def makes_five(b, x, y, c):
    for dx, dy in DIRS:
        n = 1
        for s in (1, -1):
            i = 1
            while on(x + s * i * dx, y + s * i * dy) and b.get((x + s * i * dx, y + s * i * dy)) == c:
                n += 1
                i += 1
        if n >= 5:
            return True
    return False


def empties_near(b):
    seen = set()
    for (x, y) in b:
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                p = (x + dx, y + dy)
                if on(*p) and p not in b:
                    seen.add(p)
    return sorted(seen)


def five_points(b, c):
    return [p for p in empties_near(b) if makes_five(b, p[0], p[1], c)]


def four_moves(b, c):
    out = []
    for p in empties_near(b):
        b[p] = c
        if five_points(b, c):
            out.append(p)
        del b[p]
    return out


def vcf(b, att, plies, memo):
    """Shortest VCF for att (to move) within plies, as a ply count, else None."""
    dfd = 'O' if att == 'X' else 'X'
    if five_points(b, att):
        return 1
    if plies < 3:
        return None
    key = (frozenset(b.items()), att, plies)
    if key in memo:
        return memo[key]
    threats = five_points(b, dfd)
    if len(threats) > 1:
        memo[key] = None
        return None
    moves = threats if threats else four_moves(b, att)
    best = None
    for m in moves:
        b[m] = att
        fives = five_points(b, att)
        if len(fives) >= 2:
            best = 3
        elif len(fives) == 1:
            b[fives[0]] = dfd
            rest = vcf(b, att, plies - 2, memo)
            if rest is not None and (best is None or rest + 2 < best):
                best = rest + 2
            del b[fives[0]]
        del b[m]
        if best == 3:
            break
    memo[key] = best
    return best


def shortest_vcf(b, att, limit):
    for plies in range(1, limit + 1, 2):
        r = vcf(b, att, plies, {})
        if r is not None:
            return r
    return None


def flex4_points(b, c):
    out = []
    for p in empties_near(b):
        b[p] = c
        if len(five_points(b, c)) >= 2:
            out.append(p)
        del b[p]
    return out


def opponent_wins(b, att):
    dfd = 'O' if att == 'X' else 'X'
    if five_points(b, att):
        return True
    if five_points(b, dfd):
        return False
    # The cheap verdict first: an open four the defender cannot meet with a four.
    if flex4_points(b, att) and not four_moves(b, dfd):
        return True
    return shortest_vcf(b, att, DEFEND_VCF_PLIES) is not None


def parse(line):
    kind, value, side, black, white = line.split()
    b = {}
    for color, text in (('X', black), ('O', white)):
        for pair in text.split(';'):
            x, y = map(int, pair.split(','))
            b[(x, y)] = color
    return kind, value, side, b


def check(kind, value, side, b):
    other = 'O' if side == 'X' else 'X'
    if five_points(b, side) and kind != 'vcf':
        return 'the side to move has a five'
    if kind == 'vcf':
        want = int(value)
        got = shortest_vcf(b, side, want)
        return None if got == want else 'shortest VCF %s, want %d' % (got, want)
    x, y = map(int, value.split(','))
    if kind == 'block':
        return None if five_points(b, other) == [(x, y)] else 'five points %s' % five_points(b, other)
    if kind == 'defend':
        if not flex4_points(b, other):
            return 'no open three to defend against'
        for p in sorted(set(empties_near(b)) | {(x, y)}):
            b[p] = side
            lost = opponent_wins(b, other) or bool(flex4_points(b, other)) and p == (x, y)
            del b[p]
            if p == (x, y) and lost:
                return 'the answer %s loses' % (p,)
            if p != (x, y) and not lost:
                return 'another move %s also holds' % (p,)
        return None
    return 'unknown kind ' + kind


def main():
    bad = 0
    count = 0
    with open(sys.argv[1]) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            count += 1
            err = check(*parse(line))
            if err:
                bad += 1
                print('line %d: %s' % (number, err))
    print('%d positions, %d bad' % (count, bad))
    sys.exit(1 if bad or not count else 0)


if __name__ == '__main__':
    main()
