#!/bin/sh
# End-to-end test of an app in a real window: WindowTestApp (started with `@main`) under Xvfb,
# driven with xdotool like a user — a click, typing, resizing the window — and read back from its stdout and from a
# screenshot's pixels; then it is asked to quit (SIGTERM, which SDL turns into the same quit as
# the window's close button) and must run applicationWillTerminate and exit with status 0.
# Then the Catalog: a click opens the contacts list, a drag scrolls it (the screen's pixels change),
# Escape comes back, and it quits cleanly too.
# Part of `make test`; skipped, saying why, when Xvfb or xdotool is missing.
set -u
APP=${1:-.build/debug/WindowTestApp}
CATALOG=${2:-.build/debug/Catalog}
for tool in Xvfb xdotool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "window-e2e: skipped: $tool is not installed (make deps installs xvfb and xdotool where apt-get can)"
    exit 0
  fi
done
[ -x "$APP" ] || { echo "window-e2e: $APP is not built (swift build --product WindowTestApp)" >&2; exit 1; }

n=90
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
DISPLAY=":$n"; export DISPLAY
OUT=$(mktemp)
# The app's sandbox goes here, not into the user's ~/.local/share.
DATA=$(mktemp -d)
Xvfb "$DISPLAY" -screen 0 1024x768x24 >/dev/null 2>&1 &
XVFB=$!
APP_PID=""
cleanup() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
  kill "$XVFB" 2>/dev/null
  rm -f "$OUT"
  rm -rf "$DATA"
}
trap cleanup EXIT
fail() { echo "window-e2e: FAIL: $*"; echo "--- app output:"; cat "$OUT"; exit 1; }
# Waits up to 10 s for the app to print a line containing $1.
await() {
  i=0
  while ! grep -q "$1" "$OUT"; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "no \"$1\" on the app's stdout"
    sleep 0.1
  done
}
i=0
until xdotool getmouselocation >/dev/null 2>&1; do
  i=$((i + 1)); [ $i -gt 50 ] && fail "Xvfb did not start on $DISPLAY"
  sleep 0.1
done

XDG_DATA_HOME="$DATA" "$APP" >"$OUT" 2>&1 &
APP_PID=$!
await viewDidAppear
# The app started itself again inside its container (docs/DEVIATIONS.md 202): same process,
# its home and temporary directory in $XDG_DATA_HOME/Rockhopper/<bundle id>/.
CONTAINER="$DATA/Rockhopper/org.rockhopper.WindowTestApp"
tr '\0' '\n' </proc/$APP_PID/environ | grep -qx "HOME=$CONTAINER" || fail "HOME is not the app's container $CONTAINER"
tr '\0' '\n' </proc/$APP_PID/environ | grep -qx "TMPDIR=$CONTAINER/tmp/" || fail "TMPDIR is not the container's tmp/"
for folder in Documents Library/Caches Library/Preferences tmp; do
  [ -d "$CONTAINER/$folder" ] || fail "the container has no $folder"
done
WINDOW=$(xdotool search --name WindowTestApp | head -1)
[ -n "$WINDOW" ] || fail "no window titled WindowTestApp"
eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
[ "$WIDTH" = 375 ] && [ "$HEIGHT" = 667 ] || fail "the window is ${WIDTH}x$HEIGHT, not the phone's 375x667"

# The pixel at the square's centre (150, 150 in the window), when ImageMagick can read the screen.
pixel() {
  import -window root -crop "1x1+$((X + 150))+$((Y + 150))" txt:- 2>/dev/null | tail -1
}
# Waits up to 3 s for the pixel to match the case pattern $1 (the first frame may still be on its
# way when viewDidAppear prints).
pixel_is() {
  i=0
  while :; do
    p=$(pixel)
    eval "case \"\$p\" in $1) return 0;; esac"
    i=$((i + 1)); [ $i -gt 30 ] && return 1
    sleep 0.1
  done
}
if command -v import >/dev/null 2>&1; then
  pixel_is '*FF0000*|*FFFF00000000*|*red*' || fail "the square is not red before the tap: $(pixel)"
else
  echo "window-e2e: pixel checks skipped: ImageMagick's import is not installed"
fi

xdotool mousemove --window "$WINDOW" 150 150 click 1
await "tapped 1"
# The real run loop runs between frames: the tap's main-queue block, task and 0.2-s timer.
await "main queue ran"
await "task ran"
await "timer fired"
if command -v import >/dev/null 2>&1; then
  pixel_is '*00FF00*|*0000FFFF0000*|*lime*' || fail "the square is not green after the tap: $(pixel)"
fi

xdotool type --delay 40 "hello"
await "text hello"

# Resizing the window: the app sees the new size (viewWillTransition), landscape size classes
# and a layout at the new size.
xdotool windowsize "$WINDOW" 500 400
await "viewWillTransition 500x400"
await "traits compact compact"
await "layout 500x400"

kill -TERM "$APP_PID"
wait "$APP_PID"
STATUS=$?
APP_PID=""
grep -q applicationWillTerminate "$OUT" || fail "applicationWillTerminate did not run"
[ "$STATUS" = 0 ] || fail "the app exited with status $STATUS"
echo "window-e2e: WindowTestApp passed (launch with @main, a click, typing, the pixels, a resize, applicationWillTerminate, exit 0)"

# The Catalog, started with UIApplicationMain.
[ -x "$CATALOG" ] || fail "$CATALOG is not built (swift build --product Catalog)"
: >"$OUT"
"$CATALOG" >"$OUT" 2>&1 &
APP_PID=$!
await "scenarios; tap one"
WINDOW=$(xdotool search --name Catalog | head -1)
[ -n "$WINDOW" ] || fail "no window titled Catalog"
eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
# The Catalog opens on its Tutorials tab: an inset-grouped table under the 64-pt bar, the seed 000
# section's three-line header, then its rows; the third row, the contacts, is centred at y 275
# (as the tour's catalog-screens/catalog-tutorials.png shows it).
xdotool mousemove --window "$WINDOW" 187 275 click 1
await "opening Contacts"
# A hash of the list's pixels (below the bar, above the screen's explanation panel), when
# ImageMagick can read the screen.
list_pixels() {
  import -window root -crop "375x300+$X+$((Y + 100))" -depth 8 rgb:- 2>/dev/null | md5sum
}
sleep 1   # the push animation
if command -v import >/dev/null 2>&1; then before=$(list_pixels); fi
xdotool mousemove --window "$WINDOW" 187 420 mousedown 1 \
  mousemove --window "$WINDOW" 187 360 sleep 0.02 mousemove --window "$WINDOW" 187 280 sleep 0.02 \
  mousemove --window "$WINDOW" 187 200 sleep 0.02 mousemove --window "$WINDOW" 187 120 mouseup 1
sleep 1.5   # the fling
if command -v import >/dev/null 2>&1; then
  after=$(list_pixels)
  [ "$before" != "$after" ] || fail "the contacts list did not move when dragged"
fi
xdotool key Escape
await "back to the list"
kill -TERM "$APP_PID"
wait "$APP_PID"
STATUS=$?
APP_PID=""
grep -q "Catalog: applicationWillTerminate" "$OUT" || fail "the Catalog's applicationWillTerminate did not run"
[ "$STATUS" = 0 ] || fail "the Catalog exited with status $STATUS"
echo "window-e2e: Catalog passed (a click opens the contacts, a drag scrolls them, Escape, exit 0)"
