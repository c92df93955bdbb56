"""Worksheet: functions, parameters, return values and scope."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Example: a finished answer.
def celsius_to_fahrenheit(celsius):
    return celsius * 9 / 5 + 32


# Your turn: the reverse of the example above.
def fahrenheit_to_celsius(fahrenheit):
    return 0


# Your turn: greet with a default greeting of "Hi", e.g. "Hi, Lea!".
def greet(name, greeting="Hi"):
    return ""


if __name__ == "__main__":
    check("100 C is 212 F", celsius_to_fahrenheit(100), 212)
    check("212 F is 100 C", fahrenheit_to_celsius(212), 100)
    check("default greeting", greet("Lea"), "Hi, Lea!")
    check("own greeting", greet("Omar", greeting="Welcome"), "Welcome, Omar!")
