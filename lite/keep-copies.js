// The landing page's care for the pupils' copies of the lessons.
//
// The browser keeps a pupil's copy of a notebook (JupyterLite's storage, IndexedDB) and shows
// it instead of the site's file, even after the teacher has put a newer lesson on the site.
// Here every copy of an older version is moved out of the lesson's way, so the lesson opens
// new, and nothing of the pupil's is lost:
// - a copy with no change of the pupil's (its cells as in the version it was made from: it
//   was only run) moves to old/<name>-<date>-<time>.ipynb, where it takes the place of an
//   older copy of the same lesson that is still as it was moved there (old/ keeps one copy a
//   lesson, not one per update; a copy the pupil changed in old/ stays);
// - a copy with the pupil's changes, or from a site that did not yet mark versions, becomes
//   "<name> (yours).ipynb" beside the lesson ("(deine)", "(van jou)" for a German or Dutch
//   lesson).
// A copy of the lesson as it is now (with or without the pupil's changes) stays as it is.
// The landing page says what it moved, in its status line. A bookmark straight to a notebook
// skips the landing page: there the same check runs before JupyterLite opens (build_site.py
// puts a call of beforeTheApp into each app's page), and the app says what was moved in its
// notifications, in the lesson's language (its metadata's summy_widget.lang). Versions are
// written by lite/lesson_versions.py (the same fingerprint as lessonVersion below).

const FILES = "files";
const CHECKPOINTS = "checkpoints";
const OLD = "old";

/** What the page and the app say about moved copies, in each lesson's language. */
const WORDS = {
  en: {
    mine: "yours",
    page: {
      old: (title, to) => `“${title}” is new on this site. Your copy had no changes of yours; it is kept as ${to}.`,
      yours: (title, to) => `“${title}” is new on this site. Your copy, with your changes, is now ${to}.`,
    },
    app: {
      old: (name, to) => `New version of ${name}. Your old copy is now ${to}.`,
      yours: (name, to) => `New version of ${name}. Your copy, with your changes, is now ${to}.`,
    },
    many: (n) => `New versions of ${n} lessons.`,
    allOld: "Your old copies are now in the folder old/.",
    allYours: "Your copies, with your changes, are now named “… (yours).ipynb”.",
    mixed: "Your copies with your changes are now named “… (yours).ipynb”, the others are in old/.",
  },
  de: {
    mine: "deine",
    page: {
      old: (title, to) => `„${title}“ ist neu auf dieser Seite. Deine Kopie war unverändert; sie ist aufbewahrt als ${to}.`,
      yours: (title, to) => `„${title}“ ist neu auf dieser Seite. Deine Kopie mit deinen Änderungen heißt jetzt ${to}.`,
    },
    app: {
      old: (name, to) => `Neue Fassung von ${name}. Deine alte Kopie ist jetzt ${to}.`,
      yours: (name, to) => `Neue Fassung von ${name}. Deine Kopie mit deinen Änderungen heißt jetzt ${to}.`,
    },
    many: (n) => `Neue Fassungen von ${n} Lektionen.`,
    allOld: "Deine alten Kopien liegen jetzt im Ordner old/.",
    allYours: "Deine Kopien mit deinen Änderungen heißen jetzt „… (deine).ipynb“.",
    mixed: "Deine Kopien mit deinen Änderungen heißen jetzt „… (deine).ipynb“, die anderen liegen in old/.",
  },
  nl: {
    mine: "van jou",
    page: {
      old: (title, to) => `“${title}” is nieuw op deze site. Je kopie had geen wijzigingen van jou; die is bewaard als ${to}.`,
      yours: (title, to) => `“${title}” is nieuw op deze site. Je kopie, met jouw wijzigingen, heet nu ${to}.`,
    },
    app: {
      old: (name, to) => `Nieuwe versie van ${name}. Je oude kopie is nu ${to}.`,
      yours: (name, to) => `Nieuwe versie van ${name}. Je kopie, met jouw wijzigingen, heet nu ${to}.`,
    },
    many: (n) => `Nieuwe versies van ${n} lessen.`,
    allOld: "Je oude kopieën staan nu in de map old/.",
    allYours: "Je kopieën met jouw wijzigingen heten nu “… (van jou).ipynb”.",
    mixed: "Je kopieën met jouw wijzigingen heten nu “… (van jou).ipynb”, de andere staan in old/.",
  },
};

/** The language of a stored copy of a lesson (its metadata's), English if it names none. */
export function copyLang(copy) {
  const lang = ((copy?.content?.metadata || {}).summy_widget || {}).lang;
  return Object.hasOwn(WORDS, lang) ? lang : "en";
}

/** The fingerprint of cells' kinds and texts: 32-bit FNV-1a over UTF-8, 8 hex digits. */
export function lessonVersion(cells) {
  const encoder = new TextEncoder();
  let fingerprint = 0x811c9dc5;
  for (const cell of cells) {
    const source = Array.isArray(cell.source) ? cell.source.join("") : cell.source || "";
    for (const byte of encoder.encode(`${cell.cell_type}\u0000${source}\u0001`)) {
      fingerprint = Math.imul(fingerprint ^ byte, 0x01000193) >>> 0;
    }
  }
  return fingerprint.toString(16).padStart(8, "0");
}

/** JupyterLite's storage for the site at ``root`` (its name ends with the site's folder). */
export function storageName(root = ".", location = window.location) {
  return `JupyterLite Storage - ${new URL(`${root}/`, location.href).pathname}`;
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function openStorage(root) {
  if (!window.indexedDB || !indexedDB.databases) return null;
  const name = storageName(root);
  // opening a storage that does not exist would create it: look first
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return null;
  const db = await request(indexedDB.open(name));
  db.onversionchange = () => db.close(); // JupyterLite in another tab may need to upgrade it
  if (db.objectStoreNames.contains(FILES)) return db;
  db.close();
  return null;
}

/** What to do with a stored copy: null (leave it), or "old" / "yours". */
export function verdict(copy, current) {
  if (!copy || copy.type !== "notebook" || !copy.content || !copy.content.cells) return null;
  const madeFrom = (copy.content.metadata || {}).summy_lesson?.version;
  const own = lessonVersion(copy.content.cells);
  if (madeFrom === current || own === current) return null;
  return madeFrom !== undefined && own === madeFrom ? OLD : "yours";
}

function stamp(now) {
  const two = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-` +
    `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
}

function split(path) {
  const slash = path.lastIndexOf("/");
  const folder = slash < 0 ? "" : path.slice(0, slash + 1);
  return [folder, path.slice(folder.length).replace(/\.ipynb$/, "")];
}

/** The first path ``named(1)``, ``named(2)``, ... that holds nothing yet. */
async function freePath(store, named) {
  for (let n = 1; ; n += 1) {
    if ((await request(store.get(named(n)))) === undefined) return named(n);
  }
}

function folderModel(path, now) {
  const time = now.toISOString();
  return { name: path.split("/").pop(), path, last_modified: time, created: time,
    format: "json", mimetype: "", content: null, size: 0, writable: true, type: "directory" };
}

/** Move the stored copy at ``path`` to ``to`` (its checkpoints go, as when renamed). */
async function move(db, copy, to, now) {
  // JupyterLite makes its store of checkpoints when it first saves one
  const checkpoints = db.objectStoreNames.contains(CHECKPOINTS);
  const tx = db.transaction(checkpoints ? [FILES, CHECKPOINTS] : [FILES], "readwrite");
  const files = tx.objectStore(FILES);
  const name = to.split("/").pop();
  files.put({ ...copy, name, path: to, last_modified: now.toISOString() }, to);
  files.delete(copy.path);
  if (checkpoints) tx.objectStore(CHECKPOINTS).delete(copy.path);
  await done(tx);
}

/** The name in old/ of a copy of the lesson at ``path`` (without the time and ``.ipynb``). */
function asideStem(path) {
  const [folder, stem] = split(path);
  return `${OLD}/${folder.replace(/\//g, "-")}${stem}`;
}

async function target(db, path, kind, now, lang) {
  const [folder, stem] = split(path);
  const store = db.transaction(FILES).objectStore(FILES);
  const more = (n) => (n > 1 ? ` ${n}` : "");
  const mine = WORDS[lang].mine;
  if (kind === "yours") return freePath(store, (n) => `${folder}${stem} (${mine}${more(n)}).ipynb`);
  const aside = `${asideStem(path)}-${stamp(now)}`;
  return freePath(store, (n) => `${aside}${more(n)}.ipynb`);
}

/** Whether ``copy`` in old/ is the lesson at ``path`` moved there and left as it was (its
 * cells still those of the version it was made from). */
export function untouchedAside(copy, path) {
  if (!copy || copy.type !== "notebook" || !copy.content || !copy.content.cells) return false;
  const escaped = asideStem(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`^${escaped}-\\d{4}-\\d{2}-\\d{2}-\\d{6}( \\d+)?\\.ipynb$`).test(copy.path)) return false;
  const madeFrom = (copy.content.metadata || {}).summy_lesson?.version;
  return madeFrom !== undefined && lessonVersion(copy.content.cells) === madeFrom;
}

/** Delete the copies of the lesson at ``path`` that old/ holds untouched (see above). */
async function dropOldCopies(db, path) {
  const copies = await request(db.transaction(FILES).objectStore(FILES).getAll(
    IDBKeyRange.bound(`${asideStem(path)}-`, `${asideStem(path)}-\uffff`)));
  const gone = copies.filter((copy) => untouchedAside(copy, path)).map((copy) => copy.path);
  if (!gone.length) return;
  const checkpoints = db.objectStoreNames.contains(CHECKPOINTS);
  const tx = db.transaction(checkpoints ? [FILES, CHECKPOINTS] : [FILES], "readwrite");
  for (const at of gone) {
    tx.objectStore(FILES).delete(at);
    if (checkpoints) tx.objectStore(CHECKPOINTS).delete(at);
  }
  await done(tx);
}

async function ensureOld(db, now) {
  const tx = db.transaction(FILES, "readwrite");
  const files = tx.objectStore(FILES);
  if ((await request(files.get(OLD))) === undefined) files.put(folderModel(OLD, now), OLD);
  await done(tx);
}

/**
 * Move every stored copy of an older lesson out of its way; what was moved, in order.
 * ``root`` is the site's folder, seen from the page.
 */
export async function keepCopies(versions, root = ".", now = new Date()) {
  const db = await openStorage(root);
  if (db === null) return [];
  const moved = [];
  try {
    for (const [path, current] of Object.entries(versions)) {
      const copy = await request(db.transaction(FILES).objectStore(FILES).get(path));
      const kind = verdict(copy, current);
      if (kind === null) continue;
      if (kind === OLD) {
        await ensureOld(db, now);
        await dropOldCopies(db, path); // the copy moved now takes their place
      }
      const lang = copyLang(copy);
      const to = await target(db, path, kind, now, lang);
      await move(db, { ...copy, path }, to, now);
      moved.push({ path, to, kind, lang });
    }
  } finally {
    db.close();
  }
  return moved;
}

/** The sentence for one moved copy, in its lesson's language; ``title`` names the lesson
 * (its card's title). */
export function said({ to, kind, lang = "en" }, title) {
  return WORDS[lang].page[kind === OLD ? OLD : "yours"](title, to);
}

function cardTitle(path) {
  const card = document.querySelector(`a[data-notebook="${CSS.escape(path)}"] strong`);
  return card ? card.textContent.trim() : path;
}

/** Wait for ``ms`` milliseconds, then give ``value``. */
function after(ms, value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/**
 * What the app's notifications say about the moved copies (a notification shows 140
 * characters): a sentence for each, the notebook named by its file as the app's title and
 * file browser name it; or one sentence for all when more than two were moved, so that the
 * notifications do not cover the lesson.
 */
export function saidInTheApp(moved) {
  if (moved.length <= 2) {
    return moved.map(({ path, to, kind, lang = "en" }) =>
      WORDS[lang].app[kind === OLD ? OLD : "yours"](path.split("/").pop(), to));
  }
  // one sentence for all: in their language, English if they are in several
  const langs = new Set(moved.map((m) => m.lang || "en"));
  const words = WORDS[langs.size === 1 ? [...langs][0] : "en"];
  const yours = moved.filter((m) => m.kind !== OLD).length;
  const rest = yours === 0 ? words.allOld : yours === moved.length ? words.allYours : words.mixed;
  return [`${words.many(moved.length)} ${rest}`];
}

/** Say ``sentences`` in the JupyterLite app's notifications, once it has started. */
async function tellTheApp(sentences) {
  // the app names itself when it starts (the site's setting exposeAppInBrowser)
  for (let waited = 0; !window.jupyterapp; waited += 200) {
    if (waited > 120000) throw new Error("the app did not start within two minutes");
    await after(200);
  }
  await window.jupyterapp.restored;
  for (const message of sentences) {
    await window.jupyterapp.commands.execute("apputils:notify",
      { message, type: "info", options: { autoClose: false } });
  }
}

/**
 * Before a JupyterLite app opens: move the copies of older lessons out of their way, as the
 * landing page does, then let the app start (at most ``wait`` ms later, whatever happens) and
 * say in its notifications what was moved. ``root`` is the site's folder, seen from the app.
 */
export async function beforeTheApp(root, wait = 5000) {
  const check = (async () => {
    const response = await fetch(`${root}/lesson-versions.json`, { cache: "no-cache" });
    const moved = await keepCopies(await response.json(), root);
    document.documentElement.dataset.copiesKept = String(moved.length);
    if (moved.length) {
      tellTheApp(saidInTheApp(moved)).catch((error) => console.warn(
        "What was moved could not be said:", error, saidInTheApp(moved)));
    }
  })();
  const late = await Promise.race([check.then(() => false), after(wait, true)]);
  if (late) console.warn("The pupils' copies of the lessons were not checked in time.");
}

async function main() {
  const data = document.getElementById("lesson-versions");
  const line = document.querySelector('[data-role="updated"]');
  if (!data || !line) return;
  const moved = await keepCopies(JSON.parse(data.textContent));
  if (moved.length) {
    line.replaceChildren(...moved.map((m) => Object.assign(document.createElement("span"),
      { textContent: said(m, cardTitle(m.path)), lang: m.lang })));
  }
  document.body.dataset.copiesKept = String(moved.length); // the page has looked
}

main().catch((error) => {
  console.warn("The pupils' copies of the lessons were not checked:", error);
  document.body.dataset.copiesKept = "error";
});
