"""Helpers for writing formula-driven sheets with openpyxl."""
from openpyxl.styles import Font
from openpyxl.worksheet.table import Table, TableStyleInfo

INPUT = Font(color="0000FF")
FORMULA = Font(color="000000")


def put_input(ws, ref, value, number_format=None):
    ws[ref] = value
    ws[ref].font = INPUT
    if number_format:
        ws[ref].number_format = number_format


def put_formula(ws, ref, formula, number_format=None):
    if not formula.startswith("="):
        raise ValueError("formula must start with '='")
    ws[ref] = formula
    ws[ref].font = FORMULA
    if number_format:
        ws[ref].number_format = number_format


def as_table(ws, ref, name):
    t = Table(displayName=name, ref=ref)
    t.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    ws.add_table(t)
    return t
