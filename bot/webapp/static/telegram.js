/* Muggins Mini App: Telegram's part of the page. The page is opened in Telegram's sheet;
 * this file speaks to Telegram (ready, expand, the height seen, the safe areas, the theme, the
 * back button) without Telegram's own script, and tells the page the height it is seen in
 * (`window.MugginsTelegram`: `join`, `seenHeight`, `back`). app.js and table.js draw the page. */
"use strict";

(function () {
  /* On a phone Telegram opens the page in a sheet that may show only its top part: the page
   * is as tall as the screen, but what is seen is the sheet's height (`viewport_changed`:
   * `height`, and `is_state_stable` once the sheet stops moving). The page asks for the whole
   * height (`web_app_expand`), and lays itself out, and brings what it shows into sight, in
   * the height seen (CSS --tg-viewport-stable-height), not the screen's. Telegram's own
   * script is not loaded (nothing from elsewhere): its calls and events are these few. */
  var TELEGRAM_WEB = "https://web.telegram.org";
  var seen = 0;  /* the sheet's height, once Telegram said it */
  var onBack = null;  /* what Telegram's back button does while it is shown */

  function tgPost(type, data) {
    try {
      var proxy = window.TelegramWebviewProxy;
      if (proxy && proxy.postEvent) { proxy.postEvent(type, JSON.stringify(data || {})); }
      else if (window.parent && window.parent !== window) {
        window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data || {} }), TELEGRAM_WEB);
      }
    } catch (e) { /* not in Telegram */ }
  }

  function setPx(name, value) { document.documentElement.style.setProperty(name, value + "px"); }

  function tgEvent(type, data) {
    data = data || {};
    if (type === "viewport_changed" && data.height > 0) {
      seen = data.height;
      setPx("--tg-viewport-height", data.height);
      if (data.is_state_stable) { setPx("--tg-viewport-stable-height", data.height); }
    } else if (type === "back_button_pressed") {
      if (onBack) { onBack(); }
    } else if (type === "theme_changed") {
      theme(data.theme_params);
    } else if (type === "safe_area_changed" || type === "content_safe_area_changed") {
      /* full screen: the phone's notch and Telegram's own buttons over the page's edges */
      var name = type === "safe_area_changed" ? "--tg-safe-area-inset-" : "--tg-content-safe-area-inset-";
      ["top", "bottom", "left", "right"].forEach(function (side) {
        if (typeof data[side] === "number") { setPx(name + side, data[side]); }
      });
    }
  }

  /* Telegram's colours (`tgWebAppThemeParams` at launch, `theme_changed` when the player
   * changes them): a player in Telegram's dark theme had a white page under a dark header, a
   * glare at night. Each colour is given to the page as Telegram's own script does
   * (--tg-theme-bg-color, --tg-theme-text-color…: app.css draws with them, white and black
   * elsewhere), and Telegram's header and the sheet's background take the page's. */
  function theme(params) {
    if (!params || typeof params !== "object") { return; }
    Object.keys(params).forEach(function (key) {
      var value = params[key];
      if (typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value)) {
        document.documentElement.style.setProperty("--tg-theme-" + key.replace(/_/g, "-"), value);
      }
    });
    var bg = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/.exec(params.bg_color || "");
    if (bg) {  /* the browser's own parts (the scroll bar) dark on a dark page, not a white bar */
      var light = 0.299 * parseInt(bg[1], 16) + 0.587 * parseInt(bg[2], 16) + 0.114 * parseInt(bg[3], 16);
      document.documentElement.style.colorScheme = light < 128 ? "dark" : "light";
    }
    if (params.bg_color) {
      tgPost("web_app_set_header_color", { color_key: "bg_color" });
      tgPost("web_app_set_background_color", { color: params.bg_color });
    }
  }

  /* the colours Telegram gave at launch, kept for a reload (the address may lose them) */
  function launchTheme() {
    var sent = new URLSearchParams(window.location.hash.slice(1)).get("tgWebAppThemeParams");
    try {
      if (sent) { sessionStorage.setItem("tgWebAppThemeParams", sent); }
      else { sent = sessionStorage.getItem("tgWebAppThemeParams"); }
    } catch (e) { /* private */ }
    try { return sent ? JSON.parse(sent) : null; } catch (e) { return null; }
  }

  function joinTelegram() {
    var events = ["viewport_changed", "safe_area_changed", "content_safe_area_changed", "theme_changed",
                  "back_button_pressed"];
    window.Telegram = window.Telegram || {};
    var view = window.Telegram.WebView;
    if (view && view.onEvent) { events.forEach(function (e) { view.onEvent(e, tgEvent); }); }
    else { window.Telegram.WebView = { receiveEvent: tgEvent }; }  /* Android, iOS */
    if (!window.TelegramGameProxy) { window.TelegramGameProxy = { receiveEvent: tgEvent }; }  /* desktop */
    if (!window.TelegramGameProxy_receiveEvent) { window.TelegramGameProxy_receiveEvent = tgEvent; }
    window.addEventListener("message", function (event) {  /* web: the page is a frame */
      if (event.source !== window.parent || event.origin !== TELEGRAM_WEB) { return; }
      var sent = null;
      try { sent = JSON.parse(event.data); } catch (e) { return; }
      if (sent && sent.eventType) { tgEvent(sent.eventType, sent.eventData); }
    });
    ["web_app_ready", "web_app_expand", "web_app_request_viewport", "web_app_request_theme",
     "web_app_request_safe_area", "web_app_request_content_safe_area"].forEach(function (call) { tgPost(call); });
    /* the grid and the cards take the player's drags: a drag down there no longer takes the
       sheet down (Bot API 7.7+; the sheet's header still minimizes and closes it) */
    tgPost("web_app_setup_swipe_behavior", { allow_vertical_swipe: false });
    theme(launchTheme());
  }

  /* The height the player sees: the sheet's, once Telegram said it, else the window's. */
  function seenHeight() {
    return Math.min(window.innerHeight, seen || window.innerHeight);
  }
  /* Telegram's back button (in the sheet's header; the phone's own back on Android): shown
   * while the page has a question to go back from, `press` answering it; hidden (Telegram's
   * « Close » again) with `press` null. */
  function back(press) {
    var shown = onBack !== null;
    onBack = press || null;
    if (shown !== (onBack !== null)) { tgPost("web_app_setup_back_button", { is_visible: onBack !== null }); }
  }
  window.MugginsTelegram = { join: joinTelegram, seenHeight: seenHeight, back: back };
})();
