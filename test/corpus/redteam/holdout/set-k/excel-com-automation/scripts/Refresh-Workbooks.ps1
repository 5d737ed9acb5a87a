[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Path,
    [string[]]$Sheets = @('Summary'),
    [switch]$ExportPdf
)

$excel = $null
try {
    $excel = New-Object -ComObject Excel.Application
    $excel.Visible = $false
    $excel.DisplayAlerts = $false
    $excel.AskToUpdateLinks = $false

    Get-ChildItem -Path $Path -Filter *.xlsx -File | ForEach-Object {
        Write-Host "Refreshing $($_.Name)"
        $wb = $excel.Workbooks.Open($_.FullName, 0, $false)
        try {
            $wb.RefreshAll()
            $excel.CalculateUntilAsyncQueriesDone()
            $excel.CalculateFull()
            $wb.Save()
            if ($ExportPdf) {
                foreach ($name in $Sheets) {
                    $ws = $wb.Worksheets | Where-Object { $_.Name -eq $name }
                    if ($ws) {
                        $pdf = [IO.Path]::ChangeExtension($_.FullName, $null).TrimEnd('.') + "-$name.pdf"
                        $ws.ExportAsFixedFormat(0, $pdf)   # 0 = xlTypePDF
                        Write-Host "  -> $pdf"
                    }
                }
            }
        } finally {
            $wb.Close($false)
            [void][Runtime.InteropServices.Marshal]::ReleaseComObject($wb)
        }
    }
} finally {
    if ($excel) {
        $excel.Quit()
        [void][Runtime.InteropServices.Marshal]::ReleaseComObject($excel)
    }
    [GC]::Collect(); [GC]::WaitForPendingFinalizers()
}
