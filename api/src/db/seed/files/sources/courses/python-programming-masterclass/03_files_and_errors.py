"""Worksheet 3: files and errors (chapter 5)."""
import os
import tempfile


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


# Your turn: write each line to the file at `path`, one per line.
def save_lines(path, lines):
    pass


# Your turn: return the lines of the file, without line endings; [] when the file does not exist.
def load_lines(path):
    return []


# Your turn: return the text as an int, or None when it is not a whole number (use try and except).
def safe_int(text):
    return None


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "notes.txt")
        save_lines(path, ["first", "second"])
        check("lines saved and loaded", load_lines(path), ["first", "second"])
        check("missing file gives []", load_lines(os.path.join(folder, "missing.txt")), [])
    check("'42' is 42", safe_int("42"), 42)
    check("'forty' is None", safe_int("forty"), None)
