import { createSocket } from 'node:dgram';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { HostResolver } from '../src/ports.ts';

/**
 * The address a stand-in name resolves to: example.com's own (IANA's documentation domain), a
 * public unicast address the SSRF guard lets through. Nothing is ever sent to it in tests.
 */
export const standInAddress = '93.184.215.14';

/**
 * DNS for tests, which have no network: names under example.com resolve to `standInAddress`,
 * others do not exist. `hold(name)` keeps the answers for a name back until the test lets them go,
 * to interleave a request waiting on DNS with another one.
 */
export function dnsStandIn() {
  const zone = new Map<string, string[]>();
  const held = new Map<string, { waiting: (() => void)[]; asked: number }>();
  const answer = (name: string) => zone.get(name) ?? (name.endsWith('.example.com') ? [standInAddress] : []);

  const resolver: HostResolver = {
    async resolveHost(name) {
      const hold = held.get(name);
      if (hold) {
        hold.asked += 1;
        await new Promise<void>((resolve) => hold.waiting.push(resolve));
      }
      return answer(name);
    },
  };
  return {
    resolver,
    /** Answers `addresses` for `name` from now on. */
    set(name: string, addresses: string[]) {
      zone.set(name, addresses);
    },
    /**
     * Holds the answers for `name`; `asked()` resolves once a lookup is waiting on it, `release()`
     * lets every waiting and later one through.
     */
    hold(name: string) {
      const hold = { waiting: [] as (() => void)[], asked: 0 };
      held.set(name, hold);
      return {
        async asked(count = 1) {
          while (hold.asked < count) await new Promise((resolve) => setTimeout(resolve, 5));
        },
        release() {
          held.delete(name);
          for (const resolve of hold.waiting.splice(0)) resolve();
        },
      };
    },
  };
}

export type DnsStandIn = ReturnType<typeof dnsStandIn>;

/** A DNS server on 127.0.0.1 that takes every query and never answers (a hung resolver). */
export async function startSilentDnsServer() {
  const socket = createSocket('udp4');
  let queries = 0;
  socket.on('message', () => {
    queries += 1;
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    queries: () => queries,
    async close() {
      socket.close();
      await once(socket, 'close');
    },
  };
}

/** The name asked in a DNS query, its type and where the question section ends. */
function questionOf(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  for (let length = query[at] ?? 0; length > 0; length = query[at] ?? 0) {
    labels.push(query.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/**
 * A DNS server on 127.0.0.1 answering A queries from `zone` (RFC 1035 §4.1): a name of the zone
 * without IPv6 has no AAAA record (NOERROR, no answer), a name outside it does not exist (NXDOMAIN).
 */
export async function startDnsServer(zone: Record<string, string[]>) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const { name, type, end } = questionOf(query);
    const known = name in zone;
    const addresses = type === 1 ? (zone[name] ?? []) : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const answers = addresses.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(4, 10);
      for (const [index, part] of address.split('.').entries()) record.writeUInt8(Number(part), 12 + index);
      return record;
    });
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), peer.port, peer.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    async close() {
      socket.close();
      await once(socket, 'close');
    },
  };
}
