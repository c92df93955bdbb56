import { codeRule, exerciseCheck } from './exercise';

const output = { expected: 'hi\n', match: 'exact' } as const;

test('a check holds at least one part, and every part it has holds at least one case or rule', () => {
  expect(exerciseCheck.safeParse({}).success).toBe(false);
  expect(exerciseCheck.safeParse({ output }).success).toBe(true);
  // An empty list would let any program pass.
  expect(exerciseCheck.safeParse({ output, rules: [] }).success).toBe(false);
  expect(exerciseCheck.safeParse({ stdinCases: { match: 'trimmed', cases: [] } }).success).toBe(false);
  expect(exerciseCheck.safeParse({ functionCases: { name: 'double', cases: [] } }).success).toBe(false);
  expect(
    exerciseCheck.safeParse({ functionCases: { name: 'double', cases: [{ args: [2], expected: 4 }] } })
      .success,
  ).toBe(true);
});

test('a call rule names the function it is about; other rules need no name', () => {
  const message = 'Add the numbers up yourself, without sum().';
  expect(codeRule.safeParse({ kind: 'forbids', construct: 'call', message }).success).toBe(false);
  expect(codeRule.safeParse({ kind: 'forbids', construct: 'call', name: 'sum', message }).success).toBe(true);
  expect(codeRule.safeParse({ kind: 'requires', construct: 'for', message: 'Use a for loop.' }).success).toBe(
    true,
  );
});
