"""Rename calls to a dotted function name, e.g. requests.get -> http_get."""
import libcst as cst
from libcst import matchers as m


class Codemod(cst.CSTTransformer):
    def __init__(self, old: str, new: str):
        self.old_parts = old.split(".")
        self.new = new

    def _matches(self, func) -> bool:
        parts = []
        while isinstance(func, cst.Attribute):
            parts.insert(0, func.attr.value)
            func = func.value
        if isinstance(func, cst.Name):
            parts.insert(0, func.value)
        return parts == self.old_parts

    def leave_Call(self, original, updated):
        if self._matches(original.func):
            return updated.with_changes(func=cst.parse_expression(self.new))
        return updated
