#!/usr/bin/env bash
# Build dist/Arbiter-VERSION.dmg holding Arbiter.app (needs Python 3.11+; hdiutil ships with macOS).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -m pip install ".[build]"
VERSION=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
pyinstaller --noconfirm --workpath build/pyinstaller --distpath dist packaging/arbiter.spec
QT_QPA_PLATFORM=offscreen dist/arbiter/arbiter-cli self-test
rm -rf build/dmg && mkdir -p build/dmg
cp -R dist/Arbiter.app build/dmg/
ln -s /Applications build/dmg/Applications
hdiutil create -volname "Arbiter $VERSION" -srcfolder build/dmg -ov -format UDZO "dist/Arbiter-$VERSION.dmg"
