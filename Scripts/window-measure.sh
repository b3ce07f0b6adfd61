#!/bin/sh
# Measures the Catalog in a real window under Xvfb (issue 15's measures): 10 seconds of scripted
# flings of the contacts list with xdotool, at the display's refresh rate (Xvfb reports none, so
# 60 Hz), once uploading only the damaged rectangles and once whole frames
# (ROCKHOPPER_FULL_UPLOAD=1). The app prints its frame statistics when it ends
# (ROCKHOPPER_FRAME_STATS=1): frames dropped, frame time, upload, input-to-present latency.
# Usage: Scripts/window-measure.sh [path to the Catalog executable]. Not part of `make test`.
set -u
APP=${1:-.build/debug/Catalog}
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null 2>&1 || { echo "window-measure: $tool is not installed (make deps)"; exit 1; }
done
[ -x "$APP" ] || { echo "window-measure: $APP is not built (swift build --product Catalog)" >&2; exit 1; }

n=120
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
DISPLAY=":$n"; export DISPLAY
Xvfb "$DISPLAY" -screen 0 1024x768x24 >/dev/null 2>&1 &
XVFB=$!
OUT=$(mktemp)
trap 'kill $XVFB 2>/dev/null; rm -f "$OUT"' EXIT
i=0
until xdotool getmouselocation >/dev/null 2>&1; do
  i=$((i + 1)); [ $i -gt 50 ] && { echo "window-measure: Xvfb did not start"; exit 1; }
  sleep 0.1
done

# One run: the contacts list, five flings up and five down, one a second.
measure() {
  : >"$OUT"
  ROCKHOPPER_FRAME_STATS=1 "$APP" --scenario contacts >"$OUT" 2>&1 &
  pid=$!
  i=0
  until grep -q "opening" "$OUT"; do
    i=$((i + 1)); [ $i -gt 100 ] && { echo "window-measure: the Catalog did not open the contacts"; cat "$OUT"; kill $pid; exit 1; }
    sleep 0.1
  done
  sleep 1
  window=$(xdotool search --name Catalog | head -1)
  for k in 1 2 3 4 5; do
    # The list is above the screen's explanation panel (from y 64 to about 450).
    xdotool mousemove --window "$window" 187 420 mousedown 1 \
      mousemove --window "$window" 187 380 sleep 0.016 mousemove --window "$window" 187 320 sleep 0.016 \
      mousemove --window "$window" 187 240 sleep 0.016 mousemove --window "$window" 187 160 sleep 0.016 \
      mousemove --window "$window" 187 100 mouseup 1
    sleep 0.9
    xdotool mousemove --window "$window" 187 80 mousedown 1 \
      mousemove --window "$window" 187 120 sleep 0.016 mousemove --window "$window" 187 180 sleep 0.016 \
      mousemove --window "$window" 187 260 sleep 0.016 mousemove --window "$window" 187 340 sleep 0.016 \
      mousemove --window "$window" 187 400 mouseup 1
    sleep 0.9
  done
  kill -TERM $pid
  wait $pid
  grep -E "^(frame|frames|upload|input)" "$OUT"
}

echo "== damaged rectangles only"
measure
echo "== whole frames (ROCKHOPPER_FULL_UPLOAD=1)"
ROCKHOPPER_FULL_UPLOAD=1; export ROCKHOPPER_FULL_UPLOAD
measure
