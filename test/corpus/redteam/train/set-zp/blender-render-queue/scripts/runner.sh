#!/usr/bin/env bash
# Render queue runner: processes ~/render-queue/pending/*.json in order.
Q="$HOME/render-queue"
mkdir -p "$Q"/{pending,running,done,failed}
while true; do
  job="$(ls -1 "$Q/pending"/*.json 2>/dev/null | head -n1)"
  if [[ -z "$job" ]]; then sleep 15; continue; fi
  name="$(basename "$job")"; mv "$job" "$Q/running/$name"; job="$Q/running/$name"
  read -r blend start end device samples out < <(python3 -c "import json,sys;j=json.load(open('$job'));print(j['blend'],j['start'],j['end'],j['device'],j.get('samples') or 0,j['out'])")
  py="import bpy;p=bpy.context.preferences.addons['cycles'].preferences;p.compute_device_type='$device';p.get_devices();[setattr(d,'use',True) for d in p.devices]"
  [[ "$samples" != 0 ]] && py="$py;bpy.context.scene.cycles.samples=$samples"
  if blender -b "$blend" --python-expr "$py" -o "$out" -s "$start" -e "$end" -a >"$Q/running/$name.log" 2>&1; then
    mv "$job" "$Q/running/$name.log" "$Q/done/"
    command -v notify-send >/dev/null && notify-send "Render chunk done" "$(basename "$blend") $start-$end"
  else
    mv "$job" "$Q/running/$name.log" "$Q/failed/"
  fi
done
