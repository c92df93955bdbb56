"""Exercise: a decorator that retries a failing function."""
import functools


def retry(times):
    """Call the decorated function up to `times` times while it raises; re-raise the last error."""

    def decorate(function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            # Your turn: this tries only once. Loop up to `times` attempts.
            return function(*args, **kwargs)

        return wrapper

    return decorate
