<#
.SYNOPSIS
  Interactive setup for contributing to pyrelay on Windows. Asks before every change.
#>
[CmdletBinding()]
param([switch]$AssumeYes)

function Confirm-Step([string]$What, [string]$Why) {
    Write-Host ""
    Write-Host "==> $What" -ForegroundColor Cyan
    Write-Host "    why: $Why"
    if ($AssumeYes) { return $true }
    $a = Read-Host "    proceed? [y/N]"
    return $a -match '^(y|yes)$'
}

# 1. winget packages
$packages = @(
    @{ Id = 'Git.Git';                     Why = 'version control' },
    @{ Id = 'OpenJS.NodeJS.LTS';           Why = 'JS workspace and docs tooling' },
    @{ Id = 'Python.Python.3.12';          Why = 'core library and tests' },
    @{ Id = 'Microsoft.VisualStudio.2022.BuildTools'; Why = 'C compiler for the native extension' }
)
foreach ($p in $packages) {
    if (winget list --id $p.Id --exact 2>$null | Select-String $p.Id) { Write-Host "ok: $($p.Id)"; continue }
    if (Confirm-Step "winget install $($p.Id)" $p.Why) {
        winget install --id $p.Id --exact --source winget --accept-package-agreements
    }
}

# 2. execution policy (current user only)
$policy = Get-ExecutionPolicy -Scope CurrentUser
if ($policy -in @('Undefined', 'Restricted', 'AllSigned')) {
    if (Confirm-Step "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned" "allow the repo's local .ps1 build scripts; downloaded scripts still need a signature") {
        Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force
    }
}

# 3. pnpm via the official installer (or corepack)
if (-not (Get-Command pnpm -ErrorAction SilentlyContinue)) {
    $url = 'https://get.pnpm.io/install.ps1'
    $dest = Join-Path $env:TEMP 'pnpm-install.ps1'
    if (Confirm-Step "download pnpm installer from $url" "official pnpm standalone installer (alternative: corepack enable pnpm)") {
        Invoke-WebRequest -Uri $url -OutFile $dest -UseBasicParsing
        $hash = (Get-FileHash $dest -Algorithm SHA256).Hash
        Write-Host "    saved to $dest (sha256 $hash) - you can open it in an editor before continuing"
        if (Confirm-Step "run $dest" "installs pnpm into your user profile") {
            & $dest
        }
    }
}

# 4. long paths (needs admin; one elevated command, visible UAC prompt)
$lp = Get-ItemPropertyValue 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -ErrorAction SilentlyContinue
if ($lp -ne 1) {
    if (Confirm-Step "enable Win32 long paths (admin, UAC prompt)" "node_modules paths exceed 260 chars") {
        Start-Process pwsh -Verb RunAs -Wait -ArgumentList @(
            '-NoProfile', '-Command',
            "Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1"
        )
    }
    git config --global core.longpaths true
}

Write-Host "`nDone. Open a new terminal, then: git clone https://github.com/pyrelay-project/pyrelay && cd pyrelay && pnpm install"
