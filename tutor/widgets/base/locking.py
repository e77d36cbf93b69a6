"""Methods that hold their widget's re-entrant lock, so two threads driving one lesson or quiz take turns."""
from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

Method = TypeVar("Method", bound=Callable[..., Any])


def locked(method: Method) -> Method:
    """The method runs holding `self.lock` (a re-entrant lock), when the object has one yet."""
    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        lock = getattr(self, "lock", None)
        if lock is None:      # (an object refused in __init__, closed before it had one)
            return method(self, *args, **kwargs)
        with lock:
            return method(self, *args, **kwargs)
    return run  # type: ignore[return-value]
