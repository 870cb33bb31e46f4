export interface Link {
  send(text: string): void;
  onMessage(fn: (text: string) => void): () => void;
  onClose(fn: () => void): () => void;
  close(): void;
  readonly open: boolean;
}
