/**
 * Test support for the /ws client: a WebSocket that only records; the tests play the device's side through `receive`
 * and `closeFromServer`.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  readyState = 0;
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static get latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    this.onclose?.({ code } as CloseEvent);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  closeFromServer(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}
