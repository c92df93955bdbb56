/**
 * The Python half of the engine, run once in a fresh Pyodide. It runs a learner's program and checks it; the TypeScript
 * half (engine.ts) passes in the callbacks for output and input() and reads back JSON.
 *
 * The time limit is a sys.monitoring callback on every backward jump (a loop turning round) and every function start
 * (recursion), so any Python that never ends reaches it; unlike sys.settrace it stays on when a learner's bare
 * `except:` catches the private exception once. Time spent waiting for input() moves the deadline on.
 */
export const ENGINE_PY = String.raw`
import ast, builtins, json, linecache, math, sys, time, traceback

FILENAME = "<exercise>"
_M = sys.monitoring
_TOOL = 3


class _TimeLimit(BaseException):
    """Raised inside the learner's program when its time is up; private, so the learner cannot name it."""


class _Clock:
    deadline = math.inf


class _Output:
    """Output reaches the page in batches, at most one per BATCH_S, so a printing loop does not flood it; what is left
    is sent at the next tick of a running loop, before input() waits and when the program ends, so the end of a burst
    neither shows late nor dies with a worker the watchdog ends."""

    BATCH_S = 0.016
    write = None
    stream = None
    parts = []
    sent = -math.inf

    @classmethod
    def add(cls, stream, text):
        if cls.parts and stream != cls.stream:
            cls.flush()
        cls.stream = stream
        cls.parts.append(text)
        if time.perf_counter() - cls.sent >= cls.BATCH_S:
            cls.flush()

    @classmethod
    def flush(cls):
        if cls.parts:
            text = "".join(cls.parts)
            cls.parts.clear()
            cls.write(cls.stream, text)
        cls.sent = time.perf_counter()


def _tick(*_args):
    now = time.perf_counter()
    if now > _Clock.deadline:
        raise _TimeLimit()
    if _Output.parts and now - _Output.sent >= _Output.BATCH_S:
        _Output.flush()


_M.use_tool_id(_TOOL, "exercise-time-limit")
_M.register_callback(_TOOL, _M.events.JUMP, _tick)
_M.register_callback(_TOOL, _M.events.PY_START, _tick)


class _Stream:
    def __init__(self, name, write):
        self._name = name
        self._write = write

    def write(self, text):
        text = str(text)
        if text:
            self._write(self._name, text)
        return len(text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    @property
    def encoding(self):
        return "utf-8"


OUTPUT_LIMIT = 100_000
OUTPUT_NOTICE = "\n[Output stopped here: your program printed more than 100,000 characters.]\n"


def _limited(write):
    """The program's output up to OUTPUT_LIMIT characters, then one notice: a printing loop cannot flood the page."""
    left = [OUTPUT_LIMIT]

    def limited_write(stream, text):
        if left[0] <= 0:
            return
        if len(text) >= left[0]:
            write(stream, text[: left[0]])
            left[0] = 0
            write("stderr", OUTPUT_NOTICE)
            return
        left[0] -= len(text)
        write(stream, text)

    return limited_write


def _make_input(write, read_line, echo):
    """input(); with echo, the prompt and the typed line show in the output as on a terminal (Run)."""

    def input(prompt=""):
        prompt = str(prompt)
        if prompt and echo:
            write("stdout", prompt)
        _Output.flush()
        started = time.perf_counter()
        line = read_line(prompt)
        # Waiting for the learner to type is not running time.
        _Clock.deadline += time.perf_counter() - started
        if line is None:
            raise EOFError("EOF when reading a line")
        line = str(line)
        if echo:
            write("stdout", line + "\n")
        return line

    return input


def _learner_error(exc):
    """The exception as the learner sees it: their frames only, the line in their code."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == FILENAME]
    only = "".join(traceback.format_exception_only(type(exc), exc))
    if isinstance(exc, SyntaxError):
        line = exc.lineno if exc.filename == FILENAME else None
        text = only
    else:
        line = frames[-1].lineno if frames else None
        text = (
            "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) + only
            if frames
            else only
        )
    message = str(exc.msg) if isinstance(exc, SyntaxError) else str(exc)
    return {"type": type(exc).__name__, "message": message, "line": line, "traceback": text}


def _compile(code):
    linecache.cache[FILENAME] = (len(code), None, code.splitlines(True), FILENAME)
    return compile(code, FILENAME, "exec", dont_inherit=True)


def _explained(exc):
    """The error outcome; the clock still runs while the error is explained (its message may be the learner's own
    __str__), so the limit reached then, or by a traceback long to format, is the program's timeout."""
    try:
        return {"kind": "error", "error": _learner_error(exc)}
    except _TimeLimit:
        return {"kind": "timeout"}


def _execute(compiled, limit_s, write, read_line, after=None, echo=True):
    """Runs the compiled program in a fresh namespace; returns (outcome, namespace, value of after(namespace))."""
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    _Output.write, _Output.sent = write, -math.inf
    write = _limited(_Output.add)
    saved = sys.stdout, sys.stderr, sys.stdin, builtins.input
    sys.stdout, sys.stderr = _Stream("stdout", write), _Stream("stderr", write)
    builtins.input = _make_input(write, read_line, echo)
    value = None
    _Clock.deadline = time.perf_counter() + limit_s
    _M.set_events(_TOOL, _M.events.JUMP | _M.events.PY_START)
    try:
        exec(compiled, namespace)
        if after is not None:
            value = after(namespace)
        outcome = {"kind": "finished"}
    except _TimeLimit:
        outcome = {"kind": "timeout"}
    except SystemExit as exc:
        # exit() ends the program as it would on a computer; a non-zero code is not an error to explain.
        outcome = {"kind": "finished"} if exc.code in (None, 0) else _explained(exc)
    except BaseException as exc:
        outcome = _explained(exc)
    finally:
        _M.set_events(_TOOL, 0)
        _Clock.deadline = math.inf
        _Output.flush()
        sys.stdout, sys.stderr, sys.stdin, builtins.input = saved
    return outcome, value


def run(code, limit_ms, write, read_line):
    try:
        compiled = _compile(code)
    except SyntaxError as exc:
        return json.dumps({"kind": "error", "error": _learner_error(exc)})
    outcome, _ = _execute(compiled, limit_ms / 1000, write, read_line)
    return json.dumps(outcome)


# ---- checking ---------------------------------------------------------------------------------------------------

_CONSTRUCTS = {
    "for": (ast.For, ast.AsyncFor, ast.comprehension),
    "while": (ast.While,),
    "if": (ast.If, ast.IfExp),
    "def": (ast.FunctionDef, ast.AsyncFunctionDef),
}


def _uses(tree, construct, name):
    for node in ast.walk(tree):
        if construct == "call":
            if isinstance(node, ast.Call):
                func = node.func
                called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
                if called == name:
                    return True
        elif isinstance(node, _CONSTRUCTS[construct]):
            return True
    return False


def _normalise(text, match):
    if match == "exact":
        return text
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines)


def _same(expected, got):
    """JSON's expected value against Python's: floats within a tolerance, tuples as lists, bool never as a number."""
    if isinstance(expected, bool) or isinstance(got, bool):
        return type(expected) is type(got) and expected == got
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        if isinstance(expected, float) or isinstance(got, float):
            return math.isclose(expected, got, rel_tol=1e-9, abs_tol=1e-9)
        return expected == got
    if isinstance(expected, list) and isinstance(got, (list, tuple)):
        return len(expected) == len(got) and all(_same(e, g) for e, g in zip(expected, got))
    if isinstance(expected, dict) and isinstance(got, dict):
        return expected.keys() == got.keys() and all(_same(expected[k], got[k]) for k in expected)
    return type(expected) is type(got) and expected == got


def _safe_repr(value):
    try:
        text = repr(value)
    except BaseException:
        text = "<a value that cannot be shown>"
    return text if len(text) <= 2000 else text[:2000] + "…"


def _collector():
    parts = []
    return parts, lambda stream, text: parts.append(text) if stream == "stdout" else None


def _stdin_lines(stdin):
    """The lines input() reads from a case's stdin (or Node's): a final newline ends the last line, adds none."""
    lines = stdin.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def feeder(stdin):
    """input()'s lines from stdin in turn, then None (EOFError)."""
    lines = _stdin_lines(stdin)
    lines.reverse()
    return lambda _prompt: lines.pop() if lines else None


class _Runs:
    """A check's runs of the program. After one runs out of time the rest are not run: a loop that never ends would
    otherwise cost the time limit once per case."""

    def __init__(self, on_case):
        self.on_case = on_case
        self.timed_out = False

    def skip(self, case):
        """Marks the case not run when an earlier case ran out of time; True if it was."""
        if self.timed_out:
            case["notRun"] = True
        else:
            self.on_case()
        return self.timed_out


def _with_outcome(case, outcome, runs):
    if outcome["kind"] == "timeout":
        runs.timed_out = True
        case["timedOut"] = True
        case["passed"] = False
    elif outcome["kind"] == "error":
        case["error"] = outcome["error"]
        case["passed"] = False
    return case


def _output_case(compiled, limit_s, stdin, expected, match, kind, label, runs):
    case = {"kind": kind, "label": label, "expected": expected, "passed": False}
    if kind == "stdin":
        case["stdin"] = stdin
    if runs.skip(case):
        return case
    parts, write = _collector()
    # A check compares what the program prints, not its prompts: a learner's own wording of a question passes.
    outcome, _ = _execute(compiled, limit_s, write, feeder(stdin), echo=False)
    case["got"] = "".join(parts)
    case["passed"] = _normalise(case["got"], match) == _normalise(expected, match)
    return _with_outcome(case, outcome, runs)


def _stdin_label(stdin):
    lines = _stdin_lines(stdin)
    return "Input: " + " then ".join(lines) if lines else "No input"


class _Missing:
    pass


def _function_case(compiled, limit_s, name, args, expected, runs):
    label = name + "(" + ", ".join(_safe_repr(a) for a in args) + ")"
    case = {"kind": "function", "label": label, "args": [_safe_repr(a) for a in args],
            "expected": _safe_repr(expected), "passed": False}
    if runs.skip(case):
        return case

    def call(namespace):
        function = namespace.get(name, _Missing)
        if function is _Missing or not callable(function):
            return _Missing
        return function(*json.loads(json.dumps(args)))

    _, write = _collector()
    outcome, value = _execute(compiled, limit_s, write, feeder(""), call)
    if outcome["kind"] != "finished":
        return _with_outcome(case, outcome, runs)
    if value is _Missing:
        case["error"] = {"type": "NameError", "message": "name '" + name + "' is not defined", "line": None,
                         "traceback": "NameError: name '" + name + "' is not defined",
                         "missingFunction": name}
        return case
    case["got"] = _safe_repr(value)
    case["passed"] = _same(expected, value)
    return case


def check(code, check_json, limit_ms, on_case):
    spec = json.loads(check_json)
    try:
        compiled = _compile(code)
        tree = ast.parse(code, FILENAME)
    except SyntaxError as exc:
        return json.dumps({"passed": False, "cases": [], "error": _learner_error(exc)})
    limit_s = limit_ms / 1000
    runs = _Runs(on_case)
    cases = []
    for rule in spec.get("rules") or []:
        used = _uses(tree, rule["construct"], rule.get("name"))
        cases.append({"kind": "rule", "label": rule["message"],
                      "passed": used if rule["kind"] == "requires" else not used})
    output = spec.get("output")
    if output:
        cases.append(_output_case(compiled, limit_s, "", output["expected"], output["match"], "output", "Output",
                                  runs))
    stdin_cases = spec.get("stdinCases")
    if stdin_cases:
        for each in stdin_cases["cases"]:
            cases.append(_output_case(compiled, limit_s, each["stdin"], each["expected"], stdin_cases["match"],
                                      "stdin", _stdin_label(each["stdin"]), runs))
    functions = spec.get("functionCases")
    if functions:
        for each in functions["cases"]:
            cases.append(_function_case(compiled, limit_s, functions["name"], each["args"], each["expected"],
                                        runs))
    return json.dumps({"passed": all(c["passed"] for c in cases), "cases": cases})
`;
