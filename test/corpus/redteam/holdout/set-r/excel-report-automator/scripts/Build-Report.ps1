param(
  [Parameter(Mandatory)][string]$Template,
  [Parameter(Mandatory)][string]$Data,
  [string]$OutDir = '.\reports',
  [string]$Table = 'tblData'
)
$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$rows = Import-Csv $Data
$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$xl.DisplayAlerts = $false
try {
  $wb = $xl.Workbooks.Open((Resolve-Path $Template).Path)
  $lo = $null
  foreach ($ws in $wb.Worksheets) { foreach ($t in $ws.ListObjects) { if ($t.Name -eq $Table) { $lo = $t } } }
  if (-not $lo) { throw "Table $Table not found" }
  if ($lo.DataBodyRange) { $lo.DataBodyRange.Delete() | Out-Null }
  $cols = $rows[0].PSObject.Properties.Name
  $r = 1
  foreach ($row in $rows) {
    $lr = $lo.ListRows.Add()
    $c = 1
    foreach ($col in $cols) { $lr.Range.Cells.Item(1, $c).Value2 = $row.$col; $c++ }
    $r++
  }
  foreach ($ws in $wb.Worksheets) { foreach ($pt in $ws.PivotTables()) { $pt.RefreshTable() | Out-Null } }
  $out = Join-Path (Resolve-Path $OutDir) ("{0}_{1:yyyy-MM-dd}.xlsx" -f [IO.Path]::GetFileNameWithoutExtension($Template), (Get-Date))
  $wb.SaveCopyAs($out)
  $wb.Close($false)
  Write-Host "Saved $out"
} finally {
  $xl.Quit()
  [Runtime.InteropServices.Marshal]::ReleaseComObject($xl) | Out-Null
}
