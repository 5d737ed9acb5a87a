[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Path,
    [Parameter(Mandatory)] [string]$Out,
    [string]$SheetName = 'Data'
)
$excel = New-Object -ComObject Excel.Application
$excel.Visible = $false; $excel.DisplayAlerts = $false
try {
    $target = $excel.Workbooks.Add()
    $dest = $target.Worksheets.Item(1); $dest.Name = 'Consolidated'
    $row = 1; $first = $true
    foreach ($f in Get-ChildItem -Path $Path -Filter *.xlsx -File | Sort-Object Name) {
        $wb = $excel.Workbooks.Open($f.FullName, 0, $true)
        try {
            $src = $wb.Worksheets.Item($SheetName)
            $used = $src.UsedRange
            $start = if ($first) { 1 } else { 2 }   # keep header only once
            $rows = $used.Rows.Count - $start + 1
            if ($rows -gt 0) {
                $src.Range($src.Cells($start, 1), $src.Cells($used.Rows.Count, $used.Columns.Count)).Copy($dest.Cells($row, 1)) | Out-Null
                $row += $rows
            }
            $first = $false
            Write-Host "$($f.Name): $rows rows"
        } finally { $wb.Close($false); [void][Runtime.InteropServices.Marshal]::ReleaseComObject($wb) }
    }
    $target.SaveAs($Out, 51)   # 51 = xlOpenXMLWorkbook
    $target.Close($false)
} finally {
    $excel.Quit(); [void][Runtime.InteropServices.Marshal]::ReleaseComObject($excel)
}
Write-Host "-> $Out"
