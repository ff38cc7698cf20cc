"""Issue #34: an XML rating list is read only in an 8-bit encoding that writes its markup as
ASCII, so that the byte-level checks of trf/fide_list.py (no DOCTYPE, comment or processing
instruction; no run of text without markup) see what the parser sees.  A UTF-16 list
slipped past them (a red-team pass): its DOCTYPE's entities were expanded into a name."""

from __future__ import annotations

import pytest

from arbiter_app.trf.fide_list import ListError, read_list

PLAYER = ("<player><fideid>1503014</fideid><name>{name}</name><country>NOR</country>"
          "<rating>2830</rating></player>")


def _list(tmp_path, text: str, encoding: str, name: str = "list.xml"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


@pytest.mark.parametrize("encoding, declared", [
    ("utf-16-le", "UTF-16"), ("utf-16", "UTF-16"), ("utf-16-be", "UTF-16"),
    ("utf-32", "UTF-32"), ("utf-8", "UTF-16"), ("utf-8", "EBCDIC-CP-US"),
])
def test_a_list_not_in_an_8_bit_encoding_is_refused(tmp_path, encoding, declared):
    text = (f'<?xml version="1.0" encoding="{declared}"?><!DOCTYPE x [<!ENTITY e "Pwned">]>'
            f"<playerslist>{PLAYER.format(name='&e;')}</playerslist>")
    with pytest.raises(ListError, match="a list is read in UTF-8 or Latin-1 only"):
        read_list(_list(tmp_path, text, encoding), ["1503014"])


@pytest.mark.parametrize("encoding, declaration", [
    ("utf-8", ""), ("utf-8", '<?xml version="1.0" encoding="UTF-8"?>'),
    ("utf-8-sig", '<?xml version="1.0" encoding="utf-8"?>'),
    ("iso-8859-1", '<?xml version="1.0" encoding="ISO-8859-1"?>'),
])
def test_a_list_in_utf8_or_latin1_is_read(tmp_path, encoding, declaration):
    text = f"{declaration}<playerslist>{PLAYER.format(name='Carlsen, Magnus Ø')}</playerslist>"
    _info, found = read_list(_list(tmp_path, text, encoding), ["1503014"])
    assert found["1503014"].name == "Carlsen, Magnus Ø"
