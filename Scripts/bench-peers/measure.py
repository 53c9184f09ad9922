"""Whole-process timing for Scripts/bench: a figure and its peer are run pair by pair
(A B A B ...), so a machine that drifts during the run moves both alike.

Usage (from Scripts/bench):
  measure.py pair NAME RUNS PEER_NAME -- PEER_COMMAND... -- COMMAND...
  measure.py single NAME RUNS -- COMMAND...
A command may start with `fresh:DIR` to have DIR removed before each of its runs.
Prints `name|best ms|median ms|runs` lines; `pair` also prints `ratio|MEDIAN` (the median of
the per-pair ratios, subject / peer)."""
import shutil, subprocess, sys, time


def split(words):
    fresh = None
    if words and words[0].startswith("fresh:"):
        fresh, words = words[0][len("fresh:"):], words[1:]
    return fresh, words


def once(command):
    fresh, words = split(command)
    if fresh:
        shutil.rmtree(fresh, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run(words, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def line(name, times):
    ordered = sorted(times)
    return f"{name}|{ordered[0]:.1f}|{ordered[len(ordered) // 2]:.1f}|{len(times)}"


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "single":
        name, runs, command = args[0], int(args[1]), args[3:]
        once(command)
        print(line(name, [once(command) for _ in range(runs)]))
        return
    name, runs, peer_name = args[0], int(args[1]), args[2]
    rest = args[4:]
    cut = rest.index("--")
    peer, subject = rest[:cut], rest[cut + 1:]
    once(peer)
    once(subject)
    peer_times, subject_times, ratios = [], [], []
    for _ in range(runs):
        a = once(peer)
        b = once(subject)
        peer_times.append(a)
        subject_times.append(b)
        ratios.append(b / a)
    ratios.sort()
    print(line(peer_name, peer_times))
    print(line(name, subject_times))
    print(f"ratio|{ratios[len(ratios) // 2]:.2f}")


main()
