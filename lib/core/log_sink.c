/* SPDX-License-Identifier: MIT */
/* The event sink shared by the board's and the engine's logs. */
#include "core/log_sink.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"

void log_sink_set(log_sink *sink, gmk_log_fn fn, void *user_data)
{
	sink->fn = fn;
	sink->user_data = fn ? user_data : NULL;
}

void log_emit(const log_sink *sink, const char *json)
{
	if (sink->fn)
		sink->fn(json, sink->user_data);
}

void log_point_name(gmk_point p, int width, int height, char *buf, size_t size)
{
	if (gmk_point_to_rif(p, width, height, buf, size) != GMK_OK)
		buf[0] = '\0';
}
