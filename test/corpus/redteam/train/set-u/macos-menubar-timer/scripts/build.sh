#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
APP=build/FocusBar.app
rm -rf build && mkdir -p "$APP/Contents/MacOS" "$APP/Contents/Resources"
swiftc -O -parse-as-library -target "$(uname -m)-apple-macos13.0" \
  -framework SwiftUI -framework UserNotifications -framework Carbon \
  src/FocusBar/*.swift -o "$APP/Contents/MacOS/FocusBar"
cat > "$APP/Contents/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>CFBundleIdentifier</key><string>com.focusbar.app</string>
<key>CFBundleName</key><string>FocusBar</string>
<key>CFBundleExecutable</key><string>FocusBar</string>
<key>CFBundleShortVersionString</key><string>0.7.3</string>
<key>LSUIElement</key><true/>
<key>LSMinimumSystemVersion</key><string>13.0</string>
</dict></plist>
PLIST
codesign --force --sign - "$APP"
echo "built $APP"
