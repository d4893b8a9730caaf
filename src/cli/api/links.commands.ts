import { writeFile } from 'node:fs/promises';
import { type Link, type LinkListFilters, type LinkUpdateInput, ShortenerApiError } from '@shortener/client';
import { type Command, UsageError } from '../command.js';
import { readArgs, readId, readList } from './args.js';
import { apiClient } from './credentials.js';
import { describeAnalytics, describeLink, linkRows, printJson } from './output.js';

const EDIT_OPTIONS = ['slug', 'title', 'description', 'tags', 'folder', 'domain'];

/** The link fields common to create and update, from their options (absent options stay absent). */
function linkFields(options: Record<string, string | undefined>): LinkUpdateInput {
  const folder = options.folder === undefined ? undefined : readId(options.folder, '--folder', 'folder');
  const fields: LinkUpdateInput = {
    slug: options.slug,
    title: options.title,
    description: options.description,
    tags: readList(options.tags),
    folder_id: folder,
    domain: options.domain,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as LinkUpdateInput;
}

function showLink(link: Link, json: boolean): number {
  if (json) printJson(link);
  else console.log(describeLink(link));
  return 0;
}

/** Link commands over the API, with a token (`shortener login` or SHORTENER_URL + SHORTENER_TOKEN). */
export const apiLinkCommands: Record<string, Command> = {
  'links create': {
    usage: 'shortener links create URL [--slug S] [--title T] [--tags a,b] [--folder ID] [--domain D] [--json]',
    summary: 'Create a short link for URL',
    run: async (args) => {
      const { positionals, options, flags } = readArgs(args, { positionals: ['URL'], options: EDIT_OPTIONS, flags: ['json'] });
      const link = await (await apiClient()).links.create({ destination_url: positionals[0]!, ...linkFields(options) });
      return showLink(link, flags.json!);
    },
  },
  'links list': {
    usage: 'shortener links list [--search TEXT] [--tag NAME] [--folder ID] [--status S] [--json]',
    summary: 'List your links (every page)',
    run: async (args) => {
      const { options, flags } = readArgs(args, { positionals: [], options: ['search', 'tag', 'folder', 'status'], flags: ['json'] });
      const filters = {
        ...(options.search === undefined ? {} : { search: options.search }),
        ...(options.tag === undefined ? {} : { tag: options.tag }),
        ...(options.folder === undefined ? {} : { folder_id: readId(options.folder, '--folder', 'folder') }),
        ...(options.status === undefined ? {} : { status: options.status as LinkListFilters['status'] }),
      };
      const links: Link[] = [];
      for await (const link of (await apiClient()).links.list(filters)) links.push(link);
      if (flags.json) printJson(links);
      else console.log(links.length ? linkRows(links) : 'no links');
      return 0;
    },
  },
  'links get': {
    usage: 'shortener links get ID_OR_SLUG [--domain D] [--json]',
    summary: 'Show one link, by id or slug (a number is tried as an id first)',
    run: async (args) => {
      const { positionals, options, flags } = readArgs(args, { positionals: ['ID_OR_SLUG'], options: ['domain'], flags: ['json'] });
      const client = await apiClient();
      const key = positionals[0]!;
      const bySlug = () => client.links.getBySlug(key, options.domain === undefined ? {} : { domain: options.domain });
      // Slugs may be all digits too: a number that is no id of yours is read as a slug.
      const link = /^[1-9]\d{0,14}$/.test(key) && options.domain === undefined
        ? await client.links.get(Number(key)).catch((error: unknown) => {
            if (error instanceof ShortenerApiError && error.status === 404) return bySlug();
            throw error;
          })
        : await bySlug();
      return showLink(link, flags.json!);
    },
  },
  'links update': {
    usage: 'shortener links update ID [--url URL] [--slug S] [--title T] [--description D] [--tags a,b] [--folder ID] [--domain D] [--json]',
    summary: 'Change a link; only the given fields change (--tags replaces the tags)',
    run: async (args) => {
      const { positionals, options, flags } = readArgs(args, { positionals: ['ID'], options: ['url', ...EDIT_OPTIONS], flags: ['json'] });
      const input = { ...(options.url === undefined ? {} : { destination_url: options.url }), ...linkFields(options) };
      if (Object.keys(input).length === 0) throw new UsageError('nothing to change: give at least one of --url, --slug, --title, --description, --tags, --folder, --domain');
      return showLink(await (await apiClient()).links.update(readId(positionals[0]!), input), flags.json!);
    },
  },
  'links delete': {
    usage: 'shortener links delete ID',
    summary: 'Delete a link (it stops redirecting at once)',
    run: async (args) => {
      const id = readId(readArgs(args, { positionals: ['ID'] }).positionals[0]!);
      await (await apiClient()).links.delete(id);
      console.log(`deleted link ${id}`);
      return 0;
    },
  },
  'links qr': {
    usage: 'shortener links qr ID --out FILE [--format png|svg] [--size PX]',
    summary: "Save a link's QR code (its saved design) to FILE, or to standard output with --out -",
    run: async (args) => {
      const { positionals, options } = readArgs(args, { positionals: ['ID'], options: ['format', 'size', 'out'] });
      const format = options.format ?? 'png';
      if (format !== 'png' && format !== 'svg') throw new UsageError('--format must be png or svg');
      if (!options.out) throw new UsageError('--out is required (- for standard output)');
      if (options.size !== undefined && !/^\d+$/.test(options.size)) throw new UsageError('--size must be a whole number of pixels');
      const bytes = await (await apiClient()).qr.link(readId(positionals[0]!), { format, ...(options.size === undefined ? {} : { size: Number(options.size) }) });
      if (options.out === '-') process.stdout.write(bytes);
      else {
        await writeFile(options.out, bytes);
        console.log(`wrote ${options.out} (${bytes.length} bytes)`);
      }
      return 0;
    },
  },
  'links stats': {
    usage: 'shortener links stats ID [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]',
    summary: "A link's clicks over a window (30 days by default): totals, a daily sparkline, top countries and referrers",
    run: async (args) => {
      const { positionals, options, flags } = readArgs(args, { positionals: ['ID'], options: ['from', 'to'], flags: ['json'] });
      for (const name of ['from', 'to'] as const) {
        if (options[name] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options[name])) throw new UsageError(`--${name} must be a date like 2026-01-31`);
      }
      const query = { ...(options.from === undefined ? {} : { from: options.from }), ...(options.to === undefined ? {} : { to: options.to }) };
      const analytics = await (await apiClient()).analytics.get(readId(positionals[0]!), query);
      if (flags.json) printJson(analytics);
      else console.log(describeAnalytics(analytics));
      return 0;
    },
  },
};
