import type { LessonTopic } from './lessonHtml';

/** Chapters 3 onwards: the rest of the masterclass, the advanced course and the web starter. */

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
      'Write `celsius_to_fahrenheit(celsius)` and `fahrenheit_to_celsius(fahrenheit)` and print a table of both for 0, 10, 20, 30 and 40 degrees Celsius.',
    code: 'def celsius_to_fahrenheit(celsius):\n    return celsius * 9 / 5 + 32',
    after: 'Hint: the reverse formula is `(fahrenheit - 32) * 5 / 9`.',
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
      'Ask the user for a sentence and print how many times each word appears, ignoring upper and lower case.',
    code: 'sentence = input("Sentence: ").lower()\ncounts = {}\nfor word in sentence.split():\n    # count each word',
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
      'Write `ask_number(question)` that keeps asking until the user types a valid whole number, then returns it.',
    code: 'def ask_number(question):\n    while True:\n        # try to convert, return on success',
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
      'Write a `BankAccount` class with `deposit`, `withdraw` (refusing to go below zero) and a `balance` attribute. Test it with a few transactions.',
    code: 'class BankAccount:\n    def __init__(self, owner):\n        self.owner = owner\n        self.balance = 0',
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
      'Write a generator `primes()` that yields prime numbers forever, then print the first 20 with `islice`.',
    code: 'def primes():\n    candidate = 2\n    while True:\n        # yield candidate if it is prime\n        candidate += 1',
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
      'Write a decorator `retry(times)` that calls the decorated function again when it raises an exception, up to `times` attempts, and re-raises the last error.',
    code: 'def retry(times):\n    def decorate(function):\n        # return a wrapper that retries\n        ...\n    return decorate',
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
      'Turn your word counter from the data structures chapter into a function and write three pytest tests for it, including one for an empty sentence.',
    code: 'def count_words(sentence):\n    ...',
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
      'Write a function that takes a dictionary like `{"city": "Haifa", "temp": 24}` and returns a short HTML paragraph describing the weather.',
    code: 'def weather_html(report):\n    ...',
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
