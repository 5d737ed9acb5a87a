# >>> profile-setup >>>
Import-Module PSReadLine -ErrorAction SilentlyContinue
Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView -HistoryNoDuplicates
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete

function gs { git status -sb @args }
function gl { git log --oneline --graph -20 @args }
function gco { git checkout @args }

if (Get-Command starship -ErrorAction SilentlyContinue) {
  Invoke-Expression (& starship init powershell --print-full-init | Out-String)
} elseif (Get-Command oh-my-posh -ErrorAction SilentlyContinue) {
  oh-my-posh init pwsh | Invoke-Expression
}
if (Get-Command zoxide -ErrorAction SilentlyContinue) {
  Invoke-Expression (& { (zoxide init powershell | Out-String) })
}
# <<< profile-setup <<<
