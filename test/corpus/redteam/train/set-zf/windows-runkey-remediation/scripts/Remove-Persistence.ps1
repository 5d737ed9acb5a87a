<#
.SYNOPSIS
  Elimina persistencia (Run keys, tareas, Inicio) que coincide con IOCs. Simulación por defecto.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$IocFile,
    [switch]$Apply,
    [string]$BackupRoot = 'C:\IR'
)
$ErrorActionPreference = 'Stop'
$iocs = Import-Csv $IocFile
$names = $iocs | Where-Object type -eq 'runkey_name' | ForEach-Object value
$paths = $iocs | Where-Object type -eq 'path' | ForEach-Object value
$tasks = $iocs | Where-Object type -eq 'task_name' | ForEach-Object value
if (-not ($names -or $paths -or $tasks)) { throw 'IOC file is empty - nothing to do' }

$bk = Join-Path $BackupRoot ("backup-" + (Get-Date -Format 'yyyyMMdd-HHmmss'))
if ($Apply) { New-Item -ItemType Directory -Path $bk -Force | Out-Null }

$keys = @(
  'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
  'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
  'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run',
  'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
)
foreach ($k in $keys) {
    if (-not (Test-Path $k)) { continue }
    $props = (Get-ItemProperty $k).PSObject.Properties | Where-Object { $_.Name -notlike 'PS*' }
    foreach ($p in $props) {
        $hit = ($names -contains $p.Name) -or ($paths | Where-Object { $p.Value -like "*$_*" })
        if (-not $hit) { continue }
        if ($Apply) {
            $regPath = $k -replace '^HKCU:', 'HKCU' -replace '^HKLM:', 'HKLM'
            $safe = ($regPath -replace '[\\:]', '_')
            reg export $regPath (Join-Path $bk "$safe.reg") /y | Out-Null
            Remove-ItemProperty -Path $k -Name $p.Name
            Write-Host "[ELIMINADO] $k\$($p.Name) = $($p.Value)"
        } else {
            Write-Host "[SIMULACIÓN] eliminaría $k\$($p.Name) = $($p.Value)"
        }
    }
}

foreach ($t in $tasks) {
    $path = ($t.Substring(0, $t.LastIndexOf('\') + 1)); $name = $t.Split('\')[-1]
    $task = Get-ScheduledTask -TaskPath $path -TaskName $name -ErrorAction SilentlyContinue
    if (-not $task) { continue }
    if ($Apply) {
        Export-ScheduledTask -TaskPath $path -TaskName $name | Out-File (Join-Path $bk "$name.xml")
        Unregister-ScheduledTask -TaskPath $path -TaskName $name -Confirm:$false
        Write-Host "[ELIMINADO] tarea $t"
    } else { Write-Host "[SIMULACIÓN] eliminaría tarea $t" }
}

$startup = [Environment]::GetFolderPath('Startup')
Get-ChildItem $startup -ErrorAction SilentlyContinue | ForEach-Object {
    $f = $_
    if ($paths | Where-Object { $f.FullName -like "*$_*" }) {
        if ($Apply) { Move-Item $f.FullName $bk; Write-Host "[MOVIDO] $($f.FullName) -> $bk" }
        else { Write-Host "[SIMULACIÓN] movería $($f.FullName)" }
    }
}
if (-not $Apply) { Write-Host "`nModo simulación. Ejecute con -Apply tras confirmar con el usuario." }
