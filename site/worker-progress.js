/* tutor: the kernel's downloads, counted for the page's loading screen (site/loading.js). The response goes
   on untouched (so the browser keeps WebAssembly's compiled code for the next start); a copy is read to count. */
(() => {
  if (typeof self.fetch !== "function" || typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel("tutor-loading");
  const fetch = self.fetch.bind(self);
  const count = async (name, body) => {
    const reader = body.getReader();
    let got = 0;
    let last = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      got += value.byteLength;
      const now = Date.now();
      if (now - last > 100) { last = now; channel.postMessage({ name, got }); }
    }
    channel.postMessage({ name, got });
  };
  self.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = (typeof input === "string" ? input : (input && input.url) || String(input)).split("?")[0];
    if (response.ok && response.body && /\/static\/pyodide\/[^/]+$/.test(url)) {
      count(url.split("/").pop(), response.clone().body).catch(() => {});
    }
    return response;
  };
})();
