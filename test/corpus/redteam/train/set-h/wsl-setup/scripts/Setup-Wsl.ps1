param([string]$Distro = 'Ubuntu')
$ErrorActionPreference = 'Stop'

function Test-Admin {
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

$build = [int](Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion').CurrentBuild
if ($build -lt 19041) { throw "Windows build $build is too old for 'wsl --install' (need 19041+)." }

if (-not (Test-Admin)) {
  Write-Output 'Administrator rights needed - a UAC prompt will appear. Click Yes to continue.'
  $argList = @('-NoProfile', '-ExecutionPolicy', 'Bypass', '-File', "`"$PSCommandPath`"", '-Distro', $Distro)
  try {
    $p = Start-Process powershell.exe -Verb RunAs -ArgumentList $argList -Wait -PassThru
    exit $p.ExitCode
  } catch {
    Write-Output 'Elevation was declined; no changes were made.'
    exit 1
  }
}

Write-Output "Installing WSL with distro $Distro ..."
wsl.exe --install --no-launch -d $Distro
wsl.exe --set-default-version 2

$pending = Test-Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Component Based Servicing\RebootPending'
if ($pending) {
  Write-Output 'A reboot is required to finish enabling WSL. Please restart when convenient.'
} else {
  Write-Output "WSL ready. Launch '$Distro' from the Start menu to create your Linux user."
}
