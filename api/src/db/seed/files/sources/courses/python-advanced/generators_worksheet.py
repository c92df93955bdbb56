"""Worksheet: comprehensions and generators."""
from itertools import islice


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Example: a finished generator.
def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


# Your turn: one list comprehension that keeps the even squares of 0..9.
def even_squares():
    return []


# Your turn: yield the prime numbers forever (2, 3, 5, 7, ...).
def primes():
    yield from ()


if __name__ == "__main__":
    check("first 10 Fibonacci numbers", list(islice(fibonacci(), 10)), [0, 1, 1, 2, 3, 5, 8, 13, 21, 34])
    check("even squares", even_squares(), [0, 4, 16, 36, 64])
    check("first 8 primes", list(islice(primes(), 8)), [2, 3, 5, 7, 11, 13, 17, 19])
