"""Worksheet 2: input, decisions, loops and lists (chapter 2)."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Your turn: return "even" or "odd".
def even_or_odd(number):
    return ""


# Your turn: return the rows of a multiplication table, e.g. "3 x 4 = 12", for rows 1 to 10.
def times_table(number):
    return []


# Your turn: return the items numbered from 1, e.g. ["1. milk", "2. bread"].
def numbered(items):
    return []


if __name__ == "__main__":
    check("4 is even", even_or_odd(4), "even")
    check("7 is odd", even_or_odd(7), "odd")
    table = times_table(3)
    check("3 times table has 10 rows", len(table), 10)
    check("3 x 4 = 12", table[3] if len(table) > 3 else None, "3 x 4 = 12")
    check("numbered list", numbered(["milk", "bread"]), ["1. milk", "2. bread"])
