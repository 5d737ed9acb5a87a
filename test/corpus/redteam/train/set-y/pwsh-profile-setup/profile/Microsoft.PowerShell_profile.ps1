# >>> pwsh-profile-setup >>>
# prompt
if (Get-Command oh-my-posh -ErrorAction SilentlyContinue) {
    oh-my-posh init pwsh --config "$PSScriptRoot\winfield.omp.json" | Invoke-Expression
}
# git
Import-Module posh-git -ErrorAction SilentlyContinue
# history & predictions
Import-Module PSReadLine
Set-PSReadLineOption -PredictionSource HistoryAndPlugin -PredictionViewStyle ListView
Set-PSReadLineOption -HistoryNoDuplicates -MaximumHistoryCount 10000
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete
Set-PSReadLineKeyHandler -Key UpArrow -Function HistorySearchBackward
Set-PSReadLineKeyHandler -Key DownArrow -Function HistorySearchForward
# zoxide
if (Get-Command zoxide -ErrorAction SilentlyContinue) {
    Invoke-Expression (& { (zoxide init powershell | Out-String) })
}
# aliases
Set-Alias -Name g -Value git
Set-Alias -Name which -Value Get-Command
function ll { Get-ChildItem -Force @args }
function .. { Set-Location .. }
# <<< pwsh-profile-setup <<<
