/* SPDX-License-Identifier: MIT */
/*
 * The one piece of C the JavaScript binding needs: a progress callback.
 * JavaScript cannot hand C a function pointer (a wasm table entry) without
 * features Node 20 and browsers do not all have, so this file supplies the C
 * callback and forwards each report to a function the module imports
 * ("gomoku_js" "progress"), which bindings/js provides. Wasm-only: it is not
 * part of the native library or its ABI.
 */
#include "gomoku/engine.h"

__attribute__((import_module("gomoku_js"), import_name("progress")))
extern void js_progress_report(const gmk_search_info *info);

static void forward_progress(const gmk_search_info *info, void *user_data)
{
	(void)user_data;
	js_progress_report(info);
}

/* on != 0 routes the engine's progress to JavaScript, 0 turns it off. */
__attribute__((export_name("gmkjs_engine_set_progress")))
int gmkjs_engine_set_progress(gmk_engine *engine, int on)
{
	return gmk_engine_set_progress(engine, on ? forward_progress : NULL, NULL);
}
