"""Worksheet 1: printing, numbers and variables (chapter 1)."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Example: a finished answer, so you can see the idea.
def greeting_card(name):
    return f"Happy birthday, {name}!"


# Your turn: return the number of minutes in the given number of hours.
def minutes_in(hours):
    return 0


# Your turn: return the average of three numbers.
def average(a, b, c):
    return 0


# Your turn: return the two values swapped, as (b, a).
def swap(a, b):
    return a, b


if __name__ == "__main__":
    check("greeting card", greeting_card("Noa"), "Happy birthday, Noa!")
    check("minutes in 3 hours", minutes_in(3), 180)
    check("average of 2, 4 and 9", average(2, 4, 9), 5)
    check("swap 1 and 2", swap(1, 2), (2, 1))
