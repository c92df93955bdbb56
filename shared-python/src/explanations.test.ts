import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { explainError } from './explanations';

// The explanations on their own, matched on the messages Python 3.14 gives (node.test.ts runs the real ones).
describe('explainError', () => {
  test("Python 2's print statement gets plain words: print needs brackets", () => {
    assert.equal(
      explainError('SyntaxError', "Missing parentheses in call to 'print'. Did you mean print(...)?"),
      'In Python 3, print needs brackets around what it prints: write print("hi"), not print "hi".',
    );
  });

  test('indentation errors, and tabs mixed with spaces, are explained', () => {
    assert.match(explainError('IndentationError', 'unexpected indent') ?? '', /did not expect/);
    assert.match(
      explainError('TabError', 'unindent does not match any outer indentation level') ?? '',
      /different number of spaces/,
    );
  });

  test('an error without plain words for it has none', () => {
    assert.equal(explainError('SyntaxError', 'invalid syntax'), null);
    assert.equal(explainError('ValueError', "invalid literal for int() with base 10: 'x'"), null);
  });
});
