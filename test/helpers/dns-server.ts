import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsZone {
  /** Host name -> IPv4 addresses (A records). */
  a?: Record<string, string[]>;
  /** Host name -> IPv6 addresses (AAAA records). */
  aaaa?: Record<string, string[]>;
  /** Host name -> the name it is an alias of (a CNAME record). */
  cname?: Record<string, string>;
  /** Host name -> TXT values (one string each). */
  txt?: Record<string, string[]>;
  /** Names that get no answer at all, so the client times out. */
  silent?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  queries: string[];
  close(): Promise<void>;
}

/**
 * A real DNS server over UDP on 127.0.0.1, answering from `zone` (NXDOMAIN for the rest). The
 * zone is read per query, so a test can add records as a user would.
 */
export async function startDnsServer(zone: DnsZone): Promise<TestDnsServer> {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (!question) return send(response);
      const name = question.name.toLowerCase();
      const type = question.type === Packet.TYPE.AAAA ? 'AAAA' : question.type === Packet.TYPE.TXT ? 'TXT' : question.type === Packet.TYPE.CNAME ? 'CNAME' : 'A';
      queries.push(`${type} ${name}`);
      if (zone.silent?.includes(name)) return;
      const known = zone.a?.[name] !== undefined || zone.aaaa?.[name] !== undefined || zone.txt?.[name] !== undefined || zone.cname?.[name] !== undefined;
      if (!known) response.header.rcode = Packet.RCODE.NXDOMAIN;
      if (type === 'CNAME') {
        const alias = zone.cname?.[name];
        if (alias !== undefined) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, domain: alias }));
      } else if (type === 'TXT') {
        for (const data of zone.txt?.[name] ?? []) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data }));
      } else {
        for (const address of (type === 'AAAA' ? zone.aaaa?.[name] : zone.a?.[name]) ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, address }));
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port;
  if (port === undefined) throw new Error('the DNS server is not listening');
  return { address: `127.0.0.1:${port}`, queries, close: () => server.close() };
}
