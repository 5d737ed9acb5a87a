[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $InputCsv,
    [Parameter(Mandatory)] [string] $OutFile,
    [string[]] $PivotRows = @(),
    [hashtable] $PivotData = @{},
    [ValidateSet('ColumnClustered','Line','Pie','BarClustered')] [string] $ChartType = 'ColumnClustered',
    [switch] $NoChart
)

$ErrorActionPreference = 'Stop'
Import-Module ImportExcel

$rows = Import-Csv -LiteralPath $InputCsv
if (-not $rows) { throw "No rows in $InputCsv" }

# Convert *Date columns to real dates so Excel sorts them properly.
$dateCols = $rows[0].PSObject.Properties.Name | Where-Object { $_ -like '*Date' }
foreach ($r in $rows) {
    foreach ($c in $dateCols) {
        $parsed = [datetime]::MinValue
        if ([datetime]::TryParse($r.$c, [ref]$parsed)) { $r.$c = $parsed }
    }
}

if (Test-Path $OutFile) { Remove-Item $OutFile }

$rules = Import-PowerShellDataFile (Join-Path $PSScriptRoot '..\templates\rules.psd1')
$cf = foreach ($rule in $rules.Rules) {
    New-ConditionalText -Text $rule.Text -BackgroundColor $rule.Background -ConditionalTextColor $rule.Foreground
}

$xl = $rows | Export-Excel -Path $OutFile -WorksheetName 'Data' -AutoSize -FreezeTopRow `
    -BoldTopRow -TableStyle Medium2 -ConditionalText $cf -PassThru

if ($PivotRows.Count -gt 0 -and $PivotData.Count -gt 0) {
    $pivotParams = @{
        PivotTableName = 'Summary'
        Address        = $xl.Workbook.Worksheets.Add('Summary').Cells['A1']
        SourceWorkSheet = $xl.Data
        PivotRows      = $PivotRows
        PivotData      = $PivotData
    }
    if (-not $NoChart) {
        $pivotParams.IncludePivotChart = $true
        $pivotParams.ChartType = $ChartType
    }
    Add-PivotTable @pivotParams
}

Close-ExcelPackage $xl
Write-Host "Wrote $OutFile ($($rows.Count) rows)"
