import { careArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';

const uploadProblemImg = careArea('uploadProblemImg');

/** Uploads one evidence image (multipart field `problemImage`), reporting progress 0–1. */
export function uploadProblemImage(file: Blob, onProgress: (fraction: number) => void) {
  return call(
    uploadProblemImg,
    {},
    { files: { problemImage: file }, onUploadProgress: onProgress, quiet: true },
  );
}
