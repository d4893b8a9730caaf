import { createInterface } from 'node:readline';
import { type Command, UsageError } from '../command.js';
import { readArgs } from './args.js';
import { clientFor, saveCredentials } from './credentials.js';

/** Asks for what the options did not give, one line each (works with piped input too). */
async function ask(questions: Array<[string, string | undefined]>): Promise<string[]> {
  if (questions.every(([, given]) => given)) return questions.map(([, given]) => given!);
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const [prompt, given] of questions) {
      if (given) {
        answers.push(given);
        continue;
      }
      process.stderr.write(prompt);
      const next = await lines.next();
      answers.push(next.done ? '' : String(next.value).trim());
    }
  } finally {
    await lines.return?.();
  }
  return answers;
}

export const loginCommand: Record<string, Command> = {
  login: {
    usage: 'shortener login [--url URL] [--token TOKEN]',
    summary: 'Check a token against the server and keep both in ~/.config/shortener/config.json (mode 0600)',
    run: async (args) => {
      const { options } = readArgs(args, { positionals: [], options: ['url', 'token'] });
      const [url, token] = await ask([
        ['Server URL (such as https://sho.rt): ', options.url],
        ['API token: ', options.token],
      ]);
      if (!url || !/^https?:\/\/[^/]/.test(url)) throw new UsageError('the server URL must start with http:// or https://');
      if (!token) throw new UsageError('a token is required (create one in Settings > API tokens)');
      const baseUrl = url.replace(/\/+$/, '');
      // Any valid token may read its account's usage: a wrong one is a 401 here, not later.
      const usage = await clientFor({ url: baseUrl, token }).account.usage();
      const path = await saveCredentials({ url: baseUrl, token });
      console.log(`Logged in to ${baseUrl} (plan ${usage.plan}); saved to ${path}`);
      return 0;
    },
  },
};
