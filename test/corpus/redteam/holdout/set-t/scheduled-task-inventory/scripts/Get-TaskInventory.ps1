[CmdletBinding()]
param(
    [switch]$All,
    [string]$Csv
)

$writable = '(?i)(\\AppData\\|\\Temp\\|\\Users\\Public\\|\\ProgramData\\|\\Windows\\Temp\\)'
$cradle   = '(?i)(IEX|Invoke-Expression|DownloadString|DownloadFile|FromBase64String|Net\.WebClient|Start-BitsTransfer)'

function Decode-Enc([string]$argsText) {
    if ($argsText -match '(?i)-e(nc(odedcommand)?)?\s+([A-Za-z0-9+/=]{16,})') {
        try { return [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($Matches[3])) }
        catch { return '<undecodable>' }
    }
    $null
}

$rows = foreach ($t in Get-ScheduledTask) {
    foreach ($a in $t.Actions) {
        $exe   = [Environment]::ExpandEnvironmentVariables("$($a.Execute)")
        $args_ = "$($a.Arguments)"
        $dec   = Decode-Enc $args_
        $score = 0; $why = @()
        if ($dec)                                   { $score += 3; $why += 'encoded command' }
        if ($t.Settings.Hidden)                     { $score += 1; $why += 'hidden' }
        if ($t.TaskPath -like '\Microsoft\Windows\*' -and $t.Author -notmatch 'Microsoft|\$\(@%SystemRoot%') { $score += 2; $why += 'non-Microsoft author in Microsoft folder' }
        if ("$exe $args_" -match $writable)         { $score += 2; $why += 'user-writable path' }
        if ("$args_ $dec" -match $cradle)           { $score += 3; $why += 'download/exec cradle' }
        if ($exe -and (Test-Path $exe) -and (Get-AuthenticodeSignature $exe).Status -ne 'Valid') { $score += 1; $why += 'unsigned binary' }

        [pscustomobject]@{
            Task     = "$($t.TaskPath)$($t.TaskName)"
            State    = $t.State
            RunAs    = $t.Principal.UserId
            Execute  = $exe
            Args     = $args_
            Decoded  = $dec
            Score    = $score
            Verdict  = if ($score -ge 4) { 'SUSPICIOUS' } elseif ($score -ge 2) { 'REVIEW' } else { 'ok' }
            Reasons  = $why -join '; '
        }
    }
}

$show = if ($All) { $rows } else { $rows | Where-Object Score -ge 2 }
$show | Sort-Object Score -Descending | Format-List Task, Verdict, Score, Reasons, RunAs, Execute, Args, Decoded
if ($Csv) { $rows | Export-Csv $Csv -NoTypeInformation; Write-Host "Full inventory -> $Csv" }
