"""Worksheet: dictionaries, tuples and sets."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Your turn: count each word, ignoring upper and lower case.
def count_words(sentence):
    counts = {}
    return counts


# Your turn: return the fruits whose count is 0, in the order they appear.
def out_of_stock(stock):
    return []


# Your turn: return how many different visitors there were.
def unique_visitors(visitors):
    return 0


if __name__ == "__main__":
    check("word counter", count_words("The cat and the hat"), {"the": 2, "cat": 1, "and": 1, "hat": 1})
    check("out of stock", out_of_stock({"apples": 12, "pears": 0, "plums": 0}), ["pears", "plums"])
    check("unique visitors", unique_visitors(["ana", "ben", "ana", "cy"]), 3)
