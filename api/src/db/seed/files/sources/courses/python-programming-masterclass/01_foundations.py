"""Worksheet 1: numbers, text, decisions and loops (chapters 1-2)."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Your turn: return "even" or "odd".
def even_or_odd(number):
    return ""


# Your turn: return the total of the numbers from 1 to n, using a loop.
def total_up_to(n):
    return 0


# Your turn: return the sentence with the first letter of every word in capitals.
def title_case(sentence):
    return sentence


if __name__ == "__main__":
    check("10 is even", even_or_odd(10), "even")
    check("total up to 100", total_up_to(100), 5050)
    check("title case", title_case("python is fun"), "Python Is Fun")
