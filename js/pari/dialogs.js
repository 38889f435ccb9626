// =Pari='s modal dialogs: the hot-seat pass screen and "new game" with the rules' options.
import { focusedIn } from "../lib/keys.js";
import { el } from "./cards.js";

/** `openModal`, `closeModal`, `renderPassScreen(v)` and `openNewGame(v, opener)`. */
export function dialogsPart(ui) {
  const { t, local, root, areas, passDialog, newDialog, uid } = ui;

  // the dialogs asked to be open: a dialog opened before the widget is in the page (the
  // pass screen at the start of a hot-seat game) waits until it is, as only a connected
  // dialog can be modal, or take the focus; `modal` false: shown over the game only
  const wanted = new Set();
  function openModal(dialog, opener, then, modal = true) {
    local.returnFocus = opener || focusedIn(root);
    wanted.add(dialog);
    const show = (tries) => {
      if (!wanted.has(dialog)) return;
      if (!dialog.open && !dialog.isConnected && tries < 600) {
        requestAnimationFrame(() => show(tries + 1));
        return;
      }
      if (!dialog.open && !modal) dialog.show();
      if (!dialog.open) {
        try { dialog.showModal(); } catch {
          dialog.setAttribute("open", "");
          dialog.scrollIntoView({ block: "nearest" }); // not modal: at least in view
        }
      }
      if (then) then();
    };
    show(0);
  }

  function closeModal(dialog) {
    wanted.delete(dialog);
    if (dialog.open) dialog.close();
  }

  for (const dialog of [passDialog, newDialog]) {
    dialog.addEventListener("close", () => {
      if (local.readyAsked) { root.focus({ preventScroll: true }); return; } // the hand is on its way
      const back = local.returnFocus && local.returnFocus.isConnected ? local.returnFocus
        : root.querySelector(`[data-key="${CSS.escape(local.focusKey || "")}"]`) || root.querySelector(".pari-hand button, .pari-side button");
      local.returnFocus = null;
      if (back) back.focus({ preventScroll: true });
      else root.focus({ preventScroll: true });
    });
  }
  passDialog.addEventListener("close", () => { areas.inert = false; });

  /** The pass screen over the game only, as Summy's and Summa's: a dialog shown, not modal (a
   * modal one makes the whole page inert, JupyterLab's menus and tabs too, and from a notebook
   * in a background tab it does so unseen). The game behind it is inert; Escape does not close
   * it; the focus on its button brings it into sight. */
  function showPassScreen() {
    openModal(passDialog, null, () => {
      areas.inert = true;
      passDialog.querySelector("button").focus();
    }, false);
  }

  /** The hot-seat pass screen, named after the person who plays next. The computers' steps
   * before that person's turn are public: they are shown on the table first (no hand is in
   * the page meanwhile, the view has none), then the pass screen comes up for that person. */
  function renderPassScreen(v) {
    if (!v.hidden || local.showing || ui.queue.length || local.readyAsked) { closeModal(passDialog); return; }
    const name = v.names[v.current];
    const title = `pari-pass-title-${uid}`;
    passDialog.setAttribute("aria-labelledby", title);
    passDialog.replaceChildren(el("div", { class: "pari-pass-box" }, [
      el("h2", { id: title, text: t("pari.pass-screen", { name }) }),
      el("button", { class: "pari-button pari-primary", "data-action": "ready", text: t("pari.ready", { name }),
        onclick: () => {
          // the screen goes at once; the hand comes with the view Python sends back
          local.focusKey = "hand-0";
          local.returnFocus = null;
          local.readyAsked = true;
          closeModal(passDialog);
          ui.send({ action: "ready" });
        } }),
    ]));
    if (!passDialog.open && !wanted.has(passDialog)) showPassScreen();
  }

  /** "New game": the rules' options, then start (or, in a game in progress, the warning). */
  function openNewGame(v, opener) {
    const title = `pari-new-title-${uid}`;
    const options = ruleOptions(v.rules || {});
    const form = el("form", { method: "dialog", class: "pari-new-form" }, [
      el("h2", { id: title, text: t("pari.new-game") }),
      v.in_progress ? el("p", { class: "pari-warning", text: "⚠ " + t("pari.confirm-new") }) : null,
      options,
      el("div", { class: "pari-buttons" }, [
        el("button", { class: "pari-button pari-primary", type: "submit", value: "start", "data-action": "start-new-game",
          text: v.in_progress ? t("pari.confirm-new-yes") : t("pari.start-new") }),
        el("button", { class: "pari-button", type: "button", value: "cancel", "data-action": "cancel",
          text: t("pari.cancel"), onclick: () => closeModal(newDialog) }),
      ]),
    ]);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const chosen = {};
      for (const name of ["paid_moves", "pass_card", "beginners"]) chosen[name] = form.elements[name].checked;
      const seconds = form.elements.think_seconds.value;
      chosen.think_seconds = seconds ? Number(seconds) : null;
      local.returnFocus = null;
      local.focusKey = "b-new-game";
      closeModal(newDialog);
      ui.send({ action: "new_game", options: chosen });
    });
    newDialog.setAttribute("aria-labelledby", title);
    newDialog.replaceChildren(form);
    openModal(newDialog, opener);
    const first = newDialog.querySelector(v.in_progress ? "button[data-action='cancel']" : "input");
    if (first) first.focus();
  }

  /** The rules' options as the game has them now (`rules`): three switches and the think timer. */
  function ruleOptions(rules) {
    const check = (name, label) => {
      const id = `pari-opt-${name}-${uid}`;
      return el("div", { class: "pari-option" }, [
        el("input", { type: "checkbox", id, name, checked: !!rules[name] }), el("label", { for: id, text: label }),
      ]);
    };
    const timerId = `pari-opt-timer-${uid}`;
    const timerSelect = el("select", { id: timerId, name: "think_seconds" });
    for (const s of [null, 30, 60, 90, 120]) {
      timerSelect.append(el("option", { value: s === null ? "" : String(s), selected: (rules.think_seconds ?? null) === s,
        text: s === null ? t("pari.opt.timer-off") : t("pari.opt.timer-seconds", { n: s }) }));
    }
    return el("fieldset", {}, [
      el("legend", { text: t("pari.opt.legend") }),
      check("paid_moves", t("pari.opt.paid-moves")),
      check("pass_card", t("pari.opt.pass-card")),
      check("beginners", t("pari.opt.beginners")),
      el("div", { class: "pari-option" }, [el("label", { for: timerId, text: t("pari.opt.timer") }), timerSelect]),
    ]);
  }
  return { closeModal, renderPassScreen, openNewGame };
}
