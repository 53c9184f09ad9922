"""The interactive deepcut at a pseudo-terminal over MPD, left idle: what it costs.

Usage: idle-prompt.py DEEPCUT MPD_SOCKET SECONDS
Starts `deepcut --player mpd` on a pty (a scratch --state), waits for the prompt and a second
more, reads every thread's CPU time and context switches from /proc, lets SECONDS pass with
nothing typed and nothing playing, reads them again, and leaves with Ctrl-D. Prints one
`name|cpu ms|cpu ms|1|target|note` row for Scripts/bench. A voluntary switch is a wake-up: the
target is none at all (the idle connection's thread sleeps in poll until MPD speaks)."""
import os, pty, select, shutil, sys, tempfile, time

deepcut, socket, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
state = tempfile.mkdtemp(prefix="deepcut-idle-")
pid, fd = pty.fork()
if pid == 0:
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm", "HOME": state, "MPD_HOST": socket}
    os.execve(deepcut, [deepcut, "--player", "mpd", "--state", state], env)


def drain(timeout):
    """Reads what the terminal shows for `timeout` seconds."""
    end, seen = time.monotonic() + timeout, b""
    while (left := end - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    return seen


def threads():
    """Per thread: (name, CPU ticks, voluntary switches, involuntary switches)."""
    found = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                stat = f.read()
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                status = dict(line.split(":\t", 1) for line in f.read().splitlines() if ":\t" in line)
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        found[tid] = (name, int(fields[11]) + int(fields[12]),
                      int(status["voluntary_ctxt_switches"]), int(status["nonvoluntary_ctxt_switches"]))
    return found


shown = drain(3.0)
if b"deepcut" not in shown:
    sys.exit(f"idle-prompt: no prompt: {shown[-200:]!r}")
before = threads()
drain(seconds)
after = threads()
os.write(fd, b"\x04")
drain(0.5)
os.waitpid(pid, 0)
shutil.rmtree(state, ignore_errors=True)

tick_ms = 1000 / os.sysconf("SC_CLK_TCK")
cpu = sum(after[t][1] - before[t][1] for t in after if t in before) * tick_ms
woken = {}
for tid, (name, _, voluntary, involuntary) in after.items():
    if tid in before:
        count = voluntary - before[tid][2] + involuntary - before[tid][3]
        if count:
            woken[name] = woken.get(name, 0) + count
names = sorted(name for name, *_ in after.values())
listening = "mpd-idle" in names
wakeups = sum(woken.values())
detail = ", ".join(f"{name} {count}" for name, count in sorted(woken.items())) or "none"
print(f"deepcut --player mpd at the prompt (pty), idle {seconds:g} s|{cpu:.0f}|{cpu:.0f}|1|"
      f"0 wake-ups beyond the idle socket|{wakeups} context switches in {seconds:g} s ({detail}); "
      f"CPU {cpu:.0f} ms over {len(names)} threads; idle connection "
      f"{'open (mpd-idle thread)' if listening else 'NOT open'}")
