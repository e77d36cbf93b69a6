// The loading screen of the site's apps (inside Voici's #loading, which Voici removes once the course shows)
// and a small progress badge on the notebook pages. Inlined by site/build.py into every page, after
// Voici's own scripts; TUTOR_LOADING is set just before it: {"total": bytes the kernel fetches (decoded),
// "wire": the same gzipped, in MB, "titles": the app page's title per language, "texts": this screen's
// texts per language (site/pages.py LOADING, from the catalogs), "source": the language when none is
// chosen}. The kernel's worker reports each file's bytes on the "tutor-loading" BroadcastChannel
// (site/worker-progress.js). window.tutorLanguage is the language switch's own choice (language.js, put
// before this by site/pages.py).
(() => {
  const config = window.TUTOR_LOADING || { total: 0, wire: 0, titles: {}, texts: {}, source: "" };
  // The learner's language, as the course's language switch will take it: ?lang=, a language's folder, the
  // last choice on this site, the first of the browser's languages the tutor has; else the tutor's source.
  const lang = (window.tutorLanguage && window.tutorLanguage.pageLanguage().lang) || config.source;
  const mb = Number(config.wire).toLocaleString(lang, { maximumFractionDigits: 1 });   // 7.7 MB, 7,7 MB
  // The texts in that language, from the catalogs (site/pages.py LOADING): {pct} and {mb} filled here.
  const texts = (config.texts || {})[lang] || {};
  const fill = (key, pct = 0) => String(texts[key] || "").replaceAll("{pct}", String(pct)).replaceAll("{mb}", mb);
  const T = {
    title: fill("title"),
    page: fill("page"),
    download: (pct) => fill("download", pct),
    downloaded: fill("downloaded"),
    start: fill("start"),
    slow: fill("slow"),
    badge: (pct) => fill("badge", pct),
  };

  const got = new Map();
  let pct = 0;
  const listen = (onChange) => {
    if (!("BroadcastChannel" in window)) return;
    const channel = new BroadcastChannel("tutor-loading");
    channel.onmessage = ({ data }) => {
      if (!data || typeof data.name !== "string") return;
      got.set(data.name, data.got);
      let sum = 0;
      for (const n of got.values()) sum += n;
      pct = config.total ? Math.min(100, Math.floor((100 * sum) / config.total)) : 0;
      onChange();
    };
  };

  const host = document.getElementById("loading");
  if (host) {                      // a Voici app: the whole screen until the course shows
    document.documentElement.lang = lang;        // the page in its language from the first paint
    if ((config.titles || {})[lang]) document.title = config.titles[lang];
    host.setAttribute("lang", lang);
    host.classList.add("tutor-loading");
    host.innerHTML = `<div class="tutor-loading-box" role="status" aria-live="polite">
      <h2></h2><ol><li data-step="page"></li><li data-step="download"></li><li data-step="start"></li></ol>
      <progress max="100" value="0"></progress><p class="tutor-loading-slow" hidden></p>
      <h2 id="loading_text" hidden></h2></div>`;
    host.querySelector("h2").textContent = T.title;
    const step = (name) => host.querySelector(`[data-step="${name}"]`);
    const bar = host.querySelector("progress");
    let phase = "download";
    const draw = () => {
      step("page").textContent = "✓ " + T.page;
      step("download").textContent = (pct >= 100 ? "✓ " + T.downloaded : "… " + T.download(pct));
      step("start").textContent = pct >= 100 ? "… " + T.start : "";
      step("start").hidden = pct < 100;
      bar.value = pct >= 100 ? 100 : pct;
      host.dataset.phase = pct >= 100 ? "start" : phase;
    };
    listen(draw);
    draw();
    // Voici's own progress texts are English and about notebook cells: the steps above say it instead.
    window.update_loading_text = () => {
      const spinner = document.getElementById("loading");
      if (spinner && spinner.style.display === "none") spinner.style.display = "flex";
    };
    setTimeout(() => {
      const slow = host.querySelector(".tutor-loading-slow");
      if (slow && document.getElementById("loading")) { slow.textContent = T.slow; slow.hidden = false; }
    }, 45000);
    return;
  }
  // A notebook page (JupyterLab): a small badge while the kernel downloads, gone when it is done.
  const badge = document.createElement("div");
  badge.className = "tutor-loading-badge";
  badge.setAttribute("role", "status");
  badge.setAttribute("lang", lang);
  badge.hidden = true;
  const attach = () => document.body && !badge.isConnected && document.body.append(badge);
  listen(() => {
    attach();
    badge.hidden = false;
    badge.textContent = T.badge(pct);
    if (pct >= 100) setTimeout(() => badge.remove(), 1500);
  });
})();
