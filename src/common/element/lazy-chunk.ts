/**
 * A chunk loaded once per page on first need (`import()`), shared by every
 * caller; a failed load is not cached, so the next intent retries it.
 */
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
