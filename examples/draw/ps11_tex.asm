// ps_1_1: texture stage 0 sampled at coordinate set 0, times the colour.
ps_1_1
tex t0
mul r0, t0, v0
