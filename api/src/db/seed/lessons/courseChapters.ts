import { program, py } from './exerciseSeed';
import type { LessonTopic } from './lessonHtml';

/** Chapters 3 onwards: the rest of the masterclass, the advanced course and the web starter. */

/** The lines that try the learner's BankAccount out, the same in the starter and the solution. */
const BANK_ACCOUNT_TRY_OUT = py`
  account = BankAccount("Mia")
  account.deposit(50)
  account.withdraw(20)
  account.withdraw(100)
  account.deposit(5)
  print(account.owner, "has", account.balance)
`;

/** The code that tries the learner's retry decorator out, the same in the starter and the solution. */
const RETRY_TRY_OUT = py`
  calls = 0


  @retry(3)
  def shaky():
      global calls
      calls += 1
      print("Attempt", calls)
      if calls < 3:
          raise ValueError("not yet")
      return "worked"


  @retry(2)
  def broken():
      print("Trying broken")
      raise KeyError("always")


  print(shaky())
  try:
      broken()
  except KeyError:
      print("gave up after 2 attempts")
`;

export const functions: LessonTopic[] = [
  {
    name: 'Functions - Defining a Function',
    intro:
      'A function is a named block of code you can run whenever you need it. Define it with `def`, then call it by its name followed by brackets.',
    code: 'def say_hello():\n    print("Hello!")\n\nsay_hello()\nsay_hello()',
  },
  {
    name: 'Functions - Parameters and Arguments',
    intro:
      'Parameters are the names in the definition; arguments are the values you pass in the call. Parameters can have default values.',
    code: 'def greet(name, greeting="Hi"):\n    print(f"{greeting}, {name}!")\n\ngreet("Lea")\ngreet("Omar", greeting="Welcome")',
  },
  {
    name: 'Functions - Return Values',
    intro:
      '`return` sends a value back to the caller and ends the function. A function without `return` gives back `None`.',
    code: 'def area(width, height):\n    return width * height\n\nroom = area(4, 5)\nprint(room)  # 20',
    youtube: 'https://youtu.be/rfscVS0vtbw',
  },
  {
    name: 'Functions - Scope',
    intro:
      'Variables created inside a function exist only inside it. Pass values in as arguments and get results out with `return` instead of changing outside variables.',
    code: 'def double(number):\n    result = number * 2\n    return result\n\nprint(double(21))\n# print(result)  # NameError: result only lives inside double',
  },
  {
    name: 'Exercise - Temperature Converter',
    intro:
      '`celsius_to_fahrenheit` is done for you. Write `fahrenheit_to_celsius(fahrenheit)` so that it returns the temperature in Celsius, then use a `for` loop and `celsius_to_fahrenheit` to print this table for 0, 10, 20, 30 and 40 degrees Celsius:',
    output: '0 C = 32.0 F\n10 C = 50.0 F\n20 C = 68.0 F\n30 C = 86.0 F\n40 C = 104.0 F',
    after:
      'Check also calls your `fahrenheit_to_celsius` with a few temperatures, for example `fahrenheit_to_celsius(212)` must give `100`.',
    exercise: {
      starter: py`
        def celsius_to_fahrenheit(celsius):
            return celsius * 9 / 5 + 32


        def fahrenheit_to_celsius(fahrenheit):
            return 0  # replace 0 with the formula


        # print the table here
      `,
      hints: [
        'The formula back to Celsius is: take away 32, then multiply by 5 and divide by 9.',
        'Brackets make the taking away happen first: `return (fahrenheit - 32) * 5 / 9`.',
        'For the table, `for celsius in range(0, 41, 10):` counts 0, 10, 20, 30, 40. Print each row with `print(f"{celsius} C = {celsius_to_fahrenheit(celsius)} F")`.',
      ],
      solution: py`
        def celsius_to_fahrenheit(celsius):
            return celsius * 9 / 5 + 32


        def fahrenheit_to_celsius(fahrenheit):
            return (fahrenheit - 32) * 5 / 9


        for celsius in range(0, 41, 10):
            print(f"{celsius} C = {celsius_to_fahrenheit(celsius)} F")
      `,
      check: {
        output: {
          expected: '0 C = 32.0 F\n10 C = 50.0 F\n20 C = 68.0 F\n30 C = 86.0 F\n40 C = 104.0 F\n',
          match: 'trimmed',
        },
        functionCases: {
          name: 'fahrenheit_to_celsius',
          cases: [
            { args: [32], expected: 0 },
            { args: [212], expected: 100 },
            { args: [50], expected: 10 },
            { args: [-40], expected: -40 },
            { args: [77], expected: 25 },
          ],
        },
        rules: [{ kind: 'requires', construct: 'for', message: 'Use a for loop to print the table.' }],
      },
      hidden: {
        functionCases: [
          { args: [68], expected: 20 },
          { args: [-4], expected: -20 },
          { args: [104], expected: 40 },
        ],
      },
    },
  },
  { name: 'Chapter Summary', intro: '' },
];

export const dataStructures: LessonTopic[] = [
  {
    name: 'Dictionaries - Keys and Values',
    intro:
      'A dictionary maps keys to values, like words to their meanings. Look values up by key, add new pairs by assigning to a key.',
    code: 'ages = {"Ada": 36, "Alan": 41}\nprint(ages["Ada"])\nages["Grace"] = 85\nprint(ages.get("Linus", "unknown"))',
  },
  {
    name: 'Dictionaries - Looping Over a Dictionary',
    intro: '`items()` gives each key together with its value, which is usually what you want in a loop.',
    code: 'stock = {"apples": 12, "pears": 0, "plums": 7}\nfor fruit, count in stock.items():\n    if count == 0:\n        print(f"Order more {fruit}")',
  },
  {
    name: 'Tuples - Fixed Groups of Values',
    intro:
      'A tuple is like a list that cannot change. Use it for values that belong together, such as coordinates, and unpack it into variables.',
    code: 'point = (3, 4)\nx, y = point\nprint(f"x={x}, y={y}")',
  },
  {
    name: 'Sets - Unique Values',
    intro:
      'A set keeps each value once and answers "is this in here?" very quickly. Sets also support union `|` and intersection `&`.',
    code: 'visitors = ["ana", "ben", "ana", "cy"]\nunique = set(visitors)\nprint(len(unique))      # 3\nprint("ben" in unique)  # True',
  },
  {
    name: 'Exercise - Word Counter',
    intro:
      'Ask for a sentence and count how many times each word appears, ignoring capital letters. Print one line per word, in the order the words first appear, with its count. For `The cat and the hat` your program prints:',
    output: 'the: 2\ncat: 1\nand: 1\nhat: 1',
    after:
      'Count with a dictionary of your own: the `Counter` tool from `collections` is not allowed this time.',
    exercise: {
      starter: py`
        sentence = input("Sentence: ").lower()
        counts = {}
        for word in sentence.split():
            pass  # add 1 to this word's count

        # print each word and its count
      `,
      hints: [
        'A word you meet for the first time is not in the dictionary yet: start it at 0 with `counts.get(word, 0)`.',
        'Inside the loop: `counts[word] = counts.get(word, 0) + 1`.',
        'After the loop, `for word, count in counts.items():` visits the words in the order they were added. Print `f"{word}: {count}"`.',
      ],
      solution: py`
        sentence = input("Sentence: ").lower()
        counts = {}
        for word in sentence.split():
            counts[word] = counts.get(word, 0) + 1

        for word, count in counts.items():
            print(f"{word}: {count}")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [
            { stdin: 'The cat and the hat\n', expected: 'the: 2\ncat: 1\nand: 1\nhat: 1\n' },
            { stdin: 'Yes yes YES\n', expected: 'yes: 3\n' },
            { stdin: 'one fish two fish red fish\n', expected: 'one: 1\nfish: 3\ntwo: 1\nred: 1\n' },
          ],
        },
        rules: [
          {
            kind: 'forbids',
            construct: 'call',
            name: 'Counter',
            message: 'Count the words with your own dictionary, without Counter.',
          },
        ],
      },
      hidden: {
        stdinCases: [
          { stdin: 'a A b\n', expected: 'a: 2\nb: 1\n' },
          { stdin: 'Hello world hello World\n', expected: 'hello: 2\nworld: 2\n' },
        ],
      },
    },
  },
  { name: 'Chapter Summary', intro: '' },
];

export const filesAndErrors: LessonTopic[] = [
  {
    name: 'Files - Reading a Text File',
    intro:
      'Open a file with `open` inside a `with` block; the file is closed for you when the block ends. Loop over the file to read it line by line.',
    code: 'with open("notes.txt", encoding="utf-8") as notes:\n    for line in notes:\n        print(line.strip())',
  },
  {
    name: 'Files - Writing a Text File',
    intro:
      'Mode `"w"` creates or replaces a file, mode `"a"` adds to the end. `write` does not add a new line for you.',
    code: 'with open("scores.txt", "a", encoding="utf-8") as scores:\n    scores.write("Mia,120\\n")',
  },
  {
    name: 'Errors - try and except',
    intro:
      'When something can fail, such as converting user input, wrap it in `try` and handle the specific error in `except`.',
    code: 'try:\n    age = int(input("Age: "))\nexcept ValueError:\n    print("Please type a whole number")',
  },
  {
    name: 'Errors - Raising Your Own Errors',
    intro:
      'Use `raise` when a function is given a value it cannot work with. The caller can then decide how to react.',
    code: 'def withdraw(balance, amount):\n    if amount > balance:\n        raise ValueError("Not enough money")\n    return balance - amount',
  },
  {
    name: 'Exercise - Safe Number Input',
    intro:
      'Finish `ask_number(question)`: it asks the question, and when the answer is not a whole number it prints `Please type a whole number.` and asks again, until it gets one, which it returns. The last two lines of the program use it. When someone types `ten` and then `10`, the program prints:',
    output: 'Please type a whole number.\nNext year you will be 11.',
    after:
      'Keep the last two lines as they are. `int()` raises a `ValueError` for text that is not a whole number.',
    exercise: {
      starter: py`
        def ask_number(question):
            while True:
                answer = input(question)
                # try to turn answer into a whole number and return it


        age = ask_number("How old are you? ")
        print(f"Next year you will be {age + 1}.")
      `,
      hints: [
        'Put the risky part in a `try:` block: `return int(answer)`.',
        'Catch the error with `except ValueError:` and print `Please type a whole number.` there.',
        'You do not need anything else: the `while True` loop asks again after the message, and `return` ends the loop.',
      ],
      solution: py`
        def ask_number(question):
            while True:
                answer = input(question)
                try:
                    return int(answer)
                except ValueError:
                    print("Please type a whole number.")


        age = ask_number("How old are you? ")
        print(f"Next year you will be {age + 1}.")
      `,
      check: {
        stdinCases: {
          match: 'trimmed',
          cases: [
            { stdin: 'ten\n10\n', expected: 'Please type a whole number.\nNext year you will be 11.\n' },
            { stdin: '12\n', expected: 'Next year you will be 13.\n' },
            {
              stdin: '\nnine\n3.5\n9\n',
              expected:
                'Please type a whole number.\nPlease type a whole number.\nPlease type a whole number.\nNext year you will be 10.\n',
            },
          ],
        },
        rules: [
          { kind: 'requires', construct: 'def', message: 'Keep the ask_number function.' },
          { kind: 'requires', construct: 'while', message: 'Use a while loop to ask again.' },
        ],
      },
      hidden: {
        stdinCases: [
          { stdin: '99\n', expected: 'Next year you will be 100.\n' },
          {
            stdin: 'twelve\n1.5\n30\n',
            expected: 'Please type a whole number.\nPlease type a whole number.\nNext year you will be 31.\n',
          },
        ],
      },
    },
  },
  { name: 'Chapter Summary', intro: '' },
];

export const objects: LessonTopic[] = [
  {
    name: 'Classes - Your First Class',
    intro:
      'A class is a blueprint for objects. `__init__` runs when an object is created and stores its data on `self`.',
    code: 'class Dog:\n    def __init__(self, name):\n        self.name = name\n\n    def bark(self):\n        print(f"{self.name} says woof")\n\nDog("Rex").bark()',
    youtube: 'https://youtu.be/_uQrJ0TkZlc',
  },
  {
    name: 'Classes - Attributes and Methods',
    intro:
      "Attributes hold an object's data; methods are functions that work with that data. Each object keeps its own attributes.",
    code: 'class Counter:\n    def __init__(self):\n        self.value = 0\n\n    def increment(self):\n        self.value += 1\n\nclicks = Counter()\nclicks.increment()\nprint(clicks.value)  # 1',
  },
  {
    name: 'Classes - Inheritance',
    intro:
      "A subclass gets everything from its parent class and can add or change behaviour. `super()` calls the parent's version.",
    code: 'class Animal:\n    def __init__(self, name):\n        self.name = name\n\n    def speak(self):\n        return "..."\n\nclass Cat(Animal):\n    def speak(self):\n        return "meow"\n\nprint(Cat("Tom").speak())',
  },
  {
    name: 'Classes - Special Methods',
    intro:
      "Methods with double underscores let your objects work with Python's built-ins. `__str__` decides what `print` shows.",
    code: 'class Point:\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n\n    def __str__(self):\n        return f"({self.x}, {self.y})"\n\nprint(Point(2, 3))',
  },
  {
    name: 'Exercise - Bank Account',
    intro:
      'Add two methods to `BankAccount`: `deposit(amount)` adds to the balance, and `withdraw(amount)` takes money out, but only if there is enough. When there is not, it prints `Sorry, not enough money.` and leaves the balance as it was. The lines at the bottom try your class out; with them your program prints:',
    output: 'Sorry, not enough money.\nMia has 35',
    after: 'Keep the lines at the bottom as they are: they are how your class is checked.',
    exercise: {
      starter: program(
        py`
        class BankAccount:
            def __init__(self, owner):
                self.owner = owner
                self.balance = 0

            # add deposit and withdraw here
      `,
        BANK_ACCOUNT_TRY_OUT,
      ),
      hints: [
        'A method is a function inside the class whose first parameter is `self`: `def deposit(self, amount):`.',
        '`deposit` changes the balance with `self.balance += amount`.',
        'In `withdraw`, check `if amount > self.balance:` first and print the message; otherwise (`else:`) take the amount away.',
      ],
      solution: program(
        py`
        class BankAccount:
            def __init__(self, owner):
                self.owner = owner
                self.balance = 0

            def deposit(self, amount):
                self.balance += amount

            def withdraw(self, amount):
                if amount > self.balance:
                    print("Sorry, not enough money.")
                else:
                    self.balance -= amount
      `,
        BANK_ACCOUNT_TRY_OUT,
      ),
      check: {
        output: { expected: 'Sorry, not enough money.\nMia has 35\n', match: 'exact' },
        rules: [{ kind: 'requires', construct: 'if', message: 'Use an if statement in withdraw.' }],
      },
    },
  },
  { name: 'Chapter Summary', intro: '' },
];

export const modulesAndProject: LessonTopic[] = [
  {
    name: 'Modules - Importing Modules',
    intro:
      'Python ships with a large standard library. `import` a module to use it, or import just the names you need.',
    code: 'import math\nfrom random import choice\n\nprint(math.sqrt(81))\nprint(choice(["rock", "paper", "scissors"]))',
  },
  {
    name: 'Modules - Writing Your Own Module',
    intro:
      'Any `.py` file is a module. Put helper functions in `helpers.py` and import them from your main program in the same folder.',
    code: '# helpers.py\ndef shout(text):\n    return text.upper() + "!"\n\n# main.py\nfrom helpers import shout\nprint(shout("hello"))',
  },
  {
    name: 'Modules - Installing Packages with pip',
    intro:
      'Packages written by other people are installed with pip, ideally inside a virtual environment so each project keeps its own versions.',
    code: 'python3 -m venv .venv\nsource .venv/bin/activate\npip install requests',
  },
  {
    name: 'Project - To-Do List App',
    intro:
      'Build a command-line to-do list that can add, list, complete and delete tasks, and saves them to a file so they are still there next time.',
    code: 'import json\n\ndef load_tasks(path="tasks.json"):\n    try:\n        with open(path, encoding="utf-8") as file:\n            return json.load(file)\n    except FileNotFoundError:\n        return []',
    files: ['/files/lessons/todo_app.py'],
  },
  { name: 'Chapter Summary', intro: '' },
];

export const comprehensions: LessonTopic[] = [
  {
    name: 'Comprehensions - List Comprehensions',
    intro:
      'A list comprehension builds a new list from another sequence in one readable line, optionally filtering items.',
    code: 'squares = [n * n for n in range(10)]\nevens = [n for n in squares if n % 2 == 0]',
  },
  {
    name: 'Comprehensions - Dictionary and Set Comprehensions',
    intro: 'The same idea works for dictionaries and sets, using curly braces.',
    code: 'words = ["apple", "kiwi", "banana"]\nlengths = {word: len(word) for word in words}\nfirst_letters = {word[0] for word in words}',
  },
  {
    name: 'Generators - yield',
    intro:
      'A generator function uses `yield` to produce values one at a time, only when asked. It can describe very long or even endless sequences without using much memory.',
    code: 'def fibonacci():\n    a, b = 0, 1\n    while True:\n        yield a\n        a, b = b, a + b\n\nfrom itertools import islice\nprint(list(islice(fibonacci(), 10)))',
  },
  {
    name: 'Exercise - Prime Numbers',
    intro:
      'A prime number can only be divided evenly by 1 and itself; 0 and 1 are not prime. Write `is_prime(number)` so it returns `True` or `False`, and change the generator `primes()` so it yields only prime numbers. The last line prints the first 20 of them:',
    output: '2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71',
    after: 'Check also calls `is_prime` on its own, for example `is_prime(9)` must be `False`.',
    exercise: {
      starter: py`
        from itertools import islice


        def is_prime(number):
            return True  # find out whether number is prime


        def primes():
            candidate = 2
            while True:
                yield candidate  # only yield candidate when it is prime
                candidate += 1


        print(*islice(primes(), 20))
      `,
      hints: [
        'Numbers below 2 are never prime: start `is_prime` with `if number < 2: return False`.',
        'Try every divisor from 2 up to the number: `for divisor in range(2, number):`. If `number % divisor == 0`, it is not prime.',
        'In `primes()`, put the `yield` inside `if is_prime(candidate):`.',
      ],
      solution: py`
        from itertools import islice


        def is_prime(number):
            if number < 2:
                return False
            for divisor in range(2, number):
                if number % divisor == 0:
                    return False
            return True


        def primes():
            candidate = 2
            while True:
                if is_prime(candidate):
                    yield candidate
                candidate += 1


        print(*islice(primes(), 20))
      `,
      check: {
        output: { expected: '2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71\n', match: 'trimmed' },
        functionCases: {
          name: 'is_prime',
          cases: [
            { args: [2], expected: true },
            { args: [1], expected: false },
            { args: [0], expected: false },
            { args: [9], expected: false },
            { args: [17], expected: true },
            { args: [97], expected: true },
            { args: [100], expected: false },
          ],
        },
      },
      hidden: {
        functionCases: [
          { args: [3], expected: true },
          { args: [4], expected: false },
          { args: [91], expected: false },
          { args: [101], expected: true },
        ],
      },
    },
  },
];

export const decorators: LessonTopic[] = [
  {
    name: 'Decorators - Functions as Values',
    intro:
      'Functions are values: you can store them in variables, pass them to other functions and return them. Decorators build on this.',
    code: 'def shout(text):\n    return text.upper()\n\ndef apply(function, value):\n    return function(value)\n\nprint(apply(shout, "hi"))',
  },
  {
    name: 'Decorators - Writing a Decorator',
    intro:
      'A decorator takes a function and returns a new function that adds behaviour around it. `functools.wraps` keeps the original name and docstring.',
    code: 'import functools, time\n\ndef timed(function):\n    @functools.wraps(function)\n    def wrapper(*args, **kwargs):\n        start = time.perf_counter()\n        result = function(*args, **kwargs)\n        print(f"{function.__name__} took {time.perf_counter() - start:.3f}s")\n        return result\n    return wrapper',
  },
  {
    name: 'Context Managers - with Statements',
    intro:
      'A context manager sets something up and reliably cleans it up afterwards, even when an error happens. `contextlib.contextmanager` makes writing one easy.',
    code: 'from contextlib import contextmanager\n\n@contextmanager\ndef announce(task):\n    print(f"Starting {task}")\n    yield\n    print(f"Finished {task}")\n\nwith announce("backup"):\n    print("copying files")',
  },
  {
    name: 'Exercise - Retry Decorator',
    intro:
      'Finish the decorator `retry(times)`: the function it decorates is called again whenever it raises an exception, up to `times` calls in all, and if the last call fails too, that error is raised again. The code below the decorator tries it out; with a working decorator it prints:',
    output: 'Attempt 1\nAttempt 2\nAttempt 3\nworked\nTrying broken\nTrying broken\ngave up after 2 attempts',
    after: 'Keep the code below the decorator as it is: it is how your decorator is checked.',
    exercise: {
      starter: program(
        py`
        import functools


        def retry(times):
            def decorate(function):
                return function  # return a wrapper that retries instead
            return decorate
      `,
        RETRY_TRY_OUT,
      ),
      hints: [
        'Inside `decorate`, define `def wrapper(*args, **kwargs):` and return `wrapper` instead of `function`.',
        'In the wrapper, loop `for attempt in range(times):` and `return function(*args, **kwargs)` inside a `try:` block.',
        'In `except Exception:`, re-raise with a bare `raise` when `attempt == times - 1`; otherwise let the loop try again.',
      ],
      solution: program(
        py`
        import functools


        def retry(times):
            def decorate(function):
                @functools.wraps(function)
                def wrapper(*args, **kwargs):
                    for attempt in range(times):
                        try:
                            return function(*args, **kwargs)
                        except Exception:
                            if attempt == times - 1:
                                raise
                return wrapper
            return decorate
      `,
        RETRY_TRY_OUT,
      ),
      check: {
        output: {
          expected:
            'Attempt 1\nAttempt 2\nAttempt 3\nworked\nTrying broken\nTrying broken\ngave up after 2 attempts\n',
          match: 'exact',
        },
      },
    },
  },
];

export const testing: LessonTopic[] = [
  {
    name: 'Testing - Why Test?',
    intro:
      'Automated tests check that your code still does what it should after every change. They are small programs that call your code and compare the result with what you expect.',
    code: 'def add(a, b):\n    return a + b\n\nassert add(2, 3) == 5',
  },
  {
    name: 'Testing - pytest Basics',
    intro:
      'pytest finds functions whose names start with `test_` in files named `test_*.py` and reports every failing `assert` with the values involved.',
    code: '# test_maths.py\nfrom maths import add\n\ndef test_adds_two_numbers():\n    assert add(2, 3) == 5',
  },
  {
    name: 'Testing - Testing Errors',
    intro: 'Use `pytest.raises` to check that your code refuses bad input with the right exception.',
    code: 'import pytest\nfrom bank import withdraw\n\ndef test_refuses_overdraft():\n    with pytest.raises(ValueError):\n        withdraw(10, 50)',
  },
  {
    name: 'Exercise - Test the Word Counter',
    intro:
      'Turn your word counter into a function: `count_words(sentence)` returns a dictionary of each word (in small letters) and how many times it appears, so `count_words("Yes yes no")` returns `{"yes": 2, "no": 1}`. Below it, write at least three `assert` lines that test it, one of them for an empty sentence.',
    code: 'assert count_words("Yes yes no") == {"yes": 2, "no": 1}',
    after:
      'When every `assert` is true, Run prints nothing at all: silence means your tests pass. Check then tries your function with sentences of its own.',
    exercise: {
      starter: py`
        def count_words(sentence):
            return {}  # count the words in small letters


        assert count_words("") == {}
        # add more tests here
      `,
      hints: [
        'Start with an empty dictionary `counts = {}` and loop over `sentence.lower().split()`.',
        'Add one to each word: `counts[word] = counts.get(word, 0) + 1`, and `return counts` after the loop.',
        'A test calls the function and compares: `assert count_words("a b a") == {"a": 2, "b": 1}`.',
      ],
      solution: py`
        def count_words(sentence):
            counts = {}
            for word in sentence.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        assert count_words("") == {}
        assert count_words("Yes yes no") == {"yes": 2, "no": 1}
        assert count_words("one") == {"one": 1}
      `,
      check: {
        functionCases: {
          name: 'count_words',
          cases: [
            { args: ['the cat and the hat'], expected: { the: 2, cat: 1, and: 1, hat: 1 } },
            { args: ['Yes yes YES'], expected: { yes: 3 } },
            { args: [''], expected: {} },
            { args: ['Hello'], expected: { hello: 1 } },
          ],
        },
        rules: [{ kind: 'requires', construct: 'for', message: 'Use a for loop to go through the words.' }],
      },
      hidden: {
        functionCases: [
          { args: ['one two one'], expected: { one: 2, two: 1 } },
          { args: ['  spaced   out  '], expected: { spaced: 1, out: 1 } },
        ],
      },
    },
  },
];

export const howTheWebWorks: LessonTopic[] = [
  {
    name: 'HTTP - Requests and Responses',
    intro:
      'A browser sends an HTTP request (a method such as GET or POST, a path and headers) and the server answers with a status code, headers and a body.',
    code: 'import requests\n\nresponse = requests.get("https://www.python.org")\nprint(response.status_code)\nprint(response.headers["content-type"])',
  },
  {
    name: 'HTTP - JSON APIs',
    intro: 'Many web services answer with JSON, which maps neatly onto Python dictionaries and lists.',
    code: 'import json\n\ntext = \'{"name": "Ada", "skills": ["python", "maths"]}\'\ndata = json.loads(text)\nprint(data["skills"][0])',
  },
  {
    name: 'HTML - Structure of a Page',
    intro:
      'HTML describes the structure of a page with nested tags. Your Python web app will send HTML like this to the browser.',
    code: 'page = """<!doctype html>\n<html>\n  <body>\n    <h1>My first page</h1>\n  </body>\n</html>"""',
  },
  {
    name: 'Exercise - Weather Report',
    intro:
      'Write `weather_html(report)`. It gets a dictionary like `{"city": "Haifa", "temp": 24}` and returns one HTML paragraph, `<p>It is 24 degrees in Haifa.</p>`. When it is 30 degrees or more, add ` Stay cool!` before `</p>`. City names can contain characters such as `&` that HTML treats specially, so escape the city with `html.escape`:',
    code: 'weather_html({"city": "Haifa", "temp": 24})\n# \'<p>It is 24 degrees in Haifa.</p>\'\nweather_html({"city": "Tel Aviv & Jaffa", "temp": 31})\n# \'<p>It is 31 degrees in Tel Aviv &amp; Jaffa. Stay cool!</p>\'',
    after: 'Return the text: Check calls your function and compares what it returns.',
    exercise: {
      starter: py`
        import html


        def weather_html(report):
            return ""
      `,
      hints: [
        'Read the values with `report["city"]` and `report["temp"]`.',
        "Build the sentence with an f-string: `f\"It is {report['temp']} degrees in {html.escape(report['city'])}.\"`.",
        'Use `if report["temp"] >= 30:` to add `" Stay cool!"`, then wrap everything in `<p>` and `</p>`.',
      ],
      solution: py`
        import html


        def weather_html(report):
            text = f"It is {report['temp']} degrees in {html.escape(report['city'])}."
            if report["temp"] >= 30:
                text += " Stay cool!"
            return f"<p>{text}</p>"
      `,
      check: {
        functionCases: {
          name: 'weather_html',
          cases: [
            { args: [{ city: 'Haifa', temp: 24 }], expected: '<p>It is 24 degrees in Haifa.</p>' },
            { args: [{ city: 'Cairo', temp: 35 }], expected: '<p>It is 35 degrees in Cairo. Stay cool!</p>' },
            { args: [{ city: 'Rome', temp: 30 }], expected: '<p>It is 30 degrees in Rome. Stay cool!</p>' },
            { args: [{ city: 'Oslo', temp: -3 }], expected: '<p>It is -3 degrees in Oslo.</p>' },
            {
              args: [{ city: 'Tel Aviv & Jaffa', temp: 31 }],
              expected: '<p>It is 31 degrees in Tel Aviv &amp; Jaffa. Stay cool!</p>',
            },
          ],
        },
        rules: [{ kind: 'requires', construct: 'if', message: 'Use an if statement for the hot days.' }],
      },
      hidden: {
        functionCases: [
          { args: [{ city: 'Lima', temp: 29 }], expected: '<p>It is 29 degrees in Lima.</p>' },
          { args: [{ city: 'A<B', temp: 40 }], expected: '<p>It is 40 degrees in A&lt;B. Stay cool!</p>' },
        ],
      },
    },
  },
];

export const flask: LessonTopic[] = [
  {
    name: 'Flask - Hello, Web',
    intro:
      'Flask is a small web framework. A route connects a URL path to a Python function that returns the response.',
    code: 'from flask import Flask\n\napp = Flask(__name__)\n\n@app.route("/")\ndef home():\n    return "<h1>Hello, web!</h1>"',
  },
  {
    name: 'Flask - Templates',
    intro:
      'Templates keep HTML out of your Python code. `render_template` fills a Jinja template with your values and escapes them safely.',
    code: 'from flask import render_template\n\n@app.route("/hello/<name>")\ndef hello(name):\n    return render_template("hello.html", name=name)',
  },
  {
    name: 'Flask - Forms',
    intro:
      'A form posts its fields to your route; read them from `request.form` and always check them before using them.',
    code: 'from flask import request\n\n@app.route("/signup", methods=["POST"])\ndef signup():\n    email = request.form.get("email", "").strip()\n    if "@" not in email:\n        return "Please enter a valid email", 400\n    return "Thanks!"',
  },
  {
    name: 'Project - Guestbook',
    intro: 'Build a guestbook: a page that lists messages and a form to add one, stored in a JSON file.',
    code: 'messages = []\n\n@app.route("/guestbook", methods=["GET", "POST"])\ndef guestbook():\n    ...',
    files: ['/files/lessons/guestbook.zip'],
  },
];
