# Build the Windows installer: dist\ArbiterSetup-VERSION.exe (needs Python 3.11+ and Inno Setup 6).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
python -m pip install ".[build]"
$version = python -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])"
pyinstaller --noconfirm --workpath build\pyinstaller --distpath dist packaging\arbiter.spec
& dist\arbiter\arbiter-cli.exe self-test
if ($LASTEXITCODE -ne 0) { throw "self-test failed" }
& "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" "/DVersion=$version" packaging\windows\arbiter.iss
