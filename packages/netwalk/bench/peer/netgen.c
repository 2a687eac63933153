/* Knossos bench driver: times the Net generator of Simon Tatham's collection, one new game
   description after another, each timed alone; prints the median and mean in ms as JSON.
   Built by build.sh against a checkout of the collection (none of it is in this repository). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "puzzles.h"
extern const game thegame;
static double now(void){ struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec*1e3 + t.tv_nsec/1e6; }
static int cmp(const void*a,const void*b){ double x=*(double*)a,y=*(double*)b; return x<y?-1:x>y; }
int main(int argc, char **argv){
  if (argc < 3) { fprintf(stderr, "usage: netgen PARAMS COUNT [SEED]\n"); return 2; }
  game_params *p = thegame.default_params();
  thegame.decode_params(p, argv[1]);
  int n = atoi(argv[2]);
  const char *seed = argc > 3 ? argv[3] : "knossos-bench";
  random_state *rs = random_new(seed, strlen(seed));
  double *ms = malloc(sizeof(double)*n);
  for (int i = 0; i < n; i++) {
    char *aux = NULL;
    double t0 = now();
    char *desc = thegame.new_desc(p, rs, &aux, false);
    ms[i] = now() - t0;
    if (i == 0 && getenv("NETGEN_SHOW")) printf("%s:%s\n", argv[1], desc);
    sfree(desc); sfree(aux);
  }
  qsort(ms, n, sizeof(double), cmp);
  printf("{\"params\":\"%s\",\"count\":%d,\"medianMs\":%.4f,\"meanMs\":", argv[1], n, ms[n/2]);
  double sum=0; for (int i=0;i<n;i++) sum+=ms[i]; printf("%.4f}\n", sum/n);
  return 0;
}
