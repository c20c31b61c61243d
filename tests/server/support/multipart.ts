/** A multipart/form-data body as a browser's FormData would send it, for app.inject. */
export type MultipartBody = { body: Buffer; contentType: string };

export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; type?: string };

export async function multipartBody(parts: FormPart[]): Promise<MultipartBody> {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) {
      form.append(
        part.name,
        new Blob([new Uint8Array(part.file)], { type: part.type ?? 'application/octet-stream' }),
        part.fileName,
      );
    } else {
      form.append(part.name, part.value);
    }
  }
  // Response serialises FormData exactly as fetch would send it, boundary and all.
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}
