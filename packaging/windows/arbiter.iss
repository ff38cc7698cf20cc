; Inno Setup script: builds ArbiterSetup-VERSION.exe from the PyInstaller folder dist\arbiter.
; iscc /DVersion=0.1.0 packaging\windows\arbiter.iss   (run from the repository root)
#ifndef Version
  #define Version "0.0.0"
#endif

[Setup]
AppId={{6F1C2B9E-5A37-4D0B-9C61-2E4F7A1B8D30}
AppName=Arbiter
AppVersion={#Version}
AppPublisher=The Arbiter developers
DefaultDirName={autopf}\Arbiter
DefaultGroupName=Arbiter
OutputDir=..\..\dist
OutputBaseFilename=ArbiterSetup-{#Version}
Compression=lzma2
SolidCompression=yes
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes

[Files]
Source: "..\..\dist\arbiter\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Arbiter"; Filename: "{app}\arbiter.exe"
Name: "{autodesktop}\Arbiter"; Filename: "{app}\arbiter.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop icon"; Flags: unchecked

[Registry]
Root: HKA; Subkey: "Software\Classes\.arbiter"; ValueType: string; ValueData: "Arbiter.Tournament"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Arbiter.Tournament"; ValueType: string; ValueData: "Arbiter tournament"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Arbiter.Tournament\shell\open\command"; ValueType: string; ValueData: """{app}\arbiter.exe"" ""%1"""

[Run]
Filename: "{app}\arbiter.exe"; Description: "Start Arbiter"; Flags: nowait postinstall skipifsilent
