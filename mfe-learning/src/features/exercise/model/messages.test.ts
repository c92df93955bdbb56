import { errorSummary, withArticle } from './messages';
import { nameError } from '../../../testing/exerciseFixtures';

describe('withArticle', () => {
  test.each([
    ['IndentationError', 'an IndentationError'],
    ['AttributeError', 'an AttributeError'],
    ['OverflowError', 'an OverflowError'],
    ['UnboundLocalError', 'an UnboundLocalError'],
    ['EOFError', 'an EOFError'],
    ['OSError', 'an OSError'],
    ['NameError', 'a NameError'],
    ['SyntaxError', 'a SyntaxError'],
    ['ZeroDivisionError', 'a ZeroDivisionError'],
    ['UnicodeDecodeError', 'a UnicodeDecodeError'],
    ['KeyError', 'a KeyError'],
  ])('%s: "a" or "an" as it is said', (name, said) => {
    expect(withArticle(name)).toBe(said);
  });
});

describe('errorSummary', () => {
  test('names the error with the right article, and its line when it has one', () => {
    expect(errorSummary({ ...nameError, type: 'IndentationError', line: 2 })).toBe(
      'Python stopped with an IndentationError on line 2.',
    );
    expect(errorSummary({ ...nameError, line: null })).toBe('Python stopped with a NameError.');
  });
});
