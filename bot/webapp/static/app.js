/* Muggins Mini App: Kings Cribbage and the /play table by touch. This file is the page: its
 * calls to the server, its tabs, its drawing and its watch for moves made in the chat; the
 * Kings grid is kings.js, the /play table table.js. Every element is a real button with a label; every move goes to the bot's server, which
 * plays it exactly as a chat move. No text of its own: the words come from the server in the
 * player's language. No framework, nothing loaded from elsewhere. */
"use strict";

(function () {
  var BOTH_LANGUAGES = "Ouvrez cette page depuis la conversation du robot dans Telegram. — Open this page from the bot's chat in Telegram.";
  /* what the page says when it cannot even ask the server (no words yet) */
  var UNREACHABLE = "Le robot ne répond pas pour le moment\u00a0: la page réessaie toute seule. — The bot is not answering just now: the page tries again by itself.";
  /* what it says when the server did not answer its first call (no words yet either) */
  var WAIT_MS = 400;  /* how long a tap's answer may take before the page says it is coming */
  var ANSWER_MS = 10000;  /* how long the page waits for an answer before saying it is out of reach */
  var REFRESH_MS = 3000;  /* how often the page looks for a move made elsewhere (the chat) */
  var FRESH_MS = 500;  /* how long a page redrawn by an answer ignores a tap where the last one was */
  var ui = { tab: null, words: {}, kings: null, play: null, error: null, said: [],
             placed: [], chosen: null, shown: "", turned: {}, preview: null, hint: null, hinted: null, tip: null, tipShown: null, previewed: 0, zoom: 2.4, entry: "", busy: false, waiting: false, seen: "", over: {},
             begin: null, resigning: false, stopping: false, elsewhere: "", target: null, result: null, final: null, playResult: [], news: false,
             drawn: 0, tapped: null, helpOpen: false, detailsOpen: false, acted: "", waitShown: false };

  function initData() {
    var tg = window.Telegram && window.Telegram.WebApp;
    if (tg && tg.initData) { return tg.initData; }
    var hash = new URLSearchParams(window.location.hash.slice(1)).get("tgWebAppData");
    if (hash) { try { sessionStorage.setItem("tgWebAppData", hash); } catch (e) { /* private */ } return hash; }
    try { return sessionStorage.getItem("tgWebAppData") || ""; } catch (e) { return ""; }
  }

  /* A move with no answer past ANSWER_MS (a connection that died on the way, a phone between
   * two networks) is given up as out of reach: else « One moment… » stayed for good and every
   * tap after it was ignored, the first being still « on its way ». A reading of the state
   * blocks no tap: it is left to come, however slow the network. */
  function api(method, path, body) {
    var options = { method: method, headers: { "X-Telegram-Init-Data": initData() } };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    var stop = method === "POST" && window.AbortController ? new AbortController() : null;
    var late = stop ? window.setTimeout(function () { stop.abort(); }, ANSWER_MS) : null;
    if (stop) { options.signal = stop.signal; }
    return fetch("api/" + path, options).then(function (response) {
      return response.json().catch(function () { return { ok: false, error: "server" }; })
        .then(function (data) { window.clearTimeout(late); data.status = stop && stop.signal.aborted ? 0 : response.status; return data; });
    }, function () { window.clearTimeout(late); return { ok: false, error: "server", status: 0 }; });  /* no network */
  }

  /* A word and the number after it (« vous 0 », « quinze 8 », « Compte : 0 », « vous −8 »)
   * stay on one line: on a narrow phone « Planche : vous 0, moi » ended a line and its « 0 »
   * began the next, read as another player's score. */
  var WORD_THEN_NUMBER = /([A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff:]) (?=[\u2212-]?\d)/g;
  /* So a Kings square and the tile laid on it (« E8 6* », « K7 R »): at 320 px « Votre coup :
   * D8 6*, E8 » ended a line and « 6*, F8 3* » began the next, the 6* read as F8's. */
  var SQUARE_THEN_TILE = /\b([A-O]\d{1,2}) (?=[^\s,])/g;
  function together(text) {
    return String(text).replace(WORD_THEN_NUMBER, "$1\u00a0").replace(SQUARE_THEN_TILE, "$1\u00a0");
  }

  /* A range of Kings squares (« D8-H8 ») is not broken at its hyphen: at 360 px with the
   * text made larger « • Horizontale D8- » ended a line and « H8 : 6 V 6… » began the next,
   * the second square read as the first tile. Kept on one line (the words read the same). */
  var RANGE = /[A-O]\d{1,2}-[A-O]\d{1,2}/g;
  function write(node, text) {
    var at = 0, found;
    RANGE.lastIndex = 0;
    while ((found = RANGE.exec(text))) {
      if (found.index > at) { node.appendChild(document.createTextNode(text.slice(at, found.index))); }
      var whole = document.createElement("span");
      whole.className = "whole";
      whole.textContent = found[0];
      node.appendChild(whole);
      at = found.index + found[0].length;
    }
    if (at < text.length || !at) { node.appendChild(document.createTextNode(text.slice(at))); }
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) { return; }
      if (key === "text") { write(node, together(value)); }
      else if (key === "onclick") { node.addEventListener("click", value); }
      else { node.setAttribute(key, value === true ? "" : value); }
    });
    (children || []).forEach(function (child) { if (child) { node.appendChild(child); } });
    return node;
  }

  function w(key, values) {
    var text = ui.words[key] || key;
    Object.keys(values || {}).forEach(function (k) { text = text.split("{" + k + "}").join(values[k]); });
    return text;
  }

  /* What went wrong with the last tap, shown where the player is looking: next to the
   * buttons they tap (a long page at phone size would leave it above, out of sight). */
  function alertBox() {
    if (ui.waiting) { return el("p", { "class": "box", role: "status", id: "wait", text: w("wait") }); }
    if (!ui.error) { return null; }
    if (!ui.error.said.length) {
      return el("p", { "class": "box alert", role: "alert", id: "error",
        "data-rule": ui.error.rule, text: ui.error.text });
    }
    /* a move that met the game moved on: not played, and what happened instead, under it */
    return el("div", { "class": "box alert", role: "alert", id: "error", "data-rule": ui.error.rule },
      [el("p", { text: ui.error.text }), lines(ui.error.said, "", "instead")]);
  }

  function lines(list, cls, id) {
    if (!list || !list.length) { return null; }
    return el("div", { "class": "box lines " + (cls || ""), id: id || null },
      list.map(function (line) { return el("p", { text: line }); }));
  }

  function signature(data) {
    var k = data.kings && data.kings.game;
    var p = data.play && data.play.game;
    return JSON.stringify([k ? [k.question, k.pending] : null,
      p ? [p.id, p.step, p.hand.map(function (c) { return c.selected; })] : null]);
  }

  function take(data) {
    if (data.kings || data.play) { ui.seen = signature(data); }
    if (data.words) { ui.words = data.words; document.documentElement.lang = data.lang || "fr"; }
    if (data.kings) {
      var was = ui.kings && ui.kings.question, now = data.kings.game && data.kings.game.question;
      ui.over.kings = !!ui.kings && !data.kings.game;
      ui.kings = data.kings.game;
      /* the last game's result, however it ended (page or chat), until another begins */
      ui.result = data.kings.result || null;
      ui.final = data.kings.final || null;  /* its grid as it ended */
      if (was !== now) { M.resetMove(); ui.stopping = false; }  /* tiles placed for a rack the game has left; a stop asked of it */
    }
    if (data.play) {
      ui.over.play = !!ui.play && !data.play.game;
      ui.play = data.play.game;
      ui.begin = data.play.new || null;  /* /play's choices, when no game is under way */
      /* the last game's result, however it ended (page or chat), until another begins */
      ui.playResult = data.play.result || [];
      ui.elsewhere = data.play.elsewhere || "";  /* the game is under way in a group */
    }
    if (data.state) { take(data.state); }
  }

  /* Telegram's proof of who plays is refused (too old, or not Telegram's): the server says
   * what to do, in the player's language; nothing can be played until the page is reopened. */
  function refused(data) {
    ui.error = "unauthorized";
    if (data.text) { ui.words.open_in_telegram = data.text; }
    if (!ui.words.open_in_telegram) { ui.words.open_in_telegram = BOTH_LANGUAGES; }
  }

  /* The tab the player chose, kept for this page's session: a reload comes back to it, not
   * to the Kings grid of a game set aside while a /play game was under way. */
  function keptTab() {
    var tab = null;
    try { tab = sessionStorage.getItem("tab"); } catch (e) { /* private */ }
    return tab === "kings" || tab === "play" ? tab : null;
  }

  function keepTab(tab) {
    try { sessionStorage.setItem("tab", tab); } catch (e) { /* private */ }
  }

  function refresh() {
    return api("GET", "state").then(function (data) {
      if (data.status === 401) { refused(data); render(); return; }
      take(data);
      if (!ui.words.title) { render(); return; }  /* out of reach: `watch` asks again */
      /* the tab chosen before a reload; else a Kings game under way first; else the /play
       * table, which offers to begin a game */
      if (!ui.tab) { ui.tab = keptTab() || (ui.kings ? "kings" : "play"); }
      if (ui.tab === "play" && !ui.said.length) { ui.said = M.keptSaid(); }
      if (!ui.placed.length) { M.keptMove(); }
      /* draws the tiles put back, with their worth; asked on the Kings tab only (at the
       * Cribbage table, their refusal was drawn in red over the cards) */
      if (ui.placed.length && ui.tab === "kings") { M.previewMove(); return; }
      render();
    });
  }

  /* No answer at all: no network, or the bot restarting behind its proxy (502 to 504). */
  function unreached(data) { return data.status === 0 || (data.status >= 502 && data.status <= 504); }

  /* What went wrong, in the player's words: the server's own reason; else, when it was
   * `unreached`, that it could not be reached, not that the bot failed; else the bot's fault. */
  function failure(data) {
    var text = data.text || (unreached(data) ? w("unreached") : w("error"));
    return { text: text, rule: data.rule || "", cells: data.cells || [], said: data.said || [] };
  }

  /* A double tap whose first tap was answered before the second came: the page was redrawn
   * between the two, and the second tap landed on whatever was drawn under the finger (the
   * next card, played; the next screen's « Exact », pressed). For a moment after the page is
   * redrawn by an answer (a move's, a move made in the chat, « One moment… » pushing the
   * buttons down), a tap where the last tap was is ignored; a tap elsewhere (the second card
   * chosen for the crib) is taken at once. `data-fresh` on the page says the moment lasts. */
  function fresh() {
    var app = document.getElementById("app"), at = ui.drawn = Date.now();
    app.setAttribute("data-fresh", "true");
    window.setTimeout(function () { if (ui.drawn === at) { app.removeAttribute("data-fresh"); } }, FRESH_MS);
  }

  function guard(event) {
    var button = event.target.closest ? event.target.closest("button") : null;
    if (!button) { return; }
    var now = Date.now(), last = ui.tapped, x = event.clientX, y = event.clientY;
    if (last && last.at <= ui.drawn && now - ui.drawn < FRESH_MS &&
        x >= last.left && x <= last.right && y >= last.top && y <= last.bottom) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    var r = button.getBoundingClientRect();
    ui.tapped = { at: now, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }

  /* A move, sent once: a second tap while the first is on its way (a double tap, a shaky
   * finger) is not sent again, or it would reach a game that has already moved on. */
  function act(path, body, after) {
    if (ui.busy) { return Promise.resolve({ ok: true, ignored: true }); }
    ui.error = null;
    ui.busy = true;
    ui.acted = path;  /* whose answer « One moment… », or what went wrong, is */
    /* a slow network: past a moment the page says the tap was taken (else the player, seeing
     * nothing happen, taps again, or thinks the page is stuck) */
    var slow = window.setTimeout(function () { if (ui.busy) { ui.waiting = true; fresh(); render(); } }, WAIT_MS);
    return api("POST", path, body).then(function (data) {
      window.clearTimeout(slow);
      ui.busy = false;
      ui.waiting = false;
      fresh();
      take(data);
      if (data.ok) { if (after) { after(data); } }
      else if (data.status === 401) { refused(data); }
      else if (data.error === "moved_on" && !data.said && !(ui.tab === "play" ? ui.play : ui.kings)) {
        /* the game ended meanwhile (in the chat): « the game is over » says it, not « here it is » */
      }
      else { ui.error = failure(data); }
      if (data.error === "moved_on") { ui.said = []; ui.entry = ""; }  /* said, or typed, for a step gone */
      /* a count refused (past 29) is answered: not kept to send again, or the pad, its two
       * digits taken, made no other number (the keys tapped after it did nothing) */
      if (data.error === "refused") { ui.entry = ""; }
      render();
      return data;
    });
  }

  /* The height the player sees (Telegram's sheet, telegram.js). */
  var seenHeight = window.MugginsTelegram.seenHeight;

  /* `node` brought into sight in the height seen, moving the page as little as it takes. */
  function reveal(node, start) {
    if (!node) { return; }
    var box = node.getBoundingClientRect(), seen = seenHeight();
    if (start || box.top < 0) { window.scrollBy(0, Math.floor(box.top)); return; }
    if (box.bottom > seen) { window.scrollBy(0, Math.ceil(Math.min(box.bottom - seen, box.top))); }
  }

  /* From the top of `first` down to the bottom of `last` in sight (what went wrong with a
   * question's yes, down to the yes to tap again), moving the page as little as it takes;
   * when both cannot be, `first` from its top. */
  function revealSpan(first, last) {
    if (!first || !last) { return; }
    var top = first.getBoundingClientRect().top, below = last.getBoundingClientRect().bottom - seenHeight();
    if (top < 0) { window.scrollBy(0, Math.floor(top)); }
    else if (below > 0) { window.scrollBy(0, Math.ceil(Math.min(below, top))); }
  }

  /* -- The page ------------------------------------------------------------------------ */

  /* The top of `node` is on the screen: the player is looking at it, the page need not move. */
  function inSight(node) {
    var top = node.getBoundingClientRect().top;
    return top >= 0 && top < seenHeight();
  }

  function render() {
    var app = document.getElementById("app");
    var frame = document.getElementById("frame");
    var scroll = frame ? [frame.scrollLeft, frame.scrollTop] : null;
    app.textContent = "";
    if (ui.words.title) { document.title = ui.words.title; }
    if (ui.error === "unauthorized") {
      app.appendChild(el("p", { "class": "box alert", role: "alert", id: "refused", text: w("open_in_telegram") }));
      app.setAttribute("data-ready", "true");
      return;
    }
    if (!ui.words.title) {  /* the server never answered: no words, nothing to draw */
      app.appendChild(el("p", { "class": "box alert", role: "alert", id: "unreachable", text: UNREACHABLE }));
      app.setAttribute("data-ready", "true");
      return;
    }
    var tabs = el("div", { "class": "row tabs", role: "tablist" }, ["kings", "play"].map(function (tab) {
      return el("button", { type: "button", role: "tab", id: "tab-" + tab,
        "aria-selected": ui.tab === tab ? "true" : "false", text: w("tab_" + tab),
        /* drawn at once with the games as last read, then read again: waiting for the answer
         * first, a slow or dying network left the other tab on the screen, this one unmarked;
         * the /play tab with what its last move said (drawn empty, it came back only with the
         * answer) */
        onclick: function () { ui.tab = tab; keepTab(tab); ui.error = null; ui.said = tab === "play" ? M.keptSaid() : []; render(); refresh(); } });
    }));
    app.appendChild(tabs);
    (ui.tab === "play" ? M.playView() : M.kingsView()).forEach(function (node) { if (node) { app.appendChild(node); } });
    /* « One moment… » drawn where what went wrong would be: above the pad, or the cards, that
     * a tap at the bottom of a phone's page came from, out of sight (the player saw nothing
     * happen, and tapped again); brought into sight when it comes */
    var waiting = document.getElementById("wait");
    if (waiting && !ui.waitShown) { reveal(waiting); }
    ui.waitShown = !!waiting;
    var alert = document.getElementById("error");
    var said = ui.error ? ui.error.text : "";
    if (alert && said !== ui.shown) { reveal(alert); }  /* a new one only */
    ui.shown = said;
    var hint = document.getElementById("hint");  /* what a move being made needs: in sight too */
    if (hint && ui.hint !== ui.hinted) { reveal(hint); }
    ui.hinted = hint ? ui.hint : null;
    var tip = document.getElementById("tip");  /* the good move asked for: its words in sight */
    if (tip && ui.tip !== ui.tipShown) { reveal(tip); }
    ui.tipShown = tip ? ui.tip : null;
    /* a move played here: the scores, what it made and the bot's answer are drawn at the
     * top of a page the player scrolled down to play; they are brought into sight, only when
     * out of sight (at the table, the pile and the count stay above them when they fit; at
     * Kings, a player already looking at them, scrolled up while the answer came, keeps their
     * place instead of the page jumping to put the scores at its very top) */
    var moved = ui.news;  /* a move, a pass or a Joker answered: the bot has moved */
    var news = ui.news && (document.getElementById("scores") || document.getElementById("said") ||
      document.getElementById("result"));
    /* the bot's count to judge: « Exact » and « Muggins! » under it, in sight with what was
     * said when both fit (else what was said, from its top, as after any move) */
    var judge = ui.tab === "play" && news && document.getElementById("muggins");
    if (judge) { revealSpan(news, judge); }
    else if (news && ui.tab === "play") { reveal(news); }
    else if (news && !inSight(news)) { reveal(news, true); }  /* else stay put */
    ui.news = false;
    M.placeGrid(scroll, moved);
    /* « Abandonner votre partie? » (« Arrêter cette partie? » at Kings) asked: Telegram's back
     * button answers no (the phone's back closed the whole table) */
    var asked = ui.tab === "play" ? ui.resigning && ui.play : ui.stopping && ui.kings;
    window.MugginsTelegram.back(asked ? function () {
      if (ui.tab === "play" ? M.fromResign() : M.fromStop()) { ui.error = null; }  /* said of its yes */
      ui.resigning = false; ui.stopping = false; render();
    } : null);
    app.setAttribute("data-question", ui.kings ? String(ui.kings.question) : "");
    app.setAttribute("data-step", ui.play ? String(ui.play.step) : "");
    app.setAttribute("data-ready", "true");
  }

  /* A move made elsewhere (the chat, another page) shows here: the state is read again every
   * few seconds and when the page comes back to view, and drawn only when the game moved and
   * the player is not in the middle of a move. A number begun on the /play pad does not hold
   * the page: the count answered in the chat meanwhile, the pad and its digit stayed for good,
   * the chat at the next step; the digit goes with the step it was for. */
  /* Kings tiles placed but not played hold the Kings tab only (a redraw would lose the
   * move being made): from the Cribbage tab, the page looked for nothing while they were
   * placed, and a /play game moved on elsewhere stayed as it was. */
  function placing() { return ui.tab === "kings" && ui.placed.length > 0; }

  function watch() {
    if (document.hidden || ui.busy || placing() || ui.error === "unauthorized") { return; }
    if (!ui.words.title) { refresh(); return; }  /* the first call was not answered: again */
    api("GET", "state").then(function (data) {
      if (data.ok && !ui.busy && !placing() && signature(data) !== ui.seen) {
        var typed = ui.play ? ui.play.id + ":" + ui.play.step : "";
        var before = ui.play ? { game: ui.play.id, mark: ui.play.mark } : null;
        take(data);
        if (!ui.play || ui.play.id + ":" + ui.play.step !== typed) { ui.entry = ""; }
        ui.said = [];
        /* what went wrong with a tap was about the game as it was (a move whose answer the
         * network lost, a card refused since played in the chat): not shown on the new one */
        ui.error = null;
        fresh();
        render();
        if (before && (!ui.play || ui.play.id + ":" + ui.play.step !== typed)) { M.movedOn(before); }
      }
    });
  }

  /* what kings.js (the Kings grid) and table.js (the /play table) draw with, and what they give
   * back: `kingsView`, `resetMove`, `keptMove`, `previewMove`, `placeGrid`; `playView`,
   * `movedOn`, `keptSaid` */
  var M = window.Muggins = { ui: ui, el: el, w: w, api: api, act: act, lines: lines, alertBox: alertBox,
                             render: render, reveal: reveal, revealSpan: revealSpan, fresh: fresh, take: take, refused: refused,
                             failure: failure, unreached: unreached };

  document.addEventListener("visibilitychange", watch);
  document.addEventListener("click", guard, true);  /* before any button's own */

  document.addEventListener("DOMContentLoaded", function () {
    window.MugginsTelegram.join();
    if (!initData()) {
      refused({});
      render();
      return;
    }
    refresh();
    window.setInterval(watch, REFRESH_MS);
    /* the first reading sent into a connection that died on the way gets no answer at all
     * (not a refusal): past the time a move is given, the page says the bot is out of reach
     * and that it tries again (`watch` does), instead of « … » for as long as one waits */
    window.setTimeout(function () { if (!ui.words.title && ui.error !== "unauthorized") { render(); } }, ANSWER_MS);
  });
})();
