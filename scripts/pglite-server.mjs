// Serves an embedded PGlite over the Postgres wire protocol on TCP, for any number of client
// connections. PGlite is a single backend session, so this server makes sharing it safe: a
// connection's messages are run as whole groups (up to each Sync or simple Query) under one lock,
// and a connection that leaves a transaction open keeps the lock until the transaction ends. That
// stops connections' unnamed statements, portals and transactions from interleaving — which
// @electric-sql/pglite-socket's per-message queue allows under concurrent load.
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

  async function run(id, socket, message) {
    await acquire(id);
    let tail = Buffer.alloc(0);
    try {
      await db.execProtocolRawStream(message, {
        onRawData: (chunk) => {
          if (!socket.destroyed) socket.write(Buffer.from(chunk));
          tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-6);
        },
      });
    } catch (error) {
      socket.destroy(error);
    }
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
        group.push(message);
        if (type === "S" || type === "Q") {
          const whole = new Uint8Array(Buffer.concat(group));
          group = [];
          enqueue(whole);
        }
      }
    });

    const cleanup = () => {
      if (!sockets.delete(socket)) return;
      chain = chain.then(async () => {
        if (owner === id) {
          await db.exec("ROLLBACK").catch(() => {});
          release(id);
        }
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
