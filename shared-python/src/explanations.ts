/**
 * Plain words, beside the real traceback, for the errors beginners meet most. Written for a 10-year-old: what went
 * wrong and what to try, without jargon. Matched on Python 3.14's own messages (checked in Pyodide).
 */

/** Built-in words learners misspell most; `print` first, as it is every learner's first word. */
const COMMON_WORDS = ['print', 'input', 'range', 'len', 'int', 'str', 'float'];

/** How many single-letter edits turn one word into the other (Levenshtein distance). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The built-in word a misspelt name most likely meant: same letters in another case, or one or two letters off. */
export function meantWord(name: string): string | null {
  const lower = name.toLowerCase();
  return (
    COMMON_WORDS.find((word) => word === lower) ??
    COMMON_WORDS.find(
      (word) => word.length >= 4 && editDistance(lower, word) <= (word.length >= 5 ? 2 : 1),
    ) ??
    null
  );
}

function explainNameError(message: string): string | null {
  const name = /^name '([^']+)' is not defined/.exec(message)?.[1];
  if (!name) return null;
  const meant = meantWord(name);
  if (meant && meant !== name)
    return `Python does not know the word "${name}". Did you mean ${meant}? Check the spelling: Python's own words are written in small letters.`;
  return `Python does not know the name "${name}". Check its spelling (capital letters matter too), and give it a value, like ${name} = 5, on a line before you use it. If you meant the text "${name}", put it in quotes.`;
}

function explainSyntaxError(message: string): string | null {
  // Python 2's print statement, still in many books and videos: print "hi".
  if (message.startsWith("Missing parentheses in call to 'print'"))
    return 'In Python 3, print needs brackets around what it prints: write print("hi"), not print "hi".';
  if (message === "expected ':'")
    return 'A colon (:) is missing at the end of this line. Lines that start with if, elif, else, for, while or def must end with a colon.';
  if (
    message.startsWith('unterminated string literal') ||
    message.startsWith('unterminated triple-quoted string')
  )
    return 'Some text is missing its closing quote. Text must start and end with the same quote mark, "like this" or \'like this\'.';
  const unclosed = /^'([([{])' was never closed/.exec(message)?.[1];
  if (unclosed) {
    const closing = { '(': ')', '[': ']', '{': '}' }[unclosed];
    return `A bracket ${unclosed} was opened here but never closed. Every ${unclosed} needs a matching ${closing} after it.`;
  }
  if (/^unmatched '[)\]}]'/.test(message) || message.startsWith('closing parenthesis'))
    return 'The brackets do not match up. Every opening bracket needs its own closing bracket of the same kind: ( with ), [ with ].';
  return null;
}

function explainIndentationError(message: string): string | null {
  if (message === 'unexpected indent')
    return 'This line starts with spaces that Python did not expect. Only the lines inside an if, for, while or def are pushed in. Remove the spaces at the start of this line.';
  if (message.startsWith('expected an indented block'))
    return 'The line after a colon (:) must be pushed in by 4 spaces, so Python knows it belongs inside. Add 4 spaces at the start of this line.';
  if (message.startsWith('unindent does not match'))
    return 'This line is pushed in by a different number of spaces than the lines around it. Line it up with the lines it belongs with, using 4 spaces for each step.';
  return null;
}

function explainTypeError(message: string): string | null {
  if (/^can only concatenate str \(not "(int|float)"\) to str/.test(message))
    return 'You tried to join text and a number with +. Python cannot add a number to text. Turn the number into text with str(), like "Age: " + str(10), or use commas in print: print("Age:", 10).';
  if (/^unsupported operand type\(s\) for .+: '(int|float)' and 'str'/.test(message))
    return 'You tried to do sums with a number and some text. Text that looks like a number, like "5" or what input() gives you, is still text. Turn it into a number with int(), like int("5") + 1.';
  if (/^unsupported operand type\(s\) for .+: 'str' and '(int|float)'/.test(message))
    return 'You tried to do sums with some text and a number. Text that looks like a number, like "5" or what input() gives you, is still text. Turn it into a number with int(), like int("5") - 1.';
  return null;
}

const EXPLAINERS: Record<string, (message: string) => string | null> = {
  NameError: explainNameError,
  SyntaxError: explainSyntaxError,
  IndentationError: explainIndentationError,
  TabError: explainIndentationError,
  TypeError: explainTypeError,
  ZeroDivisionError: () =>
    'Your program divided by zero, and nobody can share things among zero people, not even Python. Check that the number after / (or // or %) can never be 0.',
};

/** A short explanation of a Python error for a beginner, or null when there is none for this error. */
export function explainError(type: string, message: string): string | null {
  return EXPLAINERS[type]?.(message) ?? null;
}

/** The explanation when a check calls a function the program does not define. */
export function explainMissingFunction(name: string): string {
  return `Your program has no function called ${name}. Write one that starts with def ${name}(...): and check its spelling.`;
}

/** What a learner sees when Python itself stopped (its worker crashed) during their program; a fresh one starts. */
export const CRASHED_ERROR = {
  type: 'RuntimeError',
  message: 'Python stopped unexpectedly and has been restarted',
  line: null,
  traceback: '',
  explanation:
    'Python stopped suddenly while running your program. This can happen when a function calls itself too many times or the program uses too much memory. Python has restarted, so you can change your program and run it again.',
} as const;
