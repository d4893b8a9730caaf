import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsZone {
  /** Host name -> IPv4 addresses (A records). */
  a?: Record<string, string[]>;
  /** Host name -> IPv6 addresses (AAAA records). */
  aaaa?: Record<string, string[]>;
  /** Names that get no answer at all, so the client times out. */
  silent?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  queries: string[];
  close(): Promise<void>;
}

/** A real DNS server over UDP on 127.0.0.1, answering from `zone` (NXDOMAIN for the rest). */
export async function startDnsServer(zone: DnsZone): Promise<TestDnsServer> {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (!question) return send(response);
      const name = question.name.toLowerCase();
      queries.push(`${question.type === Packet.TYPE.AAAA ? 'AAAA' : 'A'} ${name}`);
      if (zone.silent?.includes(name)) return;
      const records = question.type === Packet.TYPE.AAAA ? zone.aaaa?.[name] : question.type === Packet.TYPE.A ? zone.a?.[name] : undefined;
      const known = zone.a?.[name] !== undefined || zone.aaaa?.[name] !== undefined;
      if (!known) response.header.rcode = Packet.RCODE.NXDOMAIN;
      for (const address of records ?? []) {
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, address }));
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port;
  if (port === undefined) throw new Error('the DNS server is not listening');
  return { address: `127.0.0.1:${port}`, queries, close: () => server.close() };
}
