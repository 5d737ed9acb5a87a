#Requires -RunAsAdministrator
[CmdletBinding(SupportsShouldProcess = $true)]
param(
  [switch]$UseWinget,
  [switch]$EnableWsl,
  [string]$PackageFile = (Join-Path $PSScriptRoot '..\config\packages.config')
)
$ErrorActionPreference = 'Stop'
$logDir = Join-Path $env:ProgramData 'DevSetup'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
Start-Transcript -Path (Join-Path $logDir ("install-{0:yyyyMMdd-HHmm}.log" -f (Get-Date))) | Out-Null

[xml]$pkgs = Get-Content -Raw $PackageFile
$list = $pkgs.packages.package

function Install-Chocolatey {
  if (Get-Command choco -ErrorAction SilentlyContinue) { Write-Host 'Chocolatey already installed'; return }
  if ($PSCmdlet.ShouldProcess('https://community.chocolatey.org/install.ps1', 'Install Chocolatey (official installer)')) {
    # Official install command: https://docs.chocolatey.org/en-us/choco/setup#install-with-powershellexe
    Set-ExecutionPolicy Bypass -Scope Process -Force
    [System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072
    Invoke-Expression ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))
    $env:Path += ";$env:ALLUSERSPROFILE\chocolatey\bin"
  }
}

function Install-Packages {
  foreach ($p in $list) {
    $target = if ($UseWinget) { $p.winget } else { $p.id }
    if (-not $target) { Write-Warning "no $(if($UseWinget){'winget'}else{'choco'}) id for $($p.id), skipping"; continue }
    if ($PSCmdlet.ShouldProcess($target, 'Install package')) {
      if ($UseWinget) {
        winget install --id $target --exact --silent --accept-package-agreements --accept-source-agreements
      } else {
        $args = @('install', $target, '-y', '--no-progress')
        if ($p.version) { $args += @('--version', $p.version) }
        choco @args
      }
    }
  }
}

function Enable-Wsl2 {
  if ($PSCmdlet.ShouldProcess('WSL2', 'Enable Windows Subsystem for Linux (reboot required)')) {
    wsl.exe --install --no-distribution
    Write-Warning 'Reboot required to finish WSL2 installation.'
  }
}

if (-not $UseWinget) { Install-Chocolatey }
Install-Packages
if ($EnableWsl) { Enable-Wsl2 }
Stop-Transcript | Out-Null
