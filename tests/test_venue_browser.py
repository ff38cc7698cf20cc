"""The venue server in a real browser (issue #39): the operating system's Chromium, driven
by Selenium through the operating system's chromedriver (nothing is downloaded), enters a
result on a deputy's page and sees it on the public page, in the file, and in a second
browser whose page refreshes itself.

Without Chromium or chromedriver the test is skipped on a developer's machine; with
ARBITER_BROWSER_TESTS=1 (CI sets it, .ci/run) a missing browser fails it."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from arbiter_app.engine.model import GameResult

REQUIRED = os.environ.get("ARBITER_BROWSER_TESTS") == "1"
#: how long a page may take to follow a change: its script asks every 4 seconds
LIVE_WAIT = 15  # a live page asks every 5 to 8 seconds, then reloads
#: how the public pages (the published documents) write a win of White
WHITE_WINS = "1 \u2013 0"


def _found(*names: str) -> str | None:
    for name in names:
        path = name if os.path.isabs(name) else shutil.which(name)
        if path and os.access(path, os.X_OK):
            return path
    return None


CHROMIUM = _found("/usr/bin/chromium", "chromium", "chromium-browser")
CHROMEDRIVER = _found("/usr/bin/chromedriver", "chromedriver")


def _need_browser():
    """selenium's webdriver module, or a skip (a failure under ARBITER_BROWSER_TESTS=1)."""
    missing = []
    try:
        from selenium import webdriver
    except ImportError:
        webdriver = None
        missing.append("the selenium package")
    if CHROMIUM is None:
        missing.append("chromium (Debian: apt install chromium)")
    if CHROMEDRIVER is None:
        missing.append("chromedriver (Debian: apt install chromium-driver)")
    if missing:
        reason = "no " + ", no ".join(missing)
        if REQUIRED:
            pytest.fail(f"ARBITER_BROWSER_TESTS=1 but {reason}")
        pytest.skip(reason)
    return webdriver


def open_browser(profile: Path, width: int = 390, height: int = 844, phone: bool = True):
    """A headless Chromium of the operating system, with a fresh profile, that fetches
    nothing of its own (no updates, no sync, no Selenium Manager download); ``phone``: a
    phone's screen of ``width`` x ``height`` (a window is never narrower than 500)."""
    webdriver = _need_browser()
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--no-default-browser-check",
                 "--disable-extensions", "--no-proxy-server",
                 f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    if phone:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": width, "height": height, "pixelRatio": 2, "touch": True}})
    profile.mkdir(parents=True, exist_ok=True)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture
def served(tmp_path):
    """A 12-player tournament, rounds 1 and 2 played and round 3 paired, deputy Anna for
    boards 1-3, served on a free port of this machine: (service, server, codes)."""
    from arbiter_app.server.runner import VenueServer
    from arbiter_app.server.venue import Venue
    from arbiter_app.services.venue import add_deputy, holder_codes
    from arbiter_app.ui.sample import make_sample

    _need_browser()
    service = make_sample(tmp_path / "open.arbiter", players=12, rounds=2, total_rounds=5)
    service.pair_next_round(confirm=True)
    add_deputy(service, "Anna", 1, 3)
    codes = {holder.key: code for holder, code in holder_codes(service.tournament())}
    server = VenueServer(Venue(service), "127.0.0.1", 0)
    server.start()
    try:
        yield service, server, codes
    finally:
        server.stop()
        service.close()


def _result_cell(driver, board: int):
    """The Result cell of ``board``'s row on the public pairings page."""
    from selenium.webdriver.common.by import By
    headers = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "thead th")]
    column = headers.index("Result")
    for row in driver.find_elements(By.CSS_SELECTOR, "table tr"):
        cells = row.find_elements(By.TAG_NAME, "td")
        if cells and cells[0].text == str(board):
            return cells[column]
    raise AssertionError(f"no board {board} on the page")


def _wait(condition, seconds: float, what: str) -> None:
    """Until ``condition()`` holds (a page still loading, or reloading, is no answer yet)."""
    from selenium.common.exceptions import WebDriverException
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            if condition():
                return
        except (WebDriverException, AssertionError):
            pass
        time.sleep(0.2)
    raise AssertionError(f"not within {seconds} s: {what}")


def test_a_deputy_enters_a_result_and_every_page_shows_it(served, tmp_path):
    from selenium.webdriver.common.by import By

    service, server, codes = served
    home = server.addresses()[0]
    t = service.tournament()
    game = t.round(3).games[0]
    white, black = t.players[game.white].name, t.players[game.black].name
    assert game.result is GameResult.PENDING

    watcher = open_browser(tmp_path / "watcher")
    deputy = open_browser(tmp_path / "deputy")
    try:
        # a spectator's phone on the public page, before the result
        watcher.get(home)
        assert white in watcher.page_source and black in watcher.page_source
        assert _result_cell(watcher, 1).text == ""
        watcher.execute_script("window.loadedOnce = 'yes';")  # gone when the page reloads
        loaded = time.monotonic()

        # the deputy opens the address of his QR code: logged in, his boards 1-3 only
        deputy.get(f"{home}login?code={codes['deputy:Anna']}")
        assert deputy.current_url.endswith("/enter")
        shown = [e.get_attribute("id") for e in deputy.find_elements(By.CSS_SELECTOR,
                                                                        "div.board")]
        assert shown == ["b1", "b2", "b3"]
        board = deputy.find_element(By.ID, "b1")
        assert white in board.text and black in board.text

        # nothing changed yet: the spectator's page has asked at least once and stayed
        time.sleep(max(0.0, 4.8 - (time.monotonic() - loaded)))
        assert watcher.execute_script("return window.loadedOnce || ''") == "yes"

        board.find_element(By.CSS_SELECTOR, 'button[value="1-0"]').click()
        _wait(lambda: "recorded" in deputy.find_element(By.CSS_SELECTOR, "p.flash").text,
              10, "the deputy's page says the result is recorded")
        entered = deputy.find_element(By.ID, "b1")  # the message where he tapped
        assert entered.find_element(By.CSS_SELECTOR, "p.flash").text == "Board 1: 1-0 recorded."
        assert entered.find_element(By.CSS_SELECTOR, "span.result").text == "1-0"
        assert entered.find_element(By.CSS_SELECTOR, "button.chosen").get_attribute(
            "value") == "1-0"

        # in the file, by the deputy
        assert service.tournament().round(3).games[0].result is GameResult.WHITE_WINS
        assert service.tournament().round(3).games[1].result is GameResult.PENDING

        # the deputy's browser on the public page
        deputy.get(home)
        assert _result_cell(deputy, 1).text == WHITE_WINS
        assert _result_cell(deputy, 2).text == ""

        # the spectator's page follows by itself
        _wait(lambda: _result_cell(watcher, 1).text == WHITE_WINS, LIVE_WAIT,
              "the spectator's page shows 1-0 on board 1")
        assert watcher.execute_script("return window.loadedOnce || ''") == ""
    finally:
        deputy.quit()
        watcher.quit()


def test_a_code_typed_into_the_form_logs_in_and_a_wrong_one_does_not(served, tmp_path):
    from selenium.webdriver.common.by import By

    service, server, codes = served
    home = server.addresses()[0]
    browser = open_browser(tmp_path / "browser")
    try:
        browser.get(home + "login")
        field = browser.find_element(By.ID, "code")
        field.send_keys("WRONG-CODE")
        browser.find_element(By.CSS_SELECTOR, 'input[type="submit"]').click()
        _wait(lambda: "not valid" in browser.find_element(By.CSS_SELECTOR,
                                                          "p.flash.error").text,
              10, "the log-in page says the code is not valid")
        assert browser.current_url.endswith("/login")
        browser.get(home + "enter")
        assert browser.current_url.endswith("/login")

        # a player types his code as printed, in lower case with a space
        t = service.tournament()
        game = t.round(3).games[1]
        code = codes[f"player:{game.white}"]
        field = browser.find_element(By.ID, "code")
        field.send_keys(code[:5].lower() + " " + code[5:].lower())
        browser.find_element(By.CSS_SELECTOR, 'input[type="submit"]').click()
        _wait(lambda: browser.current_url.endswith("/enter"), 10, "the player is logged in")
        assert t.players[game.black].name in browser.page_source
        assert "You have White" in browser.page_source
        # a win, a draw, a loss: no forfeit for a player
        values = [b.get_attribute("value") for b in browser.find_elements(
            By.CSS_SELECTOR, 'form[action="/enter"] button[name="result"]')]
        assert sorted(values) == ["0-1", "1-0", "1/2"]
        browser.find_element(By.CSS_SELECTOR, 'button[value="1/2"]').click()
        # the rule "both": one player's entry waits for his opponent's
        _wait(lambda: "waiting for your opponent" in browser.page_source, 10,
              "the player's page says his entry waits for his opponent's")
        assert service.tournament().round(3).games[1].result is GameResult.PENDING
    finally:
        browser.quit()
