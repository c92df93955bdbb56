import pytest

from retry import retry


def flaky(failures):
    """A function that fails `failures` times before it works."""
    calls = []

    def connect():
        calls.append(1)
        if len(calls) <= failures:
            raise ConnectionError(f"attempt {len(calls)} failed")
        return "connected"

    return connect, calls


def test_returns_the_result_once_an_attempt_works():
    connect, calls = flaky(failures=2)
    assert retry(3)(connect)() == "connected"
    assert len(calls) == 3


def test_raises_the_last_error_when_every_attempt_fails():
    connect, calls = flaky(failures=5)
    with pytest.raises(ConnectionError, match="attempt 3 failed"):
        retry(3)(connect)()
    assert len(calls) == 3


def test_keeps_the_function_name():
    @retry(2)
    def download():
        return "done"

    assert download.__name__ == "download"
