// Sends the requests read from stdin, `concurrency` (first argument) at a time, from a process of
// its own so the load does not share the event loop of the app under test, and writes each
// answer's status, Retry-After and body to stdout, in order. Input: JSON [{ url, method, headers, body }].
let input = '';
for await (const chunk of process.stdin) input += chunk;
const requests = JSON.parse(input);
const concurrency = Number(process.argv[2] ?? requests.length);

async function send({ url, method, headers, body }) {
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: parsed,
    };
  } catch (error) {
    return {
      status: 0,
      retryAfter: null,
      body: `${String(error)} ${error instanceof Error && error.cause instanceof Error ? String(error.cause) : ''}`,
    };
  }
}

const answers = new Array(requests.length);
let next = 0;
async function lane() {
  while (next < requests.length) {
    const index = next++;
    answers[index] = await send(requests[index]);
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, lane));
process.stdout.write(JSON.stringify(answers));
