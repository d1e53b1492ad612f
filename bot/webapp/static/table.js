/* Muggins Mini App: the /play table by touch (the lay-away, the play, the counts), drawn
 * with the helpers app.js shares in `window.Muggins` (loaded after it, before the page is
 * drawn). Like app.js: no text of its own, nothing loaded from elsewhere. */
"use strict";

(function () {
  var M = window.Muggins;
  var ui = M.ui, el = M.el, w = M.w, act = M.act, lines = M.lines, alertBox = M.alertBox, render = M.render;

  /* -- The /play table ----------------------------------------------------------------- */

  function isRed(card) { return /[HD]$/.test(card.card); }

  function cardButton(card, attrs) {
    var base = { type: "button", "data-card": card.card, text: card.label, "aria-label": card.label,
                 "class": isRed(card) ? "red" : "" };
    Object.keys(attrs || {}).forEach(function (k) { base[k] = attrs[k]; });
    return el("button", base);
  }

  /* A row of cards face up; the starter among the cards counted says it is the starter. */
  function cardRow(cards, label) {
    return el("div", { "class": "row cards", role: "group", "aria-label": label },
      cards.map(function (card) {
        var red = isRed(card) ? " red" : "";
        if (card.starter) {
          return el("span", { "class": "box laid" + red, "data-card": card.card, "data-starter": "true",
                              "aria-label": card.label + ", " + w("starter") },
            [el("span", { text: card.label }), el("span", { "class": "who", text: w("starter") })]);
        }
        return el("span", { "class": "box" + red, "data-card": card.card,
                            text: card.label, "aria-label": card.label });
      }));
  }

  /* The cards of the count under way, each saying who laid it (« Vous », « Moi »). */
  function pileRow(cards) {
    if (!cards.length) { return el("p", { id: "pile", text: w("pile_empty") }); }  /* not a blank */
    return el("div", { "class": "row cards", role: "group", "aria-label": w("pile"), id: "pile" },
      cards.map(function (card) {
        var who = card.mine ? w("you") : w("me");
        return el("span", { "class": "box laid" + (isRed(card) ? " red" : ""), "data-card": card.card,
                            "aria-label": card.label + ", " + who },
          [el("span", { text: card.label }), el("span", { "class": "who", text: who })]);
      }));
  }

  /* The pad of a count (`entry`, `send`: the words of the number being made and of its
   * button): two digits, erased or sent. */
  function numberPad(onSend, low, entry, send) {
    var keys = [];
    for (var n = 1; n <= 9; n += 1) { keys.push(String(n)); }
    keys.push("0");
    var pad = el("div", { "class": "row pad", role: "group", "aria-label": w(entry) },
      keys.map(function (key) {
        return el("button", { type: "button", text: key, "data-key": key, onclick: function () { typeDigit(key); } });
      }));
    var value = ui.entry === "" ? null : parseInt(ui.entry, 10);
    return [
      el("p", {}, [el("span", { text: w("entry_label", { label: w(entry) }) + " " }),
        /* nothing typed yet: a blank to fill, underlined (a dash read as a count of nothing) */
        el("span", { "class": "entry", id: "entry", "aria-live": "polite", text: ui.entry || "\u00a0" })]),
      pad,
      el("div", { "class": "row" }, [
        el("button", { type: "button", text: w("erase"), onclick: function () { ui.entry = ""; render(); } }),
        el("button", { type: "button", "class": "primary", id: "send", text: w(send),
          disabled: value === null || value < low ? true : null,
          /* the number stays until the move is answered: sent as the network dropped, « tap
           * again » sends it again (it was gone, the button dashed, the tap did nothing) */
          onclick: function () { onSend(value); } })
      ])
    ];
  }

  function typeDigit(key) {
    /* a 0 first is no digit of a number: « 0 » then « 5 » is 5 (it read « 05 ») */
    if (ui.entry === "0") { ui.entry = key; }
    else if (ui.entry.length < 2) { ui.entry += key; }
    render();
    /* the button that sends the number is under the pad, on a phone below its screen's
     * edge: brought into sight with the number typed */
    var sending = document.getElementById("send");
    M.reveal(sending);
  }

  /* The count typed on a computer's keyboard (Telegram on a desktop): a digit is the pad's
   * key, Backspace takes the last one back, Enter is « Envoyer mon compte » (the keys typed
   * did nothing: only the pad, with the mouse, made a number). A button that has the focus
   * keeps its own Enter. */
  document.addEventListener("keydown", function (event) {
    if (!document.querySelector(".pad") || event.ctrlKey || event.altKey || event.metaKey) { return; }
    if (/^[0-9]$/.test(event.key)) { event.preventDefault(); typeDigit(event.key); }
    else if (event.key === "Backspace" && ui.entry) { event.preventDefault(); ui.entry = ui.entry.slice(0, -1); render(); }
    else if (event.key === "Enter" && !(document.activeElement && document.activeElement.closest("button"))) {
      var send = document.getElementById("send");
      if (send && !send.disabled) { event.preventDefault(); send.click(); }
    }
  });

  /* /play's two choices, as the chat asks them: the target, then the level, which begins the
   * game (the chat tells its start, as when its own buttons are pressed). */
  function beginChoices(choices) {
    var out = [el("p", { "class": "ask", id: "ask-target", text: choices.ask }),
      el("div", { "class": "row", role: "group", "aria-label": choices.ask },
        choices.targets.map(function (choice) {
          return el("button", { type: "button", "data-target": String(choice.target), text: choice.label,
            "aria-pressed": ui.target === choice.target ? "true" : "false",
            onclick: function () {
              ui.target = choice.target; ui.error = null; render();
              /* the level's question and buttons come under the targets: on a small phone,
               * below its screen's edge, and the tap seemed to do nothing but colour the button */
              var levels = document.getElementById("levels");
              M.reveal(levels);
            } });
        }))];
    var chosen = choices.targets.filter(function (choice) { return choice.target === ui.target; })[0];
    if (chosen) {
      out.push(el("p", { "class": "ask", id: "ask-level", text: chosen.ask }));
      out.push(el("div", { "class": "row", role: "group", "aria-label": chosen.ask, id: "levels" },
        choices.levels.map(function (choice) {
          return el("button", { type: "button", "class": "primary", "data-level": choice.level, text: choice.label,
            onclick: function () {
              /* the last game's result goes with it: not drawn over the new game's first deal,
               * nor over a game begun in the chat meanwhile (« already under way »), shown instead */
              ui.said = [];
              act("play/begin", { target: chosen.target, level: choice.level }, function () { ui.target = null; });
            } });
        })));
    }
    return out;
  }

  /* A move of the /play table: what happened (the chat's own account, the bot's answer
   * included) is shown until the next one. */
  function move(path, body) {
    return act(path, body, function (data) { ui.entry = ""; ui.said = data.said || []; ui.news = true; keepSaid(); });
  }

  /* What the last move said stays with the step it led to, for this page's session: the
   * other tab and back, or a reload, say it again while the game is still at that step. */
  function keepSaid(said) {
    var game = ui.play;
    try {
      if (game) { sessionStorage.setItem("playSaid", JSON.stringify({ game: game.id, step: game.step, said: said || ui.said })); }
      else { sessionStorage.removeItem("playSaid"); }
    } catch (e) { /* private */ }
  }

  /* The game moved on without this page (a move made in the chat, or a tap of this page whose
   * answer the network lost): what happened since the step it showed (`before`: its game and
   * mark), as the chat told it, said as a tap's answer is, where the player looks for it (the
   * other tab: kept for when they come back to this one). */
  function movedOn(before) {
    var now = ui.play ? ui.play.id + ":" + ui.play.step : "";
    M.api("POST", "play/news", { game: before.game, mark: before.mark }).then(function (data) {
      var still = ui.play ? ui.play.id + ":" + ui.play.step : "";
      if (!data.ok || !data.said || !data.said.length || ui.busy || still !== now) { return; }
      if (ui.tab !== "play") { keepSaid(data.said); return; }
      ui.said = data.said; ui.news = true; keepSaid();
      render();
    });
  }

  function keptSaid() {
    var game = ui.play, kept = null;
    try { kept = JSON.parse(sessionStorage.getItem("playSaid") || "null"); } catch (e) { return []; }
    if (!game || !kept || kept.game !== game.id || kept.step !== game.step) { return []; }
    return Array.isArray(kept.said) ? kept.said : [];
  }

  /* A card tapped for the crib while another is on its way (two cards tapped one after the
   * other over a phone's network) is sent once that one is answered, at the step it led to;
   * a second tap on the card on its way (a shaky finger) is not sent, nor after a refusal. */
  var onItsWay = null, nextCards = [];
  function choose(card) {
    if (ui.busy) {
      if (onItsWay !== null && card !== onItsWay && nextCards.indexOf(card) < 0) { nextCards.push(card); }
      return;
    }
    onItsWay = card;
    act("play/select", { game: ui.play.id, step: ui.play.step, mark: ui.play.mark, card: card }).then(function (data) {
      var next = nextCards.shift();
      onItsWay = null;
      if (!data.ok || !ui.play || ui.play.waiting !== "lay_away") { nextCards = []; return; }
      if (next) { choose(next); return; }
      /* the second card chosen: the button that lays them away comes under the cards, on a
       * phone below its screen's edge (the player, seeing nothing to tap, waited) */
      var ready = document.getElementById("lay-away");
      if (ready && !ready.disabled) { M.reveal(ready); }
    });
  }

  function playView() {
    var game = ui.play;
    var out = [el("h1", { text: w("tab_play") })];
    if (!game) {
      ui.resigning = false;  /* a question of a game gone: not asked of the next one */
      out.push(alertBox());
      out.push(lines(ui.said, "good", "said"));
      /* the last game's end as the server keeps it (the board, who won, where the points came
       * from): a reload or the other tab says it too, until another game begins; what the
       * move that ended it said just above is not said twice */
      var result = ui.playResult.filter(function (line) { return ui.said.indexOf(line) < 0; });
      out.push(lines(result, "", "result"));
      /* ended in the chat with no result to show here: « in the chat » */
      if (ui.over.play && !ui.said.length && !result.length) { out.push(el("p", { id: "over", text: w("over") })); }
      if (ui.elsewhere) { out.push(el("p", { id: "elsewhere", text: ui.elsewhere })); }
      if (ui.begin) { out = out.concat(beginChoices(ui.begin)); }
      return out;
    }
    /* the step shown, and where the game stood (`mark`): a move that meets the game moved on
     * without it is told what happened instead */
    var key = { game: game.id, step: game.step, mark: game.mark };
    function withKey(extra) { var body = { game: game.id, step: game.step, mark: game.mark }; Object.keys(extra || {}).forEach(function (k) { body[k] = extra[k]; }); return body; }
    out.push(el("p", { id: "board", text: game.board_line }));
    if (game.starter) {
      out.push(el("h2", { text: w("starter") }));
      out.push(cardRow([game.starter], w("starter")));
    }
    if (game.waiting === "play") {
      out.push(el("h2", { text: w("pile") }));
      out.push(pileRow(game.pile));
      out.push(el("p", { id: "count", text: w("count_now", { count: game.count }) }));
    }
    out.push(lines(ui.said, "good", "said"));  /* what just happened, then what is asked now */
    out.push(lines(game.lines, "", "asked"));
    /* the bot's count to judge: « Exact » and « Muggins! » right under it, where it asks for
     * them (under the cards it counted, they were below a phone's screen edge) */
    if (game.waiting === "verdict") {
      out.push(el("div", { "class": "row" }, [
        el("button", { type: "button", "class": "primary", id: "right", text: w("right"), onclick: function () { move("play/accept", key); } }),
        el("button", { type: "button", id: "muggins", text: w("muggins"), onclick: function () { move("play/muggins", key); } })
      ]));
    }
    if (game.shown.length) {
      out.push(el("h2", { text: w("shown") }));
      out.push(cardRow(game.shown, w("shown")));
    }
    if (!fromResign()) { out.push(alertBox()); }  /* else in the question, with its yes */
    if (game.waiting === "lay_away") { out.push(el("p", { "class": "ask", text: w("ask_lay_away") })); }
    if (game.waiting === "lay_away" || game.waiting === "play") {
      out.push(el("h2", { text: w("your_cards") }));
      var chosen = game.hand.filter(function (c) { return c.selected; }).length;
      out.push(el("div", { "class": "row cards", role: "group", "aria-label": w("your_cards") },
        game.hand.map(function (card) {
          if (game.waiting === "lay_away") {
            return cardButton(card, { "aria-pressed": card.selected ? "true" : "false",
              onclick: function () { choose(card.card); } });
          }
          return cardButton(card, { disabled: card.legal ? null : true,
            "aria-label": card.legal ? card.label : card.label + ", " + w("cannot_lay"),
            onclick: function () { move("play/lay", withKey({ card: card.card })); } });
        })));
      /* a card past 31 cannot be tapped: said in words, not only by its dashed border */
      if (game.waiting === "play" && game.hand.some(function (c) { return !c.legal; })) {
        out.push(el("p", { id: "cannot-lay", text: w("cannot_lay_why") }));
      }
      if (game.waiting === "lay_away") {
        out.push(el("div", { "class": "row" }, [el("button", { type: "button", "class": "primary",
          id: "lay-away", text: w("lay_away"), disabled: chosen === 2 ? null : true,
          onclick: function () { move("play/layaway", key); } })]));
      }
    } else if (game.waiting === "count") {
      out.push(el("p", { "class": "ask", text: w("ask_count") }));
      out = out.concat(numberPad(function (v) { move("play/count", withKey({ points: v })); }, 0,
        "your_count", "send"));
    } else if (game.waiting === "claim") {
      out.push(el("p", { "class": "ask", text: w("missed") }));
      /* the player counted the bot's cards again and found them right: « Muggins! » taken back
       * (above the pad: under it, below a phone's screen edge) */
      out.push(el("div", { "class": "row" }, [el("button", { type: "button", id: "after-all",
        text: w("right_after_all"), onclick: function () { ui.entry = ""; move("play/withdraw", key); } })]));
      out = out.concat(numberPad(function (v) { move("play/claim", withKey({ points: v })); }, 1,
        "claim_entry", "claim_send"));
    }
    return out.concat(resignControl(game, key));
  }

  /* « Abandon this game », last on the page and apart from the game's buttons; tapped, the
   * chat's own question (« Abandon your game? It counts as lost. ») and its two answers, so
   * that a slip of the finger abandons nothing. The yes abandons it as the chat's yes does. */
  /* « Oui, l'abandonner » sent (and, out of reach, its question kept): « One moment… », or
   * what went wrong, is said in the question's box, just above its yes, not above the cards:
   * on a phone, the page jumped up to « … Touchez de nouveau », the yes to tap again below
   * the screen's edge. */
  function fromResign() { return ui.resigning && ui.acted === "play/resign"; }

  function resignControl(game, key) {
    if (!ui.resigning) {
      return [el("div", { "class": "row resign" }, [el("button", { type: "button", id: "resign",
        text: w("resign"), onclick: function () { ui.resigning = true; ui.error = null; render();
          var asked = document.getElementById("resign-ask");
          M.reveal(asked); } })])];
    }
    return [el("div", { "class": "box alert-ask", id: "resign-ask", role: "alertdialog",
                        "aria-label": game.resign.ask }, [
      el("p", { "class": "ask", text: game.resign.ask }),
      fromResign() ? alertBox() : null,
      el("div", { "class": "row" }, [
        el("button", { type: "button", id: "resign-yes", text: game.resign.yes,
          onclick: function () {
            /* out of reach: the question stays, its yes to tap again (« touchez de nouveau ») */
            act("play/resign", key, function () { ui.said = []; keepSaid(); }).then(function (data) {
              if (data.ok || !M.unreached(data)) { ui.resigning = false; }
              render();
              M.revealSpan(document.getElementById("error"), document.getElementById("resign-yes")); });
          } }),
        el("button", { type: "button", "class": "primary", id: "resign-no", text: game.resign.no,
          /* what went wrong with the yes goes with it: « touchez de nouveau », no yes left */
          onclick: function () { if (fromResign()) { ui.error = null; } ui.resigning = false; render(); } })
      ])
    ])];
  }

  M.playView = playView;
  M.fromResign = fromResign;
  M.movedOn = movedOn;
  M.keptSaid = keptSaid;
})();
