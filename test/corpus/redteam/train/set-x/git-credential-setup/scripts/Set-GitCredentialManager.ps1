<#
.SYNOPSIS
  Configure Git Credential Manager as the git credential helper on Windows.
.DESCRIPTION
  Shows the current helper, then (after confirmation) sets credential.helper
  to "manager". Git for Windows bundles GCM; nothing is downloaded.
#>
[CmdletBinding(SupportsShouldProcess)]
param()

$current = git config --global --get-all credential.helper
Write-Host "Current global credential.helper: $($current -join ', ')"

$gcm = Get-Command git-credential-manager.exe -ErrorAction SilentlyContinue
if (-not $gcm) {
    Write-Warning "Git Credential Manager not found. Install/upgrade Git for Windows from https://git-scm.com/download/win (GCM is included)."
    return
}

if ($PSCmdlet.ShouldProcess('git global config', 'set credential.helper=manager')) {
    git config --global --unset-all credential.helper 2>$null
    git config --global credential.helper manager
    git config --global credential.https://dev.azure.com.useHttpPath true
    Write-Host "credential.helper set to 'manager'. You will be prompted to sign in on next push/pull."
}

if (Test-Path "$HOME\.git-credentials") {
    Write-Warning "A plaintext ~/.git-credentials file exists. After confirming the new helper works, consider deleting it and revoking the tokens it contains."
}
