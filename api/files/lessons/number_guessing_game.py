"""The number guessing game: the finished program of the free trial.

Compare it with yours. Run it with:  python3 number_guessing_game.py
"""
import random

secret = random.randint(1, 100)
guesses = 0

print("I am thinking of a number from 1 to 100.")
while True:
    answer = input("Your guess: ")
    if not answer.strip().isdigit():
        print("Please type a whole number.")
        continue
    guess = int(answer)
    guesses += 1
    if guess < secret:
        print("Higher!")
    elif guess > secret:
        print("Lower!")
    else:
        print(f"Correct! You needed {guesses} guesses.")
        break
