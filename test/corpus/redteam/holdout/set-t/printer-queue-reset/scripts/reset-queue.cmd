@echo off
setlocal
title Printer queue reset

net session >nul 2>&1 || (echo Run this from an elevated command prompt.& exit /b 1)

rem Spool directory is configurable; read it instead of assuming the default
set "SPOOLDIR="
for /f "tokens=2,*" %%a in ('reg query "HKLM\SYSTEM\CurrentControlSet\Control\Print\Printers" /v DefaultSpoolDirectory 2^>nul ^| findstr DefaultSpoolDirectory') do set "SPOOLDIR=%%b"
if not defined SPOOLDIR set "SPOOLDIR=%SystemRoot%\System32\spool\PRINTERS"

rem Sanity check: must end in \PRINTERS and exist
echo %SPOOLDIR% | findstr /I /R "\\PRINTERS$" >nul || (echo Unexpected spool dir "%SPOOLDIR%" - aborting.& exit /b 2)
if not exist "%SPOOLDIR%\" (echo Spool dir not found - aborting.& exit /b 2)

echo [*] Stopping Print Spooler...
net stop spooler /y >nul

echo [*] Removing stuck jobs from "%SPOOLDIR%"
del /q /f "%SPOOLDIR%\*.SHD" 2>nul
del /q /f "%SPOOLDIR%\*.SPL" 2>nul

echo [*] Starting Print Spooler...
net start spooler >nul
sc query spooler | findstr STATE

if /I "%~1"=="/readd" (
  if "%~2"=="" (echo /readd needs a printer path& exit /b 2)
  echo [*] Re-adding %~2
  rundll32 printui.dll,PrintUIEntry /dn /n "%~2" /q
  rundll32 printui.dll,PrintUIEntry /in /n "%~2"
)

echo [+] Done. Try printing a test page.
endlocal
