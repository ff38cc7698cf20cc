#!/usr/bin/env bash
# Build the Linux bundle from a clone: dist/arbiter-VERSION-linux-x86_64.tar.gz
# (the PyInstaller folder with `arbiter`, `arbiter-cli`, a .desktop file and the icon),
# then run the bundle's self-test with no Python on its PATH.
#   bash packaging/build_linux.sh            # build + self-test
#   SKIP_SELFTEST=1 bash packaging/build_linux.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PY=${PYTHON:-python3}
VENV=${BUILD_VENV:-$ROOT/build/venv}
if [ ! -x "$VENV/bin/python" ]; then
  "$PY" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check ".[build]"
VERSION=$("$VENV/bin/python" -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
ARCH=$(uname -m)
rm -rf build/pyinstaller dist/arbiter
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN --workpath build/pyinstaller \
  --distpath dist packaging/arbiter.spec
cp packaging/linux/arbiter.desktop dist/arbiter/
cp resources/arbiter.svg dist/arbiter/arbiter.svg 2>/dev/null || true
cp packaging/linux/install.sh dist/arbiter/
NAME="arbiter-$VERSION-linux-$ARCH"
tar -C dist -czf "dist/$NAME.tar.gz" arbiter --transform "s,^arbiter,$NAME,"
echo "bundle: dist/arbiter ($(du -sm dist/arbiter | cut -f1) MB), archive: dist/$NAME.tar.gz ($(du -sm "dist/$NAME.tar.gz" | cut -f1) MB)"
if [ -z "${SKIP_SELFTEST:-}" ]; then
  # no Python on the PATH: the bundle must carry everything it needs
  env -i HOME="$HOME" QT_QPA_PLATFORM=offscreen PATH=/nonexistent dist/arbiter/arbiter --self-test
  env -i HOME="$HOME" PATH=/nonexistent dist/arbiter/arbiter-cli self-test
fi
