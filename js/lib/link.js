// Is Python still there? After a kernel restart (or when the kernel has stopped) a widget
// still looks alive, but nothing a pupil does reaches Python: the clicks are lost without a
// word. So every message to the kernel carries a number, which the kernel sends back once it
// has handled the message (summy_widget/widgets/base.py). A message left without its answer
// for WAIT_MS shows a note at the top of the widget (role="alert": it is read out too); an
// answer that comes late (a slow action) takes it away again. The watch starts with the first
// answer: a host that never passes the kernel's answers on gets no false alarm. The root's
// data-answered counts the answers, so a test can see that they arrive in every host.
//
//   const link = watchLink(model, root, t);   // t: the widget's translator
//   const send = link.send;                   // instead of model.send
//   send({ action: "submit" }, "turn 3");     // a move: a double click sends it once
//   ... and link.stop() when the view goes

export const WAIT_MS = 8000;
// A message marked `once` and sent again unchanged, in the same state of the game, within this
// time is one message: the two clicks of a double click on Submit, Play or Done are one move,
// not a move and an error. `once` names that state where the message does not (Summa's
// "confirm" scores the rows, then the columns).
export const REPEAT_MS = 1000;

/** Watch the link to the kernel of `model`; the note goes into `root` (positioned). */
export function watchLink(model, root, t) {
  const view = Math.random().toString(36).slice(2, 8); // answers to other views are theirs
  let sent = 0;
  let answered = 0;
  let waitingFor = 0; // the message the running timer waits for
  let timer = null;
  let lost = false;
  let last = { key: "", at: 0 }; // the last message marked `once`
  const note = document.createElement("div");
  note.className = "sw-link-lost";
  note.setAttribute("role", "alert");
  note.hidden = true;
  root.append(note);

  const show = (on) => {
    lost = on;
    note.textContent = on ? t("widget.link-lost", { seconds: WAIT_MS / 1000 }) : "";
    note.hidden = !on;
    root.toggleAttribute("data-link-lost", on);
  };
  const wait = () => {
    waitingFor = sent;
    timer = setTimeout(() => {
      timer = null;
      if (answered < waitingFor) show(true);
      else if (answered < sent) wait();
    }, WAIT_MS);
  };
  const onAnswer = (content) => {
    const [from, n] = String(content?.answer ?? "").split(":");
    if (from !== view || !(Number(n) > answered)) return;
    answered = Number(n);
    root.dataset.answered = String(answered); // how many answers came (a test reads it)
    if (lost && answered >= waitingFor) show(false);
    if (answered >= sent && timer !== null) {
      clearTimeout(timer);
      timer = null;
    } else if (timer === null && answered < sent) wait();
  };
  model.on("msg:custom", onAnswer);
  return {
    /** Send `content` to the kernel, numbered, and wait for its answer; `once` (true, or the
     * state of the game as a string): not again unchanged in that state within REPEAT_MS (a
     * double click). True when it was sent. */
    send(content, once = false) {
      if (once) {
        const key = `${JSON.stringify(content)}|${once}`;
        if (key === last.key && Date.now() - last.at < REPEAT_MS) return false;
        last = { key, at: Date.now() };
      }
      sent += 1;
      model.send({ ...content, ask: `${view}:${sent}` });
      if (timer === null && !lost && answered > 0) wait(); // once answers are known to come
      return true;
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      model.off("msg:custom", onAnswer);
      note.remove();
    },
  };
}
