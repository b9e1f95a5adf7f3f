/* SPDX-License-Identifier: MIT */
/*
 * Without libFuzzer: runs a fuzz target once per file of the given files and
 * directories (the seed corpus and the crash regressions), so that a plain
 * `meson test` replays them under whatever sanitizers the build has.
 */
#include <dirent.h>
#include <sys/stat.h>

#include "fuzz.h"

/* Inputs are small by design; anything larger is a mistake in the corpus. */
#define REPLAY_MAX_FILE (1u << 20)

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return 1;
	}
	uint8_t *data = malloc(REPLAY_MAX_FILE);
	size_t size = data ? fread(data, 1, REPLAY_MAX_FILE, f) : 0;
	int too_big = data && fgetc(f) != EOF;
	fclose(f);
	if (!data || too_big) {
		fprintf(stderr, "%s: unreadable or over %u bytes\n", path, REPLAY_MAX_FILE);
		free(data);
		return 1;
	}
	/* An exact-size copy so that ASan catches reads past the input. */
	uint8_t *exact = malloc(size ? size : 1);
	if (!exact) {
		free(data);
		return 1;
	}
	memcpy(exact, data, size);
	free(data);
	LLVMFuzzerTestOneInput(exact, size);
	free(exact);
	return 0;
}

static int run_path(const char *path, int *files)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		fprintf(stderr, "missing %s\n", path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		++*files;
		return run_file(path);
	}
	DIR *dir = opendir(path);
	if (!dir)
		return 1;
	int failed = 0;
	struct dirent *e;
	while ((e = readdir(dir)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		size_t n = strlen(path) + strlen(e->d_name) + 2;
		char *child = malloc(n);
		if (!child) {
			failed = 1;
			break;
		}
		snprintf(child, n, "%s/%s", path, e->d_name);
		failed |= run_path(child, files);
		free(child);
	}
	closedir(dir);
	return failed;
}

int main(int argc, char **argv)
{
	int failed = 0, files = 0;
	for (int i = 1; i < argc; i++)
		failed |= run_path(argv[i], &files);
	printf("replayed %d inputs\n", files);
	return failed || files == 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
