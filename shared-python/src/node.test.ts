import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ExerciseCheck } from 'shared-contract';
import { createNodePython, type NodePython } from './node';

let python: NodePython;
before(async () => {
  python = await createNodePython();
});

const LIMIT = 1000;
const run = (code: string, stdin?: string, timeLimitMs = LIMIT) => python.run(code, { stdin, timeLimitMs });
const check = (code: string, spec: ExerciseCheck) => python.check(code, spec, { timeLimitMs: LIMIT });

describe('run', () => {
  test('prints stdout and stderr as text, in order', () => {
    const result = run('import sys\nprint("<b>hi</b>")\nprint("oops", file=sys.stderr)\nprint(1 + 2)');
    assert.deepEqual(result.outcome, { kind: 'finished' });
    assert.equal(result.stdout, '<b>hi</b>\n3\n');
    assert.equal(result.stderr, 'oops\n');
  });

  test('feeds input() from stdin, echoing the prompt and the line like a terminal', () => {
    const result = run('name = input("Name? ")\nage = int(input())\nprint(name, age + 1)', 'Ann\n9\n');
    assert.deepEqual(result.outcome, { kind: 'finished' });
    assert.equal(result.stdout, 'Name? Ann\n9\nAnn 10\n');
  });

  test('input() after the last line raises EOFError', () => {
    const result = run('input()\ninput()', 'one');
    assert.equal(result.outcome.kind, 'error');
    assert.equal(result.outcome.kind === 'error' && result.outcome.error.type, 'EOFError');
  });

  test('stops a loop that never ends within the limit, and the next run works', () => {
    const started = Date.now();
    const stuck = run('while True:\n    pass', undefined, 500);
    assert.deepEqual(stuck.outcome, { kind: 'timeout', limitMs: 500 });
    assert.ok(Date.now() - started < 1500, `took ${Date.now() - started} ms`);
    assert.deepEqual(run('print("again")'), { outcome: { kind: 'finished' }, stdout: 'again\n', stderr: '' });
  });

  test('output stops after 100,000 characters with a notice, so a printing loop cannot flood the page', () => {
    // Lines of 5,000 characters reach the limit in 20 prints, however slow the machine (CI once got only 90,965
    // characters of one-word lines inside the time limit).
    const flooding = 'while True:\n    print("spam" * 1250)';
    const flood = run(flooding, undefined, 500);
    assert.equal(flood.outcome.kind, 'timeout');
    assert.equal(flood.stdout.length, 100_000);
    assert.equal(
      flood.stderr,
      '\n[Output stopped here: your program printed more than 100,000 characters.]\n',
    );
    const report = python.check(
      flooding,
      { output: { expected: 'spam', match: 'exact' } },
      {
        timeLimitMs: 300,
      },
    );
    assert.equal(report.cases[0]?.got?.length, 100_000);
  });

  test('a bare except cannot swallow the time limit', () => {
    const stuck = run('while True:\n    try:\n        pass\n    except:\n        pass', undefined, 300);
    assert.equal(stuck.outcome.kind, 'timeout');
  });

  test("the limit reached while the error is explained (the learner's own __str__) is a timeout", () => {
    const code =
      'class Stuck(Exception):\n    def __str__(self):\n        while True:\n            pass\nraise Stuck()';
    assert.deepEqual(run(code, undefined, 300).outcome, { kind: 'timeout', limitMs: 300 });
  });

  test('endless recursion ends as a RecursionError', () => {
    const { outcome } = run('def f():\n    return f()\nf()');
    assert.equal(outcome.kind === 'error' && outcome.error.type, 'RecursionError');
  });

  test('the end of a burst of output is sent while the program still runs, not at the next print', async () => {
    const { createEngine } = await import('./engine/engine');
    const { loadPyodide } = await import('pyodide');
    const engine = createEngine(await loadPyodide());
    const started = Date.now();
    const written: { text: string; at: number }[] = [];
    const outcome = engine.run('for n in range(3):\n    print(n)\nwhile True:\n    pass', {
      timeLimitMs: 1000,
      write: (_stream, text) => written.push({ text, at: Date.now() - started }),
      readLine: () => undefined,
    });
    assert.equal(outcome.kind, 'timeout');
    assert.equal(written.map((w) => w.text).join(''), '0\n1\n2\n');
    // Batched: not one write per print, and the last one well before the limit ended the program.
    assert.ok(written.length < 6, `${written.length} writes`);
    const tail = written.at(-1)?.at ?? Infinity;
    assert.ok(tail < 500, `the tail came at ${tail} ms`);
  });

  test('stdin is split into lines in one place: Node, stdin cases and their labels agree', () => {
    const code = 'while True:\n    print(repr(input()))';
    for (const [stdin, lines, label] of [
      ['a\nb\n', ['a', 'b'], 'Input: a then b'],
      ['a\n\nb', ['a', '', 'b'], 'Input: a then  then b'],
      ['', [], 'No input'],
    ] as const) {
      // Run echoes each line read, as a terminal does; a check's case does not.
      const echoed = lines.map((line) => `${line}\n'${line}'\n`).join('');
      assert.equal(run(code, stdin).stdout, echoed);
      const report = check(code, { stdinCases: { match: 'exact', cases: [{ stdin, expected: '' }] } });
      assert.equal(report.cases[0]?.label, label);
      assert.equal(report.cases[0]?.got, lines.map((line) => `'${line}'\n`).join(''));
    }
  });

  test('time spent waiting for input() does not count towards the limit', async () => {
    const { createEngine } = await import('./engine/engine');
    const { loadPyodide } = await import('pyodide');
    const engine = createEngine(await loadPyodide());
    const outcome = engine.run('x = input("? ")\nfor _ in range(3):\n    pass\nprint(x)', {
      timeLimitMs: 200,
      write: () => {},
      readLine: () => {
        const until = Date.now() + 600;
        while (Date.now() < until);
        return 'late';
      },
    });
    assert.deepEqual(outcome, { kind: 'finished' });
  });
});

describe('errors', () => {
  const errorOf = (code: string) => {
    const { outcome } = run(code);
    assert.equal(outcome.kind, 'error', `expected an error from ${code}`);
    return outcome.kind === 'error' ? outcome.error : assert.fail();
  };

  test('a runtime error names the line in the learner code, with a traceback of their frames only', () => {
    const error = errorOf('def half(n):\n    return n / 0\n\nprint("start")\nhalf(4)');
    assert.equal(error.type, 'ZeroDivisionError');
    assert.equal(error.message, 'division by zero');
    assert.equal(error.line, 2);
    assert.match(error.traceback, /^Traceback \(most recent call last\):\n {2}File "<exercise>", line 5/);
    assert.match(error.traceback, /return n \/ 0/);
    assert.doesNotMatch(error.traceback, /engine|_execute|exec\(/);
    assert.match(error.explanation ?? '', /divided by zero/);
  });

  test('a misspelt print is named', () => {
    for (const word of ['prnt', 'Print', 'pritn', 'PRINT']) {
      const error = errorOf(`${word}("hi")`);
      assert.equal(error.type, 'NameError');
      assert.equal(error.line, 1);
      assert.match(error.explanation ?? '', /Did you mean print\?/, word);
    }
  });

  test('an unknown name is explained', () => {
    const error = errorOf('score = 1\nprint(scor + points)');
    assert.equal(error.line, 2);
    assert.match(error.explanation ?? '', /does not know the name "scor"/);
  });

  const syntax: [string, string, number, RegExp][] = [
    ['missing colon', 'for i in range(3)\n    print(i)', 1, /colon \(:\) is missing/],
    ['unclosed quote', 'print("hello)', 1, /missing its closing quote/],
    ['unclosed bracket', 'x = 1\nprint((x + 1)', 2, /bracket \( was opened here but never closed/],
    ['unexpected indent', 'x = 1\n    print(x)', 2, /spaces that Python did not expect/],
    ['expected an indented block', 'if True:\nprint(1)', 2, /pushed in by 4 spaces/],
    ['Python 2 print', 'print "hi"', 1, /print needs brackets around what it prints: write print\("hi"\)/],
  ];
  for (const [what, code, line, explanation] of syntax) {
    test(`a syntax error (${what}) gives its line and an explanation`, () => {
      const error = errorOf(code);
      assert.match(error.type, /^(SyntaxError|IndentationError)$/);
      assert.equal(error.line, line);
      assert.match(error.explanation ?? '', explanation);
      assert.match(error.traceback, /File "<exercise>", line \d/);
    });
  }

  test('mixing text and numbers is explained, both ways round', () => {
    assert.match(errorOf('print("Age: " + 10)').explanation ?? '', /join text and a number/);
    assert.match(errorOf('n = "5"\nprint(1 + n)').explanation ?? '', /number and some text/);
    assert.match(
      errorOf('n = input() if False else "5"\nprint(n - 1)').explanation ?? '',
      /text and a number/,
    );
  });

  test('an error without an explanation still has its traceback', () => {
    const error = errorOf('int("x")');
    assert.equal(error.type, 'ValueError');
    assert.equal(error.explanation, null);
    assert.match(error.traceback, /ValueError: invalid literal/);
  });
});

describe('check', () => {
  test('output: exact and trimmed', () => {
    const exact: ExerciseCheck = { output: { expected: 'Hi\n', match: 'exact' } };
    assert.equal(check('print("Hi")', exact).passed, true);
    const failed = check('print("Hi ")', exact);
    assert.equal(failed.passed, false);
    assert.deepEqual(failed.cases, [
      { kind: 'output', label: 'Output', expected: 'Hi\n', got: 'Hi \n', passed: false },
    ]);
    assert.equal(
      check('print("Hi   ")\nprint()', { output: { expected: 'Hi', match: 'trimmed' } }).passed,
      true,
    );
  });

  test('stdin cases: each fed its lines; the failing case is named with what came out', () => {
    const spec: ExerciseCheck = {
      stdinCases: {
        match: 'trimmed',
        cases: [
          { stdin: '3\n4\n', expected: '7' },
          { stdin: '10\n5\n', expected: '15' },
        ],
      },
    };
    assert.equal(check('a = int(input())\nb = int(input())\nprint(a + b)', spec).passed, true);
    const report = check('a = int(input())\nb = int(input())\nprint(a + b if a < 10 else 0)', spec);
    assert.equal(report.passed, false);
    assert.deepEqual(
      report.cases.map((c) => [c.label, c.passed, c.got]),
      [
        ['Input: 3 then 4', true, '7\n'],
        ['Input: 10 then 5', false, '0\n'],
      ],
    );
    assert.equal(report.cases[1]?.stdin, '10\n5\n');
  });

  test('function cases: repr of args, expected and got; floats within a tolerance', () => {
    const spec: ExerciseCheck = {
      functionCases: {
        name: 'average',
        cases: [
          { args: [[1, 2]], expected: 1.5 },
          { args: [[0.1, 0.2]], expected: 0.15 },
          { args: [['a']], expected: 'a' },
        ],
      },
    };
    const report = check(
      'def average(items):\n    if items == ["a"]:\n        return "b"\n    return sum(items) / len(items)',
      spec,
    );
    assert.equal(report.passed, false);
    assert.deepEqual(report.cases[0], {
      kind: 'function',
      label: 'average([1, 2])',
      args: ['[1, 2]'],
      expected: '1.5',
      got: '1.5',
      passed: true,
    });
    assert.equal(report.cases[1]?.passed, true, 'sum([0.1, 0.2]) / 2 is 0.15 within the tolerance');
    assert.deepEqual(
      [report.cases[2]?.label, report.cases[2]?.expected, report.cases[2]?.got],
      ["average(['a'])", "'a'", "'b'"],
    );
  });

  test('function cases: a missing function is named; each case starts from a fresh namespace', () => {
    const missing = check('def avg(items):\n    return 0', {
      functionCases: { name: 'average', cases: [{ args: [[1]], expected: 1 }] },
    });
    assert.equal(missing.passed, false);
    assert.match(missing.cases[0]?.error?.explanation ?? '', /no function called average/);
    const counter = 'calls = []\ndef count():\n    calls.append(1)\n    return len(calls)';
    const fresh = check(counter, {
      functionCases: {
        name: 'count',
        cases: [
          { args: [], expected: 1 },
          { args: [], expected: 1 },
        ],
      },
    });
    assert.equal(fresh.passed, true);
  });

  test('function cases: a bool is not a number, and a tuple compares as a list', () => {
    const spec = (expected: ExerciseCheck['functionCases']) => ({ functionCases: expected });
    assert.equal(
      check('def f():\n    return 1', spec({ name: 'f', cases: [{ args: [], expected: true }] })).passed,
      false,
    );
    assert.equal(
      check('def f():\n    return (1, 2)', spec({ name: 'f', cases: [{ args: [], expected: [1, 2] }] }))
        .passed,
      true,
    );
  });

  test('rules: requires and forbids each construct', () => {
    const rules = (
      kind: 'requires' | 'forbids',
      construct: 'for' | 'while' | 'if' | 'def' | 'call',
      name?: string,
    ) => ({
      rules: [{ kind, construct, ...(name ? { name } : {}), message: `${kind} ${construct}` }],
    });
    const code =
      'def total(items):\n    t = 0\n    for i in items:\n        if i:\n            t += i\n    return t\nprint(total([1]))';
    assert.equal(check(code, rules('requires', 'for')).passed, true);
    assert.equal(check(code, rules('requires', 'if')).passed, true);
    assert.equal(check(code, rules('requires', 'def')).passed, true);
    assert.equal(check(code, rules('forbids', 'while')).passed, true);
    assert.equal(check(code, rules('forbids', 'call', 'sum')).passed, true);
    const broken = check('print(sum([1, 2]))', rules('forbids', 'call', 'sum'));
    assert.deepEqual(broken, {
      passed: false,
      cases: [{ kind: 'rule', label: 'forbids call', passed: false }],
    });
    assert.equal(check('while False:\n    pass', rules('requires', 'while')).passed, true);
    assert.equal(check('print(1)', rules('requires', 'for')).passed, false);
  });

  test('a combined check lists every case; a syntax error gives the error and no case', () => {
    const spec: ExerciseCheck = {
      output: { expected: '6', match: 'trimmed' },
      functionCases: { name: 'double', cases: [{ args: [3], expected: 6 }] },
      rules: [{ kind: 'requires', construct: 'def', message: 'Write a function with def.' }],
    };
    const report = check('def double(n):\n    return n * 2\nprint(double(3))', spec);
    assert.deepEqual(
      report.cases.map((c) => [c.kind, c.passed]),
      [
        ['rule', true],
        ['output', true],
        ['function', true],
      ],
    );
    const broken = check('def double(n)\n    return n * 2', spec);
    assert.deepEqual(broken.cases, []);
    assert.equal(broken.passed, false);
    assert.equal(broken.error?.line, 1);
    assert.match(broken.error?.explanation ?? '', /colon/);
  });

  test('a case that never ends stops the check: the limit is waited once, the later cases are not run', () => {
    const started = Date.now();
    const report = python.check(
      'n = int(input())\nwhile n == 1:\n    pass\nprint(n)',
      {
        stdinCases: {
          match: 'trimmed',
          cases: [
            { stdin: '2', expected: '2' },
            { stdin: '1', expected: '1' },
            { stdin: '3', expected: '3' },
            { stdin: '4', expected: '4' },
          ],
        },
        functionCases: { name: 'f', cases: [{ args: [1], expected: 1 }] },
        rules: [{ kind: 'forbids', construct: 'for', message: 'Do not use a for loop.' }],
      },
      { timeLimitMs: 400 },
    );
    const took = Date.now() - started;
    assert.ok(took < 1000, `took ${took} ms`);
    assert.equal(report.passed, false);
    assert.deepEqual(
      report.cases.map((c) => [c.label, c.passed, c.timedOut ?? false, c.notRun ?? false]),
      [
        ['Do not use a for loop.', true, false, false],
        ['Input: 2', true, false, false],
        ['Input: 1', false, true, false],
        ['Input: 3', false, false, true],
        ['Input: 4', false, false, true],
        ['f(1)', false, false, true],
      ],
    );
    assert.deepEqual(report.cases[3], {
      kind: 'stdin',
      label: 'Input: 3',
      stdin: '3',
      expected: '3',
      passed: false,
      notRun: true,
    });
  });

  test("stdin cases compare what the program prints, not its prompts: a learner's own question passes", () => {
    const spec: ExerciseCheck = {
      stdinCases: { match: 'exact', cases: [{ stdin: 'Ada\n', expected: 'Hello Ada\n' }] },
    };
    assert.equal(check('name = input("What is your name? ")\nprint("Hello", name)', spec).passed, true);
    assert.equal(check('name = input("Name please: ")\nprint("Hello", name)', spec).passed, true);
  });

  test('an error in a case is reported on that case', () => {
    const report = check('print(10 / int(input()))', {
      stdinCases: { match: 'trimmed', cases: [{ stdin: '0', expected: '0\n' }] },
    });
    assert.equal(report.cases[0]?.error?.type, 'ZeroDivisionError');
    assert.equal(report.cases[0]?.error?.line, 1);
  });
});
