#!/usr/bin/env python3
"""Drive kiln's interactive prompt through a pseudo-terminal.

usage: python3 tests/repl/test_repl.py KILN_BINARY

Each test starts `kiln` (no arguments) on a fresh pty, types into it and
waits for what a user would see. The last line printed is
"N passed, N failed"; the exit status is 0 iff nothing failed.
"""

import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|\r|\x07")
TIMEOUT = 10.0


class Repl:
    """One kiln prompt on a pty."""

    def __init__(self, kiln, home, args=()):
        env = dict(os.environ, HOME=home, TERM="xterm", KILN_HISTORY=os.path.join(home, "history"))
        env.pop("KILN_TEST_NO_TTY", None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                os.execve(kiln, [kiln, *args], env)
            finally:
                os._exit(127)
        self.raw = b""
        self.seen = 0  # position in the cleaned text already matched

    def text(self):
        return ANSI.sub(b"", self.raw).decode("utf-8", "replace")

    def read_some(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            return False
        if not data:
            return False
        self.raw += data
        return True

    def expect(self, pattern, timeout=TIMEOUT):
        """Waits until `pattern` (a regex) appears after what was matched
        before; returns the text up to and including the match."""
        deadline = time.time() + timeout
        rx = re.compile(pattern)
        while True:
            t = self.text()
            m = rx.search(t, self.seen)
            if m:
                out = t[self.seen:m.end()]
                self.seen = m.end()
                return out
            left = deadline - time.time()
            if left <= 0 or not self.read_some(left):
                if time.time() >= deadline:
                    raise AssertionError("timed out waiting for %r; screen ends with:\n%s"
                                         % (pattern, t[-600:]))

    def send(self, s):
        # Typing right after a prompt appears can race libedit switching the
        # terminal to raw mode (the terminal then echoes it once more).
        time.sleep(0.05)
        os.write(self.fd, s.encode())

    def line(self, s):
        self.send(s + "\n")

    def close(self):
        """Ctrl-D, then the exit status."""
        try:
            self.send("\x04")
        except OSError:
            pass
        deadline = time.time() + TIMEOUT
        last = time.time()
        while time.time() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.drain()
                return os.waitstatus_to_exitcode(status)
            self.read_some(0.05)
            if time.time() - last > 1:  # typed ahead while the terminal mode changed: again
                self.send("\x04")
                last = time.time()
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise AssertionError("kiln did not exit on Ctrl-D")

    def drain(self):
        while self.read_some(0.05):
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass


PROMPT = r">>> "
MORE = r"\.\.\. "


def test_banner(kiln, home):
    r = Repl(kiln, home)
    r.expect(r"kiln \d+\.\d+\.\d+ \(JIT on")
    r.expect(PROMPT)
    assert r.close() == 0
    r = Repl(kiln, home, ["--no-jit"])
    r.expect(r"\(JIT off")
    r.expect(PROMPT)
    assert r.close() == 0


def test_multiline_function(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("def f(x):")
    r.expect(MORE)
    r.line("    y = x * 2")
    r.expect(MORE)
    r.line("")  # at the prompt a blank line ends the block, as in CPython
    r.expect(PROMPT)
    r.line("def g(x):")
    r.expect(MORE)
    r.line("    return x * 2")
    r.expect(MORE)
    r.line("")
    r.expect(PROMPT)
    r.line("g(21)")
    out = r.expect(PROMPT)
    assert "42\n" in out, out
    r.line("f(1)")
    out = r.expect(PROMPT)
    assert set(out.split("\n")[:-1]) == {"f(1)"}, repr(out)  # returns None: nothing echoed
    assert r.close() == 0


def test_echo_values(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    for src, shown in [("1 + 1", "2"), ("'ab' * 2", "'abab'"), ("[1, (2, 'x')][::-1]", "[(2, 'x'), 1]"),
                       ("{'k': [None]}['k']", "[None]"), ("7 / 2", "3.5"), ("print('a')", "a")]:
        r.line(src)
        out = r.expect(PROMPT)
        lines = [l for l in out.split("\n")[:-1] if l != src]
        assert lines == [shown], repr(out)
    for quiet in ["None", "x = 5", "print('b', end='')"]:
        r.line(quiet)
        out = r.expect(PROMPT)
        lines = [l for l in out.split("\n")[:-1] if l not in (quiet, "b" + quiet)]
        assert lines == [], repr(out)
    r.line("_ + 1")  # _ is the last echoed value, as in CPython
    out = r.expect(PROMPT)
    assert "4.5\n" in out, out
    assert r.close() == 0


def test_error_then_recovery(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("total = 10")
    r.expect(PROMPT)
    r.line("def bad(n):")
    r.expect(MORE)
    r.line("    return total // n")
    r.expect(MORE)
    r.line("")
    r.expect(PROMPT)
    r.line("bad(0)")
    out = r.expect(PROMPT)
    assert "Traceback (most recent call last):" in out, out
    assert 'File "<stdin>", line 1, in <module>' in out, out
    assert 'File "<stdin>", line 2, in bad' in out, out
    assert "ZeroDivisionError: integer division or modulo by zero" in out, out
    r.line("x = )")
    out = r.expect(PROMPT)
    assert "SyntaxError: unmatched ')'" in out, out
    r.line("bad(5) + total")  # everything defined before the errors is still there
    out = r.expect(PROMPT)
    assert "12\n" in out, out
    assert r.close() == 0


def ctrl_c_in_loop(kiln, home, args):
    r = Repl(kiln, home, args)
    r.expect(PROMPT)
    r.line("n = 0")
    r.expect(PROMPT)
    r.line("while True:")
    r.expect(MORE)
    r.line("    n += 1")
    r.expect(MORE)
    r.line("")
    time.sleep(0.5)
    r.send("\x03")
    out = r.expect(PROMPT)
    assert "KeyboardInterrupt" in out, out
    assert "Traceback (most recent call last):" in out, out
    r.line("n > 0")
    out = r.expect(PROMPT)
    assert "True\n" in out, out
    assert r.close() == 0


def test_ctrl_c_interpreted_loop(kiln, home):
    ctrl_c_in_loop(kiln, home, ["--no-jit"])


def test_ctrl_c_jit_loop(kiln, home):
    ctrl_c_in_loop(kiln, home, ["--jit-threshold=1"])


def test_ctrl_c_at_prompt(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("x = (1,")
    r.expect(MORE)
    r.send("\x03")
    out = r.expect(PROMPT)
    assert "KeyboardInterrupt" in out, out
    r.line("1 + 2")
    out = r.expect(PROMPT)
    assert "3\n" in out, out
    assert r.close() == 0


def test_ctrl_d_exits(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.send("\x04")
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        pid, status = os.waitpid(r.pid, os.WNOHANG)
        if pid:
            r.drain()
            assert os.waitstatus_to_exitcode(status) == 0
            return
        r.read_some(0.05)
    raise AssertionError("no exit on Ctrl-D")


def test_sys_exit_leaves_prompt(kiln, home):
    # sys.exit(n) at the prompt ends the session with status n, no traceback.
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("import sys")
    r.expect(PROMPT)
    r.line("sys.exit(7)")
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        pid, status = os.waitpid(r.pid, os.WNOHANG)
        if pid:
            r.drain()
            assert os.waitstatus_to_exitcode(status) == 7
            assert "Traceback" not in r.text()
            return
        r.read_some(0.05)
    raise AssertionError("no exit on sys.exit(7)")


def test_tab_completion(kiln, home):
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("word = 'kiln'")
    r.expect(PROMPT)
    r.send("word.up\t")
    r.expect(r"word\.upper\(")
    r.line(")")
    out = r.expect(PROMPT)
    assert "'KILN'" in out, out
    r.send("wo\t")
    r.expect(r"word")
    r.line("")
    out = r.expect(PROMPT)
    assert "'kiln'" in out, out
    assert r.close() == 0


def test_history_file(kiln, home):
    path = os.path.join(home, "history")
    if os.path.exists(path):
        os.remove(path)
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.line("remembered = 321")
    r.expect(PROMPT)
    assert r.close() == 0
    with open(path, "rb") as f:
        assert b"remembered" in f.read()
    # A new session recalls it with the up arrow.
    r = Repl(kiln, home)
    r.expect(PROMPT)
    r.send("\x1b[A")
    r.expect(r"remembered = 321")
    r.line("")
    r.expect(PROMPT)
    r.line("remembered")
    out = r.expect(PROMPT)
    assert "321\n" in out, out
    assert r.close() == 0


def test_piped_stdin(kiln, home):
    # Not a terminal: the whole input runs as one script, as with python3,
    # blank lines inside functions included.
    out = subprocess.run([kiln], input=b"print(1+1)\n", capture_output=True, timeout=TIMEOUT)
    assert out.stdout == b"2\n" and out.returncode == 0, out
    program = b"def f(x):\n    y = x + 1\n\n    return y * 2\n\nprint(f(2))\nf(3)\n1 + 1\n"
    out = subprocess.run([kiln], input=program, capture_output=True, timeout=TIMEOUT)
    want = subprocess.run([sys.executable], input=program, capture_output=True, timeout=TIMEOUT)
    assert out.stdout == want.stdout == b"6\n", (out, want)


TESTS = [v for k, v in sorted(globals().items()) if k.startswith("test_")]


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    kiln = os.path.abspath(sys.argv[1])
    passed = failed = 0
    with tempfile.TemporaryDirectory() as home:
        for t in TESTS:
            try:
                t(kiln, home)
                passed += 1
                print("ok   %s" % t.__name__)
            except Exception as e:  # noqa: BLE001 - every failure is reported
                failed += 1
                print("FAIL %s: %s" % (t.__name__, e))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
