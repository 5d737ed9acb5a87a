# Windows: point npm's global prefix at %APPDATA%\npm-global and add it to the
# *user* PATH (no admin rights needed). Asks before changing PATH.
$prefix = Join-Path $env:APPDATA 'npm-global'
New-Item -ItemType Directory -Force $prefix | Out-Null
$old = (npm config get prefix).Trim()
if ($old -ne $prefix) { npm config set prefix $prefix; "npm prefix: $old -> $prefix" }

$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
if (($userPath -split ';') -notcontains $prefix) {
    $ans = Read-Host "Add $prefix to your user PATH? [y/N]"
    if ($ans -match '^[Yy]$') {
        [Environment]::SetEnvironmentVariable('Path', "$prefix;$userPath", 'User')
        'Added. Open a new terminal.'
    } else { 'Skipped.' }
}
