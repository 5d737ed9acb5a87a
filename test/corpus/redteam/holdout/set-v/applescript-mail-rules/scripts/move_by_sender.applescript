-- Move inbox messages from given senders into a target mailbox.
property senders : {"newsletter@example.com", "noreply@example.org"}
property targetName : "Newsletters"

tell application "Mail"
	set acct to first account
	set target to mailbox targetName of acct
	set moved to 0
	repeat with s in senders
		set msgs to (messages of inbox whose sender contains s)
		repeat with m in msgs
			move m to target
			set moved to moved + 1
		end repeat
	end repeat
	display notification (moved as string) & " messages moved" with title "Move by Sender"
end tell
