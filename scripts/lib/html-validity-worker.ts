/**
 * One worker thread of scripts/check-html.ts: checks the pages it is given and posts back their findings.
 * html-validate is single-threaded and spends most of its time parsing, so the pages are shared out.
 */
import { parentPort, workerData } from "node:worker_threads";
import { validatePages } from "./html-validity.ts";

const { root, files } = workerData as { root: string; files: string[] };
parentPort?.postMessage(await validatePages(root, files));
