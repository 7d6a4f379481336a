/** One product write over HTTP, with a deadline: a request that hangs past it fails the test instead of the run. */
export async function createProduct(
  url: string,
  key: string,
  bankId: string,
  name: string,
  timeoutMs = 30_000,
): Promise<{ status: number; body: { code?: string; message?: string; data?: { id?: string } } }> {
  const response = await fetch(`${url}/v1/banks/${bankId}/products`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ category: 'ACCOUNT', type: 'SAVINGS_ACCOUNT', name, ratePercent: 1.5 }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** The ids of every product of a bank, as its representative sees them (every status; the list is not paged). */
export async function managedProductIds(url: string, key: string, bankId: string): Promise<string[]> {
  const response = await fetch(`${url}/v1/banks/${bankId}/managed-products`, {
    headers: { Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`managed products: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string }[] }).data.map((product) => product.id);
}
