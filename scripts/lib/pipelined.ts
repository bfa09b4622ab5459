import { connect } from "node:net";

// What the edge's tests and npm start's test send a burst with: GETs pipelined on one connection,
// read back as HTTP/1.1 frames them.

export interface PipelinedAnswer {
  status: number;
  /** The status line and headers, as sent. */
  headers: string;
  retryAfter: string | undefined;
}

/**
 * The answers in `text` (latin1, byte for byte), read one after another as HTTP/1.1 frames them:
 * status line, headers, then a body of Content-Length bytes or in chunks. An incomplete last one is left out.
 */
function readAnswers(text: string): PipelinedAnswer[] {
  const answers: PipelinedAnswer[] = [];
  let at = 0;
  for (;;) {
    const end = text.indexOf("\r\n\r\n", at);
    if (end === -1) return answers;
    const head = text.slice(at, end + 2);
    let next = end + 4;
    const length = /^content-length: *(\d+)\r$/im.exec(head);
    if (length) next += Number(length[1]);
    else if (/^transfer-encoding: *chunked\r$/im.test(head)) {
      for (;;) {
        const line = text.indexOf("\r\n", next);
        if (line === -1) return answers;
        const size = parseInt(text.slice(next, line), 16);
        next = line + 2 + size + 2;
        if (size === 0) break;
      }
    }
    if (next > text.length) return answers;
    answers.push({ status: Number(head.slice(9, 12)), headers: head, retryAfter: /^retry-after: *([^\r]*)\r$/im.exec(head)?.[1] });
    at = next;
  }
}

/** `count` GETs of `path` pipelined on one connection to `port`: each answer, or an error naming how many came within `timeoutMs`. */
export function pipelinedGets(port: number, path: string, count: number, timeoutMs = 90_000): Promise<PipelinedAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: ${readAnswers(text).length} of ${count} pipelined requests answered within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const answers = readAnswers(text);
      if (answers.length < count) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(answers);
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`.repeat(count));
  });
}
