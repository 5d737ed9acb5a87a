Attribute VB_Name = "CleanExport"
Option Explicit

Public Sub CleanQBExport()
    Dim src As Worksheet, dst As Worksheet
    Dim hdrRow As Long, lastRow As Long, lastCol As Long, r As Long, c As Long
    Dim acct As String, before As Double, after As Double, amtCol As Long

    Set src = ActiveSheet
    Application.ScreenUpdating = False
    src.Copy After:=src
    Set dst = ActiveSheet
    On Error Resume Next
    dst.Name = Left(src.Name, 24) & "_clean"
    On Error GoTo 0
    dst.Cells.UnMerge

    hdrRow = 0
    For r = 1 To 30
        If Application.WorksheetFunction.CountIf(dst.Rows(r), "Date") > 0 Then hdrRow = r: Exit For
    Next r
    If hdrRow = 0 Then MsgBox "Header row with 'Date' not found.": Exit Sub
    If hdrRow > 1 Then dst.Rows("1:" & hdrRow - 1).Delete

    lastCol = dst.Cells(1, dst.Columns.Count).End(xlToLeft).Column
    For c = 1 To lastCol
        If LCase(Trim(dst.Cells(1, c).Value)) = "amount" Then amtCol = c
    Next c
    If amtCol = 0 Then MsgBox "No Amount column.": Exit Sub

    lastRow = dst.Cells(dst.Rows.Count, amtCol).End(xlUp).Row
    before = SumText(dst, amtCol, 2, lastRow)

    dst.Columns(1).Insert
    dst.Cells(1, 1).Value = "Account"
    For r = lastRow To 2 Step -1
        If Left(Trim(dst.Cells(r, 2).Value), 9) = "Total for" Or _
           Application.WorksheetFunction.CountA(dst.Rows(r)) = 0 Then
            dst.Rows(r).Delete
        End If
    Next r

    lastRow = dst.Cells(dst.Rows.Count, amtCol + 1).End(xlUp).Row
    For r = 2 To lastRow
        If Len(dst.Cells(r, 2).Value) > 0 And Len(dst.Cells(r, 3).Value) = 0 Then
            acct = dst.Cells(r, 2).Value
        End If
        dst.Cells(r, 1).Value = acct
        dst.Cells(r, amtCol + 1).Value = ToNumber(dst.Cells(r, amtCol + 1).Value)
    Next r
    after = Application.WorksheetFunction.Sum(dst.Columns(amtCol + 1))
    Application.ScreenUpdating = True
    MsgBox "Control total before: " & Format(before, "#,##0.00") & vbCrLf & _
           "Control total after:  " & Format(after, "#,##0.00")
End Sub

Private Function ToNumber(v As Variant) As Variant
    Dim s As String
    s = Trim(CStr(v))
    If s = "" Then ToNumber = Empty: Exit Function
    s = Replace(Replace(s, ",", ""), "$", "")
    If Left(s, 1) = "(" And Right(s, 1) = ")" Then s = "-" & Mid(s, 2, Len(s) - 2)
    If IsNumeric(s) Then ToNumber = CDbl(s) Else ToNumber = v
End Function

Private Function SumText(ws As Worksheet, col As Long, r1 As Long, r2 As Long) As Double
    Dim r As Long, n As Variant
    For r = r1 To r2
        If Left(Trim(ws.Cells(r, col - 0).Offset(0, -col + 1).Value), 9) <> "Total for" Then
            n = ToNumber(ws.Cells(r, col).Value)
            If IsNumeric(n) And Not IsEmpty(n) Then SumText = SumText + n
        End If
    Next r
End Function
