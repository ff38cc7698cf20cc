"""The window's venue server (issue #39): File › Venue server… starts and stops the server
on the open file, shows who is connected, the access codes (as text and as QR codes), the
deputies, the players' result rule and the check-in; the results entered at the venue show
in the window as they arrive.

- :mod:`.arrivals`: the server's news, handed from its thread to the GUI thread;
- :mod:`.control`: the server's life in the window (started on the worker, stopped before
  the file closes);
- :mod:`.state`: what the dialog shows, read on the worker;
- :mod:`.dialog` and :mod:`.codes`: the dialog;
- :mod:`.actions`: the main window's part (menu, results arriving, closing).
"""
