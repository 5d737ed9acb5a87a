Set-Alias -Name g -Value git
Set-Alias -Name k -Value kubectl
function ll { Get-ChildItem -Force @args }
function .. { Set-Location .. }
