#!/usr/bin/env bash
# 用法: notify.sh <status> <branch> <sha> <seconds> <url>
set -euo pipefail
set +x   # 防止在 CI 日志中泄露 Webhook 地址
status="$1"; branch="$2"; sha="${3:0:8}"; secs="$4"; link="$5"
: "${NOTIFY_WEBHOOK_URL:?未配置 NOTIFY_WEBHOOK_URL}"
platform="${NOTIFY_PLATFORM:-feishu}"
[[ "$status" == "success" && "${NOTIFY_ON_SUCCESS:-1}" == "0" ]] && exit 0

case "$status" in
  success) icon="✅"; text="构建成功" ;;
  failure) icon="❌"; text="构建失败" ;;
  *)       icon="⚠️"; text="构建${status}" ;;
esac
msg="${icon} ${text}
分支: ${branch}
提交: ${sha}
耗时: $((secs / 60)) 分 $((secs % 60)) 秒
详情: ${link}"

ts="$(date +%s)"
sign() {  # 飞书/钉钉加签: base64(hmac_sha256(key, ""), key = ts + "\n" + secret)
  python3 - "$ts" "$NOTIFY_SECRET" "$1" <<'PY'
import base64, hashlib, hmac, sys, urllib.parse
ts, secret, mode = sys.argv[1], sys.argv[2], sys.argv[3]
s = f"{ts}\n{secret}"
if mode == "feishu":
    print(base64.b64encode(hmac.new(s.encode(), b"", hashlib.sha256).digest()).decode())
else:  # dingtalk
    print(urllib.parse.quote_plus(base64.b64encode(hmac.new(secret.encode(), s.encode(), hashlib.sha256).digest()).decode()))
PY
}

url="$NOTIFY_WEBHOOK_URL"
json_msg="$(python3 -c 'import json,sys;print(json.dumps(sys.argv[1]))' "$msg")"
case "$platform" in
  feishu)
    extra=""
    [[ -n "${NOTIFY_SECRET:-}" ]] && extra=",\"timestamp\":\"$ts\",\"sign\":\"$(sign feishu)\""
    body="{\"msg_type\":\"text\",\"content\":{\"text\":$json_msg}$extra}" ;;
  dingtalk)
    [[ -n "${NOTIFY_SECRET:-}" ]] && url="${url}&timestamp=$((ts*1000))&sign=$(ts=$((ts*1000)); sign dingtalk)"
    body="{\"msgtype\":\"text\",\"text\":{\"content\":$json_msg}}" ;;
  wecom)
    body="{\"msgtype\":\"text\",\"text\":{\"content\":$json_msg}}" ;;
  *) echo "未知平台: $platform" >&2; exit 1 ;;
esac

curl -fsS -m 10 -H 'Content-Type: application/json' -d "$body" "$url" >/dev/null \
  && echo "通知已发送 ($platform)" || echo "通知发送失败（不影响构建结果）" >&2
