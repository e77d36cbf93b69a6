/* tutor: the kernel's downloads, counted for the page's loading screen (site/loading.js). */
(() => {
  if (typeof self.fetch !== "function" || typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel("tutor-loading");
  const fetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === "string" ? input : (input && input.url) || String(input);
    if (!response.ok || !response.body || !/\/static\/pyodide\/[^/?]+$/.test(url.split("?")[0])) return response;
    const name = url.split("?")[0].split("/").pop();
    let got = 0;
    let last = 0;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        got += chunk.byteLength;
        const now = Date.now();
        if (now - last > 100) { last = now; channel.postMessage({ name, got }); }
        controller.enqueue(chunk);
      },
      flush() { channel.postMessage({ name, got }); },
    }));
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
})();
