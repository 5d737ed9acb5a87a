// Serves an embedded PGlite over the Postgres wire protocol on TCP, for any number of client
// connections. PGlite is a single backend session, so this server makes sharing it safe: a
// connection's messages are run as whole groups (up to each Sync or simple Query) under one lock,
// and a connection that leaves a transaction open keeps the lock until the transaction ends. That
// stops connections' unnamed statements, portals and transactions from interleaving — which
// @electric-sql/pglite-socket's per-message queue allows under concurrent load.
//
// Named prepared statements: the backend is shared, so each connection's statement names get a prefix
// of their own (Parse, Bind, Describe, Close), and are deallocated when the connection goes.
//
// LISTEN/NOTIFY: the single backend delivers a notification in the output of whichever connection's
// command committed it. This server reads LISTEN/UNLISTEN off each connection and forwards every
// NotificationResponse to the connections listening on its channel (and to nobody else), so the
// embedded database behaves like PostgreSQL for the app's change listener (lib/cache).
import net from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export async function servePglite(db, { host = "127.0.0.1", port = 0, maxConnections = 100 } = {}) {
  let owner = null;
  let waiters = [];
  let nextId = 1;
  const sockets = new Set();

  async function acquire(id) {
    while (owner !== null && owner !== id) await new Promise((resolve) => waiters.push(resolve));
    owner = id;
  }
  function release(id) {
    if (owner !== id) return;
    owner = null;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  }

  /** socket → channels it listens on */
  const listening = new Map();

  function trackListen(socket, message) {
    const type = String.fromCharCode(message[0]);
    if (type !== "Q" && type !== "P") return;
    // Q: text at offset 5; P: a statement name (NUL-terminated) first.
    let start = 5;
    if (type === "P") start = message.indexOf(0, 5) + 1;
    const text = message.subarray(start, message.indexOf(0, start)).toString("utf8");
    for (const m of text.matchAll(/\b(UN)?LISTEN\s+("?)([A-Za-z_][\w$]*|\*)\2/gi)) {
      const channels = listening.get(socket) ?? new Set();
      if (m[1]) {
        if (m[3] === "*") channels.clear();
        else channels.delete(m[3].toLowerCase());
      } else channels.add(m[2] ? m[3] : m[3].toLowerCase());
      listening.set(socket, channels);
    }
  }

  const cstring = (buf, at) => {
    const end = buf.indexOf(0, at);
    return { text: buf.subarray(at, end).toString("utf8"), end: end + 1 };
  };
  /** Rewrites the statement name of a Parse/Bind/Describe/Close message with the connection's prefix. */
  function renameStatement(message, prefix, names) {
    const type = String.fromCharCode(message[0]);
    let at;
    if (type === "P") at = 5;
    else if (type === "B") at = cstring(message, 5).end; // after the portal name
    else if ((type === "D" || type === "C") && message[5] === 0x53 /* 'S' */) at = 6;
    else return message;
    const { text, end } = cstring(message, at);
    if (!text) return message;
    const renamed = `${prefix}${text}`;
    if (type === "P") names.add(renamed);
    if (type === "C") names.delete(renamed);
    const body = Buffer.concat([message.subarray(5, at), Buffer.from(`${renamed}\0`), message.subarray(end)]);
    const header = Buffer.alloc(5);
    header[0] = message[0];
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  }

  function deliver(socket, notification) {
    // NotificationResponse: 'A', int32 length, int32 pid, channel\0, payload\0
    const channel = notification.subarray(9, notification.indexOf(0, 9)).toString("utf8");
    for (const [target, channels] of listening) {
      if (channels.has(channel) && !target.destroyed) target.write(notification);
    }
  }

  async function run(id, socket, message) {
    await acquire(id);
    let tail = Buffer.alloc(0);
    let pending = Buffer.alloc(0);
    const forward = (chunk) => {
      if (listening.size === 0) {
        if (!socket.destroyed) socket.write(chunk);
        return;
      }
      // Split into whole backend messages so notifications can be routed to their listeners.
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let offset = 0;
      let plainStart = 0;
      while (pending.length - offset >= 5) {
        const length = pending.readInt32BE(offset + 1) + 1;
        if (pending.length - offset < length) break;
        if (pending[offset] === 0x41) {
          if (offset > plainStart && !socket.destroyed) socket.write(pending.subarray(plainStart, offset));
          deliver(socket, Buffer.from(pending.subarray(offset, offset + length)));
          plainStart = offset + length;
        }
        offset += length;
      }
      if (offset > plainStart && !socket.destroyed) socket.write(pending.subarray(plainStart, offset));
      pending = Buffer.from(pending.subarray(offset));
    };
    try {
      await db.execProtocolRawStream(message, {
        onRawData: (data) => {
          const chunk = Buffer.from(data);
          forward(chunk);
          tail = Buffer.concat([tail, chunk]).subarray(-6);
        },
      });
    } catch (error) {
      socket.destroy(error);
    }
    if (pending.length && !socket.destroyed) socket.write(pending);
    // The response ends with ReadyForQuery ('Z', length 5, status): keep the lock while the
    // connection is inside a transaction ('T') or a failed one ('E').
    const status = tail.length === 6 && tail[0] === 0x5a ? String.fromCharCode(tail[5]) : "I";
    if (status === "I") release(id);
  }

  const server = net.createServer((socket) => {
    if (sockets.size >= maxConnections) {
      socket.destroy();
      return;
    }
    const id = nextId++;
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let group = [];
    let chain = Promise.resolve();
    const prefix = `c${id}_`;
    const statements = new Set();
    const enqueue = (message) => {
      chain = chain.then(() => run(id, socket, message));
    };

    socket.on("data", (data) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          started = true;
          enqueue(new Uint8Array(message));
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1) + 1;
        if (buffer.length < length) return;
        const type = String.fromCharCode(buffer[0]);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (type === "X") {
          socket.end();
          return;
        }
        if (type === "Q" || type === "P") trackListen(socket, message);
        group.push(type === "P" || type === "B" || type === "D" || type === "C" ? renameStatement(message, prefix, statements) : message);
        if (type === "S" || type === "Q") {
          const whole = new Uint8Array(Buffer.concat(group));
          group = [];
          enqueue(whole);
        }
      }
    });

    const cleanup = () => {
      listening.delete(socket);
      if (!sockets.delete(socket)) return;
      chain = chain.then(async () => {
        if (owner === id) {
          await db.exec("ROLLBACK").catch(() => {});
          release(id);
        }
        if (statements.size === 0) return;
        await acquire(id);
        for (const name of statements) await db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => {});
        release(id);
      });
    };
    socket.on("close", cleanup);
    socket.on("error", cleanup);
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
