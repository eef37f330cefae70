/** A chunk loaded once per page on first need; a failed load is retried by the next intent. */
export function lazyChunk<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}
