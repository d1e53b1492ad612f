"""A real headless Chromium (Debian's `chromium` and `chromium-driver`) driven by Selenium,
for the Mini App's browser tests; its blocking calls run on a thread so the server, on the
test's event loop, answers the page meanwhile. `chromium_or_skip` skips with the reason when
the browser, its driver or Selenium is missing."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1100,1500",
)
ARTIFACTS = Path(os.environ.get("MUGGINS_ARTIFACTS", Path(__file__).parents[1] / "artifacts"))
"""Where the screenshots go (tests/artifacts/, ignored by git)."""
WAIT = 20.0
LAST_TAP = """var ui = window.Muggins && window.Muggins.ui, node = arguments[0];
var button = ui && node && node.closest ? node.closest("button") : null;
return [!!button && !button.disabled, ui && ui.tapped ? ui.tapped.at : null];"""
"""Whether a tap on `arguments[0]` goes through the page's double-tap guard (an enabled button
of the page), and the time of the last tap the guard let through (`ui.tapped`): the same
after a tap means the guard ignored it."""


def chromium_or_skip() -> tuple[str, str]:
    """The paths of chromium and chromedriver, or skip the test saying what is missing."""
    pytest.importorskip("selenium", reason="selenium is not installed (pip install -e '.[test]')")
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        missing = "no chromium/chromedriver: apt-get install -y chromium chromium-driver"
        if os.environ.get("CI"):  # .ci/run installs them: a skip there would hide the page's tests
            pytest.fail(missing)
        pytest.skip(missing)
    return browser, driver


class Browser:
    """One headless Chromium with a fresh profile; every call runs on a thread."""

    def __init__(self, browser: str, driver: str) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        os.environ.setdefault("SE_AVOID_STATS", "true")
        self.profile = tempfile.mkdtemp(prefix="muggins-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for flag in CHROMIUM_FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        self.web = webdriver.Chrome(options=options, service=Service(executable_path=driver))

    async def run(self, call: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(call, *args)

    async def open(self, url: str) -> None:
        await self.run(self.web.get, url)
        await self.wait_for("#app[data-ready]")

    def _find(self, css: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.web.find_element(By.CSS_SELECTOR, css)

    def _all(self, css: str) -> list[Any]:
        from selenium.webdriver.common.by import By

        return list(self.web.find_elements(By.CSS_SELECTOR, css))

    async def wait_for(self, css: str) -> Any:
        """The first element matching `css`, once there is one."""
        return await self.until(lambda: (self._all(css) or [None])[0])

    async def until(self, check: Callable[[], Any]) -> Any:
        """Wait until `check()` (run on the thread) gives something true; that value."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        def ready(_: object) -> Any:
            try:
                return check()
            except StaleElementReferenceException:
                return None

        return await self.run(WebDriverWait(self.web, WAIT, poll_frequency=0.05).until, ready)

    def _clicked(self, found: Any) -> bool:
        """A click on `found`; False when the page's guard against a double tap ignored it (a
        tap where the last tap was, a moment after an answer redrew the page): the helper
        taps again until it is taken, as a player would, and waits for nothing otherwise (a
        tap elsewhere, or later, is taken at once)."""
        guarded, before = self.web.execute_script(LAST_TAP, found)
        found.click()
        return not guarded or self.web.execute_script(LAST_TAP, None)[1] != before

    async def tap(self, css: str) -> None:
        """A click on the element, as a finger's tap would reach it (found again if the page
        drew itself anew meanwhile), made again if the double-tap guard ignored it."""

        def click() -> bool:
            found = self._all(css)
            return bool(found) and self._clicked(found[0])

        await self.until(click)

    async def tap_text(self, text: str) -> None:
        """A click on the button that reads `text` (a no-break space read as a space), made
        again if the double-tap guard ignored it."""
        from selenium.webdriver.common.by import By

        reads = f"normalize-space(translate(., '\u00a0', ' '))='{text}'"

        def click() -> bool:
            found = self.web.find_elements(By.XPATH, f"//button[{reads}]")
            return bool(found) and found[0].is_enabled() and self._clicked(found[0])

        await self.until(click)

    async def text(self, css: str) -> str:
        return str(await self.until(lambda: self._find(css).text))

    async def text_reading(self, css: str, words: str) -> str:
        """The element's text once it reads `words`: after a tap whose answer redraws the
        page, the text shown until the answer arrives is the one from before the tap."""

        def reading() -> str | None:
            texts = [found.text for found in self._all(css)]
            return next((text for text in texts if words in text), None)

        return str(await self.until(reading))

    async def all(self, css: str) -> list[Any]:
        return await self.run(self._all, css)

    async def texts(self, css: str) -> list[str]:
        """The text of every element matching `css`, read again when the page redrew itself
        between finding them and reading them (a tab shown is drawn at once, then again with
        the server's answer: the elements found first are gone)."""
        read = await self.until(lambda: ([str(found.text) for found in self._all(css)],))
        return list(read[0])

    async def attribute(self, css: str, name: str) -> str | None:
        value = await self.until(lambda: [self._find(css).get_attribute(name)])
        return None if value[0] is None else str(value[0])

    async def screenshot(self, name: str) -> Path:
        path = ARTIFACTS / f"{name}.png"

        def save() -> None:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            self.web.save_screenshot(str(path))

        await self.run(save)
        return path

    async def close(self) -> None:
        await self.run(self.web.quit)
        shutil.rmtree(self.profile, ignore_errors=True)
