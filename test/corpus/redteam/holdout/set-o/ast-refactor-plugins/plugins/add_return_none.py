"""Add `-> None` to functions that have no return annotation and never return a value."""
import libcst as cst


class _ReturnFinder(cst.CSTVisitor):
    def __init__(self):
        self.returns_value = False

    def visit_Return(self, node):
        if node.value is not None:
            self.returns_value = True

    def visit_FunctionDef(self, node):
        return False  # don't descend into nested functions


class Codemod(cst.CSTTransformer):
    def __init__(self, **_):
        pass

    def leave_FunctionDef(self, original, updated):
        if updated.returns is not None:
            return updated
        finder = _ReturnFinder()
        original.body.visit(finder)
        if finder.returns_value:
            return updated
        return updated.with_changes(returns=cst.Annotation(cst.Name("None")))
