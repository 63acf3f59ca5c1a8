import { ApiError, apiErrorOf, csrfHeaders } from './api-core';
import { apiUrl, type ApiInput, type ApiResponse, type UploadKey } from './api-client';

/**
 * Uploads a file as the request body (its type as Content-Type), reporting progress from 0 to 1
 * (fetch cannot report upload progress, XMLHttpRequest can).
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network-error'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(apiErrorOf(xhr.status, xhr.responseText));
      onProgress(1);
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, 'internal-error'));
      }
    };
    xhr.send(file);
  });
}

/**
 * Uploads a file as the request body of a route of the endpoint table taking one (its params typed),
 * reporting progress from 0 to 1. Here, not in the client: upload code stays out of first loads.
 */
export const uploadApiFile = <K extends UploadKey>(
  key: K,
  input: ApiInput<K>,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<ApiResponse<K>> =>
  uploadFile<ApiResponse<K>>(apiUrl(key, input as never), file, onProgress);
