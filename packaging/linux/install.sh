#!/usr/bin/env sh
# Install the unpacked bundle for the current user: a launcher in ~/.local/bin and a menu entry.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications" "$HOME/.local/share/icons/hicolor/scalable/apps"
ln -sf "$HERE/arbiter" "$HOME/.local/bin/arbiter"
ln -sf "$HERE/arbiter-cli" "$HOME/.local/bin/arbiter-cli"
[ -f "$HERE/arbiter.svg" ] && cp "$HERE/arbiter.svg" "$HOME/.local/share/icons/hicolor/scalable/apps/arbiter.svg"
sed "s,^Exec=arbiter,Exec=$HERE/arbiter," "$HERE/arbiter.desktop" > "$HOME/.local/share/applications/arbiter.desktop"
echo "Arbiter installed: run 'arbiter' or find it in the applications menu."
