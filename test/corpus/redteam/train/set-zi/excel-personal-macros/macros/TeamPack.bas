Attribute VB_Name = "TeamPack"
Option Explicit
Public Const AUDITOR_INITIALS As String = "{{INITIALS}}"

Sub PasteValues()
    On Error Resume Next
    Selection.PasteSpecial Paste:=xlPasteValues
End Sub

Sub TickMark()
    Dim c As Range
    For Each c In Selection.Cells
        c.Offset(0, 1).Value = ChrW(&H2713)
        c.Offset(0, 1).Font.Color = RGB(192, 0, 0)
        On Error Resume Next
        c.Offset(0, 1).AddComment AUDITOR_INITIALS & " " & Format(Date, "yyyy-mm-dd") & ": agreed to support"
        On Error GoTo 0
    Next c
End Sub

Sub CrossFoot()
    Dim r As Range, rowSum As Double, colSum As Double, i As Long
    Set r = Selection
    For i = 1 To r.Rows.Count - 1
        rowSum = rowSum + r.Cells(i, r.Columns.Count).Value
    Next i
    For i = 1 To r.Columns.Count - 1
        colSum = colSum + r.Cells(r.Rows.Count, i).Value
    Next i
    If Abs(rowSum - colSum) < 0.005 Then
        MsgBox "Cross-foots: " & Format(rowSum, "#,##0.00"), vbInformation
    Else
        MsgBox "Does NOT cross-foot. Rows " & Format(rowSum, "#,##0.00") & " vs cols " & Format(colSum, "#,##0.00"), vbExclamation
    End If
End Sub

Sub TextToNumbers()
    Dim c As Range, s As String
    For Each c In Selection.Cells
        s = Trim(Replace(Replace(CStr(c.Value), ",", ""), "$", ""))
        If Left(s, 1) = "(" And Right(s, 1) = ")" Then s = "-" & Mid(s, 2, Len(s) - 2)
        If IsNumeric(s) And s <> "" Then c.Value = CDbl(s)
    Next c
End Sub

Sub AuditComment()
    Dim t As String
    t = InputBox("Review note:")
    If t = "" Then Exit Sub
    On Error Resume Next
    ActiveCell.AddComment AUDITOR_INITIALS & " " & Format(Now, "yyyy-mm-dd hh:nn") & ": " & t
End Sub
