import type { LessonTopic } from './lessonHtml';

/** Chapters 1 and 2: the free trial (lessons 1-38; lesson 38 is the trial's last step). */

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
  },
  {
    name: 'Printing - The print Function',
    intro:
      '`print` shows values on the screen. You can give it several values separated by commas and it puts a space between them.',
    code: 'print("Python", "is", "fun")\nprint(7, "days in a week")',
    after: 'Use `sep` to choose what goes between the values: `print(1, 2, 3, sep="-")` prints `1-2-3`.',
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
      'Write a program that prints a greeting card with a border made of stars, a line with the name of a friend, and a short message on a separate line.',
    code: 'print("**********")\n# your lines here\nprint("**********")',
    after: 'Hint: one `print` per line is fine, or use `\\n` to print several lines at once.',
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
      'A pizza has 8 slices and 3 friends share 2 pizzas equally. Print how many whole slices each friend gets and how many slices are left over.',
    code: 'slices = 2 * 8\nfriends = 3\n# print the slices per friend and the leftovers',
    after: 'Hint: you need `//` for the first answer and `%` for the second.',
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
      'Given `a = "apple"` and `b = "banana"`, swap their values so that printing `a` shows banana and printing `b` shows apple.',
    code: 'a = "apple"\nb = "banana"\n# swap them here\nprint(a, b)',
    after: "Hint: use a third variable, then try Python's shortcut `a, b = b, a`.",
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
      'Ask the user for their first name and their favourite number. Print a sentence that uses both with an f-string, with the name in capital letters and the number doubled.',
    code: 'name = input("First name: ")\nnumber = input("Favourite number: ")\n# print the greeting',
    after: 'Hint: remember to convert the number with `int()` before doubling it.',
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
      'Ask the user for a whole number and print whether it is even or odd. Then also say whether it is bigger than 100.',
    code: 'number = int(input("Number: "))\n# your if / else here',
    after: 'Hint: a number is even when `number % 2 == 0`.',
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
      'Ask the user for a number from 1 to 10 and print its multiplication table from 1 to 10, one line per row, like `3 x 4 = 12`.',
    code: 'number = int(input("Which table? "))\nfor row in range(1, 11):\n    # print one row',
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
      'Keep asking the user for items to add to a shopping list until they type `done`. Then print the list with a number in front of each item.',
    code: 'shopping = []\nwhile True:\n    item = input("Item (or done): ")\n    # stop on done, otherwise append',
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
