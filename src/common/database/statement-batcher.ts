/**
 * Gathers the calls made during one turn of the event loop into a single statement, up to a
 * size: under load, many requests share one round trip and one commit; alone, a call waits for
 * nothing but the end of the turn. `run` answers one result per item, in order.
 */
export class StatementBatcher<Item, Result> {
  private queue: Array<{
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }> = [];
  private scheduled = false;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly maxSize: number,
  ) {}

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.drain());
      }
    });
  }

  private drain(): void {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxSize);
      this.run(batch.map((entry) => entry.item)).then(
        (results) => batch.forEach((entry, index) => entry.resolve(results[index])),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      );
    }
  }
}
