"""Whole-process timing for Scripts/bench: a figure and its peer are run pair by pair
(A B A B ...), so a machine that drifts during the run moves both alike.

Usage (from Scripts/bench):
  measure.py pair NAME RUNS PEER_NAME -- PEER_COMMAND... -- COMMAND...
  measure.py single NAME RUNS -- COMMAND...
A command may start with `fresh:DIR` to have DIR removed before each of its runs, and then
with `output:` to be timed to the first byte of its standard output (what a person waits for)
rather than to its exit (its CPU time is still the whole run's).
Prints `name|best ms|median ms|runs` lines (wall-clock time); `pair` also prints
`ratio|MEDIAN` (the median of the per-pair wall-time ratios, subject / peer) and
`cpu|PEER MEDIAN|SUBJECT MEDIAN|RATIO` (CPU time, user + system, which other processes'
load barely moves: under load, read the ratio from it)."""
import resource, shutil, subprocess, sys, time


def split(words):
    fresh = None
    if words and words[0].startswith("fresh:"):
        fresh, words = words[0][len("fresh:"):], words[1:]
    to_output = bool(words) and words[0] == "output:"
    return fresh, to_output, words[1:] if to_output else words


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


CPU = []  # the CPU time (user + system, ms) of each run, in order


def once(command):
    fresh, to_output, words = split(command)
    if fresh:
        shutil.rmtree(fresh, ignore_errors=True)
    cpu = cpu_seconds()
    start = time.perf_counter()
    if to_output:
        process = subprocess.Popen(words, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if not process.stdout.read(1):
            sys.exit(f"measure.py: {words[0]} wrote nothing to time")
        wall = (time.perf_counter() - start) * 1000
        process.stdout.read()
        if process.wait() != 0:
            sys.exit(f"measure.py: {words[0]} failed")
    else:
        subprocess.run(words, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        wall = (time.perf_counter() - start) * 1000
    CPU.append((cpu_seconds() - cpu) * 1000)
    return wall


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
    print(f"ratio|{ratios[len(ratios) // 2]:.4f}")
    # CPU time (user + system) barely moves with other processes' load, unlike wall time.
    cpu = CPU[2:]
    peer_cpu, subject_cpu = sorted(cpu[0::2]), sorted(cpu[1::2])
    median = lambda values: values[len(values) // 2]
    cpu_ratios = sorted(b / max(a, 0.001) for a, b in zip(cpu[0::2], cpu[1::2]))
    print(f"cpu|{median(peer_cpu):.1f}|{median(subject_cpu):.1f}|{median(cpu_ratios):.4f}")


main()
