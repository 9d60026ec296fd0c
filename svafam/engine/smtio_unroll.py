"""smtio's unrolling for Bitwuzla, with each state function compiled once.

In unroll mode smtio replaces every application of a state function, like
``(|timer#12| s3)``, by a fresh constant ``|UNROLL#n|`` and first writes its
definition: the function's body with the state arguments substituted, itself
unrolled. The stock code (and :func:`unroll_stmt` below) does that by copying
the body, substituting, and walking every node of the copy, for each of the
~2,000 definitions of a cover job. A :class:`Template` does the walk once per
function: the body's text is kept as literal pieces around two kinds of
holes -- the arguments' places, and the applications inside -- so that an
instance costs one cache lookup per application and one ``join``.

Everything observable is kept: the same names in the same order (a name is
taken when its application is met, its definition is written once the
definitions it needs are), the same text, the same cache and object sets. A
function whose body the stock code would treat in some other way (an
argument named like a function, an argument that is not an atom, a wrong
number of arguments) is left to the node-by-node walk.
"""

from __future__ import annotations

from copy import copy


def unparse(stmt):
    """``SmtIo.unparse``: nested lists back to text."""
    if isinstance(stmt, list):
        return "(" + " ".join([unparse(s) if isinstance(s, list) else s for s in stmt]) + ")"
    return stmt


def replace_in(stmt, pattern: str, replacement):
    """``SmtIo.replace_in_stmt``: every atom equal to ``pattern`` replaced."""
    if stmt == pattern:
        return replacement
    if isinstance(stmt, list):
        return [replace_in(s, pattern, replacement) if isinstance(s, list)
                else (replacement if s == pattern else s) for s in stmt]
    return stmt


class _Unsupported(Exception):
    """A body this module does not compile; the node-by-node walk handles it."""


# the parts of a template's text: a literal string, or a hole
_ARG, _APP = 0, 1


class Template:
    """A ``define-fun`` over the state, ready to instantiate.

    ``apps`` lists the applications in the order the stock walk completes them
    (arguments before the application that uses them, left to right); each is
    (function name, argument specs), a spec being ("lit", atom), ("arg", atom)
    or ("app", k). ``parts`` is the text of the whole ``(define-fun NAME () SORT
    BODY)``, with holes ("name",), (_ARG, atom) and (_APP, k).
    """

    __slots__ = ("source", "declaration", "arg_names", "apps", "parts", "app_heads", "non_functions")

    def __init__(self, decl: list, decls) -> None:
        kind = decl[0] if decl else None
        self.declaration = kind == "declare-fun"
        if not (self.declaration and len(decl) >= 4 or kind == "define-fun" and len(decl) >= 5) \
                or not isinstance(decl[2], list):
            raise _Unsupported
        self.source = decl
        self.arg_names = []
        for arg in decl[2] if not self.declaration else ():
            if not isinstance(arg, list) or len(arg) != 2 or not isinstance(arg[0], str):
                raise _Unsupported
            self.arg_names.append(arg[0])
        if any(name in decls for name in self.arg_names):
            raise _Unsupported  # a substituted head could become a function: keep the walk
        self.apps: list[tuple[str, list[tuple]]] = []
        # what decided, for each list, whether it is an application: heads that are functions
        # now, and names that are not -- heads of plain lists, the arguments (a template is
        # only valid while both hold)
        self.app_heads: set[str] = set()
        self.non_functions: set[str] = set(self.arg_names)
        parts: list = []
        argset = set(self.arg_names)
        # the stock walk sees [KIND, NAME, (), SORT, BODY, ...]; substitution touches BODY only
        # ("... BODY )", as Yosys writes some, parses with an empty atom after BODY)
        parts.append(f"({kind} ")
        parts.append(("name",))
        parts.append(" () ")
        self._emit(decl[3], parts, decls, frozenset())
        for position, item in enumerate(decl[4:], start=4):
            parts.append(" ")
            self._emit(item, parts, decls, argset if position == 4 and not self.declaration else frozenset())
        parts.append(")")
        if self.declaration and self.apps:
            raise _Unsupported  # a function applied inside a declaration's sort: walk it
        self.parts = _merge_literals(parts)

    def _emit(self, node, parts: list, decls, argset) -> None:
        if not isinstance(node, list):
            parts.append((_ARG, node) if node in argset else node)
            return
        head = node[0] if node else None
        if len(node) >= 2 and isinstance(head, str) and head not in argset:
            if head in decls:
                parts.append((_APP, self._application(node, decls, argset)))
                return
            self.non_functions.add(head)
        parts.append("(")
        for i, child in enumerate(node):
            if i:
                parts.append(" ")
            self._emit(child, parts, decls, argset)
        parts.append(")")

    def _application(self, node: list, decls, argset) -> int:
        specs = []
        for arg in node[1:]:
            if isinstance(arg, list):
                head = arg[0] if arg else None
                if not (len(arg) >= 2 and isinstance(head, str) and head not in argset and head in decls):
                    raise _Unsupported  # a key holding a list: the stock code fails on it
                specs.append(("app", self._application(arg, decls, argset)))
            elif arg in argset:
                specs.append(("arg", arg))
            else:
                specs.append(("lit", arg))
        self.apps.append((node[0], specs))
        self.app_heads.add(node[0])
        return len(self.apps) - 1


def _merge_literals(parts: list) -> list:
    merged: list = []
    for part in parts:
        if isinstance(part, str) and merged and isinstance(merged[-1], str):
            merged[-1] += part
        else:
            merged.append(part)
    return merged


def _arg_value(atom: str, names: list[str], key: tuple) -> str:
    """What the stock substitution, one argument after the other, makes of an atom."""
    for position, name in enumerate(names, start=1):
        if atom == name:
            atom = key[position]
    return atom


class _Templates:
    """One smtio instance's templates, valid while its set of functions stays the same."""

    def __init__(self) -> None:
        # the dict of functions last seen (held, so that its id cannot be reused) and its size:
        # smtio only adds to it or overwrites an entry, so while both hold, its names are the same
        self.decls: dict | None = None
        self.size = -1
        self.names: set[str] = set()
        self.by_name: dict[str, Template | None] = {}

    def get(self, smt, name: str) -> Template | None:
        decls = smt.unroll_decls
        if decls is not self.decls or len(decls) != self.size:
            # new functions came, or a pop restored the push's copy (usually the same ones):
            # keep the templates that treat every list as the new set of functions would
            self.decls, self.size = decls, len(decls)
            if decls.keys() != self.names:
                names = set(decls)
                added, removed = names - self.names, self.names - names
                self.by_name = {n: t for n, t in self.by_name.items()
                                if t is not None and not (t.non_functions & added or t.app_heads & removed)}
                self.names = names
        template = self.by_name.get(name, False)
        if template is False or (template is not None and template.source is not decls[name]):
            try:
                template = Template(decls[name], decls)
            except _Unsupported:
                template = None
            self.by_name[name] = template
        return template


def _templates(smt) -> _Templates:
    found = smt.__dict__.get("_svafam_templates")
    if found is None:
        found = smt._svafam_templates = _Templates()
    return found


def define(smt, key: tuple) -> str:
    """The ``|UNROLL#n|`` name of the application ``key``, writing whatever definitions it needs first.

    Iterative, like the stock walk: a chain of functions each using the next can be
    thousands long. A frame is [template, key, name, names of its applications so far,
    where its own name goes].
    """
    cache, objs = smt.unroll_cache, smt.unroll_objs
    name = cache.get(key)
    if name is not None:
        return name
    templates = _templates(smt)
    result: list[str] = []
    stack: list = []
    frame = _start(smt, key, templates)
    if frame is None:
        return cache[key]
    stack.append(frame + [result])
    while stack:
        template, key, name, values, into = stack[-1]
        names, apps = template.arg_names, template.apps
        descended = False
        while len(values) < len(apps):
            head, specs = apps[len(values)]
            app_key = (head, *[spec[1] if spec[0] == "lit" else
                               (_arg_value(spec[1], names, key) if spec[0] == "arg" else values[spec[1]])
                               for spec in specs])
            assert app_key[1] in objs
            found = cache.get(app_key)
            if found is None:
                child = _start(smt, app_key, templates)
                if child is not None:
                    stack.append(child + [values])
                    descended = True
                    break
                found = cache[app_key]
            values.append(found)
        if descended:
            continue
        stack.pop()
        text = "".join([part if part.__class__ is str else
                        (name if part[0] == "name" else
                         _arg_value(part[1], names, key) if part[0] == _ARG else values[part[1]])
                        for part in template.parts])
        smt.write(text, unroll=False)
        into.append(name)
    return result[0]


def _start(smt, key: tuple, templates: _Templates) -> list | None:
    """Take the next name for ``key``; a frame to fill in for a compiled definition, else None
    (a declaration, written here, or a function left to the walk)."""
    decls, cache = smt.unroll_decls, smt.unroll_cache
    template = templates.get(smt, key[0])
    if template is not None and template.declaration:
        name = cache[key] = "|UNROLL#%d|" % smt.unroll_idcnt
        smt.unroll_idcnt += 1
        smt.unroll_objs.add(name)
        sort = template.source[3]
        if isinstance(sort, list) or sort not in smt.unroll_sorts:  # else a submodule's state: no text
            smt.write("".join([name if part.__class__ is tuple else part for part in template.parts]),
                      unroll=False)
        return None
    if (template is None or len(key) - 1 != len(template.arg_names)
            or any(v in decls for v in key[1:])):
        _define_by_walk(smt, key)
        return None
    name = cache[key] = "|UNROLL#%d|" % smt.unroll_idcnt
    smt.unroll_idcnt += 1
    return [template, key, name, []]


def _define_by_walk(smt, key: tuple) -> None:
    """The stock treatment of one application: a declaration, or a definition walked node by node."""
    decls, cache, objs, sorts = smt.unroll_decls, smt.unroll_cache, smt.unroll_objs, smt.unroll_sorts
    decl = copy(decls[key[0]])
    name = cache[key] = "|UNROLL#%d|" % smt.unroll_idcnt
    decl[1] = name
    smt.unroll_idcnt += 1
    if decl[0] == "declare-fun":
        objs.add(name)
        if isinstance(decl[3], list) or decl[3] not in sorts:
            decl[2] = []
        else:
            return  # a state of a submodule: nothing to write
    elif decl[0] == "define-fun":
        for position, (arg_name, _arg_sort) in enumerate(decl[2], start=1):
            decl[4] = replace_in(decl[4], arg_name, key[position])
        decl[2] = []
    smt.write(unparse(_walk(smt, decl)), unroll=False)


def unroll_stmt(smt, stmt):
    """``SmtIo.unroll_stmt``: ``stmt`` with every application of a state function replaced by its name."""
    if not isinstance(stmt, list):
        return stmt
    return _walk(smt, stmt)


def _walk(smt, stmt: list):
    """The stock depth-first walk over ``stmt``, with an explicit stack (it never runs out of
    stack); an application met for the first time is defined by :func:`define`."""
    decls, cache, objs = smt.unroll_decls, smt.unroll_cache, smt.unroll_objs
    result: list = []
    # a frame is [source list, next child, rebuilt list, where the rebuilt list goes]
    stack: list = [[stmt, 0, [], result]]
    while stack:
        frame = stack[-1]
        source, index, rebuilt, target = frame
        descend = None
        for index in range(index, len(source)):
            child = source[index]
            if isinstance(child, list):
                descend = child
                break
            rebuilt.append(child)
        if descend is not None:
            frame[1] = index + 1
            stack.append([descend, 0, [], rebuilt])
            continue
        stack.pop()
        if len(rebuilt) < 2 or isinstance(rebuilt[0], list) or rebuilt[0] not in decls:
            target.append(rebuilt)
            continue
        assert rebuilt[1] in objs
        key = tuple(rebuilt)
        name = cache.get(key)
        target.append(name if name is not None else define(smt, key))
    return result.pop()
