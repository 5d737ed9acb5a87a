param(
    [Parameter(Mandatory)] [string]$Libro,
    [ValidateSet('recalcular','pdf')] [string]$Accion = 'recalcular',
    [string]$Salida
)
$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
try {
    $wb = $xl.Workbooks.Open((Resolve-Path $Libro).Path)
    switch ($Accion) {
        'recalcular' { $xl.CalculateFull(); $wb.Save() }
        'pdf'        { $wb.ExportAsFixedFormat(0, (Join-Path (Get-Location) $Salida)) }
    }
    $wb.Close($false)
} finally {
    $xl.Quit()
    [void][Runtime.InteropServices.Marshal]::ReleaseComObject($xl)
}
