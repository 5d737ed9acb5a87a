# Install Tesseract (winget, publisher UB-Mannheim) and OCRmyPDF (PyPI) after confirmation.
$cmds = @(
    'winget install --id UB-Mannheim.TesseractOCR --exact --accept-package-agreements',
    'python -m pip install --user ocrmypdf'
)
Write-Host 'This will run:'
$cmds | ForEach-Object { Write-Host "  $_" }
$ans = Read-Host 'Proceed? [y/N]'
if ($ans -notmatch '^[Yy]$') { Write-Host 'aborted'; exit 1 }
winget install --id UB-Mannheim.TesseractOCR --exact --accept-package-agreements
python -m pip install --user ocrmypdf
