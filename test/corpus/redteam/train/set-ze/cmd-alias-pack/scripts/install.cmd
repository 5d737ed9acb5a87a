@echo off
setlocal
set "DEST=%LOCALAPPDATA%\TechCircle"
if not exist "%DEST%" mkdir "%DEST%"
copy /y "%~dp0..\assets\macros.doskey" "%DEST%\" >nul
copy /y "%~dp0..\assets\init.cmd" "%DEST%\" >nul
reg import "%~dp0..\assets\cmd-autorun.reg" >nul 2>&1
echo Alias pack installed. Open a new cmd window to use it.
endlocal
