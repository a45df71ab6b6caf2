// ps_1_4: texture stage 0 read at coordinate set 0.
ps_1_4
texld r0, t0
