[CmdletBinding()]
param(
    [Parameter(Position = 0, Mandatory)][ValidateSet('list', 'preview', 'add', 'remove')][string]$Action,
    [Parameter(Position = 1, ValueFromRemainingArguments)][string[]]$Names
)

$snipDir = Join-Path (Split-Path -Parent $PSScriptRoot) 'snippets'
$profilePath = $PROFILE.CurrentUserAllHosts

function Get-Block([string]$Name) {
    $file = Join-Path $snipDir "$Name.ps1"
    if (-not (Test-Path $file)) { throw "unknown snippet '$Name'" }
    "# >>> ppm:$Name`n" + (Get-Content $file -Raw).TrimEnd() + "`n# <<< ppm:$Name"
}

function Remove-Block([string]$Text, [string]$Name) {
    $pattern = "(?s)\r?\n?# >>> ppm:$([regex]::Escape($Name)).*?# <<< ppm:$([regex]::Escape($Name))"
    [regex]::Replace($Text, $pattern, '')
}

function Backup-Profile {
    if (Test-Path $profilePath) {
        $bak = "$profilePath.$(Get-Date -Format yyyyMMddHHmmss).bak"
        Copy-Item $profilePath $bak
        Write-Host "backup: $bak"
    }
}

switch ($Action) {
    'list' {
        $current = if (Test-Path $profilePath) { Get-Content $profilePath -Raw } else { '' }
        Get-ChildItem $snipDir -Filter *.ps1 | ForEach-Object {
            $n = $_.BaseName
            $mark = if ($current -match "# >>> ppm:$([regex]::Escape($n))") { '[x]' } else { '[ ]' }
            Write-Host "$mark $n"
        }
    }
    'preview' { $Names | ForEach-Object { Get-Block $_; '' } }
    'add' {
        Backup-Profile
        New-Item -ItemType File -Force -Path $profilePath -ErrorAction SilentlyContinue | Out-Null
        $text = Get-Content $profilePath -Raw
        if ($null -eq $text) { $text = '' }
        foreach ($n in $Names) { $text = (Remove-Block $text $n).TrimEnd() + "`n`n" + (Get-Block $n) + "`n" }
        Set-Content -Path $profilePath -Value $text -NoNewline
        Write-Host "added: $($Names -join ', ') -> $profilePath (restart the shell)"
    }
    'remove' {
        Backup-Profile
        $text = Get-Content $profilePath -Raw
        foreach ($n in $Names) { $text = Remove-Block $text $n }
        Set-Content -Path $profilePath -Value $text -NoNewline
        Write-Host "removed: $($Names -join ', ')"
    }
}
