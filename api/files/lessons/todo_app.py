"""A command-line to-do list that keeps its tasks in tasks.json.

Run it with:  python3 todo_app.py
Commands: add, list, done, delete, quit
"""
import json

TASKS_FILE = "tasks.json"


def load_tasks(path=TASKS_FILE):
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except FileNotFoundError:
        return []


def save_tasks(tasks, path=TASKS_FILE):
    with open(path, "w", encoding="utf-8") as file:
        json.dump(tasks, file, indent=2)


def show(tasks):
    if not tasks:
        print("Nothing to do. Add a task!")
    for number, task in enumerate(tasks, start=1):
        mark = "x" if task["done"] else " "
        print(f"{number}. [{mark}] {task['title']}")


def pick(tasks, prompt):
    """Asks for a task number; returns its index, or None for a number that is not on the list."""
    answer = input(prompt)
    if answer.isdigit() and 1 <= int(answer) <= len(tasks):
        return int(answer) - 1
    print("There is no task with that number.")
    return None


def main():
    tasks = load_tasks()
    while True:
        command = input("\nadd, list, done, delete or quit? ").strip().lower()
        if command == "add":
            title = input("Task: ").strip()
            if title:
                tasks.append({"title": title, "done": False})
        elif command == "list":
            show(tasks)
        elif command == "done":
            index = pick(tasks, "Which task is done? ")
            if index is not None:
                tasks[index]["done"] = True
        elif command == "delete":
            index = pick(tasks, "Which task should go? ")
            if index is not None:
                tasks.pop(index)
        elif command == "quit":
            break
        else:
            print("Unknown command.")
        save_tasks(tasks)


if __name__ == "__main__":
    main()
