import { outputDifference } from './outputDifference';

describe('outputDifference', () => {
  test('names the first differing line and character', () => {
    expect(outputDifference('a\nb\n', 'a\nc\n', 'exact')).toBe(
      'Line 2 differs at character 1: expected "b", got "c".',
    );
    expect(
      outputDifference(
        'Each friend gets 5 slices\n',
        'Each friend gets 5.333333333333333 slices\n',
        'trimmed',
      ),
    ).toBe('Line 1 differs at character 19: expected a space, got ".".');
    expect(outputDifference('x\nabcd\n', 'x\nabce\n', 'trimmed')).toBe(
      'Line 2 differs at character 4: expected "d", got "e".',
    );
  });

  test('a line that ends too soon or goes on too long', () => {
    expect(outputDifference('Hello, Sam!', 'Hello, Sam', 'trimmed')).toBe(
      'Line 1 differs at character 11: expected "!", got the end of the line.',
    );
    expect(outputDifference('Hi', 'Hi there', 'exact')).toBe(
      'Line 1 differs at character 3: expected the end of the line, got a space.',
    );
    expect(outputDifference('a\tb', 'a b', 'exact')).toBe(
      'Line 1 differs at character 2: expected a tab, got a space.',
    );
  });

  test('missing and extra lines', () => {
    expect(outputDifference('one\ntwo\nthree\n', 'one\ntwo\n', 'trimmed')).toBe(
      'Line 3 is missing: expected "three".',
    );
    expect(outputDifference('one\n', '', 'trimmed')).toBe('Line 1 is missing: expected "one".');
    expect(outputDifference('one\n', 'one\ntwo\n', 'exact')).toBe('Line 2 is extra: got "two".');
    expect(outputDifference('one\n', 'one\n\n', 'exact')).toBe('Line 2 is extra: got an empty line.');
    expect(outputDifference('one\n\nthree', 'one\nthree', 'trimmed')).toBe(
      'Line 2 should be empty: got "three".',
    );
    expect(outputDifference('one\nthree', 'one\n\nthree', 'trimmed')).toBe(
      'Line 2 is empty: expected "three".',
    );
  });

  test('a long line is quoted by its start', () => {
    const long = 'x'.repeat(100);
    expect(outputDifference(`a\n${long}`, 'a', 'trimmed')).toBe(
      `Line 2 is missing: expected "${'x'.repeat(60)}…".`,
    );
  });

  test('compares as the check does: trimmed ignores trailing spaces and blank lines, exact does not', () => {
    expect(outputDifference('a\nb\n', 'a  \nb\n\n\n', 'trimmed')).toBeNull();
    expect(outputDifference('a\n', 'a  \n', 'exact')).toBe(
      'Line 1 differs at character 2: expected the end of the line, got a space.',
    );
    expect(outputDifference('a\n', 'a', 'exact')).toBe('The last line should end with a line break.');
    expect(outputDifference('a', 'a\n', 'exact')).toBe('The last line should not end with a line break.');
    expect(outputDifference('same\n', 'same\n', 'exact')).toBeNull();
  });
});
