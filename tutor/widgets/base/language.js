// The language switch (language.py): a button per language of the tutor (the model's `labels`: each language
// named in itself, in the order of tutor/locale/languages.json), for every tutor widget of the page.
// The same code serves JupyterLab, Voilà and the static site. When the widget is made (no view needed) it
// tells the kernel what the page asks for: ?lang=<code> in the address, then a path in a language's folder
// (notebooks/es/..., also in JupyterLab's ?path=), then the learner's last pick on this site (localStorage
// "tutor-lang", which the site's landing page shares), then the first language of the browser's
// (navigator.languages) that the tutor has. A pick by click, or by a ?lang= link, is remembered for the next
// page; the browser's language is not (it is asked again on each page). Told at creation, not when first
// shown: a course makes its switch before its progress store (store.js sends the browser's copy at
// creation), so after a reload the lesson the copy names is drawn in the page's language at once, not first
// in English. On an app page (Voilà, Voici: body[data-voila]) the page follows the language: the html
// element's lang and the tab's title (the model's `titles`, one per language); JupyterLab keeps its own.
// -- the page's language: site/pages.py and binder/voila_offline.py copy this part into their pages --
const KEY = "tutor-lang";
// The tutor's languages, from tutor/locale/languages.json: language.py and site/pages.py put them in
// this line when they serve this code (tutor.widgets.base.language.with_languages).
const LANGS = [];

function remember(lang) {
  try { window.localStorage.setItem(KEY, lang); } catch (e) { /* storage blocked: not remembered */ }
}

export function browserLanguage(preferred = window.navigator.languages, langs = LANGS) {
  for (const tag of preferred || []) {
    const lang = String(tag).toLowerCase().split(/[-_]/)[0];    // "de-DE" -> "de"
    if (langs.includes(lang)) return lang;
  }
  return "";
}

export function pageLanguage(location = window.location, langs = LANGS, preferred = window.navigator.languages) {
  const url = new URL(location.href);
  const asked = url.searchParams.get("lang");
  if (langs.includes(asked)) return { lang: asked, link: true };
  const where = decodeURIComponent(url.pathname) + " " + (url.searchParams.get("path") || "");
  for (const lang of langs) {
    if (new RegExp(`(^|/)${lang}/`).test(where)) return { lang, link: false };
  }
  try {
    const saved = window.localStorage.getItem(KEY);
    if (langs.includes(saved)) return { lang: saved, link: false };
  } catch (e) { /* storage blocked */ }
  return { lang: browserLanguage(preferred, langs), link: false };
}
// -- end of the page's language --

function languages(model) {
  const langs = Object.keys(model.get("labels") || {}).filter((l) => /^[a-z]{2,3}$/.test(l));
  return langs.length ? langs : [...LANGS];
}

function appPage() {
  return Boolean(document.body && document.body.dataset.voila !== undefined);
}

function showPage(model, lang) {
  if (!appPage() || !lang) return;
  document.documentElement.lang = lang;
  const title = (model.get("titles") || {})[lang];
  if (title) document.title = title;
}

function initialize({ model }) {
  const { lang, link } = pageLanguage(window.location, languages(model));
  if (lang) {
    if (link) remember(lang);
    model.set("page", lang);
    model.save_changes();
  }
  showPage(model, lang || model.get("value"));
  const follow = () => showPage(model, model.get("value"));
  model.on("change:value", follow);
  model.on("change:titles", follow);
}

function render({ model, el }) {
  const group = document.createElement("div");
  group.className = "widget-toggle-buttons";
  group.style.cssText = "display: flex; flex-wrap: wrap; gap: 4px;";
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", model.get("switch_name"));
  const buttons = languages(model).map((lang) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "jupyter-button widget-toggle-button";
    b.style.cssText = "width: auto; min-width: 7em;";
    b.lang = lang;
    b.dataset.lang = lang;
    b.addEventListener("click", () => {
      remember(lang);
      model.set("value", lang);
      model.save_changes();
    });
    group.append(b);
    return b;
  });
  const draw = () => {
    const labels = model.get("labels") || {};
    const value = model.get("value");
    for (const b of buttons) {
      b.textContent = labels[b.dataset.lang] || b.dataset.lang;
      const on = b.dataset.lang === value;
      b.classList.toggle("mod-active", on);
      b.setAttribute("aria-pressed", String(on));
    }
  };
  model.on("change:value", draw);
  model.on("change:labels", draw);
  draw();
  el.append(group);
  return () => { model.off("change:value", draw); model.off("change:labels", draw); };
}
export default { initialize, render };
