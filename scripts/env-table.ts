import { PROVIDER_ENV_DOCS } from '../provider/config';
import { WEB_ENV_DOCS } from '../server/config';

/** Prints the tables of docs/configuration.md from the one list each process reads. */
function table(rows: readonly { name: string; default: string; description: string }[]): string {
  const lines = ['| Variable | Default | Meaning |', '| --- | --- | --- |'];
  for (const row of rows) lines.push(`| \`${row.name}\` | ${row.default.startsWith('(') ? row.default : `\`${row.default}\``} | ${row.description} |`);
  return lines.join('\n');
}

console.log('### Web server\n');
console.log(table(WEB_ENV_DOCS));
console.log('\n### Provider API\n');
console.log(table(PROVIDER_ENV_DOCS));
