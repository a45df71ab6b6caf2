ps_2_0
dcl t0
dcl t0.xy
mov oC0, t0
