import { py } from './exerciseSeed';
import type { LessonTopic } from './lessonHtml';

/** Chapters 1 and 2: the free trial (lessons 1-38; lesson 38 is the trial's last step). */

const greetingCard = '**********\nHappy Birthday, Sam!\nHave a super day!\n**********\n';

export const gettingStarted: LessonTopic[] = [
  {
    name: 'Introduction - Welcome to the Course',
    intro:
      'Welcome! In this course you will learn to program in Python, one small step at a time. Every lesson explains one idea, shows an example you can type yourself, and ends with something to try.',
    code: 'print("Hello, I am learning Python!")',
    after:
      'Type the example exactly as shown and run it. Seeing your own code work is the best way to start.',
    youtube: 'https://youtu.be/kqtD5dpn9C8',
  },
  {
    name: 'Introduction - What Is Programming?',
    intro:
      'A program is a list of instructions a computer follows from top to bottom. Programming languages such as Python let us write those instructions in words a person can read.',
    code: 'print("Step 1: wake up")\nprint("Step 2: eat breakfast")\nprint("Step 3: learn Python")',
    after: 'The computer runs each line in order. Change the order of the lines and the output changes too.',
    video: 'what-is-programming',
  },
  {
    name: 'Introduction - Installing Python',
    intro:
      'Download Python 3 from python.org and run the installer. On Windows, tick `Add Python to PATH` before you click Install. Then open a terminal and check the version.',
    code: 'python3 --version\n# Python 3.12.4',
    after: 'If you see a version number that starts with 3, Python is ready.',
  },
  {
    name: 'Introduction - Running Your First Program',
    intro:
      'Save your code in a file that ends in `.py`, for example `hello.py`, and run it with `python3 hello.py`. You can also type single lines into the interactive shell by running `python3` on its own.',
    code: '# hello.py\nprint("Hello, world!")',
    after: 'The interactive shell is great for quick experiments; files are for programs you want to keep.',
    video: 'running-your-first-program',
  },
  {
    name: 'Printing - The print Function',
    intro:
      '`print` shows values on the screen. You can give it several values separated by commas and it puts a space between them.',
    code: 'print("Python", "is", "fun")\nprint(7, "days in a week")',
    after: 'Use `sep` to choose what goes between the values: `print(1, 2, 3, sep="-")` prints `1-2-3`.',
    video: 'the-print-function',
  },
  {
    name: 'Printing - Strings and Quotes',
    intro:
      'Text in Python is called a string. Wrap it in single or double quotes. If the text itself contains one kind of quote, wrap it in the other kind.',
    code: 'print(\'She said "hi"\')\nprint("It\'s a sunny day")',
    after: 'Both kinds of quotes make the same kind of string; pick one style and stay consistent.',
  },
  {
    name: 'Printing - Escape Characters',
    intro:
      'A backslash starts an escape sequence: `\\n` starts a new line and `\\t` adds a tab. Use `\\\\` when you need a real backslash.',
    code: 'print("Line one\\nLine two")\nprint("Name:\\tAda")',
    after: 'Escape sequences are handy for lining up simple tables in the terminal.',
  },
  {
    name: 'Exercise - Print a Greeting Card',
    intro:
      'Your friend Sam has a birthday! Write a program that prints this card exactly as shown: a border of 10 stars, the line `Happy Birthday, Sam!`, the line `Have a super day!` and the border again. Every character counts, even the commas and capital letters.',
    output: greetingCard,
    after: 'Press Run to see what your program prints, then Check to find out if it matches the card.',
    exercise: {
      starter: py`
        print("**********")
        # print the two lines of the card here
        print("**********")
      `,
      hints: [
        'Each line of the card needs its own `print`, between the two borders.',
        'Text goes inside quotes: `print("Happy Birthday, Sam!")`.',
        'Compare your output with the card letter by letter: the comma after Birthday and the two `!` must be there.',
      ],
      solution: py`
        print("**********")
        print("Happy Birthday, Sam!")
        print("Have a super day!")
        print("**********")
      `,
      check: { output: { expected: greetingCard, match: 'exact' } },
    },
  },
  {
    name: 'Comments - Writing Comments',
    intro:
      'Everything after a `#` on a line is a comment. Python ignores it, but people reading your code will thank you for explaining why the code does what it does.',
    code: '# Work out the area of a rectangle\nwidth = 4\nheight = 3\nprint(width * height)  # 12',
    after: 'Good comments explain the reason, not the obvious: the code already says what it does.',
  },
  {
    name: 'Numbers - Integers and Floats',
    intro:
      'Whole numbers like `42` are integers (`int`); numbers with a decimal point like `3.5` are floats (`float`). Python works out the type for you.',
    code: "print(type(42))    # <class 'int'>\nprint(type(3.5))   # <class 'float'>\nprint(10 / 4)      # 2.5",
    after: 'Dividing with `/` always gives a float, even when the result is whole: `8 / 2` is `4.0`.',
  },
  {
    name: 'Numbers - Arithmetic Operators',
    intro:
      'Python has `+`, `-`, `*` and `/`, plus `//` for whole-number division, `%` for the remainder and `**` for powers.',
    code: 'print(17 // 5)  # 3\nprint(17 % 5)   # 2\nprint(2 ** 10)  # 1024',
    after: 'The remainder operator `%` tells you if a number is even: `n % 2 == 0`.',
  },
  {
    name: 'Numbers - Operator Precedence',
    intro:
      'Like in maths, `**` happens first, then `*`, `/`, `//` and `%`, then `+` and `-`. Brackets change the order.',
    code: 'print(2 + 3 * 4)    # 14\nprint((2 + 3) * 4)  # 20',
    after: 'When in doubt, add brackets: they make your intention clear to readers too.',
  },
  {
    name: 'Exercise - Calculator Warm-up',
    intro:
      'Two pizzas have 8 slices each, and 3 friends share them fairly. Use Python to work out how many whole slices each friend gets and how many are left over, and print exactly these two lines with your answers in place of the dots:',
    output: 'Each friend gets ... slices\nSlices left over: ...',
    after:
      'Let Python do the maths: use the variables `slices` and `friends` in your `print` lines instead of typing the answers.',
    exercise: {
      starter: py`
        slices = 2 * 8
        friends = 3
        # print the slices per friend and the leftovers
      `,
      hints: [
        '`//` divides and keeps only the whole part: `7 // 2` is `3`.',
        '`%` gives what is left over after dividing: `7 % 2` is `1`.',
        '`print` can show text and numbers together, separated by commas: `print("Slices left over:", slices % friends)`.',
      ],
      solution: py`
        slices = 2 * 8
        friends = 3
        print("Each friend gets", slices // friends, "slices")
        print("Slices left over:", slices % friends)
      `,
      check: { output: { expected: 'Each friend gets 5 slices\nSlices left over: 1\n', match: 'trimmed' } },
    },
  },
  {
    name: 'Variables - Creating Variables',
    intro:
      'A variable is a name that points to a value. Create one with `=`; from then on you can use the name wherever you need the value.',
    code: 'age = 11\nname = "Noa"\nprint(name, "is", age, "years old")',
    after: 'Read `=` as "is set to", not "equals": `age = 11` sets age to 11.',
  },
  {
    name: 'Variables - Naming Rules',
    intro:
      'Names may contain letters, digits and underscores, but must not start with a digit. Python is case-sensitive, so `score` and `Score` are different variables.',
    code: 'high_score = 120     # good\nplayer2_name = "Sam" # good\n# 2player = "Sam"   # error: starts with a digit',
    after: 'Use lower_case_with_underscores and choose names that say what the value means.',
  },
  {
    name: 'Variables - Reassigning Values',
    intro:
      'A variable can be given a new value at any time. The right-hand side is worked out first, so you can use the old value to compute the new one.',
    code: 'coins = 5\ncoins = coins + 3\ncoins += 2\nprint(coins)  # 10',
    after: '`coins += 2` is a shortcut for `coins = coins + 2`; `-=`, `*=` and `/=` work the same way.',
  },
  {
    name: 'Exercise - Swap Two Variables',
    intro:
      'The variables `a` and `b` hold `"apple"` and `"banana"`. Add code before the `print` line so that the two values swap places. Keep the `print(a, b)` line as it is: your program should then print',
    output: 'banana apple',
    after: 'Do not change the first two lines or the last one: the swap happens in between.',
    exercise: {
      starter: py`
        a = "apple"
        b = "banana"
        # swap them here
        print(a, b)
      `,
      hints: [
        'Think of two cups of juice: to swap them you need a third, empty cup.',
        'Keep the apple safe in a third variable first: `spare = a`. Then `a = b` and `b = spare`.',
        'Python also has a shortcut that swaps in one line: `a, b = b, a`.',
      ],
      solution: py`
        a = "apple"
        b = "banana"
        a, b = b, a
        print(a, b)
      `,
      check: { output: { expected: 'banana apple\n', match: 'exact' } },
    },
  },
  { name: 'Chapter Summary', intro: '' },
];

export const inputDecisionsLoops: LessonTopic[] = [
  {
    name: 'Input - Reading Input from the User',
    intro:
      '`input` shows a question, waits for the user to type an answer and press Enter, and gives you the answer as a string.',
    code: 'name = input("What is your name? ")\nprint("Nice to meet you,", name)',
    youtube: 'https://youtu.be/rfscVS0vtbw',
  },
  {
    name: 'Input - Converting Types',
    intro:
      '`input` always returns a string. To do maths with the answer, convert it with `int()` or `float()`; to join a number into text, convert it with `str()`.',
    code: 'age = int(input("How old are you? "))\nprint("Next year you will be " + str(age + 1))',
    after:
      'If the user types something that is not a number, `int()` raises a `ValueError`. You will learn to handle that later.',
  },
  {
    name: 'Strings - f-strings',
    intro:
      'Put an `f` before the quotes and you can place variables and expressions inside curly braces. This is the easiest way to build text from values.',
    code: 'item = "book"\nprice = 12.5\nprint(f"The {item} costs ${price:.2f}")',
    after: '`:.2f` shows a float with exactly two decimals.',
  },
  {
    name: 'Strings - String Methods',
    intro:
      'Strings come with methods: `upper()`, `lower()`, `strip()` to remove spaces at the ends, `replace()` and many more. Methods return a new string; the original stays the same.',
    code: 'answer = "  Yes  "\nprint(answer.strip().lower())  # yes\nprint("cats".replace("c", "h"))  # hats',
  },
  {
    name: 'Exercise - Personal Greeting',
    intro:
      'Ask for the first name and then the favourite number of the person using your program (two `input` questions, in that order). Print one line that greets them with their name in capital letters and their number doubled. When someone types `Ada` and then `7`, your program prints:',
    output: 'Hi ADA, your favourite number doubled is 14!',
    after:
      'Your questions can say anything you like: only the line you print is checked. Use an f-string to build it.',
    exercise: {
      starter: py`
        name = input("First name: ")
        number = input("Favourite number: ")
        # print the greeting
      `,
      hints: [
        '`name.upper()` gives the name in capital letters.',
        '`input` always gives you text. `int(number)` turns it into a number you can double with `* 2`.',
        'Put it together in an f-string: `print(f"Hi {name.upper()}, your favourite number doubled is {int(number) * 2}!")`.',
      ],
      solution: py`
        name = input("First name: ")
        number = input("Favourite number: ")
        print(f"Hi {name.upper()}, your favourite number doubled is {int(number) * 2}!")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [
            { stdin: 'Ada\n7\n', expected: 'Hi ADA, your favourite number doubled is 14!\n' },
            { stdin: 'sam\n21\n', expected: 'Hi SAM, your favourite number doubled is 42!\n' },
            { stdin: 'Lea\n0\n', expected: 'Hi LEA, your favourite number doubled is 0!\n' },
          ],
        },
      },
      hidden: {
        stdinCases: [
          { stdin: 'Zoe\n-3\n', expected: 'Hi ZOE, your favourite number doubled is -6!\n' },
          { stdin: 'mo\n50\n', expected: 'Hi MO, your favourite number doubled is 100!\n' },
        ],
      },
    },
  },
  {
    name: 'Booleans - True and False',
    intro: 'A boolean is either `True` or `False`. Programs use booleans to decide what to do next.',
    code: "is_raining = False\nhas_umbrella = True\nprint(type(is_raining))  # <class 'bool'>",
  },
  {
    name: 'Booleans - Comparison Operators',
    intro:
      'Comparisons give a boolean: `==` equal, `!=` not equal, `<`, `>`, `<=` and `>=`. Do not confuse `==` (compare) with `=` (assign).',
    code: 'print(5 > 3)        # True\nprint("a" == "A")   # False\nprint(10 <= 10)     # True',
  },
  {
    name: 'Booleans - Logical Operators',
    intro: 'Combine conditions with `and` (both must be true), `or` (at least one) and `not` (the opposite).',
    code: 'age = 12\nhas_ticket = True\nprint(age >= 10 and has_ticket)  # True\nprint(not has_ticket)            # False',
  },
  {
    name: 'Conditions - The if Statement',
    intro:
      'An `if` statement runs its indented block only when the condition is true. The colon and the four-space indent are part of the syntax.',
    code: 'temperature = 31\nif temperature > 30:\n    print("It is hot today")\n    print("Drink some water")',
    youtube: 'https://youtu.be/_uQrJ0TkZlc',
  },
  {
    name: 'Conditions - else and elif',
    intro:
      '`else` runs when the condition is false. `elif` checks another condition; Python uses the first branch whose condition is true.',
    code: 'score = 72\nif score >= 90:\n    print("A")\nelif score >= 70:\n    print("B")\nelse:\n    print("Keep practising")',
  },
  {
    name: 'Exercise - Even or Odd',
    intro:
      'Ask for a whole number. Print whether it is even or odd, then, on a second line, whether it is bigger than 100. For `7` your program prints the first two lines below, and for `150` the last two:',
    output: '7 is odd\n7 is not bigger than 100\n\n150 is even\n150 is bigger than 100',
    after: 'Use `if` and `else`. Remember that 100 itself is not bigger than 100.',
    exercise: {
      starter: py`
        number = int(input("Number: "))
        # your if / else here
      `,
      hints: [
        'A number is even when it can be shared into two equal groups: `number % 2 == 0` is `True` for even numbers.',
        'Use two separate `if` / `else` blocks: one for even or odd, one for bigger than 100.',
        'An f-string puts the number into the text: `print(f"{number} is even")`.',
      ],
      solution: py`
        number = int(input("Number: "))
        if number % 2 == 0:
            print(f"{number} is even")
        else:
            print(f"{number} is odd")
        if number > 100:
            print(f"{number} is bigger than 100")
        else:
            print(f"{number} is not bigger than 100")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [
            { stdin: '7\n', expected: '7 is odd\n7 is not bigger than 100\n' },
            { stdin: '150\n', expected: '150 is even\n150 is bigger than 100\n' },
            { stdin: '100\n', expected: '100 is even\n100 is not bigger than 100\n' },
            { stdin: '101\n', expected: '101 is odd\n101 is bigger than 100\n' },
            { stdin: '0\n', expected: '0 is even\n0 is not bigger than 100\n' },
          ],
        },
        rules: [
          { kind: 'requires', construct: 'if', message: 'Use an if statement to decide what to print.' },
        ],
      },
      hidden: {
        stdinCases: [
          { stdin: '42\n', expected: '42 is even\n42 is not bigger than 100\n' },
          { stdin: '999\n', expected: '999 is odd\n999 is bigger than 100\n' },
          { stdin: '-5\n', expected: '-5 is odd\n-5 is not bigger than 100\n' },
        ],
      },
    },
  },
  {
    name: 'Loops - The while Loop',
    intro:
      'A `while` loop repeats its block as long as its condition stays true. Make sure something inside the loop eventually makes it false.',
    code: 'countdown = 3\nwhile countdown > 0:\n    print(countdown)\n    countdown -= 1\nprint("Lift off!")',
  },
  {
    name: 'Loops - The for Loop and range',
    intro:
      'A `for` loop goes through a sequence one item at a time. `range(start, stop)` gives the numbers from start up to, but not including, stop.',
    code: 'for number in range(1, 6):\n    print(number, "squared is", number ** 2)',
    after: '`range(5)` counts 0, 1, 2, 3, 4 and `range(0, 10, 2)` counts in steps of 2.',
  },
  {
    name: 'Loops - break and continue',
    intro:
      '`break` leaves the loop immediately; `continue` skips the rest of this round and moves on to the next one.',
    code: 'for number in range(1, 10):\n    if number == 7:\n        break\n    if number % 2 == 0:\n        continue\n    print(number)  # 1, 3, 5',
  },
  {
    name: 'Exercise - Multiplication Table',
    intro:
      'Ask which table to print (a number from 1 to 10), then print its multiplication table from 1 to 10, one row per line. For `3` your program prints:',
    output:
      '3 x 1 = 3\n3 x 2 = 6\n3 x 3 = 9\n3 x 4 = 12\n3 x 5 = 15\n3 x 6 = 18\n3 x 7 = 21\n3 x 8 = 24\n3 x 9 = 27\n3 x 10 = 30',
    after: 'Use a `for` loop: ten `print` lines would work, but a loop does the repeating for you.',
    exercise: {
      starter: py`
        number = int(input("Which table? "))
        for row in range(1, 11):
            pass  # replace pass with a print of one row
      `,
      hints: [
        'The loop already counts `row` from 1 to 10. Each time round, print one line.',
        'The answer of each row is `number * row`.',
        'An f-string builds the whole line: `print(f"{number} x {row} = {number * row}")`.',
      ],
      solution: py`
        number = int(input("Which table? "))
        for row in range(1, 11):
            print(f"{number} x {row} = {number * row}")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [3, 7, 10].map((table) => ({
            stdin: `${table}\n`,
            expected: Array.from(
              { length: 10 },
              (_, index) => `${table} x ${index + 1} = ${table * (index + 1)}\n`,
            ).join(''),
          })),
        },
        rules: [{ kind: 'requires', construct: 'for', message: 'Use a for loop to print the rows.' }],
      },
      hidden: {
        stdinCases: [4, 12].map((table) => ({
          stdin: `${table}\n`,
          expected: Array.from(
            { length: 10 },
            (_, index) => `${table} x ${index + 1} = ${table * (index + 1)}\n`,
          ).join(''),
        })),
      },
    },
  },
  {
    name: 'Lists - Creating Lists',
    intro:
      'A list holds several values in order, inside square brackets. Positions start at 0, and negative positions count from the end.',
    code: 'colours = ["red", "green", "blue"]\nprint(colours[0])   # red\nprint(colours[-1])  # blue\ncolours.append("yellow")\nprint(len(colours)) # 4',
  },
  {
    name: 'Lists - Looping Over a List',
    intro: 'Use a `for` loop to visit every item. `enumerate` gives you the position as well as the item.',
    code: 'pets = ["cat", "dog", "fish"]\nfor position, pet in enumerate(pets, start=1):\n    print(position, pet)',
  },
  {
    name: 'Exercise - Shopping List',
    intro:
      'Keep asking for items to add to a shopping list until the user types `done`. Then print `Your shopping list:` and every item on its own line with its number in front. When someone types `milk`, `eggs`, `bread` and then `done`, your program prints:',
    output: 'Your shopping list:\n1. milk\n2. eggs\n3. bread',
    after: 'If the first thing typed is `done`, print just `Your shopping list:`.',
    exercise: {
      starter: py`
        shopping = []
        while True:
            item = input("Item (or done): ")
            # stop when item is "done", otherwise add it to the list

        # print the list
      `,
      hints: [
        'Inside the loop, check `if item == "done":` and use `break` to leave the loop.',
        'When the item is not `done`, add it to the list with `shopping.append(item)`.',
        'After the loop, `for position, item in enumerate(shopping, start=1):` gives you each item with its number.',
      ],
      solution: py`
        shopping = []
        while True:
            item = input("Item (or done): ")
            if item == "done":
                break
            shopping.append(item)

        print("Your shopping list:")
        for position, item in enumerate(shopping, start=1):
            print(f"{position}. {item}")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [
            {
              stdin: 'milk\neggs\nbread\ndone\n',
              expected: 'Your shopping list:\n1. milk\n2. eggs\n3. bread\n',
            },
            { stdin: 'apples\ndone\n', expected: 'Your shopping list:\n1. apples\n' },
            { stdin: 'done\n', expected: 'Your shopping list:\n' },
          ],
        },
        rules: [
          { kind: 'requires', construct: 'while', message: 'Use a while loop to keep asking for items.' },
        ],
      },
      hidden: {
        stdinCases: [
          { stdin: 'pens\npaper\ndone\n', expected: 'Your shopping list:\n1. pens\n2. paper\n' },
          { stdin: 'a\nb\nc\nd\ndone\n', expected: 'Your shopping list:\n1. a\n2. b\n3. c\n4. d\n' },
        ],
      },
    },
  },
  { name: 'Chapter Summary', intro: '' },
  {
    name: 'Project - Number Guessing Game',
    intro:
      'Time to put everything together. The computer picks a secret number from 1 to 100 and the player keeps guessing. After each guess the program says higher or lower, and at the end it shows how many guesses it took.',
    code: 'import random\n\nsecret = random.randint(1, 100)\nguesses = 0\nwhile True:\n    guess = int(input("Your guess: "))\n    guesses += 1\n    if guess < secret:\n        print("Higher!")\n    elif guess > secret:\n        print("Lower!")\n    else:\n        print(f"Correct! You needed {guesses} guesses.")\n        break',
    after:
      'Download the finished program below and compare it with yours. Congratulations on finishing the free trial!',
    files: ['/files/lessons/number_guessing_game.py'],
  },
];
