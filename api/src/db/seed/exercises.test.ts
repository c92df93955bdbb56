import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createNodePython, type NodePython } from 'shared-python/node';
import { storedCheck, withHiddenCases } from '../../features/exercises/exercises';
import { exercises, lessons } from './catalog';

/** Every seeded exercise, checked with the real Python runner (Pyodide) the learner's browser uses. */
const seeded = exercises.map((row) => ({
  name:
    lessons.find((lesson) => lesson.lesson_id === row.lesson_id)?.lesson_name ?? `lesson ${row.lesson_id}`,
  starter: row.starter_code,
  solution: row.solution,
  timeLimitMs: row.time_limit_ms,
  check: storedCheck(row).visible,
  hidden: storedCheck(row).hidden,
  serverCheck: withHiddenCases(storedCheck(row).visible, storedCheck(row).hidden),
}));

/** Wrong answers a learner might write, and the cases that must name what is wrong (every other case passes). */
const wrongAnswers: Record<string, Array<{ code: string; failing: string[] }>> = {
  'Exercise - Print a Greeting Card': [
    {
      code: 'print("**********")\nprint("Happy Birthday, Sam!")\nprint("**********")\n',
      failing: ['Output'],
    },
  ],
  'Exercise - Calculator Warm-up': [
    {
      code: 'slices = 2 * 8\nfriends = 3\nprint("Each friend gets", slices / friends, "slices")\nprint("Slices left over:", slices % friends)\n',
      failing: ['Output'],
    },
  ],
  'Exercise - Even or Odd': [
    {
      // Right for 7 only, and without the if the exercise is about.
      code: 'number = int(input())\nprint(f"{number} is odd")\nprint(f"{number} is not bigger than 100")\n',
      failing: [
        'Use an if statement to decide what to print.',
        'Input: 150',
        'Input: 100',
        'Input: 101',
        'Input: 0',
      ],
    },
  ],
  'Exercise - Shopping List': [
    {
      code: 'shopping = []\nwhile True:\n    item = input()\n    if item == "done":\n        break\n    shopping.append(item)\nprint("Your shopping list:")\nfor position, item in enumerate(shopping):\n    print(f"{position}. {item}")\n',
      failing: ['Input: milk then eggs then bread then done', 'Input: apples then done'],
    },
  ],
  'Exercise - Temperature Converter': [
    {
      // Forgets the brackets, so the multiplication happens before the taking away.
      code: 'def celsius_to_fahrenheit(celsius):\n    return celsius * 9 / 5 + 32\n\n\ndef fahrenheit_to_celsius(fahrenheit):\n    return fahrenheit - 32 * 5 / 9\n\n\nfor celsius in range(0, 41, 10):\n    print(f"{celsius} C = {celsius_to_fahrenheit(celsius)} F")\n',
      failing: [
        'fahrenheit_to_celsius(32)',
        'fahrenheit_to_celsius(212)',
        'fahrenheit_to_celsius(50)',
        'fahrenheit_to_celsius(-40)',
        'fahrenheit_to_celsius(77)',
      ],
    },
  ],
  'Exercise - Word Counter': [
    {
      code: 'from collections import Counter\n\nsentence = input().lower()\nfor word, count in Counter(sentence.split()).items():\n    print(f"{word}: {count}")\n',
      failing: ['Count the words with your own dictionary, without Counter.'],
    },
  ],
  'Exercise - Prime Numbers': [
    {
      // Counts 1 as a prime.
      code: 'from itertools import islice\n\n\ndef is_prime(number):\n    for divisor in range(2, number):\n        if number % divisor == 0:\n            return False\n    return True\n\n\ndef primes():\n    candidate = 2\n    while True:\n        if is_prime(candidate):\n            yield candidate\n        candidate += 1\n\n\nprint(*islice(primes(), 20))\n',
      failing: ['is_prime(1)', 'is_prime(0)'],
    },
  ],
};

describe('the seeded exercises, checked with the real Python runner', () => {
  let python: NodePython;
  before(async () => {
    python = await createNodePython();
  });

  test('there are fifteen, and every wrong-answer sample belongs to one of them', () => {
    assert.equal(seeded.length, 15);
    for (const name of Object.keys(wrongAnswers))
      assert.ok(
        seeded.some((exercise) => exercise.name === name),
        `${name} is not a seeded exercise`,
      );
  });

  for (const exercise of seeded) {
    test(`${exercise.name}: the reference solution passes every case, hidden ones too, and the starter code does not`, () => {
      const solved = python.check(exercise.solution, exercise.serverCheck, {
        timeLimitMs: exercise.timeLimitMs,
      });
      assert.equal(solved.error, undefined, `the solution does not compile: ${solved.error?.message}`);
      const failed = solved.cases.filter((each) => !each.passed).map((each) => each.label);
      assert.deepEqual(failed, [], `the solution fails ${failed.join(', ')}`);
      assert.equal(solved.passed, true);

      const started = python.check(exercise.starter, exercise.check, { timeLimitMs: exercise.timeLimitMs });
      assert.equal(started.passed, false, 'the starter code already passes');
    });
  }

  for (const [name, answers] of Object.entries(wrongAnswers)) {
    test(`${name}: each wrong answer fails on exactly the cases that say what is wrong`, () => {
      const exercise = seeded.find((each) => each.name === name);
      assert.ok(exercise);
      for (const answer of answers) {
        const report = python.check(answer.code, exercise.check, { timeLimitMs: exercise.timeLimitMs });
        assert.equal(report.passed, false);
        assert.deepEqual(
          report.cases.filter((each) => !each.passed).map((each) => each.label),
          answer.failing,
        );
      }
    });
  }

  test('every exercise with stdin or function cases has hidden cases too, and a program printing the visible answers fails them', () => {
    for (const exercise of seeded) {
      const lists = [exercise.check.stdinCases, exercise.check.functionCases].filter(Boolean);
      if (lists.length === 0) continue;
      assert.ok(
        (exercise.hidden.stdinCases?.length ?? 0) + (exercise.hidden.functionCases?.length ?? 0) > 0,
        `${exercise.name} has no hidden case`,
      );
      const stdinCases = exercise.check.stdinCases?.cases;
      if (!stdinCases) continue;
      // The answer of each visible case, looked up by the input: all a learner who copied the cases could write.
      const table = Object.fromEntries(stdinCases.map((entry) => [entry.stdin, entry.expected]));
      // The constructs the rules ask for are there (unused), so only the hidden cases can tell it apart.
      const copied = [
        'def unused():',
        '    for _ in []:',
        '        if False:',
        '            pass',
        `answers = ${JSON.stringify(table)}`,
        'lines = []',
        'while True:',
        '    try:',
        '        lines.append(input())',
        '    except EOFError:',
        '        break',
        "print(answers.get(''.join(line + '\\n' for line in lines), ''), end='')",
      ].join('\n');
      assert.equal(python.check(copied, exercise.check, { timeLimitMs: 3000 }).passed, true, exercise.name);
      assert.equal(
        python.check(copied, exercise.serverCheck, { timeLimitMs: 3000 }).passed,
        false,
        exercise.name,
      );
    }
  });

  test('an exercise that never ends is stopped within its time limit', () => {
    const exercise = seeded.find((each) => each.name === 'Exercise - Shopping List');
    assert.ok(exercise);
    const started = Date.now();
    // A loop with no way out, as a learner who forgets the break might write.
    const report = python.check('while True:\n    pass\n', exercise.check, { timeLimitMs: 500 });
    const stdin = report.cases.filter((each) => each.kind === 'stdin');
    assert.ok(stdin.length > 1);
    // Stopped once for the whole check: the first case runs out of time, the later ones are not run.
    assert.deepEqual(
      stdin.map((each) => [each.passed, each.timedOut ?? false, each.notRun ?? false]),
      stdin.map((_, index) => [false, index === 0, index > 0]),
    );
    assert.ok(Date.now() - started < 500 + 1000, 'the check is stopped at the limit, once');
  });
});
