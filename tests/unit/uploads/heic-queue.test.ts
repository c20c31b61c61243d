import { describe, expect, it } from 'vitest';
import { DecodeQueueFull, createDecodeQueue } from '../../../server/uploads/heic-queue';

/** A task that runs until its test lets it finish, and says whether it has started. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = { started: false, finish, run: async () => {} };
  task.run = async () => {
    task.started = true;
    await done;
  };
  return task;
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: unknown) => (error instanceof DecodeQueueFull ? error.refusal : 'other'),
  );

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the HEIC decode queue', () => {
  it('runs one decode at a time and lets four wait; the sixth is refused before it starts', async () => {
    const queue = createDecodeQueue({ running: 1, waiting: 4, perAddress: 2 });
    const tasks = Array.from({ length: 6 }, heldTask);
    const runs = tasks.slice(0, 5).map((task, i) => queue.run(`10.0.0.${i}`, task.run));
    await tick();
    expect(tasks.map((task) => task.started)).toEqual([true, false, false, false, false, false]);
    expect(await refusalOf(queue.run('10.0.0.9', tasks[5]!.run))).toBe('instanceBusy');
    expect(tasks[5]!.started).toBe(false);

    tasks[0]!.finish();
    await runs[0];
    await tick();
    expect(tasks[1]!.started).toBe(true);
    // A place has come free: a new one may wait again.
    const late = heldTask();
    const lateRun = queue.run('10.0.0.8', late.run);
    for (const task of tasks.slice(1, 5)) {
      task.finish();
      await tick();
    }
    await Promise.all(runs);
    await tick();
    expect(late.started).toBe(true);
    late.finish();
    await lateRun;
    expect(queue.size).toBe(0);
  });

  it('holds at most two places for one address, and frees them when they finish or fail', async () => {
    const queue = createDecodeQueue({ running: 1, waiting: 4, perAddress: 2 });
    const first = heldTask();
    const second = heldTask();
    const one = queue.run('192.0.2.7', first.run);
    const two = queue.run('192.0.2.7', second.run);
    expect(await refusalOf(queue.run('192.0.2.7', heldTask().run))).toBe('addressBusy');
    // Another address still gets a place.
    const other = heldTask();
    const three = queue.run('198.51.100.1', other.run);

    first.finish();
    await one;
    const failing = queue.run('192.0.2.7', () => Promise.reject(new Error('broken file')));
    second.finish();
    other.finish();
    await Promise.all([two, three]);
    await expect(failing).rejects.toThrow('broken file');
    const again = heldTask();
    const four = queue.run('192.0.2.7', again.run);
    const five = queue.run('192.0.2.7', async () => {});
    again.finish();
    await Promise.all([four, five]);
    expect(queue.size).toBe(0);
  });

  it('applies only the instance limit outside a request', async () => {
    const queue = createDecodeQueue({ running: 1, waiting: 1, perAddress: 1 });
    const a = heldTask();
    const b = heldTask();
    const runs = [queue.run(undefined, a.run), queue.run(undefined, b.run)];
    expect(await refusalOf(queue.run(undefined, async () => {}))).toBe('instanceBusy');
    a.finish();
    b.finish();
    await Promise.all(runs);
  });
});

describe('the upload screens', () => {
  it('say in words, in both languages, that pictures are busy or too large', async () => {
    const { attachmentErrorKey } = await import('../../../src/components/attachment-picker');
    const ui = {
      is: (await import('../../../locales/is/ui.json')).default as Record<string, string>,
      en: (await import('../../../locales/en/ui.json')).default as Record<string, string>,
    };
    for (const [code, key] of [
      ['PicturesBusy', 'serverPicturesBusy'],
      ['ImageTooManyPixels', 'serverImageTooManyPixels'],
    ] as const) {
      expect(attachmentErrorKey(code)).toBe(`ui|${key}`);
      expect(ui.is[key]).toMatch(/mynd/i);
      expect(ui.en[key]).toMatch(/picture/i);
    }
  });
});
