[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Path,
    [Parameter(Mandatory)][string]$Destination,
    [ValidateSet('pdf','docx','xlsx','pptx','odt')][string]$To = 'pdf',
    [switch]$Recurse
)
$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $Destination | Out-Null

$wdFormat = @{ pdf = 17; docx = 16; odt = 23 }
$files = Get-ChildItem -Path $Path -File -Recurse:$Recurse |
    Where-Object { $_.Extension -match '^\.(docx?|xlsx?|pptx?|odt|rtf)$' }

function Convert-WithLibreOffice($file) {
    & soffice --headless --convert-to $To --outdir $Destination $file.FullName | Out-Null
}

$word = $null
try { $word = New-Object -ComObject Word.Application; $word.Visible = $false } catch { }

foreach ($f in $files) {
    $out = Join-Path $Destination ([IO.Path]::ChangeExtension($f.Name, $To))
    if ($word -and $f.Extension -match 'doc|rtf|odt' -and $wdFormat.ContainsKey($To)) {
        $doc = $word.Documents.Open($f.FullName, $false, $true)
        $doc.SaveAs([ref]$out, [ref]$wdFormat[$To])
        $doc.Close($false)
    } else {
        Convert-WithLibreOffice $f
    }
    Write-Host "converted $($f.Name) -> $out"
}
if ($word) { $word.Quit(); [void][Runtime.InteropServices.Marshal]::ReleaseComObject($word) }
