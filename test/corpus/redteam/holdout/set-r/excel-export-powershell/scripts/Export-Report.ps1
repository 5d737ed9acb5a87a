[CmdletBinding()]
param(
  [Parameter(Mandatory)][string]$Csv,
  [Parameter(Mandatory)][string]$Out,
  [string]$Title = 'Report',
  [string]$Sheet = 'Data'
)
$ErrorActionPreference = 'Stop'
if (-not (Get-Module -ListAvailable -Name ImportExcel)) {
  throw "ImportExcel is not installed. Run: Install-Module ImportExcel -Scope CurrentUser"
}
Import-Module ImportExcel

$rows = Import-Csv -Path $Csv
if (-not $rows) { throw "No rows in $Csv" }

$params = @{
  Path          = $Out
  WorksheetName = $Sheet
  TableName     = 'tbl' + ($Sheet -replace '\W', '')
  TableStyle    = 'Medium2'
  Title         = $Title
  TitleBold     = $true
  AutoSize      = $true
  FreezeTopRow  = $true
  ClearSheet    = $true
  PassThru      = $true
}
$pkg = $rows | Export-Excel @params
$ws = $pkg.Workbook.Worksheets[$Sheet]

$cols = $rows[0].PSObject.Properties.Name
$idx = [array]::IndexOf($cols, 'Score')
if ($idx -ge 0) {
  $letter = [char](65 + $idx)
  $range = "{0}3:{0}{1}" -f $letter, ($rows.Count + 2)
  Add-ConditionalFormatting -Worksheet $ws -Range $range -RuleType GreaterThanOrEqual -ConditionValue 70 -BackgroundColor LightGreen
  Add-ConditionalFormatting -Worksheet $ws -Range $range -RuleType Between -ConditionValue 50 -ConditionValue2 69.99 -BackgroundColor Khaki
  Add-ConditionalFormatting -Worksheet $ws -Range $range -RuleType LessThan -ConditionValue 50 -BackgroundColor LightPink
}
Close-ExcelPackage $pkg
Write-Host "Wrote $Out ($($rows.Count) rows)"
