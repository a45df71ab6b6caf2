ps_2_0
dcl t0
add r0, c2, c0
mov oC0, r0
