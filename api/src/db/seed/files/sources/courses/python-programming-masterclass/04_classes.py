"""Worksheet 4: classes (chapter 6) - the bank account exercise."""


def check(label, got, expected):
    print(("OK       " if got == expected else "Not yet  ") + label)


class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    # Your turn: add the amount to the balance.
    def deposit(self, amount):
        pass

    # Your turn: take the amount off, or raise ValueError when the balance is too low.
    def withdraw(self, amount):
        pass

    # Your turn: describe the account, e.g. "Ada: 50".
    def __str__(self):
        return ""


if __name__ == "__main__":
    account = BankAccount("Ada")
    account.deposit(80)
    account.withdraw(30)
    check("balance after deposit and withdrawal", account.balance, 50)
    check("printed account", str(account), "Ada: 50")
    try:
        account.withdraw(500)
        check("refuses an overdraft", "no error", "ValueError")
    except ValueError:
        check("refuses an overdraft", "ValueError", "ValueError")
