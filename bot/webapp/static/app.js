/* Muggins Mini App: Kings Cribbage and the /play table by touch.
 * Every element is a real button with a label; every move goes to the bot's server, which
 * plays it exactly as a chat move. No text of its own: the words come from the server in the
 * player's language. No framework, nothing loaded from elsewhere. */
"use strict";

(function () {
  var COLS = "ABCDEFGHIJKLMNO";
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
             drawn: 0, tapped: null, helpOpen: false };

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

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) { return; }
      if (key === "text") { node.textContent = together(value); }
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
      if (was !== now) { resetMove(); ui.stopping = false; }  /* tiles placed for a rack the game has left; a stop asked of it */
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
      if (!ui.placed.length) { keptMove(); }
      if (ui.placed.length) { previewMove(); return; }  /* draws the tiles put back, with their worth */
      render();
    });
  }

  /* What went wrong, in the player's words: the server's own reason; else, no answer at all
   * (no network, or the bot restarting behind its proxy: 502 to 504), that it could not be
   * reached, not that the bot failed; else the bot's fault. */
  function failure(data) {
    var unreached = data.status === 0 || (data.status >= 502 && data.status <= 504);
    var text = data.text || (unreached ? w("unreached") : w("error"));
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
      if (data.error === "moved_on") { ui.said = []; }  /* said of a step gone */
      render();
      return data;
    });
  }

  /* -- Kings Cribbage ------------------------------------------------------------------ */

  function resetMove() {
    ui.placed = []; ui.chosen = null; ui.turned = {}; ui.preview = null; ui.hint = null; ui.tip = null; ui.previewed += 1;
  }

  /* « Hint »: the good move the chat's Hint button names, said and placed on the grid (the
   * player plays it with « Play this move », or takes the tiles back); none when the player
   * has no move: the words say to pass. */
  function showHint(data) {
    resetMove();
    ui.tip = data.lines || [];
    (data.placements || []).forEach(function (p) {
      ui.placed.push({ tile: p.tile, row: p.row, col: p.col, turned: p.turned });
      if (p.turned) { ui.turned[p.tile] = true; }
    });
    ui.showPlaced = true;
    previewMove();
  }

  /* The tiles the hint placed (`button.mine`), or the bot's last move (`button.new`), slid
   * into the grid's frame: on a phone the frame shows five columns, and a move from D8 to H8
   * showed its last three tiles only; the bot's answer from B12 to F12 showed one, the player
   * reading « Mon coup : B12 V*, C12 D*… » of squares out of sight. */
  function showTiles(frame, which) {
    var mine = frame.querySelectorAll(which);
    if (!mine.length) { return; }
    var box = frame.getBoundingClientRect(), heads = frame.querySelector("tbody th").getBoundingClientRect();
    var top = frame.querySelector("thead th").getBoundingClientRect();
    var left = Infinity, right = -Infinity, up = Infinity, down = -Infinity;
    Array.prototype.forEach.call(mine, function (b) {
      var r = b.getBoundingClientRect();
      left = Math.min(left, r.left); right = Math.max(right, r.right);
      up = Math.min(up, r.top); down = Math.max(down, r.bottom);
    });
    /* what the frame shows, less the sticky letters and numbers drawn over its edges */
    var seenLeft = heads.right, seenTop = top.bottom;
    var seenWidth = box.left + frame.clientLeft + frame.clientWidth - seenLeft;
    var seenHeight = box.top + frame.clientTop + frame.clientHeight - seenTop;
    frame.scrollLeft += (left + right) / 2 - (seenLeft + seenWidth / 2);
    frame.scrollTop += (up + down) / 2 - (seenTop + seenHeight / 2);
  }

  /* The grid as first drawn: where play is, readable. At 320 px with the phone's text at
   * 130 % the frame showed some 3½ columns of the middle, the player sliding or tapping « − »
   * to see the tiles played beside theirs. The squares are made as large as lets the tiles
   * played and a square around them (five columns at least) fit the frame's width, never
   * smaller than « − » makes them (1.6rem) nor larger than they were (2.4rem), and the frame
   * is slid onto them (onto the middle square before the first move). A player who zoomed
   * keeps their size. */
  function fitGrid(frame) {
    var played = frame.querySelectorAll("button.tile");
    var lo = Infinity, hi = -Infinity;
    Array.prototype.forEach.call(played, function (b) {
      var col = COLS.indexOf(b.getAttribute("data-cell").charAt(0));
      lo = Math.min(lo, col); hi = Math.max(hi, col);
    });
    if (!ui.zoomed) {
      var want = played.length ? Math.max(5, hi - lo + 3) : 5;
      var root = parseFloat(window.getComputedStyle(document.documentElement).fontSize) || 20;
      var heads = frame.querySelector("tbody th").getBoundingClientRect().width;
      var fit = Math.floor((frame.clientWidth - heads) / want / root * 10) / 10;
      ui.zoom = Math.max(1.6, Math.min(2.4, fit));
      frame.querySelector("table").style.setProperty("--cell", ui.zoom + "rem");
    }
    showTiles(frame, played.length ? "button.tile" : "button.centre");
  }

  function tileLabel(tile, turned) {
    var rank = tile.label;
    if (turned && tile.turns) { rank = tile.rank === 6 ? "9" : "6"; }
    return rank;
  }

  function describe(label, dark) { return label + " " + (dark ? w("dark") : w("light")); }

  /* The tiles placed on the grid and not played yet, kept for this page's session: a reload
   * (a pull on the page, Telegram opening it again) puts them back while the step is the same. */
  function keepMove() {
    var kept = { question: ui.kings ? ui.kings.question : null, placed: ui.placed, turned: ui.turned };
    try { sessionStorage.setItem("kingsMove", JSON.stringify(kept)); } catch (e) { /* private */ }
  }

  function keptMove() {
    var game = ui.kings, kept = null;
    if (!game || !game.pending) { return; }
    try { kept = JSON.parse(sessionStorage.getItem("kingsMove") || "null"); } catch (e) { return; }
    if (!kept || kept.question !== game.question || !Array.isArray(kept.placed)) { return; }
    var taken = {};
    game.tiles.forEach(function (t) { taken[t.row + "," + t.col] = true; });
    var fits = kept.placed.every(function (p) {
      return game.rack[p.tile] && p.row >= 0 && p.row < game.size && p.col >= 0 && p.col < game.size &&
        !taken[p.row + "," + p.col];
    });
    if (fits && kept.placed.length) { ui.placed = kept.placed; ui.turned = kept.turned || {}; }
  }

  function previewMove() {
    var game = ui.kings;
    keepMove();
    var asked = ++ui.previewed;  // the answers may come back out of order: the last ask wins
    if (!ui.placed.length) { ui.preview = null; ui.hint = null; render(); return; }
    var body = { question: game.question, placements: ui.placed };
    api("POST", "kings/preview", body).then(function (data) {
      if (asked !== ui.previewed) { return; }  // tiles were placed or taken back since
      fresh();
      ui.error = null;
      ui.preview = data.ok ? data : null;
      ui.hint = null;
      /* a move still being made (a first move of one tile): what it needs, said plainly,
       * not as a refusal; « Play this move » tapped as it is gets the rule's refusal */
      if (data.error === "incomplete") { ui.hint = data.text; }
      else if (!data.ok) {
        if (data.status === 401) { refused(data); }
        else { ui.error = failure(data); }
        if (data.status === 409) { take(data); resetMove(); }
      }
      render();
    });
  }

  function tapRack(index) {
    var game = ui.kings;
    if (ui.chosen === index) {
      if (game.rack[index].turns) { ui.turned[index] = !ui.turned[index]; }
    } else { ui.chosen = index; }
    render();
  }

  function tapCell(row, col) {
    var at = ui.placed.findIndex(function (p) { return p.row === row && p.col === col; });
    if (at >= 0) { ui.placed.splice(at, 1); previewMove(); return; }
    if (ui.chosen === null) {  /* a square tapped first: nothing to put there, say what to do */
      ui.error = { text: w("tile_first"), rule: "", cells: [], said: [] };
      render();
      return;
    }
    ui.error = null;
    ui.placed.push({ tile: ui.chosen, row: row, col: col, turned: !!ui.turned[ui.chosen] });
    ui.chosen = null;
    previewMove();
  }

  /* The grid: `game` under way (its empty squares take the tiles placed), or, `ended`, the
   * grid a game ended on (`new`: the last move's cells), where nothing can be tapped. */
  function kingsGrid(game, ended) {
    var marked = ended ? game.new : game.bot_cells;
    var tiles = {};
    game.tiles.forEach(function (t) { tiles[t.row + "," + t.col] = t; });
    var mine = {};
    ui.placed.forEach(function (p) { mine[p.row + "," + p.col] = p; });
    var head = [el("th", { scope: "col", text: "" })];
    for (var c = 0; c < game.size; c += 1) { head.push(el("th", { scope: "col", text: COLS[c] })); }
    var rows = [];
    var centre = Math.floor(game.size / 2);
    for (var r = 0; r < game.size; r += 1) {
      var cells = [el("th", { scope: "row", text: String(r + 1) })];
      for (var k = 0; k < game.size; k += 1) {
        var name = COLS[k] + (r + 1);
        var tile = tiles[r + "," + k];
        var placed = mine[r + "," + k];
        var attrs = { type: "button", "data-cell": name, "class": "" };
        if (tile) {
          attrs.text = tile.label;
          attrs["aria-label"] = name + ", " + describe(tile.label, tile.dark) +
            (marked.indexOf(name) >= 0 ? ", " + w("new_tile") : "");
          attrs["class"] = "tile" + (tile.dark ? " dark" : "") + (marked.indexOf(name) >= 0 ? " new" : "");
          attrs["aria-disabled"] = "true";
        } else if (ended) {
          attrs.text = "";
          attrs["aria-label"] = name;
          attrs["aria-disabled"] = "true";
        } else if (placed) {
          var rackTile = game.rack[placed.tile];
          var label = tileLabel(rackTile, placed.turned);
          attrs.text = label;
          attrs["aria-label"] = name + ", " + describe(label, rackTile.dark) + ", " + w("mine_now");
          attrs["class"] = "tile mine" + (rackTile.dark ? " dark" : "");
          attrs.onclick = (function (row, col) { return function () { tapCell(row, col); }; })(r, k);
        } else {
          attrs.text = "";
          attrs["aria-label"] = name;
          attrs["class"] = r === centre && k === centre ? "centre" : "";
          attrs.onclick = (function (row, col) { return function () { tapCell(row, col); }; })(r, k);
        }
        cells.push(el("td", {}, [el("button", attrs)]));
      }
      rows.push(el("tr", {}, cells));
    }
    var table = el("table", { "class": "grid" },
      [el("thead", {}, [el("tr", {}, head)]), el("tbody", {}, rows)]);
    table.style.setProperty("--cell", ui.zoom + "rem");
    return el("div", { "class": "frame", id: ended ? "final" : "frame" }, [table]);
  }

  function kingsRack(game) {
    var used = {};
    ui.placed.forEach(function (p) { used[p.tile] = true; });
    return el("div", { "class": "row rack", role: "group", "aria-label": w("your_tiles") },
      game.rack.map(function (tile, i) {
        var label = tileLabel(tile, ui.turned[i]);
        return el("button", {
          type: "button", "data-tile": String(i), text: label,
          "aria-label": describe(label, tile.dark),
          "aria-pressed": ui.chosen === i ? "true" : "false",
          "class": "tile" + (tile.dark ? " dark" : "") + (used[i] ? " used" : ""),
          disabled: used[i] ? true : null,
          onclick: function () { tapRack(i); }
        });
      }));
  }

  function zoomBy(step) {
    ui.zoomed = true;
    ui.zoom = Math.max(1.6, Math.min(5, ui.zoom + step));
    render();
  }

  /* a game begun or brought back: nothing said of the last one's moves stays on it */
  function begun() { ui.said = []; }

  function passed(data) { ui.said = data.said || []; ui.news = true; resetMove(); }

  function kingsView() {
    var game = ui.kings;
    var out = [el("h1", { text: w("tab_kings") })];
    if (!game) {
      out.push(alertBox());
      out.push(lines(ui.said, "good", "said"));
      /* the last game's result, as the chat says it (however it ended); else what to do */
      if (ui.result) { out.push(lines(ui.result, "", "result")); }
      else { out.push(el("p", { id: "over", text: ui.over.kings ? w("over") : w("no_kings") })); }
      if (ui.final) { out.push(kingsGrid(ui.final, true)); }  /* the grid it ended on */
      out.push(el("div", { "class": "row" }, [el("button", { type: "button", "class": "primary",
        text: w("start_kings"), onclick: function () { act("kings/begin", {}, begun); } })]));
      return out;
    }
    out.push(el("p", { id: "scores", text: game.scores_line }));
    if (!game.pending) {
      out.push(el("p", { text: w("set_aside") }));
      out.push(el("div", { "class": "row" }, [el("button", { type: "button", "class": "primary",
        text: w("bring_back"), onclick: function () { act("kings/begin", {}, begun); } })]));
    }
    /* the player's last move (or Joker) as the server keeps it: a reload, the tab shown
     * again or a move made in the chat says it as the tap that made it did */
    out.push(lines(ui.said.length ? ui.said : game.said, "good", "said"));
    out.push(lines(game.bot_lines));
    if (game.ask && game.pending) { out.push(el("p", { "class": "ask", id: "ask-kings", text: game.ask })); }
    /* how to place a tile, and what a * in the counts means, above the grid: under it, they
     * put some 300 px between the grid and the tiles, never on a phone's screen together */
    /* (not with no move left: « tap a tile, then a square » under « you have no legal move:
     * pass » said the one and the other) */
    /* after the first move (the player's: they move first) they fold away behind « ? Aide »
     * on the zoom's row: at 320 px with the text at 130 % they took some 390 px above the grid */
    var folded = !game.first && !ui.helpOpen;
    if (!folded) {
      if (!game.passes.length) { out.push(el("p", { id: "how-kings", text: w("how_kings") })); }
      out.push(el("p", { id: "dark-mark", text: w("dark_mark") }));  /* the counts write 6* for a dark 6 */
    }
    var zoomRow = [
      el("button", { type: "button", text: "−", "aria-label": w("zoom_out"), onclick: function () { zoomBy(-0.4); } }),
      el("button", { type: "button", text: "+", "aria-label": w("zoom_in"), onclick: function () { zoomBy(0.4); } })
    ];
    if (!game.first) {
      zoomRow.push(el("button", { type: "button", id: "help-kings", text: folded ? "? " + w("help_show") : w("help_hide"),
        "aria-expanded": folded ? "false" : "true",
        onclick: function () { ui.helpOpen = folded; render(); } }));
    }
    out.push(el("div", { "class": "row" }, zoomRow));
    out.push(kingsGrid(game));
    out.push(el("h2", { text: w("your_tiles") }));
    out.push(kingsRack(game));
    out.push(lines(ui.tip, "", "tip"));  /* the hint first, then what its move is worth */
    if (ui.preview) {
      out.push(lines([w("move_points", { points: ui.preview.points })].concat(ui.preview.lines), "good"));
    }
    if (ui.hint && !ui.error) { out.push(el("p", { "class": "box", role: "status", id: "hint", text: ui.hint })); }
    out.push(alertBox());
    var buttons = [];
    if (game.pending) {
      buttons.push(el("button", { type: "button", "class": "primary", id: "confirm", text: w("confirm"),
        disabled: ui.preview || ui.hint ? null : true,
        onclick: function () {
          act("kings/move", { question: game.question, placements: ui.placed }, function (data) {
            ui.said = data.said || []; ui.news = true; resetMove();
          }).then(function (data) { if (!data.ok) { ui.preview = null; ui.hint = null; render(); } });
        } }));
      if (ui.placed.length) {
        buttons.push(el("button", { type: "button", text: w("take_back"),
          onclick: function () { resetMove(); keepMove(); ui.error = null; render(); } }));
      }
      buttons.push(el("button", { type: "button", id: "hint-button", text: w("hint"),
        onclick: function () { act("kings/hint", { question: game.question }, showHint); } }));
      if (game.joker) {
        buttons.push(el("button", { type: "button", text: w("joker"),
          onclick: function () { act("kings/joker", { question: game.question }, function (data) { ui.said = data.said || []; ui.news = true; resetMove(); }); } }));
      }
      /* pass and exchange only with no legal move left, labelled as the chat's keyboard */
      game.passes.forEach(function (p) {
        buttons.push(el("button", { type: "button", "data-action": p.exchange ? "exchange" : "pass", text: p.label,
          onclick: function () { act("kings/pass", { question: game.question, exchange: p.exchange }, passed); } }));
      });
    }
    out.push(el("div", { "class": "row", id: "kings-actions" }, buttons));
    if (game.pending) { out.push(stopControl(game)); }
    return out;
  }

  /* « Stop the game », last on the page and apart from the game's buttons; tapped, the
   * chat's own question (« Stop this game? It ends here… ») and its two answers, so that a
   * slip of the finger stops nothing. The yes stops it as the chat's yes does. */
  function stopControl(game) {
    var stop = game.stop;
    if (!ui.stopping) {
      return el("div", { "class": "row resign" }, [el("button", { type: "button", id: "stop",
        text: stop.label, onclick: function () { ui.stopping = true; ui.error = null; render();
          reveal(document.getElementById("stop-ask")); } })]);
    }
    return el("div", { "class": "box alert-ask", id: "stop-ask", role: "alertdialog", "aria-label": stop.ask }, [
      el("p", { "class": "ask", text: stop.ask }),
      el("div", { "class": "row" }, [
        el("button", { type: "button", id: "stop-yes", text: stop.yes,
          onclick: function () {
            act("kings/stop", { question: game.question }, function () { ui.said = []; resetMove(); ui.news = true; })
              .then(function () { ui.stopping = false; render(); });
          } }),
        el("button", { type: "button", "class": "primary", id: "stop-no", text: stop.no,
          onclick: function () { ui.stopping = false; render(); } })
      ])
    ]);
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
         * first, a slow or dying network left the other tab on the screen, this one unmarked */
        onclick: function () { ui.tab = tab; keepTab(tab); ui.error = null; ui.said = []; render(); refresh(); } });
    }));
    app.appendChild(tabs);
    (ui.tab === "play" ? M.playView() : kingsView()).forEach(function (node) { if (node) { app.appendChild(node); } });
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
    if (news && ui.tab === "play") { reveal(news); }
    else if (news && !inSight(news)) { reveal(news, true); }  /* else stay put */
    ui.news = false;
    var ended = document.getElementById("final");  /* a finished game's grid: on its middle */
    if (ended) { ended.scrollLeft = (ended.scrollWidth - ended.clientWidth) / 2; ended.scrollTop = (ended.scrollHeight - ended.clientHeight) / 2; }
    var again = document.getElementById("frame");
    if (again && scroll) { again.scrollLeft = scroll[0]; again.scrollTop = scroll[1]; }
    else if (again && !scroll) { fitGrid(again); }
    /* the bot's last move in sight when the grid is first drawn and when it has just moved */
    if (again && (moved || !scroll)) { showTiles(again, "button.new"); }
    if (again && ui.showPlaced) { showTiles(again, "button.mine"); }
    ui.showPlaced = false;
    app.setAttribute("data-question", ui.kings ? String(ui.kings.question) : "");
    app.setAttribute("data-step", ui.play ? String(ui.play.step) : "");
    app.setAttribute("data-ready", "true");
  }

  /* A move made elsewhere (the chat, another page) shows here: the state is read again every
   * few seconds and when the page comes back to view, and drawn only when the game moved and
   * the player is not in the middle of a move. A number begun on the /play pad does not hold
   * the page: the count answered in the chat meanwhile, the pad and its digit stayed for good,
   * the chat at the next step; the digit goes with the step it was for. */
  function watch() {
    if (document.hidden || ui.busy || ui.placed.length || ui.error === "unauthorized") { return; }
    if (!ui.words.title) { refresh(); return; }  /* the first call was not answered: again */
    api("GET", "state").then(function (data) {
      if (data.ok && !ui.busy && !ui.placed.length && signature(data) !== ui.seen) {
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

  /* what table.js (the /play table) draws with, and what it gives back: `playView`, `keptSaid` */
  var M = window.Muggins = { ui: ui, el: el, w: w, api: api, act: act, lines: lines, alertBox: alertBox,
                             render: render, reveal: reveal };

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
