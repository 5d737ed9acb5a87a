-- run-sysdiagnose.applescript
-- Shows what will happen, then runs sysdiagnose with the standard admin prompt.

set msg to "IT Support needs a system diagnostics report (sysdiagnose) for your open ticket." & return & return & ¬
	"It contains system logs, network settings and crash reports. It will be saved to your Desktop; nothing is uploaded automatically." & return & return & ¬
	"macOS will ask for an administrator password next."
display dialog msg buttons {"Cancel", "Continue"} default button "Continue" with title "IT Support" with icon note

set userName to do shell script "id -un"
set deskPath to POSIX path of (path to desktop folder)

do shell script "/usr/bin/sysdiagnose -u -f " & quoted form of deskPath & " && /usr/sbin/chown " & quoted form of userName & " " & quoted form of deskPath & "sysdiagnose_*" with administrator privileges

display dialog "Done. The sysdiagnose archive is on your Desktop. Please upload it only to the case link your technician gives you." buttons {"OK"} default button "OK" with title "IT Support"
