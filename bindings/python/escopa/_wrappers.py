# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The checked wrappers of the C functions (``lib.NAME``): each is a
closure made once when the library loads, from the function's entry in
``_clib._FUNCTIONS``.

Integers
--------
Each integer argument declared with an ``IntArg`` goes through
``int_arg()`` before the C function sees it; an ``IntArg`` with
``index=True`` also turns the library's ESCOPA_E_INVALID into
``IndexOutOfRangeError`` (an IndexError).

Threads
-------
ctypes releases the GIL during a call, so two threads calling into the
same C object at once race in C. Every wrapper therefore marks the C
objects it is given (each argument whose type is a pointer to a
``CObject``: a game, rules, a batch, a record, a bot, a view) as in use
for the time of the call, and raises ``ConcurrentUseError`` instead of
calling if another thread is inside a call on one of them.
``in_use(ptr)`` takes the same mark for a block of Python code
(``close()`` uses it around freeing).
"""

from __future__ import annotations

import contextlib
import ctypes
import threading
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple, TypeVar, cast

from ._args import IntArg, int_arg
from ._errors import ConcurrentUseError, IndexOutOfRangeError, InvalidArgumentError


class CObject(ctypes.Structure):
    """An opaque object of the library (``struct escopa_game``...), only
    ever handled through a pointer. A subclass per C type names, as
    ``kind``, the Python class that owns one."""

    kind = "object"


def object_kind(ctype: Any) -> Optional[str]:
    """The ``kind`` of the C object a ctypes pointer type points to, or
    None for a type that is not a pointer to a CObject."""
    target = getattr(ctype, "_type_", None)
    if isinstance(target, type) and issubclass(target, CObject):
        return target.kind
    return None


def handle_arg(value: Any, ptr_type: Any, what: str) -> Any:
    """The C handle of an object argument of the kind ``ptr_type`` points
    to (a Game for ``GamePtr``...): TypeError for anything else, None
    included; ValueError (from ``_handle``) once the object is closed."""
    if type(getattr(value, "_ptr", None)) is not ptr_type:
        raise TypeError(f"{what} must be a {object_kind(ptr_type)}, not {type(value).__name__}")
    return value._handle


#: id() of every C object's pointer that a thread is calling into, and the
#: ident of that thread. dict.setdefault() is atomic under the GIL.
_busy: Dict[int, int] = {}


def _concurrent(ptr: Any, function: str) -> ConcurrentUseError:
    kind = object_kind(type(ptr)) or "object"
    return ConcurrentUseError(
        f"this {kind} is in use by another thread; one {kind} must not be "
        f"used from two threads at once (give each thread its own, or use a lock)", function)


def check_free(ptr: Any, function: str) -> None:
    """Raises ConcurrentUseError, as a call would, if another thread is
    inside a call on a C object's pointer: for an answer a Python object
    gives without calling into the library."""
    owner = _busy.get(id(ptr))
    if owner is not None and owner != threading.get_ident():
        raise _concurrent(ptr, function)


def mark_in_use(ptr: Any, function: str) -> Optional[int]:
    """What in_use() does on entering its block, for a hot path (the
    context manager costs about 10,000 instructions): marks a C object's
    pointer as in use by this thread, or raises ConcurrentUseError (of
    ``function``) if another thread is inside a call on it. Returns the
    key to pass to unmark(), None when there is nothing to unmark (no
    pointer, or an outer call of this thread holds the mark)."""
    if ptr is None:
        return None
    key, me = id(ptr), threading.get_ident()
    owner = _busy.setdefault(key, me)
    if owner is me:
        return key
    if owner != me:
        raise _concurrent(ptr, function)
    return None


def unmark(key: Optional[int]) -> None:
    """Drops a mark that mark_in_use() took."""
    if key is not None:
        del _busy[key]


@contextlib.contextmanager
def in_use(ptr: Any, function: str = "") -> Iterator[None]:
    """Marks a C object's pointer as in use by this thread for a block, as
    a call into it does; raises ConcurrentUseError if another thread is
    inside a call on it. Calls on the same object from this thread inside
    the block are allowed."""
    key = mark_in_use(ptr, function or "close")
    try:
        yield
    finally:
        unmark(key)


#: In bind(), an argument left to each call.
FREE = object()


_Owner = TypeVar("_Owner", bound="OwnedHandle")


class OwnedHandle:
    """What a Python object that owns one C object shares: its pointer
    ``_ptr`` while it is open, freed by its ``_finalizer``; ``close()``
    frees it at once, and the ``with`` statement at the block's end. A
    subclass names its C object in ``_what`` for the error messages."""

    __slots__ = ()
    _what = "object"
    _ptr: Any
    _finalizer: Any

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError(f"the {self._what} is closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C object now; it can no longer be used."""
        with in_use(self._ptr, type(self).__name__ + ".close"):
            self._finalizer()

    def __enter__(self: _Owner) -> _Owner:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class Declared:
    """What the wrappers of one C function know of it: its name, its
    argument types from ``_FUNCTIONS``, and ``c_function``, the ctypes
    function they call (tests may replace it to hold a call open)."""

    __slots__ = ("name", "argtypes", "c_function", "checks", "objects", "index")

    def __init__(self, name: str, argtypes: List[Any], c_function: Callable[..., Any]) -> None:
        self.name = name
        self.argtypes = argtypes
        self.c_function = c_function
        #: (position, lo, hi, IntArg) of each integer argument
        self.checks = tuple((i, t.lo, t.hi, t) for i, t in enumerate(argtypes)
                            if isinstance(t, IntArg))
        #: the positions of the C objects, marked in use during a call
        self.objects = tuple(i for i, t in enumerate(argtypes) if object_kind(t) is not None)
        #: the position of the index whose ESCOPA_E_INVALID means "out of
        #: range" (IntArg.index), or None
        self.index = next((i for i, t in enumerate(argtypes)
                           if isinstance(t, IntArg) and t.index), None)

    def index_error(self, args: Sequence[Any]) -> IndexOutOfRangeError:
        """The error of the library's ESCOPA_E_INVALID for a call with
        ``args``: its index is out of range."""
        assert self.index is not None
        what = cast(IntArg, self.argtypes[self.index]).what
        return IndexOutOfRangeError(f"{what} {args[self.index]} is out of range", self.name)


def _wrapper(declared: Declared) -> Callable[..., Any]:
    """``lib.NAME``, the checked wrapper of a C function. At each call it
    converts each integer argument with int_arg() (a plain int in range
    costs one test), marks each C object in use (see in_use()), calls the
    C function, and turns ESCOPA_E_INVALID into IndexOutOfRangeError for an
    index. Most functions take one C object: they get a wrapper of their
    own, which marks it without a loop (a wrapper runs at every call)."""
    name = declared.name
    checks = declared.checks
    objects = declared.objects
    if len(objects) == 1:
        return _one_object_wrapper(declared)

    def call(*args: Any) -> Any:
        for i, lo, hi, spec in checks:
            value = args[i]
            if type(value) is not int or not lo <= value <= hi:
                args = _converted(args, i, spec, name)
        marked = _mark(args, objects, name) if objects else ()
        try:
            return declared.c_function(*args)
        except InvalidArgumentError as exc:
            if declared.index is None or type(exc) is not InvalidArgumentError:
                raise
            raise declared.index_error(args) from None
        finally:
            for key in marked:
                del _busy[key]

    return _named(call, declared)


def _one_object_wrapper(declared: Declared, head: Tuple[Any, ...] = (),
                        tail: Tuple[Any, ...] = (), free: Optional[int] = None
                        ) -> Callable[..., Any]:
    """``lib.NAME`` for a C function that takes one C object: _wrapper()
    with the marking of that object written out. With ``free``, a wrapper
    of bind(): it takes ``free`` arguments, the C function's arguments
    between ``head`` and ``tail`` (checked when they were bound)."""
    name = declared.name
    assembled = free is not None
    first, end = len(head), len(head) + (free or 0)
    checks = tuple(check for check in declared.checks
                   if not assembled or first <= check[0] < end)
    position = declared.objects[0]
    get_ident = threading.get_ident
    mark = _busy.setdefault

    def call(*args: Any) -> Any:
        if assembled:
            if len(args) != free:
                raise TypeError(f"{name} bound takes {free} arguments, not {len(args)}")
            args = head + args + tail
        for i, lo, hi, spec in checks:
            value = args[i]
            if type(value) is not int or not lo <= value <= hi:
                args = _converted(args, i, spec, name)
        ptr = args[position]
        marked = False
        if ptr is not None:  # the library reports a NULL object itself
            key, me = id(ptr), get_ident()
            # setdefault returns the very int it stored when this call
            # marked the object; an equal one when an outer call of this
            # thread did; another thread's ident otherwise
            owner = mark(key, me)
            if owner is me:
                marked = True
            elif owner != me:
                raise _concurrent(ptr, name)
        try:
            return declared.c_function(*args)
        except InvalidArgumentError as exc:
            if declared.index is None or type(exc) is not InvalidArgumentError:
                raise
            raise declared.index_error(args) from None
        finally:
            if marked:
                del _busy[key]

    return _named(call, declared)


def _named(call: Callable[..., Any], declared: Declared) -> Callable[..., Any]:
    """A wrapper named as its C function, with its ``declared``."""
    call.__name__ = call.__qualname__ = declared.name
    setattr(call, "declared", declared)
    return call


def _converted(args: Tuple[Any, ...], i: int, spec: IntArg, function: str) -> Tuple[Any, ...]:
    """``args`` with the integer at ``i`` converted by int_arg() (which
    raises for a value that is not an int in range)."""
    value = int_arg(args[i], spec.lo, spec.hi, spec.what, spec.error, function)
    return args[:i] + (value,) + args[i + 1:]


def _mark(args: Sequence[Any], objects: Tuple[int, ...], function: str) -> Tuple[int, ...]:
    """Marks the C objects at the positions ``objects`` of ``args`` in use
    by this thread, as a wrapper does for one; returns the keys it marked
    (not those an outer call of this thread holds, and each object once)."""
    me = threading.get_ident()
    marked: List[int] = []
    for i in objects:
        ptr = args[i]
        if ptr is None:
            continue
        key = id(ptr)
        owner = _busy.setdefault(key, me)
        if owner is me:
            if key not in marked:  # the same object twice, as in game_copy(g, g)
                marked.append(key)
        elif owner != me:
            for held in marked:
                del _busy[held]
            raise _concurrent(ptr, function)
    return tuple(marked)


def wrap(name: str, c_function: Callable[..., Any], argtypes: List[Any]) -> Callable[..., Any]:
    """``lib.NAME``: the checked wrapper of a C function (see _wrapper()),
    or the ctypes function itself when there is nothing to check. The
    wrapper's ``declared`` attribute holds the function's Declared."""
    declared = Declared(name, argtypes, c_function)
    if not declared.checks and not declared.objects:
        return c_function
    return _wrapper(declared)


def bind(func: Callable[..., Any], *args: Any) -> Callable[..., Any]:
    """A checked wrapper of ``lib.NAME`` (``func``) bound to one C object,
    for a hot call on it: ``args`` are the function's arguments, FREE for
    each left to the calls (they follow each other), the C object and the
    other arguments bound now. A bound integer is checked now, the free
    ones at each call; the object is marked in use at each call as
    ``lib.NAME`` marks it. The caller keeps the bound objects alive."""
    found = getattr(func, "declared", None)
    if not isinstance(found, Declared):
        raise TypeError(f"bind() takes a checked wrapper lib.NAME, not {func!r}")
    declared = found
    name = declared.name
    if len(args) != len(declared.argtypes):
        raise TypeError(f"{name} takes {len(declared.argtypes)} arguments, not {len(args)}")
    free = [i for i, arg in enumerate(args) if arg is FREE]
    first, end = (free[0], free[-1] + 1) if free else (len(args), len(args))
    if len(declared.objects) != 1 or declared.objects[0] in free or free != list(range(first, end)):
        raise TypeError(f"bind({name}) binds the function's one C object and leaves free "
                        f"arguments that follow each other")
    bound = [int_arg(arg, spec.lo, spec.hi, spec.what, spec.error, name)
             if isinstance(spec, IntArg) and arg is not FREE else arg
             for arg, spec in zip(args, declared.argtypes)]
    return _one_object_wrapper(declared, tuple(bound[:first]), tuple(bound[end:]), len(free))
