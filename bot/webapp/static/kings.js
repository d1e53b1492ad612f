/* Muggins Mini App: Kings Cribbage by touch (the grid, the rack, a move placed, previewed and
 * played, the hint, the stop), drawn with the helpers app.js shares in `window.Muggins`
 * (loaded after it, before the page is drawn). Like app.js: no text of its own, nothing
 * loaded from elsewhere. */
"use strict";

(function () {
  var M = window.Muggins;
  var ui = M.ui, el = M.el, w = M.w, api = M.api, act = M.act, lines = M.lines, alertBox = M.alertBox;
  var render = M.render, reveal = M.reveal, fresh = M.fresh, take = M.take, refused = M.refused, failure = M.failure;
  var COLS = "ABCDEFGHIJKLMNO";

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
      if (ui.tab !== "kings") { return; }  // the Cribbage tab shown meanwhile: asked again on the way back
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
          /* a tile chosen, this cell tapped (small squares, a finger a little off): nothing
           * happened, not a word, and the player tapped again; said, the tile still chosen */
          if (!ended) {
            attrs.onclick = function () {
              if (ui.chosen === null) { return; }
              ui.error = { text: w("cell_taken"), rule: "", cells: [], said: [] };
              render();
            };
          }
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

  /* The lines of a count (the views write them « • … », its total after them), folded unless
   * the player asked for them; a line after the last words of the block stays (the line a
   * « Joker » caught, under its verdict: folded, the player did not see what they caught). */
  function isDetail(line) { return String(line).charAt(0) === "\u2022"; }
  function lastWords(list) {
    for (var i = list.length - 1; i >= 0; i -= 1) { if (!isDetail(list[i])) { return i; } }
    return -1;
  }
  function folds(list) {
    var end = lastWords(list);
    return list.some(function (line, i) { return i < end && isDetail(line); });
  }
  function unfolded(list) {
    var end = lastWords(list);
    return ui.detailsOpen ? list : list.filter(function (line, i) { return i >= end || !isDetail(line); });
  }

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
    /* a move (or its preview) refused as the game was set aside says the sentence this
     * paragraph says: said once, as the alert, above the button that brings the game back */
    var toldAside = !game.pending && !!ui.error && !ui.error.said.length && ui.error.text === w("set_aside");
    if (!game.pending) {
      out.push(toldAside ? alertBox() : el("p", { id: "set-aside", text: w("set_aside") }));
      out.push(el("div", { "class": "row" }, [el("button", { type: "button", "class": "primary", id: "bring-back",
        text: w("bring_back"), onclick: function () { act("kings/begin", {}, begun); } })]));
    }
    /* the player's last move (or Joker) as the server keeps it: a reload, the tab shown
     * again or a move made in the chat says it as the tap that made it did */
    /* each count's lines (« • Horizontale H8-I8 : 5 R — quinze 2 ») fold behind « See the
     * details »: at 320 px with the text at 130 % the move counted and the bot's, line by
     * line, put the grid's top two screens below the scores, the rack three */
    /* « Did I forget points in my count? Call Joker! », the last of the bot's lines while the
     * call is open, goes above the « Joker! » button it speaks of, under the rack */
    var said = ui.said.length ? ui.said : game.said, bot = game.bot_lines, invite = null;
    if (game.joker && game.pending && bot.length) { invite = bot[bot.length - 1]; bot = bot.slice(0, -1); }
    var detailed = folds(said) || folds(bot);
    var boxes = [lines(unfolded(said), "good", "said"), lines(unfolded(bot))];
    if (detailed) {  /* in the last of the two boxes, under what it unfolds: no row of its own */
      (boxes[1] || boxes[0]).appendChild(el("button", { type: "button", id: "details",
        text: ui.detailsOpen ? w("details_hide") : w("details_show"),
        "aria-expanded": ui.detailsOpen ? "true" : "false",
        onclick: function () { ui.detailsOpen = !ui.detailsOpen; render(); } }));
    }
    out = out.concat(boxes);
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
      out.push(lines([w("move_points", { points: ui.preview.worth })].concat(ui.preview.lines), "good"));
    }
    if (ui.hint && !ui.error) { out.push(el("p", { "class": "box", role: "status", id: "hint", text: ui.hint })); }
    if (!toldAside && !fromStop()) { out.push(alertBox()); }  /* else in the question, with its yes */
    if (invite) { out.push(el("p", { "class": "ask", id: "joker-ask", text: invite })); }
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

  /* « Oui, l'arrêter » sent (and, out of reach, its question kept): « One moment… », or what
   * went wrong, is said in the question's box just above its yes: the question was gone, the
   * words above the game's buttons, out of sight on a phone, and « Touchez de nouveau » had no
   * yes to tap again. A tap of the game's meanwhile says its own where it did. */
  function fromStop() { return ui.stopping && ui.acted === "kings/stop"; }

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
      fromStop() ? alertBox() : null,
      el("div", { "class": "row" }, [
        el("button", { type: "button", id: "stop-yes", text: stop.yes,
          onclick: function () {
            act("kings/stop", { question: game.question }, function () { ui.said = []; resetMove(); ui.news = true; })
              .then(function (data) {
                if (data.ok || !M.unreached(data)) { ui.stopping = false; }
                render();
                M.revealSpan(document.getElementById("error"), document.getElementById("stop-yes"));
              });
          } }),
        el("button", { type: "button", "class": "primary", id: "stop-no", text: stop.no,
          /* what went wrong with the yes goes with it: « touchez de nouveau », no yes left */
          onclick: function () { if (fromStop()) { ui.error = null; } ui.stopping = false; render(); } })
      ])
    ]);
  }

  /* The grid drawn anew (`scroll`: where the player had slid it, null when first drawn;
   * `moved`: the bot has just moved): where it was, else fitted to where play is; the bot's
   * last move, and the tiles a hint placed, in sight. */
  function placeGrid(scroll, moved) {
    var ended = document.getElementById("final");  /* a finished game's grid: on its middle */
    if (ended) { ended.scrollLeft = (ended.scrollWidth - ended.clientWidth) / 2; ended.scrollTop = (ended.scrollHeight - ended.clientHeight) / 2; }
    var again = document.getElementById("frame");
    if (again && scroll) { again.scrollLeft = scroll[0]; again.scrollTop = scroll[1]; }
    else if (again && !scroll) { fitGrid(again); }
    /* the bot's last move in sight when the grid is first drawn and when it has just moved */
    if (again && (moved || !scroll)) { showTiles(again, "button.new"); }
    if (again && ui.showPlaced) { showTiles(again, "button.mine"); }
    ui.showPlaced = false;
  }

  M.kingsView = kingsView;
  M.fromStop = fromStop;
  M.resetMove = resetMove;
  M.keptMove = keptMove;
  M.previewMove = previewMove;
  M.placeGrid = placeGrid;
})();
