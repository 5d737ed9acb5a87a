function Measure-Folder {
    param([Parameter(Mandatory)] [string] $Path)
    $sum = (Get-ChildItem -LiteralPath $Path -Force -Recurse -File -ErrorAction SilentlyContinue |
            Measure-Object -Property Length -Sum).Sum
    if ($null -eq $sum) { 0 } else { [int64]$sum }
}
