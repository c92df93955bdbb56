"""Final project of the free trial: the number guessing game.

The computer picks a secret number from 1 to 100. Finish the loop so that the
player keeps guessing, hears "Higher!" or "Lower!" after each guess, and is
told how many guesses it took.
"""
import random

secret = random.randint(1, 100)
guesses = 0

print("I am thinking of a number from 1 to 100.")
guess = int(input("Your guess: "))
guesses += 1

# Your turn: repeat until the guess is right (a while loop), saying "Higher!"
# or "Lower!" each time, then print how many guesses the player needed.
