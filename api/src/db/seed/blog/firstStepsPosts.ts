import { block, type SeedPost } from './seedPost';

/** Posts about the language itself: setting up, reading code, variables, indentation and errors. */
export const firstStepsPosts: SeedPost[] = [
  {
    post_id: '1013',
    link: 'reading-python-error-messages',
    title: 'Reading Python Error Messages Without Panic',
    date: '2025-06-03',
    landscape_img: '/images/blog/error-messages-landscape.svg',
    square_img: '/images/blog/error-messages-square.svg',
    excerpt:
      'A traceback is Python telling you what went wrong and where. Learn to read it from the bottom up and meet the five errors beginners see most.',
    tags: ['Debugging', 'Python', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'A block of red text can feel like the computer shouting at you. It is really Python trying to help: a traceback tells you ',
          },
          { type: 'bold', text: 'what went wrong' },
          { type: 'text', text: ' and ' },
          { type: 'bold', text: 'where it happened' },
          {
            type: 'text',
            text: '. Here is a small quiz program that adds up points, and the message it stops with.',
          },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'total = 0\nfor question in range(3):\n    answer = input("Points for this question: ")\n    total = total + answer',
      }),
      block({
        type: 'code',
        language: 'text',
        text: "Traceback (most recent call last):\n  File \"quiz.py\", line 4, in <module>\n    total = total + answer\n            ~~~~~~^~~~~~~~\nTypeError: unsupported operand type(s) for +: 'int' and 'str'",
      }),
      block({ type: 'heading', level: 'h2', text: 'Read it from the bottom up' }),
      block({
        type: 'ol',
        li: [
          'The last line names the error and explains it: TypeError, you cannot add an int and a str.',
          'The line above it is the code that failed, with markers under the exact part.',
          'The File line says where to look: quiz.py, line 4.',
          'Anything above that shows how the program got there, which matters once you use functions.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'The cause: ' },
          { type: 'bold', text: 'input() always gives back text' },
          {
            type: 'text',
            text: ', even when you type a number. Turn it into a whole number with int() before adding:',
          },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'total = 0\nfor question in range(3):\n    answer = int(input("Points for this question: "))\n    total = total + answer\nprint("Total:", total)',
      }),
      block({ type: 'heading', level: 'h2', text: 'The five errors you will see most' }),
      block({
        type: 'ul',
        li: [
          'SyntaxError: Python could not read the line. Look for a missing bracket, quotation mark or colon.',
          "NameError: name 'scroe' is not defined. Usually a typo, or a variable used before it was created.",
          'TypeError: two values of types that do not fit together, such as a number plus text.',
          'ValueError: the right type but an impossible value, such as int("ten").',
          'IndexError: list index out of range. You asked for an item past the end of a list.',
        ],
      }),
      block({ type: 'blockquote', text: 'Errors should never pass silently.', cite: 'The Zen of Python' }),
      block({ type: 'heading', level: 'h3', text: 'Search smart' }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'If the message is still a puzzle, copy its last line (without your own file names) into a search engine, or look the error up in the ',
          },
          {
            type: 'link',
            text: 'list of built-in exceptions',
            href: 'https://docs.python.org/3/library/exceptions.html',
          },
          { type: 'text', text: '. You will rarely be the first person to meet it.' },
        ],
      }),
    ],
  },
  {
    post_id: '1012',
    link: 'what-a-variable-really-is',
    title: 'What a Variable Really Is (Hint: Not a Box)',
    date: '2025-05-06',
    landscape_img: '/images/blog/variables-landscape.svg',
    square_img: '/images/blog/variables-square.svg',
    excerpt:
      'Books often call a variable a box. In Python it is a name tag tied to a value, and that small difference explains some surprising bugs.',
    tags: ['Python', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Many books describe a variable as a box you put a value into. In Python it is closer to ',
          },
          { type: 'bold', text: 'a name tag tied to a value' },
          {
            type: 'text',
            text: '. A value can wear several tags at once, and a tag can be moved to another value at any time.',
          },
        ],
      }),
      block({
        type: 'image',
        src: '/images/blog/variables-name-tags.svg',
        alt: 'Two name tags, a and b, tied by strings to the same list holding 1, 2, 3 and 4',
      }),
      block({ type: 'heading', level: 'h2', text: 'Names, not boxes' }),
      block({
        type: 'code',
        language: 'python',
        text: 'a = [1, 2, 3]\nb = a\nb.append(4)\nprint(a)  # [1, 2, 3, 4]',
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'If b were a box, it would hold its own copy and a would not change. But ' },
          { type: 'bold', text: 'b = a does not copy anything' },
          {
            type: 'text',
            text: ': it ties a second tag to the same list. When you really want a copy, ask for one:',
          },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'b = a.copy()\nb.append(5)\nprint(a)  # [1, 2, 3, 4]\nprint(b)  # [1, 2, 3, 4, 5]',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Numbers and text cannot be changed in place, so with them the tag picture and the box picture give the same answers. That is why the surprise only shows up with lists and dictionaries.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Rules for good names' }),
      block({
        type: 'ul',
        li: [
          'Use letters, digits and underscores, and do not start with a digit.',
          'Case matters: score and Score are two different names.',
          'Describe the value: lives_left tells a story, x does not.',
          'Avoid names Python already uses, such as list, print or input.',
        ],
      }),
      block({
        type: 'blockquote',
        text: 'There are only two hard things in Computer Science: cache invalidation and naming things.',
        cite: 'Phil Karlton',
      }),
      block({ type: 'heading', level: 'h3', text: 'See it for yourself' }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'The built-in ' },
          { type: 'bold', text: 'id()' },
          {
            type: 'text',
            text: ' gives every value a number. Run print(id(a), id(b)) after b = a and after b = a.copy(): the same number means the same value.',
          },
        ],
      }),
    ],
  },
  {
    post_id: '1008',
    link: 'debugging-with-print',
    title: 'Debugging with print(): Think Like a Detective',
    date: '2025-01-14',
    landscape_img: '/images/blog/debugging-print-landscape.svg',
    square_img: '/images/blog/debugging-print-square.svg',
    excerpt:
      'When a program gives the wrong answer without an error, a few well-placed print() calls show you what it is really doing.',
    tags: ['Debugging', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Every programmer writes bugs; good programmers find them quickly. The simplest tool for it is one you already know: ',
          },
          { type: 'bold', text: 'print()' },
          { type: 'text', text: '. Instead of guessing, make the program tell you what it is doing.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'A bug to catch' }),
      block({
        type: 'code',
        language: 'python',
        text: 'def average(scores):\n    total = 0\n    for score in scores:\n        total = score\n    return total / len(scores)\n\nprint(average([8, 6, 10]))  # expected 8.0, prints 3.3333333333333335',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'The answer is wrong, yet Python reports no error. The loop is the suspect, so look inside it:',
          },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'def average(scores):\n    total = 0\n    for score in scores:\n        total = score\n        print(f"score={score} total={total}")\n    return total / len(scores)',
      }),
      block({
        type: 'image',
        src: '/images/blog/debugging-print-output.svg',
        alt: 'Terminal output: score=8 total=8, score=6 total=6, score=10 total=10. The total never grows.',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'The total just copies each score instead of adding it. The line should read ',
          },
          { type: 'bold', text: 'total = total + score' },
          { type: 'text', text: ' (or total += score). Fix it, run again, and remove the print.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Tips for print debugging' }),
      block({
        type: 'ul',
        li: [
          'Print a label with every value, or let an f-string do it: print(f"{total=}") shows total=8.',
          'Print just before and just after the line you suspect.',
          'Check the type as well as the value: print(type(age)) reveals that input() gave you text.',
          'Change one thing at a time, then run the program again.',
          'Remove the extra prints once the bug is fixed.',
        ],
      }),
      block({
        type: 'blockquote',
        text: 'If debugging is the process of removing software bugs, then programming must be the process of putting them in.',
        cite: 'Attributed to Edsger W. Dijkstra',
      }),
      block({ type: 'heading', level: 'h3', text: 'When print is not enough' }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Later, try a debugger. Writing breakpoint() on a line pauses the program there so you can inspect every variable; the ',
          },
          { type: 'link', text: 'pdb documentation', href: 'https://docs.python.org/3/library/pdb.html' },
          { type: 'text', text: ' lists its commands.' },
        ],
      }),
    ],
  },
  {
    post_id: '1007',
    link: 'why-indentation-matters-in-python',
    title: 'Why Indentation Matters in Python',
    date: '2024-12-03',
    landscape_img: '/images/blog/indentation-landscape.svg',
    square_img: '/images/blog/indentation-square.svg',
    excerpt:
      'In Python the spaces at the start of a line are not decoration: they decide which lines belong together. One indent can change the result.',
    tags: ['Python', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Many languages mark the start and end of a block with curly braces and treat spaces as decoration. In Python, ',
          },
          { type: 'bold', text: 'the indentation is the structure' },
          {
            type: 'text',
            text: ': the lines indented under an if, a for or a def belong to it, and the first line back at the outer level ends it.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'One indent can change the result' }),
      block({
        type: 'code',
        language: 'python',
        text: 'for number in range(3):\n    print("Inside the loop:", number)\nprint("Done!")',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'This prints the loop line three times and Done! once. Indent the last line as well and Done! is printed three times, because it now belongs to the loop:',
          },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'for number in range(3):\n    print("Inside the loop:", number)\n    print("Done!")',
      }),
      block({
        type: 'image',
        src: '/images/blog/indentation-blocks.svg',
        alt: 'Nested coloured blocks: the for loop holds an if statement, and the lines inside each are shifted one level to the right',
      }),
      block({ type: 'heading', level: 'h2', text: 'The errors you will meet' }),
      block({
        type: 'ul',
        li: [
          'IndentationError: expected an indented block. A line ending in a colon has nothing indented under it.',
          'IndentationError: unexpected indent. A line is shifted right for no reason.',
          'IndentationError: unindent does not match any outer indentation level. A line moved back to a level that never existed.',
          'TabError: inconsistent use of tabs and spaces in indentation. The file mixes tabs and spaces.',
        ],
      }),
      block({ type: 'heading', level: 'h3', text: 'Habits that prevent them' }),
      block({
        type: 'ol',
        li: [
          'Use four spaces per level.',
          'Let your editor insert spaces when you press Tab.',
          'After every line that ends with a colon, move one level in.',
          'When the block is over, move back to the level of the line that opened it.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Four spaces is the convention of ' },
          {
            type: 'link',
            text: 'PEP 8, the Python style guide',
            href: 'https://peps.python.org/pep-0008/#indentation',
          },
          { type: 'text', text: ', so code you read online will look the same as yours.' },
        ],
      }),
      block({ type: 'blockquote', text: 'Readability counts.', cite: 'The Zen of Python' }),
    ],
  },
  {
    post_id: '1003',
    link: 'why-python-is-the-best-first-language',
    title: 'Why Python Is the Best First Programming Language',
    date: '2024-08-02',
    landscape_img: '/images/blog/why-python-landscape.svg',
    square_img: '/images/blog/why-python-square.svg',
    excerpt:
      'Readable syntax, a huge community and real-world use from games to AI: the reasons we teach Python first.',
    tags: ['Python', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Python reads almost like English, so beginners spend their energy on ideas instead of punctuation.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Compare for yourself' }),
      block({
        type: 'code',
        language: 'python',
        text: 'for name in ["Ada", "Grace", "Alan"]:\n    print(f"Hello, {name}!")',
      }),
      block({
        type: 'ul',
        li: [
          'Used by scientists, game makers and web developers',
          'Free and runs on every computer',
          'Thousands of ready-made libraries',
        ],
      }),
      block({
        type: 'blockquote',
        text: 'Beautiful is better than ugly. Simple is better than complex.',
        cite: 'The Zen of Python',
      }),
    ],
  },
  {
    post_id: '1001',
    link: 'installing-python-on-windows-and-mac',
    title: 'Installing Python on Windows and Mac, Step by Step',
    date: '2024-05-10',
    landscape_img: '/images/blog/installing-python-landscape.svg',
    square_img: '/images/blog/installing-python-square.svg',
    excerpt:
      'Everything you need before your first lesson, with the one checkbox Windows users must not miss.',
    tags: ['Python', 'Setup', 'Beginners'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'Windows' }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Download the installer from ' },
          { type: 'link', text: 'python.org', href: 'https://www.python.org/downloads/' },
          { type: 'text', text: ' and tick ' },
          { type: 'bold', text: 'Add Python to PATH' },
          { type: 'text', text: ' before installing.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Mac' }),
      block({ type: 'code', language: 'shell', text: 'python3 --version' }),
      block({
        type: 'image',
        src: '/images/blog/python-installer.svg',
        alt: 'The Python installer with the Add Python to PATH option ticked',
      }),
    ],
  },
];
