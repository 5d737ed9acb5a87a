import { createSocket } from 'dgram';
import { WebSocketServer, WebSocket } from 'ws';
import { MavLinkPacketSplitter, MavLinkPacketParser, common, minimal, send } from 'node-mavlink';
import { PassThrough } from 'stream';

const UDP_PORT = Number(process.env.MAV_UDP_PORT || 14550);
const WS_PORT = Number(process.env.WS_PORT || 8765);
const FORWARD = new Set(['HEARTBEAT', 'GLOBAL_POSITION_INT', 'ATTITUDE', 'SYS_STATUS', 'BATTERY_STATUS', 'STATUSTEXT']);

const udp = createSocket('udp4');
const stream = new PassThrough();
let vehicle: { address: string; port: number } | null = null;

udp.on('message', (msg, rinfo) => { vehicle = { address: rinfo.address, port: rinfo.port }; stream.write(msg); });
udp.bind(UDP_PORT, () => console.log(`MAVLink UDP on ${UDP_PORT}`));

const wss = new WebSocketServer({ port: WS_PORT, host: '127.0.0.1' });
const reader = stream.pipe(new MavLinkPacketSplitter()).pipe(new MavLinkPacketParser());
const REGISTRY: Record<number, any> = { ...minimal.REGISTRY, ...common.REGISTRY };

reader.on('data', (packet: any) => {
  const clazz = REGISTRY[packet.header.msgid];
  if (!clazz || !FORWARD.has(clazz.MSG_NAME)) return;
  const data = packet.protocol.data(packet.payload, clazz);
  const json = JSON.stringify({ type: clazz.MSG_NAME, data }, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  wss.clients.forEach((c) => c.readyState === WebSocket.OPEN && c.send(json));
});

function commandLong(cmd: number, params: number[]) {
  const m = new common.CommandLong();
  m.targetSystem = 1; m.targetComponent = 1; m.command = cmd;
  [m._param1, m._param2, m._param3, m._param4, m._param5, m._param6, m._param7] = [...params, 0, 0, 0, 0, 0, 0, 0].slice(0, 7);
  return m;
}

wss.on('connection', (ws) => {
  ws.on('message', async (raw) => {
    if (!vehicle) return;
    const { cmd, args = {} } = JSON.parse(raw.toString());
    const C = common.MavCmd;
    const map: Record<string, any> = {
      arm: commandLong(C.COMPONENT_ARM_DISARM, [1]),
      disarm: commandLong(C.COMPONENT_ARM_DISARM, [0]),
      takeoff: commandLong(C.NAV_TAKEOFF, [0, 0, 0, NaN, NaN, NaN, args.alt ?? 10]),
      land: commandLong(C.NAV_LAND, []),
      rtl: commandLong(C.NAV_RETURN_TO_LAUNCH, []),
    };
    if (map[cmd]) udp.send(await toBuffer(map[cmd]), vehicle.port, vehicle.address);
  });
});

async function toBuffer(msg: any): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const pt = new PassThrough();
  pt.on('data', (c) => chunks.push(c));
  await send(pt, msg);
  return Buffer.concat(chunks);
}
