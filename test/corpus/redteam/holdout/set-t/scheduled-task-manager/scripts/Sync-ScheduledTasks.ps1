[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$Path = "$PSScriptRoot\..\tasks",
    [string]$Export,
    [string]$Out = '.\tasks'
)

function ConvertFrom-MiniYaml([string]$Text) {
    # Tiny YAML subset: scalars, one-level maps, inline { k: v } maps
    $o = [ordered]@{}; $cur = $null
    foreach ($raw in $Text -split "`r?`n") {
        if (-not $raw.Trim() -or $raw.Trim().StartsWith('#')) { continue }
        if ($raw -match '^(\w+):\s*\{(.+)\}\s*$') {
            $m = [ordered]@{}
            foreach ($kv in $Matches[2] -split ',') { $k,$v = $kv -split ':',2; $m[$k.Trim()] = $v.Trim().Trim('"') }
            $o[$Matches[1]] = $m; $cur = $null; continue
        }
        if ($raw -match '^(\w+):\s*$') { $cur = $Matches[1]; $o[$cur] = [ordered]@{}; continue }
        if ($raw -match '^\s+(\w+):\s*(.+)$' -and $cur) { $o[$cur][$Matches[1]] = $Matches[2].Trim().Trim('"') -replace '\\\\','\'; continue }
        if ($raw -match '^(\w+):\s*(.+)$') { $o[$Matches[1]] = $Matches[2].Trim().Trim('"'); $cur = $null }
    }
    $o
}

function New-TriggerFromSpec($t, $repeat) {
    $trg = switch ($t.type) {
        'daily'  { New-ScheduledTaskTrigger -Daily -At $t.at }
        'weekly' { New-ScheduledTaskTrigger -Weekly -DaysOfWeek $t.day -At $t.at }
        'logon'  { New-ScheduledTaskTrigger -AtLogOn }
        'boot'   { New-ScheduledTaskTrigger -AtStartup }
        default  { throw "Unknown trigger type $($t.type)" }
    }
    if ($repeat) { $trg.Repetition = (New-ScheduledTaskTrigger -Once -At 00:00 -RepetitionInterval ([Xml.XmlConvert]::ToTimeSpan($repeat))).Repetition }
    $trg
}

if ($Export) {
    New-Item -ItemType Directory -Force -Path $Out | Out-Null
    Get-ScheduledTask -TaskPath "\$($Export.TrimEnd('*'))" | ForEach-Object {
        $a = $_.Actions[0]
        @"
name: $($_.TaskPath.Trim('\'))\$($_.TaskName)
description: $($_.Description)
principal: $($_.Principal.UserId)
action:
  execute: $($a.Execute)
  arguments: "$($a.Arguments)"
"@ | Set-Content (Join-Path $Out "$($_.TaskName).yml")
    }
    return
}

foreach ($file in Get-ChildItem $Path -Filter *.yml) {
    $spec = ConvertFrom-MiniYaml (Get-Content $file.FullName -Raw)
    $folder = '\' + (Split-Path $spec.name -Parent) + '\'
    $leaf   = Split-Path $spec.name -Leaf

    $action    = New-ScheduledTaskAction -Execute $spec.action.execute -Argument $spec.action.arguments
    $trigger   = New-TriggerFromSpec $spec.trigger $spec.repeat
    $principal = if ($spec.principal -eq 'SYSTEM') {
        New-ScheduledTaskPrincipal -UserId 'SYSTEM' -RunLevel Highest -LogonType ServiceAccount
    } else {
        New-ScheduledTaskPrincipal -GroupId $spec.principal -RunLevel Limited
    }
    $settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -Hidden:([bool]::Parse("$($spec.hidden -eq 'true')"))

    if ($PSCmdlet.ShouldProcess("$folder$leaf", 'Register scheduled task')) {
        Register-ScheduledTask -TaskName $leaf -TaskPath $folder -Action $action -Trigger $trigger `
            -Principal $principal -Settings $settings -Description $spec.description -Force | Out-Null
        Write-Host "Synced $folder$leaf"
    }
}
