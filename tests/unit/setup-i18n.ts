// Every unit test reads the English catalogue, from the files the build ships (public/i18n).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadMessages, setMessageReader } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';

setMessageReader(async (language, area) =>
  JSON.parse(
    await readFile(join(import.meta.dirname, '../../public/i18n', language, `${area}.json`), 'utf8'),
  ),
);
await loadMessages(MESSAGE_AREAS, 'en');
