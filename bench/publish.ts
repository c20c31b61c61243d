import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFilesUnder } from '../src/build/after-first-paint';

/** What a publish of one edit rewrote, set beside the pages that show the edited text. */
export type PublishedEdit = {
  /** The content document edited, relative to the content folder. */
  document: string;
  /** Built pages (HTML files) whose bytes changed when the edit was put back. */
  rewritten: string[];
  /** Built pages that showed the edited text. */
  showing: string[];
  /** Every built page. */
  pages: number;
};

/** Each HTML file of a built site by its path in the site, with a digest of its bytes. */
export async function htmlDigests(siteDir: string): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for await (const file of htmlFilesUnder(siteDir)) {
    digests.set(
      path.relative(siteDir, file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    );
  }
  return digests;
}

type TitleEdit = { document: string; edited: string; putBack: () => void };

/**
 * Appends a few words to the title of the first article (in file order) in `contentDir`, as an
 * editor would; `putBack` restores the file as it was.
 */
export function editFirstArticleTitle(contentDir: string): TitleEdit {
  const articles = path.join(contentDir, 'documents', 'article');
  const name = readdirSync(articles)
    .filter((file) => file.endsWith('.json'))
    .sort()[0];
  if (!name) throw new Error(`no article in ${articles}`);
  const file = path.join(articles, name);
  const original = readFileSync(file, 'utf8');
  const document = JSON.parse(original) as { data: { title: { text: string }[] } };
  const heading = document.data.title[0];
  if (!heading) throw new Error(`${file} has no title`);
  heading.text = `${heading.text} (bench edit)`;
  writeFileSync(file, JSON.stringify(document, null, 2));
  return {
    document: path.relative(contentDir, file),
    edited: heading.text,
    putBack: () => writeFileSync(file, original),
  };
}

/** The pages whose bytes differ from one build to the next, and those the second added. */
export function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .filter(([page, digest]) => before.get(page) !== digest)
    .map(([page]) => page)
    .sort();
}

/** The HTML files of a built site that contain `text`. */
export function pagesShowing(siteDir: string, pages: Iterable<string>, text: string): string[] {
  return [...pages]
    .filter((page) => readFileSync(path.join(siteDir, page), 'utf8').includes(text))
    .sort();
}

/** Whether a publish rewrote exactly the pages that show what it changed. */
export function rewroteOnlyWhatChanged(edit: PublishedEdit): boolean {
  return (
    edit.showing.length > 0 &&
    edit.rewritten.length === edit.showing.length &&
    edit.rewritten.every((page, index) => page === edit.showing[index])
  );
}
