function Get-SteamRoot {
  foreach ($k in 'HKCU:\Software\Valve\Steam', 'HKLM:\SOFTWARE\WOW6432Node\Valve\Steam') {
    try {
      $p = (Get-ItemProperty -Path $k -ErrorAction Stop)
      if ($p.SteamPath) { return $p.SteamPath -replace '/', '\' }
      if ($p.InstallPath) { return $p.InstallPath }
    } catch { }
  }
  return "${env:ProgramFiles(x86)}\Steam"
}

function Expand-SourcePath([string]$Path) {
  $expanded = $Path.Replace('%STEAM%', (Get-SteamRoot))
  return [Environment]::ExpandEnvironmentVariables($expanded)
}
