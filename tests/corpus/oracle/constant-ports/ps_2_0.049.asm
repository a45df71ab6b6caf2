ps_2_0
dcl t0
mad r0, c0, t0, t0
mov oC0, r0
